package demo_test

import (
	"context"
	"net/http"
	"strconv"
	"testing"

	"github.com/inno-platform/inno/internal/config"
	"github.com/inno-platform/inno/internal/testkit"
)

// The demo a newcomer sees with `make run`: contributions in every kind of
// state, seeded through the engine, with no mail queued for the demo accounts.
func TestDemoContributionsAcrossStates(t *testing.T) {
	env := testkit.New(t, func(c *config.Config) { c.DemoContributions = true })
	ctx := context.Background()
	var states int
	if err := env.App.DB.QueryRow(ctx, `SELECT COUNT(DISTINCT s.state_type) FROM contribution c JOIN life_cycle_state s ON s.id = c.state_id`).Scan(&states); err != nil {
		t.Fatal(err)
	}
	if states < 8 {
		t.Errorf("demo contributions cover %d state types, want at least 8", states)
	}
	var mails int
	if err := env.App.DB.QueryRow(ctx, "SELECT COUNT(*) FROM mail_outbox").Scan(&mails); err != nil {
		t.Fatal(err)
	}
	if mails != 0 {
		t.Errorf("the demo queued %d mails", mails)
	}
	// The type's admin sees the mentor tasks the demo opened; the list total matches the rows.
	tok := env.Login("suggestion", "suggestion")
	res := env.Get("/api/v3/contribution-tasks/SUGGESTION?status.in=WAITING", tok).Expect(t, http.StatusOK)
	if res.Header.Get("X-Total-Count") == "0" {
		t.Error("no open tasks in the demo")
	}
	res = env.Get("/api/v3/contributions/SUGGESTION/0/all?size=100", tok).Expect(t, http.StatusOK)
	var rows []map[string]any
	res.JSON(t, &rows)
	if res.Header.Get("X-Total-Count") != itoa(len(rows)) || len(rows) < 10 {
		t.Errorf("list total %s for %d rows", res.Header.Get("X-Total-Count"), len(rows))
	}
	// Suggestions answer the site selection; the detail names the site in the reader's language.
	turkish := map[string]bool{"Tüm tesisler": true, "Ankara fabrikası": true, "İzmir fabrikası": true, "Genel müdürlük": true}
	var d struct {
		ExtraInputs []struct {
			InputType   string
			Value       string
			ValueLabels []string
		}
	}
	env.Get("/api/v3/contributions/"+itoa(int(rows[0]["id"].(float64)))+"?langkey=tr", tok).Expect(t, http.StatusOK).JSON(t, &d)
	answered := false
	for _, e := range d.ExtraInputs {
		if e.InputType == "SINGLE_SELECTION" {
			answered = len(e.ValueLabels) == 1 && turkish[e.ValueLabels[0]] && e.Value != ""
		}
	}
	if !answered {
		t.Errorf("the demo suggestion's site in Turkish: %+v", d.ExtraInputs)
	}
}

// The home page after `make run` is not empty: published news (most with a
// banner) and open and closed campaigns, all readable by a visitor, and no
// mail sent for them.
func TestDemoNewsAndCampaignsForTheHomePage(t *testing.T) {
	env := testkit.New(t, func(c *config.Config) { c.DemoContributions = true })
	type item struct {
		ID           int64
		Title        string
		PublishState string
		BannerPath   *string
		CanSubmit    bool
	}
	var news []item
	res := env.Get("/api/v3/contents?language=en&sort=publishDate,desc", "").Expect(t, http.StatusOK)
	res.JSON(t, &news)
	banners := 0
	for _, n := range news {
		if n.BannerPath != nil {
			banners++
			env.Get("/api/v3/"+*n.BannerPath, "").Expect(t, http.StatusOK)
		}
	}
	if len(news) < 4 || banners < 3 || news[0].Title != "Ideas platform is live" {
		t.Errorf("demo news for a visitor: %d items, %d with a banner, first %+v", len(news), banners, news)
	}
	var open, closed []item
	env.Get("/api/v3/campaigns?open=true", "").Expect(t, http.StatusOK).JSON(t, &open)
	env.Get("/api/v3/campaigns?closed=true", "").Expect(t, http.StatusOK).JSON(t, &closed)
	if len(open) < 3 || len(closed) < 1 {
		t.Errorf("demo campaigns for a visitor: %d open, %d closed", len(open), len(closed))
	}
	tok := env.Login("user", "user")
	env.Get("/api/v3/campaigns?open=true", tok).Expect(t, http.StatusOK).JSON(t, &open)
	for _, c := range open {
		if !c.CanSubmit {
			t.Errorf("open demo campaign %q takes no submissions from user", c.Title)
		}
	}
	var mails int
	if err := env.App.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM mail_outbox").Scan(&mails); err != nil {
		t.Fatal(err)
	}
	if mails != 0 {
		t.Errorf("the demo queued %d mails", mails)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// The demo has an open competition taking ideas and a completed one with
// scored ideas, its rewards given and its report.
func TestDemoCompetitions(t *testing.T) {
	env := testkit.New(t, func(c *config.Config) { c.DemoContributions = true })
	user := env.Login("user", "user")
	type comp struct {
		ID               int64
		Code             string
		CompetitionState string
		CanSubmit        bool
	}
	var open, closed []comp
	env.Get("/api/v3/competitions?open=true", user).Expect(t, http.StatusOK).JSON(t, &open)
	env.Get("/api/v3/competitions?closed=true", user).Expect(t, http.StatusOK).JSON(t, &closed)
	if len(open) != 1 || open[0].Code != "GREEN-27" || !open[0].CanSubmit {
		t.Errorf("open competitions: %+v", open)
	}
	if len(closed) != 1 || closed[0].Code != "SMART-26" || closed[0].CompetitionState != "COMPLETE" {
		t.Fatalf("closed competitions: %+v", closed)
	}
	var report []struct {
		Title string
		Score float64
	}
	env.Get("/api/v3/competition_moderator/"+strconv.FormatInt(closed[0].ID, 10)+"/eval-report", env.Login("suggestion", "suggestion")).
		Expect(t, http.StatusOK).JSON(t, &report)
	// stars 5 and 4 on the first idea (100, 80), 3 and 2 on the second (60, 40)
	if len(report) != 2 || report[0].Score != 90 || report[1].Score != 50 {
		t.Errorf("the completed competition's report: %+v", report)
	}
	var n int
	if err := env.App.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM user_reward").Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 1 { // the winner's owner (rank 1); the second idea was rejected at COMPLETE, out of the running
		t.Errorf("user rewards: %d", n)
	}
}
