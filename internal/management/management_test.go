package management_test

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/config"
	"github.com/inno-platform/inno/internal/management"
	"github.com/inno-platform/inno/internal/testkit"
)

func TestMetricsDashboardAndPrometheus(t *testing.T) {
	env := testkit.New(t, func(c *config.Config) { c.MetricsToken = "scrape-token-123" })
	admin := env.Login("admin", "admin")
	env.Get("/api/public/config/app", "")
	snap := env.Get("/management/jhimetrics", admin).Expect(t, http.StatusOK).Map(t)
	httpPart, _ := snap["http"].(map[string]any)
	if httpPart["requests"].(float64) < 2 || snap["runtime"] == nil || snap["database"] == nil {
		t.Errorf("dashboard: %v", snap)
	}
	prom := env.Get("/management/prometheus", admin).Expect(t, http.StatusOK)
	body := string(prom.Body)
	for _, want := range []string{`inno_http_requests_total{method="GET",route="/api/public/config/app",status="200"}`, "go_goroutines", "go_sql_open_connections"} {
		if !strings.Contains(body, want) {
			t.Errorf("prometheus text lacks %s", want)
		}
	}
	env.Get("/management/prometheus", "scrape-token-123").Expect(t, http.StatusOK)
	env.Get("/management/prometheus", "").Expect(t, http.StatusUnauthorized)
	env.Get("/management/prometheus", env.Login("appadmin", "appadmin")).Expect(t, http.StatusForbidden)
}

func TestConfigurationAndEnvironmentMaskSecrets(t *testing.T) {
	env := testkit.New(t, func(c *config.Config) {
		c.JWTSecret = "super-secret-signing-key-0123456789"
		c.SMTPURL = "smtp://mailer:hunter2@127.0.0.1:1"
	})
	admin := env.Login("admin", "admin")
	res := env.Get("/management/configprops", admin).Expect(t, http.StatusOK)
	body := string(res.Body)
	if strings.Contains(body, "super-secret") || strings.Contains(body, "hunter2") || !strings.Contains(body, "smtp://mailer:******@127.0.0.1:1") {
		t.Errorf("configprops: %s", body)
	}
	t.Setenv("INNO_SOME_PASSWORD", "do-not-show")
	res = env.Get("/management/env", admin).Expect(t, http.StatusOK)
	if strings.Contains(string(res.Body), "do-not-show") || !strings.Contains(string(res.Body), "INNO_SOME_PASSWORD") {
		t.Errorf("env: %s", res.Body)
	}
	if got := management.Mask("INNO_DATABASE_URL", "postgres://u:p@h/db"); got != "postgres://u:******@h/db" {
		t.Errorf("Mask = %s", got)
	}
	env.Get("/management/threaddump", admin).Expect(t, http.StatusOK)
}

func TestAuditsListSignIns(t *testing.T) {
	env := testkit.New(t)
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/authenticate", Body: map[string]any{"username": "user", "password": "wrong"}})
	admin := env.Login("admin", "admin")
	res := env.Get("/management/audits?page=0&size=10&sort=auditEventDate,desc", admin).Expect(t, http.StatusOK)
	var events []struct {
		Principal, Type string
	}
	res.JSON(t, &events)
	if res.Header.Get("x-total-count") != "2" || len(events) != 2 || events[0].Type != "AUTHENTICATION_SUCCESS" || events[1].Type != "AUTHENTICATION_FAILURE" {
		t.Errorf("audits: %s %+v", res.Header.Get("x-total-count"), events)
	}
	today := time.Now().UTC().Format("2006-01-02")
	tomorrow := time.Now().UTC().AddDate(0, 0, 1).Format("2006-01-02")
	if res := env.Get("/management/audits?fromDate="+today+"&toDate="+today, admin); res.Header.Get("x-total-count") != "2" {
		t.Errorf("today: %s", res.Header.Get("x-total-count"))
	}
	if res := env.Get("/management/audits?fromDate="+tomorrow, admin); res.Header.Get("x-total-count") != "0" {
		t.Errorf("from tomorrow: %s", res.Header.Get("x-total-count"))
	}
	env.Get("/management/audits?fromDate=yesterday", admin).Expect(t, http.StatusBadRequest)
}

func TestLogLevelAndLogFiles(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("admin", "admin")
	if l := env.Get("/management/loggers", admin).Expect(t, http.StatusOK).Map(t)["loggers"].(map[string]any)["ROOT"].(map[string]any); l["effectiveLevel"] != "INFO" {
		t.Errorf("level: %v", l)
	}
	res := env.Do(testkit.Request{Method: http.MethodPost, Path: "/management/loggers/ROOT", Token: admin, Body: map[string]any{"configuredLevel": "DEBUG"}}).Expect(t, http.StatusOK)
	if !strings.Contains(string(res.Body), `"configuredLevel":"DEBUG"`) {
		t.Errorf("after change: %s", res.Body)
	}
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/management/loggers/ROOT", Token: admin, Body: map[string]any{"configuredLevel": "LOUD"}}).Expect(t, http.StatusBadRequest)

	dir := filepath.Join(env.App.Config.DataDir, "logs")
	if err := os.MkdirAll(dir, 0o750); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "inno.log"), []byte("level=INFO msg=hello\n"), 0o640); err != nil {
		t.Fatal(err)
	}
	if got := env.Get("/api/v3/log/files", admin).Expect(t, http.StatusOK); !strings.Contains(string(got.Body), `"name":"inno.log"`) {
		t.Errorf("files: %s", got.Body)
	}
	if got := env.Get("/api/v3/log/get-log-file/inno.log", admin).Expect(t, http.StatusOK); string(got.Body) != "level=INFO msg=hello\n" {
		t.Errorf("file: %q", got.Body)
	}
	env.Get("/api/v3/log/get-log-file/..%2F..%2Fjwt-secret", admin).Expect(t, http.StatusNotFound)
	env.Get("/api/v3/log/get-log-file/inno.log.7", admin).Expect(t, http.StatusNotFound)
}

func TestTestMail(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("admin", "admin")
	env.Get("/api/v3/email/test/ops@example.com", admin).Expect(t, http.StatusOK)
	env.WaitMail("ops@example.com", "Inno test e-mail")
	env.Get("/api/v3/email/test/not-an-address", admin).Expect(t, http.StatusBadRequest)
}
