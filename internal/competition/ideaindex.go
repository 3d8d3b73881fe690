package competition

import (
	"context"
	"time"

	"github.com/inno-platform/inno/internal/paging"
)

// ideaIndex is a node's copy of a competition's submitted ideas for
// get-ideas: each idea as IdeasByID reads it (owners, tags, score, reward)
// and their order in every sort it offers, read in one snapshot at one
// competition_idea_change.seq. A page is served from it only while the seq
// the moderator check reads is that one (memo.Versioned), so it is exact at
// every request: the triggers of migration 0038 move the seq in the
// transaction of every write that changes what the page shows.
type ideaIndex struct {
	ideas  map[int64]Idea
	orders map[string][]int64 // by sort column, ascending
}

// ideaIndexGap is the least time between two builds of one competition's
// copy: while ideas are written faster, pages are read by SQL.
const ideaIndexGap = time.Second

// ideaIndexesKept bounds the competitions whose copies a node keeps (about
// half a kilobyte an idea, by its fields' sizes): the least recently read
// leaves.
const ideaIndexesKept = 16

// How get-ideas uses the copies: built in the background (the server), in
// the request that finds one stale (tests read their own writes through
// them), or not at all.
const (
	ideaIndexAsync = iota
	ideaIndexInRequest
	ideaIndexOff
)

// ideaIndexMode is read as a service is made; the tests change it.
var ideaIndexMode = ideaIndexAsync

// buildIdeaIndex reads competition id's copy and the seq it is as of.
func (s *Service) buildIdeaIndex(id int64) func(ctx context.Context) (*ideaIndex, int64, error) {
	return func(ctx context.Context) (*ideaIndex, int64, error) {
		ctx, cancel := context.WithTimeout(ctx, time.Minute)
		defer cancel()
		ideas, orders, seq, err := s.store.IdeaIndex(ctx, id)
		if err != nil {
			return nil, 0, err
		}
		x := &ideaIndex{ideas: make(map[int64]Idea, len(ideas)), orders: orders}
		for _, i := range ideas {
			x.ideas[i.ID] = i
		}
		return x, seq, nil
	}
}

// indexable reports whether a page's sort is one the copy holds: a single
// key (a descending one is the ascending order read backwards, as the
// tie-breaker follows the key's direction: paging.Page.OrderBy).
func indexable(p paging.Page) bool {
	if len(p.Sort) != 1 {
		return false
	}
	for _, column := range IdeaSortable {
		if column == p.Sort[0].Column {
			return true
		}
	}
	return false
}

// page is page p of the copy and the number of ideas (p indexable).
func (x *ideaIndex) page(p paging.Page) ([]Idea, int64) {
	order := x.orders[p.Sort[0].Column]
	n := len(order)
	from, to := min(p.Offset(), n), min(p.Offset()+p.Size, n)
	out := make([]Idea, 0, to-from)
	for i := from; i < to; i++ {
		at := i
		if p.Sort[0].Desc {
			at = n - 1 - i
		}
		out = append(out, x.ideas[order[at]])
	}
	return out, int64(n)
}
