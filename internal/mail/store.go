package mail

import (
	"context"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// store is the SQL of the outbox (mail_outbox) and of the recipients'
// unsubscribe tokens (mail_recipient).
type store struct{ db *db.DB }

// enqueue puts a rendered message in the outbox, due at once.
func (s store) enqueue(ctx context.Context, msg Message, now time.Time) error {
	_, err := s.db.Exec(ctx, `INSERT INTO mail_outbox
		(recipient, subject, text_body, html_body, category, status, attempts, next_attempt_at, created_at)
		VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)`,
		msg.To, msg.Subject, msg.Text, msg.HTML, msg.Category, StatusPending, now, now)
	return err
}

// recipient reads an address's unsubscribe token and whether it
// unsubscribed (db.ErrNoRows for an address never written to).
func (s store) recipient(ctx context.Context, email string) (token string, unsubscribed bool, err error) {
	var at *time.Time
	err = s.db.QueryRow(ctx, "SELECT unsubscribe_token, unsubscribed_at FROM mail_recipient WHERE email = ?", email).Scan(&token, &at)
	return token, at != nil, err
}

// addRecipient records an address with its token unless the address is
// already there (another request was first): inserted says which. The
// conflict is settled in the statement, not by a unique-violation error,
// which on PostgreSQL would abort the caller's transaction.
func (s store) addRecipient(ctx context.Context, email, token string) (inserted bool, err error) {
	res, err := s.db.Exec(ctx, "INSERT INTO mail_recipient (email, unsubscribe_token) VALUES (?, ?) ON CONFLICT (email) DO NOTHING", email, token)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// emailOf reads the address behind an unsubscribe token (db.ErrNoRows when unknown).
func (s store) emailOf(ctx context.Context, token string) (string, error) {
	var email string
	err := s.db.QueryRow(ctx, "SELECT email FROM mail_recipient WHERE unsubscribe_token = ?", token).Scan(&email)
	return email, err
}

// unsubscribe marks an address unsubscribed (the first time counts).
func (s store) unsubscribe(ctx context.Context, email string, at time.Time) error {
	_, err := s.db.Exec(ctx, "UPDATE mail_recipient SET unsubscribed_at = COALESCE(unsubscribed_at, ?) WHERE email = ?", at, email)
	return err
}

type dueMessage struct {
	id       int64
	attempts int
	Message
}

// due reads up to 50 messages waiting for delivery (or whose claim lapsed) at now.
func (s store) due(ctx context.Context, now time.Time) ([]dueMessage, error) {
	return db.Collect(ctx, s.db, func(sc db.Scanner) (dueMessage, error) {
		var m dueMessage
		err := sc.Scan(&m.id, &m.attempts, &m.To, &m.Subject, &m.Text, &m.HTML, &m.Category)
		return m, err
	}, `SELECT id, attempts, recipient, subject, text_body, html_body, category FROM mail_outbox
		WHERE status IN (?, ?) AND next_attempt_at <= ? ORDER BY id LIMIT 50`, StatusPending, StatusSending, now)
}

// claim takes a message for one attempt until leaseEnd; false when another
// node took it since it was read.
func (s store) claim(ctx context.Context, m dueMessage, leaseEnd time.Time) (bool, error) {
	res, err := s.db.Exec(ctx, `UPDATE mail_outbox SET status = ?, next_attempt_at = ?, attempts = attempts + 1
		WHERE id = ? AND attempts = ? AND status IN (?, ?)`,
		StatusSending, leaseEnd, m.id, m.attempts, StatusPending, StatusSending)
	if err != nil {
		return false, err
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// sent marks a message delivered.
func (s store) sent(ctx context.Context, id int64, at time.Time) error {
	_, err := s.db.Exec(ctx, "UPDATE mail_outbox SET status = ?, sent_at = ?, last_error = '' WHERE id = ?", StatusSent, at, id)
	return err
}

// reschedule records a failed attempt: the new status, when to try again and why it failed.
func (s store) reschedule(ctx context.Context, id int64, status string, next time.Time, lastError string) error {
	_, err := s.db.Exec(ctx, "UPDATE mail_outbox SET status = ?, next_attempt_at = ?, last_error = ? WHERE id = ?", status, next, lastError, id)
	return err
}
