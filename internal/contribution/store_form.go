package contribution

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// EditForm reads the stored part of a contribution's edit entity.
func (s *Store) EditForm(ctx context.Context, id int64) (EditEntity, error) {
	var e EditEntity
	err := s.db.QueryRow(ctx, `SELECT id, code, contribution_type, state_id, title, summary, COALESCE(b.body, ''), field_id, campaign_id,
		competition_id, editable, saved_as_draft, banner_id, banner_preview_id, banner_path
		FROM contribution LEFT JOIN contribution_body b ON b.contribution_id = contribution.id WHERE id = ?`, id).Scan(&e.ID, &e.Code,
		&e.ContributionType, &e.StateID, &e.Title, &e.Summary, &e.Body, &e.FieldID, &e.CampaignID, &e.CompetitionID, &e.Editable,
		&e.SavedAsDraft, &e.BannerID, &e.BannerPreviewID, &e.BannerPath)
	if err != nil {
		return e, fmt.Errorf("contribution: edit view: %w", err)
	}
	return e, nil
}

// CoOwners reads the active owners of a contribution besides its creator,
// by id.
func (s *Store) CoOwners(ctx context.Context, id, createdBy int64) ([]int64, error) {
	co, err := db.Int64s(ctx, s.db, "SELECT user_id FROM contribution_user WHERE contribution_id = ? AND user_role = ? AND is_active = ? AND user_id <> ? ORDER BY user_id",
		id, lifecycle.RoleOwner, true, createdBy)
	if err != nil {
		return nil, fmt.Errorf("contribution: co-owners: %w", err)
	}
	return co, nil
}

// CampaignOf reads the campaign of a contribution (nil for none).
func (s *Store) CampaignOf(ctx context.Context, id int64) (*int64, error) {
	var current *int64
	if err := s.db.QueryRow(ctx, "SELECT campaign_id FROM contribution WHERE id = ?", id).Scan(&current); err != nil {
		return nil, fmt.Errorf("contribution: campaign: %w", err)
	}
	return current, nil
}

// SaveForm writes the form's columns and its body (already sanitized; in
// contribution_body, out of the row the lists read: migration 0037), and
// moves the version on.
func (s *Store) SaveForm(ctx context.Context, id int64, in EditEntity, now time.Time) error {
	if _, err := s.db.Exec(ctx, `UPDATE contribution SET title = ?, search_title = ?, summary = ?, field_id = ?, campaign_id = ?,
		saved_as_draft = ?, updated_date = ?, version = version + 1 WHERE id = ?`,
		in.Title, db.Fold(in.Title), in.Summary, in.FieldID, in.CampaignID, in.SavedAsDraft, now, id); err != nil {
		return fmt.Errorf("contribution: save: %w", err)
	}
	if _, err := s.db.Exec(ctx, `INSERT INTO contribution_body (contribution_id, body) VALUES (?, ?)
		ON CONFLICT (contribution_id) DO UPDATE SET body = excluded.body`, id, in.Body); err != nil {
		return fmt.Errorf("contribution: save body: %w", err)
	}
	return nil
}

// Delete removes a contribution and its points; its people, history,
// tasks, tags and answers go with it.
func (s *Store) Delete(ctx context.Context, id int64) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM user_point WHERE contribution_id = ?", id); err != nil {
		return fmt.Errorf("contribution: delete points: %w", err)
	}
	if _, err := s.db.Exec(ctx, "DELETE FROM contribution WHERE id = ?", id); err != nil {
		return fmt.Errorf("contribution: delete: %w", err)
	}
	return nil
}
