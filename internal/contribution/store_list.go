package contribution

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/paging"
)

// listSQL is a contribution list: the FROM clause and the filter.
type listSQL struct {
	from     string
	fromArgs []any // the arguments of from (a list of ids to read first)
	where    db.Where
	// dates is the submission-date filter, spelled per statement
	// (conditions).
	dates dateRange
	// title is the title search's condition of the page and countTitle
	// that of the count, read from countFrom (when set; else both read the
	// page's). A dense common term's page walks the sort's index with title
	// (a LIKE), but for the title sort, where titles that start with the
	// term lie together, which reads the id set titleSet.
	title, titleSet, countTitle cond
	countFrom                   string
	// with is the id set "m" of a common title term, read once per
	// statement (MATERIALIZED), and the page and its count read in one
	// statement (pageCountSQL): building the set twice per request, for the
	// page and again for the count, was most of a search's cost.
	with cond
	// seek is where a deep page starts (seek.go); nil: from the first row.
	seek *seekKey
}

// cond is one condition with its arguments.
type cond struct {
	sql  string
	args []any
}

// dateRange is the submission-date filter: from (inclusive) and to
// (exclusive), each unset when zero.
type dateRange struct {
	from, to time.Time
	// walk: the range holds many contributions (dateLeadRows or more), so
	// a page walks its sort's index and checks the date in each entry
	// (migration 32) rather than reading the range first and sorting it.
	walk bool
}

func (r dateRange) set() bool { return !r.from.IsZero() || !r.to.IsZero() }

// dateLeadRows is how many contributions of the type a submission-date
// range holds at most for a page to read the range first, from its index,
// and sort it (at most that many rows read: 1-2 ms). A larger range walks
// the sort's index and checks the date in each entry; a common range is
// dense there, so a page is found in a few hundred entries (reading a
// large range into an id set first cost 25-80 ms at 100,000
// contributions). The tests lower it.
var dateLeadRows = 2000

// conditions is the list's condition for one statement: the page (page true,
// sorted by sortColumn) or its count. On SQLite a page of a large range
// spells the date as +c.submitted_date, which keeps the planner from
// reading the range from the date index and sorting it (84 ms for an open
// range against 0.3 ms walking the sort's index); the count reads the range
// from the date index, in any order (0.2 ms for 1,000 rows). A page
// sorted by submission date walks the date index itself.
func (q listSQL) conditions(page bool, sortColumn string) (string, []any) {
	title := q.title
	if !page && q.countFrom != "" {
		title = q.countTitle
	} else if page && q.titleSet.sql != "" && sortColumn == "c.title" {
		title = q.titleSet
	}
	if !q.dates.set() && title.sql == "" {
		return q.where.SQL()
	}
	var w db.Where
	if c, args := q.where.Conditions(); c != "" {
		w.And(c, args...)
	}
	col := "c.submitted_date"
	if page && q.dates.walk && sortColumn != col {
		col = "+" + col
	}
	w.AndIf(!q.dates.from.IsZero(), col+" >= ?", q.dates.from)
	w.AndIf(!q.dates.to.IsZero(), col+" < ?", q.dates.to)
	w.AndIf(title.sql != "", title.sql, title.args...)
	return w.SQL()
}

// countTable is the FROM clause of the count.
func (q listSQL) countTable() string {
	if q.countFrom != "" {
		return q.countFrom
	}
	return q.from
}

// walkDates decides whether a page of the date range walks the sort's
// index (q.dates.walk), on SQLite, from how many contributions of the type
// the range holds, counted in the date index up to dateLeadRows. A list
// that another filter leads (a rare title word, a few roles) reads its rows
// first anyway. PostgreSQL's planner weighs the range itself.
func (s *Store) walkDates(ctx context.Context, q *listSQL, contributionType string) error {
	if s.db.Dialect != db.SQLite || q.from != "contribution c" {
		return nil
	}
	var w db.Where
	w.And("contribution_type = ?", contributionType)
	w.AndIf(!q.dates.from.IsZero(), "submitted_date >= ?", q.dates.from)
	w.AndIf(!q.dates.to.IsZero(), "submitted_date < ?", q.dates.to)
	where, args := w.SQL()
	var n int
	if err := s.db.QueryRow(ctx, fmt.Sprintf("SELECT COUNT(*) FROM (SELECT 1 FROM contribution%s LIMIT %d) r", where, dateLeadRows),
		args...).Scan(&n); err != nil {
		return fmt.Errorf("contribution: list date range: %w", err)
	}
	q.dates.walk = n >= dateLeadRows
	return nil
}

