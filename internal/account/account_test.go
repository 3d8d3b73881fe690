package account_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/account"
	"github.com/inno-platform/inno/internal/config"
	"github.com/inno-platform/inno/internal/testkit"
)

type loginState struct {
	IDToken        string `json:"id_token"`
	Error          string `json:"error"`
	CaptchaToken   string `json:"captchaToken"`
	CaptchaImage   string `json:"captchaImage"`
	TwoFactorToken string `json:"twoFactorToken"`
}

func authenticate(env *testkit.Env, body map[string]any) (*testkit.Response, loginState) {
	res := env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/authenticate", Body: body})
	var s loginState
	if len(res.Body) > 0 {
		_ = json.Unmarshal(res.Body, &s)
	}
	return res, s
}

// captchaAnswer reads the stored answer, as a person would read the image.
func captchaAnswer(t *testing.T, env *testkit.Env, token string) string {
	t.Helper()
	var answer string
	if err := env.App.DB.QueryRow(context.Background(), "SELECT answer FROM captcha WHERE token = ?", token).Scan(&answer); err != nil {
		t.Fatalf("captcha %s not stored: %v", token, err)
	}
	return answer
}

func TestSignInGivesATokenThatOpensTheAccount(t *testing.T) {
	env := testkit.New(t)
	res, s := authenticate(env, map[string]any{"username": "admin", "password": "admin"})
	res.Expect(t, http.StatusOK)
	if s.IDToken == "" {
		t.Fatalf("no id_token in %s", res.Body)
	}
	if got := res.Header.Get("Authorization"); got != "Bearer "+s.IDToken {
		t.Errorf("Authorization header = %q", got)
	}
	acc := env.Get("/api/account", s.IDToken).Expect(t, http.StatusOK)
	var a account.Account
	acc.JSON(t, &a)
	if a.Login != "admin" || a.FirstName != "Ada" || !a.Activated || a.LangKey != "en" || a.ID == 0 {
		t.Errorf("account = %+v", a)
	}
	for _, role := range []string{"ROLE_ADMIN", "ROLE_APP_ADMIN", "ROLE_USER", "ROLE_INTERNAL", "ROLE_SUGGESTION_ADMIN"} {
		if !strings.Contains(string(acc.Body), role) {
			t.Errorf("admin lacks %s: %s", role, acc.Body)
		}
	}
	if strings.Contains(string(acc.Body), "password") {
		t.Errorf("account leaks a password field: %s", acc.Body)
	}
	// Login is case-insensitive and the e-mail address works as well.
	env.Login("ADMIN", "admin")
	env.Login("user@inno.example", "user")
}

func TestSignInRefusesBadCredentials(t *testing.T) {
	env := testkit.New(t)
	for _, body := range []map[string]any{
		{"username": "admin", "password": "wrong"},
		{"username": "nobody", "password": "admin"},
	} {
		res, s := authenticate(env, body)
		res.Expect(t, http.StatusUnauthorized)
		if s.Error != account.ErrKeyBadCredentials || s.IDToken != "" || s.CaptchaToken != "" {
			t.Errorf("%v: state %+v", body, s)
		}
	}
}

func TestSignInValidatesTheForm(t *testing.T) {
	env := testkit.New(t)
	res, _ := authenticate(env, map[string]any{"username": "", "password": ""})
	res.Expect(t, http.StatusBadRequest)
	var body struct {
		Message     string `json:"message"`
		FieldErrors []struct {
			ObjectName, Field, Message string
		} `json:"fieldErrors"`
	}
	res.JSON(t, &body)
	if body.Message != "error.validation" || len(body.FieldErrors) != 2 {
		t.Fatalf("body = %s", res.Body)
	}
	if body.FieldErrors[0].ObjectName != "login" || body.FieldErrors[0].Field != "username" || body.FieldErrors[0].Message != "NotBlank" {
		t.Errorf("field error = %+v", body.FieldErrors[0])
	}
	// Wrong JSON types and broken JSON are 400, never 500.
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/authenticate", Body: `{"username": 5, "password": "x"}`}).Expect(t, http.StatusBadRequest)
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/authenticate", Body: `{"username":`}).Expect(t, http.StatusBadRequest)
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/authenticate", Body: `{"rememberMe": "yes"}`}).Expect(t, http.StatusBadRequest)
}

