package memo

import (
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestCacheKeepsReloadsAndForgets(t *testing.T) {
	c := New[string, int](time.Second, 2)
	now := time.Unix(1000, 0)
	c.now = func() time.Time { return now }
	loads := 0
	load := func(v int) func() (int, error) {
		return func() (int, error) { loads++; return v, nil }
	}

	if v, _ := c.Get("a", load(1)); v != 1 || loads != 1 {
		t.Fatalf("first get: %d after %d loads", v, loads)
	}
	if v, _ := c.Get("a", load(2)); v != 1 || loads != 1 {
		t.Fatalf("remembered: got %d after %d loads, want 1 after 1", v, loads)
	}

	c.Changed()
	if v, _ := c.Get("a", load(3)); v != 3 || loads != 2 {
		t.Fatalf("after Changed: got %d after %d loads, want 3 after 2", v, loads)
	}

	now = now.Add(1500 * time.Millisecond)
	if v, _ := c.Get("a", load(4)); v != 4 || loads != 3 {
		t.Fatalf("after max age: got %d after %d loads, want 4 after 3", v, loads)
	}

	if _, err := c.Get("b", func() (int, error) { return 0, errors.New("down") }); err == nil {
		t.Fatal("load error not returned")
	}
	if v, _ := c.Get("b", load(5)); v != 5 {
		t.Fatalf("a failed load was remembered: got %d", v)
	}
}

func TestCacheDoesNotKeepWhatAWriteOverlapped(t *testing.T) {
	c := New[string, int](time.Minute, 10)
	v, _ := c.Get("a", func() (int, error) {
		c.Changed() // a write commits while the value is being read
		return 1, nil
	})
	if v != 1 {
		t.Fatalf("got %d", v)
	}
	if v, _ := c.Get("a", func() (int, error) { return 2, nil }); v != 2 {
		t.Fatalf("value read across a write was kept: got %d, want 2", v)
	}
}

func TestCacheBoundsItsKeys(t *testing.T) {
	c := New[int, int](time.Minute, 3)
	for k := range 10 {
		_, _ = c.Get(k, func() (int, error) { return k, nil })
	}
	if n := len(c.m); n > 3 {
		t.Fatalf("%d keys kept, bound is 3", n)
	}
}

// Concurrent misses of one key share one load; a miss after a write loads
// again instead of taking the answer of a load that began before it.
func TestConcurrentMissesLoadOnce(t *testing.T) {
	c := New[string, int](time.Minute, 10)
	var loads atomic.Int32
	release := make(chan struct{})
	load := func() (int, error) {
		loads.Add(1)
		<-release
		return 7, nil
	}
	const callers = 20
	var started, done sync.WaitGroup
	got := make([]int, callers)
	for i := range callers {
		started.Add(1)
		done.Add(1)
		go func() {
			defer done.Done()
			started.Done()
			got[i], _ = c.Get("total", load)
		}()
	}
	started.Wait()
	time.Sleep(50 * time.Millisecond) // let every caller reach the shared load
	close(release)
	done.Wait()
	if n := loads.Load(); n != 1 {
		t.Errorf("%d concurrent misses ran %d loads, want 1", callers, n)
	}
	for i, v := range got {
		if v != 7 {
			t.Errorf("caller %d got %d, want 7", i, v)
		}
	}

	c.Changed()
	if v, _ := c.Get("total", func() (int, error) { loads.Add(1); return 8, nil }); v != 8 || loads.Load() != 2 {
		t.Errorf("after a write: got %d after %d loads, want 8 after 2", v, loads.Load())
	}
	errBoom := errors.New("boom")
	c.Changed()
	if _, err := c.Get("total", func() (int, error) { return 0, errBoom }); !errors.Is(err, errBoom) {
		t.Errorf("a failed load gives %v, want its error", err)
	}
}

func TestRefreshingServesStaleWhileOneLoadRenews(t *testing.T) {
	c := New[string, int](time.Second, 10)
	now := time.Unix(1000, 0)
	var mu sync.Mutex
	c.now = func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	advance := func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }
	var loads atomic.Int32
	release := make(chan struct{})
	slow := func(v int) func() (int, error) {
		return func() (int, error) { loads.Add(1); <-release; return v, nil }
	}

	if v, _ := c.Refreshing("a", func() (int, error) { loads.Add(1); return 1, nil }); v != 1 || loads.Load() != 1 {
		t.Fatalf("first: %d after %d loads", v, loads.Load())
	}
	// Past max age: the old value at once, one background load for many callers.
	advance(2 * time.Second)
	for range 5 {
		if v, err := c.Refreshing("a", slow(2)); v != 1 || err != nil {
			t.Fatalf("stale value not served at once: %d %v", v, err)
		}
	}
	close(release)
	deadline := time.Now().Add(5 * time.Second)
	for {
		c.mu.Lock()
		v, busy := c.m["a"].v, c.refreshing["a"]
		c.mu.Unlock()
		if v == 2 && !busy {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("not renewed: %d (refreshing %v)", v, busy)
		}
		time.Sleep(5 * time.Millisecond)
	}
	if n := loads.Load(); n != 2 {
		t.Errorf("loads: %d, want 2 (one renewal for five stale reads)", n)
	}
	if v, _ := c.Refreshing("a", slow(3)); v != 2 {
		t.Errorf("renewed value: %d", v)
	}
	// A write on this node: never the old value, the caller loads.
	c.Changed()
	if v, _ := c.Refreshing("a", func() (int, error) { return 4, nil }); v != 4 {
		t.Errorf("after Changed: %d, want a fresh load", v)
	}
	// A failed renewal keeps the old value.
	advance(2 * time.Second)
	if v, _ := c.Refreshing("a", func() (int, error) { return 0, errors.New("down") }); v != 4 {
		t.Errorf("stale value during a failing renewal: %d", v)
	}
}

// A negative age (the answer caches turned off) keeps nothing fresh.
func TestCacheOfNegativeAgeAlwaysLoads(t *testing.T) {
	c := New[string, int](-1, 10)
	loads := 0
	for i := range 3 {
		if v, _ := c.Get("a", func() (int, error) { loads++; return i, nil }); v != i {
			t.Fatalf("get %d answered %d", i, v)
		}
	}
	if loads != 3 {
		t.Fatalf("%d loads for 3 gets", loads)
	}
}

// Kept answers only what is kept in the current generation, and loads
// nothing when it answers false.
func TestKeptNeverLoadsWhatIsNotKept(t *testing.T) {
	c := New[string, int](time.Second, 10)
	loads := 0
	load := func() (int, error) { loads++; return 5, nil }
	if v, ok := c.Kept("a", load); ok || v != 0 || loads != 0 {
		t.Fatalf("nothing kept: got %d %v after %d loads, want 0 false after 0", v, ok, loads)
	}
	if v, _ := c.Refreshing("a", load); v != 5 || loads != 1 {
		t.Fatalf("Refreshing: %d after %d loads", v, loads)
	}
	if v, ok := c.Kept("a", load); !ok || v != 5 || loads != 1 {
		t.Errorf("kept: got %d %v after %d loads, want 5 true after 1", v, ok, loads)
	}
	c.Changed()
	if _, ok := c.Kept("a", load); ok || loads != 1 {
		t.Errorf("after a write: kept %v after %d loads, want false after 1", ok, loads)
	}
}
