package app_test

import (
	"bytes"
	"context"
	"image"
	_ "image/jpeg"
	_ "image/png"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/app"
	"github.com/inno-platform/inno/internal/config"
	"github.com/inno-platform/inno/internal/testkit"
)

func TestPublicAppConfigHasEveryFieldWithDefaults(t *testing.T) {
	env := testkit.New(t, func(c *config.Config) { c.Demo = false; c.AdminPassword = "Secret-123" })
	body := env.Get("/api/public/config/app", "").Expect(t, http.StatusOK).Map(t)
	want := map[string]any{
		"currentLocale":                "en",
		"externalRegistrationAllowed":  false,
		"applicationStatus":            "OK",
		"contactFormEnabled":           true,
		"showLeadersTable":             true,
		"showPointSummaryTable":        false,
		"showBadgesTable":              true,
		"showPointAndRewardMenu":       true,
		"leaderboardDisplayMonthCount": float64(0),
	}
	for k, v := range want {
		if body[k] != v {
			t.Errorf("%s = %v, want %v", k, body[k], v)
		}
	}
	langs, _ := body["languages"].(map[string]any)
	if langs["en"] != "English" || langs["tr"] != "Türkçe" {
		t.Errorf("languages = %v", body["languages"])
	}
	if locales, _ := body["locales"].([]any); len(locales) != 2 || locales[0] != "en" {
		t.Errorf("locales = %v", body["locales"])
	}
	if mods, _ := body["availableModules"].([]any); len(mods) != 5 {
		t.Errorf("availableModules = %v", body["availableModules"])
	}
	settings, _ := body["moduleSubmitListSettings"].(map[string]any)
	for _, m := range []string{"SUGGESTION", "IMPROVEMENT", "COMPETITION"} {
		s, _ := settings[m].(map[string]any)
		if s["listingEnabled"] != "BOTH" || s["submitEnabled"] != "BOTH" {
			t.Errorf("%s settings = %v", m, settings[m])
		}
	}
	// The preferred language of the browser picks the current locale.
	res := env.Do(testkit.Request{Method: http.MethodGet, Path: "/api/public/config/app", Header: map[string]string{"Accept-Language": "tr-TR,tr;q=0.9,en;q=0.8"}})
	if got := res.Map(t)["currentLocale"]; got != "tr" {
		t.Errorf("currentLocale with Accept-Language tr = %v", got)
	}
	// Without demo data the first administrator exists with the configured password.
	env.Login("admin", "Secret-123")
}

func TestDemoModeAllowsExternalRegistration(t *testing.T) {
	env := testkit.New(t)
	if got := env.Get("/api/public/config/app", "").Map(t)["externalRegistrationAllowed"]; got != true {
		t.Errorf("externalRegistrationAllowed = %v", got)
	}
	for _, login := range []string{"admin", "user", "external", "appadmin", "content", "campaign", "competition", "suggestion", "improvement"} {
		env.Login(login, login)
	}
}

