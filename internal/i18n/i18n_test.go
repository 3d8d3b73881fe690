package i18n

import (
	"sort"
	"strings"
	"testing"
)

// Every locale must have exactly the keys English has.
func TestLocalesHaveTheSameKeys(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	en, ok := c.Messages("en")
	if !ok || len(en) == 0 {
		t.Fatal("no English messages")
	}
	for _, l := range c.Locales() {
		m, _ := c.Messages(l)
		var missing, extra []string
		for k := range en {
			if _, ok := m[k]; !ok {
				missing = append(missing, k)
			}
		}
		for k := range m {
			if _, ok := en[k]; !ok {
				extra = append(extra, k)
			}
		}
		sort.Strings(missing)
		sort.Strings(extra)
		if len(missing)+len(extra) > 0 {
			t.Errorf("locale %s: missing %v, extra %v", l, missing, extra)
		}
	}
	if got := c.T("tr", "error.http.404"); got != "Sayfa bulunamadı." {
		t.Errorf("T(tr) = %q", got)
	}
	if got := c.T("de", "error.http.404"); got != "The page does not exist." {
		t.Errorf("fallback to English = %q", got)
	}
	if got := c.T("en", "no.such.key"); got != "no.such.key" {
		t.Errorf("unknown key = %q", got)
	}
}

func TestPreferredAndPick(t *testing.T) {
	// Quality values order the tags; equal ones keep the header's order.
	for header, want := range map[string]string{
		"en-GB,en;q=0.9, TR":       "en tr en",
		"tr;q=0.9, en;q=0.8":       "tr en",
		"en;q=0.1, tr":             "tr en",
		"de;q=0.5, pt-BR, *;q=0.1": "pt de",
		"fr;q=0, tr":               "tr",
		"":                         "",
		"en;q=abc":                 "",
		"\x00;;,,":                 "",
	} {
		if got := strings.Join(Preferred(header), " "); got != want {
			t.Errorf("Preferred(%q) = %q, want %q", header, got, want)
		}
	}
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if got := c.Pick("de-DE, tr;q=0.8"); got != "tr" {
		t.Errorf("Pick = %s", got)
	}
	if got := c.Pick("en;q=0.1, tr"); got != "tr" {
		t.Errorf("Pick honours quality values: %s", got)
	}
	if got := c.Pick(""); got != "en" {
		t.Errorf("Pick(empty) = %s", got)
	}
}
