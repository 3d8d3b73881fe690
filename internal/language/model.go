// Package language lets administrators change translations at run time:
// the web app's texts ("web") and the server's own messages ("server"), per
// language, without a rebuild. Changes are stored as overrides over the
// built-in files.
package language

import "regexp"

// Scopes of a translation.
const (
	ScopeWeb    = "web"
	ScopeServer = "server"
)

// Limits of one language file.
const (
	MaxFileBytes = 2 << 20
	MaxKeys      = 20000
	MaxKeyLen    = 300
	MaxValueLen  = 10000
)

var localePattern = regexp.MustCompile(`^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$`)
