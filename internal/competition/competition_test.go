package competition_test

import (
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/competition"
	"github.com/inno-platform/inno/internal/testkit"
)

type world struct {
	*testkit.World
	t *testing.T
}

func newWorld(t *testing.T) *world { return &world{World: testkit.NewWorld(t), t: t} }

func id(v int64) string { return strconv.FormatInt(v, 10) }

type comp struct {
	ID                int64
	Code              string
	PublishState      string
	CompetitionState  string
	Lifecycle         int64
	CanSubmit         bool
	CallerIsModerator bool
	Roles             []string
	Rewards           []struct {
		ID     int64
		Reward string
		Rank   int
		Winner *struct {
			IdeaID int64
			Code   string
			Title  string
			Owners []struct {
				ID       int64
				FullName string
			}
		}
	}
	StateIdeaCount []struct {
		IdeaCount int64
		StateName string
	}
	OwnStateIdeaList []struct {
		IdeaCount int64
		StateName string
	}
}

func (w *world) comp(who string, cid int64) comp {
	w.t.Helper()
	var c comp
	w.Call(who, http.MethodGet, "/api/v3/competitions/"+id(cid)+"/langKey/en", nil).Expect(w.t, http.StatusOK).JSON(w.t, &c)
	return c
}

// wantKey checks a 400's errorKey.
func wantKey(t *testing.T, res *testkit.Response, key string) {
	t.Helper()
	if !strings.Contains(string(res.Body), `"errorKey":"`+key+`"`) {
		t.Errorf("want errorKey %s, got %d %s", key, res.Status, res.Body)
	}
}

// wantFields checks that a 400 names each field.
func wantFields(t *testing.T, res *testkit.Response, fields ...string) {
	t.Helper()
	res.Expect(t, http.StatusBadRequest)
	for _, f := range fields {
		if !strings.Contains(string(res.Body), `"field":"`+f+`"`) {
			t.Errorf("want a field error on %s: %s", f, res.Body)
		}
	}
}

func (w *world) count(q string, args ...any) int {
	w.t.Helper()
	var n int
	if err := w.Env.App.DB.QueryRow(context.Background(), q, args...).Scan(&n); err != nil {
		w.t.Fatalf("%s: %v", q, err)
	}
	return n
}

func (w *world) defaultIdeaLifeCycle() int64 {
	w.t.Helper()
	var opts []struct {
		ID        int64
		IsDefault bool
	}
	w.Call("competition", http.MethodGet, "/api/v3/competitions/life-cycles", nil).Expect(w.t, http.StatusOK).JSON(w.t, &opts)
	for _, o := range opts {
		if o.IsDefault {
			return o.ID
		}
	}
	w.t.Fatalf("no default IDEA life cycle in %+v", opts)
	return 0
}

// definition creates an IDEA evaluation definition of a jury's eval type with
// two questions (weights 60 and 40) and answers its id and question ids.
func (w *world) definition(evalType string) (int64, []int64) {
	w.t.Helper()
	var d struct {
		ID    int64
		Items []struct{ ID int64 } `json:"evalItemDefinitionList"`
	}
	w.Call("competition", http.MethodPut, "/api/v3/evals/create", map[string]any{"title": "Jury card " + evalType,
		"explanation": "How the jury scores", "contributionType": "IDEA", "evalFlowType": evalType, "evalItemDefinitionList": []map[string]any{
			{"question": "How new is it?", "weight": 60}, {"question": "Can we build it?", "weight": 40}}}).Expect(w.t, http.StatusCreated).JSON(w.t, &d)
	return d.ID, []int64{d.Items[0].ID, d.Items[1].ID}
}

func (w *world) create(code string) (int64, map[string]any) {
	w.t.Helper()
	body := map[string]any{"code": code, "title": "Greener factory", "summary": "Ideas that cut the energy we use.",
		"body": "<p>Tell us <script>x</script>how.</p>", "lifecycle": w.defaultIdeaLifeCycle(), "accessLevel": "PUBLIC"}
	var c comp
	w.Call("competition", http.MethodPost, "/api/v3/competitions", body).Expect(w.t, http.StatusCreated).JSON(w.t, &c)
	body["id"] = c.ID
	return c.ID, body
}

