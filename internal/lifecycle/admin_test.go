package lifecycle_test

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

type stateName struct{ Language, Name string }

type pointDef struct {
	ID     int64
	Role   string
	Points int
	Share  bool
}

type action struct {
	ID            int64
	StateID       int64
	Name          string
	TargetStateID int64
	Roles         []string
	Explanation   string
	Rank          int
	Points        []pointDef
	PostHandlers  []struct {
		ID                 int64
		Handler, Parameter string
	}
}

type state struct {
	ID                  int64
	LifeCycleID         int64
	Code                string
	StateType           string
	Rank                int
	IsHappyPath         bool
	IsInitial           bool
	StateDefinitionList []stateName
	Actions             []action
	Tasks               []struct {
		ID           int64
		Name, Role   string
		DeadlineDays int
		SendEmail    bool
	}
	Commands []struct {
		ID               int64
		Command          string
		Roles            []string
		TaskDefinitions  []struct{ ID int64 }
		PointDefinitions []struct{ ID int64 }
	}
	Notifications []struct {
		ID        int64
		Role      string
		SendEmail bool
	}
}

type graph struct {
	ID               int64
	Name             string
	ContributionType string
	IsDefault        bool
	IsActive         bool
	States           []state
}

func (g graph) state(t *testing.T, code string) state {
	t.Helper()
	for _, s := range g.States {
		if s.Code == code {
			return s
		}
	}
	t.Fatalf("life cycle %d has no state %s", g.ID, code)
	return state{}
}

func (g graph) codes() string {
	var out []string
	for _, s := range g.States {
		out = append(out, s.Code)
	}
	return strings.Join(out, ",")
}

func (s state) action(t *testing.T, name string) action {
	t.Helper()
	for _, a := range s.Actions {
		if a.Name == name {
			return a
		}
	}
	t.Fatalf("state %s has no action %s", s.Code, name)
	return action{}
}

type summary struct {
	ID                  int64
	Name                string
	ContributionType    string
	IsDefault           bool
	IsActive            bool
	IsBannerEnabled     bool
	IsOwnersChatEnabled bool
	StateCount          int
	ContributionCount   int64
}

type entry struct {
	ID                  int64
	Code                string
	Name                string
	Rank                int
	IsHappyPath         bool
	IsInitial           bool
	StateDefinitionList []stateName
	Actions             []string
	State               struct {
		ID                  int64
		StateDefinitionList []stateName
	}
}

type world struct {
	t   *testing.T
	env *testkit.Env
	tok map[string]string
}

func newWorld(t *testing.T) *world {
	t.Helper()
	env := testkit.New(t)
	w := &world{t: t, env: env, tok: map[string]string{"anonymous": ""}}
	for _, login := range []string{"admin", "appadmin", "user", "suggestion"} {
		w.tok[login] = env.Login(login, login)
	}
	return w
}

func (w *world) call(who, method, path string, body any) *testkit.Response {
	w.t.Helper()
	return w.env.Do(testkit.Request{Method: method, Path: path, Token: w.tok[who], Body: body})
}

func (w *world) admin(method, path string, body any) *testkit.Response {
	w.t.Helper()
	return w.call("admin", method, path, body)
}

func id(v int64) string { return strconv.FormatInt(v, 10) }

// defaultOf is the id of a type's default life cycle, from the list.
func (w *world) defaultOf(typ string) int64 {
	w.t.Helper()
	var list []summary
	w.admin(http.MethodGet, "/api/v3/life-cycles?contributionType="+typ, nil).Expect(w.t, http.StatusOK).JSON(w.t, &list)
	for _, s := range list {
		if s.IsDefault {
			return s.ID
		}
	}
	w.t.Fatalf("no default %s life cycle in %+v", typ, list)
	return 0
}

func (w *world) graph(lcID int64) graph {
	w.t.Helper()
	var g graph
	w.admin(http.MethodGet, "/api/v3/life-cycles/get-for-update/"+id(lcID), nil).Expect(w.t, http.StatusOK).JSON(w.t, &g)
	return g
}

// create posts a piece and returns its id.
func (w *world) create(path string, body any) int64 {
	w.t.Helper()
	var out struct{ ID int64 }
	w.admin(http.MethodPost, path, body).Expect(w.t, http.StatusCreated).JSON(w.t, &out)
	if out.ID == 0 {
		w.t.Fatalf("POST %s answered no id", path)
	}
	return out.ID
}

// fieldErrors maps each rejected field to its message code.
func fieldErrors(t *testing.T, res *testkit.Response) map[string]string {
	t.Helper()
	res.Expect(t, http.StatusBadRequest)
	var body struct {
		FieldErrors []struct{ Field, Message string }
	}
	res.JSON(t, &body)
	out := map[string]string{}
	for _, f := range body.FieldErrors {
		out[f.Field] = f.Message
	}
	if len(out) == 0 {
		t.Fatalf("no fieldErrors in %s", res.Body)
	}
	return out
}

func wantFields(t *testing.T, res *testkit.Response, want map[string]string) {
	t.Helper()
	got := fieldErrors(t, res)
	for f, m := range want {
		if got[f] != m {
			t.Errorf("field %s: %q, want %q (all: %v)", f, got[f], m, got)
		}
	}
}

// errorKey checks a 400 business refusal and returns its params.
func errorKey(t *testing.T, res *testkit.Response, key string) map[string]any {
	t.Helper()
	res.Expect(t, http.StatusBadRequest)
	var body struct {
		ErrorKey string
		Params   map[string]any
	}
	res.JSON(t, &body)
	if body.ErrorKey != key {
		t.Fatalf("errorKey %q, want %q: %s", body.ErrorKey, key, res.Body)
	}
	return body.Params
}

// contribution helpers: a submitted suggestion of user's, moved along by the admin (a MANAGER).
func (w *world) submitted() int64 {
	w.t.Helper()
	res := w.call("user", http.MethodPost, "/api/v3/contributions/SUGGESTION", nil).Expect(w.t, http.StatusCreated)
	cid, err := strconv.ParseInt(strings.TrimSpace(string(res.Body)), 10, 64)
	if err != nil {
		w.t.Fatalf("create contribution answered %q", res.Body)
	}
	w.call("user", http.MethodPut, "/api/v3/contributions/SUGGESTION",
		map[string]any{"id": cid, "title": "Label the spare parts shelf", "summary": "Nobody finds the fuses."}).Expect(w.t, http.StatusOK)
	w.act("user", cid, "submit").Expect(w.t, http.StatusOK)
	return cid
}

func (w *world) act(who string, cid int64, action string) *testkit.Response {
	w.t.Helper()
	return w.call(who, http.MethodPost, "/api/v3/contributions/contributionId/"+id(cid)+"/execute-action/"+action,
		map[string]any{"explanation": "Reviewed by the board."})
}

// assign makes login the only holder of role on the contribution, as the admin (a MANAGER).
func (w *world) assign(cid int64, role, login string) {
	w.t.Helper()
	var uid int64
	if err := w.env.App.DB.QueryRow(context.Background(), "SELECT id FROM app_user WHERE login = ?", login).Scan(&uid); err != nil {
		w.t.Fatal(err)
	}
	w.admin(http.MethodPost, "/api/v3/contributions/"+id(cid)+"/"+role+"/command/assign/ASSIGN_"+role,
		map[string]any{"userList": []int64{uid}}).Expect(w.t, http.StatusOK)
}

