package mail

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// DefaultDigestWindow is how long the first item of a digest waits for
// others before the digest is sent (INNO_MAIL_DIGEST_WINDOW).
const DefaultDigestWindow = 10 * time.Minute

// SetDigestWindow changes how long a digest collects items.
func (m *Mailer) SetDigestWindow(d time.Duration) {
	if d > 0 {
		m.window = d
	}
}

// Digest collects one item of a notification that arrives in bursts (a new
// comment, a chat item) instead of sending a message for it: the items of
// one recipient and topic (e.g. "comments:42") wait until the window of
// the first one ends, and the worker then sends them as one message of
// template kind (FlushDigests). The template gets the data of the newest
// item, plus Items (every item's data, oldest first) and Count. Called with
// a transaction in ctx, the item is only kept if it commits. Notification
// mail only: nothing is kept for an unsubscribed address.
func (m *Mailer) Digest(ctx context.Context, to, lang, kind, topic string, item map[string]any) error {
	to = strings.ToLower(strings.TrimSpace(to))
	if to == "" {
		return nil
	}
	data, err := json.Marshal(item)
	if err != nil {
		return fmt.Errorf("mail: digest item %s: %w", kind, err)
	}
	now := db.Now()
	kept, err := m.store.addDigestItem(ctx, digestItem{to: to, topic: topic, kind: kind, lang: lang, data: string(data), created: now, due: now.Add(m.window)})
	if err != nil {
		return fmt.Errorf("mail: keep digest item %s for %s: %w", kind, to, err)
	}
	if !kept {
		m.log.Info("digest item not kept: recipient unsubscribed", "to", to, "kind", kind)
	}
	return nil
}

// FlushDigests sends every digest whose window has ended by now as one
// message through the outbox, deleting its items in the same transaction
// (a node that flushes the same key at once finds them gone).
func (m *Mailer) FlushDigests(ctx context.Context, now time.Time) error {
	keys, err := m.store.dueDigests(ctx, now)
	if err != nil {
		return fmt.Errorf("mail: find due digests: %w", err)
	}
	for _, k := range keys {
		err := m.store.db.WithTx(ctx, func(ctx context.Context) error {
			items, err := m.store.takeDigest(ctx, k.to, k.topic)
			if err != nil || len(items) == 0 {
				return err
			}
			last := items[len(items)-1]
			data := map[string]any{}
			all := make([]map[string]any, 0, len(items))
			for _, it := range items {
				var d map[string]any
				if err := json.Unmarshal([]byte(it.data), &d); err != nil {
					return fmt.Errorf("digest item %d: %w", it.id, err)
				}
				all = append(all, d)
				maps.Copy(data, d) // the newest item's values win
			}
			data["Items"], data["Count"] = all, len(all)
			_, err = m.Send(ctx, k.to, last.lang, last.kind, CategoryNotification, data)
			return err
		})
		if err != nil {
			return fmt.Errorf("mail: send digest %s to %s: %w", k.topic, k.to, err)
		}
	}
	return nil
}
