package chat_test

import (
	"bufio"
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/chat"
	"github.com/inno-platform/inno/internal/testkit"
)

type session struct {
	ID          int64  `json:"id"`
	SessionType string `json:"sessionType"`
	Status      string `json:"status"`
	MemberRoles []string
	Members     []struct {
		UserID int64  `json:"userId"`
		Role   string `json:"userRole"`
	} `json:"members"`
	CanWrite    bool  `json:"canWrite"`
	ItemCount   int64 `json:"itemCount"`
	UnreadCount int64 `json:"unreadCount"`
	LastItemID  int64 `json:"lastItemId"`
}

type item struct {
	ID         int64  `json:"id"`
	SessionID  int64  `json:"sessionId"`
	Body       string `json:"body"`
	AuthorID   int64  `json:"authorId"`
	AuthorRole string `json:"authorRole"`
}

type world struct{ *testkit.World }

func path(parts ...any) string {
	var b strings.Builder
	for _, p := range parts {
		switch v := p.(type) {
		case string:
			b.WriteString(v)
		case int64:
			b.WriteString(strconv.FormatInt(v, 10))
		}
	}
	return b.String()
}

func (w *world) sessions(who string, id int64) map[string]session {
	w.T.Helper()
	var list []session
	w.Call(who, http.MethodGet, path("/api/v3/chat-sessions/list/", id), nil).Expect(w.T, http.StatusOK).JSON(w.T, &list)
	out := map[string]session{}
	for _, s := range list {
		out[s.SessionType] = s
	}
	return out
}

func (w *world) post(who string, sessionID int64, body string) *testkit.Response {
	w.T.Helper()
	return w.Call(who, http.MethodPost, path("/api/v3/chat-sessions/post-chat-item/", sessionID), map[string]any{"body": body})
}

func (w *world) items(who string, sessionID int64) []item {
	w.T.Helper()
	var out []item
	w.Call(who, http.MethodGet, path("/api/v3/chat-sessions/chat-items/", sessionID), nil).Expect(w.T, http.StatusOK).JSON(w.T, &out)
	return out
}

func (w *world) command(who string, id int64, status string, sessions ...int64) *testkit.Response {
	w.T.Helper()
	return w.Call(who, http.MethodPost, path("/api/v3/contributions/", id, "/command/change-chat-session-status/parameter/", status),
		map[string]any{"sessionList": sessions})
}

// submitted is a suggestion of "user", submitted, with "competition" as its mentor.
func (w *world) submitted() int64 {
	w.T.Helper()
	id := w.Create("user", "SUGGESTION")
	w.Act("user", id, "submit", nil).Expect(w.T, http.StatusOK)
	w.Call("suggestion", http.MethodPost, path("/api/v3/contributions/", id, "/MENTOR/command/assign/ASSIGN_MENTOR"),
		map[string]any{"userList": []int64{w.IDs["competition"]}}).Expect(w.T, http.StatusOK)
	return id
}

func keys(m map[string]session) string {
	var out []string
	for _, t := range chat.Types {
		if _, ok := m[t]; ok {
			out = append(out, t)
		}
	}
	return strings.Join(out, ",")
}

