package main

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/app"
	"github.com/inno-platform/inno/internal/competition"
	"github.com/inno-platform/inno/internal/config"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/testkit"
)

// The load test asks for every sort and role the list offers, in the list's
// page size: the web app's own lists, read from its source.
func TestPlanOffersWhatTheListOffers(t *testing.T) {
	src, err := os.ReadFile("../../web/src/features/contribution/list.ts")
	if err != nil {
		t.Fatal(err)
	}
	quoted := func(name string) []string {
		m := regexp.MustCompile(`export const ` + name + ` = \[([^\]]*)\]`).FindSubmatch(src)
		if m == nil {
			t.Fatalf("no %s in list.ts", name)
		}
		var out []string
		for _, q := range regexp.MustCompile(`'([^']*)'`).FindAllSubmatch(m[1], -1) {
			out = append(out, string(q[1]))
		}
		return out
	}
	if web := quoted("SORTS"); !slices.Equal(web, Sorts) {
		t.Errorf("the list offers the sorts %v, the plan asks for %v", web, Sorts)
	}
	if web := quoted("FILTER_ROLES"); !slices.Equal(web, filterRoles) {
		t.Errorf("the role filter offers %v, the plan knows %v", web, filterRoles)
	}
	pager, err := os.ReadFile("../../web/src/shared/pager.ts")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(pager), "DEFAULT_PAGE_SIZE = "+strconv.Itoa(pageSize)+";") {
		t.Errorf("the list's page size is not %d: %s", pageSize, pager)
	}
	// the ideas-manage scenario asks every sort get-ideas offers
	var offered []string
	for field := range competition.IdeaSortable {
		offered = append(offered, field)
	}
	var asked []string
	for _, s := range IdeaSorts {
		asked = append(asked, strings.Split(s, ",")[0])
	}
	slices.Sort(offered)
	slices.Sort(asked)
	if !slices.Equal(offered, asked) {
		t.Errorf("get-ideas offers the sorts %v, the plan asks for %v", offered, asked)
	}
}