func (w *world) stateOf(cid int64) string {
	w.t.Helper()
	var d struct{ StateCode string }
	w.call("admin", http.MethodGet, "/api/v3/contributions/"+id(cid), nil).Expect(w.t, http.StatusOK).JSON(w.t, &d)
	return d.StateCode
}

func (w *world) count(query string, args ...any) int64 {
	w.t.Helper()
	var n int64
	if err := w.env.App.DB.QueryRow(context.Background(), query, args...).Scan(&n); err != nil {
		w.t.Fatalf("%s: %v", query, err)
	}
	return n
}

func TestOnlyAdministratorsAdministerLifeCycles(t *testing.T) {
	w := newWorld(t)
	lc := w.defaultOf("SUGGESTION")
	g := w.graph(lc)
	draft := g.state(t, "DRAFT")
	adminReads := []string{
		"/api/v3/life-cycles", "/api/v3/life-cycles/" + id(lc), "/api/v3/life-cycles/get-for-update/" + id(lc),
		"/api/v3/life-cycles/get-config/" + id(lc), "/api/v3/life-cycles/get-defined-types",
		"/api/v3/life-cycle-states/" + id(draft.ID), "/api/v3/state-actions/" + id(draft.Actions[0].ID),
		"/api/v3/state-commands/" + id(draft.Commands[0].ID),
	}
	for _, path := range adminReads {
		w.call("admin", http.MethodGet, path, nil).Expect(t, http.StatusOK)
		w.call("appadmin", http.MethodGet, path, nil).Expect(t, http.StatusForbidden)
		w.call("user", http.MethodGet, path, nil).Expect(t, http.StatusForbidden)
		w.call("suggestion", http.MethodGet, path, nil).Expect(t, http.StatusForbidden)
		w.call("anonymous", http.MethodGet, path, nil).Expect(t, http.StatusUnauthorized)
	}
	writes := []struct{ method, path string }{
		{http.MethodPost, "/api/v3/life-cycles"}, {http.MethodPut, "/api/v3/life-cycles"},
		{http.MethodPost, "/api/v3/life-cycle-states"}, {http.MethodPut, "/api/v3/life-cycle-states"},
		{http.MethodDelete, "/api/v3/life-cycle-states/" + id(draft.ID)}, {http.MethodPost, "/api/v3/state-actions"},
		{http.MethodDelete, "/api/v3/state-actions/" + id(draft.Actions[0].ID)}, {http.MethodDelete, "/api/v3/life-cycles/" + id(lc)},
	}
	for _, wr := range writes {
		for who, want := range map[string]int{"appadmin": 403, "user": 403, "anonymous": 401} {
			w.call(who, wr.method, wr.path, map[string]any{"name": "x"}).Expect(t, want)
		}
	}
	// The reads a contribution form or list needs: anyone signed in.
	signedIn := []string{
		"/api/v3/life-cycles/list-states-by-source/SUGGESTION/0", "/api/v3/life-cycles/" + id(lc) + "/states-ordered",
		"/api/v3/life-cycles/happy-path/" + id(lc), "/api/v3/life-cycle-states/getPossibleTargetStates/" + id(draft.ID),
	}
	for _, path := range signedIn {
		w.call("user", http.MethodGet, path, nil).Expect(t, http.StatusOK)
		w.call("appadmin", http.MethodGet, path, nil).Expect(t, http.StatusOK)
		w.call("anonymous", http.MethodGet, path, nil).Expect(t, http.StatusUnauthorized)
	}
	// Nothing changed by the refused writes.
	if after := w.graph(lc); after.codes() != g.codes() || len(after.state(t, "DRAFT").Actions) != len(draft.Actions) {
		t.Errorf("refused writes changed the life cycle: %s", after.codes())
	}
}

func TestLifeCyclesListGraphAndTypes(t *testing.T) {
	w := newWorld(t)
	res := w.admin(http.MethodGet, "/api/v3/life-cycles?page=0&size=1&sort=name,asc", nil).Expect(t, http.StatusOK)
	var page []summary
	res.JSON(t, &page)
	var first string
	if err := w.env.App.DB.QueryRow(context.Background(), "SELECT name FROM life_cycle ORDER BY name, id LIMIT 1").Scan(&first); err != nil {
		t.Fatal(err)
	}
	total := w.count("SELECT COUNT(*) FROM life_cycle")
	if res.Header.Get("x-total-count") != id(total) || total < 2 || len(page) != 1 || page[0].Name != first {
		t.Fatalf("first page: %s %+v", res.Header.Get("x-total-count"), page)
	}
	var improvement summary
	w.admin(http.MethodGet, "/api/v3/life-cycles/"+id(w.defaultOf("IMPROVEMENT")), nil).Expect(t, http.StatusOK).JSON(t, &improvement)
	if improvement.Name != "Improvement workflow" || improvement.StateCount != 9 || !improvement.IsDefault {
		t.Errorf("improvement default: %+v", improvement)
	}
	w.admin(http.MethodGet, "/api/v3/life-cycles?sort=bogus,asc", nil).Expect(t, http.StatusBadRequest)
	w.admin(http.MethodGet, "/api/v3/life-cycles?contributionType=NOPE", nil).Expect(t, http.StatusBadRequest)
	w.admin(http.MethodGet, "/api/v3/life-cycles/999999", nil).Expect(t, http.StatusNotFound)
	w.admin(http.MethodGet, "/api/v3/life-cycles/get-for-update/999999", nil).Expect(t, http.StatusNotFound)

	lc := w.defaultOf("SUGGESTION")
	g := w.graph(lc)
	if g.codes() != "DRAFT,SUBMITTED,PRE_EVALUATION,EXPERT_EVALUATION,ACCEPTED,IMPLEMENTATION,COMPLETED,REJECTED,CANCELLED" || !g.IsDefault {
		t.Fatalf("graph: %s", g.codes())
	}
	draft, expert := g.state(t, "DRAFT"), g.state(t, "EXPERT_EVALUATION")
	if !draft.IsInitial || draft.Rank != 1 || len(draft.StateDefinitionList) != 2 || draft.Tasks == nil || draft.Notifications == nil {
		t.Errorf("draft: %+v", draft)
	}
	accept := expert.action(t, "accept")
	if accept.TargetStateID != g.state(t, "ACCEPTED").ID || len(accept.Points) != 2 || accept.PostHandlers == nil ||
		len(expert.Tasks) != 1 || expert.Tasks[0].Name != "expertEvaluate" || expert.Tasks[0].DeadlineDays != 10 || len(expert.Notifications) != 2 {
		t.Errorf("expert evaluation: %+v", expert)
	}

	var types struct {
		StateTypes, ContributionRoles, Commands, ExplanationModes, ContributionTypes []string
		PostHandlers                                                                 map[string][]string
	}
	w.admin(http.MethodGet, "/api/v3/life-cycles/get-defined-types", nil).Expect(t, http.StatusOK).JSON(t, &types)
	if len(types.StateTypes) != 12 || len(types.ContributionRoles) != 17 || len(types.Commands) != 42 ||
		strings.Join(types.ExplanationModes, ",") != "NONE,OPTIONAL,REQUIRED" || strings.Join(types.ContributionTypes, ",") != "SUGGESTION,IMPROVEMENT,IDEA" ||
		len(types.PostHandlers["CHANGE_COMMENT_STATUS"]) != 3 {
		t.Errorf("defined types: %+v", types)
	}

	var cfg struct {
		summary
		Usage []struct {
			StateID           int64
			Code              string
			ContributionCount int64
			TargetedBy        int
		}
	}
	w.admin(http.MethodGet, "/api/v3/life-cycles/get-config/"+id(lc), nil).Expect(t, http.StatusOK).JSON(t, &cfg)
	if cfg.ContributionType != "SUGGESTION" || !cfg.IsOwnersChatEnabled || len(cfg.Usage) != 9 || cfg.Usage[1].Code != "SUBMITTED" || cfg.Usage[1].TargetedBy != 1 {
		t.Errorf("config: %+v", cfg)
	}
}

