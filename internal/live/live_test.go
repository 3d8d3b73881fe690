package live_test

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"testing"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/live"
)

func hub(t *testing.T) (*live.Hub, *db.DB) {
	t.Helper()
	d, err := db.Open(context.Background(), "", filepath.Join(t.TempDir(), "inno.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = d.Close() })
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	if err := d.Migrate(context.Background(), log); err != nil {
		t.Fatal(err)
	}
	return live.NewHub(d, log), d
}

func TestHubDeliversByTopicAfterCommitOnly(t *testing.T) {
	h, d := hub(t)
	ctx := context.Background()
	a, b := h.Subscribe([]string{"a"}), h.Subscribe([]string{"a", "b"})
	defer h.Unsubscribe(a)
	defer h.Unsubscribe(b)

	// a rolled-back transaction publishes nothing
	_ = d.WithTx(ctx, func(ctx context.Context) error {
		if err := h.Publish(ctx, "a", "x", map[string]int{"n": 0}); err != nil {
			t.Fatal(err)
		}
		return context.Canceled
	})
	if err := d.WithTx(ctx, func(ctx context.Context) error { return h.Publish(ctx, "b", "x", map[string]int{"n": 1}) }); err != nil {
		t.Fatal(err)
	}
	if len(a.C) != 0 || len(b.C) != 1 {
		t.Fatalf("queued: a %d, b %d", len(a.C), len(b.C))
	}
	e := <-b.C
	if e.Topic != "b" || e.Name != "x" || e.Data != `{"n":1}` || e.ID == 0 {
		t.Errorf("event: %+v", e)
	}
	// the backlog a resuming stream reads: only its topics, after the id given
	if err := h.Publish(ctx, "a", "x", 2); err != nil {
		t.Fatal(err)
	}
	since, err := h.Since(ctx, []string{"a"}, 0)
	if err != nil || len(since) != 1 || since[0].Data != "2" {
		t.Errorf("since: %+v %v", since, err)
	}
	if h.Streams() != 2 {
		t.Errorf("streams: %d", h.Streams())
	}
}

func TestHubDropsAStreamThatFallsBehindAndClosesAll(t *testing.T) {
	h, _ := hub(t)
	ctx := context.Background()
	slow, fast := h.Subscribe([]string{"t"}), h.Subscribe([]string{"t"})
	// The fast reader acknowledges each event before the next is published, so it
	// keeps up however busy the machine is; the slow one never reads.
	done, got := make(chan int), make(chan struct{})
	go func() {
		n := 0
		for range fast.C {
			n++
			got <- struct{}{}
		}
		done <- n
	}()
	for i := range 100 {
		if err := h.Publish(ctx, "t", "x", i); err != nil {
			t.Fatal(err)
		}
		<-got
	}
	// the slow one's queue filled: it was ended (its channel drained, then closed)
	n := 0
	for range slow.C {
		n++
	}
	if n == 0 || n >= 100 {
		t.Errorf("the slow stream got %d events before it was ended", n)
	}
	h.Close()
	if got := <-done; got != 100 {
		t.Errorf("the fast stream got %d of 100", got)
	}
	if _, ok := <-h.Subscribe([]string{"t"}).C; ok {
		t.Error("a subscription after Close is open")
	}
	if h.Streams() != 0 {
		t.Errorf("streams after Close: %d", h.Streams())
	}
}
