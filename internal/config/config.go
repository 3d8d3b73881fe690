// Package config reads the server's settings from environment variables,
// with command-line flags of the same meaning taking precedence.
package config

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// Config holds every setting of the server. README.md documents each one.
type Config struct {
	Addr        string // INNO_ADDR
	DataDir     string // INNO_DATA_DIR
	DatabaseURL string // INNO_DATABASE_URL; empty means SQLite in DataDir
	BaseURL     string // INNO_BASE_URL
	JWTSecret   string // INNO_JWT_SECRET; generated into DataDir when empty
	Demo        bool   // INNO_DEMO
	// DemoContributions adds fields, tags, extra inputs and a few dozen
	// contributions to the demo (INNO_DEMO_CONTRIBUTIONS, default on; the
	// Go tests turn it off and build their own).
	DemoContributions bool
	AdminPassword     string // INNO_ADMIN_PASSWORD
	Environment       string // INNO_ENV: production or development
	LogLevel          string // INNO_LOG_LEVEL: debug, info, warn, error
	LogFormat         string // INNO_LOG_FORMAT: text or json

	MetricsToken     string        // INNO_METRICS_TOKEN: bearer token for Prometheus scrapers
	SMTPURL          string        // INNO_SMTP_URL: smtp://user:pass@host:587, smtps://host:465; empty keeps mail in the outbox
	MailFrom         string        // INNO_MAIL_FROM
	MailPollInterval time.Duration // INNO_MAIL_POLL_INTERVAL
	// MailDigestWindow is how long notifications that come in bursts (new
	// comments) collect before they go out as one mail.
	MailDigestWindow time.Duration // INNO_MAIL_DIGEST_WINDOW

	// CaptchaTestAnswer, when set, is accepted as the answer of every captcha.
	// Only for automated tests; the server warns loudly at start.
	CaptchaTestAnswer string // INNO_CAPTCHA_TEST_ANSWER

	// PasswordCost is the bcrypt cost. Tests lower it to keep suites fast.
	PasswordCost int // INNO_PASSWORD_COST

	// NoAnswerCaches turns off the per-node caches that hold whole answers
	// (shared list pages, a contribution's parts), for load tests that
	// measure what every request costs (INNO_ANSWER_CACHES=off; bench/README.md).
	NoAnswerCaches bool
	// NoListIndex turns off the contribution lists' in-memory index: every
	// list is read by SQL (INNO_LIST_INDEX=off; docs/decisions.md, "The list
	// index"), for a node short of memory or to compare.
	NoListIndex bool

	// MaxActiveRequests is how many API requests run at once; the others
	// queue in arrival order (INNO_MAX_ACTIVE_REQUESTS; httpapi.Admission).
	// 0, the default: by the engine (ActiveRequests).
	MaxActiveRequests int

	TokenLifetime         time.Duration // INNO_TOKEN_LIFETIME
	RememberTokenLifetime time.Duration // INNO_REMEMBER_TOKEN_LIFETIME
	ShutdownTimeout       time.Duration
}

// Default returns the settings used when nothing is configured.
func Default() Config {
	return Config{
		Addr:                  ":8080",
		DemoContributions:     true,
		DataDir:               "./data",
		BaseURL:               "http://localhost:8080",
		Environment:           "production",
		LogLevel:              "info",
		LogFormat:             "text",
		PasswordCost:          10,
		TokenLifetime:         24 * time.Hour,
		RememberTokenLifetime: 30 * 24 * time.Hour,
		ShutdownTimeout:       15 * time.Second,
		MailFrom:              "Inno <no-reply@localhost>",
		MailPollInterval:      5 * time.Second,
		MailDigestWindow:      10 * time.Minute,
	}
}

