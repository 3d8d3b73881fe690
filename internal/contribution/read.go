package contribution

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/attachment"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// Get returns the detail of a contribution the caller may see, in lang:
// state name, people, the caller's roles and the actions and commands the
// current state grants them.
func (s *Service) Get(ctx context.Context, id int64, lang string) (Contribution, error) {
	c, lcVersion, err := s.store.Detail(ctx, id)
	if db.IsNoRows(err) {
		return c, apperr.NotFound("contribution")
	}
	if err != nil {
		return c, err
	}
	parts, err := s.detailParts(ctx, c.ID, int64(c.Version), c.has)
	if err != nil {
		return c, err
	}
	c.Files = parts.files
	if c.Tags, err = s.tags.Refs(ctx, c.tagIDs); err != nil {
		return c, err
	}
	lc, err := s.lifecycles.LoadVersion(ctx, c.LifeCycleID, lcVersion)
	if err != nil {
		return c, err
	}
	st := lc.Find(c.StateID)
	roles := rolesAmong(ctx, c.People, c.ContributionType)
	if c.CompetitionID != nil { // an idea: its competition's moderators and the current stage's jurors
		if roles, err = s.competitionRoles(ctx, *c.CompetitionID, roles); err != nil {
			return c, err
		}
	}
	if !s.canSee(ctx, row{id: c.ID, contributionType: c.ContributionType, visible: c.Visible}, st, roles) {
		return c, apperr.NotFound("contribution")
	}
	c.StateCode, c.StateType, c.StateName = st.Code, st.StateType, st.Name(lang)
	c.CommentCount, c.RatingCount, c.RatingAverage = feedbackShown(c.CommentStatus, c.RatingStatus, c.CommentCount, c.RatingCount,
		c.ratingSum, slices.Contains(roles, lifecycle.RoleManager))
	c.CallerRoles = roles
	c.Actions = []ActionView{}
	for _, a := range st.Actions {
		if a.Allows(roles) {
			c.Actions = append(c.Actions, ActionView{Name: a.Name, TargetStateID: a.TargetStateID,
				TargetName: lc.Find(a.TargetStateID).Name(lang), Explanation: a.Explanation})
		}
	}
	c.Commands = []string{}
	for _, cmd := range st.Commands {
		if st.Grants(cmd.Command, roles) {
			c.Commands = append(c.Commands, cmd.Command)
		}
	}
	if !st.Grants(lifecycle.CmdViewOwners, roles) {
		c.People = slices.DeleteFunc(c.People, func(p Person) bool { return p.Role == lifecycle.RoleOwner })
	}
	return c, s.details(ctx, &c, parts.answers, lang)
}

// details adds the field title and the extra-input answers.
func (s *Service) details(ctx context.Context, c *Contribution, answers map[int64]string, lang string) error {
	if c.FieldID != nil {
		title, found, err := s.fields.Title(ctx, c.ContributionType, *c.FieldID, lang)
		if err != nil {
			return err
		}
		if found {
			c.FieldTitle = &title
		}
	}
	var err error
	c.ExtraInputs, err = s.inputs.Shown(ctx, c.ContributionType, inputScope(c.ContributionType, c.FieldID, c.CompetitionID), answers, lang)
	return err
}

// parts are what a contribution's detail shows besides its row, its people
// and its tags: files and answers, read only when the row says it has any
// (most have neither). Every write to them moves the contribution's
// version on in the same transaction (touch), so parts read for a version
// stay right for it on every node, and each node keeps them by id and
// version.
type parts struct {
	files   []attachment.File
	answers map[int64]string
}

type partsKey struct{ id, version int64 }

const partsMaxAge = 10 * time.Second

// detailParts gives the parts of version of contribution id (shared
// between requests: read them, never change them), reading only those the
// row says it has.
func (s *Service) detailParts(ctx context.Context, id, version int64, has partsHeld) (parts, error) {
	if !has.files && !has.answers {
		return parts{files: []attachment.File{}, answers: map[int64]string{}}, nil
	}
	load := func() (parts, error) {
		p := parts{files: []attachment.File{}, answers: map[int64]string{}}
		var err error
		if has.files {
			if p.files, err = s.attachments.Of(ctx, id); err != nil {
				return p, err
			}
		}
		if has.answers {
			p.answers, err = s.inputs.Answers(ctx, id)
		}
		return p, err
	}
	if db.InTx(ctx) {
		return load()
	}
	return s.partsMemo.Get(partsKey{id, version}, load)
}

