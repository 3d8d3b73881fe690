package evaluation_test

import (
	"bytes"
	"context"
	"maps"
	"math"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/testkit"
)

type item struct {
	ID       int64  `json:"id"`
	Question string `json:"question"`
	Weight   int    `json:"weight"`
}

type definition struct {
	ID               int64  `json:"id"`
	Title            string `json:"title"`
	Explanation      string `json:"explanation"`
	ContributionType string `json:"contributionType"`
	EvalFlowType     string `json:"evalFlowType"`
	EvalType         string `json:"evalType"`
	EvalOver         int    `json:"evalOver"`
	Items            []item `json:"evalItemDefinitionList"`
	InUse            bool   `json:"inUse"`
}

type answer struct {
	EvalItemDefinitionID int64 `json:"evalItemDefinitionId"`
	Stars                int   `json:"stars"`
}

type scorecard struct {
	EvalFlowType string     `json:"evalFlowType"`
	Definition   definition `json:"evalDefinition"`
	UserID       int64      `json:"userId"`
	Comment      string     `json:"comment"`
	Submitted    bool       `json:"submitted"`
	Answers      []answer   `json:"answers"`
	Score        float64    `json:"score"`
	Editable     bool       `json:"editable"`
}

type report struct {
	Code string `json:"code"`
	Rows []struct {
		Score     float64 `json:"score"`
		JuryType  string  `json:"juryType"`
		JuryTitle string  `json:"juryTitle"`
		Questions []struct {
			Weight  int     `json:"weight"`
			Average float64 `json:"average"`
		} `json:"questions"`
		JuryUserReport []struct {
			UserID  int64   `json:"userId"`
			Score   float64 `json:"score"`
			Comment string  `json:"comment"`
		} `json:"juryUserReport"`
		ScoresHidden bool `json:"scoresHidden"`
	} `json:"rows"`
}

type task struct {
	TaskName string `json:"taskName"`
	Role     string `json:"role"`
	Status   string `json:"status"`
	UserID   *int64 `json:"userId"`
}

type world struct{ *testkit.World }

func (w *world) definitions(who, typ string) []definition {
	w.T.Helper()
	var out []definition
	w.Call(who, http.MethodGet, "/api/v3/evals/list/"+typ, nil).Expect(w.T, http.StatusOK).JSON(w.T, &out)
	return out
}

func (w *world) assign(who string, id int64, role string, users ...string) *testkit.Response {
	w.T.Helper()
	list := []int64{}
	for _, u := range users {
		list = append(list, w.IDs[u])
	}
	return w.Call(who, http.MethodPost, "/api/v3/contributions/"+strconv.FormatInt(id, 10)+"/"+role+"/command/assign/ASSIGN_"+role,
		map[string]any{"userList": list})
}

func (w *world) card(who, evalType string, id int64, user string) (*testkit.Response, scorecard) {
	w.T.Helper()
	uid := "0"
	if user != "" {
		uid = strconv.FormatInt(w.IDs[user], 10)
	}
	res := w.Call(who, http.MethodGet, "/api/v3/evals/"+evalType+"/contribution/"+strconv.FormatInt(id, 10)+"/SUGGESTION/"+uid, nil)
	var sc scorecard
	if res.Status == http.StatusOK {
		res.JSON(w.T, &sc)
	}
	return res, sc
}

func (w *world) answer(who string, id int64, evalType string, submit bool, comment string, answers []answer) *testkit.Response {
	w.T.Helper()
	return w.Call(who, http.MethodPut, "/api/v3/evals", map[string]any{"contributionId": id, "evalFlowType": evalType,
		"submit": submit, "comment": comment, "answers": answers})
}

func (w *world) tasks(who string) []task {
	w.T.Helper()
	var out []task
	w.Call(who, http.MethodGet, "/api/v3/contribution-tasks/user/"+strconv.FormatInt(w.IDs[who], 10), nil).Expect(w.T, http.StatusOK).JSON(w.T, &out)
	return out
}

func (w *world) taskStatus(who, name string) string {
	w.T.Helper()
	for _, t := range w.tasks(who) {
		if t.TaskName == name {
			if t.UserID == nil || *t.UserID != w.IDs[who] {
				w.T.Errorf("%s's %s task is not their own: %+v", who, name, t)
			}
			return t.Status
		}
	}
	return ""
}

func (w *world) report(who string, id int64, evalType string) (*testkit.Response, report) {
	w.T.Helper()
	res := w.Call(who, http.MethodGet, "/api/v3/evals/contribution/report/SUGGESTION/"+strconv.FormatInt(id, 10)+"/"+evalType, nil)
	var r report
	if res.Status == http.StatusOK {
		res.JSON(w.T, &r)
	}
	return res, r
}

