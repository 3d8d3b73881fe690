package account_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/testkit"
)

func registration(token, answer string) map[string]any {
	return map[string]any{
		"firstName": "Zeynep", "lastName": "Kaya", "email": "Zeynep.Kaya@example.com", "phone": "5321234567",
		"educationLevel": "MASTER", "company": "Acme", "department": "R&D", "position": "Engineer",
		"password": "pass1", "secondPassword": "pass1", "langKey": "en",
		"captchaToken": token, "captchaAnswer": answer, "termsAccepted": true, "privacyAccepted": true,
	}
}

type errorBody struct {
	Message     string `json:"message"`
	ErrorKey    string `json:"errorKey"`
	FieldErrors []struct {
		ObjectName, Field, Message string
	} `json:"fieldErrors"`
}

func (b errorBody) fields() map[string]string {
	m := map[string]string{}
	for _, f := range b.FieldErrors {
		m[f.Field] = f.Message
	}
	return m
}

func post(env *testkit.Env, path string, body any) *testkit.Response {
	return env.Do(testkit.Request{Method: http.MethodPost, Path: path, Body: body})
}

func keyOf(t *testing.T, link string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	return u.Query().Get("key")
}

func TestRegisterActivateAndSignIn(t *testing.T) {
	env := testkit.New(t)
	token, answer := env.Captcha("/api/captcha/refresh")
	post(env, "/api/register", registration(token, answer)).Expect(t, http.StatusCreated)

	// Not active yet.
	_, s := authenticate(env, map[string]any{"username": "zeynep.kaya@example.com", "password": "pass1"})
	if s.Error != "login.error.notActivated" {
		t.Fatalf("before activation: %+v", s)
	}

	m := env.WaitMail("zeynep.kaya@example.com", "Activate your Inno account")
	link := testkit.LinkIn(t, m.Text, "http://inno.test/account/activate?key=")
	if !strings.Contains(m.HTML, link) || !strings.Contains(m.Text, "Hello Zeynep") {
		t.Errorf("mail text/HTML: %s", m.Text)
	}
	if !strings.Contains(m.Text, "http://inno.test/unsubscribe-email/") {
		t.Errorf("no unsubscribe link in %s", m.Text)
	}
	key := keyOf(t, link)
	env.Get("/api/activate?key="+key, "").Expect(t, http.StatusOK)
	// A key works once.
	var b errorBody
	env.Get("/api/activate?key="+key, "").Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.ErrorKey != "activationKeyInvalid" {
		t.Errorf("reused key: %+v", b)
	}
	env.Get("/api/activate?key=nonsense", "").Expect(t, http.StatusBadRequest)
	env.Get("/api/activate", "").Expect(t, http.StatusBadRequest)

	tok := env.Login("zeynep.kaya@example.com", "pass1")
	acc := env.Get("/api/account", tok).Map(t)
	roles, _ := acc["authorities"].([]any)
	if acc["firstName"] != "Zeynep" || len(roles) != 2 || !strings.Contains(string(env.Get("/api/account", tok).Body), "ROLE_EXTERNAL") {
		t.Errorf("registered account = %v", acc)
	}
	var status string
	if err := env.App.DB.QueryRow(context.Background(), "SELECT registration_status FROM app_user WHERE login = ?", "zeynep.kaya@example.com").Scan(&status); err != nil || status != "ACTIVATED" {
		t.Errorf("registration status %q, %v", status, err)
	}
}

func TestRegistrationMailIsInTheUsersLanguage(t *testing.T) {
	env := testkit.New(t)
	token, answer := env.Captcha("/api/captcha/refresh")
	body := registration(token, answer)
	body["langKey"] = "tr"
	post(env, "/api/register", body).Expect(t, http.StatusCreated)
	m := env.WaitMail("zeynep.kaya@example.com", "Inno hesabınızı etkinleştirin")
	if !strings.Contains(m.Text, "Merhaba Zeynep") || !strings.Contains(m.HTML, "Hesabımı etkinleştir") {
		t.Errorf("Turkish mail: %s", m.Text)
	}
}

