// Package sanitize cleans rich HTML from the editor before it is stored:
// the tags the editor produces stay, scripts, event handlers and dangerous
// URLs go.
package sanitize

import (
	"html"
	"regexp"
	"strings"

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

// links finds web addresses in plain text: http(s)://… or www.…, up to a
// space or a character that cannot end one.
var links = regexp.MustCompile(`(?i)\b(?:https?://|www\.)[^\s<>"']+`)

// PlainText is the HTML of plain text a user typed (a comment): every
// character escaped, line breaks kept, web addresses made links that open
// in a new tab, and the result passed through the HTML policy.
func PlainText(text string) string {
	var b strings.Builder
	last := 0
	for _, m := range links.FindAllStringIndex(text, -1) {
		start, end := m[0], m[1]
		end = start + len(strings.TrimRight(text[start:end], ".,;:!?)]}"))
		b.WriteString(html.EscapeString(text[last:start]))
		url := text[start:end]
		href := url
		if !strings.HasPrefix(strings.ToLower(url), "http") {
			href = "https://" + url
		}
		b.WriteString(`<a href="` + html.EscapeString(href) + `" rel="nofollow noopener" target="_blank">` + html.EscapeString(url) + `</a>`)
		last = end
	}
	b.WriteString(html.EscapeString(text[last:]))
	out := strings.ReplaceAll(strings.ReplaceAll(b.String(), "\r\n", "\n"), "\n", "<br>")
	return policy.Sanitize(out)
}
