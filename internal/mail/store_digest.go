package mail

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// digestItem is one row of mail_digest_item.
type digestItem struct {
	id                          int64
	to, topic, kind, lang, data string
	created, due                time.Time
}

// digestKey names one digest: a recipient and a topic.
type digestKey struct{ to, topic string }

// addDigestItem keeps an item until its digest is sent, unless its
// recipient unsubscribed (kept is false then), in one statement: the
// digest's due time is its first item's, else it.due (a comment's owners
// were three round trips each).
func (s store) addDigestItem(ctx context.Context, it digestItem) (kept bool, err error) {
	res, err := s.db.Exec(ctx, `INSERT INTO mail_digest_item (recipient, topic, kind, lang, data, created_at, due_at)
		SELECT ?, ?, ?, ?, ?, ?, COALESCE((SELECT d.due_at FROM mail_digest_item d WHERE d.recipient = ? AND d.topic = ? ORDER BY d.id LIMIT 1), ?)
		WHERE NOT EXISTS (SELECT 1 FROM mail_recipient r WHERE r.email = ? AND r.unsubscribed_at IS NOT NULL)`,
		it.to, it.topic, it.kind, it.lang, it.data, it.created, it.to, it.topic, it.due, it.to)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// dueDigests reads up to 100 digests with an item due by now.
func (s store) dueDigests(ctx context.Context, now time.Time) ([]digestKey, error) {
	return db.Collect(ctx, s.db, func(sc db.Scanner) (digestKey, error) {
		var k digestKey
		err := sc.Scan(&k.to, &k.topic)
		return k, err
	}, `SELECT DISTINCT recipient, topic FROM mail_digest_item WHERE due_at <= ? LIMIT 100`, now)
}

// takeDigest deletes the items of a digest and answers them, oldest first.
func (s store) takeDigest(ctx context.Context, to, topic string) ([]digestItem, error) {
	items, err := db.Collect(ctx, s.db, func(sc db.Scanner) (digestItem, error) {
		var it digestItem
		err := sc.Scan(&it.id, &it.kind, &it.lang, &it.data)
		return it, err
	}, `DELETE FROM mail_digest_item WHERE recipient = ? AND topic = ? RETURNING id, kind, lang, data`, to, topic)
	if err != nil {
		return nil, fmt.Errorf("take digest: %w", err)
	}
	slices.SortFunc(items, func(a, b digestItem) int { return cmp.Compare(a.id, b.id) })
	return items, nil
}
