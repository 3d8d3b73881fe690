package mail_test

import (
	"context"
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/config"
	"github.com/inno-platform/inno/internal/testkit"
	"github.com/inno-platform/inno/internal/testkit/mailcatch"
)

type outboxRow struct {
	status    string
	attempts  int
	lastError string
}

func outbox(t *testing.T, env *testkit.Env) []outboxRow {
	t.Helper()
	rows, err := env.App.DB.Query(context.Background(), "SELECT status, attempts, last_error FROM mail_outbox ORDER BY id")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []outboxRow
	for rows.Next() {
		var r outboxRow
		if err := rows.Scan(&r.status, &r.attempts, &r.lastError); err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

func askReset(t *testing.T, env *testkit.Env) {
	t.Helper()
	token, answer := env.Captcha("/api/captcha/refresh")
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/account/reset-password/init",
		Body: map[string]any{"emailOrUsername": "user", "captchaToken": token, "captchaAnswer": answer}}).Expect(t, http.StatusOK)
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// A message whose delivery fails stays in the outbox and goes out once the
// mail server answers again.
func TestFailedDeliveryIsRetried(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close() // nothing listens there now
	env := testkit.New(t, func(c *config.Config) { c.SMTPURL = "smtp://" + addr })
	askReset(t, env)
	waitFor(t, "a failed attempt", func() bool {
		rows := outbox(t, env)
		return len(rows) == 1 && rows[0].attempts >= 1 && rows[0].status == "PENDING" && rows[0].lastError != ""
	})

	catcher, err := mailcatch.Start(addr)
	if err != nil {
		t.Fatalf("restart the mail server on %s: %v", addr, err)
	}
	defer catcher.Close()
	// Bring the retry forward instead of waiting out the backoff.
	if _, err := env.App.DB.Exec(context.Background(), "UPDATE mail_outbox SET next_attempt_at = ?", time.Now().UTC().Add(-time.Second)); err != nil {
		t.Fatal(err)
	}
	if _, err := catcher.WaitFor("user@inno.example", "Reset your Inno password", 10*time.Second); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the message marked sent", func() bool {
		rows := outbox(t, env)
		return rows[0].status == "SENT" && rows[0].lastError == ""
	})
}

// Without SMTP the message is kept, not dropped.
func TestWithoutSMTPMailStaysInTheOutbox(t *testing.T) {
	env := testkit.New(t, func(c *config.Config) { c.SMTPURL = "" })
	askReset(t, env)
	rows := outbox(t, env)
	if len(rows) != 1 || rows[0].status != "PENDING" || rows[0].attempts != 0 {
		t.Errorf("outbox = %+v", rows)
	}
}
