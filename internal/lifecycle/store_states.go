package lifecycle

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// The SQL of the administration's states: their rows, names and order, what
// uses them, and moving contributions out of a state being deleted.

// taken reports whether another row than selfID under the same parent
// already has value in col (a code, name, role or command that must be
// unique under its parent).
func (s *Store) taken(ctx context.Context, table, parentCol string, parentID int64, col string, value any, selfID int64) (bool, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM "+table+" WHERE "+parentCol+" = ? AND "+col+" = ? AND id <> ?",
		parentID, value, selfID).Scan(&n); err != nil {
		return false, fmt.Errorf("lifecycle: check %s of %s: %w", col, table, err)
	}
	return n > 0, nil
}

// insertState adds a state row and returns its id.
func (s *Store) insertState(ctx context.Context, lifeCycleID int64, code, stateType string, rank int, happyPath, initial bool) (int64, error) {
	id, err := s.db.InsertID(ctx, `INSERT INTO life_cycle_state (life_cycle_id, code, state_type, rank, is_happy_path, is_initial)
		VALUES (?, ?, ?, ?, ?, ?)`, lifeCycleID, code, stateType, rank, happyPath, initial)
	if err != nil {
		return 0, fmt.Errorf("lifecycle: insert state %s: %w", code, err)
	}
	return id, nil
}

// insertStateName names a state in one language.
func (s *Store) insertStateName(ctx context.Context, stateID int64, n StateName) error {
	if _, err := s.db.Exec(ctx, "INSERT INTO life_cycle_state_name (state_id, language, name) VALUES (?, ?, ?)", stateID, n.Language, n.Name); err != nil {
		return fmt.Errorf("lifecycle: state name %s: %w", n.Language, err)
	}
	return nil
}

// writeNames replaces the names of a state.
func (s *Store) writeNames(ctx context.Context, stateID int64, names []StateName) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM life_cycle_state_name WHERE state_id = ?", stateID); err != nil {
		return fmt.Errorf("lifecycle: clear state names: %w", err)
	}
	for _, n := range names {
		if err := s.insertStateName(ctx, stateID, n); err != nil {
			return err
		}
	}
	return nil
}

// insertCommand grants a command in a state to roles (comma-separated).
func (s *Store) insertCommand(ctx context.Context, stateID int64, command, roles string) error {
	if _, err := s.db.Exec(ctx, "INSERT INTO state_command (state_id, command, roles) VALUES (?, ?, ?)", stateID, command, roles); err != nil {
		return fmt.Errorf("lifecycle: command %s: %w", command, err)
	}
	return nil
}

// ranked is a state's place in its life cycle.
type ranked struct {
	id   int64
	rank int
}

// ranks reads the states of a life cycle in their order.
func (s *Store) ranks(ctx context.Context, lifeCycleID int64) ([]ranked, error) {
	all, err := db.Collect(ctx, s.db, func(sc db.Scanner) (ranked, error) {
		var r ranked
		err := sc.Scan(&r.id, &r.rank)
		return r, err
	}, "SELECT id, rank FROM life_cycle_state WHERE life_cycle_id = ? ORDER BY rank, id", lifeCycleID)
	if err != nil {
		return nil, fmt.Errorf("lifecycle: ranks: %w", err)
	}
	return all, nil
}

// setRank moves a state to a rank.
func (s *Store) setRank(ctx context.Context, stateID int64, rank int) error {
	if _, err := s.db.Exec(ctx, "UPDATE life_cycle_state SET rank = ? WHERE id = ?", rank, stateID); err != nil {
		return fmt.Errorf("lifecycle: rank state %d: %w", stateID, err)
	}
	return nil
}

// stateRow is what the administration's rules need of a state.
type stateRow struct {
	lifeCycleID int64
	rank        int
	initial     bool
	stateType   string
}