// rolesAmong is Roles computed from the contribution's people (its active
// assignments), without a query of its own.
func rolesAmong(ctx context.Context, people []Person, contributionType string) []string {
	p := auth.FromContext(ctx)
	if p == nil {
		return nil
	}
	var held []string
	for _, person := range people {
		if person.UserID == p.UserID {
			held = append(held, person.Role)
		}
	}
	return callerRoles(ctx, held, contributionType)
}

// callerRoles are the caller's roles on a contribution of the type whose
// active assignments to them are held: those, MANAGER for the type's
// administrators and VIEWER.
func callerRoles(ctx context.Context, held []string, contributionType string) []string {
	p := auth.FromContext(ctx)
	if p == nil {
		return nil
	}
	roles := slices.Clone(held)
	if p.Has(lifecycle.TypeAdminRole(contributionType)) {
		roles = append(roles, lifecycle.RoleManager)
	}
	roles = append(roles, lifecycle.RoleViewer)
	slices.Sort(roles)
	return slices.Compact(roles)
}

func (s *Service) people(ctx context.Context, id int64) ([]Person, error) {
	all, err := s.peopleOf(ctx, []int64{id})
	return all[id], err
}

// peopleOf reads the active people of several contributions; every id has
// an entry.
func (s *Service) peopleOf(ctx context.Context, ids []int64) (map[int64][]Person, error) {
	return s.store.PeopleOf(ctx, ids)
}

// Assignable roles and the command that assigns each.
var assignCommand = map[string]string{
	lifecycle.RoleMentor: lifecycle.CmdAssignMentor, lifecycle.RoleExpert: lifecycle.CmdAssignExpert,
	lifecycle.RoleAdvisor: lifecycle.CmdAssignAdvisor, lifecycle.RoleImplementer: lifecycle.CmdAssignImplementer, lifecycle.RoleBoard1: lifecycle.CmdAssignBoard1,
	lifecycle.RoleBoard2: lifecycle.CmdAssignBoard2, lifecycle.RoleBoard3: lifecycle.CmdAssignBoard3,
	lifecycle.RoleJury1: lifecycle.CmdAssignJury1, lifecycle.RoleJury2: lifecycle.CmdAssignJury2,
	lifecycle.RoleJury3: lifecycle.CmdAssignJury3,
}

// Assign sets the holders of a role (mentor, expert, advisor, implementer,
// board, jury) to userIDs, when the current state grants the caller the assign
// command. When the state lets the role evaluate, each new holder gets
// their own task of the state's task definitions for the role, and the
// open tasks of the holders taken off are cancelled.
func (s *Service) Assign(ctx context.Context, id int64, role string, userIDs []int64) error {
	p := auth.FromContext(ctx)
	command, ok := assignCommand[role]
	if !ok {
		return apperr.BadRequest("roleNotAssignable", map[string]any{"role": role})
	}
	if len(userIDs) > 50 {
		return apperr.BadRequest("tooManyUsers", map[string]any{"max": 50})
	}
	return s.write(ctx, func(ctx context.Context) error {
		c, st, _, err := s.commandContext(ctx, id, command)
		if err != nil {
			return err
		}
		if err := s.checkUsers(ctx, userIDs); err != nil {
			return err
		}
		if err := s.touch(ctx, id); err != nil {
			return err
		}
		before, err := s.store.Holders(ctx, id, role)
		if err != nil {
			return err
		}
		if err := s.store.Unassign(ctx, id, role, 0); err != nil {
			return err
		}
		for _, uid := range userIDs {
			if err := s.addPerson(ctx, id, uid, role); err != nil {
				return err
			}
		}
		if err := s.history(ctx, id, HistoryAssignment, "assign-"+strings.ToLower(role), nil, nil, "", p.UserID); err != nil {
			return err
		}
		if err := s.cancelTasksOf(ctx, id, st.ID, role, before, userIDs); err != nil {
			return err
		}
		if st.Evaluates(role) {
			for _, t := range st.Tasks {
				if t.Role != role {
					continue
				}
				if err := s.openTask(ctx, id, st, &t.ID, c.contributionType, t.Name, t.Role, t.DeadlineDays, t.SendEmail); err != nil {
					return err
				}
			}
		}
		return s.commandRan(ctx, c, st, command)
	})
}

