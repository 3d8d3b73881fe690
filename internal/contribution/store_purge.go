package contribution

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// purgeLock is the PostgreSQL advisory lock of a purge round (other locks:
// 727272 migrations and search folding, audit limits their own).
const purgeLock = 727301

// TryPurgeLock takes the purge round's lock for the transaction ctx
// carries: false when another node holds it. SQLite has one writer at a
// time and needs none.
func (s *Store) TryPurgeLock(ctx context.Context) (bool, error) {
	if s.db.Dialect != db.Postgres {
		return true, nil
	}
	var ok bool
	if err := s.db.QueryRow(ctx, "SELECT pg_try_advisory_xact_lock(?)", int64(purgeLock)).Scan(&ok); err != nil {
		return false, fmt.Errorf("contribution: purge lock: %w", err)
	}
	return ok, nil
}

// untouched is an untouched draft the purge removes.
type untouched struct {
	id, stateID      int64
	contributionType string
	visible          bool
}

// UntouchedBefore reads up to limit untouched drafts created before cutoff
// (the empty title written out, so the partial index of migration 19 serves).
func (s *Store) UntouchedBefore(ctx context.Context, cutoff time.Time, limit int) ([]untouched, error) {
	out, err := db.Collect(ctx, s.db, func(sc db.Scanner) (untouched, error) {
		var u untouched
		err := sc.Scan(&u.id, &u.stateID, &u.contributionType, &u.visible)
		return u, err
	}, `SELECT id, state_id, contribution_type, visible FROM contribution
		WHERE title = '' AND publish_state = ? AND created_date < ? ORDER BY id LIMIT ?`, PublishDraft, cutoff, limit)
	if err != nil {
		return nil, fmt.Errorf("contribution: untouched drafts: %w", err)
	}
	return out, nil
}

// DeleteUntouched removes a contribution if it is still an untouched draft
// created before cutoff; its people, history, tasks, tags and answers go
// with it. gone is false when it was saved or removed meanwhile.
func (s *Store) DeleteUntouched(ctx context.Context, id int64, cutoff time.Time) (gone bool, err error) {
	res, err := s.db.Exec(ctx, "DELETE FROM contribution WHERE id = ? AND title = '' AND publish_state = ? AND created_date < ?",
		id, PublishDraft, cutoff)
	if err != nil {
		return false, fmt.Errorf("contribution: purge %d: %w", id, err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}
