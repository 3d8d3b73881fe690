package chat_test

import (
	"net/http"
	"testing"

	"github.com/inno-platform/inno/internal/chat"
	"github.com/inno-platform/inno/internal/testkit"
)

func (w *world) assignAdvisors(who string, id int64, users ...int64) *testkit.Response {
	w.T.Helper()
	if users == nil {
		users = []int64{}
	}
	return w.Call(who, http.MethodPost, path("/api/v3/contributions/", id, "/ADVISOR/command/assign/ASSIGN_ADVISOR"), map[string]any{"userList": users})
}

func (w *world) advisors(who string, id int64) []int64 {
	w.T.Helper()
	var people []struct {
		UserID int64  `json:"userId"`
		Role   string `json:"userRole"`
	}
	w.Call(who, http.MethodGet, path("/api/v3/contributions/", id, "/command/assigned-users/ADVISOR"), nil).Expect(w.T, http.StatusOK).JSON(w.T, &people)
	var out []int64
	for _, p := range people {
		if p.Role != "ADVISOR" {
			w.T.Errorf("assigned-users/ADVISOR answered %+v", p)
		}
		out = append(out, p.UserID)
	}
	return out
}

// ASSIGN_ADVISOR (docs/decisions.md, "Advisors"): in the default life cycles the
// mentor and the type's administrators assign advisors from submission to
// implementation; owners and readers may not. An advisor is a member of the
// owners–advisors session (reads and writes it) and of no other; whoever is no
// advisor is refused it.
func TestAdvisorAssignmentAndTheOwnersAdvisorsChat(t *testing.T) {
	w := &world{testkit.NewWorld(t)}
	id := w.submitted() // owner "user", mentor "competition"
	content := w.IDs["content"]

	// Who may not: the owner, a reader without a role, another internal user, nobody signed in.
	for _, who := range []string{"user", "content", "campaign"} {
		w.assignAdvisors(who, id, content).ExpectError(t, http.StatusForbidden, "")
	}
	w.assignAdvisors("", id, content).Expect(t, http.StatusUnauthorized)
	// Bad input: the path's command must be the role's, the users active ones.
	w.Call("competition", http.MethodPost, path("/api/v3/contributions/", id, "/ADVISOR/command/assign/ASSIGN_MENTOR"),
		map[string]any{"userList": []int64{content}}).ExpectError(t, http.StatusBadRequest, "")
	w.assignAdvisors("competition", id, 99999).ExpectError(t, http.StatusBadRequest, "userNotFound")
	w.Call("competition", http.MethodPost, path("/api/v3/contributions/", id, "/ADVISOR/command/assign/ASSIGN_ADVISOR"),
		`{"userList": "content"}`).ExpectError(t, http.StatusBadRequest, "")
	if got := w.advisors("competition", id); len(got) != 0 {
		t.Fatalf("advisors after refusals: %v", got)
	}

	// The owners–advisors session exists (the default life cycle's flag) with the owner only.
	owner := w.sessions("user", id)
	oa, ok := owner[chat.TypeOwnersAdvisors]
	if !ok || len(oa.Members) != 1 || oa.Members[0].UserID != w.IDs["user"] {
		t.Fatalf("owners–advisors before an advisor: %+v", owner)
	}
	if got := keys(w.sessions("content", id)); got != "" {
		t.Errorf("a reader before being an advisor: %s", got)
	}

	// The mentor assigns an advisor: recorded in the contribution's people and history.
	var detail struct {
		People []struct {
			UserID int64  `json:"userId"`
			Role   string `json:"userRole"`
		} `json:"people"`
		Commands []string `json:"commands"`
	}
	w.assignAdvisors("competition", id, content).Expect(t, http.StatusOK).JSON(t, &detail)
	found := false
	for _, p := range detail.People {
		found = found || p.UserID == content && p.Role == "ADVISOR"
	}
	if !found || !contains(detail.Commands, "ASSIGN_ADVISOR") {
		t.Errorf("detail after assigning: %+v", detail)
	}
	if got := w.advisors("user", id); len(got) != 1 || got[0] != content {
		t.Errorf("advisors: %v", got)
	}
	var history []struct {
		Action string `json:"action"`
	}
	w.Call("competition", http.MethodGet, path("/api/v3/contribution-histories/", id, "/category/ASSIGNMENT"), nil).Expect(t, http.StatusOK).JSON(t, &history)
	found = false
	for _, h := range history {
		found = found || h.Action == "assign-advisor"
	}
	if !found {
		t.Errorf("history: %+v", history)
	}

	// The advisor reads and writes the owners–advisors session, and no other.
	adv := w.sessions("content", id)
	if got := keys(adv); got != "OWNERS_ADVISORS" {
		t.Fatalf("the advisor's sessions: %s", got)
	}
	if s := adv[chat.TypeOwnersAdvisors]; !s.CanWrite || s.ID != oa.ID || len(s.Members) != 2 {
		t.Errorf("the advisor's session: %+v", s)
	}
	var role chat.ChatRole
	w.Call("content", http.MethodGet, path("/api/v3/chat-sessions/role/", id, "/OWNERS_ADVISORS"), nil).Expect(t, http.StatusOK).JSON(t, &role)
	if !role.Member || !role.Reader || !contains(role.Roles, "ADVISOR") || role.CanChangeStatus {
		t.Errorf("the advisor's role: %+v", role)
	}
	var it item
	w.post("content", oa.ID, "Have you asked the facilities team for a quote?").Expect(t, http.StatusCreated).JSON(t, &it)
	if it.AuthorRole != "ADVISOR" || it.AuthorID != content {
		t.Errorf("the advisor's item: %+v", it)
	}
	w.post("user", oa.ID, "Not yet, I will.").Expect(t, http.StatusCreated)
	if got := w.items("content", oa.ID); len(got) != 2 {
		t.Errorf("the advisor reads: %+v", got)
	}
	om := owner[chat.TypeOwnersMentor]
	w.post("content", om.ID, "May I join?").Expect(t, http.StatusNotFound)
	w.Call("content", http.MethodGet, path("/api/v3/chat-sessions/chat-items/", om.ID), nil).Expect(t, http.StatusNotFound)

	// Whoever is no advisor is refused the session: the mentor, another user, the type's administrator.
	for _, who := range []string{"competition", "campaign", "suggestion"} {
		w.post(who, oa.ID, "Let me in").Expect(t, http.StatusNotFound)
		w.Call(who, http.MethodGet, path("/api/v3/chat-sessions/chat-items/", oa.ID), nil).Expect(t, http.StatusNotFound)
	}

	// The type's administrator (MANAGER) may assign too; taking the advisor off ends their membership.
	w.assignAdvisors("suggestion", id, content, w.IDs["campaign"]).Expect(t, http.StatusOK)
	if got := w.advisors("competition", id); len(got) != 2 {
		t.Errorf("two advisors: %v", got)
	}
	w.post("campaign", oa.ID, "Second advisor here.").Expect(t, http.StatusCreated)
	w.assignAdvisors("competition", id).Expect(t, http.StatusOK)
	if got := w.advisors("competition", id); len(got) != 0 {
		t.Errorf("advisors after taking them off: %v", got)
	}
	w.post("content", oa.ID, "Still here?").Expect(t, http.StatusNotFound)
	w.Call("content", http.MethodGet, path("/api/v3/chat-sessions/chat-items/", oa.ID), nil).Expect(t, http.StatusNotFound)
}

