package memo

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// Versioned keeps, per key, a value built at one version of a counter that
// the database moves in the same transaction as every write the value
// reflects (a trigger-kept change counter). A request that reads the
// counter anyway, in its one statement, takes the value only while the
// counter is still the version the value was built at: exact at every
// request, not aged, and another node's write is seen by the next request.
// Otherwise the request reads by SQL and a build of the key starts in the
// background: one build at a time, at most one per key per gap, so a
// steady stream of writes leaves the reads on SQL rather than rebuilding
// without pause.
type Versioned[K comparable, V any] struct {
	name      string
	gap       time.Duration
	maxKeys   int
	inRequest bool // build in the request that finds the value stale (tests)
	counts    Counter
	log       *slog.Logger

	mu      sync.Mutex
	m       map[K]*versionedEntry[V]
	closed  bool
	builds  sync.Mutex     // held by the build that runs
	running sync.WaitGroup // the background builds
	stop    context.Context
	cancel  context.CancelFunc
}

type versionedEntry[V any] struct {
	v        V
	version  int64
	built    bool // v is set
	used     time.Time
	started  time.Time // the last build's start
	building bool
}

// NewVersioned keeps at most maxKeys values (the least recently used
// leaves), counting its answers under name (hits: from a value, misses: by
// SQL).
func NewVersioned[K comparable, V any](name string, gap time.Duration, maxKeys int, log *slog.Logger) *Versioned[K, V] {
	stop, cancel := context.WithCancel(context.Background())
	return &Versioned[K, V]{name: name, gap: gap, maxKeys: maxKeys, counts: NewCounter(name), log: log,
		m: map[K]*versionedEntry[V]{}, stop: stop, cancel: cancel}
}

// BuildInRequest makes a stale or missing value be built in the request
// that finds it so, and used at once when built at the version asked:
// tests read their own writes through the values this way.
func (v *Versioned[K, V]) BuildInRequest() { v.inRequest = true }

// Has reports whether a value of key is kept or being built, current or
// not: a request may then read the counter first and the rows only when
// the value is stale.
func (v *Versioned[K, V]) Has(key K) bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	_, ok := v.m[key]
	return ok
}

// At is key's value when it was built at version. Otherwise it is false
// and a build starts (build returns the value and the version it reflects,
// read in one snapshot), unless one runs, the last began less than gap
// ago, or the keeper is closed. The build is bound to the keeper, not to
// the request.
func (v *Versioned[K, V]) At(key K, version int64, build func(ctx context.Context) (V, int64, error)) (V, bool) {
	v.mu.Lock()
	e := v.m[key]
	if e != nil && e.built && e.version == version {
		e.used = time.Now()
		v.mu.Unlock()
		v.counts.Hit()
		return e.v, true
	}
	v.counts.Miss()
	var zero V
	if v.closed || (e != nil && (e.building || time.Since(e.started) < v.gap && !v.inRequest)) {
		v.mu.Unlock()
		return zero, false
	}
	if e == nil {
		v.evict()
		e = &versionedEntry[V]{}
		v.m[key] = e
	}
	e.building, e.started, e.used = true, time.Now(), time.Now()
	v.running.Add(1)
	v.mu.Unlock()
	if v.inRequest {
		got, at := v.build(key, build)
		if at == version {
			return got, true
		}
		return zero, false
	}
	go v.build(key, build)
	return zero, false
}

// build runs build for key and keeps what it made unless a newer value is
// kept already.
func (v *Versioned[K, V]) build(key K, build func(ctx context.Context) (V, int64, error)) (V, int64) {
	defer v.running.Done()
	v.builds.Lock()
	began := time.Now()
	got, version, err := build(v.stop)
	v.builds.Unlock()
	v.mu.Lock()
	defer v.mu.Unlock()
	e := v.m[key] // still there: evict leaves an entry being built
	e.building = false
	if err != nil {
		v.log.Warn("build failed; read by SQL", "of", v.name, "key", key, "err", err)
		return got, -1
	}
	v.log.Debug("built", "of", v.name, "key", key, "version", version, "took", time.Since(began).Round(time.Millisecond))
	if !e.built || e.version <= version {
		e.v, e.version, e.built = got, version, true
	}
	return got, version
}

// evict makes room for a key: the least recently used leaves (under mu).
func (v *Versioned[K, V]) evict() {
	if len(v.m) < v.maxKeys {
		return
	}
	var oldest K
	var at time.Time
	first := true
	for k, e := range v.m {
		if !e.building && (first || e.used.Before(at)) {
			oldest, at, first = k, e.used, false
		}
	}
	if !first {
		delete(v.m, oldest)
	}
}

// Close starts no more builds, cancels those running and waits for them: a
// build holds a read transaction, which must not outlive the database.
func (v *Versioned[K, V]) Close() {
	v.mu.Lock()
	v.closed = true
	v.mu.Unlock()
	v.cancel()
	v.running.Wait()
}
