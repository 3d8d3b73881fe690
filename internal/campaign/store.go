package campaign

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/publishable"
)

// Store is the SQL of campaigns; the reads every publishable kind shares
// come from publishable.Store.
type Store struct {
	db *db.DB
	*publishable.Store[Campaign]
}

// NewStore returns the campaign store.
func NewStore(d *db.DB) *Store {
	return &Store{db: d, Store: publishable.NewStore(d, Kind, `c.campaign_type, c.announce_date, c.date_submission_start,
		c.date_submission_end, c.date_submission_terminated, `+publishable.ItemColumns, scan)}
}

func scan(s db.Scanner) (Campaign, error) {
	var c Campaign
	dest := append([]any{&c.CampaignType, &c.AnnounceDate, &c.DateSubmissionStart, &c.DateSubmissionEnd, &c.DateSubmissionTerminated},
		c.ItemDest()...)
	if err := s.Scan(dest...); err != nil {
		return c, err
	}
	c.Scanned()
	return c, nil
}

// Insert adds a DRAFT campaign and returns its id.
func (s *Store) Insert(ctx context.Context, in Campaign, by int64, now time.Time) (int64, error) {
	id, err := s.db.InsertID(ctx, `INSERT INTO campaign (code, title, summary, body, campaign_type, access_level, publish_state,
		date_submission_end, created_by, created_date, updated_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		in.Code, in.Title, in.Summary, in.Body, in.CampaignType, in.AccessLevel, StateDraft, in.DateSubmissionEnd, by, now, now)
	if err != nil {
		return 0, fmt.Errorf("campaign store: insert: %w", err)
	}
	return id, nil
}

// Update writes a campaign's fields and state.
func (s *Store) Update(ctx context.Context, in Campaign, now time.Time) error {
	if _, err := s.db.Exec(ctx, `UPDATE campaign SET code = ?, title = ?, summary = ?, body = ?, campaign_type = ?, access_level = ?,
		publish_state = ?, announce_date = ?, publish_date = ?, date_submission_start = ?, date_submission_end = ?,
		date_submission_terminated = ?, updated_date = ? WHERE id = ?`,
		in.Code, in.Title, in.Summary, in.Body, in.CampaignType, in.AccessLevel, in.PublishState, in.AnnounceDate, in.PublishDate,
		in.DateSubmissionStart, in.DateSubmissionEnd, in.DateSubmissionTerminated, now, in.ID); err != nil {
		return fmt.Errorf("campaign store: update %d: %w", in.ID, err)
	}
	return nil
}

// SetState moves a campaign to a state and changes nothing else.
func (s *Store) SetState(ctx context.Context, id int64, state string, now time.Time) error {
	if _, err := s.db.Exec(ctx, "UPDATE campaign SET publish_state = ?, updated_date = ? WHERE id = ?", state, now, id); err != nil {
		return fmt.Errorf("campaign store: state of %d: %w", id, err)
	}
	return nil
}

// CodeTaken reports whether another campaign than except has the code,
// letters folded.
func (s *Store) CodeTaken(ctx context.Context, code string, except int64) (bool, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM campaign WHERE "+db.FoldSQL+"(code) = ? AND id <> ?", db.Fold(code), except).Scan(&n); err != nil {
		return false, fmt.Errorf("campaign store: code: %w", err)
	}
	return n > 0, nil
}

// Contributions counts the contributions that belong to a campaign.
func (s *Store) Contributions(ctx context.Context, id int64) (int, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution WHERE campaign_id = ?", id).Scan(&n); err != nil {
		return 0, fmt.Errorf("campaign store: in use: %w", err)
	}
	return n, nil
}
