package schedule

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// Store is the SQL of implementation schedules.
type Store struct{ db *db.DB }

// NewStore returns the schedule store.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

// step is a stored step with who saved it last and when.
type step struct {
	ScheduleStep
	updatedBy   string
	updatedDate time.Time
}

// Steps reads the steps of a contribution's schedule, in order.
func (s *Store) Steps(ctx context.Context, contributionID int64) ([]step, error) {
	out, err := db.Collect(ctx, s.db, func(sc db.Scanner) (step, error) {
		var st step
		err := sc.Scan(&st.ID, &st.Title, &st.ResponsibleUserID, &st.ResponsibleName, &st.PlannedStart, &st.PlannedEnd, &st.ActualStart,
			&st.ActualEnd, &st.Status, &st.updatedBy, &st.updatedDate)
		st.ResponsibleName, st.updatedBy = strings.TrimSpace(st.ResponsibleName), strings.TrimSpace(st.updatedBy)
		return st, err
	}, `SELECT s.id, s.title, s.responsible_user_id, COALESCE(r.first_name, '') || ' ' || COALESCE(r.last_name, ''), s.planned_start,
		s.planned_end, s.actual_start, s.actual_end, s.status, COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, ''), s.updated_date
		FROM contribution_schedule_step s LEFT JOIN app_user r ON r.id = s.responsible_user_id LEFT JOIN app_user u ON u.id = s.updated_by
		WHERE s.contribution_id = ? ORDER BY s.rank, s.id`, contributionID)
	if err != nil {
		return nil, fmt.Errorf("schedule: steps of %d: %w", contributionID, err)
	}
	return out, nil
}

// Replace writes the steps of a contribution's schedule in place of the old ones.
func (s *Store) Replace(ctx context.Context, contributionID int64, steps []ScheduleStepInput, by int64, now time.Time) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM contribution_schedule_step WHERE contribution_id = ?", contributionID); err != nil {
		return fmt.Errorf("schedule: clear %d: %w", contributionID, err)
	}
	for i, st := range steps {
		if _, err := s.db.Exec(ctx, `INSERT INTO contribution_schedule_step (contribution_id, title, responsible_user_id, planned_start, planned_end,
			actual_start, actual_end, status, rank, updated_by, updated_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			contributionID, st.Title, st.ResponsibleUserID, st.PlannedStart, st.PlannedEnd, st.ActualStart, st.ActualEnd, st.Status, i, by, now); err != nil {
			return fmt.Errorf("schedule: step %d of %d: %w", i, contributionID, err)
		}
	}
	return nil
}

// Lock holds the contribution's row until the transaction ends, so two
// saves of one schedule take turns.
func (s *Store) Lock(ctx context.Context, contributionID int64) error {
	if _, err := s.db.Exec(ctx, "UPDATE contribution SET id = id WHERE id = ?", contributionID); err != nil {
		return fmt.Errorf("schedule: lock %d: %w", contributionID, err)
	}
	return nil
}
