// Package memo keeps values a node may serve for a short while instead of
// reading them again: list totals, counts that change far less often than
// they are read. Each Cache has a generation; a write on this node moves it
// on (after its transaction commits, see db.AfterCommit) and every value
// remembered before is stale at once, so a node always sees its own writes.
// Another node's writes are seen once a value is older than the cache's
// MaxAge.
package memo

import (
	"sync"
	"sync/atomic"
	"time"
)

// Cache remembers values by key for at most maxAge.
type Cache[K comparable, V any] struct {
	maxAge  time.Duration
	maxKeys int
	gen     atomic.Uint64
	now     func() time.Time

	mu sync.Mutex
	m  map[K]entry[V]
}

type entry[V any] struct {
	v   V
	gen uint64
	at  time.Time
}

// New makes a cache whose values live maxAge; past maxKeys keys it starts
// again empty (a bound, not an eviction policy: keys are few in practice).
func New[K comparable, V any](maxAge time.Duration, maxKeys int) *Cache[K, V] {
	return &Cache[K, V]{maxAge: maxAge, maxKeys: maxKeys, now: time.Now, m: map[K]entry[V]{}}
}

// Changed makes every remembered value stale.
func (c *Cache[K, V]) Changed() { c.gen.Add(1) }

// Get gives the value of key, reading it with load when none is remembered
// or it is stale. A value loaded while a write was running (the generation
// moved meanwhile) is returned but not kept.
func (c *Cache[K, V]) Get(key K, load func() (V, error)) (V, error) {
	gen := c.gen.Load()
	now := c.now()
	c.mu.Lock()
	e, ok := c.m[key]
	c.mu.Unlock()
	if ok && e.gen == gen && now.Sub(e.at) <= c.maxAge {
		return e.v, nil
	}
	v, err := load()
	if err != nil {
		return v, err
	}
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