func TestEditConfigIsForAdminsAndShowsUpInThePublicConfig(t *testing.T) {
	env := testkit.New(t)
	env.Get("/api/v3/config/get-edit-config", "").Expect(t, http.StatusUnauthorized)
	env.Get("/api/v3/config/get-edit-config", env.Login("appadmin", "appadmin")).Expect(t, http.StatusForbidden)
	userToken := env.Login("user", "user")
	env.Do(testkit.Request{Method: http.MethodPut, Path: "/api/v3/config/update-config", Token: userToken, Body: map[string]any{"contactFormEnabled": false}}).Expect(t, http.StatusForbidden)

	admin := env.Login("admin", "admin")
	cur := env.Get("/api/v3/config/get-edit-config", admin).Expect(t, http.StatusOK).Map(t)
	if cur["contactFormEnabled"] != true {
		t.Fatalf("edit config = %v", cur)
	}
	res := env.Do(testkit.Request{Method: http.MethodPut, Path: "/api/v3/config/update-config", Token: admin, Body: map[string]any{
		"contactFormEnabled": false, "leaderboardDisplayMonthCount": 6, "locales": []string{"tr", "en"},
		"moduleSubmitListSettings": map[string]any{"IMPROVEMENT": map[string]any{"listingEnabled": "INTERNAL", "submitEnabled": "NONE"}},
	}}).Expect(t, http.StatusOK)
	if res.Header.Get("app-alert") != "inno.appConfig.updated" {
		t.Errorf("app-alert = %q", res.Header.Get("app-alert"))
	}
	pub := env.Get("/api/public/config/app", "").Map(t)
	if pub["contactFormEnabled"] != false || pub["leaderboardDisplayMonthCount"] != float64(6) || pub["currentLocale"] != "tr" {
		t.Errorf("public config after update = %v", pub)
	}
	if pub["showLeadersTable"] != true {
		t.Errorf("a field left out of the update changed: %v", pub["showLeadersTable"])
	}
	imp := pub["moduleSubmitListSettings"].(map[string]any)["IMPROVEMENT"].(map[string]any)
	if imp["listingEnabled"] != "INTERNAL" || imp["submitEnabled"] != "NONE" {
		t.Errorf("IMPROVEMENT = %v", imp)
	}

	// Invalid values are refused field by field and nothing is saved.
	res = env.Do(testkit.Request{Method: http.MethodPut, Path: "/api/v3/config/update-config", Token: admin, Body: map[string]any{
		"contactFormEnabled": true, "applicationStatus": "SLEEPING", "leaderboardDisplayMonthCount": -1,
	}}).Expect(t, http.StatusBadRequest)
	if res.Map(t)["message"] != "error.validation" {
		t.Errorf("body = %s", res.Body)
	}
	env.Do(testkit.Request{Method: http.MethodPut, Path: "/api/v3/config/update-config", Token: admin, Body: `{"showBadgesTable": "maybe"}`}).Expect(t, http.StatusBadRequest)
	if env.Get("/api/public/config/app", "").Map(t)["contactFormEnabled"] != false {
		t.Error("a refused update changed the settings")
	}
}

func TestLocaleAndTextEditorConfig(t *testing.T) {
	env := testkit.New(t)
	en := env.Get("/api/public/config/locale/en", "").Expect(t, http.StatusOK).Map(t)
	tr := env.Get("/api/public/config/locale/tr", "").Expect(t, http.StatusOK).Map(t)
	if en["error.http.403"] != "You are not authorized to access this page." || tr["error.http.403"] == en["error.http.403"] {
		t.Errorf("en=%v tr=%v", en["error.http.403"], tr["error.http.403"])
	}
	env.Get("/api/public/config/locale/xx", "").Expect(t, http.StatusNotFound)
	editor := env.Get("/api/public/config/text-editor", "").Expect(t, http.StatusOK).Map(t)
	if opts, _ := editor["options"].([]any); len(opts) == 0 || opts[0] != "heading" {
		t.Errorf("text editor = %v", editor)
	}
}

