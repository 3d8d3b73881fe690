package contribution_test

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/testkit"
)

type detail struct {
	ID            int64    `json:"id"`
	Code          string   `json:"code"`
	StateCode     string   `json:"stateCode"`
	StateType     string   `json:"stateType"`
	StateName     string   `json:"stateName"`
	Title         string   `json:"title"`
	PublishState  string   `json:"publishState"`
	Editable      bool     `json:"editable"`
	CommentStatus string   `json:"commentStatus"`
	RatingStatus  string   `json:"ratingStatus"`
	CallerRoles   []string `json:"callerRoles"`
	Commands      []string `json:"commands"`
	Actions       []struct {
		Name, Explanation string
	} `json:"actions"`
	People []struct {
		Login, UserRole string
	} `json:"people"`
}

// world is testkit.World with the engine tests' own calls.
type world struct{ *testkit.World }

func newWorld(t *testing.T) *world { return &world{testkit.NewWorld(t)} }

func (w *world) get(who string, id int64, lang string) (*testkit.Response, detail) {
	w.T.Helper()
	res := w.Env.Get("/api/v3/contributions/"+strconv.FormatInt(id, 10)+"?langkey="+lang, w.Tok[who])
	var d detail
	if res.Status == http.StatusOK {
		res.JSON(w.T, &d)
	}
	return res, d
}

func (w *world) assign(who string, id int64, role string, users ...string) *testkit.Response {
	w.T.Helper()
	var list []int64
	for _, u := range users {
		list = append(list, w.IDs[u])
	}
	return w.Env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/v3/contributions/" + strconv.FormatInt(id, 10) + "/" + role + "/command/assign/ASSIGN_" + role,
		Token: w.Tok[who], Body: map[string]any{"userList": list}})
}

func (w *world) points(login string) float64 {
	w.T.Helper()
	var total float64
	if err := w.Env.App.DB.QueryRow(context.Background(), "SELECT COALESCE(SUM(points), 0) FROM user_point WHERE user_id = ?", w.IDs[login]).Scan(&total); err != nil {
		w.T.Fatal(err)
	}
	return total
}

func (w *world) tasks(who, query string) []struct{ TaskName, Role, Status string } {
	w.T.Helper()
	var out []struct{ TaskName, Role, Status string }
	w.Env.Get("/api/v3/contribution-tasks/user/"+strconv.FormatInt(w.IDs[who], 10)+"?"+query, w.Tok[who]).Expect(w.T, http.StatusOK).JSON(w.T, &out)
	return out
}

func actionNames(d detail) string {
	var names []string
	for _, a := range d.Actions {
		names = append(names, a.Name)
	}
	return strings.Join(names, ",")
}

// Spec 002 §3: a new contribution is in a state of type NEW, publish state DRAFT.
func TestNewContributionIsAPrivateDraft(t *testing.T) {
	w := newWorld(t)
	id := w.Draft("user", "SUGGESTION")
	_, d := w.get("user", id, "tr")
	if d.StateCode != "DRAFT" || d.StateType != "NEW" || d.StateName != "Taslak" || d.PublishState != "DRAFT" ||
		!d.Editable || d.CommentStatus != "HIDDEN" || d.RatingStatus != "CLOSED" || !strings.HasPrefix(d.Code, "SUG-") || d.Title != "" {
		t.Errorf("new draft: %+v", d)
	}
	if strings.Join(d.CallerRoles, ",") != "OWNER,VIEWER" || actionNames(d) != "submit,cancel" {
		t.Errorf("owner's view: roles %v actions %s", d.CallerRoles, actionNames(d))
	}
	// A draft is its owners' only, whatever the others' roles.
	for _, other := range []string{"external", "suggestion", "admin"} {
		if res, _ := w.get(other, id, "en"); res.Status != http.StatusNotFound {
			t.Errorf("%s sees the draft: %d", other, res.Status)
		}
	}
	w.Env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/v3/contributions/POEM", Token: w.Tok["user"]}).Expect(t, http.StatusBadRequest)
}

