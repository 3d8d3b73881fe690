package db

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/inno-platform/inno/internal/paging"
)

// Scanner is what *sql.Row and *sql.Rows have in common: a scan function
// written once for a type serves single-row reads and lists alike.
type Scanner interface {
	Scan(dest ...any) error
}

// Collect runs a query and scans every row with scan. It is the one place
// that loops over rows, so no store writes rows.Next, Close and Err again.
func Collect[T any](ctx context.Context, d *DB, scan func(Scanner) (T, error), query string, args ...any) ([]T, error) {
	// Never nil: an empty list is encoded as [] (not null) wherever it is answered.
	out := []T{}
	err := Each(ctx, d, func(sc Scanner) error {
		v, err := scan(sc)
		out = append(out, v)
		return err
	}, query, args...)
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Each runs a query and calls fn with each row as it comes, holding none:
// for reads too large to collect (a list index's million rows).
func Each(ctx context.Context, d *DB, fn func(Scanner) error, query string, args ...any) error {
	rows, err := d.Query(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := fn(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// ScanOne runs a single-row query and scans it with scan; no row is
// ErrNoRows (IsNoRows), as with QueryRow.
func ScanOne[T any](ctx context.Context, d *DB, scan func(Scanner) (T, error), query string, args ...any) (T, error) {
	return scan(d.QueryRow(ctx, query, args...))
}

// Int64s reads a one-column list of integers (ids, counts).
func Int64s(ctx context.Context, d *DB, query string, args ...any) ([]int64, error) {
	return Collect(ctx, d, func(s Scanner) (int64, error) {
		var v int64
		err := s.Scan(&v)
		return v, err
	}, query, args...)
}

// Strings reads a one-column list of texts.
func Strings(ctx context.Context, d *DB, query string, args ...any) ([]string, error) {
	return Collect(ctx, d, func(s Scanner) (string, error) {
		var v string
		err := s.Scan(&v)
		return v, err
	}, query, args...)
}

// PageQuery is a paged list: "SELECT Columns FROM From WHERE … ORDER BY …
// LIMIT … OFFSET …" for the items and "SELECT COUNT(*) FROM From WHERE …"
// for the total.
type PageQuery struct {
	Columns string      // the select list, e.g. "t.id, t.name"
	From    string      // the FROM clause without the keyword, joins included
	Where   Where       // the filter
	Page    paging.Page // number, size and sort (already mapped to columns)
	Tie     string      // the last sort key, so pages never overlap (usually the primary key)
	Count   string      // optional: the count's FROM clause when it needs fewer joins than From
}

// Paged reads one page of a list and its total, the shape every list
// endpoint answers (items and x-total-count). The count is skipped when the
// page itself shows the total: a first page that is not full, or any page
// that holds rows but is not full.
func Paged[T any](ctx context.Context, d *DB, scan func(Scanner) (T, error), q PageQuery) ([]T, int64, error) {
	where, args := q.Where.SQL()
	order, offset := q.Page.OrderLimit(q.Tie)
	items, err := Collect(ctx, d, scan, "SELECT "+q.Columns+" FROM "+q.From+where+order, append(slices.Clip(args), offset)...)
	if err != nil {
		return nil, 0, fmt.Errorf("page: %w", err)
	}
	if total, shown := q.Page.ShownTotal(len(items)); shown {
		return items, total, nil
	}
	from := q.From
	if q.Count != "" {
		from = q.Count
	}
	var total int64
	if err := d.QueryRow(ctx, "SELECT COUNT(*) FROM "+from+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("page count: %w", err)
	}
	return items, total, nil
}

// Where builds the WHERE clause of a query from conditions joined by AND,
// each with its own '?' arguments. The zero value is an empty filter.
type Where struct {
	conds []string
	args  []any
}

// And adds a condition with its arguments.
func (w *Where) And(cond string, args ...any) *Where {
	w.conds = append(w.conds, cond)
	w.args = append(w.args, args...)
	return w
}

// AndIf adds the condition only when ok, for optional filters.
func (w *Where) AndIf(ok bool, cond string, args ...any) *Where {
	if ok {
		w.And(cond, args...)
	}
	return w
}

// AndIn adds "col IN (…)" for values; no values match nothing.
func AndIn[T any](w *Where, col string, values []T) *Where {
	if len(values) == 0 {
		return w.And("1 = 0")
	}
	cond, args := In(col, values)
	return w.And(cond, args...)
}

// Empty reports whether no condition was added.
func (w Where) Empty() bool { return len(w.conds) == 0 }

// SQL is " WHERE a AND b …" (empty without conditions) and its arguments.
func (w Where) SQL() (string, []any) {
	if len(w.conds) == 0 {
		return "", nil
	}
	return " WHERE " + strings.Join(w.conds, " AND "), w.args
}

// Conditions is "a AND b …" without the keyword (for a query that adds
// the clause itself), "1 = 1" without conditions, and its arguments.
func (w Where) Conditions() (string, []any) {
	if len(w.conds) == 0 {
		return "1 = 1", nil
	}
	return strings.Join(w.conds, " AND "), w.args
}

// InOrder gives rows in the order of ids, one per id that has a row: rows
// read with "id IN (…)" come back in any order. id names a row's id.
func InOrder[T any](ids []int64, rows []T, id func(T) int64) []T {
	byID := make(map[int64]T, len(rows))
	for _, r := range rows {
		byID[id(r)] = r
	}
	out := make([]T, 0, len(ids))
	for _, i := range ids {
		if r, ok := byID[i]; ok {
			out = append(out, r)
		}
	}
	return out
}