func TestSessionsFollowTheLifeCycleAndTheRoles(t *testing.T) {
	w := &world{testkit.NewWorld(t)}
	id := w.submitted()

	// The default life cycle enables all four sessions (owners, owners–mentor, owners–advisors, mentor–expert);
	// each caller reads the ones their roles make them a member of.
	if got := keys(w.sessions("user", id)); got != "OWNERS,OWNERS_MENTOR,OWNERS_ADVISORS" {
		t.Errorf("owner's sessions: %s", got)
	}
	mentor := w.sessions("competition", id)
	if got := keys(mentor); got != "OWNERS_MENTOR,MENTOR_EXPERT" {
		t.Errorf("mentor's sessions: %s", got)
	}
	om := mentor[chat.TypeOwnersMentor]
	if !om.CanWrite || om.Status != chat.StatusOpen || len(om.Members) != 2 {
		t.Errorf("owners–mentor session: %+v", om)
	}
	// Someone who sees the contribution without a role reads no session; the type's admin neither.
	if got := keys(w.sessions("content", id)); got != "" {
		t.Errorf("a reader without a role: %s", got)
	}
	if got := keys(w.sessions("suggestion", id)); got != "" {
		t.Errorf("the type's admin: %s", got)
	}
	var one []session
	w.Call("competition", http.MethodGet, path("/api/v3/chat-sessions/list/", id, "/sessionType/mentor_expert"), nil).Expect(t, http.StatusOK).JSON(t, &one)
	if len(one) != 1 || one[0].SessionType != chat.TypeMentorExpert {
		t.Errorf("one type: %+v", one)
	}
	w.Call("competition", http.MethodGet, path("/api/v3/chat-sessions/list/", id, "/sessionType/EVERYONE"), nil).ExpectError(t, http.StatusBadRequest, chat.ErrTypeInvalid)
	w.Call("competition", http.MethodGet, "/api/v3/chat-sessions/list/99999", nil).Expect(t, http.StatusNotFound)

	// The owner writes, the mentor reads it as unread until they mark it read.
	var posted item
	w.post("user", om.ID, "  Could we try the sensors in aisle 3 first?\r\nIt has the most traffic.  ").Expect(t, http.StatusCreated).JSON(t, &posted)
	if posted.Body != "Could we try the sensors in aisle 3 first?\nIt has the most traffic." || posted.AuthorRole != "OWNER" || posted.AuthorID != w.IDs["user"] {
		t.Errorf("posted: %+v", posted)
	}
	if s := w.sessions("competition", id)[chat.TypeOwnersMentor]; s.UnreadCount != 1 || s.ItemCount != 1 || s.LastItemID != posted.ID {
		t.Errorf("mentor's counts: %+v", s)
	}
	if s := w.sessions("user", id)[chat.TypeOwnersMentor]; s.UnreadCount != 0 {
		t.Errorf("the author's own item is read: %+v", s)
	}
	var read session
	w.Call("competition", http.MethodPost, path("/api/v3/chat-sessions/read/", om.ID), map[string]any{"lastItemId": 0}).Expect(t, http.StatusOK).JSON(t, &read)
	if read.UnreadCount != 0 {
		t.Errorf("after reading: %+v", read)
	}
	w.post("competition", om.ID, "Yes, aisle 3. I will ask facilities.").Expect(t, http.StatusCreated)
	if got := w.items("user", om.ID); len(got) != 2 || got[0].ID != posted.ID || got[1].AuthorRole != "MENTOR" {
		t.Errorf("items: %+v", got)
	}
	var older []item
	w.Call("user", http.MethodGet, path("/api/v3/chat-sessions/chat-items/", om.ID, "?before=", posted.ID+1, "&size=1"), nil).Expect(t, http.StatusOK).JSON(t, &older)
	if len(older) != 1 || older[0].ID != posted.ID {
		t.Errorf("the page before: %+v", older)
	}

	// Outsiders neither read nor write; a member of another session is refused this one.
	me := mentor[chat.TypeMentorExpert]
	w.post("user", me.ID, "let me in").Expect(t, http.StatusNotFound)
	w.Call("user", http.MethodGet, path("/api/v3/chat-sessions/chat-items/", me.ID), nil).Expect(t, http.StatusNotFound)
	w.post("content", om.ID, "hello").Expect(t, http.StatusNotFound)
	w.Call("content", http.MethodGet, path("/api/v3/chat-sessions/chat-items/", om.ID), nil).Expect(t, http.StatusNotFound)
	w.post("external", om.ID, "hello").Expect(t, http.StatusNotFound)
	w.post("", om.ID, "hello").Expect(t, http.StatusUnauthorized)

	// Bad input: empty, too long, malformed; nothing is written.
	for _, body := range []string{"", "   \n ", strings.Repeat("é", chat.BodyMax+1)} {
		res := w.post("user", om.ID, body)
		res.ExpectError(t, http.StatusBadRequest, "")
		if !strings.Contains(string(res.Body), `"field":"body"`) {
			t.Errorf("bad body %q: %s", body[:min(len(body), 10)], res.Body)
		}
	}
	w.post("user", om.ID, strings.Repeat("é", chat.BodyMax)).Expect(t, http.StatusCreated)
	w.Call("user", http.MethodPost, path("/api/v3/chat-sessions/post-chat-item/", om.ID), `{"body": 5}`).Expect(t, http.StatusBadRequest)
	w.Call("user", http.MethodGet, path("/api/v3/chat-sessions/chat-items/", om.ID, "?before=x"), nil).Expect(t, http.StatusBadRequest)
	w.post("user", 99999, "hello").Expect(t, http.StatusNotFound)
	if got := w.items("competition", om.ID); len(got) != 3 {
		t.Errorf("items after refusals: %d", len(got))
	}
}

