package contribution

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

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
	StateType     string     `json:"stateType"`
	StateName     string     `json:"stateName"`
	FieldID       *int64     `json:"fieldId"`
	CampaignID    *int64     `json:"campaignId"`
	CreatedBy     int64      `json:"createdBy"`
	SubmittedDate *time.Time `json:"dateSubmitted"`
	UpdatedDate   time.Time  `json:"dateUpdated"`
	BannerPreview *string    `json:"bannerPreviewPath"`

	lifeCycleID int64
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
	where := []string{"c.contribution_type = ?"}
	args := []any{f.Type}
	hasRole := "EXISTS (SELECT 1 FROM contribution_user cu WHERE cu.contribution_id = c.id AND cu.user_id = ? AND cu.is_active = ?"
	// Most callers have no role on a hidden contribution: their "all" list
	// is the visible contributions, the same for each of them, so its
	// pages are shared between them for a moment (sharedPages).
	shared := false
	if f.Scope == ScopeAll && f.Role == "" && !db.InTx(ctx) {
		n, err := s.hiddenWithRole(ctx, f.Type, caller.UserID)
		if err != nil {
			return nil, 0, err
		}
		shared = n == 0
	}
	switch {
	case shared:
		where = append(where, "c.publish_state <> ?", "c.visible = ?")
		args = append(args, PublishDraft, true)
	case f.Scope == ScopeAll:
		where = append(where, "c.publish_state <> ?", "(c.visible = ? OR "+hasRole+"))")
		args = append(args, PublishDraft, true, caller.UserID, true)
	case f.Scope == ScopeMine:
		where = append(where, hasRole+" AND cu.user_role = ?)")
		args = append(args, caller.UserID, true, lifecycle.RoleOwner)
	case f.Scope == ScopeAssigned:
		where = append(where, "c.publish_state <> ?", hasRole+" AND cu.user_role NOT IN (?, ?))")
		args = append(args, PublishDraft, caller.UserID, true, lifecycle.RoleOwner, lifecycle.RoleViewer)
	default:
		return nil, 0, apperr.Malformed("scope must be all, mine or assigned")
	}
	if f.ParentID != 0 {
		where, args = append(where, parentColumn(f.Type)+" = ?"), append(args, f.ParentID)
	}
	table := "contribution c"
	if f.Title != "" {
		var cond string
		var search []any
		table, cond, search = s.titleSearch(f.Title, f.FieldID != 0)
		where, args = append(where, cond), append(args, search...)
	}
	if f.Code != "" {
		where, args = append(where, "LOWER(c.code) LIKE ? ESCAPE '\\'"), append(args, db.Contains(f.Code))
	}
	if f.FieldID != 0 {
		where, args = append(where, "c.field_id = ?"), append(args, f.FieldID)
	}
	if f.TagID != 0 {
		where = append(where, "EXISTS (SELECT 1 FROM contribution_tag_link tl WHERE tl.contribution_id = c.id AND tl.tag_id = ?)")
		args = append(args, f.TagID)
	}
	if f.StateID != 0 {
		where, args = append(where, "c.state_id = ?"), append(args, f.StateID)
	}
	if f.Role != "" {
		where, args = append(where, hasRole+" AND cu.user_role = ?)"), append(args, caller.UserID, true, f.Role)
	}
	if !f.SubmittedFrom.IsZero() {
		where, args = append(where, "c.submitted_date >= ?"), append(args, f.SubmittedFrom)
	}
	if !f.SubmittedTo.IsZero() {
		where, args = append(where, "c.submitted_date < ?"), append(args, f.SubmittedTo)
	}
	from := " FROM " + table + " WHERE " + strings.Join(where, " AND ")

	query := `SELECT c.id, c.code, c.title, c.summary, c.state_id, c.field_id, c.campaign_id, c.created_by,
		c.submitted_date, c.updated_date, c.banner_preview_path, c.life_cycle_id` + from + p.OrderLimit("c.id")
	read := func() (listPage, error) {
		// The unfiltered "all" list takes its total from the per-state
		// counters (remembered for a moment, see counterTotals); a
		// filtered one counts its rows.
		var pg listPage
		var err error
		if f.Scope == ScopeAll && !f.narrowed() {
			if pg.total, err = s.allTotal(ctx, f.Type, caller.UserID); err != nil {
				return pg, err
			}
		} else if err := s.db.QueryRow(ctx, "SELECT COUNT(*)"+from, args...).Scan(&pg.total); err != nil {
			return pg, fmt.Errorf("contribution: count list: %w", err)
		}
		pg.items, err = s.listRows(ctx, query, p.Size, args)
		return pg, err
	}
	var page listPage
	var err error
	if shared {
		// The statement and its arguments name the page exactly.
		if page, err = s.sharedPages.Get(query+fmt.Sprintf("\x00%#v", args), read); err == nil {
			page.items = slices.Clone(page.items) // named below, per request
		}
	} else {
		page, err = read()
	}
	if err != nil {
		return nil, 0, err
	}
	items, total := page.items, page.total
	cycles := map[int64]*lifecycle.LifeCycle{}
	for i := range items {
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

// listPage is one page of a list with the list's total.
type listPage struct {
	items []ListItem
	total int64
}

// titleSearch is the table to list from and the condition "the title
// contains term", on the folded titles.
//
// On SQLite a term with a word of three letters or more reads the trigram
// index (migration 14) first, through a CROSS JOIN (SQLite would otherwise
// walk the type and only probe the index). The index is asked for the term's
// longer words as FTS5 phrases, and the rows it names are checked against the
// whole term: a phrase of the index reads positions only, while the index's
// own LIKE reads each candidate's title back, and the short words ("the",
// "for") have the longest lists (bench/README.md, finding 14).
//
// A field's list is searched in the field's index instead, which holds the
// folded titles: for a common word that is 4 ms against 45 ms through the
// trigrams. PostgreSQL reads its pg_trgm index, when there is one, from the
// LIKE alone.
func (s *Service) titleSearch(term string, inField bool) (table, cond string, args []any) {
	like := db.FoldedContains(term)
	if s.db.Dialect == db.SQLite && !inField {
		if match := trigramPhrases(db.Fold(term)); match != "" {
			return "contribution_title_search ts CROSS JOIN contribution c ON c.id = ts.rowid",
				"ts.search_title MATCH ? AND c.search_title LIKE ? ESCAPE '\\'", []any{match, like}
		}
	}
	return "contribution c", "c.search_title LIKE ? ESCAPE '\\'", []any{like}
}

// trigramPhrases is the FTS5 query that names every title holding the words
// of a folded term: the words of four letters or more (or of three, when it
// has no longer one), each a quoted phrase, which the trigram tokenizer
// matches anywhere in a title. It is "" when no word is three letters long,
// as the tokenizer cannot look up a shorter one.
func trigramPhrases(folded string) string {
	var long, three []string
	for _, w := range strings.Fields(folded) {
		switch n := utf8.RuneCountInString(w); {
		case n >= 4:
			long = append(long, w)
		case n == 3:
			three = append(three, w)
		}
	}
	words := long
	if len(words) == 0 {
		words = three
	}
	phrases := make([]string, len(words))
	for i, w := range words {
		phrases[i] = `"` + strings.ReplaceAll(w, `"`, `""`) + `"`
	}
	return strings.Join(phrases, " AND ")
}

func (s *Service) listRows(ctx context.Context, query string, size int, args []any) ([]ListItem, error) {
	rows, err := s.db.Query(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("contribution: list: %w", err)
	}
	defer rows.Close()
	items := make([]ListItem, 0, size)
	for rows.Next() {
		var it ListItem
		if err := rows.Scan(&it.ID, &it.Code, &it.Title, &it.Summary, &it.StateID, &it.FieldID, &it.CampaignID, &it.CreatedBy,
			&it.SubmittedDate, &it.UpdatedDate, &it.BannerPreview, &it.lifeCycleID); err != nil {
			return nil, fmt.Errorf("contribution: scan list: %w", err)
		}
		items = append(items, it)
	}
	return items, rows.Err()
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
	s.hiddenRole.Changed()
	s.sharedPages.Changed()
}

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
		var t counterTotals
		err := s.db.QueryRow(ctx, `SELECT COALESCE(SUM(CASE WHEN n.visible = ? THEN n.n ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN n.visible = ? THEN 0 ELSE n.n END), 0)
			FROM contribution_count n JOIN life_cycle_state cs ON cs.id = n.state_id
			WHERE n.contribution_type = ? AND cs.state_type NOT IN (?, ?)`,
			true, true, contributionType, lifecycle.TypeNew, lifecycle.TypeDraft).Scan(&t.visible, &t.hidden)
		if err != nil {
			return t, fmt.Errorf("contribution: list totals: %w", err)
		}
		return t, nil
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
		var n int64
		err := s.db.QueryRow(ctx, `SELECT COUNT(DISTINCT c.id) FROM contribution_user cu JOIN contribution c ON c.id = cu.contribution_id
			WHERE cu.user_id = ? AND cu.is_active = ? AND c.visible = ? AND c.contribution_type = ? AND c.publish_state <> ?`,
			userID, true, false, contributionType, PublishDraft).Scan(&n)
		if err != nil {
			return 0, fmt.Errorf("contribution: hidden with a role: %w", err)
		}
		return n, nil
	}
	if db.InTx(ctx) {
		return read()
	}
	return s.hiddenRole.Get(hiddenKey{userID, contributionType}, read)
}
