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

func itoa(n int) string { return strconv.Itoa(n) }