func TestModuleSubmitSettingIsEnforced(t *testing.T) {
	w := newWorld(t)
	w.Create("external", "IMPROVEMENT")
	w.Env.Do(testkit.Request{Method: http.MethodPut, Path: "/api/v3/config/update-config", Token: w.Tok["admin"], Body: map[string]any{
		"moduleSubmitListSettings": map[string]any{"IMPROVEMENT": map[string]any{"listingEnabled": "BOTH", "submitEnabled": "INTERNAL"}},
	}}).Expect(t, http.StatusOK)
	w.Env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/v3/contributions/IMPROVEMENT", Token: w.Tok["external"]}).Expect(t, http.StatusForbidden)
	w.Create("user", "IMPROVEMENT")
}

// The default life cycle from draft to completion, every step by the role
// it belongs to, with tasks, mails, points and history.
func TestDefaultLifeCycleHappyPath(t *testing.T) {
	w := newWorld(t)
	id := w.Create("user", "SUGGESTION")
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	if w.points("user") != 10 {
		t.Errorf("points after submit: %v", w.points("user"))
	}
	// The type's administrator assigns a mentor; the owner may not.
	w.assign("user", id, "MENTOR", "competition").Expect(t, http.StatusForbidden)
	w.assign("suggestion", id, "MENTOR", "competition").Expect(t, http.StatusOK)
	_, d := w.get("competition", id, "en")
	if d.StateCode != "SUBMITTED" || !strings.Contains(strings.Join(d.CallerRoles, ","), "MENTOR") || !strings.Contains(actionNames(d), "start-pre-evaluation") {
		t.Fatalf("mentor's view: %+v", d)
	}
	if ts := w.tasks("competition", ""); len(ts) != 1 || ts[0].TaskName != "startPreEvaluation" || ts[0].Status != "WAITING" {
		t.Errorf("mentor's tasks: %+v", ts)
	}

	w.Act("competition", id, "start-pre-evaluation", nil).Expect(t, http.StatusOK)
	w.Env.WaitMail("competition@inno.example", "A new task is waiting for you")
	w.assign("competition", id, "EXPERT", "content").Expect(t, http.StatusOK)
	w.Act("competition", id, "send-to-expert", map[string]any{"explanation": "Promising, needs a cost estimate."}).Expect(t, http.StatusOK)
	w.Env.WaitMail("content@inno.example", "A new task is waiting for you")
	w.Act("content", id, "accept", []byte("Accepted for this quarter.")).Expect(t, http.StatusOK)
	if w.points("user") != 60 || w.points("content") != 10 {
		t.Errorf("points after accept: owner %v expert %v", w.points("user"), w.points("content"))
	}
	w.assign("competition", id, "IMPLEMENTER", "campaign").Expect(t, http.StatusOK)
	w.Act("competition", id, "start-implementation", nil).Expect(t, http.StatusOK)
	w.Act("campaign", id, "complete", nil).Expect(t, http.StatusOK)
	_, d = w.get("user", id, "en")
	if d.StateCode != "COMPLETED" || d.StateName != "Completed" || d.PublishState != "COMPLETE" || len(d.Actions) != 0 {
		t.Errorf("completed: %+v", d)
	}
	if w.points("user") != 160 || w.points("campaign") != 20 {
		t.Errorf("points after completion: owner %v implementer %v", w.points("user"), w.points("campaign"))
	}
	w.Env.WaitMail("user@inno.example", "\"Reuse packaging foam\" moved on")

	var hist []struct {
		Category, Action, FromStateName, ToStateName, Explanation string
	}
	w.Env.Get("/api/v3/contribution-histories/"+strconv.FormatInt(id, 10)+"/category/STATE", w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &hist)
	var steps []string
	for _, h := range hist {
		steps = append(steps, h.Action+":"+h.ToStateName)
	}
	want := "submit:Submitted,start-pre-evaluation:Pre-evaluation,send-to-expert:Expert evaluation,accept:Accepted,start-implementation:Implementation,complete:Completed"
	if strings.Join(steps, ",") != want {
		t.Errorf("history:\n%s\nwant\n%s", strings.Join(steps, ","), want)
	}
	if hist[2].Explanation != "Promising, needs a cost estimate." || hist[3].Explanation != "Accepted for this quarter." {
		t.Errorf("explanations: %+v", hist)
	}
	// The mentor's tasks were done on time; the implementer's task too.
	if ts := w.tasks("competition", "status.in=ON_TIME_DONE"); len(ts) != 3 {
		t.Errorf("mentor's done tasks: %+v", ts)
	}
	if ts := w.tasks("campaign", ""); len(ts) != 1 || ts[0].Status != "ON_TIME_DONE" {
		t.Errorf("implementer's tasks: %+v", ts)
	}
}

