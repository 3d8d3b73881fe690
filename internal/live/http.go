package live

import (
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/httpapi"
)

// Serve answers a request with a stream of the events of topics, which the
// calling handler has authorised for the caller. It resumes after the
// Last-Event-ID header (or the lastEventId query parameter) when given. It
// leaves the admission queue before streaming, keeps the server's write
// deadline ahead of each write, sends a heartbeat when idle and ends after
// MaxStreamAge (the client reconnects and is authorised again).
func (h *Hub) Serve(w http.ResponseWriter, r *http.Request, topics []string) error {
	after, err := lastEventID(r)
	if err != nil {
		return err
	}
	ctx := r.Context()
	sub := h.Subscribe(topics) // before the backlog is read, so nothing falls between
	defer h.Unsubscribe(sub)
	var backlog []Event
	if after > 0 {
		if backlog, err = h.Since(ctx, topics, after); err != nil {
			return err
		}
	}
	// A stream lasts minutes: it must not hold a place of the admission
	// queue, and the server's read deadline must not end it.
	httpapi.LeaveQueue(ctx)
	rc := http.NewResponseController(w)
	_ = rc.SetReadDeadline(time.Time{})
	hd := w.Header()
	hd.Set("Content-Type", "text/event-stream")
	hd.Set("Cache-Control", "no-store")
	hd.Set("X-Accel-Buffering", "no") // a proxy must pass each event on at once
	w.WriteHeader(http.StatusOK)

	send := func(write func(io.Writer) error) error {
		if err := rc.SetWriteDeadline(time.Now().Add(writeWait)); err != nil {
			return fmt.Errorf("live: write deadline: %w", err)
		}
		if err := write(w); err != nil {
			return err
		}
		return rc.Flush()
	}
	// retry: how long the client waits before it reconnects.
	if err := send(func(w io.Writer) error { _, err := io.WriteString(w, "retry: 2000\n: open\n\n"); return err }); err != nil {
		return nil // the client left
	}
	sent := map[int64]bool{}
	for _, e := range backlog {
		sent[e.ID] = true
		if err := send(e.write); err != nil {
			return nil
		}
	}
	heartbeat := time.NewTicker(Heartbeat)
	defer heartbeat.Stop()
	// Streams opened together do not all end together.
	age := time.NewTimer(MaxStreamAge - time.Duration(rand.Int64N(int64(MaxStreamAge/5))))
	defer age.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-age.C:
			return nil
		case <-heartbeat.C:
			if err := send(func(w io.Writer) error { _, err := io.WriteString(w, ": ping\n\n"); return err }); err != nil {
				return nil
			}
		case e, ok := <-sub.C:
			if !ok {
				return nil // ended by the hub: the client resumes
			}
			if sent[e.ID] {
				continue
			}
			if err := send(e.write); err != nil {
				return nil
			}
		}
	}
}

// write puts the event in the text/event-stream format; data is one line of JSON.
func (e Event) write(w io.Writer) error {
	_, err := fmt.Fprintf(w, "id: %d\nevent: %s\ndata: %s\n\n", e.ID, e.Name, e.Data)
	return err
}

func lastEventID(r *http.Request) (int64, error) {
	v := strings.TrimSpace(r.Header.Get("Last-Event-ID"))
	if v == "" {
		v = r.URL.Query().Get("lastEventId")
	}
	if v == "" {
		return 0, nil
	}
	id, err := strconv.ParseInt(v, 10, 64)
	if err != nil || id < 0 {
		return 0, httpapi.BadRequest("Last-Event-ID must be an event id")
	}
	return id, nil
}
