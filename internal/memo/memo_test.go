package memo

import (
	"errors"
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
