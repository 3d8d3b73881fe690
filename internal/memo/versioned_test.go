package memo

import (
	"context"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"
)

// TestVersionedServesOnlyTheVersionItWasBuiltAt: a value is taken only at
// the version its build read; a stale one is read around (false) while one
// background build at a time, at most one per key per gap, makes the next.
func TestVersionedServesOnlyTheVersionItWasBuiltAt(t *testing.T) {
	v := NewVersioned[int, string]("memo.versionedTest", 50*time.Millisecond, 2, slog.Default())
	defer v.Close()
	var version atomic.Int64
	var builds atomic.Int32
	build := func(context.Context) (string, int64, error) {
		builds.Add(1)
		n := version.Load()
		return "v" + string(rune('0'+n)), n, nil
	}
	wait := func(key int, at int64) string {
		t.Helper()
		deadline := time.Now().Add(5 * time.Second)
		for time.Now().Before(deadline) {
			if got, ok := v.At(key, at, build); ok {
				return got
			}
			time.Sleep(5 * time.Millisecond)
		}
		t.Fatalf("key %d never built at %d", key, at)
		return ""
	}
	if _, ok := v.At(1, 0, build); ok || !v.Has(1) {
		t.Fatalf("a value before any build, or no build started")
	}
	if got := wait(1, 0); got != "v0" {
		t.Fatalf("built %q, want v0", got)
	}
	n := builds.Load()
	if _, ok := v.At(1, 0, build); !ok || builds.Load() != n {
		t.Errorf("a current value was built again")
	}
	version.Store(1)
	if _, ok := v.At(1, 1, build); ok {
		t.Errorf("a value served past its version")
	}
	if got := wait(1, 1); got != "v1" {
		t.Errorf("rebuilt %q, want v1", got)
	}
	// Three keys in a keeper of two: the least recently read leaves.
	wait(2, 1)
	v.At(1, 1, build)
	wait(3, 1)
	if !v.Has(1) || v.Has(2) || !v.Has(3) {
		t.Errorf("kept 1, 2, 3: %v %v %v, want the least recently read (2) gone", v.Has(1), v.Has(2), v.Has(3))
	}
	v.Close()
	if _, ok := v.At(4, 1, build); ok || v.Has(4) {
		t.Errorf("a closed keeper built")
	}
}
