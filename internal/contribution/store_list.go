package contribution

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/paging"
)

// listSQL is a contribution list: the FROM clause and the filter.
type listSQL struct {
	from  string
	where db.Where
}

// hasRole is "the user holds an active role on c", left open for a
// condition on the role (cu.user_role) and the closing parenthesis.
const hasRole = "EXISTS (SELECT 1 FROM contribution_user cu WHERE cu.contribution_id = c.id AND cu.user_id = ? AND cu.is_active = ?"

// ListSQL builds the list f names (f.Scope all, mine or assigned) for
// userID. visibleOnly narrows "all" to the visible contributions outside
// drafts: the list of every caller without a role on a hidden one.
func (s *Store) ListSQL(f ListFilter, userID int64, visibleOnly bool) listSQL {
	q := listSQL{from: "contribution c"}
	w := &q.where
	w.And("c.contribution_type = ?", f.Type)
	switch {
	case visibleOnly:
		w.And("c.publish_state <> ?", PublishDraft).And("c.visible = ?", true)
	case f.Scope == ScopeAll:
		w.And("c.publish_state <> ?", PublishDraft).And("(c.visible = ? OR "+hasRole+"))", true, userID, true)
	case f.Scope == ScopeMine:
		w.And(hasRole+" AND cu.user_role = ?)", userID, true, lifecycle.RoleOwner).And("c.title <> ?", UntouchedTitle) // no untouched drafts
	default: // ScopeAssigned
		w.And("c.publish_state <> ?", PublishDraft).And(hasRole+" AND cu.user_role NOT IN (?, ?))", userID, true, lifecycle.RoleOwner, lifecycle.RoleViewer)
	}
	w.AndIf(f.ParentID != 0, parentColumn(f.Type)+" = ?", f.ParentID)
	if f.Title != "" {
		var cond string
		var args []any
		q.from, cond, args = s.titleSearch(f.Title, f.FieldID != 0)
		w.And(cond, args...)
	}
	w.AndIf(f.Code != "", "LOWER(c.code) LIKE ? ESCAPE '\\'", db.Contains(f.Code))
	w.AndIf(f.FieldID != 0, "c.field_id = ?", f.FieldID)
	w.AndIf(f.TagID != 0, "EXISTS (SELECT 1 FROM contribution_tag_link tl WHERE tl.contribution_id = c.id AND tl.tag_id = ?)", f.TagID)
	w.AndIf(f.StateID != 0, "c.state_id = ?", f.StateID)
	w.AndIf(f.Role != "", hasRole+" AND cu.user_role = ?)", userID, true, f.Role)
	w.AndIf(!f.SubmittedFrom.IsZero(), "c.submitted_date >= ?", f.SubmittedFrom)
	w.AndIf(!f.SubmittedTo.IsZero(), "c.submitted_date < ?", f.SubmittedTo)
	return q
}

// parentColumn is the column of a contribution's campaign, or of its
// competition for ideas.
func parentColumn(contributionType string) string {
	if contributionType == TypeIdea {
		return "c.competition_id"
	}
	return "c.campaign_id"
}

const listColumns = `c.id, c.code, c.title, c.summary, c.state_id, c.field_id, c.campaign_id, c.created_by,
		c.submitted_date, c.updated_date, c.banner_preview_path, c.life_cycle_id`

func scanListItem(sc db.Scanner) (ListItem, error) {
	var it ListItem
	err := sc.Scan(&it.ID, &it.Code, &it.Title, &it.Summary, &it.StateID, &it.FieldID, &it.CampaignID, &it.CreatedBy,
		&it.SubmittedDate, &it.UpdatedDate, &it.BannerPreview, &it.lifeCycleID)
	return it, err
}

// pageSQL is the statement of page p of the list, and its arguments.
func (q listSQL) pageSQL(p paging.Page) (string, []any) {
	where, args := q.where.SQL()
	return "SELECT " + listColumns + " FROM " + q.from + where + p.OrderLimit("c.id"), args
}

// Key names page p of the list exactly: its statement and arguments.
func (q listSQL) Key(p paging.Page) string {
	query, args := q.pageSQL(p)
	return query + fmt.Sprintf("\x00%#v", args)
}

// ListRows reads page p of a list (state names apart), without its total.
func (s *Store) ListRows(ctx context.Context, q listSQL, p paging.Page) ([]ListItem, error) {
	query, args := q.pageSQL(p)
	items, err := db.Collect(ctx, s.db, scanListItem, query, args...)
	if err != nil {
		return nil, fmt.Errorf("contribution: list: %w", err)
	}
	return items, nil
}

// ListPage reads page p of a list (state names apart) and counts the list.
func (s *Store) ListPage(ctx context.Context, q listSQL, p paging.Page) ([]ListItem, int64, error) {
	items, total, err := db.Paged(ctx, s.db, scanListItem, db.PageQuery{Columns: listColumns, From: q.from, Where: q.where, Page: p, Tie: "c.id"})
	if err != nil {
		return nil, 0, fmt.Errorf("contribution: list: %w", err)
	}
	return items, total, nil
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
func (s *Store) titleSearch(term string, inField bool) (table, cond string, args []any) {
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

// CounterTotals reads a type's visible and hidden contributions outside
// drafts from the per-state counters.
func (s *Store) CounterTotals(ctx context.Context, contributionType string) (counterTotals, error) {
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

// HiddenWithRole counts the hidden contributions of the type, outside
// drafts, the user has a role on.
func (s *Store) HiddenWithRole(ctx context.Context, contributionType string, userID int64) (int64, error) {
	var n int64
	err := s.db.QueryRow(ctx, `SELECT COUNT(DISTINCT c.id) FROM contribution_user cu JOIN contribution c ON c.id = cu.contribution_id
		WHERE cu.user_id = ? AND cu.is_active = ? AND c.visible = ? AND c.contribution_type = ? AND c.publish_state <> ?`,
		userID, true, false, contributionType, PublishDraft).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("contribution: hidden with a role: %w", err)
	}
	return n, nil
}
