package contribution

// What the evaluation service (package evaluation) asks of the engine, and
// what the engine asks of it: who the caller is on a contribution, the
// evaluators' tasks, and whether an evaluation an action waits for is
// complete (docs/evaluation.md).

import (
	"context"
	"slices"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// Evaluations tells the engine who has submitted a scorecard of an eval
// type on a contribution (package evaluation).
type Evaluations interface {
	Submitted(ctx context.Context, contributionID int64, evalType string) ([]int64, error)
}

// SetEvaluations plugs in the evaluations; without them an action that
// waits for an evaluation is refused.
func (s *Service) SetEvaluations(e Evaluations) { s.evaluations = e }

// EvalSubject is what the evaluation service reads of a contribution the
// caller may see: its type, code, title, current state and the caller's roles.
type EvalSubject struct {
	ID               int64
	Code             string
	Title            string
	ContributionType string
	CompetitionID    *int64
	State            *lifecycle.State
	Roles            []string
	People           []Person // its active people: the evaluators among them
}

// Holders are the subject's people who hold one of roles.
func (e EvalSubject) Holders(roles []string) []Person {
	return slices.DeleteFunc(slices.Clone(e.People), func(p Person) bool { return !slices.Contains(roles, p.Role) })
}

// EvalSubject loads contribution id for the caller (404 when they may not
// see it), with its people, in one query (seenBy).
func (s *Service) EvalSubject(ctx context.Context, id int64) (EvalSubject, error) {
	return s.EvalSubjectAlong(ctx, id, nil)
}

// EvalSubjectAlong is EvalSubject with along read in the same statement
// (the evaluation report's scorecards: one round trip); see FeedbackAlong.
func (s *Service) EvalSubjectAlong(ctx context.Context, id int64, along *db.Along) (EvalSubject, error) {
	r, _, st, roles, err := s.seenBy(ctx, id, true, along)
	if err != nil {
		return EvalSubject{}, err
	}
	return EvalSubject{ID: r.id, Code: r.code, Title: r.title, ContributionType: r.contributionType, CompetitionID: r.competitionID,
		State: st, Roles: roles, People: r.people}, nil
}

// Evaluators lists the active holders of roles on contribution id.
func (s *Service) Evaluators(ctx context.Context, id int64, roles []string) ([]Person, error) {
	return s.Holders(ctx, id, roles)
}

// EvaluationSubmitted closes the caller's open tasks of the roles that
// evaluate evalType in state st (on time or late against the deadline) and,
// when allDone, the roles' tasks nobody took. It runs in the caller's
// transaction (the scorecard's submission).
func (s *Service) EvaluationSubmitted(ctx context.Context, id int64, st *lifecycle.State, evalType string, allDone bool) error {
	p := auth.FromContext(ctx)
	if p == nil {
		return apperr.Unauthorized()
	}
	roles := st.EvaluatorRoles(evalType)
	open, err := s.store.OpenTasks(ctx, id, st.ID)
	if err != nil {
		return err
	}
	now := s.now()
	for _, t := range open {
		if !slices.Contains(roles, t.role) {
			continue
		}
		if (t.userID != nil && *t.userID == p.UserID) || (t.userID == nil && allDone) {
			status := TaskOnTimeDone
			if now.After(t.deadline) {
				status = TaskLateDone
			}
			if err := s.store.CloseTask(ctx, t.id, status, now); err != nil {
				return err
			}
		}
	}
	s.listsChanged(ctx)
	return nil
}

// requireEvaluation refuses an action that waits for a complete evaluation
// of its eval type: every holder of the roles the state lets evaluate it
// (the type's own role when the state names none) has submitted, and at
// least one scorecard is in. 400 evaluationIncomplete otherwise.
func (s *Service) requireEvaluation(ctx context.Context, id int64, action *lifecycle.Action, from *lifecycle.State) error {
	evalType := action.RequiredEvaluation
	if evalType == "" {
		return nil
	}
	refused := apperr.BadRequest("evaluationIncomplete", map[string]any{"evalType": evalType, "action": action.Name})
	if s.evaluations == nil {
		return refused
	}
	done, err := s.evaluations.Submitted(ctx, id, evalType)
	if err != nil {
		return err
	}
	if len(done) == 0 {
		return refused
	}
	roles := from.EvaluatorRoles(evalType)
	if len(roles) == 0 {
		roles = []string{lifecycle.EvalRole(evalType)}
	}
	people, err := s.Evaluators(ctx, id, roles)
	if err != nil {
		return err
	}
	for _, p := range people {
		if !slices.Contains(done, p.UserID) {
			return refused
		}
	}
	return nil
}

// RecordHistory adds a line to a contribution's history for the caller, in
// the caller's transaction: the benefit analyses and the implementation
// schedule record their writes through it (categories BENEFIT, SCHEDULE).
func (s *Service) RecordHistory(ctx context.Context, id int64, category, action string) error {
	p := auth.FromContext(ctx)
	if p == nil {
		return apperr.Unauthorized()
	}
	return s.history(ctx, id, category, action, nil, nil, "", p.UserID)
}

// CheckUsers refuses ids that are not active users (400 userNotFound).
func (s *Service) CheckUsers(ctx context.Context, ids []int64) error { return s.checkUsers(ctx, ids) }
