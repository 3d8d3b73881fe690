// Package paging holds what a list request asks for (page number, size and
// sort) in a form every layer may use: handlers parse it (httpapi.ParsePage),
// services pass it on and stores render it into SQL (Page.OrderLimit).
package paging

import (
	"fmt"
	"strings"
)

// Paging defaults (spec: default page size 10). MaxOffset bounds page ×
// size, the rows a list may skip: far beyond any real list, and small
// enough that the SQL offset never overflows (PostgreSQL refused a wrapped,
// negative one with a 500; SQLite silently gave the first page).
const (
	DefaultPageSize = 10
	MaxPageSize     = 1000
	MaxOffset       = 10_000_000
)

// Order is one sort key, already mapped to a safe SQL column.
type Order struct {
	Column string
	Desc   bool
}

// Page is a parsed page request: page (0-based), size and sort.
type Page struct {
	Number int
	Size   int
	Sort   []Order
}

// Sortable maps the API's sort field names to SQL columns. Only listed
// fields may be sorted on, so a sort parameter never reaches SQL unchecked.
type Sortable map[string]string

// All is a page holding every row up to MaxPageSize, for the calls that
// read a whole (small) list through the paged store methods.
func All(sort ...Order) Page { return Page{Size: MaxPageSize, Sort: sort} }

// Offset is the number of rows before the page.
func (p Page) Offset() int { return p.Number * p.Size }

// ShownTotal is the list's total when the page, holding n rows, shows it by
// itself: a page that is not full, or an empty first page; false when the
// total must be counted.
func (p Page) ShownTotal(n int) (int64, bool) {
	if n > 0 && n < p.Size || n == 0 && p.Number == 0 {
		return int64(p.Offset() + n), true
	}
	return 0, false
}

// OrderLimit renders " ORDER BY … LIMIT n OFFSET ?" for the page, with tie
// as a final key so pages never overlap (usually the primary key), and the
// offset to bind to its last placeholder. The offset is bound, not written
// out, so every page of a list is one statement, prepared once (SQLite's
// statement cache, pgx's per connection); the size stays literal, as
// SQLite's planner reads a literal LIMIT to prefer walking a sort's index.
func (p Page) OrderLimit(tie string) (string, int) {
	return p.OrderBy(tie) + fmt.Sprintf(" LIMIT %d OFFSET ?", p.Size), p.Offset()
}

// OrderBy renders the page's " ORDER BY …" alone, with tie as OrderLimit
// puts it.
func (p Page) OrderBy(tie string) string {
	var b strings.Builder
	b.WriteString(" ORDER BY ")
	seenTie := false
	for _, o := range p.Sort {
		b.WriteString(o.Column)
		if o.Desc {
			b.WriteString(" DESC")
		}
		b.WriteString(", ")
		if o.Column == tie {
			seenTie = true
		}
	}
	if !seenTie {
		b.WriteString(tie)
		// The tie runs the way the last key does, so an index ending in
		// the tie (type, updated_date, id) gives the order whole, read
		// backwards, instead of sorting each run of equal keys.
		if n := len(p.Sort); n > 0 && p.Sort[n-1].Desc {
			b.WriteString(" DESC")
		}
	} else {
		s := b.String()
		b.Reset()
		b.WriteString(strings.TrimSuffix(s, ", "))
	}
	return b.String()
}