// Smoke test of the load test's requests: a small generated database on
// the test engine, the server on it, and every request of short plans sent
// once (the -check of `contribgen plan`) must answer 2xx, for every kind
// of caller and scenario.
func TestPlannedRequestsAnswer(t *testing.T) {
	dir := t.TempDir()
	cfg := config.Default()
	cfg.DataDir = dir
	cfg.Environment = "development"
	target := filepath.Join(dir, "inno.db")
	if testkit.Engine() == "postgres" {
		cfg.DatabaseURL = testkit.FreshPostgresSchema(t)
		target = cfg.DatabaseURL
	}
	if err := run([]string{"-db", target, "-users", "60", "-contributions", "400", "-hidden", "25", "-fields", "4", "-password-cost", "4",
		"-competition-ideas", "40", "-jury-members", "3"}, io.Discard); err != nil {
		t.Fatalf("generate: %v", err)
	}
	a, err := app.New(context.Background(), cfg, slog.New(slog.NewTextHandler(io.Discard, nil)), nil)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(a.Handler())
	t.Cleanup(func() { srv.Close(); _ = a.Close() })

	out := filepath.Join(dir, "plans")
	var log strings.Builder
	if err := runPlan([]string{"-db", target, "-server", srv.URL, "-out", out, "-callers", "10", "-requests", "60", "-check", "30"}, &log); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(log.String(), "1 external, 1 mentor, 1 type-admin, 1 hidden-role") {
		t.Errorf("callers of every kind: %s", log.String())
	}

	plan := func(name string) []string {
		f, err := os.Open(filepath.Join(out, name+".plan"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		var lines []string
		for sc := bufio.NewScanner(f); sc.Scan(); {
			lines = append(lines, sc.Text())
		}
		return lines
	}
	query := func(line string) url.Values {
		_, path, _ := strings.Cut(line, " ")
		_, raw, _ := strings.Cut(path, "?")
		q, err := url.ParseQuery(raw)
		if err != nil {
			t.Fatal(err)
		}
		return q
	}
	for _, s := range Sorts {
		lines := plan("list-" + strings.Split(s, ",")[0])
		if len(lines) != 60 {
			t.Fatalf("%s: %d requests, want 60", s, len(lines))
		}
		pages := map[string]bool{}
		for _, l := range lines {
			q := query(l)
			if q.Get("sort") != s || q.Get("size") != "10" {
				t.Fatalf("list in sort %s asks %s", s, l)
			}
			pages[q.Get("page")] = true
		}
		if len(pages) < 45 {
			t.Errorf("sort %s: only %d different pages in 60 requests", s, len(pages))
		}
	}
	asked := map[string]bool{}
	for _, l := range plan("filter") {
		for k := range query(l) {
			asked[k] = true
		}
	}
	for _, k := range []string{"contributionFieldId", "stateId", "selectedTagId", "campaignId", "eiId", "dateSubmittedTo", "title", "role"} {
		if !asked[k] {
			t.Errorf("no filtered request uses %s", k)
		}
	}
	for _, l := range plan("detail") {
		if !regexp.MustCompile(`^\d+ /api/v3/contributions/\d+\?langkey=(en|tr)$`).MatchString(l) {
			t.Fatalf("detail request %q", l)
		}
	}
	// the evaluated contributions' report and detail, as their type's administrator (-check sent them: 2xx)
	report := regexp.MustCompile(`^\d+ /api/v3/evals/contribution/report/(SUGGESTION|IMPROVEMENT)/\d+/ALL$`)
	for _, l := range plan("eval-report") {
		if !report.MatchString(l) {
			t.Fatalf("eval-report request %q", l)
		}
	}
	kinds := map[bool]int{}
	for _, l := range plan("eval-detail") {
		kinds[report.MatchString(l)]++
	}
	if kinds[true] == 0 || kinds[false] == 0 {
		t.Errorf("eval-detail asks details and reports: %v", kinds)
	}
	// five scorecards on each contribution that reached the pre-evaluation, all submitted once it left
	d := a.DB
	cards, err := db.Int64s(context.Background(), d, `SELECT COUNT(*) FROM eval_scorecard e JOIN contribution c ON c.id = e.contribution_id
		WHERE c.contribution_type <> 'IDEA' GROUP BY e.contribution_id`)
	if err != nil {
		t.Fatal(err)
	}
	if len(cards) == 0 || slices.ContainsFunc(cards, func(n int64) bool { return n != 5 }) {
		t.Errorf("scorecards per evaluated contribution: %v", cards)
	}
	drafts, err := db.Int64s(context.Background(), d, `SELECT COUNT(*) FROM eval_scorecard e JOIN contribution c ON c.id = e.contribution_id
		JOIN life_cycle_state s ON s.id = c.state_id WHERE e.submitted = ? AND s.code <> ?`, false, "PRE_EVALUATION")
	if err != nil || drafts[0] != 0 {
		t.Errorf("drafts after the pre-evaluation: %v %v", drafts, err)
	}
	for _, name := range []string{"cached-list", "cached-filter", "cached-detail"} {
		if n := len(plan(name)); n != 1 {
			t.Errorf("%s: %d requests, want one URL", name, n)
		}
	}

	// The competition (issue 18): its ideas-manage pages in every sort by its moderators (-check sent them: 2xx),
	// its ideas in play with the scorecards of three juries, then the timings and the advance of every idea in one call.
	ideas := regexp.MustCompile(`^\d+ /api/v3/contributions/get-ideas/\d+/(en|tr)\?page=[0-3]&size=10&sort=`)
	sorts := map[string]bool{}
	for _, l := range plan("competition-ideas") {
		if !ideas.MatchString(l) {
			t.Fatalf("competition-ideas request %q", l)
		}
		sorts[query(l).Get("sort")] = true
	}
	if len(sorts) != len(IdeaSorts) {
		t.Errorf("competition-ideas sorts: %v", sorts)
	}
	if !regexp.MustCompile(`[1-9] moderator`).MatchString(log.String()) {
		t.Errorf("the competition's moderator among the callers: %s", log.String())
	}
	perIdea, err := db.Int64s(context.Background(), d, `SELECT COUNT(DISTINCT e.eval_flow_type) FROM contribution c
		LEFT JOIN eval_scorecard e ON e.contribution_id = c.id AND e.submitted = ? WHERE c.contribution_type = 'IDEA' GROUP BY c.id`, true)
	if err != nil || len(perIdea) != 40 || slices.ContainsFunc(perIdea, func(n int64) bool { return n < 2 }) {
		t.Errorf("juries that scored each idea: %v %v", perIdea, err)
	}
	var timing strings.Builder
	if err := runCompetitionTiming([]string{"-db", target, "-server", srv.URL, "-runs", "1"}, &timing); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"40 submitted ideas, 40 in play", "eval report Excel", "advance to COMPLETE", "40 ideas moved in one call, none listed; 0 in play after, 3 rewards given"} {
		if !strings.Contains(timing.String(), want) {
			t.Errorf("timings: want %q in\n%s", want, timing.String())
		}
	}
}