// A state that does not grant ASSIGN_ADVISOR refuses it even to the type's
// administrator, until the life-cycle editor grants it there.
func TestAdvisorCommandFollowsTheState(t *testing.T) {
	w := &world{testkit.NewWorld(t)}
	id := w.submitted()
	w.Act("competition", id, "start-pre-evaluation", nil).Expect(t, http.StatusOK)
	w.Act("competition", id, "reject", map[string]any{"explanation": "Already planned by facilities."}).Expect(t, http.StatusOK)
	var detail struct {
		StateID  int64    `json:"stateId"`
		Commands []string `json:"commands"`
	}
	w.Call("suggestion", http.MethodGet, path("/api/v3/contributions/", id), nil).Expect(t, http.StatusOK).JSON(t, &detail)
	if contains(detail.Commands, "ASSIGN_ADVISOR") {
		t.Errorf("REJECTED grants ASSIGN_ADVISOR: %v", detail.Commands)
	}
	w.assignAdvisors("suggestion", id, w.IDs["content"]).ExpectError(t, http.StatusForbidden, "")
	w.assignAdvisors("competition", id, w.IDs["content"]).ExpectError(t, http.StatusForbidden, "")

	// The editor grants it to MANAGER in this state: the administrator assigns, the mentor still may not.
	w.Call("admin", http.MethodPost, "/api/v3/state-commands", map[string]any{"stateId": detail.StateID, "command": "ASSIGN_ADVISOR",
		"roles": []string{"MANAGER"}}).Expect(t, http.StatusCreated)
	w.assignAdvisors("competition", id, w.IDs["content"]).ExpectError(t, http.StatusForbidden, "")
	w.assignAdvisors("suggestion", id, w.IDs["content"]).Expect(t, http.StatusOK)
	if got := w.advisors("suggestion", id); len(got) != 1 || got[0] != w.IDs["content"] {
		t.Errorf("advisors: %v", got)
	}
	if got := keys(w.sessions("content", id)); got != "OWNERS_ADVISORS" {
		t.Errorf("the advisor's sessions: %s", got)
	}
}
