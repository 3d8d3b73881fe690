package contribution_test

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"
)

type actionItem struct {
	ID           int64  `json:"id"`
	Title        string `json:"title"`
	AssigneeID   int64  `json:"assigneeId"`
	AssigneeName string `json:"assigneeName"`
	DueDate      string `json:"dueDate"`
	Status       string `json:"status"`
	Overdue      bool   `json:"overdue"`
	Closable     bool   `json:"closable"`
}

type taskRow struct {
	TaskName     string `json:"taskName"`
	Status       string `json:"status"`
	Role         string `json:"role"`
	ActionItemID *int64 `json:"actionItemId"`
	Assignees    []struct {
		Login string `json:"login"`
	} `json:"assignees"`
}

func (w *world) myTasks(who string) []taskRow {
	w.T.Helper()
	var out []taskRow
	w.Call(who, http.MethodGet, "/api/v3/contribution-tasks/user/"+strconv.FormatInt(w.IDs[who], 10), nil).Expect(w.T, http.StatusOK).JSON(w.T, &out)
	return out
}

func (w *world) actionItems(who string, id int64) []actionItem {
	w.T.Helper()
	var out []actionItem
	w.Call(who, http.MethodGet, "/api/v3/contribution-action-items/contribution/"+strconv.FormatInt(id, 10), nil).Expect(w.T, http.StatusOK).JSON(w.T, &out)
	return out
}

func day(offset int) string { return time.Now().UTC().AddDate(0, 0, offset).Format("2006-01-02") }

func closeItem(w *world, who string, id int64, status string) int {
	return w.Call(who, http.MethodPost, "/api/v3/contribution-action-items/"+strconv.FormatInt(id, 10)+"/close", map[string]any{"status": status}).Status
}

