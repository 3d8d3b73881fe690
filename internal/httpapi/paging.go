package httpapi

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/inno-platform/inno/internal/paging"
)

// ParsePage reads page, size and sort (repeatable "field,asc|desc") from the
// query. def is the order when none is given. Bad values are a 400, and so
// is a page whose offset (page × size) is over paging.MaxOffset.
func ParsePage(r *http.Request, allowed paging.Sortable, def ...paging.Order) (paging.Page, error) {
	q := r.URL.Query()
	p := paging.Page{Number: 0, Size: paging.DefaultPageSize}
	if v := q.Get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return p, BadRequest("page must be a number from 0")
		}
		p.Number = n
	}
	if v := q.Get("size"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > paging.MaxPageSize {
			return p, BadRequest(fmt.Sprintf("size must be a number from 1 to %d", paging.MaxPageSize))
		}
		p.Size = n
	}
	if p.Number > paging.MaxOffset/p.Size {
		return p, BadRequest(fmt.Sprintf("page × size must not exceed %d", paging.MaxOffset))
	}
	for _, s := range q["sort"] {
		field, dir, _ := strings.Cut(s, ",")
		col, ok := allowed[strings.TrimSpace(field)]
		if !ok {
			return p, BadRequest(fmt.Sprintf("cannot sort by %q", field))
		}
		o := paging.Order{Column: col}
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

// WriteList writes a page of items with the x-total-count header.
func WriteList[T any](w http.ResponseWriter, items []T, total int64) error {
	if items == nil {
		items = []T{}
	}
	w.Header().Set("x-total-count", strconv.FormatInt(total, 10))
	return OK(w, items)
}
