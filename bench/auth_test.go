// Package bench holds the server benchmarks. Run them with `make bench`, or
//
//	go test -run '^$' -bench . -benchtime 2s ./bench/
//	INNO_TEST_DB=postgres go test -run '^$' -bench . ./bench/
//
// They go through real HTTP against a real database, like the scenario tests.
package bench

import (
	"net/http"
	"testing"

	"github.com/inno-platform/inno/internal/config"
	"github.com/inno-platform/inno/internal/testkit"
)

// production password hashing cost, so sign-in is measured as it runs live.
func productionCost(c *config.Config) { c.PasswordCost = config.Default().PasswordCost }

// BenchmarkAuthenticate measures POST /api/authenticate with the right
// password (dominated by bcrypt at the production cost).
func BenchmarkAuthenticate(b *testing.B) {
	env := testkit.New(b, productionCost)
	body := map[string]any{"username": "user", "password": "user"}
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			res := env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/authenticate", Body: body})
			if res.Status != http.StatusOK {
				b.Fatalf("status %d: %s", res.Status, res.Body)
			}
		}
	})
}

// BenchmarkAccount measures an authenticated GET /api/account.
func BenchmarkAccount(b *testing.B) {
	env := testkit.New(b, productionCost)
	token := env.Login("admin", "admin")
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			res := env.Get("/api/account", token)
			if res.Status != http.StatusOK {
				b.Fatalf("status %d: %s", res.Status, res.Body)
			}
		}
	})
}

// BenchmarkPublicConfig measures GET /api/public/config/app, which every
// page load asks for.
func BenchmarkPublicConfig(b *testing.B) {
	env := testkit.New(b, productionCost)
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if res := env.Get("/api/public/config/app", ""); res.Status != http.StatusOK {
				b.Fatalf("status %d", res.Status)
			}
		}
	})
}
