package contribution

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/paging"
)

// TaskSortable are the task list's sort fields.
var TaskSortable = paging.Sortable{"id": "t.id", "deadline": "t.deadline", "createdDate": "t.created_date", "taskName": "t.name",
	"role": "t.role", "eiId": "c.code", "status": "t.closed_status"}

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
	where := []string{`EXISTS (SELECT 1 FROM contribution_user cu WHERE cu.contribution_id = t.contribution_id AND cu.user_id = ?
		AND cu.user_role = t.role AND cu.is_active = ?)`}
	return s.tasks(ctx, where, []any{userID, true}, f, p)
}

// TypeTasks lists every task of a contribution type, for its administrators.
func (s *Service) TypeTasks(ctx context.Context, contributionType string, f TaskFilter, p paging.Page) ([]Task, int64, error) {
	if err := lifecycle.RequireTypeAdmin(ctx, contributionType); err != nil {
		return nil, 0, err
	}
	return s.tasks(ctx, []string{"c.contribution_type = ?"}, []any{contributionType}, f, p)
}

func (s *Service) tasks(ctx context.Context, where []string, args []any, f TaskFilter, p paging.Page) ([]Task, int64, error) {
	now := s.now()
	add := func(cond string, a ...any) { where, args = append(where, cond), append(args, a...) }
	if f.Search != "" {
		add("(c.search_title LIKE ? ESCAPE '\\' OR LOWER(c.code) LIKE ? ESCAPE '\\')", db.FoldedContains(f.Search), db.Contains(f.Search))
	}
	if len(f.TaskNames) > 0 {
		c, a := db.In("t.name", f.TaskNames)
		add(c, a...)
	}
	if len(f.Roles) > 0 {
		c, a := db.In("t.role", f.Roles)
		add(c, a...)
	}
	if len(f.FieldIDs) > 0 {
		c, a := db.In("c.field_id", f.FieldIDs)
		add(c, a...)
	}
	if len(f.StateIDs) > 0 {
		c, a := db.In("t.state_id", f.StateIDs)
		add(c, a...)
	}
	if len(f.Codes) > 0 {
		c, a := db.In("c.code", f.Codes)
		add(c, a...)
	}
	if f.Module != "" {
		add("c.contribution_type = ?", strings.ToUpper(f.Module))
	}
	if !f.Start.IsZero() {
		add("t.deadline >= ?", f.Start)
	}
	if !f.End.IsZero() {
		add("t.deadline < ?", f.End)
	}
	if len(f.Statuses) > 0 {
		var conds []string
		var cargs []any
		for _, st := range f.Statuses {
			switch st {
			case TaskWaiting:
				conds, cargs = append(conds, "(t.closed_status IS NULL AND t.deadline >= ?)"), append(cargs, now)
			case TaskOverdue:
				conds, cargs = append(conds, "(t.closed_status IS NULL AND t.deadline < ?)"), append(cargs, now)
			case TaskUndone, TaskCanceled, TaskOnTimeDone, TaskLateDone:
				conds, cargs = append(conds, "t.closed_status = ?"), append(cargs, st)
			default:
				return nil, 0, apperr.BadRequest("taskStatusInvalid", map[string]any{"status": st})
			}
		}
		add("("+strings.Join(conds, " OR ")+")", cargs...)
	}
	from := " FROM contribution_task t JOIN contribution c ON c.id = t.contribution_id WHERE " + strings.Join(where, " AND ")
	var total int64
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*)"+from, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("contribution: count tasks: %w", err)
	}
	rows, err := s.db.Query(ctx, `SELECT t.id, t.contribution_id, c.code, c.contribution_type, c.title, c.field_id, t.state_id, t.name, t.role,
		t.created_date, t.deadline, t.closed_date, COALESCE(t.closed_status, ''), c.life_cycle_id`+from+p.OrderLimit("t.id"), args...)
	if err != nil {
		return nil, 0, fmt.Errorf("contribution: tasks: %w", err)
	}
	out := []Task{}
	for rows.Next() {
		var t Task
		if err := rows.Scan(&t.ID, &t.ContributionID, &t.ContributionCode, &t.ContributionType, &t.Title, &t.FieldID, &t.StateID, &t.TaskName,
			&t.Role, &t.CreatedDate, &t.Deadline, &t.ClosedDate, &t.Status, &t.lifeCycleID); err != nil {
			rows.Close()
			return nil, 0, fmt.Errorf("contribution: scan task: %w", err)
		}
		if t.Status == "" {
			t.Status = openStatus(t.Deadline, now)
		}
		t.Assignees = []Person{}
		out = append(out, t)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
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
		for _, p := range people[t.ContributionID] {
			if p.Role == t.Role {
				t.Assignees = append(t.Assignees, p)
			}
		}
	}
	return nil
}
