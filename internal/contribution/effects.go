package contribution

// What an action or command sets off besides moving the state: tasks,
// mails, points and the action's post handlers.

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/mail"
)

// closeTasks ends the open tasks of the state being left: done (on time or
// late) for the roles the actor holds, UNDONE for the others, CANCELED when
// the contribution is cancelled.
func (s *Service) closeTasks(ctx context.Context, id, stateID int64, actorRoles []string, cancelled bool) error {
	type open struct {
		id       int64
		role     string
		deadline time.Time
	}
	tasks, err := db.Collect(ctx, s.db, func(sc db.Scanner) (open, error) {
		var t open
		err := sc.Scan(&t.id, &t.role, &t.deadline)
		return t, err
	}, "SELECT id, role, deadline FROM contribution_task WHERE contribution_id = ? AND state_id = ? AND closed_status IS NULL", id, stateID)
	if err != nil {
		return fmt.Errorf("contribution: open tasks: %w", err)
	}
	now := s.now()
	for _, t := range tasks {
		status := TaskUndone
		switch {
		case cancelled:
			status = TaskCanceled
		case slices.Contains(actorRoles, t.role):
			status = TaskOnTimeDone
			if now.After(t.deadline) {
				status = TaskLateDone
			}
		}
		if _, err := s.db.Exec(ctx, "UPDATE contribution_task SET closed_status = ?, closed_date = ? WHERE id = ?", status, now, t.id); err != nil {
			return fmt.Errorf("contribution: close task: %w", err)
		}
	}
	return nil
}

// holders lists the users holding a contribution role (MANAGER: the type's administrators).
func (s *Service) holders(ctx context.Context, id int64, contributionType, role string) ([]recipient, error) {
	var q string
	var args []any
	if role == lifecycle.RoleManager {
		q = `SELECT u.id, COALESCE(u.email, ''), u.lang_key, COALESCE(u.first_name, '') FROM app_user u
			JOIN user_authority a ON a.user_id = u.id WHERE a.authority_name = ? AND u.activated = ?`
		args = []any{lifecycle.TypeAdminRole(contributionType), true}
	} else {
		q = `SELECT u.id, COALESCE(u.email, ''), u.lang_key, COALESCE(u.first_name, '') FROM contribution_user cu
			JOIN app_user u ON u.id = cu.user_id WHERE cu.contribution_id = ? AND cu.user_role = ? AND cu.is_active = ?`
		args = []any{id, role, true}
	}
	out, err := db.Collect(ctx, s.db, func(sc db.Scanner) (recipient, error) {
		var r recipient
		err := sc.Scan(&r.userID, &r.email, &r.lang, &r.name)
		return r, err
	}, q+" ORDER BY u.id", args...)
	if err != nil {
		return nil, fmt.Errorf("contribution: holders of %s: %w", role, err)
	}
	return out, nil
}

type recipient struct {
	userID            int64
	email, lang, name string
}

type quietKey struct{}

// WithoutMail marks ctx so the engine queues no e-mail: demo data is
// seeded through the engine without mailing the demo accounts.
func WithoutMail(ctx context.Context) context.Context {
	return context.WithValue(ctx, quietKey{}, true)
}

func quiet(ctx context.Context) bool { return ctx.Value(quietKey{}) != nil }

// openTasks opens the tasks the entered state defines.
func (s *Service) openTasks(ctx context.Context, id int64, st *lifecycle.State, contributionType string) error {
	for _, t := range st.Tasks {
		if err := s.openTask(ctx, id, st.ID, &t.ID, contributionType, t.Name, t.Role, t.DeadlineDays, t.SendEmail); err != nil {
			return err
		}
	}
	return nil
}

