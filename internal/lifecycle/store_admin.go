package lifecycle

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
)

// The SQL of the administration's life cycles: the list, the row locks and
// version bumps every write starts with, and the life-cycle rows.

const summaryColumns = `l.id, l.name, l.contribution_type, l.is_default, l.is_active, l.is_owners_chat_enabled,
	l.is_owners_mentor_chat_enabled, l.is_owners_advisors_chat_enabled, l.is_mentor_expert_chat_enabled, l.is_banner_enabled,
	l.rating_type, l.created_date, (SELECT COUNT(*) FROM life_cycle_state s WHERE s.life_cycle_id = l.id),
	(SELECT COALESCE(SUM(n.n), 0) FROM contribution_count n JOIN life_cycle_state s ON s.id = n.state_id WHERE s.life_cycle_id = l.id)`

func scanSummary(sc db.Scanner) (*Summary, error) {
	s := &Summary{}
	err := sc.Scan(&s.ID, &s.Name, &s.ContributionType, &s.IsDefault, &s.IsActive, &s.IsOwnersChatEnabled,
		&s.IsOwnersMentorChatEnabled, &s.IsOwnersAdvisorsChatEnabled, &s.IsMentorExpertChatEnabled, &s.IsBannerEnabled,
		&s.RatingType, &s.CreatedDate, &s.StateCount, &s.ContributionCount)
	return s, err
}

// summaries pages the life cycles, of one contribution type when given.
func (s *Store) summaries(ctx context.Context, contributionType string, p paging.Page) ([]*Summary, int64, error) {
	var w db.Where
	w.AndIf(contributionType != "", "l.contribution_type = ?", contributionType)
	out, total, err := db.Paged(ctx, s.db, scanSummary,
		db.PageQuery{Columns: summaryColumns, From: "life_cycle l", Where: w, Page: p, Tie: "l.id"})
	if err != nil {
		return nil, 0, fmt.Errorf("lifecycle: list: %w", err)
	}
	return out, total, nil
}

// summary reads one life cycle without its states (db.ErrNoRows when there is none).
func (s *Store) summary(ctx context.Context, id int64) (*Summary, error) {
	return db.ScanOne(ctx, s.db, scanSummary, "SELECT "+summaryColumns+" FROM life_cycle l WHERE l.id = ?", id)
}

// lockRow takes a row lock on PostgreSQL (SQLite transactions are
// serialized already); strong also keeps other transactions from
// referencing the row. A missing row is db.ErrNoRows.
func (s *Store) lockRow(ctx context.Context, table string, id int64, strong bool) error {
	q := "SELECT id FROM " + table + " WHERE id = ?"
	if s.db.Dialect == db.Postgres {
		if strong {
			q += " FOR UPDATE"
		} else {
			q += " FOR NO KEY UPDATE"
		}
	}
	var got int64
	return s.db.QueryRow(ctx, q, id).Scan(&got)
}

// bumpVersion makes every node's copy of a life cycle stale, and this
// node's caches that depend on states once the transaction commits.
func (s *Store) bumpVersion(ctx context.Context, id int64) error {
	if _, err := s.db.Exec(ctx, "UPDATE life_cycle SET version = version + 1 WHERE id = ?", id); err != nil {
		return fmt.Errorf("lifecycle: bump version of %d: %w", id, err)
	}
	db.AfterCommit(ctx, s.changed)
	return nil
}

// lifeCycleWrites is the PostgreSQL advisory lock that queues the writes to
// life cycles themselves (create, update, delete): they touch other life
// cycles' default flags, and taking row locks in two orders would deadlock.
const lifeCycleWrites = 727273

// serializeWrites takes the lock of lifeCycleWrites until the transaction ends.
func (s *Store) serializeWrites(ctx context.Context) error {
	if s.db.Dialect != db.Postgres {
		return nil
	}
	if _, err := s.db.Exec(ctx, "SELECT pg_advisory_xact_lock(?)", lifeCycleWrites); err != nil {
		return fmt.Errorf("lifecycle: write lock: %w", err)
	}
	return nil
}