func TestRegistrationValidatesEveryRule(t *testing.T) {
	env := testkit.New(t)
	bad := map[string]any{
		"firstName": "Z", "lastName": strings.Repeat("k", 51), "email": "not-an-email", "phone": "53212345",
		"educationLevel": "KINDERGARTEN", "company": "", "department": strings.Repeat("d", 51), "position": "E",
		"password": "abc", "secondPassword": "abd", "langKey": "xx", "captchaToken": "", "captchaAnswer": "",
		"termsAccepted": false, "privacyAccepted": false,
	}
	var b errorBody
	post(env, "/api/register", bad).Expect(t, http.StatusBadRequest).JSON(t, &b)
	want := map[string]string{
		"firstName": "Size", "lastName": "Size", "email": "Email", "phone": "Size", "educationLevel": "Pattern",
		"company": "NotBlank", "department": "Size", "position": "Size", "password": "Size",
		"secondPassword": "dontMatch", "langKey": "Pattern", "captchaAnswer": "NotBlank",
		"termsAccepted": "AssertTrue", "privacyAccepted": "AssertTrue",
	}
	got := b.fields()
	for f, code := range want {
		if got[f] != code {
			t.Errorf("%s: %q, want %q", f, got[f], code)
		}
	}
	if b.Message != "error.validation" || b.FieldErrors[0].ObjectName != "registration" {
		t.Errorf("body = %+v", b)
	}
	// Letters in the phone number.
	token, answer := env.Captcha("/api/captcha/refresh")
	r := registration(token, answer)
	r["phone"] = "53212345ab"
	post(env, "/api/register", r).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.fields()["phone"] != "Pattern" {
		t.Errorf("phone with letters: %+v", b.FieldErrors)
	}
	var n int
	_ = env.App.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM app_user WHERE login = ?", "zeynep.kaya@example.com").Scan(&n)
	if n != 0 {
		t.Error("a refused registration created a user")
	}
}

func TestRegistrationRefusals(t *testing.T) {
	env := testkit.New(t)
	// Wrong captcha answer.
	token, _ := env.Captcha("/api/captcha/refresh")
	var b errorBody
	post(env, "/api/register", registration(token, "nope")).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.ErrorKey != "captchaInvalid" {
		t.Errorf("bad captcha: %+v", b)
	}
	// A login captcha does not pass a form.
	loginCaptcha := post(env, "/api/captcha/refresh-login", map[string]any{}).Map(t)["captchaToken"].(string)
	var ans string
	_ = env.App.DB.QueryRow(context.Background(), "SELECT answer FROM captcha WHERE token = ?", loginCaptcha).Scan(&ans)
	post(env, "/api/register", registration(loginCaptcha, ans)).Expect(t, http.StatusBadRequest)
	// An address already in use.
	token, answer := env.Captcha("/api/captcha/refresh")
	r := registration(token, answer)
	r["email"] = "USER@inno.example"
	post(env, "/api/register", r).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.ErrorKey != "emailexists" {
		t.Errorf("taken e-mail: %+v", b)
	}
	// Registration switched off.
	admin := env.Login("admin", "admin")
	env.Do(testkit.Request{Method: http.MethodPut, Path: "/api/v3/config/update-config", Token: admin, Body: map[string]any{"externalRegistrationAllowed": false}}).Expect(t, http.StatusOK)
	token, answer = env.Captcha("/api/captcha/refresh")
	post(env, "/api/register", registration(token, answer)).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.ErrorKey != "registrationClosed" {
		t.Errorf("closed: %+v", b)
	}
}

func TestActivationKeyExpires(t *testing.T) {
	env := testkit.New(t)
	token, answer := env.Captcha("/api/captcha/refresh")
	post(env, "/api/register", registration(token, answer)).Expect(t, http.StatusCreated)
	key := keyOf(t, testkit.LinkIn(t, env.WaitMail("zeynep.kaya@example.com", "Activate").Text, "http://inno.test/account/activate?key="))
	if _, err := env.App.DB.Exec(context.Background(), "UPDATE app_user SET activation_key_date = ? WHERE login = ?",
		time.Now().UTC().Add(-8*24*time.Hour), "zeynep.kaya@example.com"); err != nil {
		t.Fatal(err)
	}
	env.Get("/api/activate?key="+key, "").Expect(t, http.StatusBadRequest)
}
