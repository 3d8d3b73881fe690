package contribution

import (
	"context"
	"fmt"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/memo"
	"github.com/inno-platform/inno/internal/paging"
)

// Deep pages seek (keyset behind the offset API, issue 14). A page at
// offset 4,000 used to skip 4,000 rows of its sort's index per request,
// most of a random page's cost. Each node keeps, per list (its statement
// and arguments without the page) and sort, the sort key of every
// seekStep-th row: its seek points. A deep page starts after the nearest
// one before it ("(sort column, id) < (value, id)", the same index range)
// and skips fewer than seekStep rows. The points are read on demand, only
// as deep as pages are asked, in one narrow index-only walk from the
// deepest one known.
//
// A seek point is a key, not an answer: the page itself is read from the
// database each time. What it may get wrong is a position: a row written
// before it since it was read moves later pages by one. So the points are
// forgotten when this node writes a contribution (as the totals are) and
// after seekMaxAge for other nodes' writes, the drift plain offsets show
// anyway while someone else writes between two page turns.
const (
	seekMaxAge = 10 * time.Second
	seekLists  = 500 // lists remembered at most (a bound: then it starts empty; 1,000 points, a list of 100,000, are ~50 KB)
)

// seekStep is how many rows lie between two seek points; the tests lower it.
var seekStep = 100

// seekPoint is the sort key of the row at a position (k+1)·seekStep − 1.
type seekPoint struct {
	value any // the sort column's value (nil for the id sort and for NULL)
	id    int64
	null  bool // the value is NULL: no seeking from here (see usable)
}

// seekKey is where a page's walk starts: after the row at pos − 1, whose
// sort key it holds.
type seekKey struct {
	pos   int
	value any
	id    int64
}

type seekSet struct {
	points []seekPoint
	ended  bool // the walk reached the list's end: there are no more points
	gen    uint64
	at     time.Time
}

// seekPoints are a node's seek points, by list.
type seekPoints struct {
	mu     sync.Mutex
	gen    uint64
	lists  map[string]seekSet
	counts memo.Counter
	now    func() time.Time
	// walks lets concurrent pages that lack the same points share one walk
	// (a list's first deep pages after a write arrive together).
	walks singleflight.Group
}

func newSeekPoints() *seekPoints {
	return &seekPoints{lists: map[string]seekSet{}, counts: memo.NewCounter("contribution.seekPoints"), now: time.Now}
}

// changed forgets every list's points (a write on this node).
func (s *seekPoints) changed() {
	s.mu.Lock()
	s.gen++
	s.lists = map[string]seekSet{}
	s.mu.Unlock()
}

// known are the fresh points of list key (gen: the generation they belong
// to, at: when the first of them were read, now when none are).
func (s *seekPoints) known(key string) seekSet {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.now()
	set, ok := s.lists[key]
	if !ok || set.gen != s.gen || now.Sub(set.at) > seekMaxAge {
		return seekSet{gen: s.gen, at: now}
	}
	return set
}

// keep remembers the points of list key, unless a write came in since the
// generation they were read in.
func (s *seekPoints) keep(key string, set seekSet) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if set.gen != s.gen {
		return
	}
	if len(s.lists) >= seekLists {
		s.lists = map[string]seekSet{}
	}
	s.lists[key] = set
}

// seek makes q start page p after the nearest seek point before it, reading
// the points it lacks. A page within the first seekStep rows, a sort of
// several keys, or a list inside a transaction (whose writes the points do
// not know) skips its rows as before.
func (s *Service) seek(ctx context.Context, q *listSQL, p paging.Page) error {
	want := p.Offset() / seekStep // points before the page
	if want == 0 || len(p.Sort) != 1 || db.InTx(ctx) {
		return nil
	}
	key := q.seekListKey(p.Sort[0])
	set := s.points.known(key)
	if len(set.points) < want && !set.ended {
		// Read from the deepest usable point on (the points after a NULL
		// are read again: a list's NULLs are few, drafts' submission dates).
		s.points.counts.Miss()
		walked, err, _ := s.points.walks.Do(fmt.Sprintf("%d\x00%d\x00%s", set.gen, want, key), func() (any, error) {
			from := usable(set.points, len(set.points))
			var start *seekKey
			if from > 0 {
				start = &seekKey{pos: from * seekStep, value: set.points[from-1].value, id: set.points[from-1].id}
			}
			rows := (want - from) * seekStep
			// not bound to this request: the others that wait share it
			more, read, err := s.store.SeekPoints(context.WithoutCancel(ctx), *q, p.Sort[0], start, rows)
			if err != nil {
				return nil, err
			}
			set.points = append(set.points[:from:from], more...)
			set.ended = read < rows
			s.points.keep(key, set)
			return set, nil
		})
		if err != nil {
			return err
		}
		set = walked.(seekSet)
	} else {
		s.points.counts.Hit()
	}
	if n := usable(set.points, want); n > 0 {
		q.seek = &seekKey{pos: n * seekStep, value: set.points[n-1].value, id: set.points[n-1].id}
	}
	return nil
}

// usable is how many of the first n points a page may seek from: those
// before the first NULL sort value (rows of NULL value have no key to seek
// after; List reads a page that is not full again without its seek key).
func usable(points []seekPoint, n int) int {
	n = min(n, len(points))
	for i := range n {
		if points[i].null {
			return i
		}
	}
	return n
}
