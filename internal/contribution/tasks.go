package contribution

import (
	"context"
	"slices"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/paging"
)

// TaskSortable are the task list's sort fields.
var TaskSortable = paging.Sortable{"id": "t.id", "deadline": "t.deadline", "createdDate": "t.created_date", "taskName": "t.name",
	"role": "t.role", "eiId": "c.code", "status": "t.closed_status"}

// TaskDefaultOrder is a task list's order when the request names none: the
// open tasks (waiting and overdue) first, soonest deadline first, then the
// closed ones by deadline. An explicit sort replaces it.
var TaskDefaultOrder = []paging.Order{{Column: "CASE WHEN t.closed_status IS NULL THEN 0 ELSE 1 END"}, {Column: "t.deadline"}}

// TaskFilter holds the task filters of spec 002 §3 and §7.
type TaskFilter struct {
	Search     string
	TaskNames  []string
	Roles      []string
	FieldIDs   []int64
	StateIDs   []int64
	Codes      []string
	Module     string
	Statuses   []string
	Start, End time.Time // deadline from (inclusive) and to (exclusive)
	Lang       string
}

// Tasks lists the tasks of a user: those of the roles the user holds on
// contributions. A user sees their own; ADMIN anyone's.
func (s *Service) Tasks(ctx context.Context, userID int64, f TaskFilter, p paging.Page) ([]Task, int64, error) {
	caller := auth.FromContext(ctx)
	if caller == nil || (caller.UserID != userID && !caller.HasAny(auth.RoleAdmin)) {
		return nil, 0, apperr.Forbidden()
	}
	return s.tasks(ctx, taskScope{userID: userID}, f, p)
}

// TypeTasks lists every task of a contribution type, for its administrators.
func (s *Service) TypeTasks(ctx context.Context, contributionType string, f TaskFilter, p paging.Page) ([]Task, int64, error) {
	if err := lifecycle.RequireTypeAdmin(ctx, contributionType); err != nil {
		return nil, 0, err
	}
	return s.tasks(ctx, taskScope{contributionType: contributionType}, f, p)
}

// taskStatuses are the statuses a task list filters by.
var taskStatuses = []string{TaskWaiting, TaskOverdue, TaskUndone, TaskCanceled, TaskOnTimeDone, TaskLateDone}

func (s *Service) tasks(ctx context.Context, scope taskScope, f TaskFilter, p paging.Page) ([]Task, int64, error) {
	for _, st := range f.Statuses {
		if !slices.Contains(taskStatuses, st) {
			return nil, 0, apperr.BadRequest("taskStatusInvalid", map[string]any{"status": st})
		}
	}
	out, total, err := s.store.Tasks(ctx, scope, f, s.now(), p)
	if err != nil {
		return nil, 0, err
	}
	return out, total, s.taskDetails(ctx, out, f.Lang)
}

// taskDetails fills in state names and the holders of each task's role.
func (s *Service) taskDetails(ctx context.Context, tasks []Task, lang string) error {
	cycles := map[int64]*lifecycle.LifeCycle{}
	ids := make([]int64, 0, len(tasks))
	for _, t := range tasks {
		ids = append(ids, t.ContributionID)
	}
	people, err := s.peopleOf(ctx, ids)
	if err != nil {
		return err
	}
	var assigned []int64 // the assignees of action items
	for _, t := range tasks {
		if t.ActionItemID != nil && t.UserID != nil {
			assigned = append(assigned, *t.UserID)
		}
	}
	persons, err := s.store.Persons(ctx, assigned)
	if err != nil {
		return err
	}
	for i := range tasks {
		t := &tasks[i]
		lc, ok := cycles[t.lifeCycleID]
		if !ok {
			var err error
			if lc, err = s.lifecycles.Load(ctx, t.lifeCycleID); err != nil {
				return err
			}
			cycles[t.lifeCycleID] = lc
		}
		if st := lc.Find(t.StateID); st != nil {
			t.StateName = st.Name(lang)
		}
		if t.ActionItemID != nil && t.UserID != nil {
			p := persons[*t.UserID]
			p.Role = t.Role
			t.Assignees = append(t.Assignees, p)
			continue
		}
		for _, p := range people[t.ContributionID] {
			if p.Role == t.Role && (t.UserID == nil || *t.UserID == p.UserID) {
				t.Assignees = append(t.Assignees, p)
			}
		}
	}
	return nil
}
