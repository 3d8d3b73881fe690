package schedule_test

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/testkit"
)

type schedule struct {
	ContributionID int64 `json:"contributionId"`
	Steps          []struct {
		ID                int64   `json:"id"`
		Title             string  `json:"title"`
		ResponsibleUserID *int64  `json:"responsibleUserId"`
		ResponsibleName   string  `json:"responsibleName"`
		PlannedStart      string  `json:"plannedStart"`
		PlannedEnd        string  `json:"plannedEnd"`
		ActualStart       *string `json:"actualStart"`
		ActualEnd         *string `json:"actualEnd"`
		Status            string  `json:"status"`
		Late              bool    `json:"late"`
	} `json:"steps"`
	UpdatedByName string `json:"updatedByName"`
	Editable      bool   `json:"editable"`
}

const url = "/api/v3/contribution-implementation-schedule"

func day(offset int) string { return time.Now().UTC().AddDate(0, 0, offset).Format("2006-01-02") }

func step(title, start, end, status string, extra map[string]any) map[string]any {
	s := map[string]any{"title": title, "plannedStart": start, "plannedEnd": end, "status": status}
	for k, v := range extra {
		s[k] = v
	}
	return s
}

func get(t *testing.T, w *testkit.World, who string, id int64) schedule {
	t.Helper()
	var s schedule
	w.Call(who, http.MethodGet, url+"?contributionId="+strconv.FormatInt(id, 10), nil).Expect(t, http.StatusOK).JSON(t, &s)
	return s
}