func stars(d definition, s ...int) []answer {
	out := []answer{}
	for i, n := range s {
		out = append(out, answer{EvalItemDefinitionID: d.Items[i].ID, Stars: n})
	}
	return out
}

func fieldErrors(t *testing.T, res *testkit.Response) string {
	t.Helper()
	res.Expect(t, http.StatusBadRequest)
	var body struct {
		FieldErrors []struct{ Field, Message string } `json:"fieldErrors"`
	}
	res.JSON(t, &body)
	var out []string
	for _, f := range body.FieldErrors {
		out = append(out, f.Field+":"+f.Message)
	}
	return strings.Join(out, ",")
}

func board(title string, weights ...int) map[string]any {
	items := []map[string]any{}
	for i, w := range weights {
		items = append(items, map[string]any{"question": "Board question " + strconv.Itoa(i+1), "weight": w})
	}
	return map[string]any{"title": title, "explanation": "How the board sees it", "contributionType": "SUGGESTION",
		"evalFlowType": "EVAL_BOARD1", "evalItemDefinitionList": items}
}

// Definitions: who may manage them, every rule of spec 001 §5 on the
// server (nothing written on a refusal), and the seeded default.
func TestDefinitions(t *testing.T) {
	w := &world{testkit.NewWorld(t)}
	defs := w.definitions("suggestion", "SUGGESTION")
	if len(defs) != 1 || defs[0].EvalFlowType != "EVAL_PRE" || len(defs[0].Items) != 4 || defs[0].EvalType != "STAR5" || defs[0].EvalOver != 100 {
		t.Fatalf("default definitions: %+v", defs)
	}
	total := 0
	for _, it := range defs[0].Items {
		total += it.Weight
	}
	if total != 100 || !strings.Contains(defs[0].Title, "Ön değerlendirme") {
		t.Errorf("default pre-evaluation: %+v", defs[0])
	}
	// Who may: the type's admin; not another type's, nor a contributor.
	w.Call("user", http.MethodGet, "/api/v3/evals/list/SUGGESTION", nil).Expect(t, http.StatusForbidden)
	w.Call("improvement", http.MethodGet, "/api/v3/evals/list/SUGGESTION", nil).Expect(t, http.StatusForbidden)
	w.Call("improvement", http.MethodPut, "/api/v3/evals/create", board("Board view", 60, 40)).Expect(t, http.StatusForbidden)
	w.Call("competition", http.MethodGet, "/api/v3/evals/list/IDEA", nil).Expect(t, http.StatusOK)
	w.Call("suggestion", http.MethodGet, "/api/v3/evals/list/POEM", nil).ExpectError(t, http.StatusBadRequest, "contributionTypeInvalid")

	// Bad input: 400 with fieldErrors, nothing written.
	for _, c := range []struct {
		body map[string]any
		want string
	}{
		{board("Board view", 60, 30), "evalItemDefinitionList:Min"},
		{board("Board view", 60, 50), "evalItemDefinitionList:Max"},
		{board("Board view", 100, 0), "evalItemDefinitionList[1].weight:Min"},
		{board("ab", 60, 40), "title:Size"},
		{board("Board view"), "evalItemDefinitionList:NotEmpty"},
	} {
		if got := fieldErrors(t, w.Call("suggestion", http.MethodPut, "/api/v3/evals/create", c.body)); !strings.Contains(got, c.want) {
			t.Errorf("create %v: %s, want %s", c.body["evalItemDefinitionList"], got, c.want)
		}
	}
	short := board("Board view", 60, 40)
	short["evalItemDefinitionList"].([]map[string]any)[0]["question"] = "ab"
	short["explanation"] = ""
	short["evalFlowType"] = "EVAL_X"
	if got := fieldErrors(t, w.Call("suggestion", http.MethodPut, "/api/v3/evals/create", short)); got != "explanation:NotBlank,evalFlowType:Pattern,evalItemDefinitionList[0].question:Size" {
		t.Errorf("short texts: %s", got)
	}
	bad := board("Board view", 60, 40)
	bad["evalType"], bad["evalOver"] = "STAR10", 10
	if got := fieldErrors(t, w.Call("suggestion", http.MethodPut, "/api/v3/evals/create", bad)); got != "evalType:Pattern,evalOver:Min" {
		t.Errorf("scale: %s", got)
	}
	if n := len(w.definitions("suggestion", "SUGGESTION")); n != 1 {
		t.Errorf("refused creates wrote %d definitions", n-1)
	}

	// Create, read, edit (questions and weights while unanswered), delete.
	var d definition
	w.Call("suggestion", http.MethodPut, "/api/v3/evals/create", board("Board view", 60, 40)).Expect(t, http.StatusCreated).JSON(t, &d)
	if d.ID == 0 || d.EvalType != "STAR5" || d.EvalOver != 100 || len(d.Items) != 2 || d.InUse {
		t.Fatalf("created: %+v", d)
	}
	w.Call("suggestion", http.MethodGet, "/api/v3/evals/"+strconv.FormatInt(d.ID, 10), nil).Expect(t, http.StatusOK)
	w.Call("improvement", http.MethodGet, "/api/v3/evals/"+strconv.FormatInt(d.ID, 10), nil).Expect(t, http.StatusForbidden)
	upd := board("Board view 2", 50, 25, 25)
	upd["id"] = d.ID
	w.Call("suggestion", http.MethodPut, "/api/v3/evals/update", upd).Expect(t, http.StatusOK).JSON(t, &d)
	if d.Title != "Board view 2" || len(d.Items) != 3 {
		t.Errorf("updated: %+v", d)
	}
	var opts []struct {
		ID           int64
		EvalFlowType string
	}
	w.Call("suggestion", http.MethodGet, "/api/v3/evals/types/SUGGESTION", nil).Expect(t, http.StatusOK).JSON(t, &opts)
	if len(opts) != 2 || opts[0].ID != d.ID {
		t.Errorf("options: %+v", opts)
	}
	w.Call("user", http.MethodDelete, "/api/v3/evals/"+strconv.FormatInt(d.ID, 10), nil).Expect(t, http.StatusForbidden)
	w.Call("suggestion", http.MethodDelete, "/api/v3/evals/"+strconv.FormatInt(d.ID, 10), nil).Expect(t, http.StatusNoContent)
	w.Call("suggestion", http.MethodGet, "/api/v3/evals/"+strconv.FormatInt(d.ID, 10), nil).Expect(t, http.StatusNotFound)
}