func TestEngineRefusals(t *testing.T) {
	w := newWorld(t)
	id := w.Create("user", "SUGGESTION")
	w.Act("user", id, "start-pre-evaluation", nil).Expect(t, http.StatusBadRequest) // not a DRAFT action
	w.Act("user", id, "fly", nil).Expect(t, http.StatusBadRequest)
	w.Act("external", id, "submit", nil).Expect(t, http.StatusNotFound) // cannot even see the draft
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	w.Act("user", id, "submit", nil).Expect(t, http.StatusBadRequest)              // wrong state now
	w.Act("user", id, "start-pre-evaluation", nil).Expect(t, http.StatusForbidden) // owner is not a mentor
	w.Act("external", id, "start-pre-evaluation", nil).Expect(t, http.StatusForbidden)
	w.assign("suggestion", id, "MENTOR", "competition").Expect(t, http.StatusOK)
	w.Act("competition", id, "start-pre-evaluation", nil).Expect(t, http.StatusOK)
	// Rejecting needs an explanation of 3 to 1000 characters.
	res := w.Act("competition", id, "reject", nil).Expect(t, http.StatusBadRequest)
	if !strings.Contains(string(res.Body), `"field":"explanation","message":"NotBlank"`) {
		t.Errorf("missing explanation: %s", res.Body)
	}
	res = w.Act("competition", id, "reject", map[string]any{"explanation": "no"}).Expect(t, http.StatusBadRequest)
	if !strings.Contains(string(res.Body), `"message":"Size"`) {
		t.Errorf("short explanation: %s", res.Body)
	}
	w.Act("competition", id, "reject", map[string]any{"explanation": strings.Repeat("x", 1001)}).Expect(t, http.StatusBadRequest)
	w.Act("competition", id, "reject", 42).Expect(t, http.StatusBadRequest)
	w.assign("suggestion", id, "OWNER", "external").Expect(t, http.StatusBadRequest)
	w.assign("competition", id, "EXPERT", "ghost").Expect(t, http.StatusBadRequest)
	w.Act("competition", id, "reject", map[string]any{"explanation": "Already done elsewhere."}).Expect(t, http.StatusOK)
	_, d := w.get("user", id, "en")
	if d.StateCode != "REJECTED" || d.PublishState != "TERMINATED" {
		t.Errorf("rejected: %+v", d)
	}
	// Someone else's task list is not for a plain user; an administrator may look.
	w.Env.Get("/api/v3/contribution-tasks/user/"+strconv.FormatInt(w.IDs["competition"], 10), w.Tok["user"]).Expect(t, http.StatusForbidden)
	w.Env.Get("/api/v3/contribution-tasks/user/"+strconv.FormatInt(w.IDs["competition"], 10), w.Tok["admin"]).Expect(t, http.StatusOK)
}

func TestCancellationAndReturnToOwner(t *testing.T) {
	w := newWorld(t)
	id := w.Create("user", "SUGGESTION")
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	w.assign("suggestion", id, "MENTOR", "competition").Expect(t, http.StatusOK)
	// The mentor sends it back; it is a private draft again.
	w.Act("competition", id, "return-to-owner", map[string]any{"explanation": "Please add the expected savings."}).Expect(t, http.StatusOK)
	if res, _ := w.get("competition", id, "en"); res.Status != http.StatusNotFound {
		t.Errorf("mentor still sees the returned draft: %d", res.Status)
	}
	if ts := w.tasks("competition", ""); len(ts) != 1 || ts[0].Status != "ON_TIME_DONE" {
		t.Errorf("mentor's task after returning: %+v", ts)
	}
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	// Cancelling cancels the open tasks.
	w.Act("user", id, "cancel", map[string]any{"explanation": "Solved by the new machine."}).Expect(t, http.StatusOK)
	if ts := w.tasks("competition", "status.in=CANCELED"); len(ts) != 1 {
		t.Errorf("cancelled tasks: %+v", ts)
	}
	_, d := w.get("user", id, "en")
	if d.StateCode != "CANCELLED" || len(d.Actions) != 0 {
		t.Errorf("cancelled: %+v", d)
	}
}

