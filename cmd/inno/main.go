// Command inno is the Inno innovation platform: one binary serving the API
// and the embedded web app.
//
//	inno serve      start the server (default)
//	inno migrate    apply database migrations and exit
//	inno check-db   exit 0 when the database answers (used by make test)
//	inno version    print the version
//	inno openapi    print the OpenAPI document of the API (for the web build)
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/inno-platform/inno/internal/app"
	"github.com/inno-platform/inno/internal/config"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/management"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "inno:", err)
		os.Exit(1)
	}
}

func run(args []string, stdout io.Writer) error {
	cmd := "serve"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "version":
		fmt.Fprintf(stdout, "inno %s (build %s)\n", management.Version, management.Build)
		return nil
	case "check-db":
		return checkDB(args)
	case "openapi":
		return printOpenAPI(stdout)
	case "serve", "migrate":
	default:
		return fmt.Errorf("unknown command %q (serve, migrate, check-db, version, openapi)", cmd)
	}

	cfg, err := config.FromEnv(args)
	if err != nil {
		return err
	}
	level := new(slog.LevelVar)
	if err := level.UnmarshalText([]byte(cfg.LogLevel)); err != nil {
		level.Set(slog.LevelInfo)
	}
	out := stdout
	if cmd == "serve" {
		logFile, err := openLogFile(filepath.Join(cfg.DataDir, "logs"))
		if err != nil {
			return err
		}
		defer logFile.Close()
		out = io.MultiWriter(stdout, logFile)
	}
	log := newLogger(cfg, out, level)
	slog.SetDefault(log)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	if cmd == "migrate" {
		d, err := db.Open(ctx, cfg.DatabaseURL, cfg.SQLitePath())
		if err != nil {
			return err
		}
		defer d.Close()
		return d.Migrate(ctx, log)
	}
	return serve(ctx, cfg, log, level)
}

// printOpenAPI writes the document GET /api/openapi.json serves. It is
// built from the route table of a server wired on a throwaway SQLite
// database, so it needs no configuration and no running server.
func printOpenAPI(stdout io.Writer) error {
	dir, err := os.MkdirTemp("", "inno-openapi-")
	if err != nil {
		return fmt.Errorf("openapi: %w", err)
	}
	defer os.RemoveAll(dir)
	cfg := config.Default()
	cfg.DataDir = dir
	cfg.PasswordCost = 4 // the throwaway administrator's password needs no strength
	a, err := app.New(context.Background(), cfg, slog.New(slog.NewTextHandler(io.Discard, nil)), nil)
	if err != nil {
		return err
	}
	defer a.Close()
	_, err = stdout.Write(a.OpenAPI.JSON())
	return err
}

func serve(ctx context.Context, cfg config.Config, log *slog.Logger, level *slog.LevelVar) error {
	started := time.Now()
	app.TuneGC(ctx)
	a, err := app.New(ctx, cfg, log, level)
	if err != nil {
		return err
	}
	defer a.Close()
	a.Start(ctx)

	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", cfg.Addr, err)
	}
	srv := &http.Server{
		Handler:           a.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       5 * time.Minute, // uploads
		WriteTimeout:      10 * time.Minute,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    1 << 20,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	srv.RegisterOnShutdown(a.Live.Close) // open event streams end at once; their clients reconnect to another node
	log.Info("inno is ready", "addr", ln.Addr().String(), "url", cfg.BaseURL, "database", a.DB.Dialect,
		"data_dir", cfg.DataDir, "demo", cfg.Demo, "version", management.Version, "build", management.Build,
		"startup_ms", time.Since(started).Milliseconds())

	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		if !errors.Is(err, http.ErrServerClosed) {
			return fmt.Errorf("serve: %w", err)
		}
		return nil
	case <-ctx.Done():
	}
	log.Info("shutting down", "timeout", cfg.ShutdownTimeout)
	shutdownCtx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	log.Info("stopped")
	return nil
}

// checkDB pings the database named by the first argument (or
// INNO_DATABASE_URL) and says in one line whether it answers.
func checkDB(args []string) error {
	url := os.Getenv("INNO_DATABASE_URL")
	if len(args) > 0 {
		url = args[0]
	}
	if !db.IsPostgresURL(url) {
		return errors.New("check-db needs a postgres:// URL")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	d, err := db.Open(ctx, url, "")
	if err != nil {
		return err
	}
	return d.Close()
}

// MaxLogFileBytes is the size past which the log file is rotated at start.
const MaxLogFileBytes = 10 << 20

// openLogFile appends to dir/inno.log, which the log screen offers for
// download. A file over MaxLogFileBytes is first moved to inno.log.1.
func openLogFile(dir string) (*os.File, error) {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, fmt.Errorf("create log dir: %w", err)
	}
	path := filepath.Join(dir, "inno.log")
	if st, err := os.Stat(path); err == nil && st.Size() > MaxLogFileBytes {
		if err := os.Rename(path, path+".1"); err != nil {
			return nil, fmt.Errorf("rotate log file: %w", err)
		}
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o640)
	if err != nil {
		return nil, fmt.Errorf("open log file: %w", err)
	}
	return f, nil
}

func newLogger(cfg config.Config, w io.Writer, level *slog.LevelVar) *slog.Logger {
	opts := &slog.HandlerOptions{Level: level}
	if cfg.LogFormat == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}
