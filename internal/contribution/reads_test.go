package contribution_test

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/testkit"
)

type stateCount struct {
	StateID      int64
	StateCode    string
	StateType    string
	StateName    string
	PublishState string
	Count        int64
	OwnCount     int64
}

type publishCount struct {
	PublishState string
	Count        int64
	OwnCount     int64
}

type counts struct {
	ContributionType string
	ParentID         int64 `json:"campaignOrCompetitionId"`
	Total            int64
	Mine             int64
	Assigned         int64
	States           []stateCount
	PublishStates    []publishCount
}

func (w *world) counts(who, path string) counts {
	w.T.Helper()
	var c counts
	w.Env.Get("/api/v3/contributions/"+path, w.Tok[who]).Expect(w.T, http.StatusOK).JSON(w.T, &c)
	return c
}

// total is the x-total-count of a list call.
func (w *world) total(who, path string) int64 {
	w.T.Helper()
	_, total := w.list(who, path)
	n, err := strconv.ParseInt(total, 10, 64)
	if err != nil {
		w.T.Fatalf("%s: x-total-count %q", path, total)
	}
	return n
}

// errorBody checks the error contract of docs/api-foundation.md.
func errorBody(t *testing.T, res *testkit.Response, status int, key string) {
	t.Helper()
	res.ExpectError(t, status, key)
}

// The count object counts what the caller's three lists hold.
func TestCountsFollowTheLists(t *testing.T) {
	w := newWorld(t)
	var submitted []int64
	for i := 0; i < 3; i++ {
		id := w.Create("user", "SUGGESTION")
		w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
		submitted = append(submitted, id)
	}
	w.Create("user", "SUGGESTION") // a draft
	ext := w.Create("external", "SUGGESTION")
	w.Act("external", ext, "submit", nil).Expect(t, http.StatusOK)
	w.assign("suggestion", submitted[0], "MENTOR", "competition").Expect(t, http.StatusOK)

	agree := func(who string) counts {
		t.Helper()
		c := w.counts(who, "SUGGESTION/0?langkey=tr")
		if c.ContributionType != "SUGGESTION" || c.ParentID != 0 {
			t.Errorf("%s: %+v", who, c)
		}
		for scope, n := range map[string]int64{"all": c.Total, "mine": c.Mine, "assigned": c.Assigned} {
			if want := w.total(who, "SUGGESTION/0/"+scope); n != want {
				t.Errorf("%s: %s counted %d, the list holds %d", who, scope, n, want)
			}
		}
		var sum, own int64
		for _, s := range c.States {
			sum, own = sum+s.Count, own+s.OwnCount
			if s.Count > 0 {
				if want := w.total(who, "SUGGESTION/0/all?stateId="+itoa(s.StateID)); s.Count != want {
					t.Errorf("%s: state %s counted %d, the list holds %d", who, s.StateCode, s.Count, want)
				}
			}
			if s.StateCode == "" || s.StateName == "" || s.StateName == "Undefined" {
				t.Errorf("%s: unnamed state %+v", who, s)
			}
		}
		var psum int64
		for _, p := range c.PublishStates {
			psum += p.Count
		}
		if sum != c.Total || own != c.Mine || psum != c.Total {
			t.Errorf("%s: states add up to %d/%d, publish states to %d; total %d, mine %d", who, sum, own, psum, c.Total, c.Mine)
		}
		return c
	}
	if c := agree("external"); c.Total != 4 || c.Mine != 1 || c.Assigned != 0 {
		t.Errorf("external: %+v", c)
	}
	c := agree("user")
	if c.Total != 4 || c.Mine != 4 || c.Assigned != 0 {
		t.Errorf("user: %+v", c)
	}
	// The draft is the owner's only: counted as theirs, not in "all".
	var draft *stateCount
	for i := range c.States {
		if c.States[i].PublishState == "DRAFT" { // a state of type NEW or DRAFT
			draft = &c.States[i]
		}
	}
	if draft == nil || draft.Count != 0 || draft.OwnCount != 1 || draft.StateName != "Taslak" || c.PublishStates[0] != (publishCount{"DRAFT", 0, 1}) {
		t.Errorf("the draft: %+v in %+v", draft, c.PublishStates)
	}
	if c := agree("competition"); c.Assigned != 1 || c.Mine != 0 {
		t.Errorf("mentor: %+v", c)
	}

	// A hidden contribution leaves the counts of those without a role on it.
	w.Call("suggestion", http.MethodPost, "/api/v3/contributions/changeVisibility", map[string]any{"contributionId": submitted[1], "visible": false}).Expect(t, http.StatusOK)
	if c := agree("external"); c.Total != 3 {
		t.Errorf("external after hiding: %+v", c)
	}
	if c := agree("user"); c.Total != 4 {
		t.Errorf("owner after hiding: %+v", c)
	}
	// Another campaign holds nothing.
	if c := w.counts("user", "SUGGESTION/424242"); c.Total != 0 || c.Mine != 0 || len(c.States) != 0 || len(c.PublishStates) != 0 || c.ParentID != 424242 {
		t.Errorf("another campaign: %+v", c)
	}

	// Bad input and who may not.
	errorBody(t, w.Env.Get("/api/v3/contributions/SUGGESTION/x", w.Tok["user"]), http.StatusBadRequest, "")
	errorBody(t, w.Env.Get("/api/v3/contributions/SUGGESTION/-1", w.Tok["user"]), http.StatusBadRequest, "")
	errorBody(t, w.Env.Get("/api/v3/contributions/CAMPAIGN/0", w.Tok["user"]), http.StatusBadRequest, "contributionTypeInvalid")
	errorBody(t, w.Env.Get("/api/v3/contributions/SUGGESTION/0", ""), http.StatusUnauthorized, "")
	w.Call("admin", http.MethodPut, "/api/v3/config/update-config", map[string]any{
		"moduleSubmitListSettings": map[string]any{"SUGGESTION": map[string]any{"listingEnabled": "INTERNAL", "submitEnabled": "INTERNAL"}},
	}).Expect(t, http.StatusOK)
	errorBody(t, w.Env.Get("/api/v3/contributions/SUGGESTION/0", w.Tok["external"]), http.StatusForbidden, "")
}

