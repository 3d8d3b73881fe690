package mail_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/config"
	"github.com/inno-platform/inno/internal/testkit"
)

// Items of one recipient and topic go out as one message once the first
// one's window has passed; another topic is another message.
func TestDigestCollectsABurst(t *testing.T) {
	env := testkit.New(t, func(c *config.Config) { c.MailDigestWindow = 400 * time.Millisecond })
	m, ctx := env.App.Mailer, context.Background()
	item := func(topic, author, text string) {
		t.Helper()
		data := map[string]any{"Name": "Umut", "Title": "Reuse foam " + topic, "Link": "http://inno.test/x", "Author": author, "Text": text}
		if err := m.Digest(ctx, "User@inno.example", "en", "comments", topic, data); err != nil {
			t.Fatal(err)
		}
	}
	item("comments:1", "Eda", "first")
	item("comments:1", "Ceren", "second")
	item("comments:2", "Eda", "elsewhere")
	time.Sleep(100 * time.Millisecond)
	if n := len(env.Mail.Messages()); n != 0 {
		t.Fatalf("%d messages before the window ended", n)
	}
	item("comments:1", "Kaan", "third") // joins the waiting digest
	first := env.WaitMail("user@inno.example", `"Reuse foam comments:1"`)
	for _, want := range []string{"3 new comment(s)", "Eda:\r\nfirst", "Ceren:\r\nsecond", "Kaan:\r\nthird"} {
		if !strings.Contains(first.Text, want) {
			t.Errorf("digest lacks %q:\n%s", want, first.Text)
		}
	}
	if i, j := strings.Index(first.Text, "first"), strings.Index(first.Text, "third"); i > j {
		t.Errorf("items not oldest first:\n%s", first.Text)
	}
	env.WaitMail("user@inno.example", `"Reuse foam comments:2"`)
	time.Sleep(600 * time.Millisecond)
	if n := len(env.Mail.Messages()); n != 2 {
		t.Errorf("%d messages, want 2", n)
	}
	var left int
	if err := env.App.DB.QueryRow(ctx, "SELECT COUNT(*) FROM mail_digest_item").Scan(&left); err != nil || left != 0 {
		t.Errorf("digest items left: %d %v", left, err)
	}
}
