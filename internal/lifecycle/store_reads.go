package lifecycle

import (
	"context"
	"fmt"

	"github.com/inno-platform/inno/internal/db"
)

// The SQL of the editor's and the forms' reads: how states are used, the
// ordered states with their names, and which life cycle is a type's default.

// usage reads, per state of a life cycle in order, the contributions in it
// and the actions of other states leading to it.
func (s *Store) usage(ctx context.Context, contributionType string, lifeCycleID int64) ([]StateUsage, error) {
	usage, err := db.Collect(ctx, s.db, func(sc db.Scanner) (StateUsage, error) {
		var u StateUsage
		err := sc.Scan(&u.StateID, &u.Code, &u.ContributionCount, &u.TargetedBy)
		return u, err
	}, `SELECT s.id, s.code,
		(SELECT COUNT(*) FROM contribution c WHERE c.contribution_type = ? AND c.state_id = s.id),
		(SELECT COUNT(*) FROM state_action x WHERE x.target_state_id = s.id AND x.state_id <> s.id)
		FROM life_cycle_state s WHERE s.life_cycle_id = ? ORDER BY s.rank, s.id`, contributionType, lifeCycleID)
	if err != nil {
		return nil, fmt.Errorf("lifecycle: usage of %d: %w", lifeCycleID, err)
	}
	return usage, nil
}

// states reads the ordered states of a life cycle with their names (two
// queries, those of Load), without their configuration.
func (s *Store) states(ctx context.Context, lifeCycleID int64) ([]*State, error) {
	g := &graph{id: lifeCycleID, lc: &LifeCycle{}, states: map[int64]*State{}}
	if err := s.loadStates(ctx, g); err != nil {
		return nil, fmt.Errorf("lifecycle: states of %d: %w", lifeCycleID, err)
	}
	if err := s.loadStateNames(ctx, g); err != nil {
		return nil, fmt.Errorf("lifecycle: state names of %d: %w", lifeCycleID, err)
	}
	return g.lc.States, nil
}

// exists reports whether a life cycle exists.
func (s *Store) exists(ctx context.Context, id int64) (bool, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM life_cycle WHERE id = ?", id).Scan(&n); err != nil {
		return false, fmt.Errorf("lifecycle: exists %d: %w", id, err)
	}
	return n > 0, nil
}

// defaultID is the id of a type's default active life cycle (0: none).
func (s *Store) defaultID(ctx context.Context, contributionType string) (int64, error) {
	ids, err := db.Int64s(ctx, s.db, `SELECT id FROM life_cycle WHERE contribution_type = ? AND is_active = ?
		ORDER BY is_default DESC, id LIMIT 1`, contributionType, true)
	if err != nil {
		return 0, fmt.Errorf("lifecycle: default of %s: %w", contributionType, err)
	}
	if len(ids) == 0 {
		return 0, nil
	}
	return ids[0], nil
}
