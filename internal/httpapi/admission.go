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
	running := &runningSet{m: map[*slot]runningRequest{}}
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
			slow := time.NewTimer(slowWait)
			defer slow.Stop()
		wait:
			for {
				select {
				case slots <- struct{}{}:
					timer.Stop()
					break wait
				case <-slow.C:
					// A full queue for this long means requests that do not end:
					// say which, so a stuck handler can be found from the log.
					slog.Warn("admission queue full", "method", r.Method, "path", r.URL.Path,
						"waited", slowWait.String(), "running", running.describe())
				case <-r.Context().Done():
					timer.Stop()
					return // the client left; nobody reads an answer
				case <-timer.C:
					slog.Warn("admission queue timeout", "method", r.Method, "path", r.URL.Path,
						"running", running.describe())
					writeProblem(w, http.StatusServiceUnavailable, map[string]any{"status": 503, "message": "error.http.503"})
					return
				}
			}
			s := &slot{}
			s.free = func() {
				running.remove(s)
				<-slots
			}
			running.add(s, runningRequest{method: r.Method, path: r.URL.Path, start: time.Now()})
			defer s.leave()
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), slotKey{}, s)))
		})
	}
}

// slowWait is how long a request waits for a place before the queue logs
// what holds the places.
const slowWait = 5 * time.Second

type runningRequest struct {
	method, path string
	start        time.Time
}

// runningSet is what holds the admission places now (for the log).
type runningSet struct {
	mu sync.Mutex
	m  map[*slot]runningRequest
}

func (rs *runningSet) add(s *slot, r runningRequest) {
	rs.mu.Lock()
	rs.m[s] = r
	rs.mu.Unlock()
}

func (rs *runningSet) remove(s *slot) {
	rs.mu.Lock()
	delete(rs.m, s)
	rs.mu.Unlock()
}

func (rs *runningSet) describe() []string {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	out := make([]string, 0, len(rs.m))
	for _, r := range rs.m {
		out = append(out, r.method+" "+r.path+" for "+time.Since(r.start).Round(time.Millisecond).String())
	}
	return out
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