func TestCompetitionWizardRules(t *testing.T) {
	w := newWorld(t)
	// Only the competition admins and editors run the wizard.
	w.Call("user", http.MethodPost, "/api/v3/competitions", map[string]any{"code": "ABC"}).Expect(t, http.StatusForbidden)
	w.Call("campaign", http.MethodGet, "/api/v3/competitions/manage", nil).Expect(t, http.StatusForbidden)
	w.Call("", http.MethodGet, "/api/v3/competitions/manage", nil).Expect(t, http.StatusUnauthorized)

	// Step 1: code (3–16, Turkish letters, digits, dot, hyphen), title 3–120, summary 10–500, life cycle.
	wantFields(t, w.Call("competition", http.MethodPost, "/api/v3/competitions", map[string]any{"code": "a b", "title": "ab", "summary": "short"}),
		"code", "title", "summary", "lifecycle")
	res := w.Call("competition", http.MethodPost, "/api/v3/competitions", map[string]any{"code": "TOO-LONG-CODE-12345", "title": strings.Repeat("t", 121),
		"summary": strings.Repeat("s", 501), "lifecycle": 1})
	wantFields(t, res, "code", "title", "summary")
	if !strings.Contains(string(res.Body), "patternCampaign") {
		t.Errorf("the code's message key: %s", res.Body)
	}
	// A life cycle of another type is refused.
	var sugLC int64
	if err := w.Env.App.DB.QueryRow(context.Background(), "SELECT id FROM life_cycle WHERE contribution_type = 'SUGGESTION'").Scan(&sugLC); err != nil {
		t.Fatal(err)
	}
	wantKey(t, w.Call("competition", http.MethodPost, "/api/v3/competitions", map[string]any{"code": "ŞUBAT.2027", "title": "Winter",
		"summary": "Ideas for the cold months.", "lifecycle": sugLC}), "competitionLifeCycleInvalid")
	// An end date in the past is refused.
	wantKey(t, w.Call("competition", http.MethodPost, "/api/v3/competitions", map[string]any{"code": "ŞUBAT.2027", "title": "Winter",
		"summary": "Ideas for the cold months.", "lifecycle": w.defaultIdeaLifeCycle(), "dateSubmissionEnd": time.Now().Add(-time.Hour).UTC()}),
		"competition.error.ideaDate")
	if n := w.count("SELECT COUNT(*) FROM competition"); n != 0 {
		t.Fatalf("refused creates wrote %d competitions", n)
	}

	cid, body := w.create("ŞUBAT.2027")
	c := w.comp("competition", cid)
	if c.PublishState != "DRAFT" || c.CompetitionState != "DRAFT" || c.Code != "ŞUBAT.2027" {
		t.Fatalf("created: %+v", c)
	}
	if w.count("SELECT COUNT(*) FROM competition WHERE body LIKE '%script%'") != 0 {
		t.Error("the body was not sanitized")
	}
	wantKey(t, w.Call("competition", http.MethodPost, "/api/v3/competitions", map[string]any{"code": "şubat.2027", "title": "Winter",
		"summary": "Ideas for the cold months.", "lifecycle": w.defaultIdeaLifeCycle()}), "competitionCodeExists")
	// A draft is the wizard's only: not in the public list, not readable by participants.
	var list []comp
	w.Call("user", http.MethodGet, "/api/v3/competitions", nil).Expect(t, http.StatusOK).JSON(t, &list)
	if len(list) != 0 {
		t.Errorf("a draft in the public list: %+v", list)
	}
	w.Call("user", http.MethodGet, "/api/v3/competitions/"+id(cid)+"/langKey/en", nil).Expect(t, http.StatusNotFound)
	w.Call("user", http.MethodGet, "/api/v3/competitions/"+id(cid)+"/update", nil).Expect(t, http.StatusForbidden)
	var lc struct {
		ID     int64
		States []struct{ Code string }
	}
	w.Call("competition", http.MethodGet, "/api/v3/life-cycles-competition/"+id(cid)+"?langkey=tr", nil).Expect(t, http.StatusOK).JSON(t, &lc)
	if lc.ID != c.Lifecycle || len(lc.States) != 6 {
		t.Errorf("the competition's life cycle: %+v", lc)
	}
	w.Call("user", http.MethodGet, "/api/v3/life-cycles-competition/"+id(cid), nil).Expect(t, http.StatusForbidden)
	w.Call("competition", http.MethodGet, "/api/v3/life-cycles-competition/999999", nil).Expect(t, http.StatusNotFound)

	// Step 4: the end date must not be before the creation date.
	body["dateSubmissionEnd"] = time.Now().Add(-48 * time.Hour).UTC()
	wantKey(t, w.Call("competition", http.MethodPut, "/api/v3/competitions", body), "competition.error.ideaDate")
	body["dateSubmissionEnd"] = time.Now().Add(10 * 24 * time.Hour).UTC()
	w.Call("user", http.MethodPut, "/api/v3/competitions", body).Expect(t, http.StatusForbidden)
	w.Call("competition", http.MethodPut, "/api/v3/competitions", body).Expect(t, http.StatusOK)

	// Moderators: active users only, at most the maximum.
	wantKey(t, w.Call("competition", http.MethodPost, "/api/v3/competition-moderator/"+id(cid), map[string]any{"userList": []int64{999999}}),
		"competitionUserInvalid")
	many := make([]int64, 21)
	for i := range many {
		many[i] = int64(i + 1)
	}
	wantFields(t, w.Call("competition", http.MethodPost, "/api/v3/competition-moderator/"+id(cid), map[string]any{"userList": many}), "userList")
	// Start needs a moderator.
	wantKey(t, w.Call("competition", http.MethodPut, "/api/v3/competitions/start", map[string]any{"id": cid}), "competitionNotReady")
	var mods struct {
		UserList []int64
		Users    []struct{ Login string }
	}
	w.Call("competition", http.MethodPost, "/api/v3/competition-moderator/"+id(cid), map[string]any{"userList": []int64{w.IDs["suggestion"]}}).
		Expect(t, http.StatusOK).JSON(t, &mods)
	if len(mods.Users) != 1 || mods.Users[0].Login != "suggestion" {
		t.Errorf("moderators: %+v", mods)
	}
	w.Call("user", http.MethodGet, "/api/v3/competition-moderator/"+id(cid), nil).Expect(t, http.StatusForbidden)

	// Juries: each needs a definition, a title and a user, else the toast naming the missing piece.
	jury1, _ := w.definition("EVAL_JURY1")
	jury3, _ := w.definition("EVAL_JURY3")
	post := func(entries map[string]any) *testkit.Response {
		return w.Call("competition", http.MethodPost, "/api/v3/juries/competition/"+id(cid)+"/juryPost", entries)
	}
	users := []int64{w.IDs["content"]}
	for _, c := range []struct {
		entry map[string]any
		key   string
	}{
		{map[string]any{"type": "JURY1", "title": "Engineers", "userPost": users}, "competition.create.eval.message.evalNotNull"},
		{map[string]any{"type": "JURY1", "evalDefinitionId": jury1, "userPost": users}, "competitionJuryEval.juryTitleNotNull"},
		{map[string]any{"type": "JURY1", "evalDefinitionId": jury1, "title": "Engineers"}, "jurySelector.message.juryNotNull"},
		{map[string]any{"type": "JURY4", "evalDefinitionId": jury1, "title": "Engineers", "userPost": users}, "jurySelector.message.unknown"},
		{map[string]any{"type": "JURY1", "evalDefinitionId": jury3, "title": "Engineers", "userPost": users}, "competitionEvalInvalid"},
	} {
		wantKey(t, post(map[string]any{"0": c.entry}), c.key)
	}
	wantFields(t, post(map[string]any{"0": map[string]any{"type": "JURY1", "evalDefinitionId": jury1, "title": strings.Repeat("j", 256), "userPost": users}}), "title")
	var juries []struct {
		Type             string
		EvalDefinitionID *int64
		Users            []struct{ ID int64 }
	}
	post(map[string]any{"0": map[string]any{"type": "JURY1", "evalDefinitionId": jury1, "title": "Engineers", "userPost": users},
		"1": map[string]any{"type": "JURY2"}}).Expect(t, http.StatusOK).JSON(t, &juries)
	if len(juries) != 3 || juries[0].EvalDefinitionID == nil || *juries[0].EvalDefinitionID != jury1 || len(juries[0].Users) != 1 || juries[1].EvalDefinitionID != nil {
		t.Errorf("juries: %+v", juries)
	}
	w.Call("user", http.MethodPost, "/api/v3/juries/competition/"+id(cid)+"/juryPost", map[string]any{}).Expect(t, http.StatusForbidden)

	// Rewards: text 1–512 (notNullReward when empty), unique ranks.
	reward := func(method string, r map[string]any) *testkit.Response {
		return w.Call("competition", method, "/api/v3/competition-rewards", r)
	}
	wantKey(t, reward(http.MethodPost, map[string]any{"competitionId": cid, "reward": " ", "rank": 1}), "competitionReward.reward.message.notNullReward")
	wantFields(t, reward(http.MethodPost, map[string]any{"competitionId": cid, "reward": strings.Repeat("r", 513), "rank": 1}), "reward")
	first := reward(http.MethodPost, map[string]any{"competitionId": cid, "reward": "A weekend trip", "rank": 1, "isPoint": true, "points": 100}).
		Expect(t, http.StatusCreated).ID(t)
	wantKey(t, reward(http.MethodPost, map[string]any{"competitionId": cid, "reward": "Dinner", "rank": 1}), "competitionRewardRankExists")
	second := reward(http.MethodPost, map[string]any{"competitionId": cid, "reward": "Dinner", "rank": 2}).Expect(t, http.StatusCreated).ID(t)
	reward(http.MethodPut, map[string]any{"id": second, "reward": "Dinner for two", "rank": 2}).Expect(t, http.StatusOK)
	w.Call("user", http.MethodPost, "/api/v3/competition-rewards", map[string]any{"competitionId": cid, "reward": "x", "rank": 3}).Expect(t, http.StatusForbidden)
	third := reward(http.MethodPost, map[string]any{"competitionId": cid, "reward": "A book", "rank": 3}).Expect(t, http.StatusCreated).ID(t)
	w.Call("competition", http.MethodDelete, "/api/v3/competition-rewards/"+id(third)+"/competition/"+id(cid), nil).Expect(t, http.StatusNoContent)
	var rewards []struct{ ID int64 }
	w.Call("competition", http.MethodGet, "/api/v3/competition-rewards/competition/"+id(cid), nil).Expect(t, http.StatusOK).JSON(t, &rewards)
	if len(rewards) != 2 || rewards[0].ID != first || rewards[1].ID != second {
		t.Errorf("rewards: %+v", rewards)
	}

	// Start: competition admins and editors; PUBLISHED and ANNOUNCED, once.
	w.Call("user", http.MethodPut, "/api/v3/competitions/start", map[string]any{"id": cid}).Expect(t, http.StatusForbidden)
	var started comp
	w.Call("competition", http.MethodPut, "/api/v3/competitions/start", map[string]any{"id": cid, "sendEmailToUser": true}).Expect(t, http.StatusOK).JSON(t, &started)
	if started.PublishState != "PUBLISHED" || started.CompetitionState != "ANNOUNCED" {
		t.Fatalf("started: %+v", started)
	}
	w.Env.WaitMail("user@inno.example", "Greener factory")
	wantKey(t, w.Call("competition", http.MethodPut, "/api/v3/competitions/start", map[string]any{"id": cid}), "competitionNotDraft")
	// The juries of stages not begun still change; the life cycle no longer once there are ideas (below).
	w.Call("user", http.MethodGet, "/api/v3/competitions", nil).Expect(t, http.StatusOK).JSON(t, &list)
	if len(list) != 1 || !list[0].CanSubmit {
		t.Errorf("the public list: %+v", list)
	}
	var open []comp
	w.Call("external", http.MethodGet, "/api/v3/competitions/langKey/tr?open=true", nil).Expect(t, http.StatusOK).JSON(t, &open)
	if len(open) != 1 {
		t.Errorf("open competitions for an external participant: %+v", open)
	}
	w.Call("", http.MethodGet, "/api/v3/competitions", nil).Expect(t, http.StatusUnauthorized)
	if mod := w.comp("suggestion", cid); !mod.CallerIsModerator || !slices.Contains(mod.Roles, "COMPETITION_MODERATOR") {
		t.Errorf("the moderator's view: %+v", mod)
	}
	if u := w.comp("user", cid); u.CallerIsModerator || len(u.Roles) != 0 {
		t.Errorf("a participant's view: %+v", u)
	}
}

