package contribution

import (
	"context"
	"fmt"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// counted is one group of a count: contributions of a type in a life
// cycle, state and publish state, counted for the "all" list (all), owned
// (own) and held in another role (assigned).
type counted struct {
	contributionType string
	key              countKey
	all              int64
	own, assigned    int64
}

// countWhere is the filter of a count: the type, and its campaign (its
// competition for ideas) unless parentID is 0.
func countWhere(contributionType string, parentID int64) (string, []any) {
	var w db.Where
	w.And("c.contribution_type = ?", contributionType).AndIf(parentID != 0, parentColumn(contributionType)+" = ?", parentID)
	return w.Conditions()
}

// CountAll counts the caller's "all" list by group: the visible
// contributions outside drafts, and the hidden ones userID has a role on.
func (s *Store) CountAll(ctx context.Context, contributionType string, parentID, userID int64) ([]counted, error) {
	where, args := countWhere(contributionType, parentID)
	out, err := db.Collect(ctx, s.db, func(sc db.Scanner) (counted, error) {
		var c counted
		err := sc.Scan(&c.key.lifeCycleID, &c.key.stateID, &c.key.publishState, &c.all)
		return c, err
	}, `SELECT c.life_cycle_id, c.state_id, c.publish_state, COUNT(*) FROM contribution c
		WHERE `+where+` AND c.publish_state <> ? AND (c.visible = TRUE OR EXISTS (SELECT 1 FROM contribution_user cu
		WHERE cu.contribution_id = c.id AND cu.user_id = ? AND cu.is_active = ?))
		GROUP BY c.life_cycle_id, c.state_id, c.publish_state`, append(args, PublishDraft, userID, true)...)
	if err != nil {
		return nil, fmt.Errorf("contribution: count: %w", err)
	}
	return out, nil
}

// ownCounts counts, from a user's own assignments, the contributions they
// own (drafts included, untouched ones not) and those they hold another
// role on (outside drafts); the columns before them name the group.
const ownCounts = `COUNT(DISTINCT CASE WHEN cu.user_role = ? THEN c.id END),
		COUNT(DISTINCT CASE WHEN cu.user_role NOT IN (?, ?) AND c.publish_state <> ? THEN c.id END)
		FROM contribution_user cu JOIN contribution c ON c.id = cu.contribution_id
		WHERE cu.user_id = ? AND cu.is_active = ? AND c.title <> ?`

func ownCountArgs(userID int64) []any {
	return []any{lifecycle.RoleOwner, lifecycle.RoleOwner, lifecycle.RoleViewer, PublishDraft, userID, true, UntouchedTitle}
}

// CountOwn counts the caller's "mine" and "assigned" lists by group.
func (s *Store) CountOwn(ctx context.Context, contributionType string, parentID, userID int64) ([]counted, error) {
	where, args := countWhere(contributionType, parentID)
	out, err := db.Collect(ctx, s.db, func(sc db.Scanner) (counted, error) {
		var c counted
		err := sc.Scan(&c.key.lifeCycleID, &c.key.stateID, &c.key.publishState, &c.own, &c.assigned)
		return c, err
	}, `SELECT c.life_cycle_id, c.state_id, c.publish_state, `+ownCounts+` AND `+where+`
		GROUP BY c.life_cycle_id, c.state_id, c.publish_state`, append(ownCountArgs(userID), args...)...)
	if err != nil {
		return nil, fmt.Errorf("contribution: count own: %w", err)
	}
	return out, nil
}

// CountUser counts what a user owns and works on, by type and group.
func (s *Store) CountUser(ctx context.Context, userID int64) ([]counted, error) {
	out, err := db.Collect(ctx, s.db, func(sc db.Scanner) (counted, error) {
		var c counted
		err := sc.Scan(&c.contributionType, &c.key.lifeCycleID, &c.key.stateID, &c.key.publishState, &c.own, &c.assigned)
		return c, err
	}, `SELECT c.contribution_type, c.life_cycle_id, c.state_id, c.publish_state, `+ownCounts+`
		GROUP BY c.contribution_type, c.life_cycle_id, c.state_id, c.publish_state`, ownCountArgs(userID)...)
	if err != nil {
		return nil, fmt.Errorf("contribution: user statistic: %w", err)
	}
	return out, nil
}

// UserExists reports whether there is an account userID.
func (s *Store) UserExists(ctx context.Context, userID int64) (bool, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM app_user WHERE id = ?", userID).Scan(&n); err != nil {
		return false, fmt.Errorf("contribution: user %d: %w", userID, err)
	}
	return n > 0, nil
}

// IDByCode finds a contribution by its code (db.IsNoRows when none has it).
func (s *Store) IDByCode(ctx context.Context, code string) (int64, error) {
	var id int64
	err := s.db.QueryRow(ctx, "SELECT id FROM contribution WHERE code = ?", code).Scan(&id)
	if err != nil && !db.IsNoRows(err) {
		return 0, fmt.Errorf("contribution: find code: %w", err)
	}
	return id, err
}

// RefColumns reads the columns of a contribution's reference into ref.
func (s *Store) RefColumns(ctx context.Context, id int64, ref *Ref) error {
	if err := s.db.QueryRow(ctx, "SELECT code, campaign_id, competition_id, publish_state, editable FROM contribution WHERE id = ?", id).Scan(
		&ref.Code, &ref.CampaignID, &ref.CompetitionID, &ref.PublishState, &ref.Editable); err != nil {
		return fmt.Errorf("contribution: ref %d: %w", id, err)
	}
	return nil
}
