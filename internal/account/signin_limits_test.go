package account_test

import (
	"context"
	"maps"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/account"
	"github.com/inno-platform/inno/internal/testkit"
)

// Failures are counted per account: after the login needed a captcha, its
// e-mail address with the right password needs one too (issue 13: it
// signed in without).
func TestSignInFailuresCountPerAccount(t *testing.T) {
	env := testkit.New(t)
	for range account.CaptchaAfterUserFailures {
		authenticate(env, map[string]any{"username": "user", "password": "wrong"})
	}
	res, s := authenticate(env, map[string]any{"username": "USER@inno.example", "password": "user"})
	res.Expect(t, http.StatusUnauthorized)
	if s.Error != account.ErrKeyCaptcha || s.CaptchaToken == "" {
		t.Errorf("the e-mail after the login's failures: %+v, want a captcha", s)
	}
	// And the other way round: failures with the e-mail count for the login.
	for range account.CaptchaAfterUserFailures {
		authenticate(env, map[string]any{"username": "content@inno.example", "password": "wrong"})
	}
	if res, s := authenticate(env, map[string]any{"username": "content", "password": "content"}); res.Status != http.StatusUnauthorized || s.Error != account.ErrKeyCaptcha {
		t.Errorf("the login after the e-mail's failures: %d %+v, want a captcha", res.Status, s)
	}
	// Another account is not affected.
	env.Login("campaign", "campaign")
}

// A deactivated account answers its right password exactly as a wrong one
// (status and body); an account waiting for activation still says so
// (registration_test.go).
func TestDeactivatedAccountAnswersAsAWrongPassword(t *testing.T) {
	env := testkit.New(t)
	if _, err := env.App.DB.Exec(context.Background(), "UPDATE app_user SET activated = ? WHERE login = ?", false, "user"); err != nil {
		t.Fatal(err)
	}
	right, rs := authenticate(env, map[string]any{"username": "user", "password": "user"})
	wrong, ws := authenticate(env, map[string]any{"username": "user", "password": "wrong"})
	other, os := authenticate(env, map[string]any{"username": "content", "password": "wrong"})
	for _, r := range []*testkit.Response{right, wrong, other} {
		r.Expect(t, http.StatusUnauthorized)
	}
	if rs != ws || rs.Error != account.ErrKeyBadCredentials || os.Error != rs.Error {
		t.Errorf("right password %+v, wrong password %+v, another account %+v", rs, ws, os)
	}
	if a, b := keys(t, right), keys(t, other); a != b {
		t.Errorf("bodies differ in shape: %s and %s", a, b)
	}
}

func keys(t *testing.T, r *testkit.Response) string {
	t.Helper()
	return strings.Join(slices.Sorted(maps.Keys(r.Map(t))), ",")
}
