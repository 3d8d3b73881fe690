package mail_test

import (
	"context"
	"fmt"
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

// Items for an address the platform has never mailed, kept at the same time
// in several transactions (comments on one contribution arriving at once):
// each commits, none fails (on PostgreSQL a caught unique violation would
// have aborted the transaction: issue 17's load test met it as a 500), and
// the address gets its unsubscribe token once, when the digest is sent.
func TestDigestItemsOfANewAddressAtOnce(t *testing.T) {
	env := testkit.New(t, func(c *config.Config) { c.MailDigestWindow = time.Hour })
	m, ctx := env.App.Mailer, context.Background()
	const writers = 8
	errs := make(chan error, writers)
	start := make(chan struct{})
	for i := range writers {
		go func() {
			<-start
			errs <- env.App.DB.WithTx(ctx, func(ctx context.Context) error {
				return m.Digest(ctx, "new.owner@inno.example", "en", "comments", "comments:7",
					map[string]any{"Name": "Nur", "Title": "Reuse foam", "Author": "Eda", "Text": fmt.Sprint("comment ", i), "Link": "http://inno.test/x"})
			})
		}()
	}
	close(start)
	for range writers {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
	var recipients, items int
	if err := env.App.DB.QueryRow(ctx, "SELECT COUNT(*) FROM mail_recipient WHERE email = ?", "new.owner@inno.example").Scan(&recipients); err != nil {
		t.Fatal(err)
	}
	if err := env.App.DB.QueryRow(ctx, "SELECT COUNT(*) FROM mail_digest_item WHERE recipient = ?", "new.owner@inno.example").Scan(&items); err != nil {
		t.Fatal(err)
	}
	if recipients != 0 || items != writers {
		t.Errorf("%d recipient rows and %d digest items, want 0 and %d", recipients, items, writers)
	}
	if err := m.FlushDigests(ctx, time.Now().Add(2*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if msg := env.WaitMail("new.owner@inno.example", `"Reuse foam"`); !strings.Contains(msg.Text, "comment 7") {
		t.Errorf("the digest lacks an item:\n%s", msg.Text)
	}
	if err := env.App.DB.QueryRow(ctx, "SELECT COUNT(*) FROM mail_recipient WHERE email = ?", "new.owner@inno.example").Scan(&recipients); err != nil {
		t.Fatal(err)
	}
	if recipients != 1 {
		t.Errorf("after the digest: %d recipient rows, want 1", recipients)
	}
}