// roleIDs is "c is among the contributions the user holds an active role
// on", left open for a condition on the role (cu.user_role) and the closing
// parenthesis. An IN rather than a correlated EXISTS: the planner may read
// the user's roles first (ix_contribution_user_role) when they are few, or
// walk the list's index and probe them, instead of probing every row of the
// type (issue 14).
const roleIDs = "c.id IN (SELECT cu.contribution_id FROM contribution_user cu WHERE cu.user_id = ? AND cu.is_active = ?"

// ListSQL builds the list f names (f.Scope all, mine or assigned) for
// userID. visibleOnly narrows "all" to the visible contributions outside
// drafts: the list of every caller without a role on a hidden one.
func (s *Store) ListSQL(ctx context.Context, f ListFilter, userID int64, visibleOnly bool) (listSQL, error) {
	q := listSQL{from: "contribution c"}
	w := &q.where
	w.And("c.contribution_type = ?", f.Type)
	switch {
	case visibleOnly:
		// visible as a constant, not a bound value, here and below: SQLite
		// prepares a statement again on every run when a bound value is
		// compared with a partial index's condition (ix_contribution_hidden,
		// visible = FALSE): 80 µs against 20 for a page at 100,000
		// contributions, a sixth of a list's cost.
		w.And("c.publish_state <> '" + PublishDraft + "'").And("c.visible = TRUE")
	case f.Scope == ScopeAll:
		// The caller's roles are probed for the hidden rows alone (a few
		// per cent), one index lookup each (ux_contribution_user): an IN of
		// them built every role of a mentor, thousands, into a table per
		// request, most of a list's cost for such a caller.
		w.And("c.publish_state <> ?", PublishDraft).And(`(c.visible = TRUE OR EXISTS (SELECT 1 FROM contribution_user cu
			WHERE cu.contribution_id = c.id AND cu.user_id = ? AND cu.is_active = ?))`, userID, true)
	case f.Scope == ScopeMine:
		w.And(roleIDs+" AND cu.user_role = ?)", userID, true, lifecycle.RoleOwner).And("c.title <> ?", UntouchedTitle) // no untouched drafts
	default: // ScopeAssigned
		w.And("c.publish_state <> ?", PublishDraft).And(roleIDs+" AND cu.user_role NOT IN (?, ?))", userID, true, lifecycle.RoleOwner, lifecycle.RoleViewer)
	}
	w.AndIf(f.ParentID != 0, parentColumn(f.Type)+" = ?", f.ParentID)
	var common string // a common title term's FTS5 phrase
	if f.Title != "" {
		var err error
		var t titleSQL
		if t, err = s.titleSearch(ctx, f.Type, f.Title, f.FieldID); err != nil {
			return q, err
		}
		q.from, q.fromArgs, q.title, q.titleSet, q.with, common = t.from, t.fromArgs, t.page, t.set, t.with, t.common
	}
	if f.Code != "" {
		var cond string
		var args []any
		var err error
		if q.from, cond, args, err = s.codeSearch(ctx, q.from, f.Type, f.Code); err != nil {
			return q, err
		}
		w.And(cond, args...)
	}
	w.AndIf(f.FieldID != 0, "c.field_id = ?", f.FieldID)
	w.AndIf(f.TagID != 0, "c.id IN (SELECT tl.contribution_id FROM contribution_tag_link tl WHERE tl.tag_id = ?)", f.TagID)
	w.AndIf(f.StateID != 0, "c.state_id = ?", f.StateID)
	w.AndIf(f.Role != "", roleIDs+" AND cu.user_role = ?)", userID, true, f.Role)
	if f.Scope == ScopeMine || f.Role != "" {
		if err := s.leadWithRoles(ctx, &q, f, userID); err != nil {
			return q, err
		}
	}
	if !f.SubmittedFrom.IsZero() || !f.SubmittedTo.IsZero() {
		q.dates = dateRange{from: f.SubmittedFrom, to: f.SubmittedTo}
		if err := s.walkDates(ctx, &q, f.Type); err != nil {
			return q, err
		}
	}
	if f.ParentID != 0 {
		if err := s.leadWithParent(ctx, &q, f); err != nil {
			return q, err
		}
	}
	if common != "" && q.from == "contribution c" {
		// A dense common term's page walks the sort's index and checks each
		// title there (a few hundred rows for a first page); its count
		// reads the term's matches from the trigram index, in id order, and
		// checks each in the type's id index (no table row), stopping at the
		// cap. Both read the matches they need and no more: the id set of
		// every match (12,000 for "it once a week") was built twice per
		// request before, 20-50 ms each.
		q.countFrom = "contribution_title_search ts CROSS JOIN contribution c INDEXED BY ix_contribution_list_id ON c.id = ts.rowid"
		q.countTitle = cond{"ts.search_title MATCH ?", []any{common}}
	}
	if q.with.sql != "" && q.from == "contribution c" {
		// The count of a common term's id set reads the set (in id order)
		// and checks each in the type's id index, up to the cap, rather than
		// walking the type's index and probing the set (which reads the
		// whole type for a word in 1-2 % of the titles).
		q.countFrom = "m CROSS JOIN contribution c INDEXED BY ix_contribution_list_id ON c.id = m.id"
		q.countTitle = cond{}
	}
	return q, nil
}

