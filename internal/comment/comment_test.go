package comment_test

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/testkit"
)

type comment struct {
	ID           int64   `json:"id"`
	Comment      string  `json:"comment"`
	CommentHTML  string  `json:"commentHtml"`
	UserID       int64   `json:"userId"`
	UserFullName string  `json:"userFullName"`
	Edited       bool    `json:"edited"`
	EditedDate   *string `json:"editedDate"`
	LikeCount    int     `json:"likeCount"`
	LikedByMe    bool    `json:"likedByMe"`
	Hidden       bool    `json:"hidden"`
	HiddenReason string  `json:"hiddenReason"`
	CanEdit      bool    `json:"canEdit"`
	CanDelete    bool    `json:"canDelete"`
	CanHide      bool    `json:"canHide"`
}

type world struct{ *testkit.World }

func path(format string, id int64) string { return fmt.Sprintf(format, id) }

// underReview starts a suggestion of user's, submits it, gives it campaign
// as mentor and moves it to pre-evaluation, whose commands let the mentor
// and the type's administrator change the comment and rating status.
func (w *world) underReview() int64 {
	w.T.Helper()
	id := w.Create("user", "SUGGESTION")
	w.Act("user", id, "submit", nil).Expect(w.T, http.StatusOK)
	w.Call("suggestion", http.MethodPost, path("/api/v3/contributions/%d/MENTOR/command/assign/ASSIGN_MENTOR", id),
		map[string]any{"userList": []int64{w.IDs["campaign"]}}).Expect(w.T, http.StatusOK)
	w.Act("suggestion", id, "start-pre-evaluation", nil).Expect(w.T, http.StatusOK)
	return id
}

func (w *world) commentStatus(who string, id int64, status string) {
	w.T.Helper()
	w.Call(who, http.MethodPost, fmt.Sprintf("/api/v3/contributions/contributionId/%d/commentStatus/%s", id, status), nil).Expect(w.T, http.StatusOK)
}

func (w *world) add(who string, id int64, text string) *testkit.Response {
	w.T.Helper()
	return w.Call(who, http.MethodPost, path("/api/v3/comments/add-comment/%d", id), map[string]any{"comment": text})
}

func (w *world) list(who string, id int64, query string) ([]comment, string) {
	w.T.Helper()
	res := w.Call(who, http.MethodGet, path("/api/v3/comments/list/%d", id)+query, nil).Expect(w.T, http.StatusOK)
	var out []comment
	res.JSON(w.T, &out)
	return out, res.Header.Get("x-total-count")
}

func (w *world) detail(who string, id int64) map[string]any {
	w.T.Helper()
	return w.Call(who, http.MethodGet, path("/api/v3/contributions/%d", id), nil).Expect(w.T, http.StatusOK).Map(w.T)
}

