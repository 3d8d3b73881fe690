package chat

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// Store is the SQL of chat sessions, items and read markers.
type Store struct{ db *db.DB }

// NewStore returns the chat store.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

// sessionColumns read a session with the caller's counts; the first
// argument of the query is the caller's user id (twice).
const sessionColumns = `s.id, s.contribution_id, s.session_type, s.status,
	(SELECT COUNT(*) FROM chat_item i WHERE i.session_id = s.id),
	(SELECT COUNT(*) FROM chat_item i WHERE i.session_id = s.id AND i.author_id <> ?
		AND i.id > COALESCE((SELECT r.last_item_id FROM chat_read r WHERE r.session_id = s.id AND r.user_id = ?), 0)),
	(SELECT COALESCE(MAX(i.id), 0) FROM chat_item i WHERE i.session_id = s.id)`

func scanSession(sc db.Scanner) (ChatSession, error) {
	var s ChatSession
	err := sc.Scan(&s.ID, &s.ContributionID, &s.SessionType, &s.Status, &s.ItemCount, &s.UnreadCount, &s.LastItemID)
	return s, err
}

// Sessions reads the sessions of a contribution with userID's counts.
func (s *Store) Sessions(ctx context.Context, contributionID, userID int64) ([]ChatSession, error) {
	out, err := db.Collect(ctx, s.db, scanSession, "SELECT "+sessionColumns+" FROM chat_session s WHERE s.contribution_id = ? ORDER BY s.id",
		userID, userID, contributionID)
	if err != nil {
		return nil, fmt.Errorf("chat store: sessions of %d: %w", contributionID, err)
	}
	return out, nil
}

// Session reads one session with userID's counts (db.ErrNoRows when there is none).
func (s *Store) Session(ctx context.Context, id, userID int64) (ChatSession, error) {
	return db.ScanOne(ctx, s.db, scanSession, "SELECT "+sessionColumns+" FROM chat_session s WHERE s.id = ?", userID, userID, id)
}

// Ensure makes the sessions of the given types exist on a contribution (open).
func (s *Store) Ensure(ctx context.Context, contributionID int64, types []string, at time.Time) error {
	for _, t := range types {
		if _, err := s.db.Exec(ctx, `INSERT INTO chat_session (contribution_id, session_type, status, created_date, status_date)
			VALUES (?, ?, ?, ?, ?) ON CONFLICT (contribution_id, session_type) DO NOTHING`, contributionID, t, StatusOpen, at, at); err != nil {
			return fmt.Errorf("chat store: ensure %s on %d: %w", t, contributionID, err)
		}
	}
	return nil
}

// LockSession reads a session's contribution, type and status, locking its
// row on PostgreSQL (a post and a close of the same session take turns).
func (s *Store) LockSession(ctx context.Context, id int64) (contributionID int64, sessionType, status string, err error) {
	q := "SELECT contribution_id, session_type, status FROM chat_session WHERE id = ?"
	if s.db.Dialect == db.Postgres {
		q += " FOR UPDATE"
	}
	err = s.db.QueryRow(ctx, q, id).Scan(&contributionID, &sessionType, &status)
	return contributionID, sessionType, status, err
}

// SessionRef reads a session's contribution and type (db.ErrNoRows when there is none).
func (s *Store) SessionRef(ctx context.Context, id int64) (contributionID int64, sessionType string, err error) {
	err = s.db.QueryRow(ctx, "SELECT contribution_id, session_type FROM chat_session WHERE id = ?", id).Scan(&contributionID, &sessionType)
	return contributionID, sessionType, err
}

// SetStatus opens or closes a session.
func (s *Store) SetStatus(ctx context.Context, id int64, status string, at time.Time) error {
	if _, err := s.db.Exec(ctx, "UPDATE chat_session SET status = ?, status_date = ? WHERE id = ?", status, at, id); err != nil {
		return fmt.Errorf("chat store: status of %d: %w", id, err)
	}
	return nil
}

const itemColumns = `i.id, i.session_id, i.body, i.author_id, COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, ''),
	i.author_role, i.created_date`

func scanItem(sc db.Scanner) (ChatItem, error) {
	var it ChatItem
	err := sc.Scan(&it.ID, &it.SessionID, &it.Body, &it.AuthorID, &it.AuthorName, &it.AuthorRole, &it.CreatedDate)
	it.CreatedDate = it.CreatedDate.UTC()
	return it, err
}

// Items reads at most limit items of a session before item id before (0:
// the newest), oldest first.
func (s *Store) Items(ctx context.Context, sessionID, before int64, limit int) ([]ChatItem, error) {
	var w db.Where
	w.And("i.session_id = ?", sessionID)
	w.AndIf(before > 0, "i.id < ?", before)
	where, args := w.SQL()
	args = append(args, limit)
	items, err := db.Collect(ctx, s.db, scanItem, "SELECT "+itemColumns+" FROM chat_item i JOIN app_user u ON u.id = i.author_id"+
		where+" ORDER BY i.id DESC LIMIT ?", args...)
	if err != nil {
		return nil, fmt.Errorf("chat store: items of %d: %w", sessionID, err)
	}
	for i, j := 0, len(items)-1; i < j; i, j = i+1, j-1 {
		items[i], items[j] = items[j], items[i]
	}
	return items, nil
}

// Item reads one item.
func (s *Store) Item(ctx context.Context, id int64) (ChatItem, error) {
	return db.ScanOne(ctx, s.db, scanItem, "SELECT "+itemColumns+" FROM chat_item i JOIN app_user u ON u.id = i.author_id WHERE i.id = ?", id)
}

// InsertItem adds an item and returns its id.
func (s *Store) InsertItem(ctx context.Context, sessionID, authorID int64, role, body string, at time.Time) (int64, error) {
	id, err := s.db.InsertID(ctx, "INSERT INTO chat_item (session_id, author_id, author_role, body, created_date) VALUES (?, ?, ?, ?, ?)",
		sessionID, authorID, role, body, at)
	if err != nil {
		return 0, fmt.Errorf("chat store: insert item in %d: %w", sessionID, err)
	}
	return id, nil
}

// MarkRead moves userID's read marker of a session forward to itemID (never back).
func (s *Store) MarkRead(ctx context.Context, sessionID, userID, itemID int64) error {
	_, err := s.db.Exec(ctx, `INSERT INTO chat_read (session_id, user_id, last_item_id) VALUES (?, ?, ?)
		ON CONFLICT (session_id, user_id) DO UPDATE SET last_item_id = excluded.last_item_id
		WHERE excluded.last_item_id > chat_read.last_item_id`, sessionID, userID, itemID)
	if err != nil {
		return fmt.Errorf("chat store: read marker of %d: %w", sessionID, err)
	}
	return nil
}

// LastItemID is the newest item of a session (0 when empty).
func (s *Store) LastItemID(ctx context.Context, sessionID int64) (int64, error) {
	var id int64
	if err := s.db.QueryRow(ctx, "SELECT COALESCE(MAX(id), 0) FROM chat_item WHERE session_id = ?", sessionID).Scan(&id); err != nil {
		return 0, fmt.Errorf("chat store: last item of %d: %w", sessionID, err)
	}
	return id, nil
}