func TestLifeCycleWritesKeepOneDefaultPerType(t *testing.T) {
	w := newWorld(t)
	// life-cycles-competition reads a competition's own life cycle: there is no competition 7.
	w.admin(http.MethodGet, "/api/v3/life-cycles-competition/7", nil).Expect(t, http.StatusNotFound)

	wantFields(t, w.admin(http.MethodPost, "/api/v3/life-cycles", map[string]any{"name": " ", "contributionType": "CAMPAIGN"}),
		map[string]string{"name": "NotBlank", "contributionType": "Pattern"})
	wantFields(t, w.admin(http.MethodPost, "/api/v3/life-cycles", map[string]any{"name": strings.Repeat("n", 201), "contributionType": "IDEA"}),
		map[string]string{"name": "Size"})
	w.admin(http.MethodPost, "/api/v3/life-cycles", map[string]any{"id": 5, "name": "x", "contributionType": "IDEA"}).Expect(t, http.StatusBadRequest)
	w.admin(http.MethodPost, "/api/v3/life-cycles", `{"name": 5}`).Expect(t, http.StatusBadRequest)

	// The seeded IDEA life cycle is the type's default; another one starts with an initial draft state.
	seeded := w.defaultOf("IDEA")
	if g := w.graph(seeded); g.codes() != "NEW,SUBMITTED,IN_EVALUATION,SHORTLISTED,WINNER,REJECTED" {
		t.Errorf("seeded IDEA life cycle: %s", g.codes())
	}
	var idea summary
	res := w.admin(http.MethodPost, "/api/v3/life-cycles", map[string]any{"name": "Idea workflow", "contributionType": "IDEA",
		"isOwnersChatEnabled": true}).Expect(t, http.StatusCreated)
	res.JSON(t, &idea)
	if res.Header.Get("app-alert") != "inno.lifeCycle.created" || idea.IsDefault || !idea.IsActive || !idea.IsBannerEnabled || !idea.IsOwnersChatEnabled || idea.StateCount != 1 {
		t.Fatalf("created: %+v", idea)
	}
	g := w.graph(idea.ID)
	if g.codes() != "DRAFT" || !g.States[0].IsInitial || len(g.States[0].Commands) != 3 {
		t.Errorf("new life cycle: %+v", g)
	}

	// A second SUGGESTION life cycle made default takes the flag from the first.
	oldDefault := w.defaultOf("SUGGESTION")
	second := w.create("/api/v3/life-cycles", map[string]any{"name": "Fast track", "contributionType": "SUGGESTION", "isDefault": true})
	if w.defaultOf("SUGGESTION") != second {
		t.Fatal("the new default did not take over")
	}
	var old summary
	w.admin(http.MethodGet, "/api/v3/life-cycles/"+id(oldDefault), nil).Expect(t, http.StatusOK).JSON(t, &old)
	if old.IsDefault {
		t.Error("two defaults for SUGGESTION")
	}
	// New suggestions start in the new default's initial state.
	w.call("user", http.MethodPost, "/api/v3/contributions/SUGGESTION", nil).Expect(t, http.StatusCreated)
	if n := w.count("SELECT COUNT(*) FROM contribution WHERE life_cycle_id = ?", second); n != 1 {
		t.Errorf("contributions in the new default: %d", n)
	}

	// A type keeps its default: clearing it, deactivating it or deleting it is refused.
	body := map[string]any{"id": second, "name": "Fast track", "contributionType": "SUGGESTION", "isDefault": false}
	errorKey(t, w.admin(http.MethodPut, "/api/v3/life-cycles", body), "defaultLifeCycleRequired")
	body["isDefault"], body["isActive"] = true, false
	errorKey(t, w.admin(http.MethodPut, "/api/v3/life-cycles", body), "defaultLifeCycleInactive")
	errorKey(t, w.admin(http.MethodDelete, "/api/v3/life-cycles/"+id(second), nil), "defaultLifeCycleRequired")

	// Give the old one back the default; the flags change with it.
	res = w.admin(http.MethodPut, "/api/v3/life-cycles", map[string]any{"id": oldDefault, "name": "Suggestion workflow", "contributionType": "SUGGESTION",
		"isDefault": true, "isBannerEnabled": false, "isMentorExpertChatEnabled": true}).Expect(t, http.StatusOK)
	var back summary
	res.JSON(t, &back)
	if res.Header.Get("app-alert") != "inno.lifeCycle.updated" || !back.IsDefault || back.IsBannerEnabled || w.defaultOf("SUGGESTION") != oldDefault {
		t.Errorf("updated: %+v", back)
	}
	w.admin(http.MethodPut, "/api/v3/life-cycles", map[string]any{"name": "x", "contributionType": "IDEA"}).Expect(t, http.StatusBadRequest)
	w.admin(http.MethodPut, "/api/v3/life-cycles", map[string]any{"id": 999999, "name": "x", "contributionType": "IDEA"}).Expect(t, http.StatusNotFound)

	// "Fast track" has a contribution: its type cannot change and it cannot be deleted.
	params := errorKey(t, w.admin(http.MethodPut, "/api/v3/life-cycles", map[string]any{"id": second, "name": "Fast track", "contributionType": "IMPROVEMENT"}), "lifeCycleInUse")
	if params["count"] != float64(1) {
		t.Errorf("in use params: %v", params)
	}
	errorKey(t, w.admin(http.MethodDelete, "/api/v3/life-cycles/"+id(second), nil), "lifeCycleInUse")
	// An unused, non-default life cycle goes with its whole configuration.
	spare := w.create("/api/v3/life-cycles", map[string]any{"name": "Spare", "contributionType": "IMPROVEMENT"})
	w.create("/api/v3/life-cycle-states", map[string]any{"lifeCycleId": spare, "code": "REVIEW", "stateType": "EVALUATION",
		"stateDefinitionList": []map[string]any{{"language": "en", "name": "Review"}}})
	res = w.admin(http.MethodDelete, "/api/v3/life-cycles/"+id(spare), nil).Expect(t, http.StatusNoContent)
	if res.Header.Get("app-alert") != "inno.lifeCycle.deleted" {
		t.Errorf("delete alert: %v", res.Header)
	}
	w.admin(http.MethodGet, "/api/v3/life-cycles/"+id(spare), nil).Expect(t, http.StatusNotFound)
	if n := w.count("SELECT COUNT(*) FROM life_cycle_state WHERE life_cycle_id = ?", spare); n != 0 {
		t.Errorf("%d states left behind", n)
	}
}

