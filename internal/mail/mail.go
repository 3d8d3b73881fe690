// Package mail sends e-mail through a persistent outbox. Services enqueue a
// rendered message inside their own transaction; a worker delivers it over
// SMTP and retries failures with backoff, so a message is never lost. Every
// message carries the recipient's unsubscribe link; notification mail to an
// unsubscribed address is not sent, account and security mail still is.
package mail

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// Categories decide whether an unsubscription stops a message.
const (
	CategoryAccount      = "ACCOUNT"      // activation, reset, security: always sent
	CategoryNotification = "NOTIFICATION" // everything else: not sent after unsubscribing
)

// Outbox states.
const (
	StatusPending = "PENDING"
	StatusSending = "SENDING"
	StatusSent    = "SENT"
	StatusFailed  = "FAILED"
)

// MaxAttempts is how often delivery is tried before a message is marked FAILED
// (it stays in the outbox for an operator to see).
const MaxAttempts = 10

// Message is one rendered e-mail.
type Message struct {
	To       string
	Subject  string
	Text     string
	HTML     string
	Category string
}

// Mailer renders and enqueues messages.
type Mailer struct {
	store     store
	templates *Templates
	baseURL   string
	log       *slog.Logger
	wake      chan struct{}
	window    time.Duration // how long a digest collects items (digest.go)
}

// NewMailer returns a mailer; links in messages start with baseURL.
func NewMailer(d *db.DB, t *Templates, baseURL string, log *slog.Logger) *Mailer {
	return &Mailer{store: store{db: d}, templates: t, baseURL: strings.TrimRight(baseURL, "/"), log: log, wake: make(chan struct{}, 1),
		window: DefaultDigestWindow}
}

// BaseURL is the public address links in mail start with.
func (m *Mailer) BaseURL() string { return m.baseURL }

// Send renders the template kind in lang for the recipient and puts it in the
// outbox. Called with a transaction in ctx, the message is only kept if the
// transaction commits. It reports whether the message was queued (false for
// notification mail to an unsubscribed address).
func (m *Mailer) Send(ctx context.Context, to, lang, kind, category string, data map[string]any) (bool, error) {
	to = strings.ToLower(strings.TrimSpace(to))
	token, unsubscribed, err := m.recipient(ctx, to)
	if err != nil {
		return false, err
	}
	if unsubscribed && category != CategoryAccount {
		m.log.Info("mail not queued: recipient unsubscribed", "to", to, "kind", kind)
		return false, nil
	}
	if data == nil {
		data = map[string]any{}
	}
	data["BaseURL"] = m.baseURL
	data["UnsubscribeURL"] = m.baseURL + "/unsubscribe-email/" + token
	msg, err := m.templates.Render(kind, lang, data)
	if err != nil {
		return false, err
	}
	msg.To, msg.Category = to, category
	if err := m.store.enqueue(ctx, msg, db.Now()); err != nil {
		return false, fmt.Errorf("mail: enqueue %s to %s: %w", kind, to, err)
	}
	m.log.Info("mail queued", "to", to, "kind", kind, "subject", msg.Subject)
	select {
	case m.wake <- struct{}{}:
	default:
	}
	return true, nil
}

// recipient returns the address's unsubscribe token, creating it on first use.
func (m *Mailer) recipient(ctx context.Context, email string) (token string, unsubscribed bool, err error) {
	token, unsubscribed, err = m.store.recipient(ctx, email)
	if err == nil {
		return token, unsubscribed, nil
	}
	if !db.IsNoRows(err) {
		return "", false, fmt.Errorf("mail: read recipient: %w", err)
	}
	b := make([]byte, 24)
	if _, err := rand.Read(b); err != nil {
		return "", false, fmt.Errorf("mail: token: %w", err)
	}
	token = hex.EncodeToString(b)
	inserted, err := m.store.addRecipient(ctx, email, token)
	if err != nil {
		return "", false, fmt.Errorf("mail: create recipient: %w", err)
	}
	if !inserted { // another request created it first
		token, unsubscribed, err = m.store.recipient(ctx, email)
		if err != nil {
			return "", false, fmt.Errorf("mail: read recipient: %w", err)
		}
		return token, unsubscribed, nil
	}
	return token, false, nil
}

// Unsubscribe records that the address behind token wants no more
// notification mail. Found is false for an unknown token.
func (m *Mailer) Unsubscribe(ctx context.Context, token string) (email string, found bool, err error) {
	if token == "" || len(token) > 64 {
		return "", false, nil
	}
	email, err = m.store.emailOf(ctx, token)
	if db.IsNoRows(err) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("mail: find unsubscribe token: %w", err)
	}
	if err := m.store.unsubscribe(ctx, email, db.Now()); err != nil {
		return "", false, fmt.Errorf("mail: unsubscribe: %w", err)
	}
	return email, true, nil
}