// row is the contribution's row in who's "all" list.
func (w *world) row(who string, id int64) map[string]any {
	w.T.Helper()
	var rows []map[string]any
	w.Call(who, http.MethodGet, "/api/v3/contributions/SUGGESTION/0/all?size=50", nil).Expect(w.T, http.StatusOK).JSON(w.T, &rows)
	for _, r := range rows {
		if int64(r["id"].(float64)) == id {
			return r
		}
	}
	w.T.Fatalf("contribution %d not in %s's list", id, who)
	return nil
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

// A thread through every status and permission edge: who reads, who
// writes, edits, deletes, likes and hides, what bad input gets, and the
// counters the detail and the lists show.
func TestCommentThread(t *testing.T) {
	w := &world{testkit.NewWorld(t)}
	id := w.underReview()

	// HIDDEN (the default): only the moderators read, nobody writes.
	w.Call("external", http.MethodGet, path("/api/v3/comments/list/%d", id), nil).ExpectError(t, http.StatusBadRequest, "commentsHidden")
	w.Call("user", http.MethodGet, path("/api/v3/comments/list/%d", id), nil).ExpectError(t, http.StatusBadRequest, "commentsHidden")
	if got, total := w.list("suggestion", id, ""); len(got) != 0 || total != "0" {
		t.Errorf("moderator's hidden thread: %v %s", got, total)
	}
	w.list("campaign", id, "") // the mentor: the state grants them the comment status command
	w.add("suggestion", id, "Not yet").ExpectError(t, http.StatusBadRequest, "commentsClosed")
	// Without a session: 401; a contribution nobody may see: 404.
	w.Call("", http.MethodGet, path("/api/v3/comments/list/%d", id), nil).Expect(t, http.StatusUnauthorized)
	w.Call("external", http.MethodGet, "/api/v3/comments/list/999999", nil).Expect(t, http.StatusNotFound)
	draft := w.Create("user", "SUGGESTION")
	w.Call("external", http.MethodGet, path("/api/v3/comments/list/%d", draft), nil).Expect(t, http.StatusNotFound)

	// The status command takes both readings: VISIBLE is OPEN.
	w.commentStatus("campaign", id, "VISIBLE")
	if s := w.detail("external", id)["commentStatus"]; s != "OPEN" {
		t.Fatalf("comment status after VISIBLE: %v", s)
	}

	// Bad input: 400 with fieldErrors, nothing written.
	if got := fieldErrors(t, w.add("external", id, "  \n ")); got != "comment:NotBlank" {
		t.Errorf("blank comment: %s", got)
	}
	if got := fieldErrors(t, w.add("external", id, strings.Repeat("ş", 2001))); got != "comment:Size" {
		t.Errorf("long comment: %s", got)
	}
	w.Call("external", http.MethodPost, path("/api/v3/comments/add-comment/%d", id), "text").Expect(t, http.StatusBadRequest)
	if got, _ := w.list("external", id, ""); len(got) != 0 {
		t.Fatalf("refused comments were written: %v", got)
	}

	// Writing: plain text, links clickable, line breaks kept, markup escaped.
	var first comment
	w.add("external", id, "  Nice idea <b>really</b>, see https://example.com/x.\nSecond line  ").Expect(t, http.StatusCreated).JSON(t, &first)
	if first.Comment != "Nice idea <b>really</b>, see https://example.com/x.\nSecond line" || first.UserFullName != "Eda External" ||
		!first.CanEdit || !first.CanDelete || first.CanHide || first.Edited {
		t.Errorf("added comment: %+v", first)
	}
	if want := `Nice idea &lt;b&gt;really&lt;/b&gt;, see <a href="https://example.com/x" target="_blank" rel="nofollow noopener">https://example.com/x</a>.<br>Second line`; first.CommentHTML != want {
		t.Errorf("comment HTML:\n got %s\nwant %s", first.CommentHTML, want)
	}
	w.add("external", id, strings.Repeat("ğ", 2000)).Expect(t, http.StatusCreated) // the bound itself
	var second, third comment
	w.add("user", id, "Thanks!").Expect(t, http.StatusCreated).JSON(t, &second)
	w.add("content", id, "Off topic remark").Expect(t, http.StatusCreated).JSON(t, &third)

	// Reading: oldest first, paged, the total in x-total-count.
	all, total := w.list("improvement", id, "")
	if total != "4" || len(all) != 4 || all[0].ID != first.ID || all[3].ID != third.ID || all[0].CanEdit || all[0].CanHide {
		t.Fatalf("thread as a reader: %s %+v", total, all)
	}
	if page, total := w.list("improvement", id, "?page=1&size=3"); total != "4" || len(page) != 1 || page[0].ID != third.ID {
		t.Errorf("last page: %s %+v", total, page)
	}
	if page, _ := w.list("improvement", id, "?sort=id,desc&size=1"); len(page) != 1 || page[0].ID != third.ID {
		t.Errorf("newest first: %+v", page)
	}
	// The page rides in the contribution's read, whose rows come in no
	// order: the page's own order is restored, both ways.
	if page, total := w.list("improvement", id, "?sort=id,desc&size=3"); total != "4" || len(page) != 3 ||
		page[0].ID != third.ID || page[1].ID != second.ID || page[2].ID >= page[1].ID {
		t.Errorf("newest first, a page of three: %s %+v", total, page)
	}
	if page, total := w.list("improvement", id, "?page=5&size=3"); total != "4" || len(page) != 0 {
		t.Errorf("a page past the end: %s %+v", total, page)
	}

	// Editing: the author only, marked edited with the time.
	var edited comment
	w.Call("external", http.MethodPost, path("/api/v3/comments/update-comment/%d", first.ID), map[string]any{"comment": "Nice idea indeed"}).
		Expect(t, http.StatusOK).JSON(t, &edited)
	if !edited.Edited || edited.EditedDate == nil || edited.Comment != "Nice idea indeed" || edited.CommentHTML != "Nice idea indeed" {
		t.Errorf("edited: %+v", edited)
	}
	w.Call("user", http.MethodPost, path("/api/v3/comments/update-comment/%d", first.ID), map[string]any{"comment": "Mine now"}).Expect(t, http.StatusForbidden)
	w.Call("suggestion", http.MethodPost, path("/api/v3/comments/update-comment/%d", first.ID), map[string]any{"comment": "Mine now"}).Expect(t, http.StatusForbidden)
	if got := fieldErrors(t, w.Call("external", http.MethodPost, path("/api/v3/comments/update-comment/%d", first.ID), map[string]any{"comment": ""})); got != "comment:NotBlank" {
		t.Errorf("blank edit: %s", got)
	}
	w.Call("external", http.MethodPost, "/api/v3/comments/update-comment/999999", map[string]any{"comment": "x"}).Expect(t, http.StatusNotFound)

	// Likes: toggled, one per person, counted.
	like := func(who string, cid int64) (liked bool, n int) {
		t.Helper()
		var l struct {
			Liked     bool `json:"liked"`
			LikeCount int  `json:"likeCount"`
		}
		w.Call(who, http.MethodPost, path("/api/v3/comments/toggle-like/%d", cid), nil).Expect(t, http.StatusOK).JSON(t, &l)
		return l.Liked, l.LikeCount
	}
	if liked, n := like("user", first.ID); !liked || n != 1 {
		t.Errorf("like: %v %d", liked, n)
	}
	if liked, n := like("content", first.ID); !liked || n != 2 {
		t.Errorf("second person's like: %v %d", liked, n)
	}
	if liked, n := like("user", first.ID); liked || n != 1 {
		t.Errorf("like taken back: %v %d", liked, n)
	}
	like("user", first.ID)
	if got, _ := w.list("user", id, ""); !got[0].LikedByMe || got[0].LikeCount != 2 || got[1].LikedByMe {
		t.Errorf("likes in the list: %+v", got[:2])
	}

	// Hiding: the moderators (type admin, or a role the state grants the
	// status command), with a reason kept in the history.
	w.Call("external", http.MethodPost, path("/api/v3/comments/hide-comment/%d", third.ID), map[string]any{"reason": "Off topic"}).Expect(t, http.StatusForbidden)
	w.Call("improvement", http.MethodPost, path("/api/v3/comments/hide-comment/%d", third.ID), map[string]any{"reason": "Off topic"}).Expect(t, http.StatusForbidden)
	if got := fieldErrors(t, w.Call("suggestion", http.MethodPost, path("/api/v3/comments/hide-comment/%d", third.ID), map[string]any{"reason": " "})); got != "reason:NotBlank" {
		t.Errorf("hide without a reason: %s", got)
	}
	var hidden comment
	w.Call("suggestion", http.MethodPost, path("/api/v3/comments/hide-comment/%d", third.ID), map[string]any{"reason": "Off topic"}).
		Expect(t, http.StatusOK).JSON(t, &hidden)
	if !hidden.Hidden || hidden.HiddenReason != "Off topic" || hidden.Comment == "" {
		t.Errorf("hidden, as the moderator sees it: %+v", hidden)
	}
	if got, _ := w.list("content", id, ""); !got[3].Hidden || got[3].Comment != "" || got[3].CommentHTML != "" || got[3].HiddenReason != "" || got[3].CanEdit || got[3].CanDelete {
		t.Errorf("hidden, as its author sees it: %+v", got[3])
	}
	if got, _ := w.list("campaign", id, ""); got[3].Comment != "Off topic remark" || !got[3].CanHide {
		t.Errorf("hidden, as the mentor sees it: %+v", got[3])
	}
	w.Call("content", http.MethodPost, path("/api/v3/comments/update-comment/%d", third.ID), map[string]any{"comment": "Back"}).ExpectError(t, http.StatusBadRequest, "commentHidden")
	w.Call("content", http.MethodDelete, path("/api/v3/comments/%d", third.ID), nil).ExpectError(t, http.StatusBadRequest, "commentHidden")
	w.Call("user", http.MethodPost, path("/api/v3/comments/toggle-like/%d", third.ID), nil).ExpectError(t, http.StatusBadRequest, "commentHidden")
	var history []map[string]any
	// Moderation is in the management form of the history: the type's administrator reads it, the
	// owner (primary form only) may not ask for it.
	w.Call("suggestion", http.MethodGet, path("/api/v3/contribution-histories/%d/category/COMMENT", id), nil).Expect(t, http.StatusOK).JSON(t, &history)
	if len(history) != 1 || history[0]["action"] != "comment-hidden" || history[0]["explanation"] != "Off topic" {
		t.Errorf("moderation history: %v", history)
	}
	w.Call("user", http.MethodGet, path("/api/v3/contribution-histories/%d/category/COMMENT", id), nil).Expect(t, http.StatusForbidden)

	// Counters: the hidden comment leaves them.
	if n := w.detail("user", id)["commentCount"]; n != 3.0 {
		t.Errorf("detail comment count: %v", n)
	}
	if n := w.row("improvement", id)["commentCount"]; n != 3.0 {
		t.Errorf("list comment count: %v", n)
	}
	var restored comment
	w.Call("campaign", http.MethodPost, path("/api/v3/comments/restore-comment/%d", third.ID), nil).Expect(t, http.StatusOK).JSON(t, &restored)
	if restored.Hidden || restored.HiddenReason != "" || w.detail("user", id)["commentCount"] != 4.0 {
		t.Errorf("restored: %+v", restored)
	}

	// Deleting: the author only; the likes go with it.
	w.Call("user", http.MethodDelete, path("/api/v3/comments/%d", first.ID), nil).Expect(t, http.StatusForbidden)
	w.Call("suggestion", http.MethodDelete, path("/api/v3/comments/%d", first.ID), nil).Expect(t, http.StatusForbidden)
	w.Call("external", http.MethodDelete, path("/api/v3/comments/%d", first.ID), nil).Expect(t, http.StatusNoContent)
	if got, total := w.list("external", id, ""); total != "3" || got[0].ID == first.ID {
		t.Errorf("after delete: %s %+v", total, got)
	}
	if n := w.detail("user", id)["commentCount"]; n != 3.0 {
		t.Errorf("count after delete: %v", n)
	}

	// CLOSED (VISIBLE_AND_CLOSED): read, not written, not liked; authors still delete.
	w.commentStatus("suggestion", id, "VISIBLE_AND_CLOSED")
	if got, _ := w.list("external", id, ""); len(got) != 3 || got[0].CanEdit {
		t.Errorf("closed thread: %+v", got)
	}
	w.add("external", id, "Late").ExpectError(t, http.StatusBadRequest, "commentsClosed")
	w.Call("user", http.MethodPost, path("/api/v3/comments/update-comment/%d", second.ID), map[string]any{"comment": "Edit"}).ExpectError(t, http.StatusBadRequest, "commentsClosed")
	w.Call("content", http.MethodPost, path("/api/v3/comments/toggle-like/%d", second.ID), nil).ExpectError(t, http.StatusBadRequest, "commentsClosed")
	w.Call("user", http.MethodDelete, path("/api/v3/comments/%d", second.ID), nil).Expect(t, http.StatusNoContent)

	// HIDDEN again: the counters leave the lists but for the type's administrators.
	w.commentStatus("campaign", id, "HIDDEN")
	if n := w.row("user", id)["commentCount"]; n != 0.0 {
		t.Errorf("hidden thread's count for the owner: %v", n)
	}
	if n := w.row("suggestion", id)["commentCount"]; n != 2.0 {
		t.Errorf("hidden thread's count for the type's admin: %v", n)
	}
	w.Call("external", http.MethodDelete, path("/api/v3/comments/%d", all[1].ID), nil).ExpectError(t, http.StatusBadRequest, "commentsHidden")

	// The per-user count: the comments they wrote, hidden ones apart.
	var count struct {
		UserID int64 `json:"userId"`
		Count  int64 `json:"count"`
	}
	w.Call("user", http.MethodGet, "/api/v3/comment-count/user/"+strconv.FormatInt(w.IDs["external"], 10), nil).Expect(t, http.StatusOK).JSON(t, &count)
	if count.UserID != w.IDs["external"] || count.Count != 1 {
		t.Errorf("external's comment count: %+v", count)
	}
}

// A burst of comments is one mail to each owner (not to the author of a
// comment), and an unsubscribed owner gets none.
func TestCommentMail(t *testing.T) {
	w := &world{testkit.NewWorld(t)}
	id := w.underReview()
	w.commentStatus("campaign", id, "OPEN")
	w.add("user", id, "My own note").Expect(t, http.StatusCreated)
	for i, who := range []string{"external", "content", "external"} {
		w.add(who, id, fmt.Sprintf("Comment number %d", i+1)).Expect(t, http.StatusCreated)
	}
	m := w.Env.WaitMail("user@inno.example", "New comments")
	for _, want := range []string{"3 new comment(s)", "Comment number 1", "Comment number 3", "Ceren Content", "?tab=comments"} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("digest lacks %q:\n%s", want, m.Text)
		}
	}
	if strings.Contains(m.Text, "My own note") {
		t.Errorf("the owner was told of their own comment:\n%s", m.Text)
	}
	time.Sleep(800 * time.Millisecond) // past another window: still one mail
	n := 0
	for _, msg := range w.Env.Mail.Messages() {
		if strings.Contains(msg.Subject, "New comments") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d comment mails, want 1", n)
	}

	// Unsubscribed: no more comment mail.
	link := testkit.LinkIn(t, m.Text, "http://inno.test/unsubscribe-email/")
	token := link[strings.LastIndex(link, "/")+1:]
	w.Call("", http.MethodGet, "/api/public/unsubscribe-email/"+token, nil).Expect(t, http.StatusOK)
	w.Env.Mail.Reset()
	w.add("external", id, "After unsubscribing").Expect(t, http.StatusCreated)
	time.Sleep(800 * time.Millisecond)
	for _, msg := range w.Env.Mail.Messages() {
		if strings.Contains(msg.Subject, "New comments") {
			t.Errorf("mail after unsubscribing: %s", msg.Subject)
		}
	}
}

