package contribution

import (
	"sync"
	"sync/atomic"
	"time"
)

// hiddenCounts remembers, per user and type, how many hidden contributions
// the user has a role on: the one part of an "all" list's total the
// per-state counters cannot give. Counting it reads a row per role the
// user holds (a quarter of a list request's cost at 100,000 contributions,
// bench/README.md), while it changes only when visibility, people or states
// change. Any such write on this node starts a new generation, so this
// node's totals stay exact; another node's writes are seen within
// hiddenCountMaxAge.
type hiddenCounts struct {
	gen atomic.Uint64

	mu sync.Mutex
	m  map[hiddenKey]hiddenEntry
}

type hiddenKey struct {
	userID           int64
	contributionType string
}

type hiddenEntry struct {
	n   int64
	gen uint64
	at  time.Time
}

const (
	hiddenCountMaxAge  = 5 * time.Second
	hiddenCountMaxKeys = 10000 // beyond this the map starts again
)

// changed marks every remembered count stale.
func (h *hiddenCounts) changed() { h.gen.Add(1) }

func (h *hiddenCounts) get(userID int64, contributionType string, now time.Time) (int64, uint64, bool) {
	gen := h.gen.Load()
	h.mu.Lock()
	defer h.mu.Unlock()
	e, ok := h.m[hiddenKey{userID, contributionType}]
	if !ok || e.gen != gen || now.Sub(e.at) > hiddenCountMaxAge {
		return 0, gen, false
	}
	return e.n, gen, true
}

// put keeps a count read in generation gen (a write since then makes it stale at once).
func (h *hiddenCounts) put(userID int64, contributionType string, n int64, gen uint64, now time.Time) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.m == nil || len(h.m) >= hiddenCountMaxKeys {
		h.m = map[hiddenKey]hiddenEntry{}
	}
	h.m[hiddenKey{userID, contributionType}] = hiddenEntry{n: n, gen: gen, at: now}
}