// Action items: created by whom the state lets (CREATE_ACTION_ITEM), a task
// in the assignee's list until closed there, not closed by a change of
// state; who sees which items; bad input.
func TestActionItems(t *testing.T) {
	w := newWorld(t)
	id := w.Walk("user", "ACCEPTED", "")
	create := func(who, title string, assignee int64, due string) (int, actionItem) {
		res := w.Call(who, http.MethodPost, "/api/v3/contribution-action-items", map[string]any{"contributionId": id, "title": title,
			"description": "Ask the supplier", "assigneeId": assignee, "dueDate": due})
		var a actionItem
		if res.Status == http.StatusCreated {
			res.JSON(t, &a)
		}
		return res.Status, a
	}

	// Accepted: the mentor and the admin create; owners and readers do not.
	if st, _ := create("user", "Get a quote", w.IDs["competition"], day(3)); st != http.StatusForbidden {
		t.Errorf("owner creates: %d", st)
	}
	if st, _ := create("competition", "Get a quote", w.IDs["competition"], day(3)); st != http.StatusForbidden {
		t.Errorf("reader creates: %d", st)
	}
	st, quote := create("suggestion", "Get a quote", w.IDs["competition"], day(3))
	if st != http.StatusCreated || quote.Status != "OPEN" || quote.AssigneeName != "Selin Competition" || quote.DueDate != day(3) {
		t.Fatalf("create: %d %+v", st, quote)
	}
	_, layout := create("suggestion", "Draw the new layout", w.IDs["user"], day(0))
	// the assignee is mailed, the item named
	if m := w.Env.WaitMail("competition@inno.example", "A new task is waiting for you"); !strings.Contains(m.Text, "Get a quote") {
		t.Errorf("action item mail: %q", m.Text)
	}

	// The assignee (no role on the contribution) finds it in the task list, as their own.
	var found *taskRow
	for _, tk := range w.myTasks("competition") {
		if tk.ActionItemID != nil && *tk.ActionItemID == quote.ID {
			found = &tk
		}
	}
	if found == nil || found.TaskName != "actionItem" || found.Status != "WAITING" || found.Role != "VIEWER" ||
		len(found.Assignees) != 1 || found.Assignees[0].Login != "competition" {
		t.Fatalf("assignee's task: %+v", found)
	}
	// the owner's item carries their role; the owner sees nobody else's
	ownerItems := 0
	for _, tk := range w.myTasks("user") {
		if tk.ActionItemID != nil {
			ownerItems++
			if *tk.ActionItemID != layout.ID || tk.Role != "OWNER" {
				t.Errorf("owner's action item task: %+v", tk)
			}
		}
	}
	if ownerItems != 1 {
		t.Errorf("owner has %d action item tasks", ownerItems)
	}

	// Who sees which items: VIEW_ACTION_ITEM (the owner here) all; a reader without it only their own.
	if items := w.actionItems("user", id); len(items) != 2 || items[0].Closable == items[1].Closable {
		t.Errorf("owner's view: %+v", items) // closable: their own only
	}
	if items := w.actionItems("competition", id); len(items) != 1 || items[0].ID != quote.ID || !items[0].Closable {
		t.Errorf("assignee's view: %+v", items)
	}
	if items := w.actionItems("external", id); len(items) != 0 {
		t.Errorf("another reader's view: %+v", items)
	}

	// A change of state leaves the items' tasks open.
	w.Assign("suggestion", id, "IMPLEMENTER", "improvement").Expect(t, http.StatusOK)
	w.Act("suggestion", id, "start-implementation", nil).Expect(t, http.StatusOK)

	// Closing: the assignee marks done (not cancel); another reader may not; twice is refused.
	if st := closeItem(w, "competition", quote.ID, "CANCELED"); st != http.StatusForbidden {
		t.Errorf("assignee cancels: %d", st)
	}
	if st := closeItem(w, "external", quote.ID, "DONE"); st != http.StatusNotFound && st != http.StatusForbidden {
		t.Errorf("stranger closes: %d", st)
	}
	if st := closeItem(w, "competition", quote.ID, "DONE"); st != http.StatusOK {
		t.Fatalf("assignee closes: %d", st)
	}
	w.Call("competition", http.MethodPost, "/api/v3/contribution-action-items/"+strconv.FormatInt(quote.ID, 10)+"/close",
		map[string]any{"status": "DONE"}).ExpectError(t, http.StatusBadRequest, "actionItemClosed")
	for _, tk := range w.myTasks("competition") {
		if tk.ActionItemID != nil && *tk.ActionItemID == quote.ID && tk.Status != "ON_TIME_DONE" {
			t.Errorf("closed item's task: %+v", tk)
		}
	}
	// The implementer (CREATE_ACTION_ITEM in implementation) cancels the owner's item, whose task is canceled.
	if st := closeItem(w, "improvement", layout.ID, "CANCELED"); st != http.StatusOK {
		t.Errorf("implementer cancels: %d", st)
	}
	for _, tk := range w.myTasks("user") {
		if tk.ActionItemID != nil && tk.Status != "CANCELED" {
			t.Errorf("canceled item's task: %+v", tk)
		}
	}
	if st := closeItem(w, "improvement", layout.ID, "LATER"); st != http.StatusBadRequest {
		t.Errorf("bad status: %d", st)
	}
	if st := closeItem(w, "improvement", 999999, "DONE"); st != http.StatusNotFound {
		t.Errorf("no such item: %d", st)
	}

	// Bad input: 400 with fieldErrors or an errorKey, nothing written.
	var before int
	if err := w.Env.App.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM contribution_action_item").Scan(&before); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		body map[string]any
		want string
	}{
		{map[string]any{"contributionId": id, "title": "ab", "assigneeId": w.IDs["user"], "dueDate": day(1)}, "title:Size"},
		{map[string]any{"contributionId": id, "title": "A task", "assigneeId": w.IDs["user"], "dueDate": day(-1)}, "dueDate:Min"},
		{map[string]any{"contributionId": id, "title": "A task", "assigneeId": w.IDs["user"], "dueDate": "31/12/2030"}, "dueDate:Pattern"},
		{map[string]any{"contributionId": id, "title": "A task", "dueDate": day(1)}, "assigneeId:NotNull"},
		{map[string]any{"title": "A task", "assigneeId": w.IDs["user"], "dueDate": day(1)}, "contributionId:NotNull"},
	} {
		res := w.Call("improvement", http.MethodPost, "/api/v3/contribution-action-items", c.body).Expect(t, http.StatusBadRequest)
		var b struct {
			FieldErrors []struct{ Field, Message string } `json:"fieldErrors"`
		}
		res.JSON(t, &b)
		if len(b.FieldErrors) != 1 || b.FieldErrors[0].Field+":"+b.FieldErrors[0].Message != c.want {
			t.Errorf("%v: %+v, want %s", c.body, b.FieldErrors, c.want)
		}
	}
	w.Call("improvement", http.MethodPost, "/api/v3/contribution-action-items", map[string]any{"contributionId": id, "title": "A task",
		"assigneeId": 999999, "dueDate": day(1)}).ExpectError(t, http.StatusBadRequest, "userNotFound")
	var after int
	if err := w.Env.App.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM contribution_action_item").Scan(&after); err != nil {
		t.Fatal(err)
	}
	if after != before {
		t.Errorf("refused creates wrote %d items", after-before)
	}
}

