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

// Distribution reads how many ratings of a contribution have each value,
// and userID's own (nil without one), in one query.
func (s *Store) Distribution(ctx context.Context, contributionID, userID int64) (map[int]int, *int, error) {
	type bucket struct{ value, count, mine int }
	rows, err := db.Collect(ctx, s.db, func(sc db.Scanner) (bucket, error) {
		var b bucket
		err := sc.Scan(&b.value, &b.count, &b.mine)
		return b, err
	}, `SELECT rating, COUNT(*), SUM(CASE WHEN user_id = ? THEN 1 ELSE 0 END) FROM contribution_rating
		WHERE contribution_id = ? GROUP BY rating`, userID, contributionID)
	if err != nil {
		return nil, nil, fmt.Errorf("rating: distribution of %d: %w", contributionID, err)
	}
	out := make(map[int]int, len(rows))
	var mine *int
	for _, b := range rows {
		out[b.value] = b.count
		if b.mine > 0 {
			mine = &b.value
		}
	}
	return out, mine, nil
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
