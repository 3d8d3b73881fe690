// Package sanitize cleans rich HTML from the editor before it is stored:
// the tags the editor produces stay, scripts, event handlers and dangerous
// URLs go.
package sanitize

import (
	"regexp"

	"github.com/microcosm-cc/bluemonday"
)

var policy = func() *bluemonday.Policy {
	p := bluemonday.UGCPolicy()
	p.AllowAttrs("target").Matching(regexp.MustCompile(`^_blank$`)).OnElements("a")
	p.AddTargetBlankToFullyQualifiedLinks(true)
	p.AllowAttrs("style").Matching(regexp.MustCompile(`^text-align:\s*(left|right|center|justify);?$`)).OnElements("p", "h1", "h2", "h3", "h4", "h5", "h6")
	p.AllowElements("u", "s")
	return p
}()

// HTML returns html with everything unsafe removed.
func HTML(html string) string { return policy.Sanitize(html) }

var strict = bluemonday.StrictPolicy()

// Text returns the text of html without any markup, to tell an empty
// editor ("<p></p>") from a real answer.
func Text(html string) string { return strict.Sanitize(html) }
