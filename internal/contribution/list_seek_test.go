package contribution_test

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"testing"

	"github.com/inno-platform/inno/internal/contribution"
)

// Deep pages start after a seek point (seek.go). Read page by page, in small
// pages that cross many points, every sort the list offers gives the same
// rows in the same order as one page holding the whole list: ties of equal
// titles, the shared list, a caller's own list with drafts (whose NULL
// submission dates no seek key reaches), a filtered one; and again after a
// write that moves rows.
func TestDeepPagesSeek(t *testing.T) {
	w := newWorld(t)
	contribution.SetSeekStep(t, 3)
	var ids []int64
	for i := range 16 {
		id := w.Create("user", "SUGGESTION")
		title := "Idea " + strconv.Itoa(i%5) // equal titles: ties broken by id
		w.Save("user", "SUGGESTION", map[string]any{"id": id, "title": title, "summary": "A summary."}).Expect(t, http.StatusOK)
		if i%4 != 3 { // a quarter stay drafts
			w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
		}
		ids = append(ids, id)
	}
	sorts := []string{"dateUpdated,desc", "dateUpdated,asc", "dateSubmitted,desc", "dateSubmitted,asc", "createdDate,desc",
		"title,asc", "title,desc", "code,asc", "id,desc", "id,asc"}
	lists := []struct{ who, path string }{
		{"content", "SUGGESTION/0/all"},
		{"user", "SUGGESTION/0/mine"},
		{"content", "SUGGESTION/0/all?title=idea"},
	}
	check := func(when string) {
		t.Helper()
		for _, l := range lists {
			for _, sort := range sorts {
				path := l.path + sep(l.path) + "sort=" + sort
				whole, total := w.list(l.who, path+"&size=100")
				want := idsOf(whole)
				if len(want) < 9 {
					t.Fatalf("%s %s: only %d rows to page through", l.who, path, len(want))
				}
				for pass := range 2 { // the second pass reads the points the first kept
					var got []int64
					for page := 0; ; page++ {
						rows, pageTotal := w.list(l.who, fmt.Sprintf("%s&size=2&page=%d", path, page))
						if pageTotal != total {
							t.Errorf("%s: %s %s page %d: total %s, want %s", when, l.who, path, page, pageTotal, total)
						}
						if len(rows) == 0 {
							break
						}
						got = append(got, idsOf(rows)...)
					}
					if !slices.Equal(got, want) {
						t.Errorf("%s, pass %d: %s %s page by page\n got %v\nwant %v", when, pass, l.who, path, got, want)
					}
				}
			}
		}
	}
	check("at first")
	// A renamed draft submitted moves rows in every order of the shared
	// list and the caller's own; the points this node kept are forgotten
	// with its write.
	w.Save("user", "SUGGESTION", map[string]any{"id": ids[3], "title": "Idea 0", "summary": "Renamed."}).Expect(t, http.StatusOK)
	w.Act("user", ids[3], "submit", nil).Expect(t, http.StatusOK)
	check("after a submission")
}

func sep(path string) string {
	if slices.Contains([]byte(path), '?') {
		return "&"
	}
	return "?"
}

func idsOf(rows []listRow) []int64 {
	out := make([]int64, len(rows))
	for i, r := range rows {
		out[i] = r.ID
	}
	return out
}
