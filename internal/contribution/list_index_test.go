package contribution_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// indexWorld is a world with 700 suggestions of varied make written
// straight into the tables: drafts, hidden ones, fields, campaigns, two
// tags, equal titles and dates (ties), non-drafts without a submission
// date, Turkish titles, and roles of "user" on some (hidden ones among
// them) and of "content" on none.
type indexWorld struct {
	*world
	tags   [2]int64
	states []int64
	month  time.Time
}

func newIndexWorld(t *testing.T) indexWorld {
	w := newWorld(t)
	d := w.Env.App.DB
	ctx := context.Background()
	x := indexWorld{world: w, month: time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)}
	var lifeCycle int64
	if err := d.QueryRow(ctx, "SELECT MIN(id) FROM life_cycle WHERE contribution_type = ?", contribution.TypeSuggestion).Scan(&lifeCycle); err != nil {
		t.Fatal(err)
	}
	// Drafts sit in the first state (NEW), the others in the next three, as
	// the engine keeps them: the unfiltered totals count the others.
	states, err := db.Int64s(ctx, d, "SELECT id FROM life_cycle_state WHERE life_cycle_id = ? AND state_type NOT IN (?, ?) ORDER BY id",
		lifeCycle, lifecycle.TypeNew, lifecycle.TypeDraft)
	if err != nil || len(states) < 3 {
		t.Fatalf("states of life cycle %d: %v %v", lifeCycle, states, err)
	}
	x.states = states
	var draftState int64
	if err := d.QueryRow(ctx, "SELECT MIN(id) FROM life_cycle_state WHERE life_cycle_id = ? AND state_type = ?", lifeCycle, lifecycle.TypeNew).
		Scan(&draftState); err != nil {
		t.Fatal(err)
	}
	for i, name := range []string{"Energy", "Safety"} {
		if x.tags[i], err = d.InsertID(ctx, "INSERT INTO contribution_tag (name, name_key, created_date) VALUES (?, ?, ?)",
			name+" index", strings.ToLower(name)+" index", db.Now()); err != nil {
			t.Fatal(err)
		}
	}
	verbs := []string{"Reduce", "Move", "Check", "Repair", "Switch off", "İncele", "Label"}
	things := []string{"the energy meter", "the idea board", "the print room", "İstanbul şehir hattı", "ışık panosu", "the archive"}
	tails := []string{"", " once a week", " at the main office", "  twice"}
	r := rand.New(rand.NewPCG(7, 14))
	err = d.WithTx(ctx, func(ctx context.Context) error {
		for i := range 700 {
			title := verbs[r.IntN(len(verbs))] + " " + things[r.IntN(len(things))] + tails[r.IntN(len(tails))]
			publish, visible := "ANNOUNCED", r.IntN(12) != 0
			created := x.month.Add(time.Duration(r.IntN(90*24)) * time.Hour)
			var submitted any = created.Add(time.Hour)
			switch {
			case i%10 == 0:
				publish, submitted = contribution.PublishDraft, nil
			case i%37 == 0:
				submitted = nil // outside drafts without a date
			case i%9 == 0:
				submitted = x.month.Add(24 * time.Hour) // ties
			}
			state := states[r.IntN(3)]
			if publish == contribution.PublishDraft {
				state = draftState
			}
			var field, campaign any
			if r.IntN(4) != 0 {
				field = int64(1 + r.IntN(3))
			}
			if r.IntN(3) == 0 {
				campaign = int64(1 + r.IntN(3))
			}
			updated := created.Add(time.Duration(r.IntN(3)) * 24 * time.Hour)
			if i%11 == 0 {
				updated = x.month // ties
			}
			id, err := d.InsertID(ctx, `INSERT INTO contribution (code, contribution_type, life_cycle_id, state_id, title, search_title,
				publish_state, visible, field_id, campaign_id, created_by, created_date, submitted_date, updated_date)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				fmt.Sprintf("SUG-X%04d", i), contribution.TypeSuggestion, lifeCycle, state, title, db.Fold(title),
				publish, visible, field, campaign, w.IDs["admin"], created, submitted, updated)
			if err != nil {
				return err
			}
			for k, tag := range x.tags {
				if r.IntN(3+k) == 0 {
					if _, err := d.Exec(ctx, "INSERT INTO contribution_tag_link (contribution_id, tag_id) VALUES (?, ?)", id, tag); err != nil {
						return err
					}
				}
			}
			for _, role := range []struct {
				name  string
				every int
			}{{"OWNER", 7}, {"MENTOR", 5}} {
				if i%role.every == 0 {
					if _, err := d.Exec(ctx, `INSERT INTO contribution_user (contribution_id, user_id, user_role, is_active, assigned_date)
						VALUES (?, ?, ?, ?, ?)`, id, w.IDs["user"], role.name, i%3 != 0, created); err != nil {
						return err
					}
				}
			}
		}
		// The per-state counters the unfiltered lists' totals come from.
		if _, err := d.Exec(ctx, "DELETE FROM contribution_count"); err != nil {
			return err
		}
		_, err := d.Exec(ctx, `INSERT INTO contribution_count (contribution_type, state_id, visible, n)
			SELECT contribution_type, state_id, visible, COUNT(*) FROM contribution GROUP BY contribution_type, state_id, visible`)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// randomQuery is an "all" list with zero to three filters of the filter
// form, in any offered sort, at one of the first pages.
func (x indexWorld) randomQuery(r *rand.Rand) string {
	q := url.Values{"size": {fmt.Sprint(1 + r.IntN(6))}, "page": {fmt.Sprint(r.IntN(4))}}
	sorts := []string{"id", "code", "title", "dateSubmitted", "dateUpdated", "createdDate", "stateId"}
	q.Set("sort", sorts[r.IntN(len(sorts))]+[]string{",asc", ",desc"}[r.IntN(2)])
	for range r.IntN(4) {
		switch r.IntN(9) {
		case 0:
			q.Set("contributionFieldId", fmt.Sprint(1+r.IntN(4)))
		case 1:
			q.Set("stateId", fmt.Sprint(x.states[r.IntN(3)]))
		case 2:
			q.Set("selectedTagId", fmt.Sprint(x.tags[r.IntN(2)]))
		case 3:
			q.Set("campaignId", fmt.Sprint(1+r.IntN(3)))
		case 4:
			q.Set("eiId", []string{"SUG-X00", "x01", "sug", "12", "0", " X06 ", "nope", "  "}[r.IntN(8)])
		case 5:
			from := x.month.Add(time.Duration(r.IntN(100)) * 24 * time.Hour)
			if r.IntN(3) != 0 {
				q.Set("dateSubmittedFrom", from.Format(time.DateOnly))
			}
			if r.IntN(3) != 0 {
				q.Set("dateSubmittedTo", from.AddDate(0, 0, 1+r.IntN(40)).Format(time.DateOnly))
			}
		case 6, 7:
			q.Set("title", []string{"energy", "ENERGY meter", "the", "once a week", "a week", "at the main", "istanbul", "İSTANBUL Şehir",
				"ışık", "switch off the", "e", "  twice", "off  the", "xyz", "room once", "check the print room once a week"}[r.IntN(16)])
		case 8:
			q.Set("role", []string{"OWNER", "MENTOR", "EXPERT"}[r.IntN(3)])
		}
	}
	if r.IntN(8) == 0 {
		q.Set("exactTotal", "true")
	}
	return q.Encode()
}

// Every list the index answers is the list SQL reads: the same rows in the
// same order and the same total, for random filter combinations, sorts and
// pages, and for callers with and without roles on hidden contributions.
func TestListIndexAgrees(t *testing.T) {
	x := newIndexWorld(t)
	contribution.SetCountCap(t, 40) // some totals are capped
	r := rand.New(rand.NewPCG(1, 2))
	type answer struct {
		ids   []int64
		total string
	}
	read := func(who, query string) answer {
		t.Helper()
		rows, total := x.list(who, "SUGGESTION/0/all?"+query)
		return answer{idsOf(rows), total}
	}
	type ask struct{ who, query string }
	var asks []ask
	for range 400 {
		asks = append(asks, ask{[]string{"user", "content", "external", "suggestion"}[r.IntN(4)], x.randomQuery(r)})
	}
	// The edges of a date range (the day "to" names is in it): the ties were
	// submitted at midnight, 2 March.
	for _, q := range []string{"dateSubmittedTo=2026-03-01", "dateSubmittedFrom=2026-03-02", "dateSubmittedFrom=2026-03-01&dateSubmittedTo=2026-03-01"} {
		asks = append(asks, ask{"content", q + "&sort=dateSubmitted,asc&size=3"})
	}
	contribution.SetListIndex(t, "off")
	want := make([]answer, len(asks))
	nonEmpty := 0
	for i, a := range asks {
		want[i] = read(a.who, a.query)
		if len(want[i].ids) > 0 {
			nonEmpty++
		}
	}
	if nonEmpty < len(asks)/3 {
		t.Fatalf("only %d of %d lists have rows: the data does not exercise the filters", nonEmpty, len(asks))
	}
	contribution.SetListIndex(t, "sync")
	before := contribution.ListIndexAnswers()
	for i, a := range asks {
		if got := read(a.who, a.query); !slices.Equal(got.ids, want[i].ids) || got.total != want[i].total {
			t.Errorf("%s %s: index %v (total %s), SQL %v (total %s)", a.who, a.query, got.ids, got.total, want[i].ids, want[i].total)
		}
	}
	if answered := contribution.ListIndexAnswers() - before; answered < uint64(len(asks)-1) {
		t.Fatalf("the index answered %d of %d lists", answered, len(asks))
	}
	// A few answers checked outright.
	rows, total := x.list("content", "SUGGESTION/0/all?title=once+a+week&exactTotal=true&size=500")
	for _, row := range rows {
		if !strings.Contains(strings.ToLower(row.Title), "once a week") {
			t.Errorf("%q does not hold the phrase", row.Title)
		}
	}
	if len(rows) == 0 || total != fmt.Sprint(len(rows)) {
		t.Errorf("once a week: %d rows, total %s", len(rows), total)
	}
	turkish, _ := x.list("content", "SUGGESTION/0/all?title="+url.QueryEscape("ISTANBUL")+"&size=3")
	if len(turkish) == 0 || !strings.Contains(turkish[0].Title, "İstanbul") {
		t.Errorf("ISTANBUL finds %v", turkish)
	}
}

// The index follows every write its lists depend on, on this node: a new
// submission, a title, a tag, a visibility change and a state change show
// in the next list, which the index answers again once rebuilt.
func TestListIndexFollowsWrites(t *testing.T) {
	w := newWorld(t)
	contribution.SetListIndex(t, "sync")
	d := w.Env.App.DB
	ctx := context.Background()
	seqOf := func() int64 {
		t.Helper()
		var seq int64
		if err := d.QueryRow(ctx, "SELECT seq FROM list_change WHERE id = 1").Scan(&seq); err != nil {
			t.Fatal(err)
		}
		return seq
	}
	// A draft is in no "all" list: opening the form and saving it leave the
	// index as it is.
	beforeDraft := seqOf()
	id := w.Create("user", "SUGGESTION")
	w.Save("user", "SUGGESTION", map[string]any{"id": id, "title": "Quiet boiler house", "summary": "A summary."}).Expect(t, http.StatusOK)
	if seqOf() != beforeDraft {
		t.Fatalf("a draft moved list_change from %d to %d", beforeDraft, seqOf())
	}
	titles := func(who, query string) []string {
		t.Helper()
		rows, _ := w.list(who, "SUGGESTION/0/all?size=50&"+query)
		var out []string
		for _, r := range rows {
			out = append(out, r.Title)
		}
		return out
	}
	if got := titles("content", "title=boiler"); len(got) != 0 {
		t.Fatalf("a draft is listed: %v", got)
	}
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	before := contribution.ListIndexAnswers()
	if got := titles("content", "title=boiler"); !slices.Equal(got, []string{"Quiet boiler house"}) {
		t.Fatalf("after the submission: %v", got)
	}
	if contribution.ListIndexAnswers() == before {
		t.Fatal("the index did not answer after the submission")
	}
	w.Call("admin", http.MethodPost, "/api/v3/contributions/changeVisibility", map[string]any{"contributionId": id, "visible": false}).
		Expect(t, http.StatusOK)
	if got := titles("external", "title=boiler"); len(got) != 0 {
		t.Fatalf("a hidden contribution is listed to a caller without a role on it: %v", got)
	}
	if got := titles("user", "title=boiler"); !slices.Equal(got, []string{"Quiet boiler house"}) {
		t.Fatalf("the owner does not see their hidden contribution: %v", got)
	}
	// A role on it shows it; the role revoked (on "another node": straight
	// in the database) hides it again at once, though this node remembers
	// the caller's roles: they are read again when role_seq moves.
	if _, err := d.Exec(ctx, `INSERT INTO contribution_user (contribution_id, user_id, user_role, is_active, assigned_date)
		VALUES (?, ?, 'EXPERT', ?, ?)`, id, w.IDs["content"], true, db.Now()); err != nil {
		t.Fatal(err)
	}
	if got := titles("content", "title=boiler"); !slices.Equal(got, []string{"Quiet boiler house"}) {
		t.Fatalf("an expert does not see the hidden contribution: %v", got)
	}
	if got := titles("content", "role=EXPERT"); !slices.Equal(got, []string{"Quiet boiler house"}) {
		t.Fatalf("the role filter: %v", got)
	}
	if _, err := d.Exec(ctx, "UPDATE contribution_user SET is_active = ? WHERE user_id = ?", false, w.IDs["content"]); err != nil {
		t.Fatal(err)
	}
	if got := titles("content", "title=boiler"); len(got) != 0 {
		t.Fatalf("a revoked expert still sees the hidden contribution: %v", got)
	}
	if got := titles("content", "role=EXPERT"); len(got) != 0 {
		t.Fatalf("the role filter after the role was revoked: %v", got)
	}
	w.Call("admin", http.MethodPost, "/api/v3/contributions/changeVisibility", map[string]any{"contributionId": id, "visible": true}).
		Expect(t, http.StatusOK)
	if got := titles("content", "title=boiler"); len(got) != 1 {
		t.Fatalf("visible again: %v", got)
	}
	tag, err := d.InsertID(ctx, "INSERT INTO contribution_tag (name, name_key, created_date) VALUES (?, ?, ?)", "Heat", "heat", db.Now())
	if err != nil {
		t.Fatal(err)
	}
	if got := titles("content", fmt.Sprintf("selectedTagId=%d", tag)); len(got) != 0 {
		t.Fatalf("an unused tag lists %v", got)
	}
	if _, err := d.Exec(ctx, "INSERT INTO contribution_tag_link (contribution_id, tag_id) VALUES (?, ?)", id, tag); err != nil {
		t.Fatal(err)
	}
	if got := titles("content", fmt.Sprintf("selectedTagId=%d", tag)); !slices.Equal(got, []string{"Quiet boiler house"}) {
		t.Fatalf("after linking the tag: %v", got)
	}
	if _, err := d.Exec(ctx, "UPDATE contribution SET title = ?, search_title = ? WHERE id = ?", "Loud boiler house", "loud boiler house", id); err != nil {
		t.Fatal(err)
	}
	if got := titles("content", "title=loud"); !slices.Equal(got, []string{"Loud boiler house"}) {
		t.Fatalf("after the title changed: %v", got)
	}
	if _, err := d.Exec(ctx, "DELETE FROM contribution_tag_link WHERE contribution_id = ?", id); err != nil {
		t.Fatal(err)
	}
	if got := titles("content", fmt.Sprintf("selectedTagId=%d", tag)); len(got) != 0 {
		t.Fatalf("after unlinking the tag: %v", got)
	}
	// A write of columns the lists do not read leaves the index as it is.
	seq := seqOf()
	if _, err := d.Exec(ctx, "UPDATE contribution SET comment_count = comment_count + 1 WHERE id = ?", id); err != nil {
		t.Fatal(err)
	}
	if after := seqOf(); after != seq {
		t.Fatalf("a comment count moved list_change from %d to %d", seq, after)
	}
	// A transaction that writes many rows moves it; one rolled back does not.
	err = d.WithTx(ctx, func(ctx context.Context) error {
		_, err := d.Exec(ctx, "UPDATE contribution SET updated_date = ? WHERE contribution_type = ?", db.Now(), contribution.TypeSuggestion)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if after := seqOf(); after <= seq {
		t.Fatalf("after a committed update list_change is %d (was %d)", after, seq)
	}
	seq = seqOf()
	_ = d.WithTx(ctx, func(ctx context.Context) error {
		if _, err := d.Exec(ctx, "UPDATE contribution SET updated_date = ? WHERE id = ?", db.Now(), id); err != nil {
			return err
		}
		return fmt.Errorf("roll back")
	})
	if after := seqOf(); after != seq {
		t.Fatalf("after a rolled back update list_change is %d (was %d)", after, seq)
	}
}

// In the background mode of production, a write is listed at once (by SQL
// while the index is stale), and the index answers again once rebuilt.
func TestListIndexRebuildsInTheBackground(t *testing.T) {
	w := newWorld(t)
	contribution.SetListIndex(t, "async")
	id := w.Create("user", "SUGGESTION")
	w.Save("user", "SUGGESTION", map[string]any{"id": id, "title": "Shade the south windows", "summary": "A summary."}).Expect(t, http.StatusOK)
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	deadline := time.Now().Add(10 * time.Second)
	for {
		before := contribution.ListIndexAnswers()
		rows, total := w.list("content", "SUGGESTION/0/all?title=south")
		if len(rows) != 1 || rows[0].ID != id || total != "1" {
			t.Fatalf("the new contribution is not listed: %v (total %s)", idsOf(rows), total)
		}
		if contribution.ListIndexAnswers() > before {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the index was not rebuilt within 10 s")
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Each type's index follows its own counter (migration 36): an
// improvement submitted, tagged or deleted moves the improvements' counter
// and leaves the suggestions' index current, so their lists keep being
// answered from it with no rebuild.
func TestListIndexOfATypeIgnoresTheOthersWrites(t *testing.T) {
	w := newWorld(t)
	contribution.SetListIndex(t, "async")
	d := w.Env.App.DB
	ctx := context.Background()
	counters := func() (suggestion, improvement int64) {
		t.Helper()
		if err := d.QueryRow(ctx, "SELECT seq_suggestion, seq_improvement FROM list_change WHERE id = 1").Scan(&suggestion, &improvement); err != nil {
			t.Fatal(err)
		}
		return suggestion, improvement
	}
	submit := func(typ, title string) int64 {
		t.Helper()
		id := w.Create("user", typ)
		w.Save("user", typ, map[string]any{"id": id, "title": title, "summary": "A summary."}).Expect(t, http.StatusOK)
		w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
		return id
	}
	suggestionID := submit("SUGGESTION", "Shade the south windows")
	answered := func() bool {
		t.Helper()
		before := contribution.ListIndexAnswers()
		rows, _ := w.list("content", "SUGGESTION/0/all?title=south")
		if len(rows) != 1 || rows[0].ID != suggestionID {
			t.Fatalf("the suggestion is not listed: %v", idsOf(rows))
		}
		return contribution.ListIndexAnswers() > before
	}
	for deadline := time.Now().Add(10 * time.Second); !answered(); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the suggestions' index was not built within 10 s")
		}
	}

	s0, i0 := counters()
	improvementID := submit("IMPROVEMENT", "Shade the north windows")
	s1, i1 := counters()
	if s1 != s0 || i1 <= i0 {
		t.Fatalf("an improvement submitted moved the counters from %d/%d to %d/%d", s0, i0, s1, i1)
	}
	if !answered() {
		t.Fatal("an improvement's submission sent the suggestions' list to SQL")
	}
	var tag int64
	if err := d.QueryRow(ctx, "SELECT MIN(id) FROM contribution_tag").Scan(&tag); err != nil || tag == 0 {
		if tag, err = d.InsertID(ctx, "INSERT INTO contribution_tag (name, name_key, created_date) VALUES ('Per type', 'per type', ?)", db.Now()); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := d.Exec(ctx, "INSERT INTO contribution_tag_link (contribution_id, tag_id) VALUES (?, ?)", improvementID, tag); err != nil {
		t.Fatal(err)
	}
	s2, i2 := counters()
	if s2 != s0 || i2 <= i1 {
		t.Fatalf("an improvement's tag link moved the counters from %d/%d to %d/%d", s1, i1, s2, i2)
	}
	if _, err := d.Exec(ctx, "DELETE FROM contribution WHERE id = ?", improvementID); err != nil {
		t.Fatal(err)
	}
	if s3, i3 := counters(); s3 != s0 || i3 <= i2 {
		t.Fatalf("an improvement deleted moved the counters from %d/%d to %d/%d", s2, i2, s3, i3)
	}
	if !answered() {
		t.Fatal("an improvement's writes sent the suggestions' list to SQL")
	}
	// A suggestion's own write moves its counter, and the list is right at
	// once (read by SQL until the index is built again).
	if _, err := d.Exec(ctx, "UPDATE contribution SET title = 'Shade the south doors', search_title = 'shade the south doors' WHERE id = ?", suggestionID); err != nil {
		t.Fatal(err)
	}
	if s4, _ := counters(); s4 <= s0 {
		t.Fatalf("a suggestion's write left its counter at %d", s4)
	}
	rows, _ := w.list("content", "SUGGESTION/0/all?title=doors")
	if len(rows) != 1 || rows[0].ID != suggestionID {
		t.Fatalf("after the suggestion's write: %v", idsOf(rows))
	}
}
