package httpapi

import (
	"net/http"
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/inno-platform/inno/internal/apperr"
)

// The one rule for text from the client: valid UTF-8 without the NUL
// character. PostgreSQL cannot store either in a text column and answered
// such input with an error (a 500); SQLite stored it. Path and query values
// are checked for every request by the router (cleanRequest), JSON bodies
// by DecodeJSON and upload file names by ReadUpload.

// CleanText reports whether s is text the server accepts: valid UTF-8
// holding no NUL character.
func CleanText(s string) bool {
	return utf8.ValidString(s) && strings.IndexByte(s, 0) < 0
}

const errNUL = "text must be valid UTF-8 without the NUL character"

// cleanRequest refuses, with 400, a request whose path or query holds text
// CleanText refuses, before any handler reads it.
func (rt *Router) cleanRequest(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !CleanText(r.URL.Path) || !cleanQuery(r.URL.RawQuery) {
			WriteError(w, r, rt.log, apperr.Malformed("path and query "+errNUL))
			return
		}
		next.ServeHTTP(w, r)
	})
}

// cleanQuery checks every decoded name and value of a query string. Only a
// percent escape can hide NUL or a byte that is not UTF-8, so a query
// without one is checked as it stands. A malformed escape is left to the
// handler's r.URL.Query, which drops it as before.
func cleanQuery(raw string) bool {
	if !strings.Contains(raw, "%") {
		return CleanText(raw)
	}
	values, _ := url.ParseQuery(raw)
	for name, vs := range values {
		if !CleanText(name) {
			return false
		}
		for _, v := range vs {
			if !CleanText(v) {
				return false
			}
		}
	}
	return true
}

// jsonHasNUL reports whether a JSON text holds the escape \u0000. A raw NUL
// byte is not valid JSON at all; the escape is the only way to send one.
func jsonHasNUL(b []byte) bool {
	for i := 0; i < len(b); i++ {
		if b[i] != '\\' {
			continue
		}
		if i+5 < len(b) && b[i+1] == 'u' && string(b[i+2:i+6]) == "0000" {
			return true
		}
		i++ // skip the escaped character, so \\u0000 (a backslash, then "u0000") is text
	}
	return false
}
