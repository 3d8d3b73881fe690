package staticcontent_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/testkit"
)

type content struct {
	ID         int64  `json:"id"`
	ContentKey string `json:"contentKey"`
	Locale     string `json:"locale"`
	Title      string `json:"title"`
	Content    string `json:"content"`
}

func TestDefaultsArePublic(t *testing.T) {
	env := testkit.New(t)
	for _, key := range []string{"privacy-platform", "terms-platform", "contact", "home-intro-internal", "home-intro-external", "footer"} {
		for _, l := range []string{"en", "tr"} {
			var c content
			env.Get("/api/v3/public/static-contents/"+l+"/"+key, "").Expect(t, http.StatusOK).JSON(t, &c)
			if c.Locale != l || c.Content == "" {
				t.Errorf("%s/%s: %+v", l, key, c)
			}
		}
	}
	// An unknown locale falls back to the first configured one.
	var c content
	env.Get("/api/v3/public/static-contents/de/terms-platform", "").Expect(t, http.StatusOK).JSON(t, &c)
	if c.Locale != "en" {
		t.Errorf("fallback: %+v", c)
	}
	env.Get("/api/v3/public/static-contents/en/no-such-page", "").Expect(t, http.StatusNotFound)
}

func TestAdministratorEditsAPageAndItIsSanitized(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("appadmin", "appadmin")
	res := env.Get("/api/v3/static-contents?locale=tr&sort=contentKey,asc", admin).Expect(t, http.StatusOK)
	var list []content
	res.JSON(t, &list)
	if res.Header.Get("x-total-count") != "6" || list[0].ContentKey != "contact" {
		t.Fatalf("list: %s %+v", res.Header.Get("x-total-count"), list)
	}
	var terms content
	for _, c := range list {
		if c.ContentKey == "terms-platform" {
			terms = c
		}
	}
	save := func(body map[string]any) *testkit.Response {
		return env.Do(testkit.Request{Method: http.MethodPut, Path: "/api/v3/static-contents", Token: admin, Body: body})
	}
	saved := save(map[string]any{"id": terms.ID, "contentKey": "terms-platform", "locale": "tr", "title": "Koşullar",
		"content": `<p>Yeni <strong>koşullar</strong></p><script>alert(1)</script><a href="javascript:x()">x</a>`}).Expect(t, http.StatusOK)
	if saved.Header.Get("app-alert") != "inno.staticContent.updated" {
		t.Errorf("alert: %v", saved.Header)
	}
	var pub content
	env.Get("/api/v3/public/static-contents/tr/terms-platform", "").Expect(t, http.StatusOK).JSON(t, &pub)
	if pub.Title != "Koşullar" || !strings.Contains(pub.Content, "<strong>koşullar</strong>") || strings.Contains(pub.Content, "script") || strings.Contains(pub.Content, "javascript") {
		t.Errorf("public after edit: %+v", pub)
	}
	// A new key, and bad input.
	save(map[string]any{"contentKey": "faq", "locale": "en", "title": "FAQ", "content": "<p>Q&amp;A</p>"}).Expect(t, http.StatusOK)
	env.Get("/api/v3/public/static-contents/en/faq", "").Expect(t, http.StatusOK)
	save(map[string]any{"contentKey": "Bad Key!", "locale": "en"}).Expect(t, http.StatusBadRequest)
	save(map[string]any{"id": terms.ID, "contentKey": "privacy-platform", "locale": "tr"}).Expect(t, http.StatusBadRequest)
	var one content
	env.Get("/api/v3/static-contents/"+itoa(terms.ID), admin).Expect(t, http.StatusOK).JSON(t, &one)
	if one.Title != "Koşullar" {
		t.Errorf("get by id: %+v", one)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
