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

// digestDue reads when the digest of to and topic is due (zero when it
// holds no item yet).
func (s store) digestDue(ctx context.Context, to, topic string) (time.Time, error) {
	var due time.Time
	err := s.db.QueryRow(ctx, "SELECT due_at FROM mail_digest_item WHERE recipient = ? AND topic = ? ORDER BY id LIMIT 1", to, topic).Scan(&due)
	if db.IsNoRows(err) {
		return time.Time{}, nil
	}
	return due, err
}

// addDigestItem keeps an item until its digest is sent.
func (s store) addDigestItem(ctx context.Context, it digestItem) error {
	_, err := s.db.Exec(ctx, `INSERT INTO mail_digest_item (recipient, topic, kind, lang, data, created_at, due_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, it.to, it.topic, it.kind, it.lang, it.data, it.created, it.due)
	return err
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
