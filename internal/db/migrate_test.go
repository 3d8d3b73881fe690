package db_test

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/testkit"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

// openAt opens a database on the engine the suite runs on, migrated up to
// version: what a previous release left.
func openAt(t *testing.T, version int) *db.DB {
	t.Helper()
	d := openEmpty(t)
	if err := d.MigrateTo(context.Background(), quiet, version); err != nil {
		t.Fatal(err)
	}
	return d
}

// mustInsert runs an INSERT and gives the new row's id.
func mustInsert(t *testing.T, d *db.DB, query string, args ...any) int64 {
	t.Helper()
	id, err := d.InsertID(context.Background(), query, args...)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// openEmpty opens an empty database on the engine the suite runs on.
func openEmpty(t *testing.T) *db.DB {
	t.Helper()
	var d *db.DB
	var err error
	if os.Getenv("INNO_TEST_DB") == "postgres" {
		d, err = db.Open(context.Background(), testkit.FreshPostgresSchema(t), "")
	} else {
		d, err = db.Open(context.Background(), "", filepath.Join(t.TempDir(), "inno.db"))
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = d.Close() })
	return d
}

func TestMigrationsAreOrderedAndCoverBothEngines(t *testing.T) {
	all, err := db.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range all {
		if m.Version != i+1 {
			t.Fatalf("migration %d is version %d: versions must run 1, 2, 3… without gaps", i, m.Version)
		}
		if len(m.SQL) == 0 {
			t.Errorf("migration %04d_%s has no statements", m.Version, m.Name)
		}
	}
	if m := all[13]; m.Version != 14 || m.SQL[db.SQLite] == "" || m.SQL[db.Postgres] != "" {
		t.Errorf("0014 (title search index) should be for SQLite only: %+v", m.SQL)
	}
	if all[12].Go == nil {
		t.Error("0013 lost its Go step (folding the titles already there)")
	}
}

