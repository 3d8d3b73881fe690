// Package i18n holds the server's own translations: the message keys the
// API returns, e-mail texts and enumeration labels, per locale.
package i18n

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"sync"

	"golang.org/x/text/language"
)

//go:embed locales/*.json
var files embed.FS

// Catalog is the set of translation maps, one per locale.
type Catalog struct {
	messages map[string]map[string]string // built in

	mu        sync.RWMutex
	overrides map[string]map[string]string // administrators' changes, laid over the built-in maps
}

// Load reads the embedded translation files.
func Load() (*Catalog, error) {
	entries, err := fs.ReadDir(files, "locales")
	if err != nil {
		return nil, fmt.Errorf("i18n: read locales: %w", err)
	}
	c := &Catalog{messages: map[string]map[string]string{}, overrides: map[string]map[string]string{}}
	for _, e := range entries {
		b, err := files.ReadFile("locales/" + e.Name())
		if err != nil {
			return nil, fmt.Errorf("i18n: read %s: %w", e.Name(), err)
		}
		m := map[string]string{}
		if err := json.Unmarshal(b, &m); err != nil {
			return nil, fmt.Errorf("i18n: parse %s: %w", e.Name(), err)
		}
		c.messages[strings.TrimSuffix(e.Name(), ".json")] = m
	}
	return c, nil
}

// BuiltIn returns the shipped translation map of a locale (nil if none).
func (c *Catalog) BuiltIn(locale string) map[string]string { return c.messages[locale] }

// SetOverrides replaces the administrators' changes (locale → key → text).
func (c *Catalog) SetOverrides(o map[string]map[string]string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.overrides = o
}

// Messages returns the effective translation map of a locale: built-in
// texts with the administrators' changes laid over them. ok is false when
// the server has neither for the locale.
func (c *Catalog) Messages(locale string) (map[string]string, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	base, okBase := c.messages[locale]
	over, okOver := c.overrides[locale]
	if !okBase && !okOver {
		return nil, false
	}
	out := make(map[string]string, len(base)+len(over))
	for k, v := range base {
		out[k] = v
	}
	for k, v := range over {
		out[k] = v
	}
	return out, true
}

// Locales lists the locales the server ships, sorted.
func (c *Catalog) Locales() []string {
	out := make([]string, 0, len(c.messages))
	for l := range c.messages {
		out = append(out, l)
	}
	sort.Strings(out)
	return out
}

// T translates key in locale, falling back to English and then the key.
func (c *Catalog) T(locale, key string) string {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if v, ok := c.overrides[locale][key]; ok {
		return v
	}
	if v, ok := c.messages[locale][key]; ok {
		return v
	}
	if v, ok := c.overrides["en"][key]; ok {
		return v
	}
	if v, ok := c.messages["en"][key]; ok {
		return v
	}
	return key
}

// Pick is the first locale of an Accept-Language header the server has
// translations for, or English.
func (c *Catalog) Pick(header string) string {
	for _, l := range Preferred(header) {
		if _, ok := c.messages[l]; ok {
			return l
		}
	}
	return "en"
}

// Preferred reads the primary language subtags of an Accept-Language
// header, most wanted first: by quality value, in the order given among
// equal ones ("de;q=0.5, tr" → tr, de). Tags with q=0 are refused by the
// client and left out; a header that does not parse gives nothing, so the
// caller's default applies.
func Preferred(header string) []string {
	tags, _, err := language.ParseAcceptLanguage(header)
	if err != nil {
		return nil
	}
	out := make([]string, 0, len(tags))
	for _, t := range tags {
		base, _ := t.Base()
		if b := base.String(); b != "" && b != "und" && b != "mul" { // und: unknown, mul: the * wildcard
			out = append(out, b)
		}
	}
	return out
}
