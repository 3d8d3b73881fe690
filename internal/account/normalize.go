package account

import "strings"

func normalizeLogin(s string) string { return strings.ToLower(strings.TrimSpace(s)) }