// openTask opens one task for the holders of a role while the contribution
// is in stateID (definitionID: the state's task definition; nil for a
// command's), and mails them when the definition says so.
func (s *Service) openTask(ctx context.Context, id, stateID int64, definitionID *int64, contributionType, name, role string, deadlineDays int, sendEmail bool) error {
	now := s.now()
	deadline := now.AddDate(0, 0, deadlineDays)
	if _, err := s.db.Exec(ctx, `INSERT INTO contribution_task (contribution_id, state_id, task_definition_id, name, role, created_date, deadline)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, id, stateID, definitionID, name, role, now, deadline); err != nil {
		return fmt.Errorf("contribution: open task %s: %w", name, err)
	}
	if !sendEmail {
		return nil
	}
	return s.mailHolders(ctx, id, contributionType, role, "task", func(r recipient) map[string]any {
		return map[string]any{"Name": r.name, "Task": name, "Deadline": deadline.Format("02/01/2006"), "Link": s.mailer.BaseURL() + "/contribution-task"}
	})
}

// notify queues the state-change notifications of the entered state.
func (s *Service) notify(ctx context.Context, c row, st *lifecycle.State) error {
	for _, n := range st.Notifications {
		if !n.SendEmail {
			continue
		}
		if err := s.mailRole(ctx, c, st, n.Role); err != nil {
			return err
		}
	}
	return nil
}

// mailRole tells the holders of a role that c is now in state st.
func (s *Service) mailRole(ctx context.Context, c row, st *lifecycle.State, role string) error {
	return s.mailHolders(ctx, c.id, c.contributionType, role, "stateChanged", func(r recipient) map[string]any {
		return map[string]any{"Name": r.name, "Title": c.title, "State": st.Name(r.lang),
			"Link": fmt.Sprintf("%s/contribution/view/%d", s.mailer.BaseURL(), c.id)}
	})
}

// mailHolders queues a notification template for each holder of a role
// with an e-mail address, in their language (none for demo seeding).
func (s *Service) mailHolders(ctx context.Context, id int64, contributionType, role, template string, data func(recipient) map[string]any) error {
	if quiet(ctx) {
		return nil
	}
	people, err := s.holders(ctx, id, contributionType, role)
	if err != nil {
		return err
	}
	for _, r := range people {
		if r.email == "" {
			continue
		}
		if _, err := s.mailer.Send(ctx, r.email, r.lang, template, mail.CategoryNotification, data(r)); err != nil {
			return err
		}
	}
	return nil
}

// award writes the action's points to the ledger.
func (s *Service) award(ctx context.Context, c row, a *lifecycle.Action) error {
	for _, def := range a.Points {
		if err := s.givePoints(ctx, c, def.Role, def.Points, def.Share, "action:"+a.Name); err != nil {
			return err
		}
	}
	return nil
}

// givePoints writes points to the ledger: each holder of the role gets
// them, or an equal share of them when share is set.
func (s *Service) givePoints(ctx context.Context, c row, role string, points int, share bool, reason string) error {
	people, err := s.holders(ctx, c.id, c.contributionType, role)
	if err != nil || len(people) == 0 {
		return err
	}
	pts := float64(points)
	if share {
		pts /= float64(len(people))
	}
	for _, r := range people {
		if _, err := s.db.Exec(ctx, `INSERT INTO user_point (user_id, contribution_id, point_type, points, reason, created_date)
			VALUES (?, ?, ?, ?, ?, ?)`, r.userID, c.id, c.contributionType, pts, reason, s.now()); err != nil {
			return fmt.Errorf("contribution: points: %w", err)
		}
	}
	return nil
}

// runPostHandlers does an action's post handlers in their order, after the
// contribution entered its new state, in the same transaction. They act
// for the workflow, so no command is asked of the caller.
func (s *Service) runPostHandlers(ctx context.Context, id int64, a *lifecycle.Action, to *lifecycle.State) error {
	for _, h := range a.PostHandlers {
		c, err := s.load(ctx, id) // each handler sees what the one before did
		if err != nil {
			return err
		}
		switch h.Handler {
		case lifecycle.HandlerAssignFieldMentors:
			err = s.assignFieldMentors(ctx, id)
		case lifecycle.HandlerChangeVisibility:
			err = s.applyVisibility(ctx, c, h.Parameter == "true")
		case lifecycle.HandlerEditability:
			err = s.applyColumn(ctx, id, "editable", h.Parameter == "true", "editability-"+h.Parameter)
		case lifecycle.HandlerCommentStatus:
			err = s.applyColumn(ctx, id, "comment_status", h.Parameter, "comment-status-"+strings.ToLower(h.Parameter))
		case lifecycle.HandlerRatingStatus:
			err = s.applyColumn(ctx, id, "rating_status", h.Parameter, "rating-status-"+strings.ToLower(h.Parameter))
		case lifecycle.HandlerNotifyRole:
			err = s.mailRole(ctx, c, to, h.Parameter)
		default:
			s.log.Warn("unknown action post handler skipped", "handler", h.Handler, "action", a.Name, "contribution", id)
		}
		if err != nil {
			return fmt.Errorf("contribution: post handler %s of %s: %w", h.Handler, a.Name, err)
		}
	}
	return nil
}