// ready makes a started competition with a moderator (suggestion), JURY1
// (content, campaign) and JURY3 (improvement), two rewards and one required
// TEXT extra input; it answers the ids of the competition, its input and the
// questions of the jury definitions.
func (w *world) ready() (cid, input int64, q1, q3 []int64) {
	w.t.Helper()
	cid, body := w.create("GREEN-1")
	body["dateSubmissionEnd"] = time.Now().Add(10 * 24 * time.Hour).UTC()
	w.Call("competition", http.MethodPut, "/api/v3/competitions", body).Expect(w.t, http.StatusOK)
	w.Call("competition", http.MethodPost, "/api/v3/competition-moderator/"+id(cid), map[string]any{"userList": []int64{w.IDs["suggestion"]}}).Expect(w.t, http.StatusOK)
	j1, q1 := w.definition("EVAL_JURY1")
	j3, q3 := w.definition("EVAL_JURY3")
	w.Call("competition", http.MethodPost, "/api/v3/juries/competition/"+id(cid)+"/juryPost", map[string]any{
		"0": map[string]any{"type": "JURY1", "evalDefinitionId": j1, "title": "Engineers", "userPost": []int64{w.IDs["content"], w.IDs["campaign"]}},
		"2": map[string]any{"type": "JURY3", "evalDefinitionId": j3, "title": "Board", "userPost": []int64{w.IDs["improvement"]}},
	}).Expect(w.t, http.StatusOK)
	w.Call("competition", http.MethodPost, "/api/v3/competition-rewards", map[string]any{"competitionId": cid, "reward": "A weekend trip", "rank": 1,
		"isPoint": true, "points": 100}).Expect(w.t, http.StatusCreated)
	w.Call("competition", http.MethodPost, "/api/v3/competition-rewards", map[string]any{"competitionId": cid, "reward": "Dinner", "rank": 2}).
		Expect(w.t, http.StatusCreated)
	input = w.Call("competition", http.MethodPost, "/api/v3/extra-inputs/IDEA", map[string]any{"competitionId": cid, "inputType": "TEXT", "isRequired": true,
		"definitionList": []map[string]any{{"language": "en", "label": "Energy saved"}, {"language": "tr", "label": "Tasarruf edilen enerji"}}}).
		Expect(w.t, http.StatusCreated).ID(w.t)
	w.Call("competition", http.MethodPut, "/api/v3/competitions/start", map[string]any{"id": cid}).Expect(w.t, http.StatusOK)
	return cid, input, q1, q3
}

// idea creates and submits an idea of who with an answer to the input.
func (w *world) idea(who string, cid, input int64, title string) int64 {
	w.t.Helper()
	res := w.Call(who, http.MethodPost, "/api/v3/contributions/IDEA?competitionId="+id(cid), nil).Expect(w.t, http.StatusCreated)
	iid, err := strconv.ParseInt(strings.TrimSpace(string(res.Body)), 10, 64)
	if err != nil {
		w.t.Fatal(err)
	}
	w.Save(who, "IDEA", map[string]any{"id": iid, "title": title, "summary": "Saves energy on every shift.",
		"extraInputAnswers": []map[string]any{{"extraInputId": input, "value": "12 MWh"}}}).Expect(w.t, http.StatusOK)
	w.Act(who, iid, "submit", nil).Expect(w.t, http.StatusOK)
	return iid
}

func TestIdeasAreSubmittedWhileTheCompetitionTakesThem(t *testing.T) {
	w := newWorld(t)
	draft, _ := w.create("DRAFT-1")
	wantKey(t, w.Call("user", http.MethodPost, "/api/v3/contributions/IDEA?competitionId="+id(draft), nil), "competitionNotAvailable")
	w.Call("user", http.MethodPost, "/api/v3/contributions/IDEA", nil).Expect(t, http.StatusBadRequest)
	cid, input, _, _ := w.ready()

	// The competition's inputs, for the form.
	var inputs []struct{ ID int64 }
	w.Call("user", http.MethodGet, "/api/v3/extra-inputs/competition/"+id(cid)+"?size=100", nil).Expect(t, http.StatusOK).JSON(t, &inputs)
	if len(inputs) != 1 || inputs[0].ID != input {
		t.Errorf("the competition's inputs: %+v", inputs)
	}
	// Another competition's manager-only calls: a participant cannot change the inputs.
	w.Call("user", http.MethodDelete, "/api/v3/extra-inputs/IDEA/"+id(input), nil).Expect(t, http.StatusForbidden)

	// A required input must be answered before submitting.
	res := w.Call("user", http.MethodPost, "/api/v3/contributions/IDEA?competitionId="+id(cid), nil).Expect(t, http.StatusCreated)
	iid, _ := strconv.ParseInt(strings.TrimSpace(string(res.Body)), 10, 64)
	w.Save("user", "IDEA", map[string]any{"id": iid, "title": "Heat recovery", "summary": "Reuse the compressor heat."}).Expect(t, http.StatusOK)
	wantKey(t, w.Act("user", iid, "submit", nil), "contributionIncomplete")
	w.Save("user", "IDEA", map[string]any{"id": iid, "title": "Heat recovery", "summary": "Reuse the compressor heat.",
		"extraInputAnswers": []map[string]any{{"extraInputId": input, "value": "40 MWh"}}}).Expect(t, http.StatusOK)
	w.Act("user", iid, "submit", nil).Expect(t, http.StatusOK)
	var ref struct {
		CompetitionID *int64
		LifeCycleID   int64
	}
	w.Call("user", http.MethodGet, "/api/v3/contributions/"+id(iid), nil).Expect(t, http.StatusOK).JSON(t, &ref)
	if ref.CompetitionID == nil || *ref.CompetitionID != cid {
		t.Errorf("the idea's competition: %+v", ref)
	}
	// The life cycle of a competition with ideas stays.
	var form map[string]any
	w.Call("competition", http.MethodGet, "/api/v3/competitions/"+id(cid)+"/update", nil).Expect(t, http.StatusOK).JSON(t, &form)
	other := w.Call("admin", http.MethodPost, "/api/v3/life-cycles", map[string]any{"name": "Second idea flow", "contributionType": "IDEA"}).
		Expect(t, http.StatusCreated).ID(t)
	form["lifecycle"] = other
	wantKey(t, w.Call("competition", http.MethodPut, "/api/v3/competitions", form), "competitionLifeCycleInvalid")

	// The detail counts the ideas per state and the caller's own.
	c := w.comp("user", cid)
	if len(c.StateIdeaCount) != 1 || c.StateIdeaCount[0].IdeaCount != 1 || c.StateIdeaCount[0].StateName != "Submitted" || len(c.OwnStateIdeaList) != 1 {
		t.Errorf("idea counts: %+v / %+v", c.StateIdeaCount, c.OwnStateIdeaList)
	}
	// After the end date no idea is taken.
	if _, err := w.Env.App.DB.Exec(context.Background(), "UPDATE competition SET date_submission_end = ? WHERE id = ?", time.Now().Add(-time.Hour), cid); err != nil {
		t.Fatal(err)
	}
	wantKey(t, w.Call("user", http.MethodPost, "/api/v3/contributions/IDEA?competitionId="+id(cid), nil), "competitionNotAvailable")
	if c := w.comp("user", cid); c.CanSubmit {
		t.Error("canSubmit after the end date")
	}
}

