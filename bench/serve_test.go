//go:build benchserve

package bench

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/app"
	"github.com/inno-platform/inno/internal/config"
)

// TestServeForProfile serves the app, configured from the INNO_* variables
// as `inno serve` is, until SIGINT or SIGTERM, so that a CPU or memory
// profile of the server under load can be taken with the test flags:
//
//	go test -c -tags benchserve -o /tmp/profserver ./bench
//	INNO_DATA_DIR=… /tmp/profserver -test.run '^TestServeForProfile$' \
//	    -test.cpuprofile cpu.prof -test.timeout 0
//	go tool pprof -top /tmp/profserver cpu.prof
//
// bench/load.sh does this with PROFILE=1. The build tag keeps it out of
// `go test ./...`: it is a harness, not a test.
func TestServeForProfile(t *testing.T) {
	cfg, err := config.FromEnv(nil)
	if err != nil {
		t.Fatal(err)
	}
	level := new(slog.LevelVar)
	if err := level.UnmarshalText([]byte(cfg.LogLevel)); err != nil {
		level.Set(slog.LevelInfo)
	}
	log := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{Level: level}))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	app.TuneGC(ctx) // as inno serve
	a, err := app.New(ctx, cfg, log, level)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	a.Start(ctx)
	srv := &http.Server{Addr: cfg.Addr, Handler: a.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		_ = srv.Shutdown(context.Background())
	}()
	if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
		t.Fatal(err)
	}
}
