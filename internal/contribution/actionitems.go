package contribution

// Action items (spec 002 §4 "create and view action item"; issue 17): work
// given to one person on a contribution, with a due date. Each open item is
// a task of its assignee (contribution_task.action_item_id), listed with the
// other tasks in the assignee's task list and closed from there; a change
// of state does not close it, only its item does.

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// Action item statuses.
const (
	ActionItemOpen     = "OPEN"
	ActionItemDone     = "DONE"
	ActionItemCanceled = "CANCELED"
)

// ActionItemStatuses lists every action item status.
var ActionItemStatuses = []string{ActionItemOpen, ActionItemDone, ActionItemCanceled}

// ActionItemTask is the task name of an action item in the task lists.
const ActionItemTask = "actionItem"

// ActionItem is one action item of a contribution.
type ActionItem struct {
	ID             int64      `json:"id"`
	ContributionID int64      `json:"contributionId"`
	Title          string     `json:"title"`
	Description    string     `json:"description"`
	AssigneeID     int64      `json:"assigneeId"`
	AssigneeName   string     `json:"assigneeName"`
	DueDate        string     `json:"dueDate"`
	Status         string     `json:"status" openapi:"enum=ActionItemStatus"`
	Overdue        bool       `json:"overdue"` // open after its due date
	CreatedBy      *int64     `json:"createdBy"`
	CreatedByName  string     `json:"createdByName"`
	CreatedDate    time.Time  `json:"createdDate"`
	ClosedByName   string     `json:"closedByName"`
	ClosedDate     *time.Time `json:"closedDate"`
	// Closable: the caller may close it (the assignee: done; whoever may
	// create action items: done or canceled).
	Closable bool `json:"closable"`
}

// ActionItemInput is the body that creates an action item.
type ActionItemInput struct {
	ContributionID int64  `json:"contributionId"`
	Title          string `json:"title"`
	Description    string `json:"description"`
	AssigneeID     int64  `json:"assigneeId"`
	DueDate        string `json:"dueDate"`
}

// ActionItemClose is the body that closes an action item: DONE or CANCELED.
type ActionItemClose struct {
	Status string `json:"status" openapi:"enum=ActionItemStatus"`
}

// Action item bounds.
const (
	maxActionItemDescription = 2000
	maxOpenActionItems       = 200 // per contribution
)

// mayCreateActionItems: the state grants CREATE_ACTION_ITEM, or the caller administers the type.
func mayCreateActionItems(st *lifecycle.State, roles []string) bool {
	return st.Grants(lifecycle.CmdCreateActionItem, roles) || slices.Contains(roles, lifecycle.RoleManager)
}

// ActionItems lists the action items of a contribution: all of them for
// those the state lets view or create them (and the type's admins), else
// only the caller's own.
func (s *Service) ActionItems(ctx context.Context, id int64) ([]ActionItem, error) {
	_, st, roles, err := s.editContext(ctx, id)
	if err != nil {
		return nil, err
	}
	items, err := s.store.ActionItems(ctx, id, 0)
	if err != nil {
		return nil, err
	}
	caller := auth.FromContext(ctx).UserID
	creator := mayCreateActionItems(st, roles)
	if !creator && !st.Grants(lifecycle.CmdViewActionItem, roles) {
		items = slices.DeleteFunc(items, func(a ActionItem) bool { return a.AssigneeID != caller })
	}
	s.decorate(items, caller, creator)
	return items, nil
}

// decorate fills in what depends on the caller and the day.
func (s *Service) decorate(items []ActionItem, caller int64, creator bool) {
	today := s.now().Format(apperr.DateLayout)
	for i := range items {
		a := &items[i]
		a.Overdue = a.Status == ActionItemOpen && a.DueDate < today
		a.Closable = a.Status == ActionItemOpen && (creator || a.AssigneeID == caller)
	}
}