// parentLeadRows is how many contributions a campaign (or a competition)
// holds at most for its list to be read from the campaign's index first,
// its rows that pass the other filters in the index sorted (a few
// milliseconds at most). A larger one walks the sort's index. The tests
// lower it.
var parentLeadRows = 3000

// leadWithParent makes a campaign's (a competition's) list start from the
// campaign's index when the campaign is small enough, on SQLite: walking
// the sort's index for it, with a tag, a state or a title on top, read the
// type's index whole for a page of a few rows (50-170 ms for a title-sorted
// page of a campaign, a tag and a common word). The index holds what the
// visibility rule and the other filters but the tag and title read.
// PostgreSQL's planner knows the campaign's size.
func (s *Store) leadWithParent(ctx context.Context, q *listSQL, f ListFilter) error {
	if s.db.Dialect != db.SQLite || q.from != "contribution c" {
		return nil
	}
	col, index := "campaign_id", "ix_contribution_campaign"
	if f.Type == TypeIdea {
		col, index = "competition_id", "ix_contribution_competition"
	}
	var n int
	if err := s.db.QueryRow(ctx, fmt.Sprintf("SELECT COUNT(*) FROM (SELECT 1 FROM contribution WHERE %s = ? LIMIT %d) r", col, parentLeadRows),
		f.ParentID).Scan(&n); err != nil {
		return fmt.Errorf("contribution: list parent: %w", err)
	}
	if n < parentLeadRows {
		q.from = "contribution c INDEXED BY " + index
	}
	return nil
}

// leadWithRoles makes a list of the caller's roles of one kind (the "mine"
// scope, the role filter) start from those roles when they are few, on
// SQLite: probed along a sort's index instead, a user with few or no such
// roles had the whole type walked (100-145 ms for the role filter, 44 ms for
// "mine"). Many roles (a mentor's thousands) stay an id set probed along
// the sort's index. PostgreSQL's planner knows the counts itself.
func (s *Store) leadWithRoles(ctx context.Context, q *listSQL, f ListFilter, userID int64) error {
	if s.db.Dialect != db.SQLite || q.from != "contribution c" {
		return nil
	}
	role := f.Role
	if f.Scope == ScopeMine {
		role = lifecycle.RoleOwner // the role filter is then checked on the owned ones
	}
	var n int
	if err := s.db.QueryRow(ctx, fmt.Sprintf(`SELECT COUNT(*) FROM (SELECT 1 FROM contribution_user
		WHERE user_id = ? AND is_active = ? AND user_role = ? LIMIT %d) r`, commonWordMatches), userID, true, role).Scan(&n); err != nil {
		return fmt.Errorf("contribution: list roles: %w", err)
	}
	if n >= commonWordMatches {
		return nil
	}
	// One row per contribution: (contribution, user, role) is unique.
	q.from = "contribution_user ru CROSS JOIN contribution c ON c.id = ru.contribution_id"
	q.where.And("ru.user_id = ? AND ru.is_active = ? AND ru.user_role = ?", userID, true, role)
	return nil
}

