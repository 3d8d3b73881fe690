package mail

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// Sender delivers one message (SMTP in production).
type Sender interface {
	Send(ctx context.Context, from string, m Message) error
}

// Worker delivers due outbox messages. Several nodes may run one each: a
// message is claimed with a lease before it is sent, and a claim whose node
// died is taken over when the lease ends.
type Worker struct {
	mailer *Mailer
	sender Sender
	from   string
	poll   time.Duration
	lease  time.Duration
}

// NewWorker returns a worker sending from the address from, looking for due
// messages every poll interval (and at once when a message is queued).
func NewWorker(m *Mailer, s Sender, from string, poll time.Duration) *Worker {
	return &Worker{mailer: m, sender: s, from: from, poll: poll, lease: 2 * time.Minute}
}

// Run delivers until ctx ends.
func (w *Worker) Run(ctx context.Context) {
	t := time.NewTicker(w.poll)
	defer t.Stop()
	for {
		if err := w.mailer.FlushDigests(ctx, db.Now()); err != nil && ctx.Err() == nil {
			w.mailer.log.Error("mail digest round failed", "err", err)
		}
		if err := w.DeliverDue(ctx); err != nil && ctx.Err() == nil {
			w.mailer.log.Error("mail delivery round failed", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-w.mailer.wake:
		}
	}
}

// backoff is the wait before attempt n+1: 30 s, 1 min, 2 min, … capped at 1 h.
func backoff(attempts int) time.Duration {
	d := 30 * time.Second << min(attempts-1, 7)
	return min(d, time.Hour)
}

// DeliverDue sends every message that is due now.
func (w *Worker) DeliverDue(ctx context.Context) error {
	st := w.mailer.store
	now := db.Now()
	due, err := st.due(ctx, now)
	if err != nil {
		return fmt.Errorf("mail: find due messages: %w", err)
	}
	for _, m := range due {
		claimed, err := st.claim(ctx, m, now.Add(w.lease))
		if err != nil {
			return fmt.Errorf("mail: claim %d: %w", m.id, err)
		}
		if !claimed {
			continue // another node took it
		}
		attempt := m.attempts + 1
		sendCtx, cancel := context.WithTimeout(ctx, time.Minute)
		sendErr := w.sender.Send(sendCtx, w.from, m.Message)
		cancel()
		if sendErr == nil {
			if err := st.sent(ctx, m.id, db.Now()); err != nil {
				return fmt.Errorf("mail: mark %d sent: %w", m.id, err)
			}
			w.mailer.log.Info("mail sent", "id", m.id, "to", m.To, "subject", m.Subject, "attempt", attempt)
			continue
		}
		status, next := StatusPending, db.Now().Add(backoff(attempt))
		if attempt >= MaxAttempts {
			status = StatusFailed
		}
		w.mailer.log.Warn("mail delivery failed", "id", m.id, "to", m.To, "attempt", attempt, "status", status, "err", sendErr)
		if err := st.reschedule(ctx, m.id, status, next, truncate(sendErr.Error(), 1000)); err != nil {
			return fmt.Errorf("mail: reschedule %d: %w", m.id, err)
		}
	}
	return nil
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}
