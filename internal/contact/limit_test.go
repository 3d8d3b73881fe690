package contact_test

import (
	"context"
	"net/http"
	"sync"
	"testing"

	"github.com/inno-platform/inno/internal/contact"
	"github.com/inno-platform/inno/internal/testkit"
)

// A burst of contact messages from one address (issue 13: 30 in 0.1 s went
// to the administrators) is cut at the limit, even when sent at once; the
// rest are refused with a clear errorKey and neither stored nor mailed.
func TestContactMessagesAreLimitedPerAddress(t *testing.T) {
	env := testkit.New(t)
	const burst = 8
	type captcha struct{ token, answer string }
	captchas := make([]captcha, burst)
	for i := range captchas {
		captchas[i].token, captchas[i].answer = env.Captcha("/api/captcha/refresh")
	}
	statuses := make([]int, burst)
	keys := make([]any, burst)
	var wg sync.WaitGroup
	for i, c := range captchas {
		wg.Go(func() {
			res := env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/public/contact", Body: contactBody(c.token, c.answer)})
			statuses[i] = res.Status
			if res.Status == http.StatusBadRequest {
				keys[i] = res.Map(t)["errorKey"]
			}
		})
	}
	wg.Wait()
	accepted := 0
	for i, s := range statuses {
		switch {
		case s == http.StatusCreated:
			accepted++
		case s != http.StatusBadRequest || keys[i] != contact.ErrKeyLimited:
			t.Errorf("message %d: %d %v, want 201 or 400 %s", i, s, keys[i], contact.ErrKeyLimited)
		}
	}
	if accepted != contact.Limit.PerAddress {
		t.Errorf("%d messages accepted, want %d", accepted, contact.Limit.PerAddress)
	}
	var stored, mailed int
	ctx := context.Background()
	if err := env.App.DB.QueryRow(ctx, "SELECT COUNT(*) FROM contact_message").Scan(&stored); err != nil {
		t.Fatal(err)
	}
	if err := env.App.DB.QueryRow(ctx, "SELECT COUNT(*) FROM mail_outbox WHERE recipient = ?", "admin@inno.example").Scan(&mailed); err != nil {
		t.Fatal(err)
	}
	if stored != accepted || mailed != accepted {
		t.Errorf("%d stored and %d mailed to the administrator, want %d", stored, mailed, accepted)
	}
}
