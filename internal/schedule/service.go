package schedule

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// Contributions is what the schedule asks of the contribution engine.
type Contributions interface {
	// EvalSubject loads a contribution the caller may see (404 otherwise),
	// with its current state and the caller's roles on it.
	EvalSubject(ctx context.Context, id int64) (contribution.EvalSubject, error)
	// CheckUsers refuses ids that are not active users.
	CheckUsers(ctx context.Context, ids []int64) error
	// RecordHistory adds a line to the contribution's history in the caller's transaction.
	RecordHistory(ctx context.Context, id int64, category, action string) error
}

// Service holds the rules of implementation schedules.
type Service struct {
	db            *db.DB
	store         *Store
	contributions Contributions
	now           func() time.Time
}

// NewService returns the schedule service.
func NewService(d *db.DB, c Contributions) *Service {
	return &Service{db: d, store: NewStore(d), contributions: c, now: db.Now}
}

// editingStates are the state types in which a schedule may change: once
// accepted and while being implemented.
var editingStates = []string{lifecycle.TypeAcceptance, lifecycle.TypeImplementation}

// editingRoles may change a schedule: its implementers and owners.
var editingRoles = []string{lifecycle.RoleImplementer, lifecycle.RoleOwner}

func mayEdit(subj contribution.EvalSubject) bool {
	return slices.Contains(editingStates, subj.State.StateType) &&
		slices.ContainsFunc(subj.Roles, func(r string) bool { return slices.Contains(editingRoles, r) })
}

// Get returns the schedule of a contribution the caller may see.
func (s *Service) Get(ctx context.Context, contributionID int64) (ImplementationSchedule, error) {
	subj, err := s.contributions.EvalSubject(ctx, contributionID)
	if err != nil {
		return ImplementationSchedule{}, err
	}
	steps, err := s.store.Steps(ctx, contributionID)
	if err != nil {
		return ImplementationSchedule{}, err
	}
	out := ImplementationSchedule{ContributionID: contributionID, Steps: make([]ScheduleStep, 0, len(steps)), Editable: mayEdit(subj)}
	today := s.now().Format(apperr.DateLayout)
	for _, st := range steps {
		st.Late = late(st.ScheduleStep, today)
		out.Steps = append(out.Steps, st.ScheduleStep)
		if out.UpdatedDate == nil || st.updatedDate.After(*out.UpdatedDate) {
			d := st.updatedDate
			out.UpdatedDate, out.UpdatedByName = &d, st.updatedBy
		}
	}
	return out, nil
}

// late: a step still open after its planned end, or one that ended after it.
func late(st ScheduleStep, today string) bool {
	switch st.Status {
	case StatusCanceled:
		return false
	case StatusDone:
		return st.ActualEnd != nil && *st.ActualEnd > st.PlannedEnd
	}
	return st.PlannedEnd < today
}

// check holds the steps to their rules: a title of 3 to 255 characters,
// real dates with the planned end not before the planned start, an actual
// end only after an actual start and not before it, a known status, and
// a done step has ended.
func check(in *ScheduleInput) error {
	c := apperr.NewCheck("implementationSchedule")
	if in.ContributionID <= 0 {
		c.Fail("contributionId", "NotNull")
	}
	if len(in.Steps) > MaxSteps {
		c.Fail("steps", "Size")
	}
	for i := range in.Steps {
		st := &in.Steps[i]
		f := "steps[" + strconv.Itoa(i) + "]"
		st.Title = strings.TrimSpace(st.Title)
		if c.Required(f+".title", st.Title) {
			c.Size(f+".title", st.Title, 3, 255)
		}
		if st.ResponsibleUserID != nil && *st.ResponsibleUserID <= 0 {
			st.ResponsibleUserID = nil
		}
		for _, d := range []**string{&st.ActualStart, &st.ActualEnd} {
			if *d != nil && strings.TrimSpace(**d) == "" {
				*d = nil
			}
		}
		var startOK, endOK bool
		if c.Required(f+".plannedStart", st.PlannedStart) {
			_, startOK = c.Date(f+".plannedStart", st.PlannedStart)
		}
		if c.Required(f+".plannedEnd", st.PlannedEnd) {
			_, endOK = c.Date(f+".plannedEnd", st.PlannedEnd)
		}
		if startOK && endOK && st.PlannedEnd < st.PlannedStart {
			c.Fail(f+".plannedEnd", "Min")
		}
		var actualStartOK bool
		if st.ActualStart != nil {
			_, actualStartOK = c.Date(f+".actualStart", *st.ActualStart)
		}
		if st.ActualEnd != nil {
			if _, ok := c.Date(f+".actualEnd", *st.ActualEnd); ok {
				if st.ActualStart == nil {
					c.Fail(f+".actualStart", "NotBlank") // an end needs a start
				} else if actualStartOK && *st.ActualEnd < *st.ActualStart {
					c.Fail(f+".actualEnd", "Min")
				}
			}
		}
		if c.Required(f+".status", st.Status) {
			c.OneOf(f+".status", st.Status, Statuses...)
		}
		if st.Status == StatusDone && st.ActualEnd == nil {
			c.Fail(f+".actualEnd", "NotBlank")
		}
	}
	return c.Err()
}

// Save replaces the steps of a contribution's schedule: its implementers
// and owners, while it is accepted or being implemented.
func (s *Service) Save(ctx context.Context, in ScheduleInput) (ImplementationSchedule, error) {
	if err := check(&in); err != nil {
		return ImplementationSchedule{}, err
	}
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		subj, err := s.contributions.EvalSubject(ctx, in.ContributionID)
		if err != nil {
			return err
		}
		if !mayEdit(subj) {
			return apperr.Forbidden()
		}
		var people []int64
		for _, st := range in.Steps {
			if st.ResponsibleUserID != nil && !slices.Contains(people, *st.ResponsibleUserID) {
				people = append(people, *st.ResponsibleUserID)
			}
		}
		if err := s.contributions.CheckUsers(ctx, people); err != nil {
			return err
		}
		if err := s.store.Lock(ctx, in.ContributionID); err != nil {
			return err
		}
		if err := s.store.Replace(ctx, in.ContributionID, in.Steps, auth.FromContext(ctx).UserID, s.now()); err != nil {
			return err
		}
		return s.contributions.RecordHistory(ctx, in.ContributionID, contribution.HistorySchedule, "schedule-saved")
	})
	if err != nil {
		return ImplementationSchedule{}, err
	}
	return s.Get(ctx, in.ContributionID)
}
