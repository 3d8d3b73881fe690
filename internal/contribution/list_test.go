package contribution_test

import (
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/testkit"
)

type listRow struct {
	ID        int64
	Code      string
	Title     string
	StateCode string
	StateName string
}

func (w *world) list(who, path string) ([]listRow, string) {
	w.T.Helper()
	res := w.Env.Get("/api/v3/contributions/"+path, w.Tok[who]).Expect(w.T, http.StatusOK)
	var rows []listRow
	res.JSON(w.T, &rows)
	return rows, res.Header.Get("x-total-count")
}

func TestListsScopesFiltersAndTotals(t *testing.T) {
	w := newWorld(t)
	var submitted []int64
	for i := 0; i < 5; i++ {
		id := w.Create("user", "SUGGESTION")
		w.Save("user", "SUGGESTION", map[string]any{"id": id, "title": "Idea number " + strconv.Itoa(i), "summary": "A summary."}).Expect(t, http.StatusOK)
		w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
		submitted = append(submitted, id)
	}
	draft := w.Create("user", "SUGGESTION")
	ext := w.Create("external", "SUGGESTION")
	w.Act("external", ext, "submit", nil).Expect(t, http.StatusOK)

	rows, total := w.list("external", "SUGGESTION/0/all?page=0&size=4")
	if total != "6" || len(rows) != 4 {
		t.Errorf("all: total %s, %d rows", total, len(rows))
	}
	for _, r := range rows {
		if r.ID == draft {
			t.Error("someone else's draft is listed")
		}
	}
	if rows, total := w.list("user", "SUGGESTION/0/mine"); total != "6" || len(rows) != 6 {
		t.Errorf("mine: total %s (5 submitted and the draft)", total)
	}
	if _, total := w.list("competition", "SUGGESTION/0/assigned"); total != "0" {
		t.Errorf("assigned before any assignment: %s", total)
	}
	w.assign("suggestion", submitted[0], "MENTOR", "competition").Expect(t, http.StatusOK)
	if rows, total := w.list("competition", "SUGGESTION/0/assigned?role=MENTOR"); total != "1" || rows[0].ID != submitted[0] {
		t.Errorf("assigned: %s %+v", total, rows)
	}
	w.Act("competition", submitted[0], "start-pre-evaluation", nil).Expect(t, http.StatusOK)
	// Filters.
	if rows, total := w.list("user", "SUGGESTION/0/all?title=NUMBER%203&cacheBuster=1763771234567"); total != "1" || rows[0].Title != "Idea number 3" {
		t.Errorf("title filter: %s %+v", total, rows)
	}
	if rows, total := w.list("user", "SUGGESTION/0/all?title.contains=number%204"); total != "1" || rows[0].Title != "Idea number 4" {
		t.Errorf("title.contains filter: %s %+v", total, rows)
	}
	rows, _ = w.list("user", "SUGGESTION/0/all?langkey=tr&sort=id,asc")
	for _, r := range rows {
		if r.ID == submitted[0] {
			if r.StateName != "Ön değerlendirme" {
				t.Errorf("localized state name: %+v", r)
			}
		}
	}
	var d detail
	_, d = w.get("user", submitted[0], "en")
	stateID := strconv.FormatInt(stateIDOf(t, w, submitted[0]), 10)
	if _, total := w.list("user", "SUGGESTION/0/all?stateId="+stateID); total != "1" {
		t.Errorf("state filter: %s (%s)", total, d.StateCode)
	}
	if _, total := w.list("user", "SUGGESTION/0/all?eiId="+d.Code); total != "1" {
		t.Errorf("code filter: %s", total)
	}
	today := time.Now().UTC().Format("2006-01-02")
	if _, total := w.list("user", "SUGGESTION/0/all?dateSubmittedFrom="+today+"&dateSubmittedTo="+today); total != "6" {
		t.Errorf("date filter: %s", total)
	}
	if _, total := w.list("user", "SUGGESTION/0/all?dateSubmitted.greaterThanOrEqual="+today+"&stateId.equals="+stateID); total != "1" {
		t.Errorf("criteria spellings of the date and state filters: %s", total)
	}
	tomorrow := time.Now().UTC().AddDate(0, 0, 1).Format("2006-01-02")
	if _, total := w.list("user", "SUGGESTION/0/all?dateSubmitted.greaterThanOrEqual="+tomorrow); total != "0" {
		t.Errorf("submitted from tomorrow: %s", total)
	}
	// The counters agree with a real count after moves and deletes.
	w.Env.Do(testkit.Request{Method: http.MethodDelete, Path: "/api/v3/contributions/SUGGESTION/" + strconv.FormatInt(draft, 10), Token: w.Tok["user"]}).Expect(t, http.StatusNoContent)
	w.Act("user", submitted[1], "cancel", nil).Expect(t, http.StatusOK)
	if _, total := w.list("admin", "SUGGESTION/0/all"); total != "6" {
		t.Errorf("total after cancel (still listed): %s", total)
	}
	// Bad input.
	w.Env.Get("/api/v3/contributions/SUGGESTION/0/everything", w.Tok["user"]).Expect(t, http.StatusBadRequest)
	w.Env.Get("/api/v3/contributions/SUGGESTION/x/all", w.Tok["user"]).Expect(t, http.StatusBadRequest)
	w.Env.Get("/api/v3/contributions/SUGGESTION/0/all?sort=body", w.Tok["user"]).Expect(t, http.StatusBadRequest)
	w.Env.Get("/api/v3/contributions/SUGGESTION/0/all?dateSubmittedFrom=yesterday", w.Tok["user"]).Expect(t, http.StatusBadRequest)
	// The module's listing setting is enforced.
	w.Env.Do(testkit.Request{Method: http.MethodPut, Path: "/api/v3/config/update-config", Token: w.Tok["admin"], Body: map[string]any{
		"moduleSubmitListSettings": map[string]any{"SUGGESTION": map[string]any{"listingEnabled": "INTERNAL", "submitEnabled": "INTERNAL"}},
	}}).Expect(t, http.StatusOK)
	w.Env.Get("/api/v3/contributions/SUGGESTION/0/all", w.Tok["external"]).Expect(t, http.StatusForbidden)
}

