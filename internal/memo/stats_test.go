package memo

import (
	"testing"
	"time"
)

type statsProbe struct{ n int }

func statOf(t *testing.T, name string) Stat {
	t.Helper()
	for _, s := range Stats() {
		if s.Name == name {
			return s
		}
	}
	t.Fatalf("no cache kind %q in %v", name, Stats())
	return Stat{}
}

func TestStatsCountHitsAndMissesPerKind(t *testing.T) {
	a := New[string, statsProbe](time.Minute, 10)
	b := New[string, statsProbe](time.Minute, 10) // the same kind: counted together
	before := statOf(t, "memo.statsProbe")
	load := func() (statsProbe, error) { return statsProbe{1}, nil }
	for range 3 {
		_, _ = a.Get("k", load)
	}
	_, _ = b.Get("k", load)
	after := statOf(t, "memo.statsProbe")
	if hits, misses := after.Hits-before.Hits, after.Misses-before.Misses; hits != 2 || misses != 2 {
		t.Fatalf("hits %d misses %d, want 2 and 2", hits, misses)
	}

	New[int64, int64](time.Minute, 1) // a value without a package is named by its key
	statOf(t, "int64")
	type local struct{}
	New[string, *local](time.Minute, 1)
	statOf(t, "memo.local")
}
