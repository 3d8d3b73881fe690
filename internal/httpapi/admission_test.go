package httpapi

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// Admission runs at most limit API requests at once, admits the waiting
// ones in arrival order, lets uploads and the web app's files through, and
// gives up on a request that waits too long.
func TestAdmissionQueuesAPIRequestsInOrder(t *testing.T) {
	release := make(chan struct{})
	var mu sync.Mutex
	var order []string
	h := Admission(1, 2*time.Second)(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		mu.Lock()
		order = append(order, r.URL.Query().Get("n")+string(body))
		mu.Unlock()
		if r.URL.Query().Get("n") == "first" {
			<-release
		}
		if r.URL.Query().Get("leave") == "1" {
			LeaveQueue(r.Context())
			<-release
		}
	}))
	srv := httptest.NewServer(h)
	defer srv.Close()

	var wg sync.WaitGroup
	get := func(path string, body string) {
		defer wg.Done()
		req, _ := http.NewRequest(http.MethodPost, srv.URL+path, strings.NewReader(body))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			return
		}
		_ = resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Errorf("%s: status %d", path, resp.StatusCode)
		}
	}
	started := func(n int) {
		deadline := time.Now().Add(2 * time.Second)
		for time.Now().Before(deadline) {
			mu.Lock()
			got := len(order)
			mu.Unlock()
			if got >= n {
				return
			}
			time.Sleep(5 * time.Millisecond)
		}
		t.Fatalf("%d requests started, want %d: %v", len(order), n, order)
	}

	wg.Add(1)
	go get("/api/x?n=first", "")
	started(1)
	// While the first holds the only place, the web app's files and a
	// request too large to queue still run.
	wg.Add(2)
	go get("/index.html?n=web", "")
	go get("/api/upload?n=upload", strings.Repeat("x", maxQueuedBody+1))
	started(3)
	// API requests queue, and are admitted in the order they came.
	for _, n := range []string{"a", "b", "c"} {
		wg.Add(1)
		go get("/api/x?n="+n, "-body")
		time.Sleep(30 * time.Millisecond)
	}
	time.Sleep(50 * time.Millisecond)
	mu.Lock()
	if len(order) != 3 {
		t.Errorf("queued requests ran before a place was free: %v", order)
	}
	mu.Unlock()
	close(release)
	wg.Wait()
	// The upload's body was read by the handler; the queued ones kept theirs.
	if got := strings.Join(order[:3], " "); !strings.HasPrefix(got, "first ") || !strings.Contains(got, "web") || !strings.Contains(got, "upload"+strings.Repeat("x", maxQueuedBody+1)) {
		t.Errorf("first three: %.80q…, want first, then web and upload in either order", got)
	}
	if q := strings.Join(order[3:], " "); q != "a-body b-body c-body" {
		t.Errorf("queue order %q, want a-body b-body c-body", q)
	}
}

func TestAdmissionLeaveQueueAndTimeout(t *testing.T) {
	hold := make(chan struct{})
	h := Admission(1, 100*time.Millisecond)(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/api/stream":
			LeaveQueue(r.Context()) // what ServeContent does before sending a file
			<-hold
		case "/api/hold":
			<-hold
		}
		_, _ = w.Write([]byte("ok"))
	}))
	do := func(path string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		return rec
	}
	done := make(chan struct{})
	go func() { do("/api/stream"); done <- struct{}{} }()
	time.Sleep(20 * time.Millisecond)
	if rec := do("/api/quick"); rec.Code != http.StatusOK {
		t.Errorf("a request behind one that left the queue: status %d", rec.Code)
	}
	go func() { do("/api/hold"); done <- struct{}{} }()
	time.Sleep(20 * time.Millisecond)
	rec := do("/api/quick")
	if rec.Code != http.StatusServiceUnavailable || !bytes.Contains(rec.Body.Bytes(), []byte("error.http.503")) {
		t.Errorf("a request that waited past maxWait: status %d, body %s", rec.Code, rec.Body)
	}
	close(hold)
	<-done
	<-done
}

// The places' holders are listed while they run and forgotten when they
// leave (the list the queue logs when it stays full).
func TestAdmissionRunningSet(t *testing.T) {
	rs := &runningSet{m: map[*slot]runningRequest{}}
	a, b := &slot{}, &slot{}
	rs.add(a, runningRequest{method: "GET", path: "/api/a", start: time.Now().Add(-2 * time.Second)})
	rs.add(b, runningRequest{method: "POST", path: "/api/b", start: time.Now()})
	got := strings.Join(rs.describe(), "; ")
	if !strings.Contains(got, "GET /api/a for 2") || !strings.Contains(got, "POST /api/b for ") {
		t.Fatalf("describe = %q", got)
	}
	rs.remove(a)
	rs.remove(b)
	if d := rs.describe(); len(d) != 0 {
		t.Fatalf("after leaving: %v", d)
	}
}