func stateBody(lc int64, code, typ string, rank int, names ...string) map[string]any {
	var defs []map[string]any
	for i := 0; i+1 < len(names); i += 2 {
		defs = append(defs, map[string]any{"language": names[i], "name": names[i+1]})
	}
	return map[string]any{"lifeCycleId": lc, "code": code, "stateType": typ, "rank": rank, "isHappyPath": true, "stateDefinitionList": defs}
}

func TestStatesAreOrderedNamedAndValidated(t *testing.T) {
	w := newWorld(t)
	lc := w.defaultOf("IMPROVEMENT")

	wantFields(t, w.admin(http.MethodPost, "/api/v3/life-cycle-states", map[string]any{"lifeCycleId": lc, "code": "board review", "stateType": "MEETING",
		"stateDefinitionList": []map[string]any{{"language": "english", "name": ""}, {"language": "tr", "name": "x"}, {"language": "tr", "name": "y"}}}),
		map[string]string{"code": "Pattern", "stateType": "Pattern", "stateDefinitionList[0].language": "Pattern",
			"stateDefinitionList[0].name": "NotBlank", "stateDefinitionList[2].language": "Unique"})
	wantFields(t, w.admin(http.MethodPost, "/api/v3/life-cycle-states", stateBody(lc, "DRAFT", "DRAFT", 0)),
		map[string]string{"code": "Unique", "stateDefinitionList": "NotNull"})
	wantFields(t, w.admin(http.MethodPost, "/api/v3/life-cycle-states", stateBody(0, "X", "FLOW", 0, "en", "X")), map[string]string{"lifeCycleId": "NotNull"})
	errorKey(t, w.admin(http.MethodPost, "/api/v3/life-cycle-states", stateBody(999999, "X", "FLOW", 0, "en", "X")), "lifeCycleNotFound")

	// A new state at position 3 pushes the others down.
	res := w.admin(http.MethodPost, "/api/v3/life-cycle-states", stateBody(lc, "TRIAGE", "FLOW", 3, "en", "Triage", "tr", "Ön eleme")).Expect(t, http.StatusCreated)
	var triage state
	res.JSON(t, &triage)
	if res.Header.Get("app-alert") != "inno.lifeCycleState.created" || triage.Rank != 3 || triage.IsInitial || triage.Actions == nil {
		t.Fatalf("created: %+v", triage)
	}
	g := w.graph(lc)
	if g.codes() != "DRAFT,SUBMITTED,TRIAGE,PRE_EVALUATION,EXPERT_EVALUATION,ACCEPTED,IMPLEMENTATION,COMPLETED,REJECTED,CANCELLED" {
		t.Fatalf("order: %s", g.codes())
	}
	for i, s := range g.States {
		if s.Rank != i+1 {
			t.Errorf("%s has rank %d at position %d", s.Code, s.Rank, i+1)
		}
	}
	// Move it down one (rank is the position), rename it, drop it from the happy path.
	body := stateBody(lc, "TRIAGE", "EVALUATION", 4, "en", "Screening", "tr", "Eleme")
	body["id"], body["isHappyPath"] = triage.ID, false
	res = w.admin(http.MethodPut, "/api/v3/life-cycle-states", body).Expect(t, http.StatusOK)
	if res.Header.Get("app-alert") != "inno.lifeCycleState.updated" {
		t.Errorf("update alert: %v", res.Header)
	}
	g = w.graph(lc)
	if got := g.state(t, "TRIAGE"); got.Rank != 4 || got.StateType != "EVALUATION" || got.IsHappyPath || g.States[2].Code != "PRE_EVALUATION" {
		t.Errorf("after move: %s %+v", g.codes(), got)
	}
	body["code"] = "SUBMITTED"
	wantFields(t, w.admin(http.MethodPut, "/api/v3/life-cycle-states", body), map[string]string{"code": "Unique"})

	// Localized names for the contribution forms: the asked language, else English.
	var entries []entry
	w.call("user", http.MethodGet, "/api/v3/life-cycles/list-states-by-source/IMPROVEMENT/0?langkey=tr", nil).Expect(t, http.StatusOK).JSON(t, &entries)
	if len(entries) != 10 || entries[0].Name != "Taslak" || entries[3].Name != "Eleme" || !entries[0].IsInitial {
		t.Errorf("tr states: %+v", entries)
	}
	if st := entries[3].State; st.ID != entries[3].ID || len(st.StateDefinitionList) != len(entries[3].StateDefinitionList) {
		t.Errorf("nested state of the entry: %+v", entries[3])
	}
	w.call("user", http.MethodGet, "/api/v3/life-cycles/"+id(lc)+"/states-ordered?langkey=de", nil).Expect(t, http.StatusOK).JSON(t, &entries)
	if entries[3].Name != "Screening" || entries[3].Code != "TRIAGE" {
		t.Errorf("fallback to English: %+v", entries[3])
	}
	w.call("user", http.MethodGet, "/api/v3/life-cycles/list-states-by-source/IDEA/0", nil).Expect(t, http.StatusOK).JSON(t, &entries)
	if len(entries) != 6 || entries[0].Code != "NEW" {
		t.Errorf("the seeded IDEA life cycle's states: %+v", entries)
	}
	w.call("user", http.MethodGet, "/api/v3/life-cycles/list-states-by-source/NOPE/0", nil).Expect(t, http.StatusBadRequest)
	w.call("user", http.MethodGet, "/api/v3/life-cycles/list-states-by-source/IDEA/x", nil).Expect(t, http.StatusBadRequest)
	w.call("user", http.MethodGet, "/api/v3/life-cycles/happy-path/"+id(lc), nil).Expect(t, http.StatusOK).JSON(t, &entries)
	var happy []string
	for _, e := range entries {
		happy = append(happy, e.Code)
	}
	if strings.Join(happy, ",") != "DRAFT,SUBMITTED,PRE_EVALUATION,EXPERT_EVALUATION,ACCEPTED,IMPLEMENTATION,COMPLETED" {
		t.Errorf("happy path: %v", happy)
	}
	w.call("user", http.MethodGet, "/api/v3/life-cycles/happy-path/999999", nil).Expect(t, http.StatusNotFound)
	w.call("user", http.MethodGet, "/api/v3/life-cycle-states/getPossibleTargetStates/"+id(g.state(t, "PRE_EVALUATION").ID), nil).Expect(t, http.StatusOK).JSON(t, &entries)
	var targets []string
	for _, e := range entries {
		targets = append(targets, e.Code+":"+strings.Join(e.Actions, "+"))
	}
	if strings.Join(targets, ",") != "DRAFT:return-to-owner,EXPERT_EVALUATION:send-to-expert,REJECTED:reject" {
		t.Errorf("possible targets: %v", targets)
	}

	// One initial state: it moves by making another initial, never by clearing it.
	draft := g.state(t, "DRAFT")
	body = stateBody(lc, "DRAFT", "DRAFT", 0, "en", "Draft")
	body["id"], body["isInitial"] = draft.ID, false
	errorKey(t, w.admin(http.MethodPut, "/api/v3/life-cycle-states", body), "initialStateRequired")
	errorKey(t, w.admin(http.MethodDelete, "/api/v3/life-cycle-states/"+id(draft.ID), nil), "initialStateRequired")
	body = stateBody(lc, "TRIAGE", "DRAFT", 0, "en", "Screening")
	body["id"], body["isInitial"] = triage.ID, true
	w.admin(http.MethodPut, "/api/v3/life-cycle-states", body).Expect(t, http.StatusOK)
	g = w.graph(lc)
	if !g.state(t, "TRIAGE").IsInitial || g.state(t, "DRAFT").IsInitial || g.state(t, "TRIAGE").Rank != 4 {
		t.Errorf("initial moved: %+v", g.States)
	}
	var got state
	w.admin(http.MethodGet, "/api/v3/life-cycle-states/"+id(triage.ID), nil).Expect(t, http.StatusOK).JSON(t, &got)
	if got.Code != "TRIAGE" || len(got.StateDefinitionList) != 1 || got.StateDefinitionList[0].Name != "Screening" {
		t.Errorf("get state: %+v", got)
	}
	w.admin(http.MethodGet, "/api/v3/life-cycle-states/999999", nil).Expect(t, http.StatusNotFound)
	body["id"] = 999999
	w.admin(http.MethodPut, "/api/v3/life-cycle-states", body).Expect(t, http.StatusNotFound)
}

