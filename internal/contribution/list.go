package contribution

import (
	"context"
	"slices"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/paging"
)

// List scopes of /contribution/list/{type}/{id}/{scope}.
const (
	ScopeAll      = "all"
	ScopeMine     = "mine"
	ScopeAssigned = "assigned"
)

// ListItem is one row of a contribution list.
type ListItem struct {
	ID            int64      `json:"id"`
	Code          string     `json:"code"`
	Title         string     `json:"title"`
	Summary       string     `json:"summary"`
	StateID       int64      `json:"stateId"`
	StateCode     string     `json:"stateCode"`
	StateType     string     `json:"stateType" openapi:"enum=StateType"`
	StateName     string     `json:"stateName"`
	FieldID       *int64     `json:"fieldId"`
	CampaignID    *int64     `json:"campaignId"`
	CreatedBy     int64      `json:"createdBy"`
	SubmittedDate *time.Time `json:"dateSubmitted"`
	UpdatedDate   time.Time  `json:"dateUpdated"`
	BannerPreview *string    `json:"bannerPreviewPath"`
	// The visible comments and the ratings with their average (null without
	// ratings); 0 and null while the status is HIDDEN, but for the type's
	// administrators. Kept counters on the row: no query per row.
	CommentCount  int      `json:"commentCount"`
	RatingCount   int      `json:"ratingCount"`
	RatingAverage *float64 `json:"ratingAverage"`

	lifeCycleID                 int64
	commentStatus, ratingStatus string
	ratingSum                   int
}

// ListFilter holds the list filters of spec 002 §3.
type ListFilter struct {
	Type          string
	ParentID      int64 // campaign (or competition for ideas); 0 for all
	Scope         string
	Title         string
	FieldID       int64
	TagID         int64
	StateID       int64
	Code          string
	Role          string
	SubmittedFrom time.Time
	SubmittedTo   time.Time // exclusive
	Lang          string
	// ExactTotal asks for the exact total of a filtered list beyond the
	// page's offset + CountCap (query exactTotal=true): the count then
	// reads every row.
	ExactTotal bool
}

func (f ListFilter) narrowed() bool {
	return f.ParentID != 0 || f.Title != "" || f.FieldID != 0 || f.TagID != 0 || f.StateID != 0 || f.Code != "" || f.Role != "" ||
		!f.SubmittedFrom.IsZero() || !f.SubmittedTo.IsZero()
}

// ListSortable are the list's sort fields.
var ListSortable = paging.Sortable{"id": "c.id", "code": "c.code", "title": "c.title", "dateSubmitted": "c.submitted_date",
	"dateUpdated": "c.updated_date", "createdDate": "c.created_date", "stateId": "c.state_id"}

// List returns one page of the contributions the caller may see in the
// scope, and the total. The total of the unfiltered "all" list comes from
// the per-state counters, not from counting the table.
func (s *Service) List(ctx context.Context, f ListFilter, p paging.Page) ([]ListItem, int64, error) {
	caller := auth.FromContext(ctx)
	if err := s.requireListing(ctx, f.Type); err != nil {
		return nil, 0, err
	}
	if f.Scope != ScopeAll && f.Scope != ScopeMine && f.Scope != ScopeAssigned {
		return nil, 0, apperr.Malformed("scope must be all, mine or assigned")
	}
	// Most callers have no role on a hidden contribution: their "all" list
	// is the visible contributions, the same for each of them, so its
	// pages are shared between them for a moment (sharedPages).
	shared, withHidden := false, false
	if f.Scope == ScopeAll && !db.InTx(ctx) {
		n, err := s.hiddenWithRole(ctx, f.Type, caller.UserID)
		if err != nil {
			return nil, 0, err
		}
		withHidden = n > 0
		shared = !withHidden && f.Role == ""
	}
	// The node's list index answers while it is current (listindex.go).
	page, indexed, err := s.indexPage(ctx, f, p, caller.UserID, withHidden)
	if err != nil {
		return nil, 0, err
	}
	if !indexed {
		if page, err = s.sqlPage(ctx, f, p, caller.UserID, shared); err != nil {
			return nil, 0, err
		}
	}
	items, total := page.items, page.total
	cycles := map[int64]*lifecycle.LifeCycle{}
	typeAdmin := caller.Has(lifecycle.TypeAdminRole(f.Type))
	for i := range items {
		it := &items[i]
		it.CommentCount, it.RatingCount, it.RatingAverage = feedbackShown(it.commentStatus, it.ratingStatus, it.CommentCount,
			it.RatingCount, it.ratingSum, typeAdmin)
		lc, ok := cycles[items[i].lifeCycleID]
		if !ok {
			if lc, err = s.lifecycles.Recent(ctx, items[i].lifeCycleID); err != nil {
				return nil, 0, err
			}
			cycles[items[i].lifeCycleID] = lc
		}
		if st := lc.Find(items[i].StateID); st != nil {
			items[i].StateCode, items[i].StateType, items[i].StateName = st.Code, st.StateType, st.Name(f.Lang)
		}
	}
	return items, total, nil
}

