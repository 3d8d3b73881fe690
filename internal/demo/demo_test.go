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
	// The suggestion being implemented carries a benefit analysis, a schedule with a late step and an action item (issue 17).
	var benefits, steps, items, tasks int
	for q, n := range map[string]*int{"SELECT COUNT(*) FROM contribution_benefit": &benefits, "SELECT COUNT(*) FROM contribution_schedule_step": &steps,
		"SELECT COUNT(*) FROM contribution_action_item": &items, "SELECT COUNT(*) FROM contribution_task WHERE action_item_id IS NOT NULL": &tasks} {
		if err := env.App.DB.QueryRow(ctx, q).Scan(n); err != nil {
			t.Fatal(err)
		}
	}
	if benefits != 1 || steps != 3 || items != 1 || tasks != 1 {
		t.Errorf("demo collaboration: %d analyses, %d steps, %d action items, %d tasks", benefits, steps, items, tasks)
	}
	// One suggestion has a chat between its owner and its mentor; the mentor has not read the owner's last item.
	var chats, chatItems, unread int
	if err := env.App.DB.QueryRow(ctx, `SELECT COUNT(DISTINCT s.id), COUNT(*) FROM chat_session s JOIN chat_item i ON i.session_id = s.id`).Scan(&chats, &chatItems); err != nil {
		t.Fatal(err)
	}
	if chats != 1 || chatItems != 3 {
		t.Errorf("demo chat: %d sessions with %d items", chats, chatItems)
	}
	var sessions []struct {
		SessionType string
		UnreadCount int
	}
	var cid int
	if err := env.App.DB.QueryRow(ctx, "SELECT contribution_id FROM chat_session").Scan(&cid); err != nil {
		t.Fatal(err)
	}
	env.Get("/api/v3/chat-sessions/list/"+itoa(cid), tok).Expect(t, http.StatusOK).JSON(t, &sessions)
	for _, s := range sessions {
		if s.SessionType == "OWNERS_MENTOR" {
			unread = s.UnreadCount
		}
	}
	if unread != 1 {
		t.Errorf("the mentor's unread items of the demo chat: %+v", sessions)
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

// The ideas in review and beyond carry comments (one hidden by its
// moderator), likes and ratings, seeded through their services.
func TestDemoFeedback(t *testing.T) {
	env := testkit.New(t, func(c *config.Config) { c.DemoContributions = true })
	ctx := context.Background()
	var comments, hidden, likes, ratings, counted int
	if err := env.App.DB.QueryRow(ctx, `SELECT COUNT(*), COALESCE(SUM(CASE WHEN hidden THEN 1 ELSE 0 END), 0), COALESCE(SUM(like_count), 0)
		FROM contribution_comment`).Scan(&comments, &hidden, &likes); err != nil {
		t.Fatal(err)
	}
	if err := env.App.DB.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_rating").Scan(&ratings); err != nil {
		t.Fatal(err)
	}
	if err := env.App.DB.QueryRow(ctx, "SELECT COALESCE(SUM(comment_count), 0) FROM contribution").Scan(&counted); err != nil {
		t.Fatal(err)
	}
	if comments < 20 || hidden != 1 || likes < comments || ratings < 20 || counted != comments-hidden {
		t.Errorf("demo feedback: %d comments (%d hidden, %d counted), %d likes, %d ratings", comments, hidden, counted, likes, ratings)
	}
	// A reader sees a thread and a rating summary of the suggestion in pre-evaluation.
	tok := env.Login("user", "user")
	var rows []map[string]any
	env.Get("/api/v3/contributions/SUGGESTION/0/all?size=100&title=Night-shift", tok).Expect(t, http.StatusOK).JSON(t, &rows)
	if len(rows) != 1 || rows[0]["commentCount"].(float64) < 2 || rows[0]["ratingAverage"] == nil {
		t.Fatalf("the night-shift shuttle's row: %v", rows)
	}
	id := itoa(int(rows[0]["id"].(float64)))
	env.Get("/api/v3/comments/list/"+id, tok).Expect(t, http.StatusOK)
	env.Get("/api/v3/contribution-ratings/"+id, tok).Expect(t, http.StatusOK)
}

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