func TestOverdueAndLateTasks(t *testing.T) {
	w := newWorld(t)
	id := w.Create("user", "SUGGESTION")
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	w.assign("suggestion", id, "MENTOR", "competition").Expect(t, http.StatusOK)
	if _, err := w.Env.App.DB.Exec(context.Background(), "UPDATE contribution_task SET deadline = ? WHERE contribution_id = ?", time.Now().UTC().Add(-time.Hour), id); err != nil {
		t.Fatal(err)
	}
	if ts := w.tasks("competition", "status.in=OVERDUE"); len(ts) != 1 {
		t.Errorf("overdue: %+v", ts)
	}
	w.Act("competition", id, "start-pre-evaluation", nil).Expect(t, http.StatusOK)
	if ts := w.tasks("competition", "status.in=LATE_DONE"); len(ts) != 1 {
		t.Errorf("late done: %+v", ts)
	}
	w.Env.Get("/api/v3/contribution-tasks/user/"+strconv.FormatInt(w.IDs["competition"], 10)+"?status.in=SLEEPING", w.Tok["competition"]).Expect(t, http.StatusBadRequest)
}

// Two people run the same action at once: exactly one wins and the state
// moves once.
func TestConcurrentActionsOneWins(t *testing.T) {
	w := newWorld(t)
	id := w.Create("user", "SUGGESTION")
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	w.assign("suggestion", id, "MENTOR", "competition", "content").Expect(t, http.StatusOK)
	var wg sync.WaitGroup
	statuses := make([]int, 2)
	for i, who := range []string{"competition", "content"} {
		wg.Add(1)
		go func(i int, who string) {
			defer wg.Done()
			statuses[i] = w.Act(who, id, "start-pre-evaluation", nil).Status
		}(i, who)
	}
	wg.Wait()
	ok, refused := 0, 0
	for _, s := range statuses {
		switch s {
		case http.StatusOK:
			ok++
		case http.StatusBadRequest, http.StatusConflict:
			refused++
		}
	}
	if ok != 1 || refused != 1 {
		t.Fatalf("statuses %v: want one 200 and one refusal", statuses)
	}
	var moves int
	if err := w.Env.App.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM contribution_history WHERE contribution_id = ? AND action = ?", id, "start-pre-evaluation").Scan(&moves); err != nil || moves != 1 {
		t.Errorf("history has %d moves (%v)", moves, err)
	}
}

