package management_test

import (
	"net/http"
	"regexp"
	"strconv"
	"testing"

	"github.com/inno-platform/inno/internal/config"
	"github.com/inno-platform/inno/internal/testkit"
)

// The per-node caches' hits and misses are in the Prometheus text, by
// cache kind: bench/load.sh reads them beside each figure.
func TestPrometheusCountsCacheHitsAndMisses(t *testing.T) {
	env := testkit.New(t, func(c *config.Config) { c.MetricsToken = "scrape-token-123" })
	admin := env.Login("admin", "admin")
	count := func(kind string) float64 {
		body := string(env.Get("/management/prometheus", "scrape-token-123").Expect(t, http.StatusOK).Body)
		m := regexp.MustCompile(`(?m)^inno_cache_` + kind + `_total\{cache="auth\.Principal"\} (\S+)$`).FindStringSubmatch(body)
		if m == nil {
			t.Fatalf("no inno_cache_%s_total of the session cache in:\n%s", kind, body)
		}
		n, err := strconv.ParseFloat(m[1], 64)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	hits := count("hits")
	env.Get("/api/account", admin).Expect(t, http.StatusOK) // the session is remembered since sign-in or loaded now
	env.Get("/api/account", admin).Expect(t, http.StatusOK) // remembered
	if got := count("hits"); got < hits+1 {
		t.Errorf("session cache hits %v → %v after two reads of one session", hits, got)
	}
	if count("misses") < 1 {
		t.Error("no session cache miss counted")
	}
}
