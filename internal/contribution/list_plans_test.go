package contribution_test

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/contribution"
)

// The store reads a title search or a submission-date range in one of
// several ways, chosen by how many contributions match (a rare term read
// from the index first, a common one as an id set probed along the sort's
// index, a dense one checked along the sort's index, its count read from
// the index; a small date range read first, a large one walked along the
// sort's index). Every way gives the same pages and totals.
func TestListPlansAgree(t *testing.T) {
	w := newWorld(t)
	for _, title := range []string{"Move it once a week", "Check it once a week", "Once a month review", "Weekly noise check",
		"Add noise filter", "Quiet room", "Noise at once"} {
		id := w.Create("user", "SUGGESTION")
		w.Save("user", "SUGGESTION", map[string]any{"id": id, "title": title, "summary": "A summary."}).Expect(t, http.StatusOK)
		w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	}
	day := func(d int) string { return time.Now().UTC().AddDate(0, 0, d).Format("2006-01-02") }
	type page struct {
		titles []string
		total  string
	}
	read := func(query string) page {
		t.Helper()
		rows, total := w.list("user", "SUGGESTION/0/all?"+query)
		var p page
		for _, r := range rows {
			p.titles = append(p.titles, r.Title)
		}
		p.total = total
		return p
	}
	queries := []string{}
	for _, term := range []string{"once", "once a week", "it once a", "noise", "add noise", "week", "xyz", "no"} {
		for _, sort := range []string{"title,asc", "dateUpdated,desc", "code,asc", "createdDate,desc", "dateSubmitted,desc"} {
			for _, number := range []int{0, 1} {
				queries = append(queries, fmt.Sprintf("title=%s&sort=%s&size=2&page=%d", url.QueryEscape(term), sort, number))
			}
		}
		queries = append(queries, "title="+url.QueryEscape(term)+"&size=2&exactTotal=true",
			"title="+url.QueryEscape(term)+"&dateSubmittedFrom="+day(-1)+"&dateSubmittedTo="+day(1)+"&size=2")
	}
	for _, sort := range []string{"title,asc", "dateUpdated,desc", "dateSubmitted,desc"} {
		for _, number := range []int{0, 1, 4} {
			queries = append(queries, fmt.Sprintf("dateSubmittedFrom=%s&sort=%s&size=2&page=%d", day(-1), sort, number),
				fmt.Sprintf("dateSubmittedTo=%s&sort=%s&size=2&page=%d", day(1), sort, number),
				fmt.Sprintf("dateSubmittedFrom=%s&dateSubmittedTo=%s&sort=%s&size=2&page=%d", day(-3), day(0), sort, number),
				fmt.Sprintf("dateSubmittedFrom=%s&sort=%s&size=2&page=%d", day(2), sort, number))
		}
	}
	want := map[string]page{}
	for _, q := range queries {
		want[q] = read(q)
	}
	// A few answers checked outright, so that the ways are compared with
	// something right.
	if p := want["title=once+a+week&sort=title,asc&size=2&page=0"]; !slices.Equal(p.titles, []string{"Check it once a week", "Move it once a week"}) || p.total != "2" {
		t.Errorf("once a week: %+v", p)
	}
	if p := want["title=noise&sort=title,asc&size=2&page=1"]; !slices.Equal(p.titles, []string{"Weekly noise check"}) || p.total != "3" {
		t.Errorf("noise, page 1: %+v", p)
	}
	if p := want[fmt.Sprintf("dateSubmittedFrom=%s&sort=title,asc&size=2&page=1", day(-1))]; len(p.titles) != 2 || p.total != "7" {
		t.Errorf("date range, page 1: %+v", p)
	}
	for _, way := range []struct {
		name string
		set  func() func()
	}{
		{"common terms as id sets", func() func() { return contribution.SetCommonWordMatches(0) }},
		{"common terms dense", func() func() {
			a, b := contribution.SetCommonWordMatches(0), contribution.SetDenseTitleShare(0)
			return func() { a(); b() }
		}},
		{"common terms sampled", func() func() { return contribution.SetCommonWordMatches(2) }},
		{"date ranges walked", func() func() { return contribution.SetDateLeadRows(0) }},
		{"date ranges walked, terms dense", func() func() {
			a, b, c := contribution.SetDateLeadRows(0), contribution.SetCommonWordMatches(1), contribution.SetDenseTitleShare(0)
			return func() { a(); b(); c() }
		}},
	} {
		restore := way.set()
		for _, q := range queries {
			if got := read(q); !slices.Equal(got.titles, want[q].titles) || got.total != want[q].total {
				t.Errorf("%s: %s: %q (total %s), want %q (total %s)", way.name, q, got.titles, got.total, want[q].titles, want[q].total)
			}
		}
		restore()
	}
}
