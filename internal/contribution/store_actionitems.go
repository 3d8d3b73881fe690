package contribution

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

const actionItemColumns = `a.id, a.contribution_id, a.title, a.description, a.assignee_id,
	COALESCE(au.first_name, '') || ' ' || COALESCE(au.last_name, ''), a.due_date, a.status, a.created_by,
	COALESCE(cu.first_name, '') || ' ' || COALESCE(cu.last_name, ''), a.created_date,
	COALESCE(xu.first_name, '') || ' ' || COALESCE(xu.last_name, ''), a.closed_date`

func scanActionItem(sc db.Scanner) (ActionItem, error) {
	var a ActionItem
	err := sc.Scan(&a.ID, &a.ContributionID, &a.Title, &a.Description, &a.AssigneeID, &a.AssigneeName, &a.DueDate, &a.Status,
		&a.CreatedBy, &a.CreatedByName, &a.CreatedDate, &a.ClosedByName, &a.ClosedDate)
	a.AssigneeName, a.CreatedByName, a.ClosedByName = strings.TrimSpace(a.AssigneeName), strings.TrimSpace(a.CreatedByName), strings.TrimSpace(a.ClosedByName)
	return a, err
}

// ActionItems reads the action items of a contribution (contributionID),
// or one item (itemID), open ones first, then by due date.
func (s *Store) ActionItems(ctx context.Context, contributionID, itemID int64) ([]ActionItem, error) {
	var w db.Where
	w.AndIf(contributionID != 0, "a.contribution_id = ?", contributionID).AndIf(itemID != 0, "a.id = ?", itemID)
	where, args := w.SQL()
	out, err := db.Collect(ctx, s.db, scanActionItem, "SELECT "+actionItemColumns+` FROM contribution_action_item a
		JOIN app_user au ON au.id = a.assignee_id LEFT JOIN app_user cu ON cu.id = a.created_by
		LEFT JOIN app_user xu ON xu.id = a.closed_by`+where+
		" ORDER BY CASE WHEN a.status = 'OPEN' THEN 0 ELSE 1 END, a.due_date, a.id", args...)
	if err != nil {
		return nil, fmt.Errorf("contribution: action items: %w", err)
	}
	return out, nil
}

// CountOpenActionItems counts the open action items of a contribution.
func (s *Store) CountOpenActionItems(ctx context.Context, contributionID int64) (int, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_action_item WHERE contribution_id = ? AND status = ?",
		contributionID, ActionItemOpen).Scan(&n); err != nil {
		return 0, fmt.Errorf("contribution: count action items: %w", err)
	}
	return n, nil
}

// InsertActionItem adds an open action item.
func (s *Store) InsertActionItem(ctx context.Context, in ActionItemInput, createdBy int64, now time.Time) (int64, error) {
	id, err := s.db.InsertID(ctx, `INSERT INTO contribution_action_item (contribution_id, title, description, assignee_id, due_date, status,
		created_by, created_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, in.ContributionID, in.Title, in.Description, in.AssigneeID, in.DueDate,
		ActionItemOpen, createdBy, now)
	if err != nil {
		return 0, fmt.Errorf("contribution: add action item: %w", err)
	}
	return id, nil
}

// CloseActionItem closes an open item; false when it was closed already.
func (s *Store) CloseActionItem(ctx context.Context, id int64, status string, by int64, now time.Time) (bool, error) {
	res, err := s.db.Exec(ctx, "UPDATE contribution_action_item SET status = ?, closed_by = ?, closed_date = ? WHERE id = ? AND status = ?",
		status, by, now, id, ActionItemOpen)
	if err != nil {
		return false, fmt.Errorf("contribution: close action item: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// CloseActionItemTask closes the open task of an action item.
func (s *Store) CloseActionItemTask(ctx context.Context, itemID int64, status string, now time.Time) error {
	if _, err := s.db.Exec(ctx, "UPDATE contribution_task SET closed_status = ?, closed_date = ? WHERE action_item_id = ? AND closed_status IS NULL",
		status, now, itemID); err != nil {
		return fmt.Errorf("contribution: close action item task: %w", err)
	}
	return nil
}

// Recipient reads one user as a mail recipient.
func (s *Store) Recipient(ctx context.Context, userID int64) (recipient, error) {
	r, err := db.ScanOne(ctx, s.db, scanRecipient, "SELECT u.id, COALESCE(u.email, ''), u.lang_key, COALESCE(u.first_name, '') FROM app_user u WHERE u.id = ?", userID)
	if err != nil {
		return r, fmt.Errorf("contribution: user %d: %w", userID, err)
	}
	return r, nil
}

// Persons reads users by id as the people of a task (login and name; no role).
func (s *Store) Persons(ctx context.Context, ids []int64) (map[int64]Person, error) {
	out := map[int64]Person{}
	if len(ids) == 0 {
		return out, nil
	}
	var w db.Where
	db.AndIn(&w, "u.id", ids)
	where, args := w.SQL()
	list, err := db.Collect(ctx, s.db, func(sc db.Scanner) (Person, error) {
		var p Person
		err := sc.Scan(&p.UserID, &p.Login, &p.FullName)
		p.FullName = strings.TrimSpace(p.FullName)
		return p, err
	}, "SELECT u.id, u.login, COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '') FROM app_user u"+where, args...)
	if err != nil {
		return nil, fmt.Errorf("contribution: persons: %w", err)
	}
	for _, p := range list {
		out[p.UserID] = p
	}
	return out, nil
}
