package live

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// Store is the SQL of the live events table.
type Store struct{ db *db.DB }

// NewStore returns the live event store.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

func scan(s db.Scanner) (Event, error) {
	var e Event
	err := s.Scan(&e.ID, &e.Topic, &e.Name, &e.Data)
	return e, err
}

// Insert writes an event (in the context's transaction) and returns its id.
func (s *Store) Insert(ctx context.Context, topic, name, data string, at time.Time) (int64, error) {
	id, err := s.db.InsertID(ctx, "INSERT INTO live_event (topic, event, data, created_date) VALUES (?, ?, ?, ?)", topic, name, data, at)
	if err != nil {
		return 0, fmt.Errorf("live store: insert: %w", err)
	}
	return id, nil
}

// Notify sends a PostgreSQL notification, delivered when the context's
// transaction commits (never after a rollback).
func (s *Store) Notify(ctx context.Context, channel, payload string) error {
	if _, err := s.db.Exec(ctx, "SELECT pg_notify(?, ?)", channel, payload); err != nil {
		return fmt.Errorf("live store: notify: %w", err)
	}
	return nil
}

// Get reads the events with the given ids.
func (s *Store) Get(ctx context.Context, ids []int64) ([]Event, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	var w db.Where
	db.AndIn(&w, "id", ids)
	where, args := w.SQL()
	out, err := db.Collect(ctx, s.db, scan, "SELECT id, topic, event, data FROM live_event"+where+" ORDER BY id", args...)
	if err != nil {
		return nil, fmt.Errorf("live store: get: %w", err)
	}
	return out, nil
}

// Since reads the events of the topics after id after, oldest first, at most limit.
func (s *Store) Since(ctx context.Context, topics []string, after int64, limit int) ([]Event, error) {
	if len(topics) == 0 {
		return nil, nil
	}
	var w db.Where
	db.AndIn(&w, "topic", topics)
	w.And("id > ?", after)
	where, args := w.SQL()
	q := "SELECT id, topic, event, data FROM live_event" + where + " ORDER BY id LIMIT ?"
	args = append(args, limit)
	out, err := db.Collect(ctx, s.db, scan, q, args...)
	if err != nil {
		return nil, fmt.Errorf("live store: since %d: %w", after, err)
	}
	return out, nil
}

// Prune deletes the events written before t.
func (s *Store) Prune(ctx context.Context, before time.Time) (int64, error) {
	res, err := s.db.Exec(ctx, "DELETE FROM live_event WHERE created_date < ?", before)
	if err != nil {
		return 0, fmt.Errorf("live store: prune: %w", err)
	}
	return res.RowsAffected()
}

// Postgres reports whether the database is PostgreSQL (several nodes may
// share it, so events travel through NOTIFY).
func (s *Store) Postgres() bool { return s.db.Dialect == db.Postgres }

// Channel is the notification channel of this database's schema: nodes on
// one schema share it, tests in other schemas of one database do not.
func (s *Store) Channel(ctx context.Context) (string, error) {
	schema, err := s.db.Schema(ctx)
	if err != nil {
		return "", err
	}
	if schema == "public" {
		return "inno_live", nil
	}
	return "inno_live_" + schema, nil
}

// Listen waits for the channel's notifications (db.Listen).
func (s *Store) Listen(ctx context.Context, channel string, ready func(), fn func(payload string)) error {
	return s.db.Listen(ctx, channel, ready, fn)
}
