package main

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/testkit"
)

// Issue 17's volumes are absolute: so many per contribution up to the
// 100,000 contributions' totals; explicit flags are kept.
func TestFeedbackDefaults(t *testing.T) {
	for _, c := range []struct{ contributions, comments, ratings int }{
		{400, 4000, 1200}, {100000, 1000000, 300000}, {1000000, 1000000, 300000},
	} {
		o := options{contributions: c.contributions, comments: -1, ratings: -1}
		defaultFeedback(&o)
		if o.comments != c.comments || o.ratings != c.ratings {
			t.Errorf("%d contributions: %d comments, %d ratings; want %d, %d", c.contributions, o.comments, o.ratings, c.comments, c.ratings)
		}
	}
	o := options{contributions: 1000000, comments: 5, ratings: 0}
	defaultFeedback(&o)
	if o.comments != 5 || o.ratings != 0 {
		t.Errorf("explicit -comments 5 -ratings 0 became %d, %d", o.comments, o.ratings)
	}
}

// The counters and statuses each contribution row is written with are what
// its comment and rating rows imply, as the comment and rating services
// keep them: comment_count the visible comments, rating_count and
// rating_sum the ratings, both statuses OPEN where a contribution outside
// drafts has any (HIDDEN and CLOSED elsewhere), and none on drafts.
func TestFeedbackCountersMatchRows(t *testing.T) {
	target := filepath.Join(t.TempDir(), "inno.db")
	if testkit.Engine() == "postgres" {
		target = testkit.FreshPostgresSchema(t)
	}
	// a tight -users: the hot contributions run out of raters
	if err := run([]string{"-db", target, "-users", "30", "-contributions", "600", "-fields", "2", "-password-cost", "4",
		"-comments", "5000", "-ratings", "2000"}, io.Discard); err != nil {
		t.Fatalf("generate: %v", err)
	}
	ctx := context.Background()
	d, err := openTarget(ctx, target)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()

	var comments, ratings, open, drafts int64
	if err := d.QueryRow(ctx, `SELECT (SELECT COUNT(*) FROM contribution_comment), (SELECT COUNT(*) FROM contribution_rating),
		(SELECT COUNT(*) FROM contribution WHERE comment_status = 'OPEN'),
		(SELECT COUNT(*) FROM contribution WHERE publish_state = 'DRAFT')`).Scan(&comments, &ratings, &open, &drafts); err != nil {
		t.Fatal(err)
	}
	if comments != 5000 || ratings != 2000 || open == 0 || drafts == 0 {
		t.Fatalf("%d comments, %d ratings, %d open, %d drafts: want 5000, 2000 and some", comments, ratings, open, drafts)
	}
	rows, err := d.Query(ctx, `SELECT c.id, c.publish_state, c.submitted_date IS NOT NULL, c.comment_count, c.rating_count, c.rating_sum,
		c.comment_status, c.rating_status,
		(SELECT COUNT(*) FROM contribution_comment cc WHERE cc.contribution_id = c.id AND cc.hidden = ?),
		(SELECT COUNT(*) FROM contribution_comment cc WHERE cc.contribution_id = c.id),
		(SELECT COUNT(*) FROM contribution_rating r WHERE r.contribution_id = c.id),
		(SELECT COALESCE(SUM(r.rating), 0) FROM contribution_rating r WHERE r.contribution_id = c.id),
		(SELECT COUNT(*) FROM contribution_rating r WHERE r.contribution_id = c.id AND r.user_id = c.created_by)
		FROM contribution c ORDER BY c.id`, false)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var hiddenComments, seen int64
	for rows.Next() {
		var id, commentCount, ratingCount, ratingSum, visible, all, rated, sum, byOwner int64
		var publish, commentStatus, ratingStatus string
		var submitted bool
		if err := rows.Scan(&id, &publish, &submitted, &commentCount, &ratingCount, &ratingSum, &commentStatus, &ratingStatus,
			&visible, &all, &rated, &sum, &byOwner); err != nil {
			t.Fatal(err)
		}
		seen++
		hiddenComments += all - visible
		if commentCount != visible || ratingCount != rated || ratingSum != sum {
			t.Errorf("contribution %d: comment_count %d, rating_count %d, rating_sum %d; the rows: %d visible comments, %d ratings summing %d",
				id, commentCount, ratingCount, ratingSum, visible, rated, sum)
		}
		wantComment, wantRating := "HIDDEN", "CLOSED"
		if all > 0 || rated > 0 {
			wantComment, wantRating = "OPEN", "OPEN"
			if publish == "DRAFT" || !submitted {
				t.Errorf("contribution %d (%s, submitted %v) has %d comments and %d ratings", id, publish, submitted, all, rated)
			}
		}
		if commentStatus != wantComment || ratingStatus != wantRating {
			t.Errorf("contribution %d: comments %s, ratings %s; want %s, %s (%d comments, %d ratings)", id, commentStatus, ratingStatus,
				wantComment, wantRating, all, rated)
		}
		if byOwner != 0 {
			t.Errorf("contribution %d: rated by its owner", id)
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if seen != 600 || hiddenComments == 0 {
		t.Errorf("%d contributions, %d hidden comments: want 600 and some hidden", seen, hiddenComments)
	}
}

// On PostgreSQL the indexes dropped for the copy come back as the
// migrations define them: the generated schema's indexes are those of a
// schema only migrated.
func TestIndexesBuiltAfterTheCopy(t *testing.T) {
	if testkit.Engine() != "postgres" {
		t.Skip("the indexes are dropped for the copy on PostgreSQL only (INNO_TEST_DB=postgres)")
	}
	generated, migrated := testkit.FreshPostgresSchema(t), testkit.FreshPostgresSchema(t)
	if err := run([]string{"-db", generated, "-users", "30", "-contributions", "200", "-fields", "2", "-password-cost", "4"}, io.Discard); err != nil {
		t.Fatalf("generate: %v", err)
	}
	ctx := context.Background()
	indexes := func(target string, migrate bool) []string {
		d, err := openTarget(ctx, target)
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		if migrate {
			if err := d.Migrate(ctx, slog.New(slog.NewTextHandler(io.Discard, nil))); err != nil {
				t.Fatal(err)
			}
		}
		schema, err := d.Schema(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defs, err := db.Strings(ctx, d, "SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname")
		if err != nil {
			t.Fatal(err)
		}
		for i, def := range defs {
			defs[i] = strings.ReplaceAll(def, " "+schema+".", " ")
		}
		return defs
	}
	got, want := indexes(generated, false), indexes(migrated, true)
	if !slices.Equal(got, want) {
		t.Errorf("indexes after generating:\n%s\nmigrated:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if !slices.ContainsFunc(got, func(def string) bool { return strings.Contains(def, "ix_contribution_list ") }) {
		t.Errorf("no ix_contribution_list among %v", got)
	}
}
