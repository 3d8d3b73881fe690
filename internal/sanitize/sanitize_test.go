package sanitize

import (
	"strings"
	"testing"
)

func TestHTMLKeepsEditorMarkupAndDropsScripts(t *testing.T) {
	in := `<h2 style="text-align: center">Title</h2><p>Hello <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s></p>` +
		`<ul><li>one</li></ul><blockquote>q</blockquote><a href="https://example.com">link</a>` +
		`<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><p style="color:red">c</p>`
	out := HTML(in)
	for _, keep := range []string{`<h2 style="text-align: center">`, "<strong>bold</strong>", "<em>it</em>", "<u>u</u>", "<s>s</s>",
		"<li>one</li>", "<blockquote>q</blockquote>", `href="https://example.com"`} {
		if !strings.Contains(out, keep) {
			t.Errorf("lost %q in %s", keep, out)
		}
	}
	for _, drop := range []string{"<script", "alert(1)", "onerror", "javascript:", "color:red"} {
		if strings.Contains(out, drop) {
			t.Errorf("kept %q in %s", drop, out)
		}
	}
}
