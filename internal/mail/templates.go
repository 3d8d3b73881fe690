package mail

import (
	"bytes"
	"embed"
	"fmt"
	htmltemplate "html/template"
	"strings"
	texttemplate "text/template"

	"github.com/inno-platform/inno/internal/i18n"
)

//go:embed templates/*.tmpl
var templateFiles embed.FS

// Templates renders mail kinds (activation, reset, contact, …) in the
// recipient's language: one HTML and one text template per kind inside a
// shared layout; every sentence comes from the server's translations
// (keys mail.<kind>.*), so adding a language needs no new template.
type Templates struct {
	catalog *i18n.Catalog
	html    *htmltemplate.Template
	text    *texttemplate.Template
}

// LoadTemplates parses the embedded templates.
func LoadTemplates(catalog *i18n.Catalog) (*Templates, error) {
	// The translation function is bound per render; parse with a stand-in.
	funcs := map[string]any{"t": func(string, ...any) string { return "" }}
	h, err := htmltemplate.New("mail").Funcs(funcs).ParseFS(templateFiles, "templates/*.html.tmpl")
	if err != nil {
		return nil, fmt.Errorf("mail: parse HTML templates: %w", err)
	}
	t, err := texttemplate.New("mail").Funcs(funcs).ParseFS(templateFiles, "templates/*.txt.tmpl")
	if err != nil {
		return nil, fmt.Errorf("mail: parse text templates: %w", err)
	}
	return &Templates{catalog: catalog, html: h, text: t}, nil
}

// Render produces the subject, text and HTML of kind in lang.
func (t *Templates) Render(kind, lang string, data map[string]any) (Message, error) {
	tr := func(key string, args ...any) string {
		s := t.catalog.T(lang, key)
		for i := 0; i+1 < len(args); i += 2 {
			s = strings.ReplaceAll(s, "{{"+fmt.Sprint(args[i])+"}}", fmt.Sprint(args[i+1]))
		}
		return s
	}
	funcs := map[string]any{"t": tr}
	data["Lang"] = lang
	var html, text bytes.Buffer
	h, err := t.html.Clone()
	if err != nil {
		return Message{}, fmt.Errorf("mail: clone templates: %w", err)
	}
	if err := h.Funcs(funcs).ExecuteTemplate(&html, kind+".html.tmpl", data); err != nil {
		return Message{}, fmt.Errorf("mail: render %s HTML: %w", kind, err)
	}
	tt, err := t.text.Clone()
	if err != nil {
		return Message{}, fmt.Errorf("mail: clone templates: %w", err)
	}
	if err := tt.Funcs(funcs).ExecuteTemplate(&text, kind+".txt.tmpl", data); err != nil {
		return Message{}, fmt.Errorf("mail: render %s text: %w", kind, err)
	}
	subject := tr("mail."+kind+".subject", "name", data["Name"], "title", data["Title"])
	return Message{Subject: subject, Text: text.String(), HTML: html.String()}, nil
}