// The whole evaluation in the default life cycle: the mentors' own tasks,
// who may read and write at each step, no anchoring, the score arithmetic
// against hand-computed values, the deadline status of the tasks, the
// action that waits for a complete evaluation, read-only after the state,
// the report and its Excel file, the optional board, and the definition
// rules once answered.
func TestScorecardsInTheLifeCycle(t *testing.T) {
	w := &world{testkit.NewWorld(t)}
	pre := w.definitions("suggestion", "SUGGESTION")[0]
	id := w.Create("user", "SUGGESTION")
	sid := strconv.FormatInt(id, 10)
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	w.assign("suggestion", id, "MENTOR", "competition", "content").Expect(t, http.StatusOK)

	// SUBMITTED grants no evaluation: answers are refused with an errorKey.
	w.answer("competition", id, "EVAL_PRE", false, "", stars(pre, 3)).ExpectError(t, http.StatusBadRequest, "evaluationNotOpen")
	if res, _ := w.card("competition", "EVAL_PRE", id, ""); res.Status != http.StatusForbidden {
		t.Errorf("scorecard before the state: %d", res.Status)
	}

	// The send-to-expert action waits for a complete pre-evaluation (the editor's action option).
	var actionID int64
	if err := w.Env.App.DB.QueryRow(context.Background(), `SELECT a.id FROM state_action a JOIN life_cycle_state s ON s.id = a.state_id
		JOIN life_cycle l ON l.id = s.life_cycle_id WHERE l.contribution_type = ? AND s.code = ? AND a.name = ?`,
		"SUGGESTION", "PRE_EVALUATION", "send-to-expert").Scan(&actionID); err != nil {
		t.Fatal(err)
	}
	var action map[string]any
	w.Call("admin", http.MethodGet, "/api/v3/state-actions/"+strconv.FormatInt(actionID, 10), nil).Expect(t, http.StatusOK).JSON(t, &action)
	action["requiredEvaluation"] = "EVAL_X"
	if got := fieldErrors(t, w.Call("admin", http.MethodPut, "/api/v3/state-actions", action)); got != "requiredEvaluation:Pattern" {
		t.Errorf("required evaluation option: %s", got)
	}
	action["requiredEvaluation"] = "EVAL_PRE"
	w.Call("admin", http.MethodPut, "/api/v3/state-actions", action).Expect(t, http.StatusOK)

	w.Act("competition", id, "start-pre-evaluation", nil).Expect(t, http.StatusOK)
	// Each mentor has a pre-evaluation task of their own.
	for _, m := range []string{"competition", "content"} {
		if st := w.taskStatus(m, "preEvaluate"); st != "WAITING" {
			t.Errorf("%s's preEvaluate task: %q", m, st)
		}
	}

	// Who may read and write in PRE_EVALUATION: the mentors; not the owner, another user or the manager.
	for _, who := range []string{"user", "suggestion", "campaign"} {
		if res, _ := w.card(who, "EVAL_PRE", id, ""); res.Status != http.StatusForbidden {
			t.Errorf("%s reads a scorecard: %d", who, res.Status)
		}
		if res := w.answer(who, id, "EVAL_PRE", false, "", stars(pre, 3)); res.Status != http.StatusForbidden {
			t.Errorf("%s writes a scorecard: %d", who, res.Status)
		}
	}
	res, sc := w.card("competition", "EVAL_PRE", id, "")
	res.Expect(t, http.StatusOK)
	if !sc.Editable || sc.Submitted || sc.Score != -1 || len(sc.Answers) != 0 || sc.Definition.ID != pre.ID || len(sc.Definition.Items) != 4 {
		t.Errorf("empty scorecard: %+v", sc)
	}
	w.Call("competition", http.MethodGet, "/api/v3/evals/EVAL_PRE/contribution/"+sid+"/IMPROVEMENT/0", nil).Expect(t, http.StatusNotFound)
	w.Call("competition", http.MethodGet, "/api/v3/evals/EVAL_NOPE/contribution/"+sid+"/SUGGESTION/0", nil).ExpectError(t, http.StatusBadRequest, "evalTypeInvalid")
	w.Call("competition", http.MethodGet, "/api/v3/evals/EVAL_PRE/contribution/"+sid+"/SUGGESTION/me", nil).Expect(t, http.StatusBadRequest)

	// Bad answers: 400, nothing written.
	w.answer("competition", id, "EVAL_PRE", false, "", []answer{{pre.Items[0].ID, 6}}).Expect(t, http.StatusBadRequest)
	w.answer("competition", id, "EVAL_PRE", false, "", []answer{{pre.Items[0].ID, 0}}).Expect(t, http.StatusBadRequest)
	if got := fieldErrors(t, w.answer("competition", id, "EVAL_PRE", false, "", []answer{{pre.Items[0].ID + 1000, 3}})); got != "answers[0].evalItemDefinitionId:Pattern" {
		t.Errorf("a question of another definition: %s", got)
	}
	w.answer("competition", id, "EVAL_PRE", false, "", []answer{{pre.Items[0].ID, 3}, {pre.Items[0].ID, 4}}).Expect(t, http.StatusBadRequest)
	w.answer("competition", id, "EVAL_PRE", true, "", stars(pre, 5, 4)).ExpectError(t, http.StatusBadRequest, "scorecardIncomplete")
	w.answer("competition", id, "EVAL_JURY1", false, "", stars(pre, 5)).ExpectError(t, http.StatusBadRequest, "evaluationNotOpen")
	w.Call("competition", http.MethodPut, "/api/v3/evals", map[string]any{"evalFlowType": "EVAL_PRE"}).Expect(t, http.StatusBadRequest)
	if _, sc := w.card("competition", "EVAL_PRE", id, ""); len(sc.Answers) != 0 {
		t.Errorf("refused answers were written: %+v", sc.Answers)
	}

	// A draft, then the action that waits for the evaluation is refused.
	w.answer("competition", id, "EVAL_PRE", false, "draft", stars(pre, 5, 4)).Expect(t, http.StatusOK).JSON(t, &sc)
	if sc.Submitted || sc.Score != -1 || len(sc.Answers) != 2 || !sc.Editable {
		t.Errorf("draft: %+v", sc)
	}
	w.assign("competition", id, "EXPERT", "campaign").Expect(t, http.StatusOK)
	w.Act("competition", id, "send-to-expert", nil).ExpectError(t, http.StatusBadRequest, "evaluationIncomplete")

	// No anchoring: the other mentor cannot read a scorecard before submitting their own.
	if res, _ := w.card("content", "EVAL_PRE", id, "competition"); res.Status != http.StatusForbidden {
		t.Errorf("content reads competition's draft: %d", res.Status)
	}
	// Submit: 40×5/5 + 30×4/5 + 15×3/5 + 15×2/5 = 40 + 24 + 9 + 6 = 79.
	w.answer("competition", id, "EVAL_PRE", true, "Strong saving", stars(pre, 5, 4, 3, 2)).Expect(t, http.StatusOK).JSON(t, &sc)
	if !sc.Submitted || sc.Score != 79 || sc.Comment != "Strong saving" {
		t.Errorf("submitted: %+v", sc)
	}
	if st := w.taskStatus("competition", "preEvaluate"); st != "ON_TIME_DONE" {
		t.Errorf("competition's task after submitting: %q", st)
	}
	if st := w.taskStatus("content", "preEvaluate"); st != "WAITING" {
		t.Errorf("content's task: %q", st)
	}
	if res, _ := w.card("content", "EVAL_PRE", id, "competition"); res.Status != http.StatusForbidden {
		t.Errorf("content reads competition's scorecard before submitting: %d", res.Status)
	}
	if res, _ := w.card("competition", "EVAL_PRE", id, "content"); res.Status != http.StatusNotFound {
		t.Errorf("competition reads content's unsubmitted scorecard: %d", res.Status)
	}
	// Nor through the report: content, who evaluates and has not submitted,
	// sees who evaluates but no score, comment or average; the manager, who
	// does not evaluate, and competition, who has submitted, see them.
	if res, r := w.report("content", id, "ALL"); res.Status != http.StatusOK || len(r.Rows) != 1 {
		t.Errorf("content's report before submitting: %d %+v", res.Status, r)
	} else {
		row := r.Rows[0]
		if !row.ScoresHidden || row.Score != -1 || len(row.JuryUserReport) != 2 {
			t.Errorf("content's report row before submitting: %+v", row)
		}
		for _, u := range row.JuryUserReport {
			if u.Score != -1 || u.Comment != "" {
				t.Errorf("content sees a score or comment before submitting: %+v", u)
			}
		}
		for _, q := range row.Questions {
			if q.Average != -1 {
				t.Errorf("content sees a question's average before submitting: %+v", q)
			}
		}
	}
	for _, who := range []string{"suggestion", "competition"} {
		if _, r := w.report(who, id, "ALL"); len(r.Rows) != 1 || r.Rows[0].ScoresHidden || r.Rows[0].Score != 79 {
			t.Errorf("%s's report with one scorecard in: %+v", who, r)
		}
	}
	w.Act("competition", id, "send-to-expert", nil).ExpectError(t, http.StatusBadRequest, "evaluationIncomplete")

	// content's task runs past its deadline: OVERDUE, then LATE_DONE on submission.
	if _, err := w.Env.App.DB.Exec(context.Background(), "UPDATE contribution_task SET deadline = ? WHERE user_id = ? AND name = ?",
		time.Now().UTC().Add(-time.Hour), w.IDs["content"], "preEvaluate"); err != nil {
		t.Fatal(err)
	}
	if st := w.taskStatus("content", "preEvaluate"); st != "OVERDUE" {
		t.Errorf("content's late task: %q", st)
	}
	// 40×3/5 + 30×3/5 + 15×3/5 + 15×3/5 = 24 + 18 + 9 + 9 = 60.
	w.answer("content", id, "EVAL_PRE", true, "", stars(pre, 3, 3, 3, 3)).Expect(t, http.StatusOK).JSON(t, &sc)
	if sc.Score != 60 {
		t.Errorf("content's score: %v", sc.Score)
	}
	if st := w.taskStatus("content", "preEvaluate"); st != "LATE_DONE" {
		t.Errorf("content's task after a late submission: %q", st)
	}
	// Both submitted: each may read the other's.
	if res, other := w.card("content", "EVAL_PRE", id, "competition"); res.Status != http.StatusOK || other.Score != 79 || other.Editable {
		t.Errorf("content reads competition's submitted scorecard: %d %+v", res.Status, other)
	}
	// A submitted scorecard may change while the state lasts: 40×4/5 + 24 + 9 + 6 = 71, then back to 79.
	w.answer("competition", id, "EVAL_PRE", false, "Strong saving", stars(pre, 4, 4, 3, 2)).Expect(t, http.StatusOK).JSON(t, &sc)
	if !sc.Submitted || sc.Score != 71 {
		t.Errorf("changed after submitting: %+v", sc)
	}
	w.answer("competition", id, "EVAL_PRE", false, "Strong saving", stars(pre, 5, 4, 3, 2)).Expect(t, http.StatusOK)

	// The report: the manager and the mentors (the state's report command); never the owner.
	res, r := w.report("suggestion", id, "ALL")
	res.Expect(t, http.StatusOK)
	if len(r.Rows) != 1 || r.Rows[0].JuryType != "EVAL_PRE" || r.Rows[0].Score != 69.5 || r.Rows[0].ScoresHidden {
		t.Fatalf("report: %+v", r)
	}
	if _, r := w.report("content", id, "ALL"); len(r.Rows) != 1 || r.Rows[0].ScoresHidden || r.Rows[0].Score != 69.5 {
		t.Errorf("content's report after submitting: %+v", r)
	}
	var avgs []float64
	for _, q := range r.Rows[0].Questions {
		avgs = append(avgs, q.Average)
	}
	// (40+24)/2, (24+18)/2, (9+9)/2, (6+9)/2
	if want := []float64{32, 21, 9, 7.5}; !equal(avgs, want) {
		t.Errorf("question averages %v, want %v", avgs, want)
	}
	if u := r.Rows[0].JuryUserReport; len(u) != 2 || u[0].Score != 79 || u[0].Comment != "Strong saving" || u[1].Score != 60 {
		t.Errorf("evaluators: %+v", u)
	}
	for _, who := range []string{"user", "campaign", "external"} {
		if res, _ := w.report(who, id, "ALL"); res.Status != http.StatusForbidden && res.Status != http.StatusNotFound {
			t.Errorf("%s reads the report: %d", who, res.Status)
		}
	}
	w.report("competition", id, "EVAL_PRE")
	if res, _ := w.report("competition", id, "EVAL_BOARD1"); res.Status != http.StatusForbidden {
		t.Errorf("board report in PRE_EVALUATION: %d", res.Status)
	}
	w.Call("suggestion", http.MethodGet, "/api/v3/evals/contribution/report/IMPROVEMENT/"+sid+"/ALL", nil).Expect(t, http.StatusNotFound)

	// The Excel file holds the screen's numbers.
	xls := w.Call("suggestion", http.MethodGet, "/api/v3/evals/contribution/report/SUGGESTION/"+sid+"/ALL/excel?langkey=tr", nil).Expect(t, http.StatusOK)
	f, err := excelize.OpenReader(bytes.NewReader(xls.Body))
	if err != nil {
		t.Fatal(err)
	}
	rows, err := f.GetRows("Evaluation")
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1+4+2+1 || rows[0][0] != "Kod" || rows[5][7] != "79" || rows[6][7] != "60" || rows[7][7] != "69.5" || rows[4][7] != "7.5" {
		t.Errorf("excel rows: %v", rows)
	}

	// Answered definitions: texts may change, questions and weights not; delete refused.
	d := w.definitions("suggestion", "SUGGESTION")[0]
	if !d.InUse {
		t.Errorf("answered definition not in use: %+v", d)
	}
	body := map[string]any{"id": d.ID, "title": "Pre-evaluation v1", "explanation": d.Explanation, "contributionType": "SUGGESTION",
		"evalFlowType": "EVAL_PRE", "evalItemDefinitionList": d.Items}
	w.Call("suggestion", http.MethodPut, "/api/v3/evals/update", body).Expect(t, http.StatusOK)
	// the report read the definition a moment ago (a node keeps it 2 s): its own change shows at once
	if _, r := w.report("suggestion", id, "ALL"); len(r.Rows) != 1 || r.Rows[0].JuryTitle != "Pre-evaluation v1" {
		t.Errorf("report after the title changed: %+v", r)
	}
	if _, sc := w.card("competition", "EVAL_PRE", id, ""); sc.Definition.Title != "Pre-evaluation v1" {
		t.Errorf("scorecard after the title changed: %q", sc.Definition.Title)
	}
	moved := append([]item{}, d.Items...)
	moved[0].Weight, moved[1].Weight = moved[0].Weight-5, moved[1].Weight+5
	body["evalItemDefinitionList"] = moved
	w.Call("suggestion", http.MethodPut, "/api/v3/evals/update", body).ExpectError(t, http.StatusBadRequest, "evalDefinitionAnswered")
	w.Call("suggestion", http.MethodDelete, "/api/v3/evals/"+strconv.FormatInt(d.ID, 10), nil).ExpectError(t, http.StatusBadRequest, "evalDefinitionInUse")

	// Complete: the action runs; the scorecards are read-only afterwards.
	w.Act("competition", id, "send-to-expert", nil).Expect(t, http.StatusOK)
	w.answer("competition", id, "EVAL_PRE", false, "", stars(pre, 1, 1, 1, 1)).ExpectError(t, http.StatusBadRequest, "evaluationNotOpen")
	if res, sc := w.card("competition", "EVAL_PRE", id, ""); res.Status != http.StatusOK || sc.Editable || sc.Score != 79 {
		t.Errorf("read-only scorecard: %d %+v", res.Status, sc)
	}
	if res, r := w.report("campaign", id, "EVAL_PRE"); res.Status != http.StatusOK || r.Rows[0].Score != 69.5 { // the expert now
		t.Errorf("expert's report: %d %+v", res.Status, r)
	}

	// The optional board: no definition yet, then one; assigning opens each member's task.
	w.assign("user", id, "BOARD1", "improvement").Expect(t, http.StatusForbidden)
	w.assign("competition", id, "JURY1", "improvement").Expect(t, http.StatusForbidden) // the state grants no jury
	w.assign("competition", id, "BOARD1", "improvement", "external").Expect(t, http.StatusOK)
	for _, m := range []string{"improvement", "external"} {
		if st := w.taskStatus(m, "boardEvaluate"); st != "WAITING" {
			t.Errorf("%s's board task: %q", m, st)
		}
	}
	w.answer("improvement", id, "EVAL_BOARD1", false, "", nil).ExpectError(t, http.StatusBadRequest, "evalDefinitionMissing")
	var bd definition
	w.Call("suggestion", http.MethodPut, "/api/v3/evals/create", board("Board view", 60, 40)).Expect(t, http.StatusCreated).JSON(t, &bd)
	w.answer("competition", id, "EVAL_BOARD1", false, "", stars(bd, 5, 5)).Expect(t, http.StatusForbidden) // a mentor, not the board
	// 60×5/5 + 40×2/5 = 60 + 16 = 76.
	w.answer("improvement", id, "EVAL_BOARD1", true, "Go", stars(bd, 5, 2)).Expect(t, http.StatusOK).JSON(t, &sc)
	if sc.Score != 76 || w.taskStatus("improvement", "boardEvaluate") != "ON_TIME_DONE" {
		t.Errorf("board scorecard: %+v", sc)
	}
	// A member taken off the board: their open task is cancelled.
	w.assign("competition", id, "BOARD1", "improvement").Expect(t, http.StatusOK)
	if st := w.taskStatus("improvement", "boardEvaluate"); st != "ON_TIME_DONE" {
		t.Errorf("kept member's task: %q", st)
	}
	var canceled string
	if err := w.Env.App.DB.QueryRow(context.Background(), "SELECT closed_status FROM contribution_task WHERE user_id = ? AND name = ?",
		w.IDs["external"], "boardEvaluate").Scan(&canceled); err != nil || canceled != "CANCELED" {
		t.Errorf("removed member's task: %q %v", canceled, err)
	}
	res, r = w.report("suggestion", id, "ALL")
	res.Expect(t, http.StatusOK)
	if len(r.Rows) != 2 || r.Rows[1].JuryType != "EVAL_BOARD1" || r.Rows[1].Score != 76 || len(r.Rows[1].JuryUserReport) != 1 {
		t.Errorf("report with the board: %+v", r)
	}
}