// Load builds the configuration from the environment (getenv) and then from
// the flags in args, which win.
func Load(args []string, getenv func(string) string) (Config, error) {
	c := Default()
	str := func(dst *string, key string) {
		if v := getenv(key); v != "" {
			*dst = v
		}
	}
	str(&c.Addr, "INNO_ADDR")
	str(&c.DataDir, "INNO_DATA_DIR")
	str(&c.DatabaseURL, "INNO_DATABASE_URL")
	str(&c.BaseURL, "INNO_BASE_URL")
	str(&c.JWTSecret, "INNO_JWT_SECRET")
	str(&c.AdminPassword, "INNO_ADMIN_PASSWORD")
	str(&c.Environment, "INNO_ENV")
	str(&c.LogLevel, "INNO_LOG_LEVEL")
	str(&c.LogFormat, "INNO_LOG_FORMAT")
	str(&c.CaptchaTestAnswer, "INNO_CAPTCHA_TEST_ANSWER")
	str(&c.SMTPURL, "INNO_SMTP_URL")
	str(&c.MetricsToken, "INNO_METRICS_TOKEN")
	str(&c.MailFrom, "INNO_MAIL_FROM")
	c.Demo = isTrue(getenv("INNO_DEMO"))
	if v := getenv("INNO_DEMO_CONTRIBUTIONS"); v != "" {
		c.DemoContributions = isTrue(v)
	}
	if v := getenv("INNO_ANSWER_CACHES"); v != "" {
		c.NoAnswerCaches = !isTrue(v)
	}
	if v := getenv("INNO_LIST_INDEX"); v != "" {
		c.NoListIndex = !isTrue(v)
	}
	if v := getenv("INNO_PASSWORD_COST"); v != "" {
		if _, err := fmt.Sscanf(v, "%d", &c.PasswordCost); err != nil {
			return c, fmt.Errorf("config: INNO_PASSWORD_COST: %w", err)
		}
	}
	if v := getenv("INNO_MAX_ACTIVE_REQUESTS"); v != "" {
		if _, err := fmt.Sscanf(v, "%d", &c.MaxActiveRequests); err != nil || c.MaxActiveRequests < 1 {
			return c, fmt.Errorf("config: INNO_MAX_ACTIVE_REQUESTS must be a number of at least 1, not %q", v)
		}
	}
	for key, dst := range map[string]*time.Duration{
		"INNO_TOKEN_LIFETIME":          &c.TokenLifetime,
		"INNO_REMEMBER_TOKEN_LIFETIME": &c.RememberTokenLifetime,
		"INNO_MAIL_POLL_INTERVAL":      &c.MailPollInterval,
		"INNO_MAIL_DIGEST_WINDOW":      &c.MailDigestWindow,
	} {
		if v := getenv(key); v != "" {
			d, err := time.ParseDuration(v)
			if err != nil {
				return c, fmt.Errorf("config: %s: %w", key, err)
			}
			*dst = d
		}
	}

	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.StringVar(&c.Addr, "addr", c.Addr, "listen address (INNO_ADDR)")
	fs.StringVar(&c.DataDir, "data-dir", c.DataDir, "data directory (INNO_DATA_DIR)")
	fs.StringVar(&c.DatabaseURL, "database-url", c.DatabaseURL, "postgres://… URL; empty for SQLite in the data dir (INNO_DATABASE_URL)")
	fs.StringVar(&c.BaseURL, "base-url", c.BaseURL, "public address used in links (INNO_BASE_URL)")
	fs.StringVar(&c.JWTSecret, "jwt-secret", c.JWTSecret, "token signing secret (INNO_JWT_SECRET)")
	fs.BoolVar(&c.Demo, "demo", c.Demo, "seed demo data into an empty database (INNO_DEMO)")
	fs.StringVar(&c.AdminPassword, "admin-password", c.AdminPassword, "first admin password (INNO_ADMIN_PASSWORD)")
	fs.StringVar(&c.Environment, "env", c.Environment, "production or development (INNO_ENV)")
	fs.StringVar(&c.LogLevel, "log-level", c.LogLevel, "debug, info, warn or error (INNO_LOG_LEVEL)")
	fs.StringVar(&c.SMTPURL, "smtp-url", c.SMTPURL, "outgoing mail server (INNO_SMTP_URL)")
	fs.StringVar(&c.MailFrom, "mail-from", c.MailFrom, "sender address of outgoing mail (INNO_MAIL_FROM)")
	fs.StringVar(&c.LogFormat, "log-format", c.LogFormat, "text or json (INNO_LOG_FORMAT)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	c.BaseURL = strings.TrimRight(c.BaseURL, "/")
	if c.Environment != "production" && c.Environment != "development" {
		return c, fmt.Errorf("config: INNO_ENV must be production or development, not %q", c.Environment)
	}
	if c.PasswordCost < 4 || c.PasswordCost > 16 {
		return c, fmt.Errorf("config: INNO_PASSWORD_COST must be between 4 and 16")
	}
	return c, nil
}

// ActiveRequests is how many API requests a node runs at once: the
// configured number, else one per core and one more to keep the cores busy
// while a request waits on the database; more only adds waiting in the
// middle of requests (measured in bench/README.md). On PostgreSQL twice
// that: a request's statements run in the database's own processes and the
// request waits out each round trip, so with cores + 1 places the cores
// idled (2 cores, PostgreSQL on the same machine: 6 places answered 10-40 %
// more requests/s than 3 in most scenarios, with a lower p99, and 10 no
// more than 6). A node far from its PostgreSQL, whose requests mostly wait
// on the network, may set more.
func (c Config) ActiveRequests(postgres bool) int {
	if c.MaxActiveRequests > 0 {
		return c.MaxActiveRequests
	}
	n := max(3, runtime.GOMAXPROCS(0)+1)
	if postgres {
		n *= 2
	}
	return n
}

// SQLitePath is the database file used when no DatabaseURL is set.
func (c Config) SQLitePath() string { return filepath.Join(c.DataDir, "inno.db") }

// FromEnv is Load with the process environment.
func FromEnv(args []string) (Config, error) { return Load(args, os.Getenv) }

func isTrue(v string) bool {
	switch strings.ToLower(v) {
	case "1", "true", "yes", "on":
		return true
	}
	return false
}