// Every owner is told of a new comment: the co-owner gets the digest too.
func TestCommentMailReachesEveryOwner(t *testing.T) {
	w := &world{testkit.NewWorld(t)}
	id := w.Draft("user", "SUGGESTION")
	w.Save("user", "SUGGESTION", map[string]any{"id": id, "title": "Reuse packaging foam", "summary": "Shred and reuse the foam from incoming parts.",
		"coOwnerIds": []int64{w.IDs["improvement"]}}).Expect(t, http.StatusOK)
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	w.Call("suggestion", http.MethodPost, path("/api/v3/contributions/%d/MENTOR/command/assign/ASSIGN_MENTOR", id),
		map[string]any{"userList": []int64{w.IDs["campaign"]}}).Expect(t, http.StatusOK)
	w.Act("suggestion", id, "start-pre-evaluation", nil).Expect(t, http.StatusOK)
	w.commentStatus("campaign", id, "OPEN")
	w.add("external", id, "A note for both owners").Expect(t, http.StatusCreated)
	for _, owner := range []string{"user@inno.example", "improvement@inno.example"} {
		if m := w.Env.WaitMail(owner, "New comments"); !strings.Contains(m.Text, "A note for both owners") {
			t.Errorf("%s's digest lacks the comment:\n%s", owner, m.Text)
		}
	}
}