func equal(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// The scores' counts and sums (eval_score, migration 0035) follow every
// write of a scorecard, whoever makes it: a draft counts for nothing, a
// submission adds its score, a changed score replaces it, withdrawing or
// deleting one (a user's deletion cascades to theirs) takes it away.
func TestScoresAreKeptPerEvalType(t *testing.T) {
	w := &world{testkit.NewWorld(t)}
	ctx := context.Background()
	d := w.Env.App.DB
	pre := w.definitions("suggestion", "SUGGESTION")[0]
	id := w.Create("user", "SUGGESTION")
	var stateID int64
	if err := d.QueryRow(ctx, "SELECT state_id FROM contribution WHERE id = ?", id).Scan(&stateID); err != nil {
		t.Fatal(err)
	}
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := d.Exec(ctx, q, args...); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	card := func(user, evalType string, submitted bool, score float64) {
		t.Helper()
		exec(`INSERT INTO eval_scorecard (contribution_id, eval_flow_type, eval_definition_id, user_id, state_id, submitted, score, created_date, updated_date)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, id, evalType, pre.ID, w.IDs[user], stateID, submitted, score, time.Now(), time.Now())
	}
	kept := func(step string, want map[string][2]float64) {
		t.Helper()
		got := map[string][2]float64{}
		_, err := db.Collect(ctx, d, func(sc db.Scanner) (struct{}, error) {
			var typ string
			var n, sum float64
			err := sc.Scan(&typ, &n, &sum)
			got[typ] = [2]float64{n, math.Round(sum*100) / 100}
			return struct{}{}, err
		}, "SELECT eval_flow_type, submitted_count, score_sum FROM eval_score WHERE contribution_id = ? AND submitted_count > 0", id)
		if err != nil {
			t.Fatalf("%s: %v", step, err)
		}
		if !maps.Equal(got, want) {
			t.Errorf("%s: kept %v, want %v", step, got, want)
		}
	}
	card("competition", "EVAL_PRE", false, -1)
	kept("a draft", map[string][2]float64{})
	exec("UPDATE eval_scorecard SET submitted = ?, score = ? WHERE user_id = ?", true, 80.4, w.IDs["competition"])
	card("content", "EVAL_PRE", true, 60)
	card("suggestion", "EVAL_BOARD1", true, 40.2)
	kept("three submitted", map[string][2]float64{"EVAL_PRE": {2, 140.4}, "EVAL_BOARD1": {1, 40.2}})
	exec("UPDATE eval_scorecard SET score = ? WHERE user_id = ?", 70, w.IDs["content"])
	kept("a score changed", map[string][2]float64{"EVAL_PRE": {2, 150.4}, "EVAL_BOARD1": {1, 40.2}})
	exec("UPDATE eval_scorecard SET submitted = ?, score = ? WHERE user_id = ?", false, -1, w.IDs["competition"])
	kept("one withdrawn", map[string][2]float64{"EVAL_PRE": {1, 70}, "EVAL_BOARD1": {1, 40.2}})
	exec("DELETE FROM eval_scorecard WHERE user_id = ?", w.IDs["suggestion"])
	kept("one deleted", map[string][2]float64{"EVAL_PRE": {1, 70}})
	exec("UPDATE eval_scorecard SET eval_flow_type = ? WHERE user_id = ?", "EVAL_BOARD2", w.IDs["content"])
	kept("moved to another eval type", map[string][2]float64{"EVAL_BOARD2": {1, 70}})
}

// A jury on a suggestion: once the administrator gives a state ASSIGN_JURY1,
// EVALUATION_JURY1 and its report, the manager assigns jurors, who get their
// own tasks and score; a juror who has submitted still sees neither another
// juror's scorecard nor the scores of the report while the state lasts.
func TestJuryAssignedInTheLifeCycle(t *testing.T) {
	w := &world{testkit.NewWorld(t)}
	var stateID int64
	if err := w.Env.App.DB.QueryRow(context.Background(), `SELECT s.id FROM life_cycle_state s JOIN life_cycle l ON l.id = s.life_cycle_id
		WHERE l.contribution_type = ? AND s.code = ?`, "SUGGESTION", "PRE_EVALUATION").Scan(&stateID); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		command string
		roles   []string
	}{{"ASSIGN_JURY1", []string{"MANAGER"}}, {"EVALUATION_JURY1", []string{"JURY1"}}, {"EVALUATION_REPORT_JURY1", []string{"MANAGER", "JURY1"}}} {
		w.Call("admin", http.MethodPost, "/api/v3/state-commands", map[string]any{"stateId": stateID, "command": c.command, "roles": c.roles}).
			Expect(t, http.StatusCreated)
	}
	w.Call("admin", http.MethodPost, "/api/v3/state-task-definitions", map[string]any{"stateId": stateID, "name": "juryEvaluate", "role": "JURY1",
		"deadlineDays": 5}).Expect(t, http.StatusCreated)
	jury := board("Jury view", 60, 40)
	jury["evalFlowType"] = "EVAL_JURY1"
	var d definition
	w.Call("suggestion", http.MethodPut, "/api/v3/evals/create", jury).Expect(t, http.StatusCreated).JSON(t, &d)

	id := w.Create("user", "SUGGESTION")
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	w.assign("suggestion", id, "MENTOR", "competition").Expect(t, http.StatusOK)
	w.Act("competition", id, "start-pre-evaluation", nil).Expect(t, http.StatusOK)

	// Who assigns: the manager (the type administrator); not the owner or the mentor.
	w.assign("user", id, "JURY1", "campaign").Expect(t, http.StatusForbidden)
	w.assign("competition", id, "JURY1", "campaign").Expect(t, http.StatusForbidden)
	w.assign("suggestion", id, "JURY1", "campaign", "improvement").Expect(t, http.StatusOK)
	for _, m := range []string{"campaign", "improvement"} {
		if st := w.taskStatus(m, "juryEvaluate"); st != "WAITING" {
			t.Errorf("%s's jury task: %q", m, st)
		}
	}
	// Only the jurors score: 60×5/5 + 40×5/5 = 100 and 60×3/5 + 40×3/5 = 60.
	w.answer("competition", id, "EVAL_JURY1", true, "", stars(d, 5, 5)).Expect(t, http.StatusForbidden)
	var sc scorecard
	w.answer("campaign", id, "EVAL_JURY1", true, "Bold", stars(d, 5, 5)).Expect(t, http.StatusOK).JSON(t, &sc)
	if sc.Score != 100 || w.taskStatus("campaign", "juryEvaluate") != "ON_TIME_DONE" {
		t.Errorf("campaign's jury scorecard: %+v", sc)
	}
	w.answer("improvement", id, "EVAL_JURY1", true, "Costly", stars(d, 3, 3)).Expect(t, http.StatusOK)

	// Both submitted, the state lasts: no juror reads the other's scorecard or the report's scores.
	if res, _ := w.card("campaign", "EVAL_JURY1", id, "improvement"); res.Status != http.StatusForbidden {
		t.Errorf("a juror reads another juror's scorecard during the stage: %d", res.Status)
	}
	if res, r := w.report("campaign", id, "EVAL_JURY1"); res.Status != http.StatusOK || len(r.Rows) != 1 || !r.Rows[0].ScoresHidden || r.Rows[0].Score != -1 {
		t.Errorf("a juror's report during the stage: %d %+v", res.Status, r)
	}
	if _, r := w.report("suggestion", id, "EVAL_JURY1"); len(r.Rows) != 1 || r.Rows[0].ScoresHidden || r.Rows[0].Score != 80 || len(r.Rows[0].JuryUserReport) != 2 {
		t.Errorf("the manager's jury report: %+v", r)
	}
}
