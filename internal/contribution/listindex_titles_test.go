package contribution

import (
	"strings"
	"testing"
)

// A title kept as its words' numbers contains a phrase exactly when its
// text does (strings.Contains), whatever the spacing of either.
func TestTitleWordsContainAsTheTextDoes(t *testing.T) {
	titles := []string{
		"check the print room once a week", "the week", "a weekly check", "once", "", "weekend room once a weekday",
		"switch off  the light", " leading space", "trailing space ", "tab\tinside the title", "İstanbul şehir ışık",
		"room once room once a week", "a a a", "the the", "x", "ab abc abcd",
	}
	phrases := []string{
		"once a week", "a week", "e once", "eek once a", "room once", "off  the", "off the", "tab\tinside", "inside the",
		"İstanbul şehir", "şehir ışık", "a a", "the the", "b abc", "bc abcd", "abc ab", "check the print room once a week",
		"the print room once a weekday", "x y", "ce a we",
	}
	b := newTitleWordsBuilder()
	for row, title := range titles {
		b.add(uint32(row), title)
	}
	tw := b.t
	if len(tw.odd) != 4 {
		t.Errorf("titles kept as text: %d (%v), want the 4 not single-spaced", len(tw.odd), tw.odd)
	}
	for row, title := range titles {
		for _, p := range phrases {
			if got, want := tw.contains(uint32(row), newPhrase(p)), strings.Contains(title, p); got != want {
				t.Errorf("%q contains %q: %v, want %v", title, p, got, want)
			}
		}
	}
	// Each word's rows, once each and ascending.
	if rows := b.rows[b.number["once"]]; len(rows) != 4 || rows[0] != 0 || rows[3] != 11 {
		t.Errorf("rows of once: %v, want [0 3 5 11]", rows)
	}
}