// cancelTasksOf cancels the open own tasks (in state stateID) of the
// holders of role who are no longer among kept.
func (s *Service) cancelTasksOf(ctx context.Context, id, stateID int64, role string, before []recipient, kept []int64) error {
	gone := map[int64]bool{}
	for _, r := range before {
		if !slices.Contains(kept, r.userID) {
			gone[r.userID] = true
		}
	}
	if len(gone) == 0 {
		return nil
	}
	open, err := s.store.OpenTasks(ctx, id, stateID)
	if err != nil {
		return err
	}
	for _, t := range open {
		if t.role == role && t.userID != nil && gone[*t.userID] {
			if err := s.store.CloseTask(ctx, t.id, TaskCanceled, s.now()); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkUsers refuses ids that are not active users.
func (s *Service) checkUsers(ctx context.Context, ids []int64) error {
	for _, uid := range ids {
		active, err := s.accounts.IsActive(ctx, uid)
		if err != nil {
			return err
		}
		if !active {
			return apperr.BadRequest("userNotFound", map[string]any{"userId": uid})
		}
	}
	return nil
}

// History returns the timeline of a contribution in one of the forms of
// spec 002 §4 (PRIMARY, MANAGEMENT, AUDIT: historyForms), or one category
// of it (ALL: the widest form the caller may read). The current state's
// commands decide the forms: VIEW_HISTORY the primary one,
// VIEW_HISTORY_MANAGEMENT and VIEW_HISTORY_AUDIT the others; the type's
// administrators (MANAGER) read every form. A category outside the widest
// form the caller may read is 403, as is a caller with no form.
func (s *Service) History(ctx context.Context, id int64, category, lang string) ([]HistoryEntry, error) {
	c, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	lc, err := s.lifecycles.Load(ctx, c.lifeCycleID)
	if err != nil {
		return nil, err
	}
	st := lc.Find(c.stateID)
	roles, err := s.Roles(ctx, id, c.contributionType)
	if err != nil {
		return nil, err
	}
	if !s.canSee(ctx, c, st, roles) {
		return nil, apperr.NotFound("contribution")
	}
	categories, err := historyCategories(st, roles, category)
	if err != nil {
		return nil, err
	}
	out, err := s.store.History(ctx, id, categories)
	if err != nil {
		return nil, err
	}
	for i := range out {
		h := &out[i]
		if h.FromStateID != nil {
			if st := lc.Find(*h.FromStateID); st != nil {
				h.FromStateName = st.Name(lang)
			}
		}
		if h.ToStateID != nil {
			if st := lc.Find(*h.ToStateID); st != nil {
				h.ToStateName = st.Name(lang)
			}
		}
	}
	return out, nil
}

func openStatus(deadline, now time.Time) string {
	if now.After(deadline) {
		return TaskOverdue
	}
	return TaskWaiting
}

// History forms (spec 002 §4 "view history (primary, management, audit
// forms)"), from the narrowest to the widest: the categories each shows
// (nil: every line). docs/api-collaboration.md says what each is for.
var historyForms = []historyForm{
	{HistoryPrimary, lifecycle.CmdViewHistory, []string{HistoryCreated, HistoryState}},
	{HistoryManagement, lifecycle.CmdViewHistoryManagement, []string{HistoryCreated, HistoryState, HistoryAssignment,
		HistoryBenefit, HistorySchedule, HistoryActionItem, HistoryComment}},
	{HistoryAudit, lifecycle.CmdViewHistoryAudit, nil},
}

// historyForm is a form of the history: its name, the command that grants
// it and the categories it shows (nil: every line).
type historyForm struct {
	name, command string
	categories    []string
}

// historyCategories are the categories a history request reads (nil:
// all), or 403 when the caller may not read what it asks for.
func historyCategories(st *lifecycle.State, roles []string, asked string) ([]string, error) {
	manager := slices.Contains(roles, lifecycle.RoleManager)
	widest := -1
	for i, f := range historyForms {
		if manager || st.Grants(f.command, roles) {
			widest = i
			if f.name == asked {
				return f.categories, nil
			}
		}
	}
	if widest < 0 || slices.ContainsFunc(historyForms, func(f historyForm) bool { return f.name == asked }) {
		return nil, apperr.Forbidden()
	}
	shown := historyForms[widest].categories
	if asked == "" || asked == "ALL" {
		return shown, nil
	}
	if !slices.Contains(historyAllCategories, asked) {
		return nil, apperr.BadRequest("historyCategoryInvalid", map[string]any{"category": asked})
	}
	if shown != nil && !slices.Contains(shown, asked) {
		return nil, apperr.Forbidden()
	}
	return []string{asked}, nil
}