func TestCaptchaAfterThreeFailuresForOneUser(t *testing.T) {
	env := testkit.New(t)
	for i := 1; i <= 3; i++ {
		res, s := authenticate(env, map[string]any{"username": "user", "password": "bad"})
		res.Expect(t, http.StatusUnauthorized)
		if wantCaptcha := i == 3; (s.CaptchaToken != "") != wantCaptcha {
			t.Fatalf("failure %d: captcha token present = %v, want %v", i, s.CaptchaToken != "", wantCaptcha)
		}
	}
	// The right password alone is no longer enough.
	res, s := authenticate(env, map[string]any{"username": "user", "password": "user"})
	res.Expect(t, http.StatusUnauthorized)
	if s.Error != account.ErrKeyCaptcha || !strings.HasPrefix(s.CaptchaImage, "data:image/png;base64,") {
		t.Fatalf("without captcha: %+v", s)
	}
	// A wrong answer uses the captcha up and gives a new one.
	res, s2 := authenticate(env, map[string]any{"username": "user", "password": "user", "token": s.CaptchaToken, "answer": "00000x"})
	res.Expect(t, http.StatusUnauthorized)
	if s2.Error != account.ErrKeyCaptcha || s2.CaptchaToken == "" || s2.CaptchaToken == s.CaptchaToken {
		t.Fatalf("wrong answer: %+v", s2)
	}
	answer := captchaAnswer(t, env, s2.CaptchaToken)
	res, ok := authenticate(env, map[string]any{"username": "user", "password": "user", "token": s2.CaptchaToken, "answer": answer})
	res.Expect(t, http.StatusOK)
	if ok.IDToken == "" {
		t.Fatal("no token after answering the captcha")
	}
	// The answer was single-use, and the success reset the user's count.
	res, s3 := authenticate(env, map[string]any{"username": "user", "password": "bad", "token": s2.CaptchaToken, "answer": answer})
	res.Expect(t, http.StatusUnauthorized)
	if s3.Error != account.ErrKeyBadCredentials || s3.CaptchaToken != "" {
		t.Errorf("after a success the count starts again: %+v", s3)
	}
	// Other users are not affected.
	env.Login("admin", "admin")
}

func TestCaptchaAfterTwentyFailuresFromOneAddress(t *testing.T) {
	env := testkit.New(t)
	for i := 0; i < account.CaptchaAfterAddrFailures; i++ {
		authenticate(env, map[string]any{"username": fmt.Sprintf("ghost%d", i), "password": "x"})
	}
	res, s := authenticate(env, map[string]any{"username": "admin", "password": "admin"})
	res.Expect(t, http.StatusUnauthorized)
	if s.Error != account.ErrKeyCaptcha || s.CaptchaToken == "" {
		t.Fatalf("address over the limit: %+v", s)
	}
}

func TestCaptchaTestAnswerIsAcceptedWhenConfigured(t *testing.T) {
	env := testkit.New(t, func(c *config.Config) { c.CaptchaTestAnswer = "e2e" })
	var s loginState
	for i := 0; i < 3; i++ {
		_, s = authenticate(env, map[string]any{"username": "user", "password": "bad"})
	}
	if s.CaptchaToken == "" {
		t.Fatal("no captcha after 3 failures")
	}
	// The fixed answer still needs a real, unused captcha token.
	res, refused := authenticate(env, map[string]any{"username": "user", "password": "user", "token": "forged", "answer": "e2e"})
	res.Expect(t, http.StatusUnauthorized)
	if refused.Error != account.ErrKeyCaptcha || refused.CaptchaToken == "" {
		t.Fatalf("forged token: %+v", refused)
	}
	res, ok := authenticate(env, map[string]any{"username": "user", "password": "user", "token": refused.CaptchaToken, "answer": "e2e"})
	res.Expect(t, http.StatusOK)
	if ok.IDToken == "" {
		t.Fatal("no token")
	}
}

func TestRefreshLoginCaptcha(t *testing.T) {
	env := testkit.New(t)
	res := env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/captcha/refresh-login", Body: map[string]any{"token": ""}}).Expect(t, http.StatusOK)
	var c loginState
	res.JSON(t, &c)
	if c.CaptchaToken == "" || !strings.HasPrefix(c.CaptchaImage, "data:image/png;base64,") {
		t.Fatalf("refresh: %s", res.Body)
	}
	res = env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/captcha/refresh-login", Body: map[string]any{"token": c.CaptchaToken}}).Expect(t, http.StatusOK)
	var c2 loginState
	res.JSON(t, &c2)
	if c2.CaptchaToken == c.CaptchaToken {
		t.Fatal("refresh returned the same token")
	}
	var n int
	if err := env.App.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM captcha WHERE token = ?", c.CaptchaToken).Scan(&n); err != nil || n != 0 {
		t.Errorf("old captcha still stored (n=%d, err=%v)", n, err)
	}
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/captcha/refresh", Body: map[string]any{"token": ""}}).Expect(t, http.StatusOK)
}