func (w *world) idList(who, path string) ([]int64, string) {
	w.T.Helper()
	res := w.Env.Get("/api/v3/contributions/id/"+path, w.Tok[who]).Expect(w.T, http.StatusOK)
	var ids []int64
	res.JSON(w.T, &ids)
	return ids, res.Header.Get("x-total-count")
}

func rowIDs(rows []listRow) []int64 {
	out := []int64{}
	for _, r := range rows {
		out = append(out, r.ID)
	}
	return out
}

// The id list is the list's ids: same scope, filters, visibility and sort.
func TestIDListFollowsTheList(t *testing.T) {
	w := newWorld(t)
	for i := 0; i < 5; i++ {
		id := w.Draft("user", "SUGGESTION")
		w.Save("user", "SUGGESTION", map[string]any{"id": id, "title": "Plan " + strconv.Itoa(i), "summary": "A summary."}).Expect(t, http.StatusOK)
		w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	}
	draft := w.Create("user", "SUGGESTION")
	other := w.Create("external", "SUGGESTION") // someone else's draft

	for _, q := range []string{"SUGGESTION/0/all?sort=id,asc", "SUGGESTION/0/all?sort=title,desc", "SUGGESTION/0/mine", "SUGGESTION/0/all?title=plan%203",
		"SUGGESTION/0/all?sort=id,desc&page=1&size=2", "SUGGESTION/0/assigned"} {
		listQuery := q
		if !strings.Contains(q, "size=") {
			listQuery += map[bool]string{true: "&", false: "?"}[strings.Contains(q, "?")] + "size=100"
		}
		rows, listTotal := w.list("user", listQuery)
		ids, total := w.idList("user", q)
		if !slices.Equal(ids, rowIDs(rows)) || total != listTotal {
			t.Errorf("%s: ids %v (total %s), the list %v (total %s)", q, ids, total, rowIDs(rows), listTotal)
		}
	}
	if ids, total := w.idList("user", "SUGGESTION/0/mine?sort=id,asc"); len(ids) != 6 || total != "6" || ids[5] != draft {
		t.Errorf("mine: %v %s", ids, total)
	}
	if ids, _ := w.idList("user", "SUGGESTION/0/all?size=1000"); len(ids) != 5 || slices.Contains(ids, other) || slices.Contains(ids, draft) {
		t.Errorf("all shows drafts: %v", ids)
	}
	// Bad input.
	errorBody(t, w.Env.Get("/api/v3/contributions/id/SUGGESTION/0/everything", w.Tok["user"]), http.StatusBadRequest, "")
	errorBody(t, w.Env.Get("/api/v3/contributions/id/SUGGESTION/x/all", w.Tok["user"]), http.StatusBadRequest, "")
	errorBody(t, w.Env.Get("/api/v3/contributions/id/SUGGESTION/0/all?size=0", w.Tok["user"]), http.StatusBadRequest, "")
	errorBody(t, w.Env.Get("/api/v3/contributions/id/SUGGESTION/0/all?sort=body", w.Tok["user"]), http.StatusBadRequest, "")
	errorBody(t, w.Env.Get("/api/v3/contributions/id/SUGGESTION/0/all?stateId=abc", w.Tok["user"]), http.StatusBadRequest, "")
	errorBody(t, w.Env.Get("/api/v3/contributions/id/NEWS/0/all", w.Tok["user"]), http.StatusBadRequest, "contributionTypeInvalid")
	errorBody(t, w.Env.Get("/api/v3/contributions/id/SUGGESTION/0/all", ""), http.StatusUnauthorized, "")
}

