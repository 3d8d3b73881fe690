// Package testkit boots the whole server on a fresh database for a test and
// talks to it over real HTTP. The engine comes from INNO_TEST_DB: "sqlite"
// (default, a file in the test's temp dir) or "postgres" (a fresh schema in
// the database at INNO_TEST_POSTGRES_URL, dropped when the test ends).
package testkit

import (
	"bytes"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/app"
	"github.com/inno-platform/inno/internal/config"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/testkit/mailcatch"
)

// DefaultPostgresURL is used when INNO_TEST_POSTGRES_URL is unset.
const DefaultPostgresURL = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"

// Env is a running server for one test.
type Env struct {
	t    testing.TB
	URL  string
	App  *app.App
	Mail *mailcatch.Server // the SMTP server the app delivers to
}

// Option changes the configuration before the server starts.
type Option func(*config.Config)

// Engine is the database engine the tests run on.
func Engine() string {
	if os.Getenv("INNO_TEST_DB") == "postgres" {
		return "postgres"
	}
	return "sqlite"
}

// New starts a server with demo data on a fresh database.
func New(t testing.TB, opts ...Option) *Env {
	t.Helper()
	cfg := config.Default()
	cfg.DataDir = t.TempDir()
	cfg.Demo = true
	cfg.DemoContributions = false
	cfg.PasswordCost = 4
	cfg.Environment = "development"
	cfg.BaseURL = "http://inno.test"
	catcher, err := mailcatch.Start("127.0.0.1:0")
	if err != nil {
		t.Fatalf("testkit: start SMTP server: %v", err)
	}
	t.Cleanup(func() { _ = catcher.Close() })
	cfg.SMTPURL = catcher.URL()
	cfg.MailPollInterval = 50 * time.Millisecond
	cfg.MailDigestWindow = 300 * time.Millisecond // a burst of notifications is one mail (mail.Digest)
	for _, o := range opts {
		o(&cfg)
	}
	if Engine() == "postgres" {
		cfg.DatabaseURL = FreshPostgresSchema(t)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	if os.Getenv("INNO_TEST_LOG") != "" {
		log = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	a, err := app.New(context.Background(), cfg, log, nil)
	if err != nil {
		t.Fatalf("testkit: start app: %v", err)
	}
	srv := httptest.NewServer(a.Handler())
	ctx, cancel := context.WithCancel(context.Background())
	a.Start(ctx)
	t.Cleanup(func() {
		cancel()
		srv.Close()
		_ = a.Close()
	})
	return &Env{t: t, URL: srv.URL, App: a, Mail: catcher}
}

// AnotherNode starts a second server on the database and data directory of
// e (the same token secret): a second node of one installation, as several
// nodes share one PostgreSQL. It stops when the test ends.
func (e *Env) AnotherNode(t testing.TB) *Env {
	t.Helper()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	a, err := app.New(context.Background(), e.App.Config, log, nil)
	if err != nil {
		t.Fatalf("testkit: start another node: %v", err)
	}
	srv := httptest.NewServer(a.Handler())
	ctx, cancel := context.WithCancel(context.Background())
	a.Start(ctx)
	t.Cleanup(func() {
		cancel()
		srv.Close()
		_ = a.Close()
	})
	return &Env{t: t, URL: srv.URL, App: a, Mail: e.Mail}
}

// FreshPostgresSchema creates an empty schema for this test and returns a
// database URL whose search_path points at it. The schema is dropped when
// the test ends.
func FreshPostgresSchema(t testing.TB) string {
	t.Helper()
	base := os.Getenv("INNO_TEST_POSTGRES_URL")
	if base == "" {
		base = DefaultPostgresURL
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatalf("testkit: open postgres: %v", err)
	}
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	schema := "inno_test_" + hex.EncodeToString(b)
	if _, err := admin.Exec("CREATE SCHEMA " + schema); err != nil {
		_ = admin.Close()
		t.Fatalf("testkit: PostgreSQL at %s is not usable: %v", base, err)
	}
	t.Cleanup(func() {
		// Two packages' tests dropping their schemas at once may deadlock
		// on the objects the schemas share (pg_trgm's operator classes):
		// PostgreSQL cancels one of them, which drops again.
		var err error
		for attempt := 0; attempt < 5; attempt++ {
			if _, err = admin.Exec("DROP SCHEMA " + schema + " CASCADE"); !db.IsDeadlock(err) {
				break
			}
			time.Sleep(time.Duration(50*(attempt+1)) * time.Millisecond)
		}
		if err != nil {
			t.Errorf("testkit: drop schema %s: %v", schema, err)
		}
		_ = admin.Close()
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("testkit: parse %s: %v", base, err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// Response is a finished request.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
}

// JSON decodes the body into v, failing the test on error.
func (r *Response) JSON(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Body, v); err != nil {
		t.Fatalf("decode %s: %v", r.Body, err)
	}
}

// Map decodes the body as a JSON object.
func (r *Response) Map(t testing.TB) map[string]any {
	t.Helper()
	m := map[string]any{}
	r.JSON(t, &m)
	return m
}

// Request is one call: method, path, optional body (any value is sent as
// JSON; a string or []byte is sent as is) and optional bearer token.
type Request struct {
	Method string
	Path   string
	Body   any
	Token  string
	Header map[string]string
}

// Do sends the request and reads the whole response.
func (e *Env) Do(req Request) *Response {
	e.t.Helper()
	var body io.Reader
	switch b := req.Body.(type) {
	case nil:
	case string:
		body = strings.NewReader(b)
	case []byte:
		body = bytes.NewReader(b)
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			e.t.Fatalf("encode body: %v", err)
		}
		body = bytes.NewReader(raw)
	}
	r, err := http.NewRequest(req.Method, e.URL+req.Path, body)
	if err != nil {
		e.t.Fatalf("new request: %v", err)
	}
	if body != nil {
		r.Header.Set("Content-Type", "application/json")
	}
	if req.Token != "" {
		r.Header.Set("Authorization", "Bearer "+req.Token)
	}
	for k, v := range req.Header {
		r.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(r)
	if err != nil {
		e.t.Fatalf("%s %s: %v", req.Method, req.Path, err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		e.t.Fatalf("read body: %v", err)
	}
	out := &Response{Status: res.StatusCode, Header: res.Header, Body: raw}
	e.checkContract(req.Method, req.Path, out)
	return out
}

// Get is Do with GET and an optional token.
func (e *Env) Get(path, token string) *Response {
	e.t.Helper()
	return e.Do(Request{Method: http.MethodGet, Path: path, Token: token})
}

// Login signs in through POST /api/authenticate and returns the token.
func (e *Env) Login(username, password string) string {
	e.t.Helper()
	res := e.Do(Request{Method: http.MethodPost, Path: "/api/authenticate",
		Body: map[string]any{"username": username, "password": password}})
	if res.Status != http.StatusOK {
		e.t.Fatalf("login %s: status %d: %s", username, res.Status, res.Body)
	}
	var out struct {
		IDToken string `json:"id_token"`
	}
	res.JSON(e.t, &out)
	return out.IDToken
}

// Expect fails the test when the response status is not want.
func (r *Response) Expect(t testing.TB, want int) *Response {
	t.Helper()
	if r.Status != want {
		t.Fatalf("status %d, want %d; body: %s", r.Status, want, r.Body)
	}
	return r
}

// WaitMail waits for a message to the address whose subject contains subject.
func (e *Env) WaitMail(to, subject string) mailcatch.Message {
	e.t.Helper()
	m, err := e.Mail.WaitFor(to, subject, 10*time.Second)
	if err != nil {
		e.t.Fatal(err)
	}
	return m
}

// LinkIn returns the first link in text that starts with prefix.
func LinkIn(t testing.TB, text, prefix string) string {
	t.Helper()
	i := strings.Index(text, prefix)
	if i < 0 {
		t.Fatalf("no link starting with %s in:\n%s", prefix, text)
	}
	end := strings.IndexAny(text[i:], " \r\n\"<>")
	if end < 0 {
		return text[i:]
	}
	return text[i : i+end]
}

// Captcha gets a form captcha and its answer (read from the database, as a
// person would read the image).
func (e *Env) Captcha(purposePath string) (token, answer string) {
	e.t.Helper()
	res := e.Do(Request{Method: http.MethodPost, Path: purposePath, Body: map[string]any{"token": ""}})
	res.Expect(e.t, http.StatusOK)
	var c struct {
		CaptchaToken string `json:"captchaToken"`
	}
	res.JSON(e.t, &c)
	if err := e.App.DB.QueryRow(context.Background(), "SELECT answer FROM captcha WHERE token = ?", c.CaptchaToken).Scan(&answer); err != nil {
		e.t.Fatalf("captcha answer: %v", err)
	}
	return c.CaptchaToken, answer
}

// Upload posts one file as multipart/form-data under field.
func (e *Env) Upload(path, token, field, fileName string, data []byte) *Response {
	e.t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, err := mw.CreateFormFile(field, fileName)
	if err != nil {
		e.t.Fatal(err)
	}
	if _, err := fw.Write(data); err != nil {
		e.t.Fatal(err)
	}
	if err := mw.Close(); err != nil {
		e.t.Fatal(err)
	}
	return e.Do(Request{Method: http.MethodPost, Path: path, Token: token, Body: buf.Bytes(),
		Header: map[string]string{"Content-Type": mw.FormDataContentType()}})
}