func stateIDOf(t *testing.T, w *world, id int64) int64 {
	t.Helper()
	res := w.Env.Get("/api/v3/contributions/"+strconv.FormatInt(id, 10), w.Tok["user"]).Expect(t, http.StatusOK)
	var d struct {
		StateID int64 `json:"stateId"`
	}
	res.JSON(t, &d)
	return d.StateID
}

// Callers without a role on a hidden contribution share the pages of the
// "all" list; the pages follow this node's writes at once, and a caller
// with a role on a hidden contribution still gets it in their own list.
func TestSharedListPagesFollowWrites(t *testing.T) {
	w := newWorld(t)
	id := w.Create("user", "SUGGESTION")
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	w.assign("suggestion", id, "MENTOR", "admin").Expect(t, http.StatusOK)
	listed := func(who string) (bool, string) {
		t.Helper()
		rows, total := w.list(who, "SUGGESTION/0/all?size=100")
		for _, r := range rows {
			if r.ID == id {
				return true, total
			}
		}
		return false, total
	}
	if in, _ := listed("external"); !in {
		t.Fatal("a submitted contribution is not listed")
	}
	inContent, before := listed("content")
	if !inContent {
		t.Fatal("a submitted contribution is not listed for another user")
	}

	w.Call("admin", http.MethodPost, "/api/v3/contributions/changeVisibility", map[string]any{"contributionId": id, "visible": false}).Expect(t, http.StatusOK)
	for _, who := range []string{"external", "content"} {
		if in, total := listed(who); in || total == before {
			t.Errorf("%s after hiding: listed %v, total %s (was %s)", who, in, total, before)
		}
	}
	for _, who := range []string{"user", "admin"} { // owner and mentor
		if in, total := listed(who); !in || total != before {
			t.Errorf("%s (a role on it) after hiding: listed %v, total %s, want %s", who, in, total, before)
		}
	}

	w.Call("admin", http.MethodPost, "/api/v3/contributions/changeVisibility", map[string]any{"contributionId": id, "visible": true}).Expect(t, http.StatusOK)
	if in, total := listed("content"); !in || total != before {
		t.Errorf("after showing it again: listed %v, total %s, want %s", in, total, before)
	}
	// A new submission shows at once in the shared pages too.
	next := w.Create("improvement", "SUGGESTION")
	w.Act("improvement", next, "submit", nil).Expect(t, http.StatusOK)
	rows, _ := w.list("content", "SUGGESTION/0/all?size=100")
	found := false
	for _, r := range rows {
		found = found || r.ID == next
	}
	if !found {
		t.Error("a new submission is missing from the shared list")
	}
}

