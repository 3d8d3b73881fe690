// Package live carries events to the browsers that wait for them: server-sent
// events (text/event-stream) for a signed-in caller, one stream per page,
// subscribed to topics its domain authorised. Events are written to the
// live_event table in the transaction of the change they announce; on
// PostgreSQL one LISTEN connection per node learns of every commit (NOTIFY),
// on SQLite (one node) the commit itself hands them over; either way one hub
// per node fans them out in memory to the streams. docs/architecture.md,
// "Live events", describes the design.
package live

import "time"

// Event is one message of a stream: its id (the Last-Event-ID a client
// resumes after), its topic, its name (the SSE "event:" line) and its JSON data.
type Event struct {
	ID    int64
	Topic string
	Name  string
	Data  string
}

// Timings of the streams.
const (
	// Heartbeat is how often an idle stream sends a comment line, so proxies
	// and the client see it alive (and a gone client is noticed).
	Heartbeat = 25 * time.Second
	// MaxStreamAge ends a stream; the client reconnects at once and its
	// subscription is authorised again (a member who lost a role stops
	// receiving within this).
	MaxStreamAge = 10 * time.Minute
	// writeWait bounds one write to a stream (the server's WriteTimeout is
	// pushed forward this far before each).
	writeWait = 30 * time.Second
	// Retention is how long events are kept for resuming streams.
	Retention = time.Hour
	// backlogLimit is the most events a resuming stream is sent at once; a
	// client further behind reloads.
	backlogLimit = 500
	// queueSize is how many events a stream may have waiting; a stream that
	// falls further behind is ended (its client reconnects and resumes).
	queueSize = 64
)