func steps(t *testing.T, w *testkit.World, id int64) int {
	t.Helper()
	var n int
	if err := w.Env.App.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM contribution_schedule_step WHERE contribution_id = ?", id).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// Who may save the schedule at each step (implementers and owners, once
// accepted and while implemented), who reads it, and the late steps.
func TestSchedule(t *testing.T) {
	w := testkit.NewWorld(t)
	id := w.Walk("user", "EXPERT_EVALUATION", "")
	plan := map[string]any{"contributionId": id, "steps": []map[string]any{
		step("Order the shredder", day(-20), day(-5), "DONE", map[string]any{"actualStart": day(-20), "actualEnd": day(-2),
			"responsibleUserId": w.IDs["user"]}),
		step("Train the line", day(-10), day(-1), "IN_PROGRESS", map[string]any{"actualStart": day(-8)}),
		step("Measure the saving", day(1), day(30), "PLANNED", nil),
		step("Old plan", day(-30), day(-25), "CANCELED", nil),
	}}

	// Expert evaluation: nobody edits yet; anyone who sees the contribution reads the (empty) schedule.
	w.Call("user", http.MethodPost, url, plan).Expect(t, http.StatusForbidden)
	if s := get(t, w, "competition", id); len(s.Steps) != 0 || s.Editable {
		t.Errorf("empty schedule: %+v", s)
	}

	w.Act("admin", id, "accept", nil).Expect(t, http.StatusOK)
	// Accepted: the owner edits; the expert, the admin and a reader do not.
	if s := get(t, w, "user", id); !s.Editable {
		t.Errorf("the owner may edit once accepted: %+v", s)
	}
	w.Call("admin", http.MethodPost, url, plan).Expect(t, http.StatusForbidden)
	w.Call("suggestion", http.MethodPost, url, plan).Expect(t, http.StatusForbidden)
	w.Call("competition", http.MethodPost, url, plan).Expect(t, http.StatusForbidden)
	var saved schedule
	w.Call("user", http.MethodPost, url, plan).Expect(t, http.StatusOK).JSON(t, &saved)
	if len(saved.Steps) != 4 || saved.Steps[0].Title != "Order the shredder" || saved.Steps[0].ResponsibleName != "Umut User" ||
		saved.UpdatedByName != "Umut User" || !saved.Editable {
		t.Fatalf("saved: %+v", saved)
	}
	late := []bool{true, true, false, false} // done after the planned end; still open after it; planned; canceled
	for i, want := range late {
		if saved.Steps[i].Late != want {
			t.Errorf("step %d late = %v, want %v", i, saved.Steps[i].Late, want)
		}
	}
	if s := get(t, w, "competition", id); len(s.Steps) != 4 || s.Editable {
		t.Errorf("a reader's view: %+v", s)
	}

	// Implementation: the implementer edits too; a save replaces every step.
	w.Assign("suggestion", id, "IMPLEMENTER", "improvement").Expect(t, http.StatusOK)
	w.Act("suggestion", id, "start-implementation", nil).Expect(t, http.StatusOK)
	w.Call("improvement", http.MethodPost, url, map[string]any{"contributionId": id, "steps": []map[string]any{
		step("Measure the saving", day(1), day(30), "PLANNED", nil)}}).Expect(t, http.StatusOK)
	if n := steps(t, w, id); n != 1 {
		t.Errorf("%d steps after a save of one", n)
	}
	w.Act("improvement", id, "complete", nil).Expect(t, http.StatusOK)
	w.Call("improvement", http.MethodPost, url, plan).Expect(t, http.StatusForbidden) // completed: read only
	if s := get(t, w, "user", id); len(s.Steps) != 1 || s.Editable {
		t.Errorf("completed: %+v", s)
	}

	// The management history records the saves.
	var lines []struct{ Category, Action string }
	w.Call("suggestion", http.MethodGet, "/api/v3/contribution-histories/"+strconv.FormatInt(id, 10)+"/category/SCHEDULE", nil).
		Expect(t, http.StatusOK).JSON(t, &lines)
	if len(lines) != 2 || lines[0].Action != "schedule-saved" {
		t.Errorf("schedule history: %+v", lines)
	}
}

// Bad input: 400 with fieldErrors per step, nothing written.
func TestScheduleBadInput(t *testing.T) {
	w := testkit.NewWorld(t)
	id := w.Walk("user", "ACCEPTED", "")
	many := []map[string]any{}
	for range 101 {
		many = append(many, step("A step", day(0), day(1), "PLANNED", nil))
	}
	for _, c := range []struct {
		steps []map[string]any
		want  string
	}{
		{[]map[string]any{step("ab", day(0), day(1), "PLANNED", nil)}, "steps[0].title:Size"},
		{[]map[string]any{step("A step", day(2), day(1), "PLANNED", nil)}, "steps[0].plannedEnd:Min"},
		{[]map[string]any{step("A step", "2026-02-30", day(1), "PLANNED", nil)}, "steps[0].plannedStart:Pattern"},
		{[]map[string]any{step("A step", "", "", "", nil)}, "steps[0].plannedStart:NotBlank,steps[0].plannedEnd:NotBlank,steps[0].status:NotBlank"},
		{[]map[string]any{step("A step", day(0), day(1), "SOMEDAY", nil)}, "steps[0].status:Pattern"},
		{[]map[string]any{step("A step", day(0), day(1), "DONE", map[string]any{"actualStart": day(0)})}, "steps[0].actualEnd:NotBlank"},
		{[]map[string]any{step("A step", day(0), day(1), "IN_PROGRESS", map[string]any{"actualEnd": day(1)})}, "steps[0].actualStart:NotBlank"},
		{[]map[string]any{step("A step", day(0), day(1), "DONE", map[string]any{"actualStart": day(1), "actualEnd": day(0)})}, "steps[0].actualEnd:Min"},
		{many, "steps:Size"},
	} {
		res := w.Call("user", http.MethodPost, url, map[string]any{"contributionId": id, "steps": c.steps})
		res.Expect(t, http.StatusBadRequest)
		var b struct {
			FieldErrors []struct{ Field, Message string } `json:"fieldErrors"`
		}
		res.JSON(t, &b)
		var got []string
		for _, f := range b.FieldErrors {
			got = append(got, f.Field+":"+f.Message)
		}
		if strings.Join(got, ",") != c.want {
			t.Errorf("%v: %v, want %s", c.steps[0], got, c.want)
		}
	}
	w.Call("user", http.MethodPost, url, map[string]any{"contributionId": id, "steps": []map[string]any{
		step("A step", day(0), day(1), "PLANNED", map[string]any{"responsibleUserId": 999999})}}).ExpectError(t, http.StatusBadRequest, "userNotFound")
	w.Call("user", http.MethodGet, url+"?contributionId=abc", nil).Expect(t, http.StatusBadRequest)
	w.Call("user", http.MethodGet, url+"?contributionId=999999", nil).Expect(t, http.StatusNotFound)
	if n := steps(t, w, id); n != 0 {
		t.Errorf("%d steps written by refused saves", n)
	}
}
