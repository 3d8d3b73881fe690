package httpapi

import (
	"log/slog"
	"net/http"
	"runtime/debug"
	"time"
)

// Recover turns a panic in a handler into a logged 500, so one bad request
// never takes the server down.
func Recover(log *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			defer func() {
				if p := recover(); p != nil {
					if p == http.ErrAbortHandler {
						panic(p)
					}
					log.Error("panic while serving a request", "method", r.Method, "path", r.URL.Path,
						"panic", p, "stack", string(debug.Stack()))
					writeProblem(w, http.StatusInternalServerError, map[string]any{"status": 500, "message": "error.http.500"})
				}
			}()
			next.ServeHTTP(w, r)
		})
	}
}

// StatusWriter remembers the status a handler wrote, for the middlewares
// that log and count responses.
type StatusWriter struct {
	http.ResponseWriter
	status int
}

// NewStatusWriter wraps w.
func NewStatusWriter(w http.ResponseWriter) *StatusWriter { return &StatusWriter{ResponseWriter: w} }

// Status is the status written, 200 when the handler wrote none.
func (s *StatusWriter) Status() int {
	if s.status == 0 {
		return http.StatusOK
	}
	return s.status
}

// WriteHeader records the first status.
func (s *StatusWriter) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *StatusWriter) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	return s.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (s *StatusWriter) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// Flush sends what was written so far: middleware that flushes through a
// plain http.Flusher (chi's Compress) reaches the connection this way, as
// an event stream (internal/live) needs.
func (s *StatusWriter) Flush() { _ = http.NewResponseController(s.ResponseWriter).Flush() }

// AccessLog logs each API request with its status and duration (debug level
// for successful ones, so a busy server's log stays readable).
func AccessLog(log *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			start := time.Now()
			rec := NewStatusWriter(w)
			next.ServeHTTP(rec, r)
			level := slog.LevelDebug
			if rec.Status() >= 500 {
				level = slog.LevelError
			} else if rec.Status() >= 400 {
				level = slog.LevelInfo
			}
			log.Log(r.Context(), level, "http", "method", r.Method, "path", r.URL.Path, "status", rec.Status(),
				"duration_ms", time.Since(start).Milliseconds())
		})
	}
}

// ContentSecurityPolicy is sent with every response. Scripts only from the
// server itself (the built web app has no inline script); styles may be
// inline (React style attributes, the editor's text alignment); images may
// come from https addresses (rich text may show them), data: (captchas, QR
// codes) and blob: (previews of files being uploaded); the app may read back
// blob: URLs it made itself (the manual it opened); no plugin, no other
// base or form target, and no page may frame the app.
const ContentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self' blob:; object-src 'none'; " +
	"base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// SecurityHeaders sets the headers every response should carry; with hsts
// (the server is reached over https: INNO_BASE_URL) it also tells browsers
// to come back over https only, for a year.
func SecurityHeaders(hsts bool) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			h := w.Header()
			h.Set("X-Content-Type-Options", "nosniff")
			h.Set("X-Frame-Options", "DENY")
			h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
			h.Set("Content-Security-Policy", ContentSecurityPolicy)
			if hsts {
				h.Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
			}
			next.ServeHTTP(w, r)
		})
	}
}
