package account_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/testkit"
)

func requestReset(t *testing.T, env *testkit.Env, who string) *testkit.Response {
	t.Helper()
	token, answer := env.Captcha("/api/captcha/refresh")
	return post(env, "/api/account/reset-password/init", map[string]any{"emailOrUsername": who, "captchaToken": token, "captchaAnswer": answer})
}

func resetKey(t *testing.T, env *testkit.Env, email string) string {
	t.Helper()
	m := env.WaitMail(email, "Reset your Inno password")
	return keyOf(t, testkit.LinkIn(t, m.Text, "http://inno.test/account/reset/finish?key="))
}

func valid(t *testing.T, env *testkit.Env, key string) bool {
	t.Helper()
	var v struct{ Valid bool }
	post(env, "/api/account/reset-password/valid", map[string]any{"key": key}).Expect(t, http.StatusOK).JSON(t, &v)
	return v.Valid
}

func TestPasswordResetFlow(t *testing.T) {
	env := testkit.New(t)
	requestReset(t, env, "user").Expect(t, http.StatusOK)
	key := resetKey(t, env, "user@inno.example")
	if !valid(t, env, key) || valid(t, env, "wrong-key") {
		t.Fatal("validity check")
	}
	// The reset rule: 8+ characters with all four classes.
	for _, weak := range []string{"short", "alllowercase1!", "NoDigits!!", "NoSymbol123", "Ab1!"} {
		var b errorBody
		post(env, "/api/account/reset-password/finish", map[string]any{"key": key, "newPassword": weak}).Expect(t, http.StatusBadRequest).JSON(t, &b)
		if b.fields()["newPassword"] != "rulePassword" {
			t.Errorf("%q: %+v", weak, b.FieldErrors)
		}
	}
	var b errorBody
	post(env, "/api/account/reset-password/finish", map[string]any{"key": key, "newPassword": "Aa1!aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.fields()["newPassword"] != "Size" {
		t.Errorf("over 50 characters: %+v", b.FieldErrors)
	}
	post(env, "/api/account/reset-password/finish", map[string]any{"key": key, "newPassword": "N3w-Secret"}).Expect(t, http.StatusOK)
	env.Login("user", "N3w-Secret")
	res, _ := authenticate(env, map[string]any{"username": "user", "password": "user"})
	res.Expect(t, http.StatusUnauthorized)
	// The key was single-use.
	post(env, "/api/account/reset-password/finish", map[string]any{"key": key, "newPassword": "An0ther-Secret"}).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.ErrorKey != "resetKeyInvalid" || valid(t, env, key) {
		t.Errorf("reused key: %+v", b)
	}
}

func TestPasswordResetDoesNotRevealAccounts(t *testing.T) {
	env := testkit.New(t)
	known := requestReset(t, env, "user@inno.example").Expect(t, http.StatusOK)
	unknown := requestReset(t, env, "nobody@example.com").Expect(t, http.StatusOK)
	if string(known.Body) != string(unknown.Body) {
		t.Errorf("answers differ: %q vs %q", known.Body, unknown.Body)
	}
	env.WaitMail("user@inno.example", "Reset")
	time.Sleep(300 * time.Millisecond)
	for _, m := range env.Mail.Messages() {
		for _, to := range m.To {
			if to == "nobody@example.com" {
				t.Error("a mail went to an unknown address")
			}
		}
	}
}

func TestPasswordResetRefusals(t *testing.T) {
	env := testkit.New(t)
	var b errorBody
	// Characters outside letters, digits, space and + . @ _ -.
	token, answer := env.Captcha("/api/captcha/refresh")
	post(env, "/api/account/reset-password/init", map[string]any{"emailOrUsername": "user#1", "captchaToken": token, "captchaAnswer": answer}).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.fields()["emailOrUsername"] != "Pattern" {
		t.Errorf("pattern: %+v", b.FieldErrors)
	}
	post(env, "/api/account/reset-password/init", map[string]any{"emailOrUsername": "user"}).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.fields()["captchaAnswer"] != "NotBlank" {
		t.Errorf("captcha required: %+v", b.FieldErrors)
	}
	token, _ = env.Captcha("/api/captcha/refresh")
	post(env, "/api/account/reset-password/init", map[string]any{"emailOrUsername": "user", "captchaToken": token, "captchaAnswer": "bad"}).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.ErrorKey != "captchaInvalid" {
		t.Errorf("bad captcha: %+v", b)
	}
	// A key expires after 24 hours.
	requestReset(t, env, "user").Expect(t, http.StatusOK)
	key := resetKey(t, env, "user@inno.example")
	if _, err := env.App.DB.Exec(context.Background(), "UPDATE app_user SET reset_date = ? WHERE login = ?", time.Now().UTC().Add(-25*time.Hour), "user"); err != nil {
		t.Fatal(err)
	}
	if valid(t, env, key) {
		t.Error("an expired key is valid")
	}
	post(env, "/api/account/reset-password/finish", map[string]any{"key": key, "newPassword": "N3w-Secret"}).Expect(t, http.StatusBadRequest)
}

func TestAccountSettings(t *testing.T) {
	env := testkit.New(t)
	post(env, "/api/account", map[string]any{"firstName": "X"}).Expect(t, http.StatusUnauthorized)
	tok := env.Login("user", "user")
	save := func(body map[string]any) *testkit.Response {
		return env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/account", Token: tok, Body: body})
	}
	save(map[string]any{"firstName": "Umut", "lastName": "Yılmaz", "email": "umut@example.com", "langKey": "tr"}).Expect(t, http.StatusOK)
	acc := env.Get("/api/account", tok).Map(t)
	if acc["lastName"] != "Yılmaz" || acc["email"] != "umut@example.com" || acc["langKey"] != "tr" {
		t.Errorf("after save: %v", acc)
	}
	var b errorBody
	save(map[string]any{"firstName": "Umut", "lastName": "Y", "email": "ADMIN@inno.example", "langKey": "tr"}).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.ErrorKey != "emailexists" {
		t.Errorf("taken e-mail: %+v", b)
	}
	save(map[string]any{"firstName": "", "lastName": "Y", "email": "bad-address", "langKey": "de"}).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if f := b.fields(); f["firstName"] != "NotBlank" || f["email"] != "Email" || f["langKey"] != "Pattern" {
		t.Errorf("validation: %+v", b.FieldErrors)
	}
	// External users may change their settings too (ROLE_USER).
	ext := env.Login("external", "external")
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/account", Token: ext, Body: map[string]any{"firstName": "Eda", "lastName": "Dış", "email": "external@inno.example", "langKey": "en"}}).Expect(t, http.StatusOK)
}

func TestChangePassword(t *testing.T) {
	env := testkit.New(t)
	post(env, "/api/account/change-password", map[string]any{"currentPassword": "user", "newPassword": "x"}).Expect(t, http.StatusUnauthorized)
	tok := env.Login("user", "user")
	change := func(cur, next string) *testkit.Response {
		return env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/account/change-password", Token: tok,
			Body: map[string]any{"currentPassword": cur, "newPassword": next}})
	}
	var b errorBody
	change("wrong", "better1").Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.ErrorKey != "invalidPassword" {
		t.Errorf("wrong current: %+v", b)
	}
	change("user", "abc").Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.fields()["newPassword"] != "Size" {
		t.Errorf("too short: %+v", b.FieldErrors)
	}
	change("user", "better1").Expect(t, http.StatusOK)
	env.Login("user", "better1")
}
