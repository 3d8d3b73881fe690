package contribution_test

import (
	"context"
	"net/http"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/contribution"
)

// backdate moves a contribution's creation back by age.
func (w *world) backdate(id int64, age time.Duration) {
	w.T.Helper()
	if _, err := w.Env.App.DB.Exec(context.Background(), "UPDATE contribution SET created_date = ? WHERE id = ?", time.Now().UTC().Add(-age), id); err != nil {
		w.T.Fatal(err)
	}
}

// draftCounterMatches checks the per-state counter of the draft state
// against the rows in it.
func (w *world) draftCounterMatches() {
	w.T.Helper()
	var counted, rows int64
	ctx := context.Background()
	const draftState = `(SELECT s.id FROM life_cycle_state s JOIN life_cycle l ON l.id = s.life_cycle_id
		WHERE l.contribution_type = 'SUGGESTION' AND l.is_default = ? AND s.code = 'DRAFT')`
	if err := w.Env.App.DB.QueryRow(ctx, "SELECT COALESCE(SUM(n), 0) FROM contribution_count WHERE state_id = "+draftState, true).Scan(&counted); err != nil {
		w.T.Fatal(err)
	}
	if err := w.Env.App.DB.QueryRow(ctx, "SELECT COUNT(*) FROM contribution WHERE state_id = "+draftState, true).Scan(&rows); err != nil {
		w.T.Fatal(err)
	}
	if counted != rows {
		w.T.Errorf("draft counter %d, drafts %d", counted, rows)
	}
}

// A draft nobody saved has no title and shows nowhere: not in "Mine", its
// counts, the user's statistic or a title search; saved once, it shows.
func TestUntouchedDraftsShowInNoList(t *testing.T) {
	w := newWorld(t)
	untouched := w.Draft("user", "SUGGESTION")
	saved := w.Draft("user", "SUGGESTION")
	w.Save("user", "SUGGESTION", map[string]any{"id": saved, "title": "Half-written idea", "savedAsDraft": true}).Expect(t, http.StatusOK)

	// The owner opens it: empty title, the form asks for one.
	var e struct{ Title string }
	w.Env.Get("/api/v3/contributions/edit/"+itoa(untouched)+"/SUGGESTION", w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &e)
	if e.Title != "" {
		t.Errorf("a new draft's title: %q", e.Title)
	}
	w.Save("user", "SUGGESTION", map[string]any{"id": untouched, "title": "  "}).ExpectError(t, http.StatusBadRequest, "")

	rows, total := w.list("user", "SUGGESTION/0/mine")
	if total != "1" || len(rows) != 1 || rows[0].ID != saved {
		t.Errorf("mine: total %s rows %+v", total, rows)
	}
	for _, sort := range []string{"title,asc", "title,desc"} {
		if rows, _ := w.list("user", "SUGGESTION/0/mine?sort="+sort); len(rows) != 1 || rows[0].Title != "Half-written idea" {
			t.Errorf("mine sorted by %s: %+v", sort, rows)
		}
	}
	if c := w.counts("user", "SUGGESTION/0"); c.Mine != 1 {
		t.Errorf("counts: mine %d", c.Mine)
	}
	var stats struct{ Total, Drafts int64 }
	w.Env.Get("/api/v3/contributions/user/"+strconv.FormatInt(w.IDs["user"], 10), w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &stats)
	if stats.Total != 1 || stats.Drafts != 1 {
		t.Errorf("user statistic: %+v", stats)
	}
	if rows, _ := w.list("user", "SUGGESTION/0/mine?title=e"); len(rows) != 1 {
		t.Errorf("title search: %+v", rows)
	}
	// No action takes an untouched draft out of the drafts, not even cancel.
	w.Act("user", untouched, "cancel", nil).ExpectError(t, http.StatusBadRequest, "contributionIncomplete")
	w.Act("user", untouched, "submit", nil).ExpectError(t, http.StatusBadRequest, "contributionIncomplete")

	// Saved once, it is listed.
	w.Save("user", "SUGGESTION", map[string]any{"id": untouched, "title": "Now it has a title", "savedAsDraft": true}).Expect(t, http.StatusOK)
	if _, total := w.list("user", "SUGGESTION/0/mine"); total != "2" {
		t.Errorf("mine after saving: %s", total)
	}
}

// The purge removes the untouched drafts older than a day, and only them;
// two nodes purging at once remove each draft once.
func TestPurgeRemovesOnlyOldUntouchedDrafts(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	var old []int64
	for range 3 {
		id := w.Draft("user", "SUGGESTION")
		w.backdate(id, 25*time.Hour)
		old = append(old, id)
	}
	fresh := w.Draft("user", "SUGGESTION")
	w.backdate(fresh, 23*time.Hour)
	savedOld := w.Create("user", "SUGGESTION")
	w.backdate(savedOld, 48*time.Hour)
	// A file on an old untouched draft goes with it.
	w.Env.Upload("/api/v3/contribution-files/upload-file/"+itoa(old[0])+"/ATTACHMENT", w.Tok["user"], "file", "plan.pdf",
		[]byte("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n")).Expect(t, http.StatusCreated)

	var wg sync.WaitGroup
	removed := make([]int, 2)
	errs := make([]error, 2)
	for i := range 2 {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			removed[i], errs[i] = w.Env.App.Contributions.PurgeUntouched(ctx, time.Now().UTC())
		}(i)
	}
	wg.Wait()
	if errs[0] != nil || errs[1] != nil {
		t.Fatalf("purge: %v %v", errs[0], errs[1])
	}
	if removed[0]+removed[1] != len(old) {
		t.Errorf("removed %v, want %d in all", removed, len(old))
	}
	for _, id := range old {
		w.Env.Get("/api/v3/contributions/"+itoa(id), w.Tok["user"]).Expect(t, http.StatusNotFound)
	}
	for _, id := range []int64{fresh, savedOld} {
		w.Env.Get("/api/v3/contributions/"+itoa(id), w.Tok["user"]).Expect(t, http.StatusOK)
	}
	var files int64
	if err := w.Env.App.DB.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_file WHERE contribution_id = ?", old[0]).Scan(&files); err != nil || files != 0 {
		t.Errorf("files of a purged draft: %d (%v)", files, err)
	}
	w.draftCounterMatches()

	// A day later the fresh one goes too; the saved one stays for good.
	if n, err := w.Env.App.Contributions.PurgeUntouched(ctx, time.Now().UTC().Add(2*time.Hour)); err != nil || n != 1 {
		t.Errorf("second purge: %d (%v)", n, err)
	}
	if n, err := w.Env.App.Contributions.PurgeUntouched(ctx, time.Now().UTC().Add(30*24*time.Hour)); err != nil || n != 0 {
		t.Errorf("a saved draft was purged: %d (%v)", n, err)
	}
	w.Env.Get("/api/v3/contributions/"+itoa(savedOld), w.Tok["user"]).Expect(t, http.StatusOK)
	w.draftCounterMatches()
	if contribution.UntouchedMaxAge != 24*time.Hour {
		t.Errorf("untouched drafts are kept %v", contribution.UntouchedMaxAge)
	}
}
