package rating_test

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/inno-platform/inno/internal/testkit"
)

type bucket struct {
	Value int `json:"value"`
	Count int `json:"count"`
}

type summary struct {
	ContributionID int64    `json:"contributionId"`
	Type           string   `json:"type"`
	Status         string   `json:"status"`
	Count          int      `json:"count"`
	Average        *float64 `json:"average"`
	Distribution   []bucket `json:"distribution"`
	MyRating       *int     `json:"myRating"`
	CanRate        bool     `json:"canRate"`
}

type world struct{ *testkit.World }

// underReview starts a suggestion of user's, submits it, gives it campaign
// as mentor and moves it to pre-evaluation, whose commands let the mentor
// and the type's administrator change the rating status.
func (w *world) underReview() int64 {
	w.T.Helper()
	id := w.Create("user", "SUGGESTION")
	w.Act("user", id, "submit", nil).Expect(w.T, http.StatusOK)
	w.Call("suggestion", http.MethodPost, fmt.Sprintf("/api/v3/contributions/%d/MENTOR/command/assign/ASSIGN_MENTOR", id),
		map[string]any{"userList": []int64{w.IDs["campaign"]}}).Expect(w.T, http.StatusOK)
	w.Act("suggestion", id, "start-pre-evaluation", nil).Expect(w.T, http.StatusOK)
	return id
}

func (w *world) ratingStatus(who string, id int64, status string) {
	w.T.Helper()
	w.Call(who, http.MethodPost, fmt.Sprintf("/api/v3/contributions/contributionId/%d/ratingStatus/%s", id, status), nil).Expect(w.T, http.StatusOK)
}

func (w *world) summary(who string, id int64) summary {
	w.T.Helper()
	var s summary
	w.Call(who, http.MethodGet, fmt.Sprintf("/api/v3/contribution-ratings/%d", id), nil).Expect(w.T, http.StatusOK).JSON(w.T, &s)
	return s
}

