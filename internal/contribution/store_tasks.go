package contribution

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
)

// openTask is an open task of a state being left.
type openTask struct {
	id       int64
	role     string
	name     string
	userID   *int64 // an evaluator's own task; nil: the role's
	deadline time.Time
}

// OpenTasks reads the open tasks of a contribution in a state (action
// items' tasks apart: a change of state does not close them).
func (s *Store) OpenTasks(ctx context.Context, contributionID, stateID int64) ([]openTask, error) {
	tasks, err := db.Collect(ctx, s.db, func(sc db.Scanner) (openTask, error) {
		var t openTask
		err := sc.Scan(&t.id, &t.role, &t.name, &t.userID, &t.deadline)
		return t, err
	}, `SELECT id, role, name, user_id, deadline FROM contribution_task
		WHERE contribution_id = ? AND state_id = ? AND closed_status IS NULL AND action_item_id IS NULL ORDER BY id`,
		contributionID, stateID)
	if err != nil {
		return nil, fmt.Errorf("contribution: open tasks: %w", err)
	}
	return tasks, nil
}

// CloseTask ends a task with a status.
func (s *Store) CloseTask(ctx context.Context, id int64, status string, now time.Time) error {
	if _, err := s.db.Exec(ctx, "UPDATE contribution_task SET closed_status = ?, closed_date = ? WHERE id = ?", status, now, id); err != nil {
		return fmt.Errorf("contribution: close task: %w", err)
	}
	return nil
}

// ClaimTask makes an open task of a role the task of one of its holders.
func (s *Store) ClaimTask(ctx context.Context, id, userID int64) error {
	if _, err := s.db.Exec(ctx, "UPDATE contribution_task SET user_id = ? WHERE id = ?", userID, id); err != nil {
		return fmt.Errorf("contribution: claim task: %w", err)
	}
	return nil
}

// newTask is a task opened for the holders of a role, or for one of them.
type newTask struct {
	contributionID, stateID int64
	definitionID            *int64 // the state's task definition; nil for a command's
	name, role              string
	userID                  *int64 // an evaluator's own task; nil: the role's
	actionItemID            *int64 // an action item's task (userID: its assignee)
	created, deadline       time.Time
}