type ref struct {
	ID               int64
	Code             string
	ContributionType string
	CampaignID       *int64
	CompetitionID    *int64
	StateID          int64
	StateType        string
	PublishState     string
	Visible          bool
	Editable         bool
	CanEdit          bool
}

// id/{id} finds a contribution by id or code for those who may see it.
func TestRefByIDOrCode(t *testing.T) {
	w := newWorld(t)
	id := w.Create("user", "SUGGESTION")
	var r ref
	w.Env.Get("/api/v3/contributions/id/"+itoa(id), w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &r)
	_, d := w.get("user", id, "en")
	if r.ID != id || r.Code != d.Code || r.ContributionType != "SUGGESTION" || r.CampaignID != nil || r.CompetitionID != nil ||
		r.StateID != stateIDOf(t, w, id) || r.PublishState != "DRAFT" || !r.Editable || !r.CanEdit || !r.Visible {
		t.Errorf("owner's draft: %+v", r)
	}
	var byCode ref
	w.Env.Get("/api/v3/contributions/id/"+strings.ToLower(d.Code), w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &byCode)
	if byCode != r {
		t.Errorf("by code %+v, by id %+v", byCode, r)
	}
	// A draft is its owners' only.
	errorBody(t, w.Env.Get("/api/v3/contributions/id/"+itoa(id), w.Tok["external"]), http.StatusNotFound, "")
	errorBody(t, w.Env.Get("/api/v3/contributions/id/"+d.Code, w.Tok["suggestion"]), http.StatusNotFound, "")
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	w.Env.Get("/api/v3/contributions/id/"+d.Code, w.Tok["external"]).Expect(t, http.StatusOK).JSON(t, &r)
	if r.ID != id || r.StateType == "DRAFT" || r.StateType == "NEW" || r.PublishState == "DRAFT" || r.CanEdit {
		t.Errorf("another user's view of a submitted one: %+v", r)
	}
	w.Env.Get("/api/v3/contributions/id/"+itoa(id), w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &r)
	if r.CanEdit {
		t.Errorf("the owner may no longer edit once submitted: %+v", r)
	}
	w.Env.Get("/api/v3/contributions/id/"+itoa(id), w.Tok["suggestion"]).Expect(t, http.StatusOK).JSON(t, &r)
	if !r.CanEdit {
		t.Errorf("the type's admin may always edit: %+v", r)
	}
	// Bad and unknown references.
	errorBody(t, w.Env.Get("/api/v3/contributions/id/0", w.Tok["user"]), http.StatusBadRequest, "contributionRefInvalid")
	errorBody(t, w.Env.Get("/api/v3/contributions/id/-3", w.Tok["user"]), http.StatusBadRequest, "contributionRefInvalid")
	errorBody(t, w.Env.Get("/api/v3/contributions/id/"+strings.Repeat("X", 51), w.Tok["user"]), http.StatusBadRequest, "contributionRefInvalid")
	errorBody(t, w.Env.Get("/api/v3/contributions/id/999999", w.Tok["user"]), http.StatusNotFound, "")
	errorBody(t, w.Env.Get("/api/v3/contributions/id/SUG-999999", w.Tok["user"]), http.StatusNotFound, "")
	errorBody(t, w.Env.Get("/api/v3/contributions/id/"+itoa(id), ""), http.StatusUnauthorized, "")
}

