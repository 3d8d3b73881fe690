package chat_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/chat"
	"github.com/inno-platform/inno/internal/config"
	"github.com/inno-platform/inno/internal/testkit"
)

// window is the digest window of the mail tests: long enough that a burst
// of posts on a busy machine falls into one window, short enough to wait for.
const window = 1500 * time.Millisecond

// chatMails are the chat digests received by to (English or Turkish subject).
func chatMails(w *world, to string) []string {
	var out []string
	for _, m := range w.Env.Mail.Messages() {
		for _, r := range m.To {
			if strings.EqualFold(r, to) && (strings.Contains(m.Subject, "New chat messages") || strings.Contains(m.Subject, "yeni sohbet mesajları")) {
				out = append(out, m.Text)
			}
		}
	}
	return out
}

func (w *world) pendingDigests(sessionID int64) int {
	w.T.Helper()
	var n int
	if err := w.Env.App.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM mail_digest_item WHERE topic = ?",
		path("chat:", sessionID)).Scan(&n); err != nil {
		w.T.Fatal(err)
	}
	return n
}

// A burst of chat items is one mail to each other member of the session, in
// their language, with every item of the burst; the poster is not mailed, an
// unsubscribed member is skipped, and a closed session sends nothing new.
func TestChatMail(t *testing.T) {
	w := &world{testkit.NewWorld(t, func(c *config.Config) { c.MailDigestWindow = window })}
	id := w.submitted()
	// Two mentors (the second one reads Turkish): both are members of the owners–mentor session.
	w.Call("suggestion", http.MethodPost, path("/api/v3/contributions/", id, "/MENTOR/command/assign/ASSIGN_MENTOR"),
		map[string]any{"userList": []int64{w.IDs["competition"], w.IDs["content"]}}).Expect(t, http.StatusOK)
	w.Call("competition", http.MethodPost, "/api/account", map[string]any{"firstName": "Selin", "lastName": "Competition",
		"email": "competition@inno.example", "langKey": "tr"}).Expect(t, http.StatusOK)
	om := w.sessions("user", id)[chat.TypeOwnersMentor]
	if len(om.Members) != 3 {
		t.Fatalf("members: %+v", om.Members)
	}

	bodies := []string{"Burst one: the sensors in aisle 3?", "Burst two: or aisle 5.", "Burst three: aisle 3 has\nthe most traffic."}
	for _, b := range bodies {
		w.post("user", om.ID, b).Expect(t, http.StatusCreated)
	}
	en := w.Env.WaitMail("content@inno.example", "New chat messages")
	en.Text = strings.ReplaceAll(en.Text, "\r\n", "\n") // SMTP lines end in CRLF
	for _, want := range append([]string{"Hello Ceren,", "3 new message(s)", `"Owners and mentor"`, "Umut User:", "Reuse packaging foam",
		"http://inno.test/contribution/view/", "?tab=chat", "http://inno.test/unsubscribe-email/"}, bodies...) {
		if !strings.Contains(en.Text, want) {
			t.Errorf("English digest lacks %q:\n%s", want, en.Text)
		}
	}
	if !strings.Contains(en.HTML, "Burst three: aisle 3 has") || !strings.Contains(en.HTML, "Open the chat") {
		t.Errorf("English digest HTML:\n%s", en.HTML)
	}
	tr := w.Env.WaitMail("competition@inno.example", "yeni sohbet mesajları")
	tr.Text = strings.ReplaceAll(tr.Text, "\r\n", "\n")
	for _, want := range append([]string{"Merhaba Selin,", "3 yeni mesaj", `"Sahipler ve mentor"`, "?tab=chat"}, bodies...) {
		if !strings.Contains(tr.Text, want) {
			t.Errorf("Turkish digest lacks %q:\n%s", want, tr.Text)
		}
	}
	time.Sleep(window + 500*time.Millisecond) // past another window: still one mail each
	if n := len(chatMails(w, "content@inno.example")); n != 1 {
		t.Errorf("%d chat mails to the English mentor, want 1", n)
	}
	if n := len(chatMails(w, "competition@inno.example")); n != 1 {
		t.Errorf("%d chat mails to the Turkish mentor, want 1", n)
	}
	if n := len(chatMails(w, "user@inno.example")); n != 0 {
		t.Errorf("the poster got %d chat mails", n)
	}
	// Someone who is no member of the session (the type's administrator, a reader) gets none.
	if n := len(chatMails(w, "suggestion@inno.example")) + len(chatMails(w, "external@inno.example")); n != 0 {
		t.Errorf("%d chat mails to non-members", n)
	}

	// The English mentor unsubscribes: the next burst reaches the other mentor only, with its own items.
	link := testkit.LinkIn(t, en.Text, "http://inno.test/unsubscribe-email/")
	w.Call("", http.MethodGet, "/api/public/unsubscribe-email/"+link[strings.LastIndex(link, "/")+1:], nil).Expect(t, http.StatusOK)
	w.Env.Mail.Reset()
	w.post("user", om.ID, "After unsubscribing: one").Expect(t, http.StatusCreated)
	w.post("user", om.ID, "After unsubscribing: two").Expect(t, http.StatusCreated)
	tr = w.Env.WaitMail("competition@inno.example", "yeni sohbet mesajları")
	if !strings.Contains(tr.Text, "2 yeni mesaj") || !strings.Contains(tr.Text, "After unsubscribing: two") || strings.Contains(tr.Text, "Burst one") {
		t.Errorf("second digest:\n%s", tr.Text)
	}
	time.Sleep(window + 500*time.Millisecond)
	if n := len(chatMails(w, "content@inno.example")); n != 0 {
		t.Errorf("the unsubscribed mentor got %d chat mails", n)
	}

	// A mentor's item reaches the owner (and the other mentor, who is subscribed).
	w.Env.Mail.Reset()
	w.post("competition", om.ID, "Aisle 3 it is; I am closing this chat.").Expect(t, http.StatusCreated)
	if m := w.Env.WaitMail("user@inno.example", "New chat messages"); !strings.Contains(m.Text, "Selin Competition:") ||
		!strings.Contains(m.Text, "Aisle 3 it is") || !strings.Contains(m.Text, "1 new message(s)") {
		t.Errorf("owner's digest:\n%s", m.Text)
	}

	// Closed: posting is refused and nothing new is queued or sent.
	w.command("competition", id, "CLOSED", om.ID).Expect(t, http.StatusOK)
	time.Sleep(window + 500*time.Millisecond) // every digest of before the close has gone
	w.Env.Mail.Reset()
	w.post("user", om.ID, "Anyone still here?").ExpectError(t, http.StatusBadRequest, chat.ErrSessionClosed)
	w.post("competition", om.ID, "Me").ExpectError(t, http.StatusBadRequest, chat.ErrSessionClosed)
	if n := w.pendingDigests(om.ID); n != 0 {
		t.Errorf("%d digest items queued for a closed session", n)
	}
	time.Sleep(window + 500*time.Millisecond)
	for _, to := range []string{"user@inno.example", "competition@inno.example", "content@inno.example"} {
		if n := len(chatMails(w, to)); n != 0 {
			t.Errorf("%s got %d chat mails after the close", to, n)
		}
	}
}