// The detail's people, tags, files and answers are kept per node by the
// contribution's version: every write to them must show in the next
// detail, even right after the detail was read.
func TestDetailFollowsEveryWriteToItsParts(t *testing.T) {
	w := newWorld(t)
	tag := int64(w.Call("admin", http.MethodPost, "/api/v3/contribution-tags", map[string]any{"name": "Energy", "isActive": true}).
		Expect(t, http.StatusCreated).Map(t)["id"].(float64))
	id := w.Create("user", "SUGGESTION")
	type parts struct {
		People []struct{ Login, UserRole string } `json:"people"`
		Tags   []struct{ Name string }            `json:"tags"`
		Files  []struct{ FileName string }        `json:"files"`
	}
	read := func(who string) parts {
		t.Helper()
		var p parts
		w.Env.Get("/api/v3/contributions/"+itoa(id), w.Tok[who]).Expect(t, http.StatusOK).JSON(t, &p)
		return p
	}
	has := func(p parts, login, role string) bool {
		for _, x := range p.People {
			if x.Login == login && x.UserRole == role {
				return true
			}
		}
		return false
	}

	read("user")
	w.Save("user", "SUGGESTION", map[string]any{"id": id, "title": "Reuse packaging foam", "summary": "Shred it.", "tagIds": []int64{tag},
		"coOwnerIds": []int64{w.IDs["improvement"]}}).Expect(t, http.StatusOK)
	if p := read("user"); len(p.Tags) != 1 || p.Tags[0].Name != "Energy" || !has(p, "improvement", "OWNER") {
		t.Errorf("after saving tags and a co-owner: %+v", p)
	}

	up := "/api/v3/contribution-files/upload-file/" + itoa(id) + "/ATTACHMENT"
	var f struct{ ID int64 }
	w.Env.Upload(up, w.Tok["user"], "file", "plan.pdf", []byte("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n")).Expect(t, http.StatusCreated).JSON(t, &f)
	if p := read("user"); len(p.Files) != 1 || p.Files[0].FileName != "plan.pdf" {
		t.Errorf("after an upload: %+v", p.Files)
	}
	w.Call("user", http.MethodDelete, "/api/v3/contribution-files/delete-file/"+itoa(f.ID), nil).Expect(t, http.StatusNoContent)
	if p := read("user"); len(p.Files) != 0 {
		t.Errorf("after deleting the file: %+v", p.Files)
	}

	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	read("admin")
	w.assign("admin", id, "MENTOR", "competition").Expect(t, http.StatusOK)
	w.Act("admin", id, "start-pre-evaluation", nil).Expect(t, http.StatusOK)
	read("admin")
	w.assign("admin", id, "EXPERT", "content").Expect(t, http.StatusOK)
	if p := read("admin"); !has(p, "content", "EXPERT") {
		t.Errorf("after assigning an expert: %+v", p.People)
	}
	w.assign("admin", id, "EXPERT", "campaign").Expect(t, http.StatusOK)
	if p := read("admin"); has(p, "content", "EXPERT") || !has(p, "campaign", "EXPERT") {
		t.Errorf("after replacing the expert: %+v", p.People)
	}
}