// A database left by the release before title search (schema 12) opens with
// this one: its titles are folded and found by the search index.
func TestUpgradeFoldsExistingTitles(t *testing.T) {
	ctx := context.Background()
	d := openAt(t, 12)
	now := time.Now().UTC()
	userID, lcID, stateID := oldSuggestionParts(t, d, now)
	titles := []string{"İSTANBUL köprüsü", "Şehir içi ulaşım", "Plain title"}
	for i, title := range titles {
		if _, err := d.Exec(ctx, `INSERT INTO contribution (code, contribution_type, life_cycle_id, state_id, title, created_by, created_date, updated_date)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, "S-"+string(rune('1'+i)), "SUGGESTION", lcID, stateID, title, userID, now, now); err != nil {
			t.Fatal(err)
		}
	}
	if err := d.Migrate(ctx, quiet); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	rows, err := d.Query(ctx, "SELECT title, search_title FROM contribution")
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var title, folded string
		if err := rows.Scan(&title, &folded); err != nil {
			t.Fatal(err)
		}
		got[title] = folded
	}
	if err := rows.Close(); err != nil {
		t.Fatal(err)
	}
	for title, want := range map[string]string{"İSTANBUL köprüsü": "istanbul köprüsü", "Şehir içi ulaşım": "şehir içi ulaşim", "Plain title": "plain title"} {
		if got[title] != want {
			t.Errorf("search_title of %q = %q, want %q", title, got[title], want)
		}
	}
	if d.Dialect == db.SQLite {
		var title string
		if err := d.QueryRow(ctx, `SELECT c.title FROM contribution c
			WHERE c.id IN (SELECT rowid FROM contribution_title_search WHERE search_title LIKE ?)`, "%köprü%").Scan(&title); err != nil || title != "İSTANBUL köprüsü" {
			t.Errorf("the trigram index does not find the old title: %q, %v", title, err)
		}
	}
}

// A database left by the release before extra inputs took the spec's shape
// (schema 14) opens with this one: selection values that were strings
// become options {language, label, rank} in every configured language,
// answers naming an option by its text name its rank, labels get ids and
// blank bounds become the type's defaults.
func TestUpgradeConvertsExtraInputSelectionValues(t *testing.T) {
	ctx := context.Background()
	d := openAt(t, 14)
	exec := func(q string, args ...any) int64 { return mustInsert(t, d, q, args...) }
	now := time.Now().UTC()
	if _, err := d.Exec(ctx, "INSERT INTO app_setting (name, value) VALUES (?, ?)", "app.config", `{"locales":["tr","en","de"]}`); err != nil {
		t.Fatal(err)
	}
	userID := exec("INSERT INTO app_user (login, password_hash, created_by, created_date) VALUES (?, ?, ?, ?)", "old", "x", "test", now)
	lcID := exec("INSERT INTO life_cycle (name, contribution_type, created_date) VALUES (?, ?, ?)", "old", "SUGGESTION", now)
	stateID := exec("INSERT INTO life_cycle_state (life_cycle_id, code, state_type, rank) VALUES (?, ?, ?, ?)", lcID, "SUBMITTED", "SUBMITTED", 1)
	input := func(typ, values string, lo, hi any) int64 {
		return exec(`INSERT INTO extra_input (source, input_type, list_order, min_value, max_value, selection_values, created_date)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, "SUGGESTION", typ, 1, lo, hi, values, now)
	}
	single := input("SINGLE_SELECTION", `["Ankara","İzmir","Head office"]`, nil, nil)
	multiple := input("MULTIPLE_SELECTION", `["Safety","Quality","Cost"]`, nil, nil)
	text := input("TEXT_AREA", `[]`, nil, nil)
	numeric := input("NUMERIC", `[]`, 5, nil)
	for _, in := range []int64{single, multiple, text, numeric} {
		for _, l := range []string{"tr", "en"} {
			if _, err := d.Exec(ctx, "INSERT INTO extra_input_definition (extra_input_id, language, label, explanation) VALUES (?, ?, ?, ?)",
				in, l, "Label "+l, "Why "+l); err != nil {
				t.Fatal(err)
			}
		}
	}
	contribution := func(code string) int64 {
		return exec(`INSERT INTO contribution (code, contribution_type, life_cycle_id, state_id, title, created_by, created_date, updated_date)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, code, "SUGGESTION", lcID, stateID, "Old "+code, userID, now, now)
	}
	a, b, c := contribution("S-1"), contribution("S-2"), contribution("S-3")
	answer := func(cid, in int64, v string) {
		if _, err := d.Exec(ctx, "INSERT INTO extra_input_answer (contribution_id, extra_input_id, value) VALUES (?, ?, ?)", cid, in, v); err != nil {
			t.Fatal(err)
		}
	}
	answer(a, single, "Head office")
	answer(b, single, "Paris") // no longer offered when the old release stopped
	answer(a, multiple, `["Cost","Safety"]`)
	answer(b, multiple, `["Speed"]`)
	answer(c, multiple, `["Quality","Speed"]`)
	answer(a, text, "Free text stays")

	if err := d.Migrate(ctx, quiet); err != nil {
		t.Fatal(err)
	}

	values := func(in int64) string {
		var v string
		if err := d.QueryRow(ctx, "SELECT selection_values FROM extra_input WHERE id = ?", in).Scan(&v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	var options []struct {
		Language, Label string
		Rank            int
	}
	if err := json.Unmarshal([]byte(values(single)), &options); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, o := range options {
		got = append(got, fmt.Sprintf("%d%s:%s", o.Rank, o.Language, o.Label))
	}
	if want := "1tr:Ankara 1en:Ankara 1de:Ankara 2tr:İzmir 2en:İzmir 2de:İzmir 3tr:Head office 3en:Head office 3de:Head office"; strings.Join(got, " ") != want {
		t.Errorf("converted options:\n got %s\nwant %s", strings.Join(got, " "), want)
	}
	if v := values(text); v != "[]" {
		t.Errorf("a text input's values: %s", v)
	}

	answers := map[string]string{}
	rows, err := d.Query(ctx, "SELECT contribution_id, extra_input_id, value FROM extra_input_answer")
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var cid, in int64
		var v string
		if err := rows.Scan(&cid, &in, &v); err != nil {
			t.Fatal(err)
		}
		answers[fmt.Sprint(cid, "/", in)] = v
	}
	if err := rows.Close(); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		fmt.Sprint(a, "/", single):   "3",
		fmt.Sprint(a, "/", multiple): `["1","3"]`,
		fmt.Sprint(c, "/", multiple): `["2"]`,
		fmt.Sprint(a, "/", text):     "Free text stays",
	}
	if len(answers) != len(want) {
		t.Errorf("answers after the upgrade: %v, want %v", answers, want)
	}
	for k, v := range want {
		if answers[k] != v {
			t.Errorf("answer %s = %q, want %q", k, answers[k], v)
		}
	}

	// Labels kept their texts and got ids; a language appears once per input.
	var n, withID int
	if err := d.QueryRow(ctx, "SELECT COUNT(*), COUNT(DISTINCT id) FROM extra_input_definition WHERE explanation LIKE ?", "Why %").Scan(&n, &withID); err != nil {
		t.Fatal(err)
	}
	if n != 8 || withID != 8 {
		t.Errorf("labels after the upgrade: %d rows, %d ids", n, withID)
	}
	if _, err := d.Exec(ctx, "INSERT INTO extra_input_definition (extra_input_id, language, label) VALUES (?, ?, ?)", single, "en", "Twice"); err == nil {
		t.Error("a second English label for one input was accepted")
	}
	newID := exec("INSERT INTO extra_input_definition (extra_input_id, language, label) VALUES (?, ?, ?)", single, "de", "Standort")
	if newID == 0 {
		t.Error("a new label got no id")
	}

	bounds := func(in int64) string {
		var lo, hi sql.NullInt64
		if err := d.QueryRow(ctx, "SELECT min_value, max_value FROM extra_input WHERE id = ?", in).Scan(&lo, &hi); err != nil {
			t.Fatal(err)
		}
		return fmt.Sprint(lo.Int64, lo.Valid, "..", hi.Int64, hi.Valid)
	}
	if got := bounds(text); got != "0 true..1024 true" {
		t.Errorf("TEXT_AREA bounds: %s", got)
	}
	if got := bounds(numeric); got != "5 true..1000000 true" {
		t.Errorf("NUMERIC bounds: %s", got)
	}
	if got := bounds(single); got != "0 false..0 false" {
		t.Errorf("selection bounds: %s", got)
	}
}

func TestFold(t *testing.T) {
	for in, want := range map[string]string{
		"İSTANBUL":  "istanbul",
		"ISPARTA":   "isparta",
		"ılık":      "ilik",
		"ŞEKER ÇAY": "şeker çay",
		"Öneri Ğ Ü": "öneri ğ ü",
		"100% Pure": "100% pure",
	} {
		if got := db.Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
		if len([]rune(db.Fold(in))) != len([]rune(in)) {
			t.Errorf("Fold(%q) changed the number of letters", in)
		}
	}
}

// Title searches have a trigram index on each engine. SQLite's (FTS5) comes
// with the migrations and a three-letter term is looked up in it. On
// PostgreSQL the index is built at start when an administrator has
// installed pg_trgm; the extension belongs to the whole database, so the
// test makes a database of its own and drops it after.
func TestTitleSearchIndex(t *testing.T) {
	ctx := context.Background()
	if os.Getenv("INNO_TEST_DB") != "postgres" {
		d := openEmpty(t)
		if err := d.Migrate(ctx, quiet); err != nil {
			t.Fatal(err)
		}
		rows, err := d.Query(ctx, "EXPLAIN QUERY PLAN SELECT rowid FROM contribution_title_search WHERE search_title LIKE ?", "%abc%")
		if err != nil {
			t.Fatal(err)
		}
		var plan []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatal(err)
			}
			plan = append(plan, detail)
		}
		_ = rows.Close()
		// "INDEX 0:L…" is FTS5 answering the LIKE from its index; "INDEX 0:" alone would be a scan.
		if p := strings.Join(plan, "; "); !strings.Contains(p, "VIRTUAL TABLE INDEX 0:L") {
			t.Errorf("a three-letter title search does not use the trigram index: %s", p)
		}
		return
	}
	base := os.Getenv("INNO_TEST_POSTGRES_URL")
	if base == "" {
		base = testkit.DefaultPostgresURL
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = admin.Close() })
	name := "inno_test_trgm_" + rand.Text()[:12]
	name = strings.ToLower(name)
	if _, err := admin.Exec("CREATE DATABASE " + name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if _, err := admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)"); err != nil {
			t.Errorf("drop %s: %v", name, err)
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	d, err := db.Open(ctx, u.String(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	indexed := func() bool {
		var title, code bool
		if err := d.QueryRow(ctx, "SELECT to_regclass(?) IS NOT NULL, to_regclass(?) IS NOT NULL",
			db.TitleSearchIndexName, db.CodeSearchIndexName).Scan(&title, &code); err != nil {
			t.Fatal(err)
		}
		if title != code {
			t.Fatalf("title index %v, code index %v", title, code)
		}
		return title
	}
	if err := d.Migrate(ctx, quiet); err != nil {
		t.Fatal(err)
	}
	if indexed() {
		t.Fatal("index built without pg_trgm")
	}
	if _, err := d.Exec(ctx, "CREATE EXTENSION pg_trgm"); err != nil {
		t.Fatal(err)
	}
	for range 2 { // the next start builds it; the one after finds it there
		if err := d.Migrate(ctx, quiet); err != nil {
			t.Fatal(err)
		}
		if !indexed() {
			t.Fatal("no trigram index after a start with pg_trgm installed")
		}
	}
}

// A database left by the release before the lists' sort indexes (schema
// 18) opens with this one: the codes' trigram index (SQLite, migration 20)
// is filled from the contributions already there, and follows new ones.
func TestUpgradeIndexesExistingCodes(t *testing.T) {
	ctx := context.Background()
	d := openAt(t, 18)
	now := time.Now().UTC()
	userID, lcID, stateID := oldSuggestionParts(t, d, now)
	insert := func(code string) {
		t.Helper()
		if _, err := d.Exec(ctx, `INSERT INTO contribution (code, contribution_type, life_cycle_id, state_id, title, created_by, created_date, updated_date)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, code, "SUGGESTION", lcID, stateID, "A title", userID, now, now); err != nil {
			t.Fatal(err)
		}
	}
	insert("SUG-000123")
	insert("SUG-000456")
	if err := d.Migrate(ctx, quiet); err != nil {
		t.Fatal(err)
	}
	insert("SUG-001230")
	if d.Dialect != db.SQLite {
		return // PostgreSQL's code index is pg_trgm's (TestTitleSearchIndex)
	}
	codes, err := db.Strings(ctx, d, `SELECT c.code FROM contribution c
		WHERE c.id IN (SELECT rowid FROM contribution_code_search WHERE code MATCH ?) ORDER BY c.code`, `"123"`)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(codes, ",") != "SUG-000123,SUG-001230" {
		t.Errorf("the code index finds %q for 123", codes)
	}
}