// sqlPage reads page p of list f by SQL: the statements of ListSQL, a deep
// page from its seek point, a page shared by the callers without hidden
// roles from sharedPages.
func (s *Service) sqlPage(ctx context.Context, f ListFilter, p paging.Page, userID int64, shared bool) (listPage, error) {
	q, err := s.store.ListSQL(ctx, f, userID, shared)
	if err != nil {
		return listPage{}, err
	}
	// The unfiltered "all" list takes its total from the per-state counters
	// (remembered for a moment, see counterTotals); a filtered one counts
	// its rows, up to the page's offset + CountCap unless the exact total
	// is asked for.
	readPage := func(q listSQL) (pg listPage, err error) {
		if f.Scope == ScopeAll && !f.narrowed() {
			if pg.total, err = s.allTotal(ctx, f.Type, userID); err != nil {
				return pg, err
			}
			pg.items, err = s.store.ListRows(ctx, q, p)
			return pg, err
		}
		pg.items, pg.total, err = s.store.ListPage(ctx, q, p, f.ExactTotal)
		return pg, err
	}
	read := func() (listPage, error) {
		sought := q // a deep page seeks (seek.go)
		if err := s.seek(ctx, &sought, p); err != nil {
			return listPage{}, err
		}
		pg, err := readPage(sought)
		if err == nil && sought.seek != nil && len(pg.items) < p.Size && nullableSorts[p.Sort[0].Column] {
			// The list may end with rows whose sort value is NULL, which
			// no seek key reaches: a page that is not full is read again
			// by skipping every row before it.
			return readPage(q)
		}
		return pg, err
	}
	if !shared {
		return read()
	}
	// The statement and its arguments name the page exactly.
	key := q.Key(p)
	if f.ExactTotal {
		key += "\x00exact"
	}
	page, err := s.sharedPages.Get(key, read)
	if err != nil {
		return listPage{}, err
	}
	page.items = slices.Clone(page.items) // named per request
	return page, nil
}

// nullableSorts are the sort columns that may hold NULL (a draft's
// submission date).
var nullableSorts = map[string]bool{"c.submitted_date": true}

// listPage is one page of a list with the list's total.
type listPage struct {
	items []ListItem
	total int64
}

// List totals are read far more often than they change: each node
// remembers them for a moment, and forgets them at once when it writes
// (listsChanged) or a life cycle's states change (forgetTotals). Another
// node's writes show in a total within these ages.
const (
	totalsMaxAge     = 2 * time.Second
	hiddenRoleMaxAge = 5 * time.Second
)

// counterTotals are a type's contributions outside drafts, from the
// per-state counters.
type counterTotals struct{ visible, hidden int64 }

type hiddenKey struct {
	userID           int64
	contributionType string
}

// listsChanged marks the remembered totals stale once the write ctx
// carries commits.
func (s *Service) listsChanged(ctx context.Context) { db.AfterCommit(ctx, s.forgetTotals) }

func (s *Service) forgetTotals() {
	s.totals.Changed()
	s.points.changed()
	s.hiddenRole.Changed()
	s.sharedPages.Changed()
	for _, f := range s.onListsChanged {
		f()
	}
}

// OnListsChanged registers f, called on this node whenever the engine's
// lists go stale (after a contribution write commits): the competitions
// forget the ideas-manage pages they keep.
func (s *Service) OnListsChanged(f func()) { s.onListsChanged = append(s.onListsChanged, f) }

// allTotal is the total of the unfiltered "all" list: the visible
// contributions outside drafts plus those the caller has a role on among
// the hidden ones.
func (s *Service) allTotal(ctx context.Context, contributionType string, userID int64) (int64, error) {
	t, err := s.counterTotals(ctx, contributionType)
	if err != nil {
		return 0, err
	}
	n, err := s.hiddenWithRole(ctx, contributionType, userID)
	return t.visible + n, err
}

// counterTotals are the type's visible and hidden contributions outside
// drafts, from the per-state counters. Inside a transaction they are read
// from the database (what would be remembered may be rolled back).
func (s *Service) counterTotals(ctx context.Context, contributionType string) (counterTotals, error) {
	read := func() (counterTotals, error) {
		return s.store.CounterTotals(ctx, contributionType)
	}
	if db.InTx(ctx) {
		return read()
	}
	return s.totals.Get(contributionType, read)
}

// hiddenWithRole counts the hidden contributions of the type, outside
// drafts, the user has a role on (none to count when the type has no
// hidden contribution at all).
func (s *Service) hiddenWithRole(ctx context.Context, contributionType string, userID int64) (int64, error) {
	t, err := s.counterTotals(ctx, contributionType)
	if err != nil || t.hidden == 0 {
		return 0, err
	}
	read := func() (int64, error) {
		return s.store.HiddenWithRole(ctx, contributionType, userID)
	}
	if db.InTx(ctx) {
		return read()
	}
	return s.hiddenRole.Get(hiddenKey{userID, contributionType}, read)
}

// feedbackShown is what a list row or the detail shows of its comment and
// rating counters: nothing of a HIDDEN status but to the type's
// administrators; the average is null without ratings.
func feedbackShown(commentStatus, ratingStatus string, comments, ratings, ratingSum int, typeAdmin bool) (int, int, *float64) {
	if commentStatus == StatusHidden && !typeAdmin {
		comments = 0
	}
	if ratingStatus == StatusHidden && !typeAdmin || ratings == 0 {
		return comments, 0, nil
	}
	avg := float64(ratingSum) / float64(ratings)
	return comments, ratings, &avg
}
