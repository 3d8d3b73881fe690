package contact_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/testkit"
)

func contactBody(token, answer string) map[string]any {
	return map[string]any{"langKey": "en", "name": "  Deniz Ak  ", "email": " deniz@example.com ", "phone": "5551234567",
		"company": "Acme", "subject": "Partnership", "message": "  We would like to talk about ideas.  ",
		"captchaToken": token, "captchaAnswer": answer}
}

func TestContactFormStoresAndMailsTheAdmins(t *testing.T) {
	env := testkit.New(t)
	token, answer := env.Captcha("/api/captcha/refresh")
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/public/contact", Body: contactBody(token, answer)}).Expect(t, http.StatusCreated)
	var name, email, msg string
	if err := env.App.DB.QueryRow(context.Background(), "SELECT name, email, message FROM contact_message").Scan(&name, &email, &msg); err != nil {
		t.Fatal(err)
	}
	if name != "Deniz Ak" || email != "deniz@example.com" || msg != "We would like to talk about ideas." {
		t.Errorf("stored %q %q %q (values must be trimmed)", name, email, msg)
	}
	m := env.WaitMail("admin@inno.example", "Contact form: Deniz Ak")
	if !strings.Contains(m.Text, "We would like to talk about ideas.") || !strings.Contains(m.HTML, "Partnership") {
		t.Errorf("mail: %s", m.Text)
	}
}

func TestContactFormRules(t *testing.T) {
	env := testkit.New(t)
	post := func(body map[string]any) *testkit.Response {
		return env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/public/contact", Body: body})
	}
	token, answer := env.Captcha("/api/captcha/refresh")
	bad := contactBody(token, answer)
	bad["name"], bad["email"], bad["message"] = strings.Repeat("n", 51), "nope@", "  hi "
	res := post(bad).Expect(t, http.StatusBadRequest)
	body := string(res.Body)
	for _, want := range []string{`"field":"name","message":"Size"`, `"field":"email","message":"Email"`, `"field":"message","message":"Size"`} {
		if !strings.Contains(body, want) {
			t.Errorf("missing %s in %s", want, body)
		}
	}
	missing := post(map[string]any{}).Expect(t, http.StatusBadRequest)
	for _, f := range []string{"name", "email", "message", "captchaAnswer"} {
		if !strings.Contains(string(missing.Body), `"field":"`+f+`","message":"NotBlank"`) {
			t.Errorf("%s not required: %s", f, missing.Body)
		}
	}
	token, _ = env.Captcha("/api/captcha/refresh")
	if res := post(contactBody(token, "wrong")).Expect(t, http.StatusBadRequest); !strings.Contains(string(res.Body), `"errorKey":"captchaInvalid"`) {
		t.Errorf("bad captcha: %s", res.Body)
	}
	// Switched off: refused.
	admin := env.Login("admin", "admin")
	env.Do(testkit.Request{Method: http.MethodPut, Path: "/api/v3/config/update-config", Token: admin, Body: map[string]any{"contactFormEnabled": false}}).Expect(t, http.StatusOK)
	token, answer = env.Captcha("/api/captcha/refresh")
	if res := post(contactBody(token, answer)).Expect(t, http.StatusBadRequest); !strings.Contains(string(res.Body), `"errorKey":"contactFormDisabled"`) {
		t.Errorf("disabled: %s", res.Body)
	}
	var n int
	_ = env.App.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM contact_message").Scan(&n)
	if n != 0 {
		t.Errorf("%d refused messages were stored", n)
	}
}

func TestUnsubscribeStopsNotificationsButNotAccountMail(t *testing.T) {
	env := testkit.New(t)
	token, answer := env.Captcha("/api/captcha/refresh")
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/public/contact", Body: contactBody(token, answer)}).Expect(t, http.StatusCreated)
	m := env.WaitMail("admin@inno.example", "Contact form")
	link := testkit.LinkIn(t, m.Text, "http://inno.test/unsubscribe-email/")
	unsub := strings.TrimPrefix(link, "http://inno.test/unsubscribe-email/")
	res := env.Get("/api/public/unsubscribe-email/"+unsub, "").Expect(t, http.StatusOK)
	if !strings.HasPrefix(res.Header.Get("Content-Type"), "text/plain") || !strings.Contains(string(res.Body), "admin@inno.example") {
		t.Errorf("unsubscribe answer: %s %s", res.Header.Get("Content-Type"), res.Body)
	}
	// Again is fine; an unknown token is a 404 with a message text.
	env.Get("/api/public/unsubscribe-email/"+unsub, "").Expect(t, http.StatusOK)
	if res := env.Get("/api/public/unsubscribe-email/unknown", "").Expect(t, http.StatusNotFound); len(res.Body) == 0 {
		t.Error("no message for an unknown token")
	}

	env.Mail.Reset()
	token, answer = env.Captcha("/api/captcha/refresh")
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/public/contact", Body: contactBody(token, answer)}).Expect(t, http.StatusCreated)
	// Account mail still goes to the unsubscribed address.
	token, answer = env.Captcha("/api/captcha/refresh")
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/account/reset-password/init", Body: map[string]any{"emailOrUsername": "admin", "captchaToken": token, "captchaAnswer": answer}}).Expect(t, http.StatusOK)
	env.WaitMail("admin@inno.example", "Reset your Inno password")
	time.Sleep(200 * time.Millisecond)
	for _, m := range env.Mail.Messages() {
		if strings.Contains(m.Subject, "Contact form") {
			t.Error("a notification reached an unsubscribed address")
		}
	}
}