// stateRow reads a state's life cycle, rank, initial flag and type
// (db.ErrNoRows when there is no such state).
func (s *Store) stateRow(ctx context.Context, id int64) (stateRow, error) {
	return db.ScanOne(ctx, s.db, func(sc db.Scanner) (stateRow, error) {
		var r stateRow
		err := sc.Scan(&r.lifeCycleID, &r.rank, &r.initial, &r.stateType)
		return r, err
	}, "SELECT life_cycle_id, rank, is_initial, state_type FROM life_cycle_state WHERE id = ?", id)
}

// initialStates counts the states of a life cycle flagged initial.
func (s *Store) initialStates(ctx context.Context, lifeCycleID int64) (int, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM life_cycle_state WHERE life_cycle_id = ? AND is_initial = ?", lifeCycleID, true).Scan(&n); err != nil {
		return 0, fmt.Errorf("lifecycle: initial states: %w", err)
	}
	return n, nil
}

// clearInitial takes the initial flag from every state of a life cycle.
func (s *Store) clearInitial(ctx context.Context, lifeCycleID int64) error {
	if _, err := s.db.Exec(ctx, "UPDATE life_cycle_state SET is_initial = ? WHERE life_cycle_id = ?", false, lifeCycleID); err != nil {
		return fmt.Errorf("lifecycle: clear initial: %w", err)
	}
	return nil
}

// updateState changes a state's code, type and flags.
func (s *Store) updateState(ctx context.Context, id int64, in StateInput) error {
	if _, err := s.db.Exec(ctx, "UPDATE life_cycle_state SET code = ?, state_type = ?, is_happy_path = ?, is_initial = ? WHERE id = ?",
		in.Code, in.StateType, in.IsHappyPath, in.IsInitial, id); err != nil {
		return fmt.Errorf("lifecycle: update state %d: %w", id, err)
	}
	return nil
}

// setPublishState sets the publish state of the contributions in a state.
func (s *Store) setPublishState(ctx context.Context, stateID int64, publishState string) error {
	if _, err := s.db.Exec(ctx, "UPDATE contribution SET publish_state = ? WHERE state_id = ?", publishState, stateID); err != nil {
		return fmt.Errorf("lifecycle: publish state of contributions in %d: %w", stateID, err)
	}
	return nil
}

// typeOf reads the contribution type of a life cycle.
func (s *Store) typeOf(ctx context.Context, lifeCycleID int64) (string, error) {
	var contributionType string
	if err := s.db.QueryRow(ctx, "SELECT contribution_type FROM life_cycle WHERE id = ?", lifeCycleID).Scan(&contributionType); err != nil {
		return "", fmt.Errorf("lifecycle: type of %d: %w", lifeCycleID, err)
	}
	return contributionType, nil
}

// stateUse counts what refers to a state: the contributions in it, the
// actions of other states leading to it and the task records kept in it.
func (s *Store) stateUse(ctx context.Context, contributionType string, id int64) (count, actions, tasks int64, err error) {
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution WHERE contribution_type = ? AND state_id = ?", contributionType, id).Scan(&count); err != nil {
		return 0, 0, 0, fmt.Errorf("lifecycle: contributions in %d: %w", id, err)
	}
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM state_action WHERE target_state_id = ? AND state_id <> ?", id, id).Scan(&actions); err != nil {
		return 0, 0, 0, fmt.Errorf("lifecycle: actions into %d: %w", id, err)
	}
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_task WHERE state_id = ?", id).Scan(&tasks); err != nil {
		return 0, 0, 0, fmt.Errorf("lifecycle: tasks in %d: %w", id, err)
	}
	return count, actions, tasks, nil
}

// deleteState removes a state (its configuration goes with it by cascade)
// and its per-state counters.
func (s *Store) deleteState(ctx context.Context, id int64) error {
	for _, q := range []string{
		"DELETE FROM contribution_count WHERE state_id = ?",
		"DELETE FROM life_cycle_state WHERE id = ?",
	} {
		if _, err := s.db.Exec(ctx, q, id); err != nil {
			return fmt.Errorf("lifecycle: delete state %d: %w", id, err)
		}
	}
	return nil
}