// codeSearch is the condition (and the table to list from) "the code
// contains term", in any case. On SQLite a term of three letters or more is
// a phrase of the codes' trigram index (migration 20), which matches
// exactly the codes that contain it: a term most codes contain ("sug") is an
// id set probed along the sort's index, a rarer one is read from the index
// first, as titleSearch does. A shorter term is read from the type's code
// index into a set of ids, so no table row is read for it. PostgreSQL reads
// its pg_trgm index of lower(code) when there is one.
func (s *Store) codeSearch(ctx context.Context, from, contributionType, term string) (table, cond string, args []any, err error) {
	if s.db.Dialect == db.Postgres {
		return from, "LOWER(c.code) LIKE ? ESCAPE '\\'", []any{db.Contains(term)}, nil
	}
	if folded := strings.ToLower(strings.TrimSpace(term)); utf8.RuneCountInString(folded) >= 3 {
		phrase := ftsPhrase(folded)
		common, err := s.common(ctx, "contribution_code_search", phrase)
		if err != nil {
			return "", "", nil, fmt.Errorf("contribution: code search: %w", err)
		}
		if common || from != "contribution c" { // a title search already leads
			return from, "c.id IN (SELECT cs.rowid FROM contribution_code_search cs WHERE cs.code MATCH ?)", []any{phrase}, nil
		}
		return "contribution_code_search cs CROSS JOIN contribution c ON c.id = cs.rowid", "cs.code MATCH ?", []any{phrase}, nil
	}
	return from, "c.id IN (SELECT k.id FROM contribution k WHERE k.contribution_type = ? AND LOWER(k.code) LIKE ? ESCAPE '\\')",
		[]any{contributionType, db.Contains(term)}, nil
}

// ftsPhrase is text as one FTS5 phrase: with the trigram tokenizer, it
// matches the rows whose column contains text (three letters or more).
func ftsPhrase(text string) string { return `"` + strings.ReplaceAll(text, `"`, `""`) + `"` }