// History forms: the primary one for VIEW_HISTORY, management and audit
// for the commands that grant them (and the type's admins); a category is
// read within the widest form the caller holds.
func TestHistoryForms(t *testing.T) {
	w := newWorld(t)
	id := w.Walk("user", "EXPERT_EVALUATION", "")
	w.Call("suggestion", http.MethodPost, "/api/v3/contributions/contributionId/"+strconv.FormatInt(id, 10)+"/commentStatus/OPEN", nil).Expect(t, http.StatusOK)
	read := func(who, category string) (int, map[string]int) {
		res := w.Call(who, http.MethodGet, "/api/v3/contribution-histories/"+strconv.FormatInt(id, 10)+"/category/"+category, nil)
		byCategory := map[string]int{}
		if res.Status == http.StatusOK {
			var lines []struct{ Category string }
			res.JSON(t, &lines)
			for _, l := range lines {
				byCategory[l.Category]++
			}
		}
		return res.Status, byCategory
	}
	// The owner: primary only (created, state changes), also as ALL; the other forms and their categories refused.
	if st, got := read("user", "PRIMARY"); st != http.StatusOK || got["CREATED"] != 1 || got["STATE"] != 3 || len(got) != 2 {
		t.Errorf("owner's primary: %d %v", st, got)
	}
	if st, got := read("user", "ALL"); st != http.StatusOK || len(got) != 2 {
		t.Errorf("owner's ALL: %d %v", st, got)
	}
	for _, c := range []string{"MANAGEMENT", "AUDIT", "ASSIGNMENT", "COMMAND"} {
		if st, _ := read("user", c); st != http.StatusForbidden {
			t.Errorf("owner reads %s: %d", c, st)
		}
	}
	// An expert (staff, not the type's admin): management adds the assignments, not the commands.
	w.Assign("suggestion", id, "EXPERT", "improvement").Expect(t, http.StatusOK)
	if st, got := read("improvement", "MANAGEMENT"); st != http.StatusOK || got["ASSIGNMENT"] != 3 || got["COMMAND"] != 0 {
		t.Errorf("expert's management: %d %v", st, got)
	}
	if st, _ := read("improvement", "AUDIT"); st != http.StatusForbidden {
		t.Errorf("expert reads the audit form: %d", st)
	}
	// The type's admin: the audit form, every command and who ran it.
	if st, got := read("suggestion", "AUDIT"); st != http.StatusOK || got["COMMAND"] != 1 || got["ASSIGNMENT"] != 3 || got["STATE"] != 3 {
		t.Errorf("admin's audit: %d %v", st, got)
	}
	if st, got := read("suggestion", "COMMAND"); st != http.StatusOK || len(got) != 1 {
		t.Errorf("admin's commands: %d %v", st, got)
	}
	if st, _ := read("suggestion", "WHATEVER"); st != http.StatusBadRequest {
		t.Errorf("unknown category: %d", st)
	}
	// A reader with no role: no form.
	if st, _ := read("competition", "PRIMARY"); st != http.StatusForbidden {
		t.Errorf("reader's primary: %d", st)
	}
}