func TestConfigurationPiecesCRUD(t *testing.T) {
	w := newWorld(t)
	lc := w.defaultOf("SUGGESTION")
	other := w.defaultOf("IMPROVEMENT")
	g := w.graph(lc)
	expert, accepted, rejected := g.state(t, "EXPERT_EVALUATION"), g.state(t, "ACCEPTED"), g.state(t, "REJECTED")
	foreign := w.graph(other).state(t, "ACCEPTED")

	// state-actions
	wantFields(t, w.admin(http.MethodPost, "/api/v3/state-actions", map[string]any{"stateId": expert.ID, "name": "accept", "targetStateId": foreign.ID,
		"roles": []string{"EXPERT", "CEO"}, "explanation": "SOMETIMES"}),
		map[string]string{"name": "Unique", "targetStateId": "SameLifeCycle", "roles": "Pattern", "explanation": "Pattern"})
	wantFields(t, w.admin(http.MethodPost, "/api/v3/state-actions", map[string]any{"stateId": expert.ID, "name": "go home", "roles": []string{}}),
		map[string]string{"name": "Pattern", "targetStateId": "NotNull", "roles": "NotNull"})
	wantFields(t, w.admin(http.MethodPost, "/api/v3/state-actions", map[string]any{"name": "x"}), map[string]string{"stateId": "NotNull"})
	errorKey(t, w.admin(http.MethodPost, "/api/v3/state-actions", map[string]any{"stateId": 999999, "name": "x"}), "stateNotFound")
	res := w.admin(http.MethodPost, "/api/v3/state-actions", map[string]any{"stateId": expert.ID, "name": "park", "targetStateId": rejected.ID,
		"roles": []string{"MANAGER", "EXPERT", "MANAGER"}}).Expect(t, http.StatusCreated)
	var park action
	res.JSON(t, &park)
	if res.Header.Get("app-alert") != "inno.stateAction.created" || park.Explanation != "NONE" || strings.Join(park.Roles, ",") != "MANAGER,EXPERT" || park.Rank != 3 {
		t.Fatalf("created action: %+v", park)
	}
	res = w.admin(http.MethodPut, "/api/v3/state-actions", map[string]any{"id": park.ID, "stateId": 1, "name": "park", "targetStateId": accepted.ID,
		"roles": []string{"MANAGER"}, "explanation": "REQUIRED"}).Expect(t, http.StatusOK)
	res.JSON(t, &park)
	if park.StateID != expert.ID || park.TargetStateID != accepted.ID || park.Explanation != "REQUIRED" || park.Rank != 3 {
		t.Errorf("updated action (its state stays): %+v", park)
	}
	w.admin(http.MethodGet, "/api/v3/state-actions/"+id(park.ID), nil).Expect(t, http.StatusOK).JSON(t, &park)
	if park.Name != "park" || len(park.Roles) != 1 {
		t.Errorf("get action: %+v", park)
	}
	w.admin(http.MethodPut, "/api/v3/state-actions", map[string]any{"name": "park"}).Expect(t, http.StatusBadRequest)

	// action-point-definitions and action-post-handlers hang below the action.
	wantFields(t, w.admin(http.MethodPost, "/api/v3/action-point-definitions", map[string]any{"actionId": park.ID, "role": "BOSS", "points": 200000}),
		map[string]string{"role": "Pattern", "points": "Max"})
	pid := w.create("/api/v3/action-point-definitions", map[string]any{"actionId": park.ID, "role": "OWNER", "points": 7, "share": true})
	wantFields(t, w.admin(http.MethodPost, "/api/v3/action-point-definitions", map[string]any{"actionId": park.ID, "role": "OWNER", "points": 1}),
		map[string]string{"role": "Unique"})
	w.admin(http.MethodPut, "/api/v3/action-point-definitions", map[string]any{"id": pid, "role": "OWNER", "points": 9}).Expect(t, http.StatusOK)
	errorKey(t, w.admin(http.MethodPost, "/api/v3/action-point-definitions", map[string]any{"actionId": 999999, "role": "OWNER", "points": 1}), "actionNotFound")
	wantFields(t, w.admin(http.MethodPost, "/api/v3/action-post-handlers", map[string]any{"actionId": park.ID, "handler": "CHANGE_COMMENT_STATUS", "parameter": "MAYBE"}),
		map[string]string{"parameter": "Pattern"})
	wantFields(t, w.admin(http.MethodPost, "/api/v3/action-post-handlers", map[string]any{"actionId": park.ID, "handler": "ASSIGN_FIELD_MENTORS", "parameter": "x"}),
		map[string]string{"parameter": "Pattern"})
	wantFields(t, w.admin(http.MethodPost, "/api/v3/action-post-handlers", map[string]any{"actionId": park.ID, "handler": "LAUNCH_ROCKET"}),
		map[string]string{"handler": "Pattern"})
	// The comment status in the spec's other reading is stored in the one the contributions keep.
	hid := w.create("/api/v3/action-post-handlers", map[string]any{"actionId": park.ID, "handler": "CHANGE_COMMENT_STATUS", "parameter": "VISIBLE_AND_CLOSED"})
	if pa := w.graph(lc).state(t, "EXPERT_EVALUATION").action(t, "park"); len(pa.PostHandlers) != 1 || pa.PostHandlers[0].Parameter != "CLOSED" {
		t.Errorf("a VISIBLE_AND_CLOSED comment status post handler: %+v", pa.PostHandlers)
	}
	w.admin(http.MethodPut, "/api/v3/action-post-handlers", map[string]any{"id": hid, "handler": "NOTIFY_ROLE", "parameter": "MENTOR"}).Expect(t, http.StatusOK)
	pa := w.graph(lc).state(t, "EXPERT_EVALUATION").action(t, "park")
	if len(pa.Points) != 1 || pa.Points[0].Points != 9 || pa.Points[0].Share || len(pa.PostHandlers) != 1 || pa.PostHandlers[0].Parameter != "MENTOR" {
		t.Errorf("action below pieces: %+v", pa)
	}

	// state-task-definitions
	wantFields(t, w.admin(http.MethodPost, "/api/v3/state-task-definitions", map[string]any{"stateId": accepted.ID, "name": "", "role": "", "deadlineDays": 0}),
		map[string]string{"name": "NotBlank", "role": "NotBlank", "deadlineDays": "Min"})
	tid := w.create("/api/v3/state-task-definitions", map[string]any{"stateId": accepted.ID, "name": "budget", "role": "MANAGER", "deadlineDays": 5, "sendEmail": true})
	var task struct {
		Name         string
		DeadlineDays int
		SendEmail    bool
	}
	w.admin(http.MethodPut, "/api/v3/state-task-definitions", map[string]any{"id": tid, "name": "approve budget", "role": "MANAGER", "deadlineDays": 3}).
		Expect(t, http.StatusOK).JSON(t, &task)
	if task.Name != "approve budget" || task.DeadlineDays != 3 || task.SendEmail {
		t.Errorf("task: %+v", task)
	}

	// state-commands with their task and point definitions
	wantFields(t, w.admin(http.MethodPost, "/api/v3/state-commands", map[string]any{"stateId": accepted.ID, "command": "VIEW_HISTORY", "roles": []string{"OWNER"}}),
		map[string]string{"command": "Unique"})
	wantFields(t, w.admin(http.MethodPost, "/api/v3/state-commands", map[string]any{"stateId": accepted.ID, "command": "SELF_DESTRUCT", "roles": []string{}}),
		map[string]string{"command": "Pattern", "roles": "NotNull"})
	cid := w.create("/api/v3/state-commands", map[string]any{"stateId": accepted.ID, "command": "ASSIGN_BOARD1", "roles": []string{"MANAGER"}})
	w.admin(http.MethodPut, "/api/v3/state-commands", map[string]any{"id": cid, "command": "ASSIGN_BOARD1", "roles": []string{"MANAGER", "MENTOR"}}).Expect(t, http.StatusOK)
	wantFields(t, w.admin(http.MethodPost, "/api/v3/command-task-definitions", map[string]any{"commandId": cid, "name": "x", "role": "BOARD1", "deadlineDays": 4000}),
		map[string]string{"deadlineDays": "Max"})
	ctid := w.create("/api/v3/command-task-definitions", map[string]any{"commandId": cid, "name": "board meeting", "role": "BOARD1", "deadlineDays": 14})
	w.admin(http.MethodPut, "/api/v3/command-task-definitions", map[string]any{"id": ctid, "name": "board meeting", "role": "BOARD1", "deadlineDays": 21, "sendEmail": true}).Expect(t, http.StatusOK)
	cpid := w.create("/api/v3/command-point-definitions", map[string]any{"commandId": cid, "role": "BOARD1", "points": 3})
	var cp struct {
		CommandID int64
		Points    int
		Share     bool
	}
	w.admin(http.MethodPut, "/api/v3/command-point-definitions", map[string]any{"id": cpid, "role": "BOARD1", "points": 4, "share": true}).
		Expect(t, http.StatusOK).JSON(t, &cp)
	if cp.CommandID != cid || cp.Points != 4 || !cp.Share {
		t.Errorf("command points: %+v", cp)
	}
	wantFields(t, w.admin(http.MethodPost, "/api/v3/command-point-definitions", map[string]any{"commandId": cid, "role": "BOARD1", "points": 3}),
		map[string]string{"role": "Unique"})
	errorKey(t, w.admin(http.MethodPost, "/api/v3/command-point-definitions", map[string]any{"commandId": 999999, "role": "BOARD1", "points": 3}), "commandNotFound")

	// state-change-notifications
	wantFields(t, w.admin(http.MethodPost, "/api/v3/state-change-notifications", map[string]any{"stateId": accepted.ID, "role": "OWNER", "sendEmail": true}),
		map[string]string{"role": "Unique"})
	nid := w.create("/api/v3/state-change-notifications", map[string]any{"stateId": accepted.ID, "role": "MENTOR", "sendEmail": true})
	w.admin(http.MethodPut, "/api/v3/state-change-notifications", map[string]any{"id": nid, "role": "IMPLEMENTER", "sendEmail": false}).Expect(t, http.StatusOK)

	acc := w.graph(lc).state(t, "ACCEPTED")
	var cmd = acc.Commands[len(acc.Commands)-1]
	if len(acc.Tasks) != 2 || len(acc.Notifications) != 2 || acc.Notifications[1].Role != "IMPLEMENTER" || acc.Notifications[1].SendEmail ||
		cmd.Command != "ASSIGN_BOARD1" || strings.Join(cmd.Roles, ",") != "MANAGER,MENTOR" || len(cmd.TaskDefinitions) != 1 || len(cmd.PointDefinitions) != 1 {
		t.Errorf("accepted state pieces: %+v", acc)
	}

	// Every piece reads and deletes by id; a deleted command takes its definitions along.
	for _, p := range []struct {
		path  string
		id    int64
		alert string
	}{
		{"/api/v3/action-post-handlers/", hid, "actionPostHandler"},
		{"/api/v3/action-point-definitions/", pid, "actionPointDefinition"},
		{"/api/v3/state-task-definitions/", tid, "stateTaskDefinition"},
		{"/api/v3/command-task-definitions/", ctid, "commandTaskDefinition"},
		{"/api/v3/state-commands/", cid, "stateCommand"},
		{"/api/v3/state-change-notifications/", nid, "stateChangeNotification"},
		{"/api/v3/state-actions/", park.ID, "stateAction"},
	} {
		w.admin(http.MethodGet, p.path+id(p.id), nil).Expect(t, http.StatusOK)
		res := w.admin(http.MethodDelete, p.path+id(p.id), nil).Expect(t, http.StatusNoContent)
		if res.Header.Get("app-alert") != "inno."+p.alert+".deleted" {
			t.Errorf("%s delete alert %q", p.path, res.Header.Get("app-alert"))
		}
		w.admin(http.MethodGet, p.path+id(p.id), nil).Expect(t, http.StatusNotFound)
		w.admin(http.MethodDelete, p.path+id(p.id), nil).Expect(t, http.StatusNotFound)
	}
	w.admin(http.MethodGet, "/api/v3/command-point-definitions/"+id(cpid), nil).Expect(t, http.StatusNotFound)
	w.admin(http.MethodGet, "/api/v3/state-actions/abc", nil).Expect(t, http.StatusBadRequest)
}

