// Package audit records security events (sign-in success and failure, mails
// anyone may trigger) and answers the questions the brute-force check and
// the mail limits ask of them.
package audit

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
)

// Event types.
const (
	AuthSuccess    = "AUTHENTICATION_SUCCESS"
	AuthFailure    = "AUTHENTICATION_FAILURE"
	ResetMail      = "PASSWORD_RESET_MAIL" // a reset link mailed (counted by account.RequestReset's limit)
	ContactMessage = "CONTACT_MESSAGE"     // a contact message forwarded (counted by contact's limit)
)

// Event is one recorded security event.
type Event struct {
	ID         int64     `json:"id"`
	Principal  string    `json:"principal"`
	Type       string    `json:"type"`
	RemoteAddr string    `json:"remoteAddr"`
	Timestamp  time.Time `json:"timestamp"`
	Data       string    `json:"data"`
}

// Log writes and reads audit events.
type Log struct{ db *db.DB }

// New returns an audit log on d.
func New(d *db.DB) *Log { return &Log{db: d} }

// Record stores one event.
func (l *Log) Record(ctx context.Context, principal, eventType, remoteAddr, data string) error {
	if _, err := l.db.Exec(ctx,
		"INSERT INTO audit_event (principal, event_type, remote_addr, event_date, data) VALUES (?, ?, ?, ?, ?)",
		principal, eventType, remoteAddr, db.Now(), data); err != nil {
		return fmt.Errorf("audit: record %s: %w", eventType, err)
	}
	return nil
}

// FailuresFor counts sign-in failures for principal since the later of since
// and its last successful sign-in.
func (l *Log) FailuresFor(ctx context.Context, principal string, since time.Time) (int, error) {
	var n int
	err := l.db.QueryRow(ctx, `
		SELECT COUNT(*) FROM audit_event
		WHERE principal = ? AND event_type = ? AND event_date > ?
		  AND event_date > COALESCE((SELECT MAX(event_date) FROM audit_event WHERE principal = ? AND event_type = ?), ?)`,
		principal, AuthFailure, since, principal, AuthSuccess, since).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("audit: count failures for principal: %w", err)
	}
	return n, nil
}

// FailuresFrom counts sign-in failures from one client address since.
func (l *Log) FailuresFrom(ctx context.Context, remoteAddr string, since time.Time) (int, error) {
	var n int
	err := l.db.QueryRow(ctx,
		"SELECT COUNT(*) FROM audit_event WHERE remote_addr = ? AND event_type = ? AND event_date > ?",
		remoteAddr, AuthFailure, since).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("audit: count failures from address: %w", err)
	}
	return n, nil
}

// Sortable are the sort fields of the audit list.
var Sortable = paging.Sortable{"id": "id", "timestamp": "event_date", "auditEventDate": "event_date",
	"principal": "principal", "type": "event_type", "auditEventType": "event_type"}

// List returns a page of events between from and to (either may be zero)
// and the total.
func (l *Log) List(ctx context.Context, from, to time.Time, p paging.Page) ([]Event, int64, error) {
	var w db.Where
	w.AndIf(!from.IsZero(), "event_date >= ?", from).AndIf(!to.IsZero(), "event_date < ?", to)
	out, total, err := db.Paged(ctx, l.db, func(sc db.Scanner) (Event, error) {
		var e Event
		err := sc.Scan(&e.ID, &e.Principal, &e.Type, &e.RemoteAddr, &e.Timestamp, &e.Data)
		return e, err
	}, db.PageQuery{Columns: "id, principal, event_type, remote_addr, event_date, data", From: "audit_event", Where: w, Page: p, Tie: "id"})
	if err != nil {
		return nil, 0, fmt.Errorf("audit: list: %w", err)
	}
	return out, total, nil
}

// Limit is a rate limit kept in the audit log, in the database, so it holds
// across nodes: at most PerPrincipal events for one principal, PerAddress
// from one client address and Total in all within Window (0: no bound of
// that kind). Lock is a PostgreSQL advisory lock number of the limit's own:
// it queues concurrent admissions, so a burst cannot slip through between
// counting and recording.
type Limit struct {
	Event                           string
	Window                          time.Duration
	PerPrincipal, PerAddress, Total int
	Lock                            int64
}

// Admit records one event for principal from remoteAddr when the limit
// allows it, and reports whether it did. It runs in the caller's
// transaction (or its own), so a rolled-back request is not counted.
func (l *Log) Admit(ctx context.Context, lim Limit, principal, remoteAddr string) (bool, error) {
	admitted := false
	err := l.db.WithTx(ctx, func(ctx context.Context) error {
		if l.db.Dialect == db.Postgres { // SQLite's write transactions are already one at a time
			if _, err := l.db.Exec(ctx, "SELECT pg_advisory_xact_lock(?)", lim.Lock); err != nil {
				return fmt.Errorf("audit: lock %s: %w", lim.Event, err)
			}
		}
		since := db.Now().Add(-lim.Window)
		for _, c := range []struct {
			max  int
			cond string
			arg  any
		}{{lim.PerPrincipal, " AND principal = ?", principal}, {lim.PerAddress, " AND remote_addr = ?", remoteAddr}, {lim.Total, "", nil}} {
			if c.max <= 0 {
				continue
			}
			args := []any{lim.Event, since}
			if c.arg != nil {
				args = append(args, c.arg)
			}
			var n int
			if err := l.db.QueryRow(ctx, "SELECT COUNT(*) FROM audit_event WHERE event_type = ? AND event_date > ?"+c.cond, args...).Scan(&n); err != nil {
				return fmt.Errorf("audit: count %s: %w", lim.Event, err)
			}
			if n >= c.max {
				return nil
			}
		}
		admitted = true
		return l.Record(ctx, principal, lim.Event, remoteAddr, "")
	})
	return admitted, err
}
