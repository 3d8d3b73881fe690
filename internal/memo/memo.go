// Package memo keeps values a node may serve for a short while instead of
// reading them again: list totals, counts that change far less often than
// they are read. Each Cache has a generation; a write on this node moves it
// on (after its transaction commits, see db.AfterCommit) and every value
// remembered before is stale at once, so a node always sees its own writes.
// Another node's writes are seen once a value is older than the cache's
// MaxAge.
package memo

import (
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/singleflight"
)

// Cache remembers values by key for at most maxAge.
type Cache[K comparable, V any] struct {
	maxAge  time.Duration
	maxKeys int
	gen     atomic.Uint64
	now     func() time.Time
	counts  *counts // hits and misses of this kind of cache (stats.go)

	mu sync.Mutex
	m  map[K]entry[V]

	// loads lets concurrent misses of one key share one load: a busy list
	// whose total just went stale is counted once, not once per request.
	loads singleflight.Group

	refreshing map[K]bool // keys a background load of Refreshing is renewing (under mu)
}

type entry[V any] struct {
	v   V
	gen uint64
	at  time.Time
}

// New makes a cache whose values live maxAge; past maxKeys keys it starts
// again empty (a bound, not an eviction policy: keys are few in practice).
func New[K comparable, V any](maxAge time.Duration, maxKeys int) *Cache[K, V] {
	return &Cache[K, V]{maxAge: maxAge, maxKeys: maxKeys, now: time.Now, m: map[K]entry[V]{}, counts: countsFor[K, V]()}
}

// AnswerAge is the age of a cache that holds whole answers: age, or
// never fresh (a negative age) when the answer caches are off
// (config.NoAnswerCaches, for load tests that measure every request).
func AnswerAge(age time.Duration, off bool) time.Duration {
	if off {
		return -1
	}
	return age
}

// Changed makes every remembered value stale.
func (c *Cache[K, V]) Changed() { c.gen.Add(1) }

// Get gives the value of key, reading it with load when none is remembered
// or it is stale. Concurrent misses of a key in one generation call load
// once and share its answer (a caller arriving after a write starts a load
// of its own). A value loaded while a write was running (the generation
// moved meanwhile) is returned but not kept.
func (c *Cache[K, V]) Get(key K, load func() (V, error)) (V, error) {
	gen := c.gen.Load()
	now := c.now()
	c.mu.Lock()
	e, ok := c.m[key]
	c.mu.Unlock()
	if ok && e.gen == gen && now.Sub(e.at) <= c.maxAge {
		c.counts.hits.Add(1)
		return e.v, nil
	}
	c.counts.misses.Add(1)
	shared, err, _ := c.loads.Do(fmt.Sprintf("%d\x00%v", gen, key), func() (any, error) { return load() })
	if err != nil {
		var zero V
		return zero, err
	}
	v, _ := shared.(V) // a nil interface value asserts to the zero V
	c.mu.Lock()
	if len(c.m) >= c.maxKeys {
		c.m = map[K]entry[V]{}
	}
	if c.gen.Load() == gen {
		c.m[key] = entry[V]{v: v, gen: gen, at: now}
	}
	c.mu.Unlock()
	return v, nil
}

// Refreshing is Get for a value that is costly to load and may be served a
// little past maxAge: a value of the current generation older than maxAge is
// returned at once while one background load renews it (a failed renewal is
// dropped; the next call tries again), so no caller waits for the reload. A
// value from before a write on this node (Changed) is never returned: the
// caller loads it, as with Get. load must not depend on the caller's request
// (it may run after the request ended).
func (c *Cache[K, V]) Refreshing(key K, load func() (V, error)) (V, error) {
	if v, ok := c.Kept(key, load); ok {
		return v, nil
	}
	return c.Get(key, load)
}

// Kept is Refreshing for a value already kept: false, with nothing loaded
// and no miss counted, when none of the current generation is. A caller
// uses it to read what it already has before it may load (get-ideas puts
// the page a kept order names in the statement that checks the caller).
func (c *Cache[K, V]) Kept(key K, load func() (V, error)) (V, bool) {
	gen := c.gen.Load()
	now := c.now()
	c.mu.Lock()
	e, ok := c.m[key]
	if !ok || e.gen != gen {
		c.mu.Unlock()
		var zero V
		return zero, false
	}
	renew := now.Sub(e.at) > c.maxAge && !c.refreshing[key]
	if renew {
		if c.refreshing == nil {
			c.refreshing = map[K]bool{}
		}
		c.refreshing[key] = true
	}
	c.mu.Unlock()
	c.counts.hits.Add(1)
	if renew {
		go func() {
			v, err := load()
			c.mu.Lock()
			defer c.mu.Unlock()
			delete(c.refreshing, key)
			if err == nil && c.gen.Load() == gen {
				if len(c.m) >= c.maxKeys {
					c.m = map[K]entry[V]{}
				}
				c.m[key] = entry[V]{v: v, gen: gen, at: now}
			}
		}()
	}
	return e.v, true
}
