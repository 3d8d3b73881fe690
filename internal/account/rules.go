package account

import (
	"regexp"
	"unicode"

	"github.com/inno-platform/inno/internal/apperr"
)

var (
	phonePattern           = regexp.MustCompile(`^[0-9]{10}$`)
	emailOrUsernamePattern = regexp.MustCompile(`^[\p{L}0-9 +.@_-]+$`)
	sixDigits              = regexp.MustCompile(`^[0-9]{6}$`)
)

// StrongPassword is the reset rule (spec 000 §5 "Reset finish"): at least 8
// characters with lower case, upper case, a digit and a symbol.
func StrongPassword(pw string) bool {
	var lower, upper, digit, symbol bool
	n := 0
	for _, r := range pw {
		n++
		switch {
		case unicode.IsLower(r):
			lower = true
		case unicode.IsUpper(r):
			upper = true
		case unicode.IsDigit(r):
			digit = true
		default:
			symbol = true
		}
	}
	return n >= 8 && lower && upper && digit && symbol
}

// checkNewPassword applies the length rule every password has (4 to 50).
func checkNewPassword(c *apperr.Check, field, pw string) {
	if c.Required(field, pw) {
		c.Size(field, pw, 4, 50)
	}
}