// An action's post handlers run after it, in their order, for the workflow
// (no command is asked of the caller); a command's task and point
// definitions take effect each time the command runs, and its tasks close
// with the state's own.
func TestPostHandlersAndCommandEffects(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	lookup := func(query string, args ...any) int64 {
		t.Helper()
		var id int64
		if err := w.Env.App.DB.QueryRow(ctx, query, args...).Scan(&id); err != nil {
			t.Fatalf("%s: %v", query, err)
		}
		return id
	}
	const ofDefault = ` JOIN life_cycle_state s ON s.id = x.state_id JOIN life_cycle l ON l.id = s.life_cycle_id
		WHERE l.contribution_type = 'SUGGESTION' AND l.is_default = ?`
	submit := lookup("SELECT x.id FROM state_action x"+ofDefault+" AND s.code = 'DRAFT' AND x.name = 'submit'", true)
	assignMentor := lookup("SELECT x.id FROM state_command x"+ofDefault+" AND s.code = 'SUBMITTED' AND x.command = 'ASSIGN_MENTOR'", true)
	admin := func(path string, body map[string]any) {
		t.Helper()
		w.Call("admin", http.MethodPost, path, body).Expect(t, http.StatusCreated)
	}
	// Handlers given out of order: rank decides. The owner may neither hide
	// nor close comments in SUBMITTED; the workflow does it for them.
	admin("/api/v3/action-post-handlers", map[string]any{"actionId": submit, "handler": "NOTIFY_ROLE", "parameter": "MANAGER", "rank": 3})
	admin("/api/v3/action-post-handlers", map[string]any{"actionId": submit, "handler": "CHANGE_VISIBILITY", "parameter": "false", "rank": 1})
	admin("/api/v3/action-post-handlers", map[string]any{"actionId": submit, "handler": "CHANGE_COMMENT_STATUS", "parameter": "CLOSED", "rank": 2})
	admin("/api/v3/action-post-handlers", map[string]any{"actionId": submit, "handler": "CHANGE_EDITABILITY", "parameter": "false", "rank": 4})
	admin("/api/v3/command-task-definitions", map[string]any{"commandId": assignMentor, "name": "welcomeOwner", "role": "MENTOR", "deadlineDays": 2})
	admin("/api/v3/command-point-definitions", map[string]any{"commandId": assignMentor, "role": "MENTOR", "points": 7})

	id := w.Create("user", "SUGGESTION")
	sid := strconv.FormatInt(id, 10)
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	var sw struct {
		Visible                     bool
		CommentStatus, RatingStatus string
		Editable                    bool
	}
	w.Env.Get("/api/v3/contributions/changeVisibilityRatingCommentStatus/"+sid, w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &sw)
	if sw.Visible || sw.CommentStatus != "CLOSED" || sw.Editable {
		t.Errorf("after submit with post handlers: %+v", sw)
	}
	// Hidden: only people with a role on it see it, and the list totals follow.
	w.Env.Get("/api/v3/contributions/"+sid, w.Tok["content"]).Expect(t, http.StatusNotFound)
	if _, total := w.list("content", "SUGGESTION/0/all"); total != "0" {
		t.Errorf("a hidden suggestion is counted for others: %s", total)
	}
	w.Env.WaitMail("suggestion@inno.example", `"Reuse packaging foam" moved on`)
	var hist []struct{ Action string }
	// the audit form's commands: the type's admin reads them (an owner reads the primary form only)
	w.Env.Get("/api/v3/contribution-histories/"+sid+"/category/COMMAND", w.Tok["suggestion"]).Expect(t, http.StatusOK).JSON(t, &hist)
	var steps []string
	for _, h := range hist {
		steps = append(steps, h.Action)
	}
	if got := strings.Join(steps, ","); got != "visibility-false,comment-status-closed,editability-false" {
		t.Errorf("post handlers in rank order: %s", got)
	}

	// Assigning the mentor opens the command's task and gives its points, on top of the state's own task.
	before := w.points("competition")
	w.assign("suggestion", id, "MENTOR", "competition").Expect(t, http.StatusOK)
	if got := w.points("competition") - before; got != 7 {
		t.Errorf("command points for the mentor: %v", got)
	}
	names := func(who, query string) string {
		var out []string
		for _, ts := range w.tasks(who, query) {
			out = append(out, ts.TaskName+":"+ts.Status)
		}
		slices.Sort(out)
		return strings.Join(out, ",")
	}
	if got := names("competition", ""); got != "startPreEvaluation:WAITING,welcomeOwner:WAITING" {
		t.Errorf("mentor's tasks: %s", got)
	}
	// Leaving the state closes both: done on time by the mentor who acted.
	w.Act("competition", id, "start-pre-evaluation", nil).Expect(t, http.StatusOK)
	if got := names("competition", "status.in=ON_TIME_DONE"); got != "startPreEvaluation:ON_TIME_DONE,welcomeOwner:ON_TIME_DONE" {
		t.Errorf("closed tasks: %s", got)
	}
}

