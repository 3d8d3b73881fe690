package account_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"github.com/inno-platform/inno/internal/account"
	"github.com/inno-platform/inno/internal/testkit"
)

func code(t *testing.T, secret string) string {
	t.Helper()
	return codeAt(t, secret, time.Now())
}

// codeAt is the code of another time step (the server allows one step of drift).
func codeAt(t *testing.T, secret string, at time.Time) string {
	t.Helper()
	c, err := totp.GenerateCode(secret, at)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func wrongCode(right string) string {
	if right == "000000" {
		return "111111"
	}
	return "000000"
}

func TestTwoFactorSignIn(t *testing.T) {
	env := testkit.New(t)
	tok := env.Login("user", "user")
	call := func(path string, body any) *testkit.Response {
		return env.Do(testkit.Request{Method: http.MethodPost, Path: path, Token: tok, Body: body})
	}
	if env.Get("/api/account/two-factor", tok).Expect(t, http.StatusOK).Map(t)["enabled"] != false {
		t.Fatal("two-factor on by default")
	}
	// Enabling needs a set-up first.
	var b errorBody
	call("/api/account/two-factor/enable", map[string]any{"code": "123456"}).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.ErrorKey != "twoFactorNotSetUp" {
		t.Errorf("enable before set-up: %+v", b)
	}
	var setup struct {
		Secret, OtpauthURL, QRCode string
	}
	call("/api/account/two-factor/setup", nil).Expect(t, http.StatusOK).JSON(t, &setup)
	if setup.Secret == "" || !strings.HasPrefix(setup.OtpauthURL, "otpauth://totp/Inno:user") || !strings.HasPrefix(setup.QRCode, "data:image/png;base64,") {
		t.Fatalf("setup = %+v", setup)
	}
	call("/api/account/two-factor/enable", map[string]any{"code": "12ab56"}).Expect(t, http.StatusBadRequest)
	call("/api/account/two-factor/enable", map[string]any{"code": wrongCode(code(t, setup.Secret))}).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.ErrorKey != "twoFactorCodeInvalid" {
		t.Errorf("wrong code: %+v", b)
	}
	call("/api/account/two-factor/enable", map[string]any{"code": code(t, setup.Secret)}).Expect(t, http.StatusOK)
	call("/api/account/two-factor/setup", nil).Expect(t, http.StatusBadRequest)

	// The password alone now gives a two-factor token, not a session.
	res, s := authenticate(env, map[string]any{"username": "user", "password": "user"})
	res.Expect(t, http.StatusOK)
	if s.IDToken != "" || s.TwoFactorToken == "" || res.Header.Get("Authorization") != "" {
		t.Fatalf("first step: %s", res.Body)
	}
	if !strings.Contains(string(res.Body), account.InfoTwoFactor) {
		t.Errorf("no info key: %s", res.Body)
	}
	// The two-factor token is not a session.
	env.Get("/api/account", s.TwoFactorToken).Expect(t, http.StatusUnauthorized)
	// A wrong code is refused, and the pending sign-in stays open.
	res, s2 := authenticate(env, map[string]any{"username": "user", "password": "user", "twoFactorToken": s.TwoFactorToken, "twoFactorAnswer": wrongCode(code(t, setup.Secret))})
	res.Expect(t, http.StatusUnauthorized)
	if s2.Error != account.ErrKeyTwoFactor || s2.TwoFactorToken != s.TwoFactorToken {
		t.Errorf("wrong code: %+v", s2)
	}
	// Another user's two-factor token does not pass.
	res, _ = authenticate(env, map[string]any{"username": "admin", "password": "admin", "twoFactorToken": s.TwoFactorToken, "twoFactorAnswer": code(t, setup.Secret)})
	if res.Status != http.StatusOK {
		t.Fatalf("admin without two-factor: %d", res.Status)
	}
	res, s3 := authenticate(env, map[string]any{"username": "user", "password": "user", "twoFactorToken": "forged", "twoFactorAnswer": code(t, setup.Secret)})
	res.Expect(t, http.StatusUnauthorized)
	if s3.Error != account.ErrKeyTwoFactor {
		t.Errorf("forged token: %+v", s3)
	}
	// A code is good once: the one that switched two-factor on does not sign in.
	res, replay := authenticate(env, map[string]any{"username": "user", "password": "user", "twoFactorToken": s.TwoFactorToken, "twoFactorAnswer": code(t, setup.Secret)})
	res.Expect(t, http.StatusUnauthorized)
	if replay.Error != account.ErrKeyTwoFactor {
		t.Errorf("replayed code: %+v", replay)
	}
	// The next step's code completes the sign-in (one step of drift is
	// allowed). Three failures made a captcha due as well.
	if replay.CaptchaToken == "" {
		t.Fatal("no captcha after three failed codes")
	}
	next := codeAt(t, setup.Secret, time.Now().Add(30*time.Second))
	res, ok := authenticate(env, map[string]any{"username": "user", "password": "user", "twoFactorToken": s.TwoFactorToken, "twoFactorAnswer": next,
		"token": replay.CaptchaToken, "answer": captchaAnswer(t, env, replay.CaptchaToken)})
	res.Expect(t, http.StatusOK)
	if ok.IDToken == "" {
		t.Fatalf("no session after the code: %s", res.Body)
	}
	env.Get("/api/account", ok.IDToken).Expect(t, http.StatusOK)

	// Turning it off needs a valid, unused code too. Pretend the used steps
	// are long past instead of waiting for the clock.
	tok = ok.IDToken
	call("/api/account/two-factor/disable", map[string]any{"code": next}).Expect(t, http.StatusBadRequest)
	if _, err := env.App.DB.Exec(context.Background(), "UPDATE app_user SET totp_last_step = 0 WHERE login = ?", "user"); err != nil {
		t.Fatal(err)
	}
	call("/api/account/two-factor/disable", map[string]any{"code": wrongCode(code(t, setup.Secret))}).Expect(t, http.StatusBadRequest)
	call("/api/account/two-factor/disable", map[string]any{"code": code(t, setup.Secret)}).Expect(t, http.StatusOK)
	env.Login("user", "user")
}