// Title search compares folded titles: any case, the dotted and dotless i of
// Turkish alike, LIKE wildcards taken literally, short and long terms (the
// latter go through SQLite's trigram index), and it follows a renamed title.
func TestTitleSearch(t *testing.T) {
	w := newWorld(t)
	titles := []string{"Şehir içi ulaşım", "İSTANBUL köprüsü", "100% recycled paper", "Idle machines"}
	ids := map[string]int64{}
	for _, title := range titles {
		id := w.Draft("user", "SUGGESTION")
		w.Save("user", "SUGGESTION", map[string]any{"id": id, "title": title, "summary": "A summary."}).Expect(t, http.StatusOK)
		if title != "Idle machines" { // stays a draft, so its owner can rename it
			w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
		}
		ids[title] = id
	}
	search := func(term string) []string {
		t.Helper()
		rows, total := w.list("user", "SUGGESTION/0/mine?sort=id,asc&title="+url.QueryEscape(term))
		var got []string
		for _, r := range rows {
			got = append(got, r.Title)
		}
		if total != strconv.Itoa(len(got)) {
			t.Errorf("search %q: x-total-count %s for %d rows", term, total, len(got))
		}
		return got
	}
	for term, want := range map[string][]string{
		"şehir":      {"Şehir içi ulaşım"},
		"ŞEHİR İÇİ":  {"Şehir içi ulaşım"},
		"istanbul":   {"İSTANBUL köprüsü"},
		"ıstanbul":   {"İSTANBUL köprüsü"},
		"KÖPRÜ":      {"İSTANBUL köprüsü"},
		"ul":         {"Şehir içi ulaşım", "İSTANBUL köprüsü"},
		"0%":         {"100% recycled paper"},
		"%":          {"100% recycled paper"},
		"_":          nil,
		" Recycled ": {"100% recycled paper"},
		"idle mach":  {"Idle machines"},
		"machinery":  nil,
		// Words are looked up in the index, the whole term is then checked.
		"100% recycled":  {"100% recycled paper"},
		"cled pap":       {"100% recycled paper"},
		"paper recycled": nil,
		"içi ulaşım":     {"Şehir içi ulaşım"},
		"ulaşım şehir":   nil,
		"içi":            {"Şehir içi ulaşım"},
		`"recycled"`:     nil,
		`recycled" OR "`: nil,
		"r 1":            nil,
	} {
		if got := search(term); !slices.Equal(got, want) {
			t.Errorf("search %q: %q, want %q", term, got, want)
		}
		// The same with every word taken as common (SQLite: the id set
		// probed along the sort's index instead of the index read first).
		restore := contribution.SetCommonWordMatches(0)
		if got := search(term); !slices.Equal(got, want) {
			t.Errorf("search %q as a common word: %q, want %q", term, got, want)
		}
		restore()
	}
	// A new title is found at once and the old one no longer.
	w.Save("user", "SUGGESTION", map[string]any{"id": ids["Idle machines"], "title": "Busy machines", "summary": "A summary."}).Expect(t, http.StatusOK)
	if got := search("idle"); len(got) != 0 {
		t.Errorf("old title still found: %q", got)
	}
	if got := search("busy mach"); !slices.Equal(got, []string{"Busy machines"}) {
		t.Errorf("new title: %q", got)
	}
	// The task list's search folds the same way.
	w.assign("suggestion", ids["Şehir içi ulaşım"], "MENTOR", "competition").Expect(t, http.StatusOK)
	w.Act("competition", ids["Şehir içi ulaşım"], "start-pre-evaluation", nil).Expect(t, http.StatusOK)
	if got := w.tasks("competition", "search="+url.QueryEscape("ŞEHİR")); len(got) == 0 {
		t.Error("task search by a folded title found nothing")
	}
	if got := w.tasks("competition", "search=nothing-like-it"); len(got) != 0 {
		t.Errorf("task search found %d tasks for an unknown title", len(got))
	}
}

