package main

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// chats writes about n chat items (issue 17) into the owners–mentor sessions
// of contributions that have an owner and a mentor: 2 to 16 items a session,
// owner and mentor taking turns, the owner's read marker somewhere in the
// session (so unread counts are not all zero). It answers the sessions and
// items written.
func (g *gen) chats(ctx context.Context, n int) (int64, int64, error) {
	if n <= 0 {
		return 0, 0, nil
	}
	type pair struct{ contribution, owner, mentor int64 }
	var pairs []pair
	seen := map[int64]bool{}
	rows, err := g.d.Query(ctx, `SELECT o.contribution_id, o.user_id, m.user_id FROM contribution_user o
		JOIN contribution_user m ON m.contribution_id = o.contribution_id AND m.user_role = 'MENTOR'
		WHERE o.user_role = 'OWNER' ORDER BY o.contribution_id, o.user_id, m.user_id`)
	if err != nil {
		return 0, 0, fmt.Errorf("chat pairs: %w", err)
	}
	for rows.Next() {
		var p pair
		if err := rows.Scan(&p.contribution, &p.owner, &p.mentor); err != nil {
			_ = rows.Close()
			return 0, 0, err
		}
		if !seen[p.contribution] {
			seen[p.contribution] = true
			pairs = append(pairs, p)
		}
	}
	if err := rows.Close(); err != nil {
		return 0, 0, err
	}
	if len(pairs) == 0 {
		return 0, 0, fmt.Errorf("chat: no contribution has an owner and a mentor")
	}
	g.r.Shuffle(len(pairs), func(i, j int) { pairs[i], pairs[j] = pairs[j], pairs[i] })
	sid, err := g.maxID(ctx, "chat_session")
	if err != nil {
		return 0, 0, err
	}
	iid, err := g.maxID(ctx, "chat_item")
	if err != nil {
		return 0, 0, err
	}
	sessions := newTable(g.d, "chat_session", "id", "contribution_id", "session_type", "status", "created_date", "status_date")
	items := newTable(g.d, "chat_item", "id", "session_id", "author_id", "author_role", "body", "created_date")
	reads := newTable(g.d, "chat_read", "session_id", "user_id", "last_item_id")
	var written, nSessions, nItems int64
	flush := func() error {
		nSessions, nItems = nSessions+int64(len(sessions.args)/len(sessions.cols)), nItems+written
		if err := write(ctx, g.d, sessions, items, reads); err != nil {
			return fmt.Errorf("chat: %w", err)
		}
		written = 0
		sessions, items, reads = sessions.fresh(), items.fresh(), reads.fresh()
		return nil
	}
	// the most items a session gets: on average (perSession/2 + 1) reach n before the pairs run out
	perSession := max(2, min(16, 2*((n+len(pairs)-1)/len(pairs))+2))
	left := n
	for i := 0; left > 0; i++ {
		p := pairs[i%len(pairs)]
		if i >= len(pairs) {
			break // every pair has its session; the rest would need a second one
		}
		sid++
		k := min(left, 2+g.r.IntN(perSession-1))
		at := g.between(g.now.AddDate(0, -3, 0), g.now.Add(-time.Hour))
		sessions.add(sid, p.contribution, "OWNERS_MENTOR", "OPEN", at, at)
		readUpTo := int64(0)
		for j := range k {
			iid++
			author, role := p.owner, "OWNER"
			if j%2 == 1 {
				author, role = p.mentor, "MENTOR"
			}
			at = at.Add(time.Duration(1+g.r.IntN(180)) * time.Minute)
			items.add(iid, sid, author, role, clip(g.txt.sentences(1, 3), 2000), at)
			if j < k-g.r.IntN(3) {
				readUpTo = iid
			}
		}
		if readUpTo > 0 {
			reads.add(sid, p.owner, readUpTo)
		}
		written += int64(k)
		left -= k
		if written >= 20000 {
			if err := flush(); err != nil {
				return 0, 0, err
			}
		}
	}
	if err := flush(); err != nil {
		return 0, 0, err
	}
	if g.d.Dialect == db.Postgres {
		for _, t := range []string{"chat_session", "chat_item"} {
			if _, err := g.d.Exec(ctx, fmt.Sprintf("SELECT setval(pg_get_serial_sequence('%s', 'id'), GREATEST((SELECT MAX(id) FROM %s), 1))", t, t)); err != nil {
				return 0, 0, fmt.Errorf("sequence of %s: %w", t, err)
			}
		}
		if _, err := g.d.Exec(ctx, "VACUUM ANALYZE chat_session, chat_item, chat_read"); err != nil {
			return 0, 0, err
		}
	}
	return nSessions, nItems, nil
}