func TestDeletingAStateNeverStrandsContributions(t *testing.T) {
	w := newWorld(t)
	lc := w.defaultOf("SUGGESTION")
	g := w.graph(lc)
	draft, submitted, pre := g.state(t, "DRAFT"), g.state(t, "SUBMITTED"), g.state(t, "PRE_EVALUATION")
	const counter = "SELECT COALESCE(SUM(n), 0) FROM contribution_count WHERE state_id = ?"
	const inState = "SELECT COUNT(*) FROM contribution WHERE state_id = ?"
	before := w.count(counter, submitted.ID) // whatever the seed holds
	cid := w.submitted()
	if w.stateOf(cid) != "SUBMITTED" {
		t.Fatalf("contribution in %s", w.stateOf(cid))
	}
	moving := w.count(inState, submitted.ID)
	if got := w.count(counter, submitted.ID); got != before+1 || got != moving {
		t.Fatalf("counter of SUBMITTED: %d, want %d (%d contributions in it)", got, before+1, moving)
	}
	preBefore := w.count(counter, pre.ID)
	draftsBefore := w.count(inState, draft.ID)

	// In use: refused, nothing changed.
	params := errorKey(t, w.admin(http.MethodDelete, "/api/v3/life-cycle-states/"+id(submitted.ID), nil), "stateInUse")
	if params["count"] != float64(moving) || params["actions"] != float64(1) {
		t.Errorf("stateInUse params: %v, want count %d", params, moving)
	}
	// The target must be another state of the same life cycle.
	foreign := w.graph(w.defaultOf("IMPROVEMENT")).state(t, "ACCEPTED")
	for _, bad := range []int64{foreign.ID, submitted.ID, 999999} {
		errorKey(t, w.admin(http.MethodDelete, "/api/v3/life-cycle-states/"+id(submitted.ID)+"?moveTo="+id(bad), nil), "moveToInvalid")
	}
	w.admin(http.MethodDelete, "/api/v3/life-cycle-states/"+id(submitted.ID)+"?moveTo=abc", nil).Expect(t, http.StatusBadRequest)
	if w.stateOf(cid) != "SUBMITTED" || len(w.graph(lc).States) != 9 {
		t.Fatal("a refused delete changed something")
	}

	// With a target: moved in one transaction, counters, history, tasks and actions follow.
	res := w.admin(http.MethodDelete, "/api/v3/life-cycle-states/"+id(submitted.ID)+"?moveTo="+id(pre.ID), nil).Expect(t, http.StatusNoContent)
	if res.Header.Get("x-moved-count") != id(moving) || res.Header.Get("app-alert") != "inno.lifeCycleState.deleted" {
		t.Errorf("delete headers: %v", res.Header)
	}
	if w.stateOf(cid) != "PRE_EVALUATION" {
		t.Errorf("moved to %s", w.stateOf(cid))
	}
	if n := w.count("SELECT COUNT(*) FROM contribution_count WHERE state_id = ?", submitted.ID); n != 0 {
		t.Errorf("%d counter rows left for the deleted state", n)
	}
	if got := w.count(counter, pre.ID); got != preBefore+moving || got != w.count(inState, pre.ID) {
		t.Errorf("PRE_EVALUATION counter %d, want %d", got, preBefore+moving)
	}
	var history []struct {
		Category, Action string
		FromStateID      *int64
		ToStateID        *int64
		ToStateName      string
	}
	w.call("user", http.MethodGet, "/api/v3/contribution-histories/"+id(cid)+"/category/STATE", nil).Expect(t, http.StatusOK).JSON(t, &history)
	last := history[len(history)-1]
	if last.Action != "state-deleted" || last.FromStateID == nil || *last.FromStateID != submitted.ID || last.ToStateID == nil || *last.ToStateID != pre.ID || last.ToStateName != "Pre-evaluation" {
		t.Errorf("history: %+v", history)
	}
	if n := w.count("SELECT COUNT(*) FROM contribution_task WHERE contribution_id = ? AND state_id = ? AND closed_status = 'CANCELED'", cid, pre.ID); n != 1 {
		t.Errorf("the SUBMITTED task was not cancelled and moved: %d", n)
	}
	after := w.graph(lc)
	if after.codes() != "DRAFT,PRE_EVALUATION,EXPERT_EVALUATION,ACCEPTED,IMPLEMENTATION,COMPLETED,REJECTED,CANCELLED" {
		t.Errorf("states after delete: %s", after.codes())
	}
	if after.state(t, "DRAFT").action(t, "submit").TargetStateID != pre.ID || after.state(t, "PRE_EVALUATION").Rank != 2 {
		t.Errorf("submit now leads to %d", after.state(t, "DRAFT").action(t, "submit").TargetStateID)
	}
	// The engine goes on from there (an expert assigned first: the workflow guard).
	w.assign(cid, "EXPERT", "suggestion")
	w.act("admin", cid, "send-to-expert").Expect(t, http.StatusOK)
	if w.stateOf(cid) != "EXPERT_EVALUATION" {
		t.Errorf("after send-to-expert: %s", w.stateOf(cid))
	}
	// And a new draft submits straight to pre-evaluation.
	res = w.call("user", http.MethodPost, "/api/v3/contributions/SUGGESTION", nil).Expect(t, http.StatusCreated)
	if w.count(inState, draft.ID) != draftsBefore+1 {
		t.Errorf("new draft not in DRAFT: %s", res.Body)
	}

	// A state nothing refers to goes without a target.
	spare := w.create("/api/v3/life-cycle-states", stateBody(lc, "SPARE", "FLOW", 0, "en", "Spare"))
	w.admin(http.MethodDelete, "/api/v3/life-cycle-states/"+id(spare), nil).Expect(t, http.StatusNoContent)
	w.admin(http.MethodDelete, "/api/v3/life-cycle-states/"+id(spare), nil).Expect(t, http.StatusNotFound)
	// A state only an action leads to is in use too.
	lonely := w.create("/api/v3/life-cycle-states", stateBody(lc, "LONELY", "FLOW", 0, "en", "Lonely"))
	w.create("/api/v3/state-actions", map[string]any{"stateId": pre.ID, "name": "to-lonely", "targetStateId": lonely, "roles": []string{"MANAGER"}})
	params = errorKey(t, w.admin(http.MethodDelete, "/api/v3/life-cycle-states/"+id(lonely), nil), "stateInUse")
	if params["count"] != float64(0) || params["actions"] != float64(1) || params["tasks"] != float64(0) {
		t.Errorf("LONELY in use: %v", params)
	}
}

