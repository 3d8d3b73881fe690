package account_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/inno-platform/inno/internal/account"
	"github.com/inno-platform/inno/internal/testkit"
)

func outboxCount(t *testing.T, env *testkit.Env, cond string, args ...any) int {
	t.Helper()
	var n int
	if err := env.App.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM mail_outbox WHERE subject LIKE '%password%'"+cond, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// Reset mails are limited per account and per client address (issue 13: 30
// to one address in 0.1 s); a limited request answers exactly as an accepted
// one and simply sends nothing.
func TestResetMailsAreLimited(t *testing.T) {
	env := testkit.New(t)
	var first []byte
	for i := range account.ResetMailsPerAccount + 2 {
		res := requestReset(t, env, "user").Expect(t, http.StatusOK)
		if i == 0 {
			first = res.Body
		} else if string(res.Body) != string(first) {
			t.Errorf("request %d answered %q, the first %q", i, res.Body, first)
		}
	}
	if n := outboxCount(t, env, " AND recipient = ?", "user@inno.example"); n != account.ResetMailsPerAccount {
		t.Errorf("%d reset mails to one account, want %d", n, account.ResetMailsPerAccount)
	}
	// From one address, every account together gets at most ResetMailsPerAddress.
	for _, login := range []string{"admin", "appadmin", "external", "content", "campaign", "competition", "suggestion", "improvement"} {
		requestReset(t, env, login).Expect(t, http.StatusOK)
		requestReset(t, env, login+"@inno.example").Expect(t, http.StatusOK)
	}
	if n := outboxCount(t, env, ""); n != account.ResetMailsPerAddress {
		t.Errorf("%d reset mails asked from one address, want %d", n, account.ResetMailsPerAddress)
	}
}
