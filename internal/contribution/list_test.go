package contribution_test

import (
	"net/http"
	"strconv"
	"testing"
	"time"

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
	w.t.Helper()
	res := w.env.Get("/api/v3/contributions/"+path, w.tok[who]).Expect(w.t, http.StatusOK)
	var rows []listRow
	res.JSON(w.t, &rows)
	return rows, res.Header.Get("x-total-count")
}

func TestListsScopesFiltersAndTotals(t *testing.T) {
	w := newWorld(t)
	var submitted []int64
	for i := 0; i < 5; i++ {
		id := w.create("user", "SUGGESTION")
		w.save("user", "SUGGESTION", map[string]any{"id": id, "title": "Idea number " + strconv.Itoa(i), "summary": "A summary."}).Expect(t, http.StatusOK)
		w.act("user", id, "submit", nil).Expect(t, http.StatusOK)
		submitted = append(submitted, id)
	}
	draft := w.create("user", "SUGGESTION")
	ext := w.create("external", "SUGGESTION")
	w.act("external", ext, "submit", nil).Expect(t, http.StatusOK)

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
	w.act("competition", submitted[0], "start-pre-evaluation", nil).Expect(t, http.StatusOK)
	// Filters.
	if rows, total := w.list("user", "SUGGESTION/0/all?title=NUMBER%203"); total != "1" || rows[0].Title != "Idea number 3" {
		t.Errorf("title filter: %s %+v", total, rows)
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
	// The counters agree with a real count after moves and deletes.
	w.env.Do(testkit.Request{Method: http.MethodDelete, Path: "/api/v3/contributions/SUGGESTION/" + strconv.FormatInt(draft, 10), Token: w.tok["user"]}).Expect(t, http.StatusNoContent)
	w.act("user", submitted[1], "cancel", nil).Expect(t, http.StatusOK)
	if _, total := w.list("admin", "SUGGESTION/0/all"); total != "6" {
		t.Errorf("total after cancel (still listed): %s", total)
	}
	// Bad input.
	w.env.Get("/api/v3/contributions/SUGGESTION/0/everything", w.tok["user"]).Expect(t, http.StatusBadRequest)
	w.env.Get("/api/v3/contributions/SUGGESTION/x/all", w.tok["user"]).Expect(t, http.StatusBadRequest)
	w.env.Get("/api/v3/contributions/SUGGESTION/0/all?sort=body", w.tok["user"]).Expect(t, http.StatusBadRequest)
	w.env.Get("/api/v3/contributions/SUGGESTION/0/all?dateSubmittedFrom=yesterday", w.tok["user"]).Expect(t, http.StatusBadRequest)
	// The module's listing setting is enforced.
	w.env.Do(testkit.Request{Method: http.MethodPut, Path: "/api/v3/config/update-config", Token: w.tok["admin"], Body: map[string]any{
		"moduleSubmitListSettings": map[string]any{"SUGGESTION": map[string]any{"listingEnabled": "INTERNAL", "submitEnabled": "INTERNAL"}},
	}}).Expect(t, http.StatusOK)
	w.env.Get("/api/v3/contributions/SUGGESTION/0/all", w.tok["external"]).Expect(t, http.StatusForbidden)
}

func stateIDOf(t *testing.T, w *world, id int64) int64 {
	t.Helper()
	res := w.env.Get("/api/v3/contributions/"+strconv.FormatInt(id, 10), w.tok["user"]).Expect(t, http.StatusOK)
	var d struct {
		StateID int64 `json:"stateId"`
	}
	res.JSON(t, &d)
	return d.StateID
}