func TestChatSessionStatusCommand(t *testing.T) {
	w := &world{testkit.NewWorld(t)}
	id := w.submitted()
	om := w.sessions("competition", id)[chat.TypeOwnersMentor]
	w.post("user", om.ID, "First question").Expect(t, http.StatusCreated)

	// The owner's role in the session, and the command only for the roles the state grants it to.
	var role chat.ChatRole
	w.Call("user", http.MethodGet, path("/api/v3/chat-sessions/role/", id, "/OWNERS_MENTOR"), nil).Expect(t, http.StatusOK).JSON(t, &role)
	if !role.Enabled || !role.Member || !role.Reader || role.CanChangeStatus {
		t.Errorf("owner's role: %+v", role)
	}
	w.Call("competition", http.MethodGet, path("/api/v3/chat-sessions/role/", id, "/OWNERS_MENTOR"), nil).Expect(t, http.StatusOK).JSON(t, &role)
	if !role.CanChangeStatus {
		t.Errorf("mentor's role: %+v", role)
	}
	w.Call("user", http.MethodGet, path("/api/v3/chat-sessions/role/", id, "/NOBODY"), nil).ExpectError(t, http.StatusBadRequest, chat.ErrTypeInvalid)
	w.command("user", id, "CLOSED", om.ID).Expect(t, http.StatusForbidden)
	w.command("content", id, "CLOSED", om.ID).Expect(t, http.StatusForbidden)
	w.command("competition", id, "MAYBE", om.ID).ExpectError(t, http.StatusBadRequest, chat.ErrStatusInvalid)
	w.command("competition", id, "CLOSED").ExpectError(t, http.StatusBadRequest, "")
	other := w.submitted()
	otherSession := w.sessions("competition", other)[chat.TypeOwnersMentor]
	w.command("competition", id, "CLOSED", om.ID, otherSession.ID).ExpectError(t, http.StatusBadRequest, chat.ErrSessionUnknown)
	if s := w.sessions("user", id)[chat.TypeOwnersMentor]; s.Status != chat.StatusOpen {
		t.Errorf("a refused command changed nothing: %+v", s)
	}

	// Closed: read-only for everyone, still readable.
	var after []session
	w.command("competition", id, "closed", om.ID).Expect(t, http.StatusOK).JSON(t, &after)
	s := w.sessions("user", id)[chat.TypeOwnersMentor]
	if s.Status != chat.StatusClosed || s.CanWrite {
		t.Errorf("closed: %+v", s)
	}
	w.post("user", om.ID, "Anyone?").ExpectError(t, http.StatusBadRequest, chat.ErrSessionClosed)
	w.post("competition", om.ID, "Me").ExpectError(t, http.StatusBadRequest, chat.ErrSessionClosed)
	if got := w.items("user", om.ID); len(got) != 1 {
		t.Errorf("a closed session is read: %+v", got)
	}
	var history []struct {
		Action      string `json:"action"`
		Explanation string `json:"explanation"`
	}
	// (the COMMAND lines are in the audit form of the history: the type's administrator reads it)
	w.Call("suggestion", http.MethodGet, path("/api/v3/contribution-histories/", id, "/category/COMMAND"), nil).Expect(t, http.StatusOK).JSON(t, &history)
	found := false
	for _, h := range history {
		found = found || h.Action == "chat-session-closed" && h.Explanation == chat.TypeOwnersMentor
	}
	if !found {
		t.Errorf("history: %+v", history)
	}

	// Open again: writing works.
	w.command("suggestion", id, "OPEN", om.ID).Expect(t, http.StatusOK)
	w.post("competition", om.ID, "Open again").Expect(t, http.StatusCreated)
	if got := w.items("user", om.ID); len(got) != 2 || got[1].Body != "Open again" {
		t.Errorf("after opening again: %+v", got)
	}
}