type userStats struct {
	UserID    int64
	Total     int64
	Drafts    int64
	Submitted int64
	Assigned  int64
	Types     []struct {
		ContributionType string
		Total            int64
		Drafts           int64
		Submitted        int64
		Assigned         int64
		States           []stateCount
		PublishStates    []publishCount
	}
}

// The user statistic: a user reads their own, ADMIN and APP_ADMIN anyone's.
func TestUserStatistic(t *testing.T) {
	w := newWorld(t)
	w.Tok["appadmin"] = w.Env.Login("appadmin", "appadmin")
	for i := 0; i < 2; i++ {
		id := w.Create("user", "SUGGESTION")
		w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
		if i == 0 {
			w.assign("suggestion", id, "MENTOR", "competition").Expect(t, http.StatusOK)
		}
	}
	w.Create("user", "SUGGESTION") // a draft
	ext := w.Create("external", "SUGGESTION")
	w.Act("external", ext, "submit", nil).Expect(t, http.StatusOK)

	path := "/api/v3/contributions/user/" + itoa(w.IDs["user"])
	var own userStats
	w.Env.Get(path+"?langkey=tr", w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &own)
	if own.UserID != w.IDs["user"] || own.Total != 3 || own.Drafts != 1 || own.Submitted != 2 || own.Assigned != 0 || len(own.Types) != 3 {
		t.Fatalf("own statistic: %+v", own)
	}
	sug := own.Types[0]
	var sum int64
	for _, s := range sug.States {
		sum += s.Count
		if s.PublishState == "DRAFT" && (s.Count != 1 || s.StateName != "Taslak") {
			t.Errorf("draft state: %+v", s)
		}
	}
	if sug.ContributionType != "SUGGESTION" || sug.Total != 3 || sug.Drafts != 1 || sum != 3 || own.Types[1].Total != 0 || own.Types[2].ContributionType != "IDEA" {
		t.Errorf("by type: %+v", own.Types)
	}
	// The owner's "mine" list agrees.
	if n := w.total("user", "SUGGESTION/0/mine"); n != sug.Total {
		t.Errorf("statistic %d, mine list %d", sug.Total, n)
	}
	// ADMIN and APP_ADMIN read anyone's, the same numbers.
	for _, who := range []string{"admin", "appadmin"} {
		var s userStats
		w.Env.Get(path+"?langkey=tr", w.Tok[who]).Expect(t, http.StatusOK).JSON(t, &s)
		if s.Total != own.Total || s.Drafts != own.Drafts || s.Submitted != own.Submitted {
			t.Errorf("%s reads %+v, the owner %+v", who, s, own)
		}
	}
	// A mentor's work counts as assigned.
	var mentor userStats
	w.Env.Get("/api/v3/contributions/user/"+itoa(w.IDs["competition"]), w.Tok["competition"]).Expect(t, http.StatusOK).JSON(t, &mentor)
	if mentor.Total != 0 || mentor.Assigned != 1 || mentor.Types[0].Assigned != 1 || len(mentor.Types[0].States) != 0 {
		t.Errorf("mentor: %+v", mentor)
	}
	// Who may not: other users, the type's admin; bad and unknown ids.
	for _, who := range []string{"external", "suggestion", "content"} {
		errorBody(t, w.Env.Get(path, w.Tok[who]), http.StatusForbidden, "")
	}
	errorBody(t, w.Env.Get(path, ""), http.StatusUnauthorized, "")
	errorBody(t, w.Env.Get("/api/v3/contributions/user/x", w.Tok["user"]), http.StatusBadRequest, "")
	errorBody(t, w.Env.Get("/api/v3/contributions/user/987654", w.Tok["admin"]), http.StatusNotFound, "")
	errorBody(t, w.Env.Get("/api/v3/contributions/user/987654", w.Tok["user"]), http.StatusForbidden, "")
}

