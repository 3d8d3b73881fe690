package testkit

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
)

// World is a running server with the demo accounts signed in, and the
// calls the tests of the contribution packages (contribution, field,
// extrainput) share: start, fill in and move a contribution.
type World struct {
	T   *testing.T
	Env *Env
	Tok map[string]string // login → bearer token
	IDs map[string]int64  // login → user id
}

// NewWorld starts a server (with opts, as New) and signs in the demo accounts.
func NewWorld(t *testing.T, opts ...Option) *World {
	env := New(t, opts...)
	w := &World{T: t, Env: env, Tok: map[string]string{}, IDs: map[string]int64{}}
	for _, login := range []string{"admin", "user", "external", "suggestion", "competition", "content", "campaign", "improvement"} {
		w.Tok[login] = env.Login(login, login)
		w.IDs[login] = int64(env.Get("/api/account", w.Tok[login]).Map(t)["id"].(float64))
	}
	return w
}

// Call sends a request as who ("" for no session).
func (w *World) Call(who, method, path string, body any) *Response {
	w.T.Helper()
	return w.Env.Do(Request{Method: method, Path: path, Token: w.Tok[who], Body: body})
}

// Draft starts a contribution and leaves the form empty.
func (w *World) Draft(who, typ string) int64 {
	w.T.Helper()
	res := w.Call(who, http.MethodPost, "/api/v3/contributions/"+typ, nil).Expect(w.T, http.StatusCreated)
	id, err := strconv.ParseInt(strings.TrimSpace(string(res.Body)), 10, 64)
	if err != nil {
		w.T.Fatalf("create answered %q", res.Body)
	}
	return id
}

// Create starts a contribution and fills the form, ready to submit.
func (w *World) Create(who, typ string) int64 {
	w.T.Helper()
	id := w.Draft(who, typ)
	w.Save(who, typ, map[string]any{"id": id, "title": "Reuse packaging foam", "summary": "Shred and reuse the foam from incoming parts."}).Expect(w.T, http.StatusOK)
	return id
}

// Save puts the form of a contribution.
func (w *World) Save(who, typ string, body map[string]any) *Response {
	w.T.Helper()
	return w.Call(who, http.MethodPut, "/api/v3/contributions/"+typ, body)
}

// Act runs an action of a contribution's state.
func (w *World) Act(who string, id int64, action string, body any) *Response {
	w.T.Helper()
	return w.Call(who, http.MethodPost, "/api/v3/contributions/contributionId/"+strconv.FormatInt(id, 10)+"/execute-action/"+action, body)
}

// ID is the "id" of a JSON object answered.
func (r *Response) ID(t testing.TB) int64 {
	t.Helper()
	return int64(r.Map(t)["id"].(float64))
}

// ExpectError checks the error contract of docs/api-foundation.md: the
// status, and the errorKey with its message when key is not "".
func (r *Response) ExpectError(t testing.TB, status int, key string) {
	t.Helper()
	r.Expect(t, status)
	m := r.Map(t)
	if int(m["status"].(float64)) != status {
		t.Errorf("error body status: %v", m)
	}
	if key != "" && (m["errorKey"] != key || m["message"] != "error."+key) {
		t.Errorf("error body: %v, want key %s", m, key)
	}
	if key == "" && m["message"] == nil {
		t.Errorf("error body without a message: %v", m)
	}
}

// Assign gives role on contribution id to users (logins), as who.
func (w *World) Assign(who string, id int64, role string, users ...string) *Response {
	w.T.Helper()
	list := []int64{}
	for _, u := range users {
		list = append(list, w.IDs[u])
	}
	return w.Call(who, http.MethodPost, "/api/v3/contributions/"+strconv.FormatInt(id, 10)+"/"+role+"/command/assign/ASSIGN_"+role,
		map[string]any{"userList": list})
}

// Walk moves a new suggestion of owner through the default life cycle up to
// state (EXPERT_EVALUATION, ACCEPTED or IMPLEMENTATION): "suggestion" (the
// type's admin, and the mentor) runs the steps, "admin" is the expert and implementer is
// the implementer. It returns the contribution's id.
func (w *World) Walk(owner, state, implementer string) int64 {
	w.T.Helper()
	id := w.Create(owner, "SUGGESTION")
	w.Act(owner, id, "submit", nil).Expect(w.T, http.StatusOK)
	w.Assign("suggestion", id, "MENTOR", "suggestion").Expect(w.T, http.StatusOK)
	w.Act("suggestion", id, "start-pre-evaluation", nil).Expect(w.T, http.StatusOK)
	w.Assign("suggestion", id, "EXPERT", "admin").Expect(w.T, http.StatusOK)
	w.Act("suggestion", id, "send-to-expert", nil).Expect(w.T, http.StatusOK)
	if state == "EXPERT_EVALUATION" {
		return id
	}
	w.Act("admin", id, "accept", nil).Expect(w.T, http.StatusOK)
	if state == "ACCEPTED" {
		return id
	}
	w.Assign("suggestion", id, "IMPLEMENTER", implementer).Expect(w.T, http.StatusOK)
	w.Act("suggestion", id, "start-implementation", nil).Expect(w.T, http.StatusOK)
	return id
}