func (w *world) rate(who, method string, id int64, value int) *testkit.Response {
	w.T.Helper()
	return w.Call(who, method, "/api/v3/contribution-ratings", map[string]any{"contributionId": id, "rating": value})
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

func average(s summary) float64 {
	if s.Average == nil {
		return -1
	}
	return *s.Average
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

// Star ratings through every status: who rates, changes and removes, what
// the summary and the list rows show, and what bad input gets.
func TestStarRatings(t *testing.T) {
	w := &world{testkit.NewWorld(t)}
	id := w.underReview()

	// CLOSED (the default): the summary is read, nobody rates.
	s := w.summary("external", id)
	if s.Type != "STAR5" || s.Status != "CLOSED" || s.Count != 0 || s.Average != nil || s.CanRate || s.MyRating != nil || len(s.Distribution) != 5 {
		t.Errorf("closed summary: %+v", s)
	}
	w.rate("external", http.MethodPost, id, 4).ExpectError(t, http.StatusBadRequest, "ratingsClosed")
	w.Call("", http.MethodGet, fmt.Sprintf("/api/v3/contribution-ratings/%d", id), nil).Expect(t, http.StatusUnauthorized)
	w.Call("external", http.MethodGet, "/api/v3/contribution-ratings/999999", nil).Expect(t, http.StatusNotFound)
	draft := w.Create("user", "SUGGESTION")
	w.Call("external", http.MethodGet, fmt.Sprintf("/api/v3/contribution-ratings/%d", draft), nil).Expect(t, http.StatusNotFound)
	w.rate("external", http.MethodPost, draft, 4).Expect(t, http.StatusNotFound)

	w.ratingStatus("campaign", id, "OPEN")
	// Owners do not rate their own.
	if s := w.summary("user", id); s.CanRate {
		t.Errorf("the owner may rate: %+v", s)
	}
	w.rate("user", http.MethodPost, id, 5).ExpectError(t, http.StatusBadRequest, "ownContributionRating")

	// Bad input: 400 with fieldErrors, nothing written.
	if got := fieldErrors(t, w.rate("external", http.MethodPost, id, 6)); got != "rating:Max" {
		t.Errorf("6 stars: %s", got)
	}
	if got := fieldErrors(t, w.rate("external", http.MethodPost, id, 0)); got != "rating:Min" {
		t.Errorf("0 stars: %s", got)
	}
	w.Call("external", http.MethodPost, "/api/v3/contribution-ratings", map[string]any{"contributionId": id, "rating": "five"}).Expect(t, http.StatusBadRequest)
	if s := w.summary("external", id); s.Count != 0 {
		t.Fatalf("refused ratings were written: %+v", s)
	}

	// Rating, once per person; changing; the summary.
	w.rate("external", http.MethodPost, id, 4).Expect(t, http.StatusCreated).JSON(t, &s)
	if s.Count != 1 || average(s) != 4 || s.MyRating == nil || *s.MyRating != 4 || !s.CanRate || s.Distribution[3] != (bucket{4, 1}) {
		t.Errorf("after the first rating: %+v", s)
	}
	w.rate("external", http.MethodPost, id, 5).ExpectError(t, http.StatusBadRequest, "ratingExists")
	w.rate("external", http.MethodPut, id, 2).Expect(t, http.StatusOK).JSON(t, &s)
	if s.Count != 1 || average(s) != 2 || *s.MyRating != 2 {
		t.Errorf("after the change: %+v", s)
	}
	w.rate("content", http.MethodPut, id, 2).Expect(t, http.StatusNotFound) // nothing to change
	w.rate("content", http.MethodPost, id, 5).Expect(t, http.StatusCreated)
	w.rate("campaign", http.MethodPost, id, 5).Expect(t, http.StatusCreated)
	s = w.summary("improvement", id)
	if s.Count != 3 || average(s) != 4 || s.MyRating != nil ||
		fmt.Sprint(s.Distribution) != "[{1 0} {2 1} {3 0} {4 0} {5 2}]" {
		t.Errorf("three ratings: %+v %v", s, s.Distribution)
	}
	if r := w.row("improvement", id); r["ratingAverage"] != 4.0 || r["ratingCount"] != 3.0 {
		t.Errorf("list row: %v %v", r["ratingAverage"], r["ratingCount"])
	}
	if d := w.Call("user", http.MethodGet, fmt.Sprintf("/api/v3/contributions/%d", id), nil).Map(t); d["ratingAverage"] != 4.0 {
		t.Errorf("detail average: %v", d["ratingAverage"])
	}

	// Removing.
	w.Call("improvement", http.MethodDelete, fmt.Sprintf("/api/v3/contribution-ratings/%d", id), nil).Expect(t, http.StatusNotFound)
	w.Call("external", http.MethodDelete, fmt.Sprintf("/api/v3/contribution-ratings/%d", id), nil).Expect(t, http.StatusNoContent)
	if s := w.summary("external", id); s.Count != 2 || average(s) != 5 || s.MyRating != nil {
		t.Errorf("after removing: %+v", s)
	}

	// CLOSED: no change; HIDDEN: only the type's administrators read.
	w.ratingStatus("campaign", id, "CLOSED")
	w.rate("content", http.MethodPut, id, 1).ExpectError(t, http.StatusBadRequest, "ratingsClosed")
	w.Call("content", http.MethodDelete, fmt.Sprintf("/api/v3/contribution-ratings/%d", id), nil).ExpectError(t, http.StatusBadRequest, "ratingsClosed")
	w.ratingStatus("suggestion", id, "HIDDEN")
	w.Call("external", http.MethodGet, fmt.Sprintf("/api/v3/contribution-ratings/%d", id), nil).ExpectError(t, http.StatusBadRequest, "ratingsHidden")
	w.Call("campaign", http.MethodGet, fmt.Sprintf("/api/v3/contribution-ratings/%d", id), nil).ExpectError(t, http.StatusBadRequest, "ratingsHidden")
	if s := w.summary("suggestion", id); s.Count != 2 || s.Status != "HIDDEN" || s.CanRate {
		t.Errorf("hidden, for the type's admin: %+v", s)
	}
	if r := w.row("user", id); r["ratingAverage"] != nil || r["ratingCount"] != 0.0 {
		t.Errorf("hidden list row for the owner: %v %v", r["ratingAverage"], r["ratingCount"])
	}
	if r := w.row("suggestion", id); r["ratingAverage"] != 5.0 {
		t.Errorf("hidden list row for the type's admin: %v", r["ratingAverage"])
	}

	var count struct {
		UserID int64 `json:"userId"`
		Count  int64 `json:"count"`
	}
	w.Call("user", http.MethodGet, "/api/v3/contribution-ratings-count/user/"+strconv.FormatInt(w.IDs["content"], 10), nil).Expect(t, http.StatusOK).JSON(t, &count)
	if count.UserID != w.IDs["content"] || count.Count != 1 {
		t.Errorf("content's rating count: %+v", count)
	}
}

// A life cycle rated with likes: the administrators' switch, one bucket, 1 only.
func TestLikeRatings(t *testing.T) {
	w := &world{testkit.NewWorld(t)}
	id := w.underReview()
	lcID := int64(w.Call("user", http.MethodGet, fmt.Sprintf("/api/v3/contributions/%d", id), nil).Map(t)["lifeCycleId"].(float64))
	lc := w.Call("admin", http.MethodGet, fmt.Sprintf("/api/v3/life-cycles/%d", lcID), nil).Expect(t, http.StatusOK).Map(t)
	if lc["ratingType"] != "STAR5" {
		t.Fatalf("default rating type: %v", lc["ratingType"])
	}
	in := map[string]any{"id": lcID, "name": lc["name"], "contributionType": "SUGGESTION", "isDefault": true, "ratingType": "THUMBS"}
	if got := fieldErrors(t, w.Call("admin", http.MethodPut, "/api/v3/life-cycles", in)); got != "ratingType:Pattern" {
		t.Errorf("unknown rating type: %s", got)
	}
	in["ratingType"] = "LIKE"
	w.Call("admin", http.MethodPut, "/api/v3/life-cycles", in).Expect(t, http.StatusOK)
	delete(in, "ratingType") // a client that does not send it keeps it
	if got := w.Call("admin", http.MethodPut, "/api/v3/life-cycles", in).Expect(t, http.StatusOK).Map(t)["ratingType"]; got != "LIKE" {
		t.Errorf("rating type after an update without it: %v", got)
	}

	w.ratingStatus("campaign", id, "OPEN")
	if got := fieldErrors(t, w.rate("external", http.MethodPost, id, 2)); got != "rating:Max" {
		t.Errorf("a like of 2: %s", got)
	}
	var s summary
	w.rate("external", http.MethodPost, id, 1).Expect(t, http.StatusCreated).JSON(t, &s)
	w.rate("content", http.MethodPost, id, 1).Expect(t, http.StatusCreated).JSON(t, &s)
	if s.Type != "LIKE" || s.Count != 2 || fmt.Sprint(s.Distribution) != "[{1 2}]" || *s.MyRating != 1 {
		t.Errorf("likes: %+v", s)
	}
}

// Concurrent ratings lose nothing: each person's counts once, a second
// one at the same moment is refused, and changes keep the sum right.
func TestConcurrentRatings(t *testing.T) {
	w := &world{testkit.NewWorld(t)}
	id := w.underReview()
	w.ratingStatus("campaign", id, "OPEN")
	raters := map[string]int{"admin": 1, "external": 2, "suggestion": 3, "competition": 4, "content": 5, "campaign": 5, "improvement": 3}
	var wg sync.WaitGroup
	var mu sync.Mutex
	created := map[string]int{}
	for who, v := range raters {
		for range 3 { // three tries at once each: one counts
			wg.Go(func() {
				res := w.rate(who, http.MethodPost, id, v)
				mu.Lock()
				defer mu.Unlock()
				switch res.Status {
				case http.StatusCreated:
					created[who]++
				case http.StatusBadRequest:
					if !strings.Contains(string(res.Body), "ratingExists") {
						t.Errorf("%s: %s", who, res.Body)
					}
				default:
					t.Errorf("%s: %d %s", who, res.Status, res.Body)
				}
			})
		}
	}
	wg.Wait()
	for who := range raters {
		if created[who] != 1 {
			t.Errorf("%s's ratings counted %d times", who, created[who])
		}
	}
	s := w.summary("user", id)
	if s.Count != 7 || average(s) != 23.0/7 {
		t.Errorf("after concurrent ratings: %+v", s)
	}
	// Concurrent changes of one person's rating: the counters follow the last.
	for v := 1; v <= 5; v++ {
		wg.Go(func() { w.rate("admin", http.MethodPut, id, v).Expect(t, http.StatusOK) })
	}
	wg.Wait()
	mine := *w.summary("admin", id).MyRating
	if r := w.row("user", id); r["ratingCount"] != 7.0 || r["ratingAverage"] != float64(22+mine)/7 {
		t.Errorf("after concurrent changes (admin's %d): %v %v", mine, r["ratingCount"], r["ratingAverage"])
	}
}
