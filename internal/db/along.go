package db

import (
	"errors"
	"fmt"
	"slices"
)

// Along is a read that rides in another package's statement, so that both
// cost one round trip: a comment page read with the access check of its
// contribution, a contribution's scorecards with its evaluation subject.
// SQL is a SELECT (placeholders ?, arguments Args); the host statement LEFT
// JOINs it to its own single row, so its rows come in no particular order,
// and Scan is called once for each of them (never when it has none).
//
// The host reads the rows before it decides anything about its own row: the
// package that gave the Along keeps what Scan collected for the caller only
// when the host's read succeeds.
type Along struct {
	SQL  string
	Args []any
	Scan func(Scanner) error
}

// alongMarker names the column the host reads to tell an along row from the
// NULLs of the LEFT JOIN when the along has none.
const alongMarker = "along_row"

// Columns is the host's select item for the along's columns (after its own):
// "" without an along.
func (a *Along) Columns() string {
	if a == nil {
		return ""
	}
	return ", a.*"
}

// Join is the host's LEFT JOIN of the along (after its own FROM and joins,
// before its WHERE): "" without an along. Its arguments are ArgsOf's.
func (a *Along) Join() string {
	if a == nil {
		return ""
	}
	return " LEFT JOIN (SELECT 1 AS " + alongMarker + ", x.* FROM (" + a.SQL + ") x) a ON TRUE"
}

// ArgsOf is the along's arguments (none without an along).
func (a *Along) ArgsOf() []any {
	if a == nil {
		return nil
	}
	return a.Args
}

// columnLister is what *sql.Rows has to tell how many columns a row has.
type columnLister interface {
	Columns() ([]string, error)
}

// ScanAlong scans a row of a host statement built with the along's Columns
// and Join: own are the host's destinations, its columns first. The along's
// Scan then reads the rest of the row, when the row carries one of the
// along's rows. A nil along scans own alone. The scanner must be a
// statement's rows (Collect's), whose columns may be scanned twice.
func ScanAlong(sc Scanner, a *Along, own ...any) error {
	if a == nil {
		return sc.Scan(own...)
	}
	rows, ok := sc.(columnLister)
	if !ok {
		return fmt.Errorf("db: along: %T cannot scan a row twice", sc)
	}
	cols, err := rows.Columns()
	if err != nil {
		return fmt.Errorf("db: along: columns: %w", err)
	}
	if len(cols) <= len(own) || cols[len(own)] != alongMarker {
		return errors.New("db: along: the host's columns do not end where the along's begin")
	}
	var marker *int64
	first := slices.Concat(own, []any{&marker}, discards(len(cols)-len(own)-1))
	if err := sc.Scan(first...); err != nil {
		return err
	}
	if marker == nil {
		return nil
	}
	return a.Scan(prefixed{sc, discards(len(own) + 1)})
}

// discards are n destinations that take any value, in one allocation: a
// scan skips the host's columns on every along row. (sql.RawBytes would
// copy nothing, but database/sql refuses a second Scan of a row after one
// into RawBytes.)
func discards(n int) []any {
	values := make([]any, n)
	out := make([]any, n)
	for i := range out {
		out[i] = &values[i]
	}
	return out
}

// prefixed scans a row whose first columns go to skip.
type prefixed struct {
	Scanner
	skip []any
}

func (p prefixed) Scan(dest ...any) error {
	return p.Scanner.Scan(slices.Concat(p.skip, dest)...)
}
