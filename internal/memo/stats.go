package memo

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
)

// Every Get counts a hit (a remembered, fresh value) or a miss (a load),
// per kind of cache, so a load test can tell how much of what it measured
// was answered from memory (bench/README.md). Caches of the same kind (one
// per service, and tests make many) share their counts.

type counts struct{ hits, misses atomic.Uint64 }

var kinds sync.Map // name → *counts

// countsFor are the counts of the cache kind K → V, named after its value
// type (contribution.listPage), or its key type when the value's has no
// package (contribution.hiddenKey for a count by user and type).
func countsFor[K comparable, V any]() *counts {
	name := strings.TrimLeft(fmt.Sprintf("%T", *new(V)), "*[]")
	if !strings.Contains(name, ".") {
		name = strings.TrimLeft(fmt.Sprintf("%T", *new(K)), "*[]")
	}
	c, _ := kinds.LoadOrStore(name, &counts{})
	return c.(*counts)
}

// Stat is a kind of cache's hits and misses since the process started.
type Stat struct {
	Name         string
	Hits, Misses uint64
}

// Stats are the counts of every kind of cache made so far, by name.
func Stats() []Stat {
	var out []Stat
	kinds.Range(func(k, v any) bool {
		c := v.(*counts)
		out = append(out, Stat{Name: k.(string), Hits: c.hits.Load(), Misses: c.misses.Load()})
		return true
	})
	slices.SortFunc(out, func(a, b Stat) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// Counter counts the hits and misses of a structure that remembers by other
// means than Cache (the contribution lists' seek points), under name, beside
// the caches' own counts.
type Counter struct{ c *counts }

// NewCounter is the counter of name (one per name, shared).
func NewCounter(name string) Counter {
	c, _ := kinds.LoadOrStore(name, &counts{})
	return Counter{c.(*counts)}
}

// Hit counts a use of what was remembered.
func (c Counter) Hit() { c.c.hits.Add(1) }

// Miss counts a read of what was not.
func (c Counter) Miss() { c.c.misses.Add(1) }