// TestIdeasShowTheirOwnersAndTags: get-ideas reads each idea's owners (in
// the order they joined) and tags (by name) with the idea, in one statement.
func TestIdeasShowTheirOwnersAndTags(t *testing.T) {
	w := newWorld(t)
	cid, input, _, _ := w.ready()
	tag := func(name string) int64 {
		return int64(w.Call("admin", http.MethodPost, "/api/v3/contribution-tags", map[string]any{"name": name, "isActive": true}).
			Expect(t, http.StatusCreated).Map(t)["id"].(float64))
	}
	water, energy := tag("Water <& \"quotes\">"), tag("Energy")
	res := w.Call("user", http.MethodPost, "/api/v3/contributions/IDEA?competitionId="+id(cid), nil).Expect(t, http.StatusCreated)
	shared, err := strconv.ParseInt(strings.TrimSpace(string(res.Body)), 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	w.Save("user", "IDEA", map[string]any{"id": shared, "title": "A shared idea", "summary": "Saves energy on every shift.",
		"tagIds": []int64{water, energy}, "coOwnerIds": []int64{w.IDs["improvement"]},
		"extraInputAnswers": []map[string]any{{"extraInputId": input, "value": "12 MWh"}}}).Expect(t, http.StatusOK)
	w.Act("user", shared, "submit", nil).Expect(t, http.StatusOK)
	alone := w.idea("external", cid, input, "A lone idea")
	var ideas []struct {
		ID               int64
		ParticipantCount int
		Owners, Tags     []string
	}
	w.Call("suggestion", http.MethodGet, "/api/v3/contributions/get-ideas/"+id(cid)+"/en?sort=id,asc", nil).Expect(t, http.StatusOK).JSON(t, &ideas)
	if len(ideas) != 2 || ideas[0].ID != shared || ideas[1].ID != alone {
		t.Fatalf("ideas: %+v", ideas)
	}
	if a := ideas[0]; a.ParticipantCount != 2 || len(a.Owners) != 2 || a.Owners[0] != "Umut User" || a.Owners[1] == "" ||
		strings.Join(a.Tags, "|") != `Energy|Water <& "quotes">` {
		t.Errorf("the shared idea: %+v", a)
	}
	if b := ideas[1]; b.ParticipantCount != 1 || len(b.Owners) != 1 || b.Owners[0] == "" || b.Tags == nil || len(b.Tags) != 0 {
		t.Errorf("the lone idea: %+v", b)
	}
}

type idea struct {
	ID                  int64
	Code                string
	StateLabel          string
	StateType           string
	EvalAvarage         float64
	ParticipantCount    int
	PossibleRewardLabel string
	RewardLabel         string
	Owners              []string
}

func (w *world) ideas(who string, cid int64) []idea {
	w.t.Helper()
	var out []idea
	w.Call(who, http.MethodGet, "/api/v3/contributions/get-ideas/"+id(cid)+"/en", nil).Expect(w.t, http.StatusOK).JSON(w.t, &out)
	return out
}

type possibleState struct {
	ID                   int64
	Code                 string
	NextCompetitionState string
}

func (w *world) possible(cid int64) []possibleState {
	w.t.Helper()
	var out []possibleState
	w.Call("suggestion", http.MethodGet, "/api/v3/competitions/possible-life-cycle-states/"+id(cid), nil).Expect(w.t, http.StatusOK).JSON(w.t, &out)
	return out
}

func stateID(t *testing.T, states []possibleState, code string) int64 {
	t.Helper()
	for _, s := range states {
		if s.Code == code {
			return s.ID
		}
	}
	t.Fatalf("no state %s in %+v", code, states)
	return 0
}

func (w *world) score(who string, iid int64, evalType string, questions []int64, stars ...int) *testkit.Response {
	answers := []map[string]any{}
	for i, q := range questions {
		answers = append(answers, map[string]any{"evalItemDefinitionId": q, "stars": stars[i]})
	}
	return w.Call(who, http.MethodPut, "/api/v3/evals", map[string]any{"contributionId": iid, "evalFlowType": evalType, "submit": true,
		"comment": "Scored by " + who, "answers": answers})
}

func TestCompetitionStagesJuriesRewardsAndReport(t *testing.T) {
	w := newWorld(t)
	cid, input, q1, q3 := w.ready()
	a := w.idea("user", cid, input, "Heat recovery")
	b := w.idea("external", cid, input, "LED everywhere")

	// Only the moderators see the stage calls.
	for _, who := range []string{"user", "content", "competition"} {
		w.Call(who, http.MethodGet, "/api/v3/competitions/possible-life-cycle-states/"+id(cid), nil).Expect(t, http.StatusForbidden)
		w.Call(who, http.MethodGet, "/api/v3/contributions/get-ideas/"+id(cid)+"/en", nil).Expect(t, http.StatusForbidden)
		w.Call(who, http.MethodGet, "/api/v3/competition_moderator/"+id(cid)+"/eval-report", nil).Expect(t, http.StatusForbidden)
	}
	states := w.possible(cid)
	if len(states) != 3 || states[0].Code != "IN_EVALUATION" || states[2].Code != "REJECTED" || states[0].NextCompetitionState != "EVAL1" {
		t.Fatalf("possible states before EVAL1: %+v", states)
	}
	inEval, shortlisted, rejected := stateID(t, states, "IN_EVALUATION"), stateID(t, states, "SHORTLISTED"), stateID(t, states, "REJECTED")
	change := func(who, to string, moves map[int64]int64, explanations ...map[string]any) *testkit.Response {
		body := map[string]any{"competitionId": cid, "newCompetitionState": to, "sendEmailToJury": true, "actionExplanations": explanations}
		list := []map[string]any{}
		for idea, st := range moves {
			list = append(list, map[string]any{"ideaId": idea, "newLifeCycleStateId": st})
		}
		body["newIdeaStates"] = list
		return w.Call(who, http.MethodPut, "/api/v3/competitions/update-competition-state", body)
	}
	// The order is enforced; a listed idea needs a state the stage allows; explanations are 3–1000.
	wantKey(t, change("suggestion", "EVAL2", map[int64]int64{a: inEval, b: inEval}), "competitionStateInvalid")
	wantKey(t, change("suggestion", "COMPLETE", map[int64]int64{a: inEval, b: inEval}), "competitionStateInvalid")
	var submitted int64
	if err := w.Env.App.DB.QueryRow(context.Background(), "SELECT state_id FROM contribution WHERE id = ?", a).Scan(&submitted); err != nil {
		t.Fatal(err)
	}
	wantKey(t, change("suggestion", "EVAL1", map[int64]int64{a: inEval, b: submitted}), "competitionIdeaStateInvalid")
	wantFields(t, change("suggestion", "EVAL1", map[int64]int64{a: inEval, b: inEval}, map[string]any{"stateId": inEval, "explanation": "ok"}),
		"actionExplanations[0].explanation")
	change("user", "EVAL1", map[int64]int64{a: inEval, b: inEval}).Expect(t, http.StatusForbidden)
	if n := w.count("SELECT COUNT(*) FROM contribution WHERE competition_id = ? AND state_id = ?", cid, inEval); n != 0 {
		t.Fatalf("refused changes moved %d ideas", n)
	}

	// Two moderators advance at once: one wins, the other gets a conflict.
	w.Call("competition", http.MethodPost, "/api/v3/competition-moderator/"+id(cid), map[string]any{"userList": []int64{w.IDs["suggestion"], w.IDs["admin"]}}).Expect(t, http.StatusOK)
	var wg sync.WaitGroup
	statuses := make([]int, 2)
	for i, who := range []string{"suggestion", "admin"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			statuses[i] = change(who, "EVAL1", map[int64]int64{a: inEval, b: inEval}, map[string]any{"stateId": inEval, "explanation": "On to the engineers"}).Status
		}()
	}
	wg.Wait()
	slices.Sort(statuses)
	if statuses[0] != http.StatusOK || statuses[1] != http.StatusConflict {
		t.Fatalf("concurrent advances: %v", statuses)
	}
	if c := w.comp("suggestion", cid); c.CompetitionState != "EVAL1" {
		t.Fatalf("state after EVAL1: %s", c.CompetitionState)
	}
	if n := w.count("SELECT COUNT(*) FROM contribution_history WHERE action = 'competition-eval1' AND explanation = 'On to the engineers'"); n != 2 {
		t.Errorf("history of the move: %d lines", n)
	}
	// Each juror of JURY1 has a scorecard task per idea, and was told once.
	if n := w.count("SELECT COUNT(*) FROM contribution_task WHERE name = 'juryEvaluate' AND role = 'JURY1' AND closed_status IS NULL"); n != 4 {
		t.Errorf("open JURY1 tasks: %d, want 4", n)
	}
	var tasks []struct{ ContributionID int64 }
	w.Call("content", http.MethodGet, "/api/v3/contribution-tasks/user/"+id(w.IDs["content"]), nil).Expect(t, http.StatusOK).JSON(t, &tasks)
	if len(tasks) != 2 {
		t.Errorf("the juror's tasks: %+v", tasks)
	}
	w.Env.WaitMail("content@inno.example", "A new task is waiting")

	// The idea's detail gives the juror the scorecard command of their stage, and the moderator the report.
	var detail struct{ Commands []string }
	w.Call("content", http.MethodGet, "/api/v3/contributions/"+id(a), nil).Expect(t, http.StatusOK).JSON(t, &detail)
	if !slices.Contains(detail.Commands, "EVALUATION_JURY1") {
		t.Errorf("the juror's commands: %v", detail.Commands)
	}
	w.Call("suggestion", http.MethodGet, "/api/v3/contributions/"+id(a), nil).Expect(t, http.StatusOK).JSON(t, &detail)
	if !slices.Contains(detail.Commands, "EVALUATION_REPORT_JURY1") || slices.Contains(detail.Commands, "EVALUATION_JURY1") {
		t.Errorf("the moderator's commands: %v", detail.Commands)
	}

	// JURY1 scores; JURY3 may not yet; a participant never.
	w.score("improvement", a, "EVAL_JURY3", q3, 5, 5).Expect(t, http.StatusForbidden)
	w.score("user", a, "EVAL_JURY1", q1, 5, 5).Expect(t, http.StatusForbidden)
	w.score("content", a, "EVAL_JURY1", q1, 5, 5).Expect(t, http.StatusOK)  // 100
	w.score("campaign", a, "EVAL_JURY1", q1, 4, 4).Expect(t, http.StatusOK) // 80
	w.score("content", b, "EVAL_JURY1", q1, 3, 3).Expect(t, http.StatusOK)  // 60
	// A juror never sees another juror's scores before the stage ends, even after submitting.
	othersCard := func() *testkit.Response {
		return w.Call("content", http.MethodGet, "/api/v3/evals/EVAL_JURY1/contribution/"+id(a)+"/IDEA/"+id(w.IDs["campaign"]), nil)
	}
	othersCard().Expect(t, http.StatusForbidden)
	if n := w.count("SELECT COUNT(*) FROM contribution_task WHERE name = 'juryEvaluate' AND closed_status = 'ON_TIME_DONE'"); n != 3 {
		t.Errorf("tasks closed by the scorecards: %d", n)
	}
	ideas := w.ideas("suggestion", cid)
	if len(ideas) != 2 || ideas[0].ID != a || ideas[0].EvalAvarage != 90 || ideas[1].EvalAvarage != 60 || ideas[0].PossibleRewardLabel != "A weekend trip" ||
		ideas[1].PossibleRewardLabel != "Dinner" || ideas[0].ParticipantCount != 1 || ideas[0].StateLabel != "In evaluation" {
		t.Errorf("ideas in EVAL1: %+v", ideas)
	}

	// EVAL2 has no jury: the next stage is EVAL3.
	if st := w.possible(cid); st[0].NextCompetitionState != "EVAL3" {
		t.Errorf("next after EVAL1: %+v", st)
	}
	wantKey(t, change("suggestion", "EVAL2", map[int64]int64{a: shortlisted, b: rejected}), "competitionStateInvalid")
	change("suggestion", "EVAL3", map[int64]int64{a: shortlisted, b: rejected}).Expect(t, http.StatusOK)
	// The stage of JURY1 is over: its tasks are closed and its members score no more.
	if n := w.count("SELECT COUNT(*) FROM contribution_task WHERE role = 'JURY1' AND closed_status IS NULL"); n != 0 {
		t.Errorf("JURY1 tasks open after its stage: %d", n)
	}
	w.score("campaign", b, "EVAL_JURY1", q1, 2, 2).Expect(t, http.StatusBadRequest)
	othersCard().Expect(t, http.StatusOK) // the stage has ended
	w.score("content", a, "EVAL_JURY1", q1, 1, 1).Expect(t, http.StatusForbidden)
	w.score("improvement", a, "EVAL_JURY3", q3, 5, 4).Expect(t, http.StatusOK) // 60 + 32 = 92

	// COMPLETE: the winner gets the first reward, its owner the points.
	states = w.possible(cid)
	winner := stateID(t, states, "WINNER")
	if states[0].NextCompetitionState != "COMPLETE" {
		t.Errorf("possible states before COMPLETE: %+v", states)
	}
	change("suggestion", "COMPLETE", map[int64]int64{a: winner}).Expect(t, http.StatusOK)
	if n := w.count("SELECT COUNT(*) FROM user_reward WHERE user_id = ? AND contribution_id = ?", w.IDs["user"], a); n != 1 {
		t.Errorf("the winner's owner's rewards: %d", n)
	}
	if n := w.count("SELECT COUNT(*) FROM user_point WHERE user_id = ? AND contribution_id = ? AND points = 100", w.IDs["user"], a); n != 1 {
		t.Errorf("the winner's owner's points: %d", n)
	}
	if n := w.count("SELECT COUNT(*) FROM user_reward WHERE user_id = ?", w.IDs["external"]); n != 0 {
		t.Errorf("a rejected idea was rewarded: %d", n)
	}
	ideas = w.ideas("suggestion", cid)
	if ideas[0].RewardLabel != "A weekend trip" || ideas[0].EvalAvarage != 92 || ideas[1].RewardLabel != "" {
		t.Errorf("ideas after COMPLETE: %+v", ideas)
	}
	c := w.comp("user", cid)
	if c.CompetitionState != "COMPLETE" || len(c.Rewards) != 2 {
		t.Errorf("complete: %+v", c)
	}
	// The given rewards show with their idea and owners, in the detail and the public list; the second found no idea.
	if w := c.Rewards[0].Winner; w == nil || w.IdeaID != a || w.Title != "Heat recovery" || w.Code == "" || len(w.Owners) != 1 || w.Owners[0].FullName != "Umut User" {
		t.Errorf("the first reward's winner: %+v", w)
	}
	if c.Rewards[1].Winner != nil {
		t.Errorf("the second reward has a winner: %+v", c.Rewards[1].Winner)
	}
	var public []comp
	w.Call("external", http.MethodGet, "/api/v3/competitions/langKey/en", nil).Expect(t, http.StatusOK).JSON(t, &public)
	if len(public) != 1 || public[0].Rewards[0].Winner == nil || public[0].Rewards[0].Winner.IdeaID != a {
		t.Errorf("the public list's rewards: %+v", public)
	}
	// Rewards of a complete competition stay as they were.
	wantKey(t, w.Call("competition", http.MethodPost, "/api/v3/competition-rewards", map[string]any{"competitionId": cid, "reward": "x", "rank": 5}),
		"competitionNotDraft")

	// The report: per idea and jury the mean of the submitted scores, each juror's score and comment (-1: none).
	var report []struct {
		Code, JuryType, JuryTitle string
		Score                     float64
		JuryUserReport            []struct {
			FullName string
			Score    float64
			Comment  string
		}
	}
	w.Call("suggestion", http.MethodGet, "/api/v3/competition_moderator/"+id(cid)+"/eval-report", nil).Expect(t, http.StatusOK).JSON(t, &report)
	got := []string{}
	for _, r := range report {
		line := fmt.Sprintf("%s %s %.2f:", r.JuryType, r.JuryTitle, r.Score)
		for _, u := range r.JuryUserReport {
			line += fmt.Sprintf(" %.2f", u.Score)
		}
		got = append(got, line)
	}
	want := []string{"JURY1 Engineers 90.00: 100.00 80.00", "JURY3 Board 92.00: 92.00", "JURY1 Engineers 60.00: 60.00 -1.00", "JURY3 Board -1.00: -1.00"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("report:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	reportBytes(t, w, "/api/v3/competition_moderator/"+id(cid)+"/eval-report")
	res := w.Call("suggestion", http.MethodGet, "/api/v3/competition_moderator/excel/"+id(cid)+"/eval-report?langKey=tr", nil).Expect(t, http.StatusOK)
	if !strings.Contains(res.Header.Get("Content-Disposition"), "competition-report-GREEN-1") || len(res.Body) < 100 {
		t.Errorf("excel: %v (%d bytes)", res.Header, len(res.Body))
	}

	// ARCHIEVED after COMPLETE; nothing after.
	change("suggestion", "ARCHIEVED", nil).Expect(t, http.StatusOK)
	wantKey(t, change("suggestion", "COMPLETE", nil), "competitionStateChanged")
	var list []comp
	w.Call("user", http.MethodGet, "/api/v3/competitions", nil).Expect(t, http.StatusOK).JSON(t, &list)
	if len(list) != 0 {
		t.Errorf("an archived competition is listed: %+v", list)
	}
}

// TestUnlistedIdeasMoveToTheDefault: a state change lists only the ideas whose
// new state is not the default; every other idea in play moves to the first
// possible state, and a refused change moves nothing.
func TestUnlistedIdeasMoveToTheDefault(t *testing.T) {
	w := newWorld(t)
	cid, input, q1, _ := w.ready()
	a := w.idea("user", cid, input, "Heat recovery")
	b := w.idea("external", cid, input, "LED everywhere")
	// The node keeps get-ideas pages for a moment; its own writes show at once.
	if n := len(w.ideas("suggestion", cid)); n != 2 {
		t.Fatalf("ideas: %d, want 2", n)
	}
	c := w.idea("user", cid, input, "Solar roof")
	if n := len(w.ideas("suggestion", cid)); n != 3 {
		t.Errorf("a new idea is missing from the kept page: %d ideas, want 3", n)
	}
	// Pages in any sort: the page's ideas and the total. The first pass
	// reads each sort's order; the second reads the page through the order
	// the node kept, in the statement that checks the moderator.
	for pass := range 2 {
		for q, want := range map[string]string{"page=1&size=2&sort=title,asc": "Solar roof", "page=0&size=1&sort=title,desc": "Solar roof",
			"page=0&size=1&sort=code,asc": "Heat recovery", "page=2&size=1&sort=id,desc": "Heat recovery", "page=1&size=1&sort=dateSubmitted,asc": "LED everywhere"} {
			res := w.Call("suggestion", http.MethodGet, "/api/v3/contributions/get-ideas/"+id(cid)+"/en?"+q, nil).Expect(t, http.StatusOK)
			var page []struct{ Title string }
			res.JSON(t, &page)
			if len(page) != 1 || page[0].Title != want || res.Header.Get("X-Total-Count") != "3" {
				t.Errorf("pass %d, %s: %+v (total %s), want %s of 3", pass, q, page, res.Header.Get("X-Total-Count"), want)
			}
		}
	}
	// Past the end, through a kept order: no ideas, the total.
	res := w.Call("suggestion", http.MethodGet, "/api/v3/contributions/get-ideas/"+id(cid)+"/en?page=5&size=1&sort=code,asc", nil).Expect(t, http.StatusOK)
	if body := strings.TrimSpace(string(res.Body)); body != "[]" || res.Header.Get("X-Total-Count") != "3" {
		t.Errorf("a page past the end: %s (total %s), want [] of 3", body, res.Header.Get("X-Total-Count"))
	}
	// Another user's request through the kept order is refused, and reads nothing of it.
	for _, who := range []string{"admin", "user"} {
		res := w.Call(who, http.MethodGet, "/api/v3/contributions/get-ideas/"+id(cid)+"/en?page=0&size=1&sort=code,asc", nil).Expect(t, http.StatusForbidden)
		if strings.Contains(string(res.Body), "Heat recovery") {
			t.Errorf("%s read an idea through the kept order: %s", who, res.Body)
		}
	}
	w.Call("suggestion", http.MethodGet, "/api/v3/contributions/get-ideas/"+id(cid)+"/en?sort=owner,asc", nil).Expect(t, http.StatusBadRequest)
	w.Call("suggestion", http.MethodGet, "/api/v3/contributions/get-ideas/999999/en", nil).Expect(t, http.StatusNotFound)
	w.Call("", http.MethodGet, "/api/v3/contributions/get-ideas/"+id(cid)+"/en", nil).Expect(t, http.StatusUnauthorized)
	w.Call("admin", http.MethodGet, "/api/v3/contributions/get-ideas/"+id(cid)+"/en", nil).Expect(t, http.StatusForbidden)
	states := w.possible(cid)
	inEval, rejected := stateID(t, states, "IN_EVALUATION"), stateID(t, states, "REJECTED")
	if states[0].ID != inEval {
		t.Fatalf("the default (first possible state) is not IN_EVALUATION: %+v", states)
	}
	var submitted int64
	if err := w.Env.App.DB.QueryRow(context.Background(), "SELECT state_id FROM contribution WHERE id = ?", a).Scan(&submitted); err != nil {
		t.Fatal(err)
	}
	change := func(who, to string, moves [][2]int64, explanations ...map[string]any) *testkit.Response {
		list := []map[string]any{}
		for _, m := range moves {
			list = append(list, map[string]any{"ideaId": m[0], "newLifeCycleStateId": m[1]})
		}
		return w.Call(who, http.MethodPut, "/api/v3/competitions/update-competition-state", map[string]any{"competitionId": cid,
			"newCompetitionState": to, "newIdeaStates": list, "actionExplanations": explanations, "sendEmailToJury": false})
	}
	unchanged := func(when string) {
		t.Helper()
		if n := w.count("SELECT COUNT(*) FROM contribution WHERE competition_id = ? AND state_id = ?", cid, submitted); n != 3 {
			t.Errorf("%s: %d ideas still submitted, want 3", when, n)
		}
		if n := w.count("SELECT COUNT(*) FROM contribution_history WHERE action = 'competition-eval1'"); n != 0 {
			t.Errorf("%s: %d history lines", when, n)
		}
		if n := w.count("SELECT COUNT(*) FROM contribution_task WHERE name = 'juryEvaluate'"); n != 0 {
			t.Errorf("%s: %d jury tasks", when, n)
		}
		if st := w.comp("suggestion", cid).CompetitionState; st != "ANNOUNCED" {
			t.Errorf("%s: the competition is %s", when, st)
		}
	}

	// Who may not: a participant, a competition administrator who does not moderate it.
	change("user", "EVAL1", nil).Expect(t, http.StatusForbidden)
	change("competition", "EVAL1", nil).Expect(t, http.StatusForbidden)
	w.Call("", http.MethodPut, "/api/v3/competitions/update-competition-state", map[string]any{"competitionId": cid, "newCompetitionState": "EVAL1"}).
		Expect(t, http.StatusUnauthorized)
	// All or nothing: one bad entry among valid and unlisted ideas moves none of them.
	wantKey(t, change("suggestion", "EVAL1", [][2]int64{{b, rejected}, {c, submitted}}), "competitionIdeaStateInvalid")
	wantKey(t, change("suggestion", "EVAL1", [][2]int64{{b, rejected}, {b, inEval}}), "competitionIdeaStateInvalid")
	wantKey(t, change("suggestion", "EVAL1", [][2]int64{{b, rejected}, {999999, inEval}}), "competitionIdeaStateInvalid")
	wantKey(t, change("suggestion", "EVAL1", [][2]int64{{b, rejected}}, map[string]any{"stateId": submitted, "explanation": "Not a target"}),
		"competitionIdeaStateInvalid")
	wantFields(t, change("suggestion", "EVAL1", nil, map[string]any{"stateId": inEval, "explanation": "no"}), "actionExplanations[0].explanation")
	unchanged("after the refused changes")

	// Only b is listed (rejected); a and c move to the default, with the default's explanation and their jury tasks.
	change("suggestion", "EVAL1", [][2]int64{{b, rejected}}, map[string]any{"stateId": inEval, "explanation": "On to the engineers"}).Expect(t, http.StatusOK)
	for idea, want := range map[int64]int64{a: inEval, b: rejected, c: inEval} {
		if n := w.count("SELECT COUNT(*) FROM contribution WHERE id = ? AND state_id = ?", idea, want); n != 1 {
			t.Errorf("idea %d is not in state %d", idea, want)
		}
	}
	if n := w.count("SELECT COUNT(*) FROM contribution_history WHERE action = 'competition-eval1' AND explanation = 'On to the engineers' AND contribution_id IN (?, ?)", a, c); n != 2 {
		t.Errorf("history of the defaulted ideas: %d lines, want 2", n)
	}
	if n := w.count("SELECT COUNT(*) FROM contribution_task WHERE name = 'juryEvaluate' AND role = 'JURY1' AND closed_status IS NULL"); n != 4 {
		t.Errorf("JURY1 tasks: %d, want 2 jurors × 2 ideas", n)
	}
	if n := w.count("SELECT COUNT(*) FROM contribution_task WHERE name = 'juryEvaluate' AND contribution_id = ?", b); n != 0 {
		t.Errorf("the rejected idea got %d jury tasks", n)
	}
	labels := map[int64]string{}
	for _, i := range w.ideas("suggestion", cid) {
		labels[i.ID] = i.StateLabel
	}
	if labels[a] != "In evaluation" || labels[b] != "Rejected" || labels[c] != "In evaluation" {
		t.Errorf("the ideas' states after the change: %v", labels)
	}
	// The ranking (SQL): a tie goes to the older idea; the page shows a new score at once.
	w.score("content", c, "EVAL_JURY1", q1, 4, 4).Expect(t, http.StatusOK) // 80
	possibleOf := func() map[int64]string {
		out := map[int64]string{}
		for _, i := range w.ideas("suggestion", cid) {
			out[i.ID] = i.PossibleRewardLabel
		}
		return out
	}
	if got := possibleOf(); got[c] != "A weekend trip" || got[a] != "" {
		t.Errorf("possible rewards with one score: %v", got)
	}
	w.score("content", a, "EVAL_JURY1", q1, 4, 4).Expect(t, http.StatusOK) // 80: a tie, a is older
	if got := possibleOf(); got[a] != "A weekend trip" || got[c] != "Dinner" || got[b] != "" {
		t.Errorf("possible rewards of a tie: %v", got)
	}
	// Nothing listed at all: every idea in play takes the default (it stays in evaluation) and JURY3 gets its tasks.
	change("suggestion", "EVAL3", nil).Expect(t, http.StatusOK)
	if n := w.count("SELECT COUNT(*) FROM contribution WHERE competition_id = ? AND state_id = ?", cid, inEval); n != 2 {
		t.Errorf("ideas in evaluation after EVAL3: %d, want 2", n)
	}
	if n := w.count("SELECT COUNT(*) FROM contribution_task WHERE role = 'JURY3' AND closed_status IS NULL"); n != 2 {
		t.Errorf("JURY3 tasks: %d, want 2", n)
	}
	if n := w.count("SELECT COUNT(*) FROM contribution WHERE id = ? AND state_id = ?", b, rejected); n != 1 {
		t.Error("the rejected idea moved again")
	}
}

// reportBytes: the report (written row by row, httpapi.WriteLargeJSON) is
// the bytes encoding/json writes for the same rows, plain and gzipped.
func reportBytes(t *testing.T, w *world, path string) {
	t.Helper()
	plain := w.Env.Do(testkit.Request{Method: http.MethodGet, Path: path, Token: w.Tok["suggestion"], Header: map[string]string{"Accept-Encoding": "identity"}})
	if plain.Status != http.StatusOK || plain.Header.Get("Content-Encoding") != "" {
		t.Fatalf("report without compression: %d %v", plain.Status, plain.Header)
	}
	var rows []competition.ReportRow
	if err := json.Unmarshal(plain.Body, &rows); err != nil {
		t.Fatal(err)
	}
	want, err := json.Marshal(rows)
	if err != nil {
		t.Fatal(err)
	}
	if string(plain.Body) != string(want)+"\n" {
		t.Errorf("report:\n%s\nencoding/json:\n%s", plain.Body, want)
	}
	// A client that takes gzip (the raw bytes: no contract check of a compressed body).
	req, err := http.NewRequest(http.MethodGet, w.Env.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+w.Tok["suggestion"])
	req.Header.Set("Accept-Encoding", "gzip")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	zr, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatalf("gzipped report: %v (%v)", err, res.Header)
	}
	unzipped, err := io.ReadAll(zr)
	if err != nil || res.Header.Get("Content-Encoding") != "gzip" || string(unzipped) != string(plain.Body) {
		t.Errorf("gzipped report: %v %v, %d bytes, want %d", err, res.Header, len(unzipped), len(plain.Body))
	}
}

// TestIdeasPageCopyFollowsEveryWrite: the node's copy of a competition's
// ideas answers get-ideas only while the competition's change counter is
// the one it was built at, and every write that changes what the page shows
// moves that counter in its transaction (migration 0038). Each write here
// goes straight into the database, as another node's would: the page shows
// it at the next request, with no age to wait out.
func TestIdeasPageCopyFollowsEveryWrite(t *testing.T) {
	w := newWorld(t)
	cid, input, _, _ := w.ready()
	a := w.idea("user", cid, input, "Heat recovery")
	b := w.idea("external", cid, input, "LED everywhere")
	ctx := context.Background()
	database := w.Env.App.DB
	exec := func(query string, args ...any) {
		t.Helper()
		if _, err := database.Exec(ctx, query, args...); err != nil {
			t.Fatalf("%s: %v", query, err)
		}
	}
	seq := func() int64 {
		t.Helper()
		var n int64
		if err := database.QueryRow(ctx, "SELECT seq FROM competition_idea_change WHERE competition_id = ?", cid).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	type row struct {
		ID               int64
		Title            string
		StateLabel       string
		EvalAvarage      float64
		ParticipantCount int
		RewardLabel      string
		Owners, Tags     []string
	}
	page := func() map[int64]row {
		t.Helper()
		var rows []row
		res := w.Call("suggestion", http.MethodGet, "/api/v3/contributions/get-ideas/"+id(cid)+"/en?sort=id,asc", nil).Expect(t, http.StatusOK)
		res.JSON(t, &rows)
		out := map[int64]row{}
		for _, r := range rows {
			out[r.ID] = r
		}
		if res.Header.Get("X-Total-Count") != strconv.Itoa(len(rows)) {
			t.Errorf("total %s, %d ideas", res.Header.Get("X-Total-Count"), len(rows))
		}
		return out
	}
	page()
	before := competition.IdeaIndexAnswers()
	if p := page(); len(p) != 2 || p[a].Title != "Heat recovery" || competition.IdeaIndexAnswers() != before+1 {
		t.Fatalf("the copy did not answer a page read twice: %+v (answers %d → %d)", p, before, competition.IdeaIndexAnswers())
	}
	reward := w.comp("competition", cid).Rewards[0]
	tag := int64(w.Call("admin", http.MethodPost, "/api/v3/contribution-tags", map[string]any{"name": "Energy", "isActive": true}).
		Expect(t, http.StatusCreated).Map(t)["id"].(float64))
	writes := []struct {
		name  string
		write func()
		check func(p map[int64]row) bool
	}{
		{"title", func() { exec("UPDATE contribution SET title = ? WHERE id = ?", "Heat recovery, phase 2", a) },
			func(p map[int64]row) bool { return p[a].Title == "Heat recovery, phase 2" }},
		{"owner's name", func() { exec("UPDATE app_user SET first_name = ? WHERE id = ?", "Ayla", w.IDs["user"]) },
			func(p map[int64]row) bool { return len(p[a].Owners) == 1 && strings.HasPrefix(p[a].Owners[0], "Ayla ") }},
		{"co-owner", func() {
			exec("INSERT INTO contribution_user (contribution_id, user_id, user_role, is_active, assigned_date) VALUES (?, ?, ?, ?, ?)",
				a, w.IDs["improvement"], "OWNER", true, time.Now().UTC())
		}, func(p map[int64]row) bool { return p[a].ParticipantCount == 2 && len(p[a].Owners) == 2 }},
		{"tag linked", func() { exec("INSERT INTO contribution_tag_link (contribution_id, tag_id) VALUES (?, ?)", b, tag) },
			func(p map[int64]row) bool { return slices.Equal(p[b].Tags, []string{"Energy"}) }},
		{"tag renamed", func() { exec("UPDATE contribution_tag SET name = ?, name_key = ? WHERE id = ?", "Power", "power", tag) },
			func(p map[int64]row) bool { return slices.Equal(p[b].Tags, []string{"Power"}) }},
		{"score", func() {
			exec("INSERT INTO eval_score (contribution_id, eval_flow_type, submitted_count, score_sum) VALUES (?, ?, ?, ?)", b, "EVAL_JURY1", 2, 150.0)
		}, func(p map[int64]row) bool { return p[b].EvalAvarage == 75 }},
		{"reward", func() {
			exec("INSERT INTO competition_idea_reward (contribution_id, competition_id, reward_id, created_date) VALUES (?, ?, ?, ?)",
				b, cid, reward.ID, time.Now().UTC())
		}, func(p map[int64]row) bool { return p[b].RewardLabel == reward.Reward }},
		{"unsubmitted", func() { exec("UPDATE contribution SET submitted_date = NULL WHERE id = ?", b) },
			func(p map[int64]row) bool { _, ok := p[b]; return !ok && len(p) == 1 }},
	}
	for _, c := range writes {
		was := seq()
		c.write()
		if seq() == was {
			t.Errorf("%s: the competition's change counter did not move", c.name)
		}
		if p := page(); !c.check(p) {
			t.Errorf("%s: the page does not show it: %+v", c.name, p)
		}
	}
	// A write to a contribution of no competition leaves the counter as it is.
	was := seq()
	exec("UPDATE contribution SET title = ? WHERE competition_id IS NULL", "Not an idea")
	if seq() != was {
		t.Errorf("a write outside the competition moved its counter")
	}
}

// The stages follow the juries set up: every stage in turn with all three,
// straight to COMPLETE with none. A DRAFT moves only by Start, an
// explanation is at most 1,000 characters, and a jury is fixed once its
// stage has begun.
func TestStagesFollowTheJuriesSetUp(t *testing.T) {
	w := newWorld(t)
	j1, _ := w.definition("EVAL_JURY1")
	j2, _ := w.definition("EVAL_JURY2")
	j3, _ := w.definition("EVAL_JURY3")
	jury := func(kind string, def int64, who string) map[string]any {
		return map[string]any{"type": kind, "evalDefinitionId": def, "title": "Jury " + kind, "userPost": []int64{w.IDs[who]}}
	}
	juries := func(cid int64, set map[string]any) *testkit.Response {
		return w.Call("competition", http.MethodPost, "/api/v3/juries/competition/"+id(cid)+"/juryPost", set)
	}
	setUp := func(code string, set map[string]any) int64 {
		cid, body := w.create(code)
		body["dateSubmissionEnd"] = time.Now().Add(10 * 24 * time.Hour).UTC()
		w.Call("competition", http.MethodPut, "/api/v3/competitions", body).Expect(t, http.StatusOK)
		w.Call("competition", http.MethodPost, "/api/v3/competition-moderator/"+id(cid), map[string]any{"userList": []int64{w.IDs["suggestion"]}}).
			Expect(t, http.StatusOK)
		if set != nil {
			juries(cid, set).Expect(t, http.StatusOK)
		}
		return cid
	}
	change := func(cid int64, to string, explanations ...map[string]any) *testkit.Response {
		return w.Call("suggestion", http.MethodPut, "/api/v3/competitions/update-competition-state", map[string]any{"competitionId": cid,
			"newCompetitionState": to, "newIdeaStates": []any{}, "actionExplanations": explanations})
	}
	start := func(cid int64) {
		w.Call("competition", http.MethodPut, "/api/v3/competitions/start", map[string]any{"id": cid}).Expect(t, http.StatusOK)
	}

	all := setUp("ALL-3", map[string]any{"0": jury("JURY1", j1, "content"), "1": jury("JURY2", j2, "campaign"), "2": jury("JURY3", j3, "improvement")})
	wantKey(t, change(all, "EVAL1"), "competitionStateInvalid") // still a DRAFT
	start(all)
	wantFields(t, change(all, "EVAL1", map[string]any{"stateId": 1, "explanation": strings.Repeat("x", 1001)}), "actionExplanations[0].explanation")
	for _, to := range []string{"EVAL1", "EVAL2", "EVAL3", "COMPLETE", "ARCHIEVED"} {
		change(all, to).Expect(t, http.StatusOK)
		if st := w.comp("suggestion", all).CompetitionState; st != to {
			t.Fatalf("after the move to %s the competition is %s", to, st)
		}
		if to == "EVAL2" {
			// JURY1's stage has begun (and ended), JURY2's has begun: neither changes any more; JURY3 still may.
			wantKey(t, juries(all, map[string]any{"0": jury("JURY1", j1, "campaign")}), "competitionNotDraft")
			wantKey(t, juries(all, map[string]any{"1": jury("JURY2", j2, "content")}), "competitionNotDraft")
			juries(all, map[string]any{"2": jury("JURY3", j3, "content")}).Expect(t, http.StatusOK)
		}
	}
	wantKey(t, change(all, "COMPLETE"), "competitionStateChanged") // a move back: someone else moved it on

	none := setUp("NONE-0", nil)
	start(none)
	wantKey(t, change(none, "EVAL1"), "competitionStateInvalid")
	change(none, "COMPLETE").Expect(t, http.StatusOK)
	if st := w.comp("suggestion", none).CompetitionState; st != "COMPLETE" {
		t.Errorf("a competition without juries after its advance: %s", st)
	}
}