type commandCheck struct {
	ContributionID int64
	StateID        int64
	CommandID      *int64
	Command        string
	InCurrentState bool
	Roles          []string
	CallerRoles    []string
	Allowed        bool
}

func (w *world) commandCheck(who string, id int64, command string) commandCheck {
	w.T.Helper()
	var c commandCheck
	w.Env.Get("/api/v3/contributions/"+itoa(id)+"/commandId/"+command, w.Tok[who]).Expect(w.T, http.StatusOK).JSON(w.T, &c)
	return c
}

// {id}/commandId/{commandId} says whether the current state grants the
// caller a command, by state-command id or by name, as the detail does.
func TestCommandCheck(t *testing.T) {
	w := newWorld(t)
	id := w.Create("user", "SUGGESTION")
	stateOf := func() int64 { return stateIDOf(t, w, id) }
	commandsOf := func(stateID int64) map[string]int64 {
		t.Helper()
		rows, err := w.Env.App.DB.Query(context.Background(), "SELECT id, command FROM state_command WHERE state_id = ?", stateID)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		out := map[string]int64{}
		for rows.Next() {
			var cid int64
			var name string
			if err := rows.Scan(&cid, &name); err != nil {
				t.Fatal(err)
			}
			out[name] = cid
		}
		return out
	}
	draftState := stateOf()
	draftCommands := commandsOf(draftState)
	if len(draftCommands) == 0 {
		t.Fatal("the draft state has no commands")
	}
	// Agree with the detail's commands, by name and by id.
	agree := func(who string) {
		t.Helper()
		_, d := w.get(who, id, "en")
		st := stateOf()
		for name, cid := range commandsOf(st) {
			want := slices.Contains(d.Commands, name)
			byName := w.commandCheck(who, id, strings.ToLower(name))
			byID := w.commandCheck(who, id, itoa(cid))
			if byName.Allowed != want || byID.Allowed != want || !byID.InCurrentState || byID.Command != name || *byID.CommandID != cid ||
				byName.StateID != st || len(byID.Roles) == 0 || !slices.Equal(byID.CallerRoles, d.CallerRoles) {
				t.Errorf("%s %s: by name %+v, by id %+v, detail commands %v", who, name, byName, byID, d.Commands)
			}
		}
	}
	agree("user")
	if c := w.commandCheck("user", id, "EDIT"); !c.Allowed {
		t.Errorf("the owner may edit the draft: %+v", c)
	}
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	agree("user")
	agree("suggestion")
	agree("external")
	// A command of another state is not allowed now.
	if c := w.commandCheck("suggestion", id, itoa(draftCommands["EDIT"])); c.Allowed || c.InCurrentState || c.Command != "EDIT" {
		t.Errorf("a command of the draft state after submission: %+v", c)
	}
	// A known command the state does not have.
	missing := ""
	for _, name := range []string{"ASSIGN_BOARD3", "ASSIGN_BOARD2", "ASSIGN_IMPLEMENTER", "CHANGE_EDITABILITY"} {
		if _, ok := commandsOf(stateOf())[name]; !ok {
			missing = name
		}
	}
	if missing != "" {
		if c := w.commandCheck("suggestion", id, missing); c.Allowed || c.InCurrentState || c.CommandID != nil || c.Command != missing {
			t.Errorf("a command the state lacks: %+v", c)
		}
	}
	// Bad input, unknown, hidden.
	errorBody(t, w.Env.Get("/api/v3/contributions/"+itoa(id)+"/commandId/FLY", w.Tok["user"]), http.StatusBadRequest, "commandInvalid")
	errorBody(t, w.Env.Get("/api/v3/contributions/"+itoa(id)+"/commandId/987654", w.Tok["user"]), http.StatusNotFound, "")
	errorBody(t, w.Env.Get("/api/v3/contributions/x/commandId/EDIT", w.Tok["user"]), http.StatusBadRequest, "")
	errorBody(t, w.Env.Get("/api/v3/contributions/987654/commandId/EDIT", w.Tok["user"]), http.StatusNotFound, "")
	draft := w.Create("user", "SUGGESTION")
	errorBody(t, w.Env.Get("/api/v3/contributions/"+itoa(draft)+"/commandId/EDIT", w.Tok["external"]), http.StatusNotFound, "")
	errorBody(t, w.Env.Get("/api/v3/contributions/"+itoa(draft)+"/commandId/EDIT", ""), http.StatusUnauthorized, "")
}