// typed is a placeholder whose type PostgreSQL cannot infer (a value in the
// select list of INSERT … SELECT).
func (s *Store) typed(sqlType string) string {
	if s.db.Dialect == db.Postgres {
		return "CAST(? AS " + sqlType + ")"
	}
	return "?"
}

// move is what moving contributions out of a state writes: who moves them
// and when, and what the target state makes of them.
type move struct {
	contributionType string
	from, to         int64
	publishState     string // of the target state
	submitted        bool   // the target state counts as submitted
	userID           int64
	at               time.Time
}

// moveOut moves everything that points at state m.from to m.to: the
// contributions (with a STATE history entry "state-deleted" and the
// per-state counters kept), their open tasks (cancelled), the task records
// and the actions leading there.
func (s *Store) moveOut(ctx context.Context, m move) error {
	big, ts := s.typed("BIGINT"), s.typed("TIMESTAMPTZ")
	if _, err := s.db.Exec(ctx, `INSERT INTO contribution_history (contribution_id, category, action, from_state_id, to_state_id, explanation, user_id, created_date)
		SELECT id, ?, ?, `+big+`, `+big+`, ?, `+big+`, `+ts+` FROM contribution WHERE contribution_type = ? AND state_id = ?`,
		"STATE", "state-deleted", m.from, m.to, "", m.userID, m.at, m.contributionType, m.from); err != nil {
		return fmt.Errorf("lifecycle: history of moved contributions: %w", err)
	}
	type group struct {
		visible bool
		n       int64
	}
	groups, err := db.Collect(ctx, s.db, func(sc db.Scanner) (group, error) {
		var g group
		err := sc.Scan(&g.visible, &g.n)
		return g, err
	}, "SELECT visible, COUNT(*) FROM contribution WHERE contribution_type = ? AND state_id = ? GROUP BY visible", m.contributionType, m.from)
	if err != nil {
		return fmt.Errorf("lifecycle: count moved contributions: %w", err)
	}
	counts := map[bool]int64{}
	for _, g := range groups {
		counts[g.visible] += g.n
	}
	for visible, n := range counts {
		if _, err := s.db.Exec(ctx, `INSERT INTO contribution_count (contribution_type, state_id, visible, n) VALUES (?, ?, ?, ?)
			ON CONFLICT (contribution_type, state_id, visible) DO UPDATE SET n = contribution_count.n + excluded.n`,
			m.contributionType, m.to, visible, n); err != nil {
			return fmt.Errorf("lifecycle: count into %d: %w", m.to, err)
		}
	}
	if _, err := s.db.Exec(ctx, `UPDATE contribution SET state_id = ?, version = version + 1, updated_date = ?, publish_state = ?,
		submitted_date = CASE WHEN submitted_date IS NULL AND ? THEN ? ELSE submitted_date END
		WHERE contribution_type = ? AND state_id = ?`, m.to, m.at, m.publishState, m.submitted, m.at, m.contributionType, m.from); err != nil {
		return fmt.Errorf("lifecycle: move contributions: %w", err)
	}
	for _, st := range []struct {
		q    string
		args []any
	}{
		{"UPDATE contribution_task SET closed_status = ?, closed_date = ? WHERE state_id = ? AND closed_status IS NULL", []any{"CANCELED", m.at, m.from}},
		{"UPDATE contribution_task SET state_id = ? WHERE state_id = ?", []any{m.to, m.from}},
		{"UPDATE state_action SET target_state_id = ? WHERE target_state_id = ?", []any{m.to, m.from}},
	} {
		if _, err := s.db.Exec(ctx, st.q, st.args...); err != nil {
			return fmt.Errorf("lifecycle: move references to %d: %w", m.to, err)
		}
	}
	return nil
}