func TestANewStateIsUsedByTheEngine(t *testing.T) {
	w := newWorld(t)
	lc := w.defaultOf("SUGGESTION")
	g := w.graph(lc)
	expert, accepted := g.state(t, "EXPERT_EVALUATION"), g.state(t, "ACCEPTED")

	board := w.create("/api/v3/life-cycle-states", stateBody(lc, "BOARD_REVIEW", "EVALUATION", expert.Rank+1, "en", "Board review", "tr", "Kurul incelemesi"))
	toBoard := w.create("/api/v3/state-actions", map[string]any{"stateId": expert.ID, "name": "send-to-board", "targetStateId": board,
		"roles": []string{"EXPERT", "MANAGER"}, "explanation": "OPTIONAL"})
	w.create("/api/v3/action-point-definitions", map[string]any{"actionId": toBoard, "role": "OWNER", "points": 5})
	w.create("/api/v3/state-actions", map[string]any{"stateId": board, "name": "board-accept", "targetStateId": accepted.ID,
		"roles": []string{"MANAGER"}, "explanation": "NONE"})
	w.create("/api/v3/state-task-definitions", map[string]any{"stateId": board, "name": "boardDecision", "role": "MANAGER", "deadlineDays": 5})
	w.create("/api/v3/state-commands", map[string]any{"stateId": board, "command": "VIEW_HISTORY", "roles": []string{"OWNER", "MANAGER"}})
	w.create("/api/v3/state-change-notifications", map[string]any{"stateId": board, "role": "OWNER", "sendEmail": true})

	cid := w.submitted()
	w.assign(cid, "MENTOR", "suggestion")
	w.act("admin", cid, "start-pre-evaluation").Expect(t, http.StatusOK)
	w.assign(cid, "EXPERT", "suggestion")
	w.act("admin", cid, "send-to-expert").Expect(t, http.StatusOK)
	res := w.act("admin", cid, "send-to-board").Expect(t, http.StatusOK)
	var d struct {
		StateCode, StateName string
		Actions              []struct{ Name string }
	}
	res.JSON(t, &d)
	if d.StateCode != "BOARD_REVIEW" || d.StateName != "Board review" || len(d.Actions) != 1 || d.Actions[0].Name != "board-accept" {
		t.Fatalf("in the new state: %+v", d)
	}
	var tr struct{ StateName string }
	w.call("user", http.MethodGet, "/api/v3/contributions/"+id(cid)+"?langkey=tr", nil).Expect(t, http.StatusOK).JSON(t, &tr)
	if tr.StateName != "Kurul incelemesi" {
		t.Errorf("Turkish name: %q", tr.StateName)
	}
	if n := w.count("SELECT COUNT(*) FROM contribution_task WHERE contribution_id = ? AND state_id = ? AND name = 'boardDecision' AND closed_status IS NULL", cid, board); n != 1 {
		t.Errorf("the new state's task was not opened: %d", n)
	}
	if n := w.count("SELECT COUNT(*) FROM user_point WHERE contribution_id = ? AND reason = 'action:send-to-board'", cid); n != 1 {
		t.Errorf("points of the new action: %d", n)
	}
	w.waitMailWith("user@inno.example", "Board review")
	w.act("admin", cid, "board-accept").Expect(t, http.StatusOK)
	if w.stateOf(cid) != "ACCEPTED" {
		t.Errorf("after board-accept: %s", w.stateOf(cid))
	}
	if n := w.count("SELECT COUNT(*) FROM contribution_task WHERE contribution_id = ? AND state_id = ? AND closed_status = 'ON_TIME_DONE'", cid, board); n != 1 {
		t.Errorf("the board's task was not closed as done: %d", n)
	}
	// Now the state is in use: deleting it needs a target.
	errorKey(t, w.admin(http.MethodDelete, "/api/v3/life-cycle-states/"+id(board), nil), "stateInUse")
}