func TestTrigramPhrases(t *testing.T) {
	for term, want := range map[string]string{
		"ventilation for the print room": `"ventilation" AND "print" AND "room"`,
		"for the":                        `"for" AND "the"`,
		"ab cd":                          "",
		`say "hi" now`:                   `"""hi"""`,
		"100% şehir":                     `"100%" AND "şehir"`,
		"  ":                             "",
	} {
		if got := contribution.TrigramPhrases(term); got != want {
			t.Errorf("TrigramPhrases(%q) = %s, want %s", term, got, want)
		}
	}
}

// A filtered list counts at most CountCap rows past the page's first: a
// longer one answers offset + cap as its total, unless exactTotal=true asks
// for the exact one; the pages themselves are the same either way.
func TestFilteredListTotalIsCapped(t *testing.T) {
	w := newWorld(t)
	contribution.SetCountCap(t, 3)
	for i := 0; i < 5; i++ {
		id := w.Create("user", "SUGGESTION")
		w.Save("user", "SUGGESTION", map[string]any{"id": id, "title": "Capped idea " + strconv.Itoa(i), "summary": "A summary."}).Expect(t, http.StatusOK)
		w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	}
	rows, total := w.list("user", "SUGGESTION/0/all?title=capped&size=2&sort=title,asc")
	if total != "3" || len(rows) != 2 || rows[0].Title != "Capped idea 0" {
		t.Errorf("capped total: %s, %+v", total, rows)
	}
	// the cap counts from the page shown: page 1 (rows 3-4) counts up to 2 + 3
	if _, total := w.list("user", "SUGGESTION/0/all?title=capped&size=2&page=1&sort=title,asc"); total != "5" {
		t.Errorf("total from page 1: %s", total)
	}
	contribution.SetCountCap(t, 1)
	// (another sort: the page just read is remembered for a moment, with its total)
	if _, total := w.list("user", "SUGGESTION/0/all?title=capped&size=2&page=1&sort=title,desc"); total != "3" {
		t.Errorf("capped total from page 1: %s", total)
	}
	if _, total := w.list("user", "SUGGESTION/0/all?title=capped&size=2&exactTotal=true"); total != "5" {
		t.Errorf("exact total: %s", total)
	}
	// A page that is not full still tells the exact total.
	if rows, total := w.list("user", "SUGGESTION/0/all?title=capped&size=2&page=2&sort=title,asc"); total != "5" || len(rows) != 1 || rows[0].Title != "Capped idea 4" {
		t.Errorf("last page: %s, %+v", total, rows)
	}
	// The unfiltered list takes its total from the counters, exact.
	if _, total := w.list("user", "SUGGESTION/0/all?size=2"); total != "5" {
		t.Errorf("unfiltered total: %s", total)
	}
	w.Env.Get("/api/v3/contributions/SUGGESTION/0/all?exactTotal=maybe", w.Tok["user"]).Expect(t, http.StatusBadRequest)
}

// The code filter (eiId) finds the codes that contain the term, in any
// case, short terms too (three letters or more go through SQLite's trigram
// index of codes), and takes LIKE wildcards literally.
func TestCodeFilter(t *testing.T) {
	w := newWorld(t)
	var codes []string
	for i := 0; i < 3; i++ {
		id := w.Create("user", "SUGGESTION")
		w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
		var d detail
		_, d = w.get("user", id, "en")
		codes = append(codes, d.Code)
	}
	find := func(term string) []string {
		t.Helper()
		rows, total := w.list("user", "SUGGESTION/0/all?sort=code,asc&eiId="+url.QueryEscape(term))
		var got []string
		for _, r := range rows {
			got = append(got, r.Code)
		}
		if total != strconv.Itoa(len(got)) {
			t.Errorf("code %q: x-total-count %s for %d rows", term, total, len(got))
		}
		return got
	}
	last := codes[2]
	for term, want := range map[string][]string{
		last:                                {last},
		strings.ToLower(last):               {last},
		strings.ToLower(last[len(last)-4:]): {last},
		" " + last[len(last)-3:] + " ":      {last},
		"sug":                               codes,
		"SU":                                codes,
		"%":                                 nil,
		"_":                                 nil,
		"XYZ":                               nil,
		last + "9":                          nil,
	} {
		if got := find(term); !slices.Equal(got, want) {
			t.Errorf("code %q: %q, want %q", term, got, want)
		}
		restore := contribution.SetCommonWordMatches(0) // the id-set plan
		if got := find(term); !slices.Equal(got, want) {
			t.Errorf("code %q as a common one: %q, want %q", term, got, want)
		}
		restore()
	}
}