// A life cycle left by an older release starts in a DRAFT-type state; it
// starts in a NEW one afterwards (spec 002 §3), and other states keep theirs.
func TestUpgradeRetypesInitialStates(t *testing.T) {
	ctx := context.Background()
	d := openAt(t, 15)
	lcID, err := d.InsertID(ctx, "INSERT INTO life_cycle (name, contribution_type, created_date) VALUES (?, ?, ?)", "old", "SUGGESTION", time.Now().UTC())
	if err != nil {
		t.Fatal(err)
	}
	for i, st := range [][2]any{{"DRAFT", true}, {"REWORK", false}} {
		if _, err := d.Exec(ctx, "INSERT INTO life_cycle_state (life_cycle_id, code, state_type, rank, is_initial) VALUES (?, ?, ?, ?, ?)",
			lcID, st[0], "DRAFT", i+1, st[1]); err != nil {
			t.Fatal(err)
		}
	}
	if err := d.Migrate(ctx, quiet); err != nil {
		t.Fatal(err)
	}
	for code, want := range map[string]string{"DRAFT": "NEW", "REWORK": "DRAFT"} {
		var got string
		if err := d.QueryRow(ctx, "SELECT state_type FROM life_cycle_state WHERE code = ?", code).Scan(&got); err != nil || got != want {
			t.Errorf("state %s: type %q (%v), want %q", code, got, err, want)
		}
	}
}