func tokenLifetime(t *testing.T, token string) time.Duration {
	t.Helper()
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		t.Fatalf("not a JWT: %s", token)
	}
	raw, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		t.Fatal(err)
	}
	var c struct{ Iat, Exp int64 }
	if err := json.Unmarshal(raw, &c); err != nil {
		t.Fatal(err)
	}
	return time.Duration(c.Exp-c.Iat) * time.Second
}

func TestRememberMeGivesALongerLifetime(t *testing.T) {
	env := testkit.New(t)
	_, short := authenticate(env, map[string]any{"username": "user", "password": "user", "rememberMe": false})
	_, long := authenticate(env, map[string]any{"username": "user", "password": "user", "rememberMe": true})
	if got := tokenLifetime(t, short.IDToken); got != 24*time.Hour {
		t.Errorf("lifetime without remember-me = %v", got)
	}
	if got := tokenLifetime(t, long.IDToken); got != 30*24*time.Hour {
		t.Errorf("lifetime with remember-me = %v", got)
	}
}

func TestAccountNeedsAValidToken(t *testing.T) {
	env := testkit.New(t)
	env.Get("/api/account", "").Expect(t, http.StatusUnauthorized)
	env.Get("/api/account", "not-a-jwt").Expect(t, http.StatusUnauthorized)
	token := env.Login("user", "user")
	// A token signed with another secret is refused.
	other := testkit.New(t).Login("user", "user")
	env.Get("/api/account", other).Expect(t, http.StatusUnauthorized)
	// A tampered payload is refused.
	parts := strings.Split(token, ".")
	forged := parts[0] + "." + base64.RawURLEncoding.EncodeToString([]byte(`{"sub":"admin","auth":"ROLE_ADMIN","uid":1,"exp":9999999999}`)) + "." + parts[2]
	env.Get("/api/account", forged).Expect(t, http.StatusUnauthorized)
	body := env.Get("/api/account", token).Expect(t, http.StatusOK).Map(t)
	if body["login"] != "user" {
		t.Errorf("account = %v", body)
	}
}

func TestExpiredTokenIsRefused(t *testing.T) {
	// The expiry is in whole seconds: a one-second token signed late in a
	// second expired before a busy machine's next request. Three leave two.
	env := testkit.New(t, func(c *config.Config) { c.TokenLifetime = 3 * time.Second })
	token := env.Login("user", "user")
	env.Get("/api/account", token).Expect(t, http.StatusOK)
	time.Sleep(3200 * time.Millisecond)
	env.Get("/api/account", token).Expect(t, http.StatusUnauthorized)
}

func TestDeactivatedUserCannotSignInAndLosesTheSession(t *testing.T) {
	env := testkit.New(t)
	token := env.Login("user", "user")
	if _, err := env.App.DB.Exec(context.Background(), "UPDATE app_user SET activated = ? WHERE login = ?", false, "user"); err != nil {
		t.Fatal(err)
	}
	res, s := authenticate(env, map[string]any{"username": "user", "password": "user"})
	res.Expect(t, http.StatusUnauthorized)
	if s.Error != account.ErrKeyBadCredentials { // issue 13: a deactivated account answers as a wrong password
		t.Errorf("state = %+v", s)
	}
	env.Get("/api/account", token).Expect(t, http.StatusUnauthorized)
}

func TestAuthoritiesNeedAnAdminRole(t *testing.T) {
	env := testkit.New(t)
	env.Get("/api/users/authorities", "").Expect(t, http.StatusUnauthorized)
	env.Get("/api/users/authorities", env.Login("user", "user")).Expect(t, http.StatusForbidden)
	env.Get("/api/users/authorities", env.Login("external", "external")).Expect(t, http.StatusForbidden)
	env.Get("/api/users/authorities", env.Login("appadmin", "appadmin")).Expect(t, http.StatusOK)
	var roles []string
	env.Get("/api/users/authorities", env.Login("admin", "admin")).Expect(t, http.StatusOK).JSON(t, &roles)
	if len(roles) != 13 || roles[0] != "ROLE_ADMIN" {
		t.Errorf("roles = %v", roles)
	}
}
