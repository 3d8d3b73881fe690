package apperr

import (
	"math"
	"net/mail"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"
)

// Check collects field errors for one object and turns them into a single
// KindInvalid error. Services use it so the spec's bounds hold on the server:
//
//	c := apperr.NewCheck("registration")
//	c.Required("email", req.Email)
//	c.Size("firstName", req.FirstName, 2, 50)
//	if err := c.Err(); err != nil { return err }
type Check struct {
	object string
	fields []FieldError
}

// NewCheck starts a check of the named object (the form's objectName).
func NewCheck(object string) *Check { return &Check{object: object} }

// Fail records a field error with a message code (NotNull, Size, Pattern, …).
func (c *Check) Fail(field, code string) {
	for _, f := range c.fields {
		if f.Field == field {
			return // one message per field is enough for the form
		}
	}
	c.fields = append(c.fields, FieldError{ObjectName: c.object, Field: field, Message: code})
}

// Required fails with NotBlank when s is empty or only spaces.
func (c *Check) Required(field, s string) bool {
	if strings.TrimSpace(s) == "" {
		c.Fail(field, "NotBlank")
		return false
	}
	return true
}

// Size fails with Size when s has fewer than min or more than max characters.
// An empty optional value is not checked; combine with Required.
func (c *Check) Size(field, s string, min, max int) {
	if s == "" {
		return
	}
	if n := utf8.RuneCountInString(s); n < min || n > max {
		c.Fail(field, "Size")
	}
}

// Range fails with Min or Max when n is out of bounds.
func (c *Check) Range(field string, n, min, max int64) {
	if n < min {
		c.Fail(field, "Min")
	} else if n > max {
		c.Fail(field, "Max")
	}
}

// Int32 fails with Min or Max when n does not fit the 32-bit INTEGER column
// it is stored in (PostgreSQL refuses a larger value with an error, a 500).
func (c *Check) Int32(field string, n int) {
	c.Range(field, int64(n), math.MinInt32, math.MaxInt32)
}

// Pattern fails with Pattern when a non-empty s does not match re.
func (c *Check) Pattern(field, s string, re *regexp.Regexp) {
	if s != "" && !re.MatchString(s) {
		c.Fail(field, "Pattern")
	}
}

// Email fails with Email when a non-empty s is not a plain address.
func (c *Check) Email(field, s string) {
	if s == "" {
		return
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || !strings.Contains(s[strings.LastIndex(s, "@")+1:], ".") {
		c.Fail(field, "Email")
	}
}

// OneOf fails with Pattern when a non-empty s is not one of allowed.
func (c *Check) OneOf(field, s string, allowed ...string) {
	if s == "" {
		return
	}
	for _, a := range allowed {
		if s == a {
			return
		}
	}
	c.Fail(field, "Pattern")
}

// DateLayout is how a calendar date travels in the API: 2026-11-25.
const DateLayout = "2006-01-02"

// Date fails with Pattern when a non-empty s is not a calendar date
// (YYYY-MM-DD, a real day); it returns the date and whether it is one.
func (c *Check) Date(field, s string) (time.Time, bool) {
	if s == "" {
		return time.Time{}, false
	}
	d, err := time.Parse(DateLayout, s)
	if err != nil {
		c.Fail(field, "Pattern")
		return time.Time{}, false
	}
	return d, true
}

// Err is nil when every check passed.
func (c *Check) Err() error {
	if len(c.fields) == 0 {
		return nil
	}
	return &Error{Kind: KindInvalid, Key: "validation", Fields: c.fields}
}

// ErrAs is Err with its own error key, for a refusal that is about the
// whole object (an incomplete form) but still points at its fields.
func (c *Check) ErrAs(key string) error {
	if len(c.fields) == 0 {
		return nil
	}
	return &Error{Kind: KindInvalid, Key: key, Fields: c.fields}
}
