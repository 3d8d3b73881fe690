package app_test

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/account"
	"github.com/inno-platform/inno/internal/app"
	"github.com/inno-platform/inno/internal/testkit"
)

// A session ended on one node stops working on another within
// account.SessionMaxAge, the longest time docs/security.md promises: the
// nodes share only the database.
func TestSessionEndedOnAnotherNodeStopsWithinItsMaxAge(t *testing.T) {
	env := testkit.New(t)
	other, err := app.New(context.Background(), env.App.Config, slog.New(slog.DiscardHandler), nil)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(other.Handler())
	t.Cleanup(func() { srv.Close(); _ = other.Close() })

	token := env.Login("user", "user")
	env.Get("/api/account", token).Expect(t, http.StatusOK) // node A now remembers the session
	req, _ := http.NewRequest(http.MethodPost, srv.URL+"/api/account/logout", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_ = res.Body.Close()
	if res.StatusCode != http.StatusNoContent {
		t.Fatalf("sign-out on node B: %d", res.StatusCode)
	}
	ended := time.Now()
	for env.Get("/api/account", token).Status == http.StatusOK {
		if time.Since(ended) > account.SessionMaxAge+time.Second {
			t.Fatalf("the token still works on node A %s after it was ended on node B", time.Since(ended))
		}
		time.Sleep(100 * time.Millisecond)
	}
}