func TestLifeCycleFlagsAndJoinCommand(t *testing.T) {
	w := &world{testkit.NewWorld(t)}
	id := w.submitted()
	om := w.sessions("user", id)[chat.TypeOwnersMentor]

	var lcID, stateID int64
	if err := w.Env.App.DB.QueryRow(context.Background(), `SELECT c.life_cycle_id, c.state_id FROM contribution c WHERE c.id = ?`, id).Scan(&lcID, &stateID); err != nil {
		t.Fatal(err)
	}
	var lc map[string]any
	w.Call("admin", http.MethodGet, path("/api/v3/life-cycles/get-for-update/", lcID), nil).Expect(t, http.StatusOK).JSON(t, &lc)
	// The owners–mentor flag off: the session is gone from the lists and refused.
	body := map[string]any{"id": lcID, "name": lc["name"], "contributionType": lc["contributionType"], "isDefault": lc["isDefault"],
		"isActive": lc["isActive"], "isOwnersChatEnabled": true, "isOwnersMentorChatEnabled": false,
		"isOwnersAdvisorsChatEnabled": false, "isMentorExpertChatEnabled": true, "isBannerEnabled": lc["isBannerEnabled"]}
	w.Call("admin", http.MethodPut, "/api/v3/life-cycles", body).Expect(t, http.StatusOK)
	if got := keys(w.sessions("user", id)); got != "OWNERS" {
		t.Errorf("flag off: %s", got)
	}
	w.post("user", om.ID, "still there?").Expect(t, http.StatusNotFound)

	// CHAT_MENTOR_EXPERT granted to OWNER in this state: the owner joins the mentor–expert session.
	w.Call("admin", http.MethodPost, "/api/v3/state-commands", map[string]any{"stateId": stateID, "command": "CHAT_MENTOR_EXPERT",
		"roles": []string{"OWNER"}}).Expect(t, http.StatusCreated)
	s := w.sessions("user", id)
	me, ok := s[chat.TypeMentorExpert]
	if !ok || !me.CanWrite || !contains(me.MemberRoles, "OWNER") {
		t.Fatalf("joined: %+v", s)
	}
	var it item
	w.post("user", me.ID, "A question for the expert").Expect(t, http.StatusCreated).JSON(t, &it)
	if it.AuthorRole != "OWNER" {
		t.Errorf("joined author: %+v", it)
	}
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// stream is an open event stream read line by line.
type stream struct {
	resp   *http.Response
	events chan event
}

type event struct{ id, name, data string }

func openStream(t *testing.T, base, token string, contributionID int64, lastID string) (*stream, int) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, base+path("/api/v3/chat-sessions/stream/", contributionID), nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	if lastID != "" {
		req.Header.Set("Last-Event-ID", lastID)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		_ = resp.Body.Close()
		return nil, resp.StatusCode
	}
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Errorf("content type %q", ct)
	}
	s := &stream{resp: resp, events: make(chan event, 16)}
	t.Cleanup(func() { _ = resp.Body.Close() })
	opened := make(chan struct{})
	go func() {
		defer close(s.events)
		sc := bufio.NewScanner(resp.Body)
		var e event
		first := true
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "":
				if first {
					first = false
					close(opened)
				}
				if e.name != "" {
					s.events <- e
				}
				e = event{}
			case strings.HasPrefix(line, "id: "):
				e.id = line[4:]
			case strings.HasPrefix(line, "event: "):
				e.name = line[7:]
			case strings.HasPrefix(line, "data: "):
				e.data = line[6:]
			}
		}
	}()
	select {
	case <-opened:
	case <-time.After(5 * time.Second):
		t.Fatal("the stream did not open")
	}
	return s, http.StatusOK
}

func (s *stream) next(t *testing.T) event {
	t.Helper()
	select {
	case e, ok := <-s.events:
		if !ok {
			t.Fatal("the stream ended")
		}
		return e
	case <-time.After(5 * time.Second):
		t.Fatal("no event within 5 s")
	}
	return event{}
}

