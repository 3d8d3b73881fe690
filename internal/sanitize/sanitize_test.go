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

func TestPlainTextEscapesAndLinks(t *testing.T) {
	cases := map[string]string{
		"a <b>bold</b> & more":                 "a &lt;b&gt;bold&lt;/b&gt; &amp; more",
		"line one\nline two":                   "line one<br>line two",
		"see https://example.com/a?b=1&c=2.":   `see <a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="nofollow noopener">https://example.com/a?b=1&amp;c=2</a>.`,
		"(www.example.org)":                    `(<a href="https://www.example.org" target="_blank" rel="nofollow noopener">www.example.org</a>)`,
		`javascript:alert(1) "x"`:              "javascript:alert(1) &#34;x&#34;",
		`https://x.test/"onmouseover=alert(1)`: `<a href="https://x.test/" target="_blank" rel="nofollow noopener">https://x.test/</a>&#34;onmouseover=alert(1)`,
	}
	for in, want := range cases {
		if got := PlainText(in); got != want {
			t.Errorf("PlainText(%q)\n got %s\nwant %s", in, got, want)
		}
	}
}
