package live

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// Hub publishes events and fans them out to this node's streams.
type Hub struct {
	store *Store
	log   *slog.Logger
	now   func() time.Time

	mu      sync.RWMutex
	subs    map[string]map[*Sub]struct{} // topic → streams
	streams atomic.Int64
	closed  bool // guarded by mu: the node is stopping

	channel   atomic.Pointer[string] // PostgreSQL: the NOTIFY channel, known once Run started
	listening chan struct{}          // closed once the first LISTEN holds
	readyOnce sync.Once
}

// Sub is one stream's subscription: its events arrive on C, which is closed
// when the hub ends the subscription (the stream fell behind, or the node
// lost its listener): the stream then ends and its client resumes.
type Sub struct {
	C      chan Event
	topics []string
	closed bool // guarded by Hub.mu
}

// NewHub returns the hub of this node.
func NewHub(d *db.DB, log *slog.Logger) *Hub {
	return &Hub{store: NewStore(d), log: log, now: db.Now, subs: map[string]map[*Sub]struct{}{}, listening: make(chan struct{})}
}

// Publish records an event on topic with data as JSON, in the transaction
// ctx carries: it reaches the streams of every node once that transaction
// commits, and never if it rolls back.
func (h *Hub) Publish(ctx context.Context, topic, name string, data any) error {
	b, err := json.Marshal(data)
	if err != nil {
		return fmt.Errorf("live: encode %s: %w", name, err)
	}
	id, err := h.store.Insert(ctx, topic, name, string(b), h.now())
	if err != nil {
		return err
	}
	if h.store.Postgres() {
		ch, err := h.notifyChannel(ctx)
		if err != nil {
			return err
		}
		// "<id> <topic>": a node without a stream on the topic need not read the event
		return h.store.Notify(ctx, ch, strconv.FormatInt(id, 10)+" "+topic)
	}
	// SQLite serves one node: this node's streams are all there is.
	e := Event{ID: id, Topic: topic, Name: name, Data: string(b)}
	db.AfterCommit(ctx, func() { h.dispatch(e) })
	return nil
}

func (h *Hub) notifyChannel(ctx context.Context) (string, error) {
	if p := h.channel.Load(); p != nil {
		return *p, nil
	}
	ch, err := h.store.Channel(ctx)
	if err != nil {
		return "", err
	}
	h.channel.Store(&ch)
	return ch, nil
}

// Run keeps the node's listener (PostgreSQL) and prunes old events until ctx ends.
func (h *Hub) Run(ctx context.Context) {
	if h.store.Postgres() {
		go h.listen(ctx)
	} else {
		h.readyOnce.Do(func() { close(h.listening) })
	}
	prune := time.NewTicker(10 * time.Minute)
	defer prune.Stop()
	for {
		if n, err := h.store.Prune(ctx, h.now().Add(-Retention)); err != nil && ctx.Err() == nil {
			h.log.Warn("live: prune events", "err", err)
		} else if n > 0 {
			h.log.Debug("live: pruned events", "count", n)
		}
		select {
		case <-ctx.Done():
			h.Close()
			return
		case <-prune.C:
		}
	}
}

// Close ends every stream of the node and every later one at once (the
// server is stopping: its graceful shutdown need not wait for them).
func (h *Hub) Close() {
	h.mu.Lock()
	h.closed = true
	h.mu.Unlock()
	h.endAll()
}

// Ready is closed once this node receives the events of every node.
func (h *Hub) Ready() <-chan struct{} { return h.listening }

// listen holds one LISTEN connection; when it breaks, every stream of the
// node is ended (their clients resume from the table after Last-Event-ID, so
// nothing committed meanwhile is lost) and a new one is opened.
func (h *Hub) listen(ctx context.Context) {
	for ctx.Err() == nil {
		ch, err := h.notifyChannel(ctx)
		if err == nil {
			err = h.store.Listen(ctx, ch, func() { h.readyOnce.Do(func() { close(h.listening) }) }, func(payload string) {
				h.received(ctx, payload)
			})
		}
		if ctx.Err() != nil {
			return
		}
		h.log.Warn("live: listener stopped; ending this node's streams and listening again", "err", err)
		h.endAll()
		select {
		case <-ctx.Done():
			return
		case <-time.After(time.Second):
		}
	}
}

// received reads the notified event and hands it to the streams: one read
// per event and node, whatever the number of streams, and none on a node
// without a stream on its topic.
func (h *Hub) received(ctx context.Context, payload string) {
	idText, topic, _ := strings.Cut(payload, " ")
	id, err := strconv.ParseInt(idText, 10, 64)
	if err != nil {
		h.log.Warn("live: notification is no event id", "payload", payload)
		return
	}
	if !h.hasSubscribers(topic) {
		return
	}
	events, err := h.store.Get(ctx, []int64{id})
	if err != nil {
		h.log.Warn("live: read event", "id", id, "err", err)
		return
	}
	for _, e := range events {
		h.dispatch(e)
	}
}

func (h *Hub) hasSubscribers(topic string) bool {
	h.mu.RLock()
	defer h.mu.RUnlock()
	return len(h.subs[topic]) > 0
}

// dispatch gives e to every stream subscribed to its topic. A stream whose
// queue is full is ended rather than waited for.
func (h *Hub) dispatch(e Event) {
	var late []*Sub
	h.mu.RLock()
	for s := range h.subs[e.Topic] {
		select {
		case s.C <- e:
		default:
			late = append(late, s)
		}
	}
	h.mu.RUnlock()
	for _, s := range late {
		h.Unsubscribe(s)
	}
}

// Subscribe starts a subscription to topics.
func (h *Hub) Subscribe(topics []string) *Sub {
	s := &Sub{C: make(chan Event, queueSize), topics: topics}
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		s.closed = true
		close(s.C)
		return s
	}
	for _, t := range topics {
		m := h.subs[t]
		if m == nil {
			m = map[*Sub]struct{}{}
			h.subs[t] = m
		}
		m[s] = struct{}{}
	}
	h.mu.Unlock()
	h.streams.Add(1)
	return s
}

// Unsubscribe ends a subscription (safe to call more than once).
func (h *Hub) Unsubscribe(s *Sub) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if s.closed {
		return
	}
	s.closed = true
	for _, t := range s.topics {
		if m := h.subs[t]; m != nil {
			delete(m, s)
			if len(m) == 0 {
				delete(h.subs, t)
			}
		}
	}
	close(s.C)
	h.streams.Add(-1)
}

func (h *Hub) endAll() {
	h.mu.RLock()
	var all []*Sub
	seen := map[*Sub]bool{}
	for _, m := range h.subs {
		for s := range m {
			if !seen[s] {
				seen[s] = true
				all = append(all, s)
			}
		}
	}
	h.mu.RUnlock()
	for _, s := range all {
		h.Unsubscribe(s)
	}
}

// Streams is the number of open streams on this node.
func (h *Hub) Streams() int64 { return h.streams.Load() }

// Since is the backlog a resuming stream is sent: the events of topics after id.
func (h *Hub) Since(ctx context.Context, topics []string, after int64) ([]Event, error) {
	return h.store.Since(ctx, topics, after, backlogLimit)
}

// Wait blocks until the hub receives every node's events or ctx ends (for tests and tools).
func (h *Hub) Wait(ctx context.Context) error {
	select {
	case <-h.listening:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