func TestStreamDeliversAndResumes(t *testing.T) {
	w := &world{testkit.NewWorld(t)}
	id := w.submitted()
	om := w.sessions("user", id)[chat.TypeOwnersMentor]
	base := w.Env.URL

	// Only members of a session of the contribution get a stream.
	if _, code := openStream(t, base, w.Tok["content"], id, ""); code != http.StatusForbidden {
		t.Errorf("a reader without a session: %d", code)
	}
	if _, code := openStream(t, base, "", id, ""); code != http.StatusUnauthorized {
		t.Errorf("no session: %d", code)
	}
	if _, code := openStream(t, base, w.Tok["user"], id, "x"); code != http.StatusBadRequest {
		t.Errorf("bad Last-Event-ID: %d", code)
	}

	mentor, _ := openStream(t, base, w.Tok["competition"], id, "")
	owner, _ := openStream(t, base, w.Tok["user"], id, "")
	w.post("user", om.ID, "Live one").Expect(t, http.StatusCreated)
	e := mentor.next(t)
	if e.name != chat.EventItem || !strings.Contains(e.data, `"body":"Live one"`) || e.id == "" {
		t.Errorf("mentor got %+v", e)
	}
	if e2 := owner.next(t); e2.id != e.id {
		t.Errorf("owner got %+v", e2)
	}
	// A session closed reaches the streams too.
	w.command("competition", id, "CLOSED", om.ID).Expect(t, http.StatusOK)
	if e := owner.next(t); e.name != chat.EventSession || !strings.Contains(e.data, `"status":"CLOSED"`) {
		t.Errorf("status event: %+v", e)
	}
	w.command("competition", id, "OPEN", om.ID).Expect(t, http.StatusOK)
	last := owner.next(t).id

	// The owner's page is gone meanwhile; it comes back after Last-Event-ID and gets what it missed, in order.
	_ = owner.resp.Body.Close()
	w.post("competition", om.ID, "Missed one").Expect(t, http.StatusCreated)
	w.post("competition", om.ID, "Missed two").Expect(t, http.StatusCreated)
	back, _ := openStream(t, base, w.Tok["user"], id, last)
	if e := back.next(t); !strings.Contains(e.data, "Missed one") {
		t.Errorf("resumed first: %+v", e)
	}
	if e := back.next(t); !strings.Contains(e.data, "Missed two") {
		t.Errorf("resumed second: %+v", e)
	}
	w.post("user", om.ID, "And live again").Expect(t, http.StatusCreated)
	if e := back.next(t); !strings.Contains(e.data, "And live again") {
		t.Errorf("live after resume: %+v", e)
	}
	// An item of a session the caller is no member of never reaches them.
	me := w.sessions("competition", id)[chat.TypeMentorExpert]
	w.post("competition", me.ID, "Between mentor and expert").Expect(t, http.StatusCreated)
	w.post("user", om.ID, "Marker").Expect(t, http.StatusCreated)
	if e := back.next(t); !strings.Contains(e.data, "Marker") {
		t.Errorf("the owner received another session's item: %+v", e)
	}
}

// TestStreamAcrossNodes: an item posted on one node reaches a stream open on
// another node of the same PostgreSQL database (LISTEN/NOTIFY).
func TestStreamAcrossNodes(t *testing.T) {
	if testkit.Engine() != "postgres" {
		t.Skip("several nodes share a PostgreSQL database; SQLite is one node (TestStreamDeliversAndResumes)")
	}
	w := &world{testkit.NewWorld(t)}
	id := w.submitted()
	om := w.sessions("user", id)[chat.TypeOwnersMentor]
	node2 := w.Env.AnotherNode(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for _, n := range []*testkit.Env{w.Env, node2} {
		if err := n.App.Live.Wait(ctx); err != nil {
			t.Fatalf("listener: %v", err)
		}
	}
	onNode2, _ := openStream(t, node2.URL, w.Tok["competition"], id, "")
	onNode1, _ := openStream(t, w.Env.URL, w.Tok["user"], id, "")
	w.post("user", om.ID, "Posted on node 1").Expect(t, http.StatusCreated)
	if e := onNode2.next(t); e.name != chat.EventItem || !strings.Contains(e.data, "Posted on node 1") {
		t.Errorf("node 2 got %+v", e)
	}
	if e := onNode1.next(t); !strings.Contains(e.data, "Posted on node 1") {
		t.Errorf("node 1 got %+v", e)
	}
	node2.Do(testkit.Request{Method: http.MethodPost, Path: path("/api/v3/chat-sessions/post-chat-item/", om.ID), Token: w.Tok["competition"],
		Body: map[string]any{"body": "Posted on node 2"}}).Expect(t, http.StatusCreated)
	if e := onNode1.next(t); !strings.Contains(e.data, "Posted on node 2") {
		t.Errorf("node 1 got %+v", e)
	}
}
