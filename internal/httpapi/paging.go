package httpapi

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
)

// Paging defaults (spec: default page size 10).
const (
	DefaultPageSize = 10
	MaxPageSize     = 1000
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

// ParsePage reads page, size and sort (repeatable "field,asc|desc") from the
// query. def is the order when none is given. Bad values are a 400.
func ParsePage(r *http.Request, allowed Sortable, def ...Order) (Page, error) {
	q := r.URL.Query()
	p := Page{Number: 0, Size: DefaultPageSize}
	if v := q.Get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return p, BadRequest("page must be a number from 0")
		}
		p.Number = n
	}
	if v := q.Get("size"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxPageSize {
			return p, BadRequest(fmt.Sprintf("size must be a number from 1 to %d", MaxPageSize))
		}
		p.Size = n
	}
	for _, s := range q["sort"] {
		field, dir, _ := strings.Cut(s, ",")
		col, ok := allowed[strings.TrimSpace(field)]
		if !ok {
			return p, BadRequest(fmt.Sprintf("cannot sort by %q", field))
		}
		o := Order{Column: col}
		switch strings.ToLower(strings.TrimSpace(dir)) {
		case "", "asc":
		case "desc":
			o.Desc = true
		default:
			return p, BadRequest("sort direction must be asc or desc")
		}
		p.Sort = append(p.Sort, o)
	}
	if len(p.Sort) == 0 {
		p.Sort = def
	}
	return p, nil
}

// Offset is the number of rows before the page.
func (p Page) Offset() int { return p.Number * p.Size }

// OrderLimit renders " ORDER BY … LIMIT n OFFSET m" for the page, with tie
// as a final key so pages never overlap (usually the primary key).
func (p Page) OrderLimit(tie string) string {
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
	fmt.Fprintf(&b, " LIMIT %d OFFSET %d", p.Size, p.Offset())
	return b.String()
}

// WriteList writes a page of items with the x-total-count header.
func WriteList[T any](w http.ResponseWriter, items []T, total int64) error {
	if items == nil {
		items = []T{}
	}
	w.Header().Set("x-total-count", strconv.FormatInt(total, 10))
	return OK(w, items)
}