// common reports whether the phrase matches at least commonWordMatches
// rows of the FTS5 table (which counts them in its index alone): such a
// set is probed along the sort's index, a smaller one read first.
func (s *Store) common(ctx context.Context, table, phrase string) (bool, error) {
	var n int
	err := s.db.QueryRow(ctx, fmt.Sprintf("SELECT COUNT(*) FROM (SELECT 1 FROM %s WHERE %s MATCH ? LIMIT %d) m",
		table, table, commonWordMatches), phrase).Scan(&n)
	return n >= commonWordMatches, err
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
		c.submitted_date, c.updated_date, c.banner_preview_path, c.life_cycle_id, c.comment_status, c.rating_status,
		c.comment_count, c.rating_count, c.rating_sum`

func scanListItem(sc db.Scanner) (ListItem, error) {
	var it ListItem
	err := sc.Scan(&it.ID, &it.Code, &it.Title, &it.Summary, &it.StateID, &it.FieldID, &it.CampaignID, &it.CreatedBy,
		&it.SubmittedDate, &it.UpdatedDate, &it.BannerPreview, &it.lifeCycleID, &it.commentStatus, &it.ratingStatus,
		&it.CommentCount, &it.RatingCount, &it.ratingSum)
	return it, err
}

// pageSQL is the statement of page p of the list, and its arguments. A
// page after the first reads its ids first, in the list's order, from the
// sort's index (the skipped rows never leave the index: an index-only scan
// on PostgreSQL), and then only its own rows from the table. A deep page
// starts after its seek key (seek.go) and skips fewer rows.
func (q listSQL) pageSQL(p paging.Page) (string, []any) {
	where, args := q.pageWhere(p)
	all := append(slices.Clip(q.with.args), q.fromArgs...)
	return q.withClause() + q.pageBody(p, listColumns, where), append(append(all, args...), q.offset(p))
}

// pageWhere is the page's WHERE clause: the list's conditions and, when
// the page seeks, "after the seek key" in the sort's order (the tie, c.id,
// runs the sort's way: one row comparison, a range of the sort's index).
func (q listSQL) pageWhere(p paging.Page) (string, []any) {
	sortColumn := ""
	if len(p.Sort) > 0 {
		sortColumn = p.Sort[0].Column
	}
	where, args := q.conditions(true, sortColumn)
	if q.seek == nil || len(p.Sort) != 1 {
		return where, args
	}
	op := " > "
	if p.Sort[0].Desc {
		op = " < "
	}
	cond, condArgs := "(c.id"+op+"?)", []any{q.seek.id}
	if sortColumn != "c.id" {
		cond, condArgs = "(("+sortColumn+", c.id)"+op+"(?, ?))", []any{q.seek.value, q.seek.id}
	}
	if where == "" {
		return " WHERE " + cond, condArgs
	}
	return where + " AND " + cond, append(slices.Clip(args), condArgs...)
}

// offset is how many rows page p skips: from the list's start, or from
// its seek key.
func (q listSQL) offset(p paging.Page) int {
	if q.seek != nil {
		return p.Offset() - q.seek.pos
	}
	return p.Offset()
}

// pageBody is the page's SELECT of columns, without the WITH clause, its
// offset the last placeholder.
func (q listSQL) pageBody(p paging.Page, columns, where string) string {
	order, _ := p.OrderLimit("c.id")
	if q.offset(p) == 0 {
		return "SELECT " + columns + " FROM " + q.from + where + order
	}
	return "SELECT " + columns + " FROM contribution c WHERE c.id IN (SELECT c.id FROM " + q.from + where + order + ")" +
		p.OrderBy("c.id")
}

// seekListKey names the list in order o, whatever its page: its seek
// points' key.
func (q listSQL) seekListKey(o paging.Order) string {
	q.seek = nil
	query, args := q.pageSQL(paging.Page{Size: 1, Sort: []paging.Order{o}})
	return query + fmt.Sprintf("\x00%#v", args[:len(args)-1])
}

// seekPointsSQL is SeekPoints' statement and its arguments.
func (s *Store) seekPointsSQL(q listSQL, o paging.Order, start *seekKey, n int) (string, []any) {
	q.seek = start
	p := paging.Page{Size: n, Sort: []paging.Order{o}}
	where, args := q.pageWhere(p)
	value := o.Column
	switch {
	case o.Column == "c.id":
		value = "NULL"
	case s.db.Dialect == db.SQLite && timestampColumns[o.Column]:
		value = "CAST(" + o.Column + " AS TEXT)"
	}
	query := q.withClause() + "SELECT " + value + ", c.id FROM " + q.from + where + p.OrderBy("c.id") + fmt.Sprintf(" LIMIT %d", n)
	return query, append(append(slices.Clip(q.with.args), q.fromArgs...), args...)
}

// timestampColumns are the sort columns SQLite holds as text that the
// driver reads as time.Time: a seek point keeps their text as stored, so
// that it compares with them exactly.
var timestampColumns = map[string]bool{"c.updated_date": true, "c.created_date": true, "c.submitted_date": true}

// SeekPoints reads the sort key of every seekStep-th row among the n rows
// of list q in order o after start (from the list's first row when nil),
// and how many rows there were (fewer than n at the list's end): one walk
// of the sort's index, two columns per row.
func (s *Store) SeekPoints(ctx context.Context, q listSQL, o paging.Order, start *seekKey, n int) ([]seekPoint, int, error) {
	query, all := s.seekPointsSQL(q, o, start, n)
	keys, err := db.Collect(ctx, s.db, func(sc db.Scanner) (seekPoint, error) {
		var pt seekPoint
		err := sc.Scan(&pt.value, &pt.id)
		pt.null = pt.value == nil && o.Column != "c.id"
		return pt, err
	}, query, all...)
	if err != nil {
		return nil, 0, fmt.Errorf("contribution: list seek points: %w", err)
	}
	var points []seekPoint
	for i := seekStep - 1; i < len(keys); i += seekStep {
		points = append(points, keys[i])
	}
	return points, len(keys), nil
}

// withClause is the WITH clause of the list's id set m, if it has one.
func (q listSQL) withClause() string {
	if q.with.sql == "" {
		return ""
	}
	return "WITH m(id) AS MATERIALIZED (" + q.with.sql + ") "
}

// pageCountSQL is page p and its count in one statement, the count a
// column of every row, for a list with an id set (with): the set is read
// once for both.
func (q listSQL) pageCountSQL(p paging.Page, exact bool) (string, []any) {
	count, countArgs := q.countBody(p, exact)
	where, args := q.pageWhere(p)
	all := append(append(slices.Clip(q.with.args), countArgs...), q.fromArgs...)
	return q.withClause() + q.pageBody(p, listColumns+", ("+count+")", where), append(append(all, args...), q.offset(p))
}

// CountCap is how many rows past the page's first a filtered list's count
// reads: a longer list answers "offset + CountCap" as its total (at least
// that many; 100 pages of 10 beyond the one shown) unless the exact total
// is asked for (docs/decisions.md, "List totals"). The count was the
// larger part of a filtered list's cost (issue 14): 10,000 rows per request
// for a common state or campaign, where the pager needs far fewer.
const CountCap = 1_000

// countCap is CountCap, lowered by the tests (SetCountCap).
var countCap = CountCap

// countSQL is the statement of the list's total for page p: up to the
// page's offset + CountCap rows, or every row when exact.
func (q listSQL) countSQL(p paging.Page, exact bool) (string, []any) {
	count, args := q.countBody(p, exact)
	return q.withClause() + count, append(slices.Clip(q.with.args), args...)
}

// countBody is the count's statement without the WITH clause.
func (q listSQL) countBody(p paging.Page, exact bool) (string, []any) {
	where, args := q.conditions(false, "")
	if q.countFrom == "" {
		args = append(slices.Clip(q.fromArgs), args...)
	}
	if exact {
		return "SELECT COUNT(*) FROM " + q.countTable() + where, args
	}
	return "SELECT COUNT(*) FROM (SELECT 1 FROM " + q.countTable() + where + fmt.Sprintf(" LIMIT %d) n", p.Offset()+countCap), args
}

// Statements are the statements of page p of the list and of its capped
// count, with their arguments (the query-plan tests explain them).
func (q listSQL) Statements(p paging.Page) (page string, pageArgs []any, count string, countArgs []any) {
	page, pageArgs = q.pageSQL(p)
	count, countArgs = q.countSQL(p, false)
	return page, pageArgs, count, countArgs
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

// ListPage reads page p of a list (state names apart) and its total:
// exact up to the page's offset + CountCap, or always when exact. As db.Paged, the count is
// skipped when the page itself shows the total.
func (s *Store) ListPage(ctx context.Context, q listSQL, p paging.Page, exact bool) ([]ListItem, int64, error) {
	if q.with.sql != "" {
		var total int64
		query, args := q.pageCountSQL(p, exact)
		items, err := db.Collect(ctx, s.db, func(sc db.Scanner) (ListItem, error) {
			return scanListItem(extraScanner{sc, []any{&total}})
		}, query, args...)
		if err != nil {
			return nil, 0, fmt.Errorf("contribution: list: %w", err)
		}
		if shown, ok := p.ShownTotal(len(items)); ok {
			return items, shown, nil
		} else if len(items) > 0 {
			return items, total, nil
		}
		// A page past the end: the count alone.
		total, err = s.count(ctx, q, p, exact)
		return items, total, err
	}
	items, err := s.ListRows(ctx, q, p)
	if err != nil {
		return nil, 0, err
	}
	if total, shown := p.ShownTotal(len(items)); shown {
		return items, total, nil
	}
	total, err := s.count(ctx, q, p, exact)
	return items, total, err
}

// count reads the total of list q for page p.
func (s *Store) count(ctx context.Context, q listSQL, p paging.Page, exact bool) (int64, error) {
	query, args := q.countSQL(p, exact)
	var total int64
	if err := s.db.QueryRow(ctx, query, args...).Scan(&total); err != nil {
		return 0, fmt.Errorf("contribution: list count: %w", err)
	}
	return total, nil
}

// extraScanner scans a row followed by extra columns (a list's count, its
// change counters).
type extraScanner struct {
	db.Scanner
	extra []any
}

func (e extraScanner) Scan(dest ...any) error { return e.Scanner.Scan(append(dest, e.extra...)...) }

// titleSQL is a title search: the table to list from, the page's
// condition (set: the page's for the title sort, when it differs), the id
// set "m" it reads (with), and a common term's FTS5 phrase.
type titleSQL struct {
	from            string
	fromArgs        []any
	page, set, with cond
	common          string
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
func (s *Store) titleSearch(ctx context.Context, contributionType, term string, fieldID int64) (titleSQL, error) {
	like := db.FoldedContains(term)
	if s.db.Dialect == db.SQLite && fieldID != 0 {
		// The field's matches are read from its covering index first, then
		// sorted: walking a sort's index for them read a table row for each
		// of the type's contributions until a page was full (10 → 98 ms
		// once titles had their own index).
		return titleSQL{from: "contribution k CROSS JOIN contribution c ON c.id = k.id",
			page: cond{"k.contribution_type = ? AND k.field_id = ? AND k.search_title LIKE ? ESCAPE '\\'", []any{contributionType, fieldID, like}}}, nil
	}
	walk := titleSQL{from: "contribution c", page: cond{"c.search_title LIKE ? ESCAPE '\\'", []any{like}}}
	if s.db.Dialect != db.SQLite {
		return walk, nil
	}
	folded := db.Fold(strings.TrimSpace(term))
	const fromIndex = "contribution_title_search ts CROSS JOIN contribution c ON c.id = ts.rowid"
	inM := cond{sql: "c.id IN m"}
	phrase := ftsPhrase(folded)
	fail := func(err error) (titleSQL, error) {
		return titleSQL{}, fmt.Errorf("contribution: title search: %w", err)
	}
	if !strings.ContainsFunc(folded, unicode.IsSpace) && utf8.RuneCountInString(folded) >= 3 {
		// One word: the trigram index's phrase of it matches exactly the
		// titles that contain it, so no title is read back. A rare one is
		// read from the index first and its few rows sorted (walking the
		// type for them cost 18-64 ms). A common one is the id set m
		// probed along the sort's index (a first page reads a few hundred
		// index entries), or when dense, its titles checked along the
		// sort's index.
		m, err := s.matches(ctx, "contribution_title_search", phrase)
		if err != nil {
			return fail(err)
		}
		switch {
		case !m.common():
			return titleSQL{from: fromIndex, page: cond{"ts.search_title MATCH ?", []any{phrase}}}, nil
		case m.share() >= denseTitleShare:
			return s.denseTitle(walk, phrase), nil
		}
		return titleSQL{from: "contribution c", page: inM, with: cond{"SELECT rowid FROM contribution_title_search WHERE search_title MATCH ?", []any{phrase}}}, nil
	}
	match := trigramPhrases(folded)
	if match == "" {
		return walk, nil
	}
	// Several words: when their longer words are rare, the titles holding
	// them (as phrases of the trigram index, positions only) are read first
	// and each checked for the whole term. When they are common, checking
	// each title cost 25-50 ms for a word in 12,000 titles: the whole term is
	// then asked as one phrase of the index (which matches exactly the
	// titles that contain it; a long phrase has many trigrams, slower than a
	// few rare words), its first commonWordMatches matches read. When that
	// is all of them, the list reads those rows first and sorts them (a term
	// of common words can be rare: "add noise", 6 titles among the 1,155
	// holding "noise"); when there are more, they are the id set m probed
	// along the sort's index, or for a dense term ("once a week", "at the")
	// its titles are checked along the sort's index.
	m, err := s.matches(ctx, "contribution_title_search", match)
	if err != nil {
		return fail(err)
	}
	if !m.common() {
		return titleSQL{from: fromIndex, page: cond{"ts.search_title MATCH ? AND c.search_title LIKE ? ESCAPE '\\'", []any{match, like}}}, nil
	}
	const exact = "SELECT rowid FROM contribution_title_search WHERE search_title MATCH ?"
	ids, err := db.Int64s(ctx, s.db, exact+fmt.Sprintf(" LIMIT %d", commonWordMatches), phrase)
	if err != nil {
		return fail(err)
	}
	if len(ids) < commonWordMatches {
		if ids == nil {
			ids = []int64{}
		}
		list, err := json.Marshal(ids)
		if err != nil {
			return fail(err)
		}
		return titleSQL{from: "json_each(?) j CROSS JOIN contribution c ON c.id = j.value", fromArgs: []any{string(list)}}, nil
	}
	sample := matchSample{n: len(ids)}
	if len(ids) > 0 {
		sample.first, sample.last = ids[0], ids[len(ids)-1]
	}
	if sample.share() >= denseTitleShare {
		return s.denseTitle(walk, phrase), nil
	}
	return titleSQL{from: "contribution c", page: inM, with: cond{exact, []any{phrase}}}, nil
}

// denseTitle is a dense common term (denseTitleShare of the ids or more
// hold it): its page walks the sort's index checking titles (about 10 /
// share rows for a first page), but for the title sort, where the titles
// that start with the term lie together, which probes its id set; its count
// reads the phrase's matches from the trigram index (ListSQL).
func (s *Store) denseTitle(walk titleSQL, phrase string) titleSQL {
	walk.set = cond{"c.id IN (SELECT ts.rowid FROM contribution_title_search ts WHERE ts.search_title MATCH ?)", []any{phrase}}
	walk.common = phrase
	return walk
}

// denseTitleShare is the share of the ids holding a title term from which a
// page walks the sort's index checking titles: a first page then reads
// about 10 / share rows (200 at 5 %), where building the id set costs a few
// microseconds per match (24 ms for the 12,000 titles holding "it once a
// week"). The tests change it.
var denseTitleShare = 0.05

// matchSample is what the first commonWordMatches matches of a trigram
// index query tell: how many there are (up to that) and the span of ids
// they lie in.
type matchSample struct {
	n           int
	first, last int64
}

func (m matchSample) common() bool { return m.n >= commonWordMatches }

// share estimates the share of the ids that match, from the span the
// sample's matches lie in (the index returns them in id order).
func (m matchSample) share() float64 {
	if m.n == 0 {
		return 0
	}
	return float64(m.n) / float64(m.last-m.first+1)
}

// matches samples the first commonWordMatches matches of an FTS5 query
// (counted in its index alone).
func (s *Store) matches(ctx context.Context, table, query string) (matchSample, error) {
	var m matchSample
	err := s.db.QueryRow(ctx, fmt.Sprintf("SELECT COUNT(*), COALESCE(MIN(rowid), 0), COALESCE(MAX(rowid), 0) FROM (SELECT rowid FROM %s WHERE %s MATCH ? LIMIT %d) m",
		table, table, commonWordMatches), query).Scan(&m.n, &m.first, &m.last)
	return m, err
}

// commonWordMatches is how many titles make a searched word common
// (titleSearch); the tests lower it.
var commonWordMatches = 300

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

// hiddenWithRoleSQL counts the type's hidden contributions outside drafts
// that the user holds an active role on. It walks the hidden ids in
// ix_contribution_hidden (a few per cent of the type) and probes the user's
// roles for each: starting from the user's roles read a table row per role
// (80 ms for a mentor with 8,000 of them at 100,000 contributions). The
// index is partial: visible = FALSE is written out, as the planner matches it
// against the index's own condition (a bound value would not match).
const hiddenWithRoleSQL = `SELECT COUNT(*)` + hiddenWithRoleFrom

// hiddenWithRoleFrom is the FROM and WHERE of those contributions
// (HiddenWithRoleIDs reads their ids).
const hiddenWithRoleFrom = ` FROM contribution c
	WHERE c.contribution_type = ? AND c.visible = FALSE AND c.publish_state <> ?
	AND EXISTS (SELECT 1 FROM contribution_user cu WHERE cu.contribution_id = c.id AND cu.user_id = ? AND cu.is_active = ?)`

// HiddenWithRole counts the hidden contributions of the type, outside
// drafts, the user has a role on.
func (s *Store) HiddenWithRole(ctx context.Context, contributionType string, userID int64) (int64, error) {
	var n int64
	err := s.db.QueryRow(ctx, hiddenWithRoleSQL, contributionType, PublishDraft, userID, true).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("contribution: hidden with a role: %w", err)
	}
	return n, nil
}