// The public tag list is paged like the other lists.
func TestActiveTagsArePaged(t *testing.T) {
	w := newWorld(t)
	res := w.Env.Get("/api/v3/contribution-tags", w.Tok["user"]).Expect(t, http.StatusOK)
	before, err := strconv.Atoi(res.Header.Get("x-total-count"))
	if err != nil {
		t.Fatalf("x-total-count %q", res.Header.Get("x-total-count"))
	}
	for _, name := range []string{"Zinc", "Aluminium", "Magnesium"} {
		w.Call("admin", http.MethodPost, "/api/v3/contribution-tags", map[string]any{"name": "ZZ " + name, "isActive": true}).Expect(t, http.StatusCreated)
	}
	w.Call("admin", http.MethodPost, "/api/v3/contribution-tags", map[string]any{"name": "ZZ Lead", "isActive": false}).Expect(t, http.StatusCreated)
	names := func(query string) ([]string, string) {
		t.Helper()
		res := w.Env.Get("/api/v3/contribution-tags"+query, w.Tok["external"]).Expect(t, http.StatusOK)
		var tags []struct{ Name string }
		res.JSON(t, &tags)
		var out []string
		for _, tag := range tags {
			out = append(out, tag.Name)
		}
		return out, res.Header.Get("x-total-count")
	}
	want := strconv.Itoa(before + 3)
	if got, total := names("?sort=name,desc&page=0&size=2"); !slices.Equal(got, []string{"ZZ Zinc", "ZZ Magnesium"}) || total != want {
		t.Errorf("first page: %v, total %s (want %s)", got, total, want)
	}
	if got, total := names("?sort=name,desc&page=1&size=2"); len(got) == 0 || got[0] != "ZZ Aluminium" || total != want {
		t.Errorf("second page: %v, total %s", got, total)
	}
	all, total := names("?size=1000")
	if strconv.Itoa(len(all)) != want || total != want || slices.Contains(all, "ZZ Lead") || !slices.IsSorted(all) {
		t.Errorf("every active tag by name: %v, total %s", all, total)
	}
	if got, _ := names(""); len(got) > 10 {
		t.Errorf("default page size: %d tags", len(got))
	}
	errorBody(t, w.Env.Get("/api/v3/contribution-tags?sort=description", w.Tok["user"]), http.StatusBadRequest, "")
	errorBody(t, w.Env.Get("/api/v3/contribution-tags?size=0", w.Tok["user"]), http.StatusBadRequest, "")
	errorBody(t, w.Env.Get("/api/v3/contribution-tags?page=-1", w.Tok["user"]), http.StatusBadRequest, "")
	errorBody(t, w.Env.Get("/api/v3/contribution-tags", ""), http.StatusUnauthorized, "")
}