// Concurrent likes lose nothing: one per person, and one person's quick
// clicks toggle in turn.
func TestConcurrentLikes(t *testing.T) {
	w := &world{testkit.NewWorld(t)}
	id := w.underReview()
	w.commentStatus("campaign", id, "OPEN")
	var c comment
	w.add("external", id, "Like me").Expect(t, http.StatusCreated).JSON(t, &c)
	likers := []string{"admin", "user", "suggestion", "competition", "content", "campaign", "improvement"}
	var wg sync.WaitGroup
	for _, who := range likers {
		for range 2 { // each clicks twice at once: their likes must cancel out
			wg.Go(func() {
				res := w.Call(who, http.MethodPost, path("/api/v3/comments/toggle-like/%d", c.ID), nil)
				if res.Status != http.StatusOK {
					t.Errorf("%s's like: %d %s", who, res.Status, res.Body)
				}
			})
		}
	}
	wg.Wait()
	if got, _ := w.list("external", id, ""); got[0].LikeCount != 0 {
		t.Errorf("after double clicks: %d likes, want 0", got[0].LikeCount)
	}
	for _, who := range likers {
		wg.Go(func() {
			w.Call(who, http.MethodPost, path("/api/v3/comments/toggle-like/%d", c.ID), nil).Expect(t, http.StatusOK)
		})
	}
	wg.Wait()
	if got, _ := w.list("user", id, ""); got[0].LikeCount != len(likers) || !got[0].LikedByMe {
		t.Errorf("after one like each: %+v, want %d likes", got[0], len(likers))
	}
}