// CreateActionItem adds an action item (CREATE_ACTION_ITEM) and opens its
// task for the assignee, who is mailed about it.
func (s *Service) CreateActionItem(ctx context.Context, in ActionItemInput) (ActionItem, error) {
	in.Title, in.Description = strings.TrimSpace(in.Title), strings.TrimSpace(in.Description)
	c := apperr.NewCheck("actionItem")
	if in.ContributionID <= 0 {
		c.Fail("contributionId", "NotNull")
	}
	if c.Required("title", in.Title) {
		c.Size("title", in.Title, 3, 255)
	}
	c.Size("description", in.Description, 0, maxActionItemDescription)
	if in.AssigneeID <= 0 {
		c.Fail("assigneeId", "NotNull")
	}
	var due time.Time
	if c.Required("dueDate", in.DueDate) {
		var ok bool
		if due, ok = c.Date("dueDate", in.DueDate); ok && in.DueDate < s.now().Format(apperr.DateLayout) {
			c.Fail("dueDate", "Min") // not in the past
		}
	}
	if err := c.Err(); err != nil {
		return ActionItem{}, err
	}
	var itemID int64
	err := s.write(ctx, func(ctx context.Context) error {
		row, st, roles, err := s.editContext(ctx, in.ContributionID)
		if err != nil {
			return err
		}
		if !mayCreateActionItems(st, roles) {
			return apperr.Forbidden()
		}
		if err := s.checkUsers(ctx, []int64{in.AssigneeID}); err != nil {
			return err
		}
		open, err := s.store.CountOpenActionItems(ctx, row.id)
		if err != nil {
			return err
		}
		if open >= maxOpenActionItems {
			return apperr.BadRequest("actionItemLimit", map[string]any{"max": maxOpenActionItems})
		}
		now := s.now()
		caller := auth.FromContext(ctx).UserID
		if itemID, err = s.store.InsertActionItem(ctx, in, caller, now); err != nil {
			return err
		}
		// The task's role: the assignee's own role on the contribution, VIEWER when they hold none.
		held, err := s.store.RolesOf(ctx, row.id, in.AssigneeID)
		if err != nil {
			return err
		}
		role := lifecycle.RoleViewer
		for _, r := range lifecycle.Roles {
			if slices.Contains(held, r) {
				role = r
				break
			}
		}
		deadline := due.Add(24*time.Hour - time.Second) // the end of the due day
		if err := s.store.InsertTask(ctx, newTask{contributionID: row.id, stateID: st.ID, name: ActionItemTask, role: role,
			userID: &in.AssigneeID, actionItemID: &itemID, created: now, deadline: deadline}); err != nil {
			return err
		}
		if err := s.history(ctx, row.id, HistoryActionItem, "action-item-created", nil, nil, in.Title, caller); err != nil {
			return err
		}
		to, err := s.store.Recipient(ctx, in.AssigneeID)
		if err != nil {
			return err
		}
		// the task mail names the item itself
		return s.mailTask(ctx, row.id, row.contributionType, role, in.Title, deadline, true, []recipient{to})
	})
	if err != nil {
		return ActionItem{}, err
	}
	return s.actionItem(ctx, itemID)
}

// actionItem reads one item for the caller after a write.
func (s *Service) actionItem(ctx context.Context, id int64) (ActionItem, error) {
	items, err := s.store.ActionItems(ctx, 0, id)
	if err != nil {
		return ActionItem{}, err
	}
	if len(items) == 0 {
		return ActionItem{}, apperr.NotFound("actionItem")
	}
	items[0].Closable = false
	return items[0], nil
}

// CloseActionItem closes an open action item: its assignee marks it done;
// whoever may create action items marks it done or cancels it. Its task
// closes with it: done on time or late against the due date, or canceled.
func (s *Service) CloseActionItem(ctx context.Context, id int64, in ActionItemClose) (ActionItem, error) {
	status := strings.ToUpper(in.Status)
	if status != ActionItemDone && status != ActionItemCanceled {
		c := apperr.NewCheck("actionItem")
		c.Fail("status", "Pattern")
		return ActionItem{}, c.Err()
	}
	caller := auth.FromContext(ctx).UserID
	err := s.write(ctx, func(ctx context.Context) error {
		items, err := s.store.ActionItems(ctx, 0, id)
		if err != nil {
			return err
		}
		if len(items) == 0 {
			return apperr.NotFound("actionItem")
		}
		a := items[0]
		if a.AssigneeID != caller || status == ActionItemCanceled {
			// not the assignee's own "done": the caller must be one who creates action items
			_, st, roles, err := s.editContext(ctx, a.ContributionID)
			if apperr.Is(err, apperr.KindNotFound) && a.AssigneeID != caller {
				return apperr.NotFound("actionItem")
			}
			if err != nil {
				return err
			}
			if !mayCreateActionItems(st, roles) {
				return apperr.Forbidden()
			}
		}
		now := s.now()
		closed, err := s.store.CloseActionItem(ctx, id, status, caller, now)
		if err != nil {
			return err
		}
		if !closed {
			return apperr.BadRequest("actionItemClosed", map[string]any{"id": id})
		}
		taskStatus := TaskCanceled
		if status == ActionItemDone {
			taskStatus = TaskOnTimeDone
			if now.Format(apperr.DateLayout) > a.DueDate {
				taskStatus = TaskLateDone
			}
		}
		if err := s.store.CloseActionItemTask(ctx, id, taskStatus, now); err != nil {
			return err
		}
		return s.history(ctx, a.ContributionID, HistoryActionItem, "action-item-"+strings.ToLower(status), nil, nil, a.Title, caller)
	})
	if err != nil {
		return ActionItem{}, err
	}
	return s.actionItem(ctx, id)
}
