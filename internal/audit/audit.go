// Package audit records security events (sign-in success and failure) and
// answers the questions the brute-force check asks of them.
package audit

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// Event types.
const (
	AuthSuccess = "AUTHENTICATION_SUCCESS"
	AuthFailure = "AUTHENTICATION_FAILURE"
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
var Sortable = map[string]string{"id": "id", "timestamp": "event_date", "auditEventDate": "event_date",
	"principal": "principal", "type": "event_type", "auditEventType": "event_type"}

// List returns a page of events between from and to (either may be zero)
// and the total. orderLimit is the page's ORDER BY … LIMIT … clause.
func (l *Log) List(ctx context.Context, from, to time.Time, orderLimit string) ([]Event, int64, error) {
	where, args := " WHERE 1 = 1", []any{}
	if !from.IsZero() {
		where, args = where+" AND event_date >= ?", append(args, from)
	}
	if !to.IsZero() {
		where, args = where+" AND event_date < ?", append(args, to)
	}
	var total int64
	if err := l.db.QueryRow(ctx, "SELECT COUNT(*) FROM audit_event"+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("audit: count: %w", err)
	}
	rows, err := l.db.Query(ctx, "SELECT id, principal, event_type, remote_addr, event_date, data FROM audit_event"+where+orderLimit, args...)
	if err != nil {
		return nil, 0, fmt.Errorf("audit: list: %w", err)
	}
	defer rows.Close()
	var out []Event
	for rows.Next() {
		var e Event
		if err := rows.Scan(&e.ID, &e.Principal, &e.Type, &e.RemoteAddr, &e.Timestamp, &e.Data); err != nil {
			return nil, 0, fmt.Errorf("audit: scan: %w", err)
		}
		out = append(out, e)
	}
	return out, total, rows.Err()
}
