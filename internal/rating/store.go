package rating

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// Store is the SQL of ratings (contribution_rating).
type Store struct{ db *db.DB }

// NewStore returns the rating store.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

// Distribution is how many ratings of a contribution have each value, and
// the caller's own (nil without one).
type Distribution struct {
	Counts map[int]int
	Mine   *int
}

// add counts one row of distributionSQL.
func (d *Distribution) add(sc db.Scanner) error {
	var value, count, mine int
	if err := sc.Scan(&value, &count, &mine); err != nil {
		return err
	}
	if d.Counts == nil {
		d.Counts = map[int]int{}
	}
	d.Counts[value] = count
	if mine > 0 {
		d.Mine = &value
	}
	return nil
}

// distributionSQL reads a Distribution: a row per value. Its arguments are
// the caller and the contribution.
const distributionSQL = `SELECT rating AS value, COUNT(*) AS n, SUM(CASE WHEN user_id = ? THEN 1 ELSE 0 END) AS mine
	FROM contribution_rating WHERE contribution_id = ? GROUP BY rating`

// Distribution reads a contribution's Distribution for userID in one query.
func (s *Store) Distribution(ctx context.Context, contributionID, userID int64) (Distribution, error) {
	var d Distribution
	if err := db.Each(ctx, s.db, d.add, distributionSQL, userID, contributionID); err != nil {
		return d, fmt.Errorf("rating: distribution of %d: %w", contributionID, err)
	}
	return d, nil
}

// DistributionAlong reads what Distribution reads into d, as an along of
// the contribution's own read: one round trip for the rating summary (the
// service keeps d only when that read lets the caller see the ratings).
func (s *Store) DistributionAlong(contributionID, userID int64, d *Distribution) *db.Along {
	return &db.Along{SQL: distributionSQL, Args: []any{userID, contributionID}, Scan: d.add}
}

// Mine reads userID's rating of a contribution (nil without one).
func (s *Store) Mine(ctx context.Context, contributionID, userID int64) (*int, error) {
	var v int
	err := s.db.QueryRow(ctx, "SELECT rating FROM contribution_rating WHERE contribution_id = ? AND user_id = ?", contributionID, userID).Scan(&v)
	if db.IsNoRows(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("rating: rating of %d by %d: %w", contributionID, userID, err)
	}
	return &v, nil
}

// Insert adds userID's rating; the driver's unique violation tells a second one.
func (s *Store) Insert(ctx context.Context, contributionID, userID int64, value int, now time.Time) error {
	_, err := s.db.Exec(ctx, `INSERT INTO contribution_rating (contribution_id, user_id, rating, created_date, updated_date)
		VALUES (?, ?, ?, ?, ?)`, contributionID, userID, value, now, now)
	return err
}

// Lock takes userID's rating row for the transaction (other writers of it
// wait) and reads its value; found is false without one.
func (s *Store) Lock(ctx context.Context, contributionID, userID int64) (value int, found bool, err error) {
	res, err := s.db.Exec(ctx, "UPDATE contribution_rating SET rating = rating WHERE contribution_id = ? AND user_id = ?", contributionID, userID)
	if err != nil {
		return 0, false, fmt.Errorf("rating: lock %d by %d: %w", contributionID, userID, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return 0, false, err
	}
	v, err := s.Mine(ctx, contributionID, userID)
	if err != nil || v == nil {
		return 0, false, err
	}
	return *v, true, nil
}

// Update changes userID's rating.
func (s *Store) Update(ctx context.Context, contributionID, userID int64, value int, now time.Time) error {
	if _, err := s.db.Exec(ctx, "UPDATE contribution_rating SET rating = ?, updated_date = ? WHERE contribution_id = ? AND user_id = ?",
		value, now, contributionID, userID); err != nil {
		return fmt.Errorf("rating: update %d by %d: %w", contributionID, userID, err)
	}
	return nil
}

// Delete removes userID's rating and answers its value (found false without one).
func (s *Store) Delete(ctx context.Context, contributionID, userID int64) (value int, found bool, err error) {
	err = s.db.QueryRow(ctx, "DELETE FROM contribution_rating WHERE contribution_id = ? AND user_id = ? RETURNING rating",
		contributionID, userID).Scan(&value)
	if db.IsNoRows(err) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("rating: delete %d by %d: %w", contributionID, userID, err)
	}
	return value, true, nil
}

// CountBy counts the ratings a user gave.
func (s *Store) CountBy(ctx context.Context, userID int64) (int64, error) {
	var n int64
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_rating WHERE user_id = ?", userID).Scan(&n); err != nil {
		return 0, fmt.Errorf("rating: count of user %d: %w", userID, err)
	}
	return n, nil
}
