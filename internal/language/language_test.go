package language_test

import (
	"net/http"
	"testing"

	"github.com/inno-platform/inno/internal/testkit"
)

func TestWebTranslationsChangeWithoutARebuild(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("admin", "admin")
	put := func(path string, body any) *testkit.Response {
		return env.Do(testkit.Request{Method: http.MethodPut, Path: path, Token: admin, Body: body})
	}
	if m := env.Get("/api/v3/language-admin?lang=tr", admin).Expect(t, http.StatusOK).Map(t); len(m) != 0 {
		t.Errorf("fresh overrides: %v", m)
	}
	put("/api/v3/language-admin?lang=tr", map[string]string{"global.menu.home": "Ana Sayfa!"}).Expect(t, http.StatusOK)
	if m := env.Get("/api/v3/language-admin?lang=tr", admin).Map(t); m["global.menu.home"] != "Ana Sayfa!" {
		t.Errorf("stored: %v", m)
	}
	pub := env.Get("/api/public/config/locale/tr", "").Expect(t, http.StatusOK).Map(t)
	if pub["global.menu.home"] != "Ana Sayfa!" || pub["error.http.404"] == nil {
		t.Errorf("public tr map lacks the change or the server messages: %v", pub["global.menu.home"])
	}
	put("/api/v3/language-admin?lang=TR!", map[string]string{}).Expect(t, http.StatusBadRequest)
	put("/api/v3/language-admin?lang=tr", `["not","a","map"]`).Expect(t, http.StatusBadRequest)
}

func TestServerMessagesChangeMailsAndErrors(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("admin", "admin")
	msgs := env.Get("/api/v3/language-admin/messages?lang=en", admin).Expect(t, http.StatusOK).Map(t)
	if msgs["mail.reset.subject"] != "Reset your Inno password" {
		t.Fatalf("built-in server messages: %v", msgs["mail.reset.subject"])
	}
	msgs["mail.reset.subject"] = "Choose a new Inno password"
	env.Do(testkit.Request{Method: http.MethodPut, Path: "/api/v3/language-admin/messages?lang=en", Token: admin, Body: msgs}).Expect(t, http.StatusOK)
	token, answer := env.Captcha("/api/captcha/refresh")
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/account/reset-password/init",
		Body: map[string]any{"emailOrUsername": "user", "captchaToken": token, "captchaAnswer": answer}}).Expect(t, http.StatusOK)
	env.WaitMail("user@inno.example", "Choose a new Inno password")
	if got := env.Get("/api/public/config/locale/en", "").Map(t)["mail.reset.subject"]; got != "Choose a new Inno password" {
		t.Errorf("public map: %v", got)
	}
}

func TestLanguageFileUploadAndANewLanguage(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("admin", "admin")
	file := []byte(`{"global": {"menu": {"home": "Startseite", "account": {"main": "Konto"}}}, "login": {"title": "Anmelden"}}`)
	res := env.Upload("/api/v3/language-admin/upload/de", admin, "file", "de.json", file).Expect(t, http.StatusOK)
	if res.Map(t)["keys"] != float64(3) {
		t.Errorf("upload: %s", res.Body)
	}
	m := env.Get("/api/v3/language-admin?lang=de", admin).Map(t)
	if m["global.menu.account.main"] != "Konto" || m["login.title"] != "Anmelden" {
		t.Errorf("flattened: %v", m)
	}
	// Switch the new language on: it is offered and served.
	env.Do(testkit.Request{Method: http.MethodPut, Path: "/api/v3/config/update-config", Token: admin, Body: map[string]any{"locales": []string{"en", "tr", "de"}}}).Expect(t, http.StatusOK)
	cfg := env.Get("/api/public/config/app", "").Map(t)
	if cfg["languages"].(map[string]any)["de"] != "Deutsch" {
		t.Errorf("languages: %v", cfg["languages"])
	}
	if pub := env.Get("/api/public/config/locale/de", "").Expect(t, http.StatusOK).Map(t); pub["login.title"] != "Anmelden" {
		t.Errorf("public de: %v", pub)
	}
	// Refusals: not JSON, wrong extension, an array.
	env.Upload("/api/v3/language-admin/upload/de", admin, "file", "de.json", []byte("{not json")).Expect(t, http.StatusBadRequest)
	env.Upload("/api/v3/language-admin/upload/de", admin, "file", "de.txt", file).Expect(t, http.StatusBadRequest)
	env.Upload("/api/v3/language-admin/upload/de", admin, "file", "de.json", []byte(`{"a": [1, 2]}`)).Expect(t, http.StatusBadRequest)
	env.Upload("/api/v3/language-admin/upload/backend/tr", admin, "file", "tr.json", []byte(`{"mail": {"test": {"subject": "Deneme!"}}}`)).Expect(t, http.StatusOK)
	if got := env.Get("/api/v3/language-admin/messages?lang=tr", admin).Map(t)["mail.test.subject"]; got != "Deneme!" {
		t.Errorf("backend upload: %v", got)
	}
	env.Get("/api/public/config/locale/xx", "").Expect(t, http.StatusNotFound)
}