// The workflow guard: an action into a state that opens a task for a role
// nobody holds, while the current state lets someone assign that role, is
// refused (and changes nothing) until a holder is assigned.
func TestActionNeedsTheNextStatesRoleHolder(t *testing.T) {
	w := newWorld(t)
	id := w.Create("user", "SUGGESTION")
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK) // DRAFT assigns nobody: not held back
	stateTasks := func(code string) int64 {
		t.Helper()
		var n int64
		if err := w.Env.App.DB.QueryRow(context.Background(), `SELECT COUNT(*) FROM contribution_task t JOIN life_cycle_state s ON s.id = t.state_id
			WHERE t.contribution_id = ? AND s.code = ?`, id, code).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	refused := func(who, action, role, target string) {
		t.Helper()
		res := w.Act(who, id, action, nil)
		res.ExpectError(t, http.StatusBadRequest, "roleHolderRequired")
		var body struct{ Params map[string]string }
		res.JSON(t, &body)
		if body.Params["role"] != role || body.Params["command"] != "ASSIGN_"+role || body.Params["action"] != action || body.Params["state"] != target {
			t.Errorf("%s refused with %+v", action, body.Params)
		}
		if n := stateTasks(target); n != 0 {
			t.Errorf("a refused %s opened %d tasks in %s", action, n, target)
		}
	}

	// The manager may not start the pre-evaluation, a mentor's task, with no mentor.
	refused("suggestion", "start-pre-evaluation", "MENTOR", "PRE_EVALUATION")
	if _, d := w.get("user", id, "en"); d.StateCode != "SUBMITTED" {
		t.Fatalf("refused action moved the contribution to %s", d.StateCode)
	}
	w.assign("suggestion", id, "MENTOR", "competition").Expect(t, http.StatusOK)
	w.Act("suggestion", id, "start-pre-evaluation", nil).Expect(t, http.StatusOK)

	// "Send to expert" waits for an expert.
	refused("competition", "send-to-expert", "EXPERT", "EXPERT_EVALUATION")
	_, d := w.get("competition", id, "en")
	if d.StateCode != "PRE_EVALUATION" || !strings.Contains(actionNames(d), "send-to-expert") {
		t.Fatalf("after the refusal: %+v", d)
	}
	var moves int
	if err := w.Env.App.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM contribution_history WHERE contribution_id = ? AND action = ?", id, "send-to-expert").Scan(&moves); err != nil || moves != 0 {
		t.Errorf("a refused action left %d history entries (%v)", moves, err)
	}
	w.assign("competition", id, "EXPERT", "content").Expect(t, http.StatusOK)
	w.Act("competition", id, "send-to-expert", nil).Expect(t, http.StatusOK)
	if ts := w.tasks("content", ""); len(ts) != 1 || ts[0].TaskName != "expertEvaluate" {
		t.Errorf("expert's tasks: %+v", ts)
	}

	// The expert accepts: ACCEPTED is the mentor's, who is there.
	w.Act("content", id, "accept", nil).Expect(t, http.StatusOK)
	// Implementation waits for an implementer.
	refused("competition", "start-implementation", "IMPLEMENTER", "IMPLEMENTATION")
	w.assign("competition", id, "IMPLEMENTER", "campaign").Expect(t, http.StatusOK)
	w.Act("competition", id, "start-implementation", nil).Expect(t, http.StatusOK)
	if _, d := w.get("campaign", id, "en"); d.StateCode != "IMPLEMENTATION" {
		t.Errorf("after assigning an implementer: %s", d.StateCode)
	}
}

// A task list without a sort opens on the open tasks, soonest deadline
// first, then the closed ones; an explicit sort and status filter still rule.
func TestTaskListDefaultsToOpenTasksBySoonestDeadline(t *testing.T) {
	w := newWorld(t)
	first := w.Create("user", "SUGGESTION")
	w.Act("user", first, "submit", nil).Expect(t, http.StatusOK)
	w.assign("suggestion", first, "MENTOR", "competition").Expect(t, http.StatusOK)
	w.Act("competition", first, "start-pre-evaluation", nil).Expect(t, http.StatusOK) // startPreEvaluation done, preEvaluate open (7 days)
	second := w.Create("user", "SUGGESTION")
	w.Act("user", second, "submit", nil).Expect(t, http.StatusOK)
	w.assign("suggestion", second, "MENTOR", "competition").Expect(t, http.StatusOK) // startPreEvaluation open (3 days)
	// The done task has the earliest deadline of all.
	if _, err := w.Env.App.DB.Exec(context.Background(), "UPDATE contribution_task SET deadline = ? WHERE contribution_id = ? AND closed_status IS NOT NULL",
		time.Now().UTC().Add(-24*time.Hour), first); err != nil {
		t.Fatal(err)
	}
	order := func(query string) string {
		var out []string
		for _, ts := range w.tasks("competition", query) {
			out = append(out, ts.TaskName+":"+ts.Status)
		}
		return strings.Join(out, ",")
	}
	if got := order(""); got != "startPreEvaluation:WAITING,preEvaluate:WAITING,startPreEvaluation:ON_TIME_DONE" {
		t.Errorf("default order: %s", got)
	}
	if got := order("sort=deadline,asc"); got != "startPreEvaluation:ON_TIME_DONE,startPreEvaluation:WAITING,preEvaluate:WAITING" {
		t.Errorf("by deadline: %s", got)
	}
	if got := order("status.in=WAITING&status.in=OVERDUE"); got != "startPreEvaluation:WAITING,preEvaluate:WAITING" {
		t.Errorf("open tasks: %s", got)
	}
	if got := order("status.in=ON_TIME_DONE&sort=deadline,desc"); got != "startPreEvaluation:ON_TIME_DONE" {
		t.Errorf("done tasks: %s", got)
	}
}