func TestManagementInfoAndHealth(t *testing.T) {
	env := testkit.New(t)
	info := env.Get("/management/info", "").Expect(t, http.StatusOK).Map(t)
	if info["version"] == "" || info["build"] == "" || info["environment"] != "development" || info["database"] != testkit.Engine() {
		t.Errorf("info = %v", info)
	}
	health := env.Get("/management/health", "").Expect(t, http.StatusOK).Map(t)
	comps, _ := health["components"].(map[string]any)
	if health["status"] != "UP" || comps["db"].(map[string]any)["status"] != "UP" || comps["diskSpace"].(map[string]any)["status"] != "UP" {
		t.Errorf("health = %v", health)
	}
	// The list indexes are built as the node starts: UNKNOWN while they
	// build (the server stays UP), then UP.
	for deadline := time.Now().Add(20 * time.Second); ; {
		health = env.Get("/management/health", "").Expect(t, http.StatusOK).Map(t)
		index, _ := health["components"].(map[string]any)["listIndex"].(map[string]any)
		if health["status"] != "UP" || index == nil || index["status"] != "UP" && index["status"] != "UNKNOWN" {
			t.Fatalf("health = %v", health)
		}
		if index["status"] == "UP" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the list indexes are still building: %v", index)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestBrandImagesHaveDefaults(t *testing.T) {
	env := testkit.New(t)
	for _, name := range []string{"logo.png", "logo-s.png", "bg.png", "banner.jpg", "announcement.png", "news.png", "article.png", "competitions.png", "campaigns.png"} {
		res := env.Get("/api/public/asset/brand/image/"+name, "").Expect(t, http.StatusOK)
		if _, _, err := image.Decode(bytes.NewReader(res.Body)); err != nil {
			t.Errorf("%s is not an image: %v", name, err)
		}
	}
	env.Get("/api/public/asset/brand/image/secret.txt", "").Expect(t, http.StatusNotFound)
	env.Get("/api/public/asset/brand/image/..%2F..%2Fjwt-secret", "").Expect(t, http.StatusNotFound)
}

func TestUnknownAPIPathsAre404AndPagesGetTheWebApp(t *testing.T) {
	env := testkit.New(t)
	res := env.Get("/api/v3/no-such-thing", "").Expect(t, http.StatusNotFound)
	if res.Map(t)["message"] != "error.http.404" {
		t.Errorf("body = %s", res.Body)
	}
	env.Get("/management/nothing", "").Expect(t, http.StatusNotFound)
	for _, p := range []string{"/", "/admin/user-management", "/some/unknown/page"} {
		res := env.Get(p, "").Expect(t, http.StatusOK)
		if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
			t.Errorf("%s: content type %q", p, ct)
		}
	}
	// A wrong method on a known API path is 405 with a JSON body.
	res = env.Do(testkit.Request{Method: http.MethodDelete, Path: "/api/account"})
	if res.Status != http.StatusMethodNotAllowed {
		t.Errorf("DELETE /api/account = %d", res.Status)
	}
	if res.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Error("security headers missing")
	}
}

func TestOversizeBodyIs400(t *testing.T) {
	env := testkit.New(t)
	big := `{"username":"` + strings.Repeat("a", 2<<20) + `","password":"x"}`
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/authenticate", Body: big}).Expect(t, http.StatusBadRequest)
}

// A second start on the same database applies nothing new and keeps the data.
func TestRestartKeepsTheDatabase(t *testing.T) {
	cfg := config.Default()
	cfg.DataDir = t.TempDir()
	cfg.Demo = true
	cfg.PasswordCost = 4
	if testkit.Engine() == "postgres" {
		cfg.DatabaseURL = testkit.FreshPostgresSchema(t)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	ctx := context.Background()
	first, err := app.New(ctx, cfg, log, nil)
	if err != nil {
		t.Fatal(err)
	}
	v1, err := first.DB.SchemaVersion(ctx)
	if err != nil || v1 < 1 {
		t.Fatalf("schema version %d, %v", v1, err)
	}
	_ = first.Close()
	second, err := app.New(ctx, cfg, log, nil)
	if err != nil {
		t.Fatalf("restart: %v", err)
	}
	defer second.Close()
	if v2, _ := second.DB.SchemaVersion(ctx); v2 != v1 {
		t.Errorf("schema version changed from %d to %d", v1, v2)
	}
	n, err := second.Accounts.Store().Count(ctx)
	if err != nil || n != 9 {
		t.Errorf("users after restart = %d, %v (seed must run once)", n, err)
	}
	// A database from a newer release is refused rather than damaged.
	if _, err := second.DB.Exec(ctx, "INSERT INTO schema_migration (version, name, applied_at) VALUES (?, ?, CURRENT_TIMESTAMP)", 9999, "future"); err != nil {
		t.Fatal(err)
	}
	_ = second.Close()
	if a, err := app.New(ctx, cfg, log, nil); err == nil {
		_ = a.Close()
		t.Fatal("a database newer than the release was opened")
	}
}
