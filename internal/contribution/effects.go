package contribution

// What an action or command sets off besides moving the state: tasks,
// mails, points and the action's post handlers.

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/auth"
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
	var actor int64
	if p := auth.FromContext(ctx); p != nil {
		actor = p.UserID
	}
	for _, t := range tasks {
		status := TaskUndone
		mine := t.userID == nil || *t.userID == actor // an evaluator's task is done by that evaluator only
		switch {
		case cancelled:
			status = TaskCanceled
		case mine && slices.Contains(actorRoles, t.role):
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
		if err := s.openTask(ctx, id, st, &t.ID, contributionType, t.Name, t.Role, t.DeadlineDays, t.SendEmail); err != nil {
			return err
		}
	}
	return nil
}

// openTask opens one task for the holders of a role while the contribution
// is in state st (definitionID: the state's task definition; nil for a
// command's), and mails them when the definition says so. When the state
// lets the role evaluate, each holder gets a task of their own (closed by
// their own scorecard), unless they have that task open already; with no
// holder yet the role gets one task, which the first holder assigned takes.
func (s *Service) openTask(ctx context.Context, id int64, st *lifecycle.State, definitionID *int64, contributionType, name, role string, deadlineDays int, sendEmail bool) error {
	now := s.now()
	deadline := now.AddDate(0, 0, deadlineDays)
	t := newTask{contributionID: id, stateID: st.ID, definitionID: definitionID, name: name, role: role, created: now, deadline: deadline}
	if !st.Evaluates(role) {
		if err := s.store.InsertTask(ctx, t); err != nil {
			return err
		}
		return s.mailTask(ctx, id, contributionType, role, name, deadline, sendEmail, nil)
	}
	open, err := s.store.OpenTasks(ctx, id, st.ID)
	if err != nil {
		return err
	}
	has := map[int64]bool{}
	var unclaimed []openTask
	for _, o := range open {
		if o.role != role || o.name != name {
			continue
		}
		if o.userID == nil {
			unclaimed = append(unclaimed, o)
		} else {
			has[*o.userID] = true
		}
	}
	people, err := s.store.Holders(ctx, id, role)
	if err != nil {
		return err
	}
	if err := s.markSubmitted(ctx, id, st, role, has); err != nil {
		return err
	}
	if len(people) == 0 {
		if len(unclaimed) > 0 {
			return nil
		}
		if err := s.store.InsertTask(ctx, t); err != nil {
			return err
		}
		return s.mailTask(ctx, id, contributionType, role, name, deadline, sendEmail, nil)
	}
	var told []recipient
	for _, r := range people {
		if has[r.userID] {
			continue
		}
		if len(unclaimed) > 0 {
			if err := s.store.ClaimTask(ctx, unclaimed[0].id, r.userID); err != nil {
				return err
			}
			unclaimed = unclaimed[1:]
			continue
		}
		t.userID = &r.userID
		if err := s.store.InsertTask(ctx, t); err != nil {
			return err
		}
		told = append(told, r)
	}
	if len(told) == 0 {
		return nil
	}
	return s.mailTask(ctx, id, contributionType, role, name, deadline, sendEmail, told)
}

// markSubmitted adds to has the holders of role who have submitted their
// scorecard of an eval type the role evaluates in st: they need no task.
func (s *Service) markSubmitted(ctx context.Context, id int64, st *lifecycle.State, role string, has map[int64]bool) error {
	if s.evaluations == nil {
		return nil
	}
	for _, t := range lifecycle.EvalTypes {
		if !slices.Contains(st.EvaluatorRoles(t), role) {
			continue
		}
		done, err := s.evaluations.Submitted(ctx, id, t)
		if err != nil {
			return err
		}
		for _, uid := range done {
			has[uid] = true
		}
	}
	return nil
}

// mailTask tells the holders of role (or only to, when given) of a new task.
func (s *Service) mailTask(ctx context.Context, id int64, contributionType, role, name string, deadline time.Time, sendEmail bool, to []recipient) error {
	if !sendEmail {
		return nil
	}
	data := func(r recipient) map[string]any {
		return map[string]any{"Name": r.name, "Task": name, "Deadline": deadline.Format("02/01/2006"), "Link": s.mailer.BaseURL() + "/contribution-task"}
	}
	if to == nil {
		return s.mailHolders(ctx, id, contributionType, role, "task", data)
	}
	if quiet(ctx) {
		return nil
	}
	for _, r := range to {
		if r.email == "" {
			continue
		}
		if _, err := s.mailer.Send(ctx, r.email, r.lang, "task", mail.CategoryNotification, data(r)); err != nil {
			return err
		}
	}
	return nil
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