// InsertTask opens a task.
func (s *Store) InsertTask(ctx context.Context, t newTask) error {
	if _, err := s.db.Exec(ctx, `INSERT INTO contribution_task (contribution_id, state_id, task_definition_id, name, role, user_id, action_item_id,
		created_date, deadline) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, t.contributionID, t.stateID, t.definitionID, t.name, t.role, t.userID,
		t.actionItemID, t.created, t.deadline); err != nil {
		return fmt.Errorf("contribution: open task %s: %w", t.name, err)
	}
	return nil
}

func scanRecipient(sc db.Scanner) (recipient, error) {
	var r recipient
	err := sc.Scan(&r.userID, &r.email, &r.lang, &r.name)
	return r, err
}

// Holders reads the active holders of a role on a contribution.
func (s *Store) Holders(ctx context.Context, contributionID int64, role string) ([]recipient, error) {
	out, err := db.Collect(ctx, s.db, scanRecipient, `SELECT u.id, COALESCE(u.email, ''), u.lang_key, COALESCE(u.first_name, '') FROM contribution_user cu
		JOIN app_user u ON u.id = cu.user_id WHERE cu.contribution_id = ? AND cu.user_role = ? AND cu.is_active = ? ORDER BY u.id`, contributionID, role, true)
	if err != nil {
		return nil, fmt.Errorf("contribution: holders of %s: %w", role, err)
	}
	return out, nil
}

// WithAuthority reads the active users holding an authority.
func (s *Store) WithAuthority(ctx context.Context, authority string) ([]recipient, error) {
	out, err := db.Collect(ctx, s.db, scanRecipient, `SELECT u.id, COALESCE(u.email, ''), u.lang_key, COALESCE(u.first_name, '') FROM app_user u
		JOIN user_authority a ON a.user_id = u.id WHERE a.authority_name = ? AND u.activated = ? ORDER BY u.id`, authority, true)
	if err != nil {
		return nil, fmt.Errorf("contribution: holders of %s: %w", authority, err)
	}
	return out, nil
}

// point is a line of the points ledger.
type point struct {
	userID, contributionID int64
	pointType              string
	points                 float64
	reason                 string
	now                    time.Time
}

// AddPoints writes a line to the points ledger.
func (s *Store) AddPoints(ctx context.Context, p point) error {
	if _, err := s.db.Exec(ctx, `INSERT INTO user_point (user_id, contribution_id, point_type, points, reason, created_date)
		VALUES (?, ?, ?, ?, ?, ?)`, p.userID, p.contributionID, p.pointType, p.points, p.reason, p.now); err != nil {
		return fmt.Errorf("contribution: points: %w", err)
	}
	return nil
}

// taskScope is whose tasks a list holds: those of the roles userID holds,
// or every task of contributionType.
type taskScope struct {
	userID           int64
	contributionType string
}

// Tasks reads one page of tasks (state names and assignees apart) and the
// total. now tells open tasks WAITING from OVERDUE; f.Statuses must be
// known statuses.
func (s *Store) Tasks(ctx context.Context, scope taskScope, f TaskFilter, now time.Time, p paging.Page) ([]Task, int64, error) {
	var w db.Where
	if scope.contributionType != "" {
		w.And("c.contribution_type = ?", scope.contributionType)
	} else {
		// A task with a user is that user's own (an evaluator's, a juror's, an action item's assignee's);
		// a role's task is for its holders.
		w.And(`(t.user_id = ? OR t.user_id IS NULL AND EXISTS (SELECT 1 FROM contribution_user cu WHERE cu.contribution_id = t.contribution_id
		AND cu.user_id = ? AND cu.user_role = t.role AND cu.is_active = ?))`, scope.userID, scope.userID, true)
	}
	w.And("c.title <> ?", UntouchedTitle) // no untouched drafts
	w.AndIf(f.Search != "", "(c.search_title LIKE ? ESCAPE '\\' OR LOWER(c.code) LIKE ? ESCAPE '\\')", db.FoldedContains(f.Search), db.Contains(f.Search))
	if len(f.TaskNames) > 0 {
		db.AndIn(&w, "t.name", f.TaskNames)
	}
	if len(f.Roles) > 0 {
		db.AndIn(&w, "t.role", f.Roles)
	}
	if len(f.FieldIDs) > 0 {
		db.AndIn(&w, "c.field_id", f.FieldIDs)
	}
	if len(f.StateIDs) > 0 {
		db.AndIn(&w, "t.state_id", f.StateIDs)
	}
	if len(f.Codes) > 0 {
		db.AndIn(&w, "c.code", f.Codes)
	}
	w.AndIf(f.Module != "", "c.contribution_type = ?", strings.ToUpper(f.Module))
	w.AndIf(!f.Start.IsZero(), "t.deadline >= ?", f.Start)
	w.AndIf(!f.End.IsZero(), "t.deadline < ?", f.End)
	if len(f.Statuses) > 0 {
		var conds []string
		var args []any
		for _, st := range f.Statuses {
			switch st {
			case TaskWaiting:
				conds, args = append(conds, "(t.closed_status IS NULL AND t.deadline >= ?)"), append(args, now)
			case TaskOverdue:
				conds, args = append(conds, "(t.closed_status IS NULL AND t.deadline < ?)"), append(args, now)
			default:
				conds, args = append(conds, "t.closed_status = ?"), append(args, st)
			}
		}
		w.And("("+strings.Join(conds, " OR ")+")", args...)
	}
	out, total, err := db.Paged(ctx, s.db, func(sc db.Scanner) (Task, error) {
		var t Task
		if err := sc.Scan(&t.ID, &t.ContributionID, &t.ContributionCode, &t.ContributionType, &t.Title, &t.FieldID, &t.StateID, &t.TaskName,
			&t.Role, &t.CreatedDate, &t.Deadline, &t.ClosedDate, &t.Status, &t.lifeCycleID, &t.UserID, &t.ActionItemID); err != nil {
			return t, err
		}
		if t.Status == "" {
			t.Status = openStatus(t.Deadline, now)
		}
		t.Assignees = []Person{}
		return t, nil
	}, db.PageQuery{
		Columns: `t.id, t.contribution_id, c.code, c.contribution_type, c.title, c.field_id, t.state_id, t.name, t.role,
		t.created_date, t.deadline, t.closed_date, COALESCE(t.closed_status, ''), c.life_cycle_id, t.user_id, t.action_item_id`,
		From: "contribution_task t JOIN contribution c ON c.id = t.contribution_id", Where: w, Page: p, Tie: "t.id"})
	if err != nil {
		return nil, 0, fmt.Errorf("contribution: tasks: %w", err)
	}
	return out, total, nil
}