// waitMailWith waits for a message to addr whose text contains text.
func (w *world) waitMailWith(addr, text string) {
	w.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		for _, m := range w.env.Mail.Messages() {
			if slices.Contains(m.To, addr) && strings.Contains(m.Text, text) {
				return
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	w.t.Fatalf("no mail to %s containing %q", addr, text)
}

// Two administrators adding the same state at once: one wins, the other
// gets the field error, never a 500; the ranks stay a clean sequence.
func TestConcurrentEditsQueue(t *testing.T) {
	w := newWorld(t)
	lc := w.defaultOf("SUGGESTION")
	const n = 6
	statuses := make([]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			code := "PARALLEL"
			if i%2 == 1 {
				code = "PARALLEL_" + strconv.Itoa(i)
			}
			statuses[i] = w.admin(http.MethodPost, "/api/v3/life-cycle-states", stateBody(lc, code, "FLOW", 2, "en", "Parallel")).Status
		}()
	}
	wg.Wait()
	created, refused := 0, 0
	for _, s := range statuses {
		switch s {
		case http.StatusCreated:
			created++
		case http.StatusBadRequest:
			refused++
		default:
			t.Errorf("status %d", s)
		}
	}
	if created != 4 || refused != 2 {
		t.Errorf("created %d, refused %d: %v", created, refused, statuses)
	}
	g := w.graph(lc)
	for i, s := range g.States {
		if s.Rank != i+1 {
			t.Errorf("%s has rank %d at position %d", s.Code, s.Rank, i+1)
		}
	}
	if len(g.States) != 13 {
		t.Errorf("%d states: %s", len(g.States), g.codes())
	}

	// Several life cycles made the default at once: no failure, one default at the end.
	ids := []int64{lc}
	for i := range 3 {
		ids = append(ids, w.create("/api/v3/life-cycles", map[string]any{"name": "Variant " + strconv.Itoa(i), "contributionType": "SUGGESTION"}))
	}
	for round := range 3 {
		var wg sync.WaitGroup
		for i, lcID := range ids {
			wg.Add(1)
			go func() {
				defer wg.Done()
				res := w.admin(http.MethodPut, "/api/v3/life-cycles", map[string]any{"id": lcID, "name": "Variant " + strconv.Itoa(i),
					"contributionType": "SUGGESTION", "isDefault": true})
				if res.Status != http.StatusOK {
					t.Errorf("round %d: make %d default: %d %s", round, lcID, res.Status, res.Body)
				}
			}()
		}
		wg.Wait()
		if n := w.count("SELECT COUNT(*) FROM life_cycle WHERE contribution_type = 'SUGGESTION' AND is_default = ?", true); n != 1 {
			t.Errorf("round %d: %d defaults", round, n)
		}
	}
}

// Lists follow a change to a state at once: a renamed state shows its new
// name, and a state retyped as a draft takes its contributions out of the
// "all" list and its total (the publish state of the contributions in it
// follows the state's type).
func TestListsFollowStateChangesAtOnce(t *testing.T) {
	w := newWorld(t)
	lc := w.defaultOf("SUGGESTION")
	submitted := w.graph(lc).state(t, "SUBMITTED")
	cid := w.submitted()
	type item struct {
		ID        int64
		StateName string
		StateType string
	}
	list := func() (map[int64]item, string) {
		var items []item
		res := w.call("admin", http.MethodGet, "/api/v3/contributions/SUGGESTION/0/all?size=100", nil).Expect(t, http.StatusOK)
		res.JSON(t, &items)
		byID := map[int64]item{}
		for _, it := range items {
			byID[it.ID] = it
		}
		return byID, res.Header.Get("x-total-count")
	}
	before, total := list()
	if before[cid].StateName != "Submitted" {
		t.Fatalf("submitted contribution listed as %+v", before[cid])
	}
	put := func(typ, name string) {
		body := stateBody(lc, "SUBMITTED", typ, submitted.Rank, "en", name)
		body["id"] = submitted.ID
		w.admin(http.MethodPut, "/api/v3/life-cycle-states", body).Expect(t, http.StatusOK)
	}

	put("SUBMITTED", "Received")
	if got, n := list(); got[cid].StateName != "Received" || n != total {
		t.Errorf("after the rename: %+v, total %s (was %s)", got[cid], n, total)
	}

	put("DRAFT", "Received")
	if n := w.count("SELECT COUNT(*) FROM contribution WHERE id = ? AND publish_state = 'DRAFT'", cid); n != 1 {
		t.Errorf("publish state did not follow the state's type")
	}
	got, n := list()
	if _, listed := got[cid]; listed {
		t.Errorf("a contribution in a draft state is listed: %+v", got[cid])
	}
	if want := id(mustInt(t, total) - int64(w.count("SELECT COUNT(*) FROM contribution WHERE state_id = ?", submitted.ID))); n != want {
		t.Errorf("total after retyping to draft: %s, want %s", n, want)
	}

	put("SUBMITTED", "Received")
	if got, n := list(); got[cid].StateType != "SUBMITTED" || n != total {
		t.Errorf("after retyping back: %+v, total %s, want %s", got[cid], n, total)
	}
}

func mustInt(t *testing.T, s string) int64 {
	t.Helper()
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		t.Fatalf("not a number: %q", s)
	}
	return n
}
