package httpapi

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"
)

// Admission lets at most limit API requests run at once and queues the
// others in arrival order.
//
// Without it every request starts at once and they meet again at the
// database pool, which hands a free connection to a random waiter
// (database/sql), once per query: under load a few requests wait many
// turns and the slowest one in a hundred took three times the median. In
// a first-come queue in front of the handlers a request, once admitted,
// runs to its end, so latency stays close to the median; fewer requests
// competing for two cores also costs less in scheduling and memory.
//
// Only /api/ requests queue; the web app's files do not. A request whose
// body may be large (an upload, or a body of unknown length) does not
// queue either, so a slow client cannot hold a place while it sends; a
// small body is read before the request queues for the same reason.
// Handlers that stream a file to the client leave the queue first
// (ServeContent). A request that waits longer than maxWait gets 503.
func Admission(limit int, maxWait time.Duration) func(http.Handler) http.Handler {
	slots := make(chan struct{}, limit)
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if !strings.HasPrefix(r.URL.Path, "/api/") || r.ContentLength < 0 || r.ContentLength > maxQueuedBody {
				next.ServeHTTP(w, r)
				return
			}
			if r.ContentLength > 0 {
				body, err := io.ReadAll(io.LimitReader(r.Body, r.ContentLength))
				if err != nil {
					WriteError(w, r, slog.Default(), BadRequest("the request body could not be read"))
					return
				}
				r.Body = io.NopCloser(bytes.NewReader(body))
			}
			timer := time.NewTimer(maxWait)
			select {
			case slots <- struct{}{}:
				timer.Stop()
			case <-r.Context().Done():
				timer.Stop()
				return // the client left; nobody reads an answer
			case <-timer.C:
				writeProblem(w, http.StatusServiceUnavailable, map[string]any{"status": 503, "message": "error.http.503"})
				return
			}
			s := &slot{free: func() { <-slots }}
			defer s.leave()
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), slotKey{}, s)))
		})
	}
}

// maxQueuedBody is the largest request body read before queueing (JSON
// bodies are far smaller; uploads are larger).
const maxQueuedBody = 64 << 10

type slotKey struct{}

type slot struct {
	once sync.Once
	free func()
}

func (s *slot) leave() { s.once.Do(s.free) }

// LeaveQueue gives the request's place in the admission queue to the next
// request: for a handler whose remaining work is sending bytes to a client
// that may read them slowly.
func LeaveQueue(ctx context.Context) {
	if s, ok := ctx.Value(slotKey{}).(*slot); ok {
		s.leave()
	}
}

// ServeContent is http.ServeContent for the API's files: it leaves the
// admission queue before the transfer starts.
func ServeContent(w http.ResponseWriter, r *http.Request, name string, modtime time.Time, content io.ReadSeeker) {
	LeaveQueue(r.Context())
	http.ServeContent(w, r, name, modtime, content)
}