// A database left by the release before the body left the contribution row
// (schema 36) opens with this one: each non-empty body is in
// contribution_body, the row has no body column, and deleting a
// contribution takes its body along.
func TestUpgradeMovesBodiesOutOfTheRow(t *testing.T) {
	ctx := context.Background()
	d := openAt(t, 36)
	now := time.Now().UTC()
	userID, lcID, stateID := oldSuggestionParts(t, d, now)
	long := "<p>" + strings.Repeat("A long body that spills over a page. ", 300) + "</p>"
	ids := map[string]int64{}
	for code, body := range map[string]string{"SUG-1": long, "SUG-2": "", "SUG-3": "<p>Short</p>"} {
		var err error
		if ids[code], err = d.InsertID(ctx, `INSERT INTO contribution (code, contribution_type, life_cycle_id, state_id, title, body, created_by, created_date, updated_date)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, code, "SUGGESTION", lcID, stateID, "A title", body, userID, now, now); err != nil {
			t.Fatal(err)
		}
	}
	if err := d.Migrate(ctx, quiet); err != nil {
		t.Fatal(err)
	}
	for code, want := range map[string]string{"SUG-1": long, "SUG-2": "", "SUG-3": "<p>Short</p>"} {
		var body string
		if err := d.QueryRow(ctx, `SELECT COALESCE(b.body, '') FROM contribution c LEFT JOIN contribution_body b ON b.contribution_id = c.id
			WHERE c.id = ?`, ids[code]).Scan(&body); err != nil || body != want {
			t.Errorf("%s: body of %d characters (want %d), %v", code, len(body), len(want), err)
		}
	}
	if _, err := d.Exec(ctx, "SELECT body FROM contribution"); err == nil {
		t.Error("the contribution row still has a body column")
	}
	if _, err := d.Exec(ctx, "DELETE FROM contribution WHERE id = ?", ids["SUG-1"]); err != nil {
		t.Fatal(err)
	}
	if n, err := db.Int64s(ctx, d, "SELECT contribution_id FROM contribution_body ORDER BY contribution_id"); err != nil || len(n) != 1 || n[0] != ids["SUG-3"] {
		t.Errorf("bodies after deleting SUG-1: %v, %v", n, err)
	}
}

// oldSuggestionParts writes what an older release's contribution needs, in
// the columns every schema since 12 has: a user, a SUGGESTION life cycle
// and its SUBMITTED state.
func oldSuggestionParts(t *testing.T, d *db.DB, now time.Time) (userID, lifeCycleID, stateID int64) {
	t.Helper()
	ctx := context.Background()
	var err error
	if userID, err = d.InsertID(ctx, "INSERT INTO app_user (login, password_hash, created_by, created_date) VALUES (?, ?, ?, ?)", "old", "x", "test", now); err != nil {
		t.Fatal(err)
	}
	if lifeCycleID, err = d.InsertID(ctx, "INSERT INTO life_cycle (name, contribution_type, created_date) VALUES (?, ?, ?)", "old", "SUGGESTION", now); err != nil {
		t.Fatal(err)
	}
	if stateID, err = d.InsertID(ctx, "INSERT INTO life_cycle_state (life_cycle_id, code, state_type, rank) VALUES (?, ?, ?, ?)",
		lifeCycleID, "SUBMITTED", "SUBMITTED", 1); err != nil {
		t.Fatal(err)
	}
	return userID, lifeCycleID, stateID
}

// TestUpgradeCountsIdeaChangesOfEveryCompetition: a competition made by the
// previous release (schema 37) gets its change counter as the database is
// upgraded, a new one as it is created, and a write to an idea moves its
// competition's counter only.
func TestUpgradeCountsIdeaChangesOfEveryCompetition(t *testing.T) {
	ctx := context.Background()
	d := openAt(t, 37)
	now := time.Now().UTC()
	userID, lcID, stateID := oldSuggestionParts(t, d, now)
	competition := func(code string) int64 {
		t.Helper()
		id, err := d.InsertID(ctx, `INSERT INTO competition (code, title, summary, life_cycle_id, access_level, publish_state, competition_state,
			created_by, created_date, updated_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			code, "A competition", "A competition's summary", lcID, "REGISTERED", "PUBLISHED", "ANNOUNCED", userID, now, now)
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	old := competition("OLD-1")
	if err := d.Migrate(ctx, quiet); err != nil {
		t.Fatal(err)
	}
	other := competition("NEW-1")
	seqs := func() (int64, int64) {
		t.Helper()
		got, err := db.Int64s(ctx, d, "SELECT seq FROM competition_idea_change WHERE competition_id IN (?, ?) ORDER BY competition_id", old, other)
		if err != nil || len(got) != 2 {
			t.Fatalf("counters: %v, %v", got, err)
		}
		return got[0], got[1]
	}
	if a, b := seqs(); a != 0 || b != 0 {
		t.Fatalf("counters at the start: %d, %d", a, b)
	}
	ideaID, err := d.InsertID(ctx, `INSERT INTO contribution (code, contribution_type, life_cycle_id, state_id, title, competition_id, created_by,
		created_date, updated_date, submitted_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		"IDEA-1", "IDEA", lcID, stateID, "An idea", old, userID, now, now, now)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Exec(ctx, "UPDATE contribution SET title = ? WHERE id = ?", "A better idea", ideaID); err != nil {
		t.Fatal(err)
	}
	if a, b := seqs(); a != 2 || b != 0 {
		t.Errorf("after an idea of the first was written twice: %d, %d, want 2, 0", a, b)
	}
	if _, err := d.Exec(ctx, "DELETE FROM competition WHERE id = ?", other); err != nil {
		t.Fatal(err)
	}
	if n, err := db.Int64s(ctx, d, "SELECT competition_id FROM competition_idea_change WHERE competition_id = ?", other); err != nil || len(n) != 0 {
		t.Errorf("a deleted competition's counter: %v, %v", n, err)
	}
}

// TestUpgradeKeepsScorecardAnswersBeside: scorecards written by the
// previous release (schema 38) get their answers column from their
// eval_answer rows as the database is upgraded: [item, stars] pairs by item
// id whatever order they were written in, NULL for a card without answers.
func TestUpgradeKeepsScorecardAnswersBeside(t *testing.T) {
	ctx := context.Background()
	d := openAt(t, 38)
	now := time.Now().UTC()
	userID, lcID, stateID := oldSuggestionParts(t, d, now)
	insert := func(query string, args ...any) int64 { return mustInsert(t, d, query, args...) }
	contributionID := insert(`INSERT INTO contribution (code, contribution_type, life_cycle_id, state_id, title, created_by, created_date, updated_date)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, "SUG-1", "SUGGESTION", lcID, stateID, "A suggestion", userID, now, now)
	defID := insert(`INSERT INTO eval_definition (title, explanation, contribution_type, eval_flow_type, created_date, updated_date)
		VALUES (?, ?, ?, ?, ?, ?)`, "Pre", "Pre-evaluation", "SUGGESTION", "EVAL_PRE", now, now)
	first := insert("INSERT INTO eval_item_definition (eval_definition_id, question, weight, rank) VALUES (?, ?, ?, ?)", defID, "One?", 60, 1)
	second := insert("INSERT INTO eval_item_definition (eval_definition_id, question, weight, rank) VALUES (?, ?, ?, ?)", defID, "Two?", 40, 2)
	card := func(flow string) int64 {
		return insert(`INSERT INTO eval_scorecard (contribution_id, eval_flow_type, eval_definition_id, user_id, state_id, created_date, updated_date)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, contributionID, flow, defID, userID, stateID, now, now)
	}
	answered, empty := card("EVAL_PRE"), card("EVAL_BOARD1")
	for _, a := range [][2]int64{{second, 2}, {first, 5}} {
		if _, err := d.Exec(ctx, "INSERT INTO eval_answer (scorecard_id, eval_item_definition_id, stars) VALUES (?, ?, ?)", answered, a[0], a[1]); err != nil {
			t.Fatal(err)
		}
	}
	if err := d.Migrate(ctx, quiet); err != nil {
		t.Fatal(err)
	}
	answers := func(id int64) *string {
		t.Helper()
		var text *string
		if err := d.QueryRow(ctx, "SELECT answers FROM eval_scorecard WHERE id = ?", id).Scan(&text); err != nil {
			t.Fatal(err)
		}
		return text
	}
	var pairs [][2]int64
	if text := answers(answered); text == nil || json.Unmarshal([]byte(*text), &pairs) != nil {
		t.Fatalf("answers of the answered card: %v", text)
	}
	if want := [][2]int64{{first, 5}, {second, 2}}; fmt.Sprint(pairs) != fmt.Sprint(want) {
		t.Errorf("answers %v, want %v", pairs, want)
	}
	if text := answers(empty); text != nil {
		t.Errorf("answers of a card without any: %q, want NULL", *text)
	}
}