// clearDefault takes the default flag from the life cycles of a type but except.
func (s *Store) clearDefault(ctx context.Context, contributionType string, except int64) error {
	if _, err := s.db.Exec(ctx, "UPDATE life_cycle SET is_default = ? WHERE contribution_type = ? AND id <> ?", false, contributionType, except); err != nil {
		return fmt.Errorf("lifecycle: clear default: %w", err)
	}
	return nil
}

// insertLifeCycle adds a life-cycle row (without states) and returns its id.
func (s *Store) insertLifeCycle(ctx context.Context, lc LifeCycle, created time.Time) (int64, error) {
	id, err := s.db.InsertID(ctx, `INSERT INTO life_cycle (name, contribution_type, is_default, is_active, is_owners_chat_enabled,
		is_owners_mentor_chat_enabled, is_owners_advisors_chat_enabled, is_mentor_expert_chat_enabled, is_banner_enabled, rating_type, created_date)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, lc.Name, lc.ContributionType, lc.IsDefault, lc.IsActive, lc.IsOwnersChatEnabled,
		lc.IsOwnersMentorChatEnabled, lc.IsOwnersAdvisorsChatEnabled, lc.IsMentorExpertChatEnabled, lc.IsBannerEnabled, ratingType(lc.RatingType), created)
	if err != nil {
		return 0, fmt.Errorf("lifecycle: insert: %w", err)
	}
	return id, nil
}

// updateLifeCycle changes a life cycle's name, type and flags.
func (s *Store) updateLifeCycle(ctx context.Context, lc LifeCycle) error {
	if _, err := s.db.Exec(ctx, `UPDATE life_cycle SET name = ?, contribution_type = ?, is_default = ?, is_active = ?, is_owners_chat_enabled = ?,
		is_owners_mentor_chat_enabled = ?, is_owners_advisors_chat_enabled = ?, is_mentor_expert_chat_enabled = ?, is_banner_enabled = ?,
		rating_type = ? WHERE id = ?`, lc.Name, lc.ContributionType, lc.IsDefault, lc.IsActive, lc.IsOwnersChatEnabled, lc.IsOwnersMentorChatEnabled,
		lc.IsOwnersAdvisorsChatEnabled, lc.IsMentorExpertChatEnabled, lc.IsBannerEnabled, ratingType(lc.RatingType), lc.ID); err != nil {
		return fmt.Errorf("lifecycle: update %d: %w", lc.ID, err)
	}
	return nil
}

// contributionsIn counts the contributions of a life cycle (exact, not the counters).
func (s *Store) contributionsIn(ctx context.Context, lifeCycleID int64) (int64, error) {
	var n int64
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution WHERE life_cycle_id = ?", lifeCycleID).Scan(&n); err != nil {
		return 0, fmt.Errorf("lifecycle: contributions of %d: %w", lifeCycleID, err)
	}
	return n, nil
}

// tasksIn counts the task records kept in a life cycle's states.
func (s *Store) tasksIn(ctx context.Context, lifeCycleID int64) (int64, error) {
	var n int64
	if err := s.db.QueryRow(ctx, `SELECT COUNT(*) FROM contribution_task WHERE state_id IN
		(SELECT id FROM life_cycle_state WHERE life_cycle_id = ?)`, lifeCycleID).Scan(&n); err != nil {
		return 0, fmt.Errorf("lifecycle: tasks of %d: %w", lifeCycleID, err)
	}
	return n, nil
}

// deleteLifeCycle removes a life cycle with its states and their
// configuration (the pieces go with their state by cascade).
func (s *Store) deleteLifeCycle(ctx context.Context, id int64) error {
	const states = "(SELECT id FROM life_cycle_state WHERE life_cycle_id = ?)"
	for _, q := range []string{
		"DELETE FROM state_action WHERE state_id IN " + states,
		"DELETE FROM contribution_count WHERE state_id IN " + states,
		"DELETE FROM life_cycle_state WHERE life_cycle_id = ?",
		"DELETE FROM life_cycle WHERE id = ?",
	} {
		if _, err := s.db.Exec(ctx, q, id); err != nil {
			return fmt.Errorf("lifecycle: delete %d: %w", id, err)
		}
	}
	return nil
}

// ratingType is the stored rating type: STAR5 unless given.
func ratingType(t string) string {
	if t == "" {
		return RatingStar5
	}
	return t
}
