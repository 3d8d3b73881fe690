package contribution

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// CompetitionOf reads the competition of a contribution (nil for none).
func (s *Store) CompetitionOf(ctx context.Context, id int64) (*int64, error) {
	var competitionID *int64
	if err := s.db.QueryRow(ctx, "SELECT competition_id FROM contribution WHERE id = ?", id).Scan(&competitionID); err != nil {
		return nil, fmt.Errorf("contribution: competition of %d: %w", id, err)
	}
	return competitionID, nil
}

// CompetitionRoles reads the roles a user holds through a competition:
// COMPETITION_MODERATOR, and JURY1–3 while the competition is in that jury's stage.
func (s *Store) CompetitionRoles(ctx context.Context, competitionID, userID int64) ([]string, error) {
	roles, err := db.Strings(ctx, s.db, `SELECT 'COMPETITION_MODERATOR' FROM competition_moderator WHERE competition_id = ? AND user_id = ?
		UNION SELECT j.jury_type FROM competition_jury_user j JOIN competition k ON k.id = j.competition_id
			WHERE k.id = ? AND j.user_id = ? AND k.competition_state = 'EVAL' || SUBSTR(j.jury_type, 5, 1)`,
		competitionID, userID, competitionID, userID)
	if err != nil {
		return nil, fmt.Errorf("contribution: competition roles: %w", err)
	}
	return roles, nil
}

// Ideas reads the ideas of a competition with their states, drafts left
// untouched aside.
func (s *Store) Ideas(ctx context.Context, competitionID int64) ([]IdeaRef, error) {
	out, err := db.Collect(ctx, s.db, func(sc db.Scanner) (IdeaRef, error) {
		var i IdeaRef
		err := sc.Scan(&i.ID, &i.StateID, &i.Title, &i.Visible)
		return i, err
	}, "SELECT id, state_id, title, visible FROM contribution WHERE competition_id = ? AND title <> ? ORDER BY id", competitionID, UntouchedTitle)
	if err != nil {
		return nil, fmt.Errorf("contribution: ideas of %d: %w", competitionID, err)
	}
	return out, nil
}

// StatesOf reads the states of contributions by id.
func (s *Store) StatesOf(ctx context.Context, ids []int64) (map[int64]int64, error) {
	out := make(map[int64]int64, len(ids))
	for start := 0; start < len(ids); start += batch {
		part := ids[start:min(start+batch, len(ids))]
		cond, args := db.In("id", part)
		rows, err := db.Collect(ctx, s.db, func(sc db.Scanner) ([2]int64, error) {
			var r [2]int64
			err := sc.Scan(&r[0], &r[1])
			return r, err
		}, "SELECT id, state_id FROM contribution WHERE "+cond, args...)
		if err != nil {
			return nil, fmt.Errorf("contribution: states: %w", err)
		}
		for _, r := range rows {
			out[r[0]] = r[1]
		}
	}
	return out, nil
}

// MoveMany moves contributions to a state at once.
func (s *Store) MoveMany(ctx context.Context, ids []int64, stateID int64, publishState string, submits bool, now time.Time) error {
	cond, args := db.In("id", ids)
	args = append([]any{stateID, now, publishState, submits, now}, args...)
	if _, err := s.db.Exec(ctx, `UPDATE contribution SET state_id = ?, version = version + 1, updated_date = ?, publish_state = ?,
		submitted_date = CASE WHEN submitted_date IS NULL AND ? THEN ? ELSE submitted_date END WHERE `+cond, args...); err != nil {
		return fmt.Errorf("contribution: move ideas: %w", err)
	}
	return nil
}

// CloseOpenTasks closes every open task of the contributions with a status.
func (s *Store) CloseOpenTasks(ctx context.Context, ids []int64, status string, now time.Time) error {
	cond, args := db.In("contribution_id", ids)
	args = append([]any{status, now}, args...)
	if _, err := s.db.Exec(ctx, "UPDATE contribution_task SET closed_status = ?, closed_date = ? WHERE closed_status IS NULL AND "+cond, args...); err != nil {
		return fmt.Errorf("contribution: close tasks: %w", err)
	}
	return nil
}

// CloseNamedTasks closes the open tasks of one name on a competition's ideas.
func (s *Store) CloseNamedTasks(ctx context.Context, competitionID int64, name, status string, now time.Time) error {
	if _, err := s.db.Exec(ctx, `UPDATE contribution_task SET closed_status = ?, closed_date = ? WHERE closed_status IS NULL AND name = ?
		AND contribution_id IN (SELECT id FROM contribution WHERE competition_id = ?)`, status, now, name, competitionID); err != nil {
		return fmt.Errorf("contribution: close %s tasks: %w", name, err)
	}
	return nil
}

// AddHistoryMany adds history lines in one statement.
func (s *Store) AddHistoryMany(ctx context.Context, hs []historyEntry) error {
	if len(hs) == 0 {
		return nil
	}
	args := make([]any, 0, len(hs)*8)
	for _, h := range hs {
		args = append(args, h.contributionID, h.category, h.action, h.from, h.to, h.explanation, h.userID, h.now)
	}
	if _, err := s.db.Exec(ctx, `INSERT INTO contribution_history (contribution_id, category, action, from_state_id, to_state_id, explanation,
		user_id, created_date) VALUES `+rowsOf(len(hs), 8), args...); err != nil {
		return fmt.Errorf("contribution: history: %w", err)
	}
	return nil
}

// InsertTasks opens tasks in one statement.
func (s *Store) InsertTasks(ctx context.Context, ts []newTask) error {
	if len(ts) == 0 {
		return nil
	}
	args := make([]any, 0, len(ts)*8)
	for _, t := range ts {
		args = append(args, t.contributionID, t.stateID, t.definitionID, t.name, t.role, t.userID, t.created, t.deadline)
	}
	if _, err := s.db.Exec(ctx, `INSERT INTO contribution_task (contribution_id, state_id, task_definition_id, name, role, user_id, created_date,
		deadline) VALUES `+rowsOf(len(ts), 8), args...); err != nil {
		return fmt.Errorf("contribution: open tasks: %w", err)
	}
	return nil
}

// rowsOf is "(?, …), (?, …)": n rows of width placeholders.
func rowsOf(n, width int) string {
	row := "(" + db.Placeholders(width) + ")"
	return strings.TrimSuffix(strings.Repeat(row+",", n), ",")
}

// Recipients reads mail recipients by user id (active users).
func (s *Store) Recipients(ctx context.Context, ids []int64) ([]recipient, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	cond, args := db.In("u.id", ids)
	out, err := db.Collect(ctx, s.db, scanRecipient, `SELECT u.id, COALESCE(u.email, ''), u.lang_key, COALESCE(u.first_name, '') FROM app_user u
		WHERE u.activated = ? AND `+cond+" ORDER BY u.id", append([]any{true}, args...)...)
	if err != nil {
		return nil, fmt.Errorf("contribution: recipients: %w", err)
	}
	return out, nil
}
