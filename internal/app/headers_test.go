package app_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/config"
	"github.com/inno-platform/inno/internal/testkit"
)

var scriptTag = regexp.MustCompile(`(?is)<script\b([^>]*)>(.*?)</script>`)

// Every answer carries the security headers; the web app's page has no
// inline script, so the policy needs no 'unsafe-inline' for scripts.
func TestSecurityHeaders(t *testing.T) {
	env := testkit.New(t)
	page := env.Get("/", "").Expect(t, http.StatusOK)
	for _, res := range []*testkit.Response{page, env.Get("/api/public/config/app", ""), env.Get("/api/nothing", "")} {
		csp := res.Header.Get("Content-Security-Policy")
		scripts := ""
		for _, d := range strings.Split(csp, ";") {
			if d = strings.TrimSpace(d); strings.HasPrefix(d, "script-src ") {
				scripts = d
			}
		}
		if scripts != "script-src 'self'" || !strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "object-src 'none'") {
			t.Errorf("Content-Security-Policy = %q", csp)
		}
		if res.Header.Get("Referrer-Policy") != "strict-origin-when-cross-origin" || res.Header.Get("X-Content-Type-Options") != "nosniff" ||
			res.Header.Get("X-Frame-Options") != "DENY" {
			t.Errorf("headers: %v", res.Header)
		}
		if res.Header.Get("Strict-Transport-Security") != "" {
			t.Error("HSTS sent for a server reached over http")
		}
	}
	tags := scriptTag.FindAllStringSubmatch(string(page.Body), -1)
	if len(tags) == 0 {
		t.Fatal("the web app's page has no script")
	}
	for _, m := range tags {
		if !strings.Contains(m[1], "src=") || strings.TrimSpace(m[2]) != "" {
			t.Errorf("inline script in the web app's page: %s", m[0])
		}
	}
	if regexp.MustCompile(`(?i)<[^>]+\son[a-z]+=`).Match(page.Body) {
		t.Error("an inline event handler in the web app's page")
	}
}

func TestHSTSWhenTheBaseURLIsHTTPS(t *testing.T) {
	env := testkit.New(t, func(c *config.Config) { c.BaseURL = "https://inno.example" })
	for _, path := range []string{"/", "/api/public/config/app"} {
		if got := env.Get(path, "").Header.Get("Strict-Transport-Security"); !strings.HasPrefix(got, "max-age=31536000") {
			t.Errorf("%s: Strict-Transport-Security = %q", path, got)
		}
	}
}

// Answers to a signed-in caller are never cached; public ones keep their own policy.
func TestSignedInAnswersAreNotStored(t *testing.T) {
	env := testkit.New(t)
	token := env.Login("user", "user")
	for _, path := range []string{"/api/account", "/api/v3/organizations/tree", "/api/v3/contributions/SUGGESTION?page=0"} {
		if got := env.Get(path, token).Header.Get("Cache-Control"); got != "no-store" {
			t.Errorf("%s: Cache-Control = %q, want no-store", path, got)
		}
	}
	if got := env.Get("/api/public/config/app", "").Header.Get("Cache-Control"); got == "no-store" {
		t.Errorf("an anonymous public answer: Cache-Control = %q", got)
	}
}

// HEAD is answered wherever GET is, with GET's status and no body.
func TestHeadIsAnsweredWhereGetIs(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("admin", "admin")
	checked := 0
	for _, rt := range env.App.Router.Routes() {
		if rt.Method != http.MethodGet {
			continue
		}
		path := pathParam.ReplaceAllString(rt.Pattern, "1")
		get := env.Do(testkit.Request{Method: http.MethodGet, Path: path, Token: admin})
		head := env.Do(testkit.Request{Method: http.MethodHead, Path: path, Token: admin})
		if head.Status != get.Status || len(head.Body) != 0 {
			t.Errorf("HEAD %s: %d with %d bytes, GET %d", path, head.Status, len(head.Body), get.Status)
		}
		checked++
	}
	if checked < 50 {
		t.Errorf("only %d GET routes checked", checked)
	}
	if res := env.Do(testkit.Request{Method: http.MethodHead, Path: "/"}); res.Status != http.StatusOK {
		t.Errorf("HEAD / (the web app): %d", res.Status)
	}
}
