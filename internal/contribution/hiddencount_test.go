package contribution

import (
	"testing"
	"time"
)

func TestHiddenCountsGoStaleOnWritesAndWithAge(t *testing.T) {
	var h hiddenCounts
	now := time.Now()
	if _, _, ok := h.get(1, TypeSuggestion, now); ok {
		t.Fatal("an empty cache answered")
	}
	_, gen, _ := h.get(1, TypeSuggestion, now)
	h.put(1, TypeSuggestion, 3, gen, now)
	if n, _, ok := h.get(1, TypeSuggestion, now.Add(time.Second)); !ok || n != 3 {
		t.Fatalf("fresh entry: %d %v", n, ok)
	}
	if _, _, ok := h.get(1, TypeImprovement, now); ok {
		t.Error("another type answered")
	}
	if _, _, ok := h.get(1, TypeSuggestion, now.Add(hiddenCountMaxAge+time.Millisecond)); ok {
		t.Error("an old entry answered")
	}
	h.changed()
	if _, _, ok := h.get(1, TypeSuggestion, now); ok {
		t.Error("an entry of an older generation answered")
	}
	// A count read before a write must not be kept as current.
	h.put(2, TypeSuggestion, 5, gen, now)
	if _, _, ok := h.get(2, TypeSuggestion, now); ok {
		t.Error("a count read before the last write answered")
	}
}
