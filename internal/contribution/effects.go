package contribution

// What an action or command sets off besides moving the state: tasks,
// mails, points and the action's post handlers.

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/mail"
)

// closeTasks ends the open tasks of the state being left: done (on time or
// late) for the roles the actor holds, UNDONE for the others, CANCELED when
// the contribution is cancelled.
func (s *Service) closeTasks(ctx context.Context, id, stateID int64, actorRoles []string, cancelled bool) error {
	tasks, err := s.store.OpenTasks(ctx, id, stateID)
	if err != nil {
		return err
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
		if err := s.store.CloseTask(ctx, t.id, status, now); err != nil {
			return err
		}
	}
	return nil
}

// holders lists the users holding a contribution role (MANAGER: the type's administrators).
func (s *Service) holders(ctx context.Context, id int64, contributionType, role string) ([]recipient, error) {
	if role == lifecycle.RoleManager {
		return s.store.WithAuthority(ctx, lifecycle.TypeAdminRole(contributionType))
	}
	return s.store.Holders(ctx, id, role)
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
	if err := s.store.InsertTask(ctx, newTask{contributionID: id, stateID: stateID, definitionID: definitionID, name: name, role: role,
		created: now, deadline: deadline}); err != nil {
		return err
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
		if err := s.store.AddPoints(ctx, point{userID: r.userID, contributionID: c.id, pointType: c.contributionType, points: pts,
			reason: reason, now: s.now()}); err != nil {
			return err
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
			err = s.applyColumn(ctx, id, columnEditable, h.Parameter == "true", "editability-"+h.Parameter)
		case lifecycle.HandlerCommentStatus:
			err = s.applyColumn(ctx, id, columnCommentStatus, h.Parameter, "comment-status-"+strings.ToLower(h.Parameter))
		case lifecycle.HandlerRatingStatus:
			err = s.applyColumn(ctx, id, columnRatingStatus, h.Parameter, "rating-status-"+strings.ToLower(h.Parameter))
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
