package campaign_test

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/testkit"
)

type env struct {
	t   *testing.T
	kit *testkit.Env
	tok map[string]string
}

func newEnv(t *testing.T) *env {
	e := &env{t: t, kit: testkit.New(t), tok: map[string]string{}}
	for _, login := range []string{"admin", "user", "external", "campaign", "content", "suggestion", "competition"} {
		e.tok[login] = e.kit.Login(login, login)
	}
	return e
}

func (e *env) unit(name string) int64 {
	e.t.Helper()
	var id int64
	if err := e.kit.App.DB.QueryRow(context.Background(), "SELECT id FROM organization WHERE name = ?", name).Scan(&id); err != nil {
		e.t.Fatalf("unit %s: %v", name, err)
	}
	return id
}

func (e *env) call(who, method, path string, body any) *testkit.Response {
	e.t.Helper()
	return e.kit.Do(testkit.Request{Method: method, Path: path, Token: e.tok[who], Body: body})
}

type campaign struct {
	ID                       int64
	PublishState             string
	CanSubmit                bool
	DateSubmissionStart      *time.Time
	DateSubmissionTerminated *time.Time
}

func (e *env) create(code string, units ...int64) (campaign, map[string]any) {
	e.t.Helper()
	body := map[string]any{"code": code, "title": "Less paper in the office", "summary": "Ideas to stop printing what nobody reads.",
		"body": "<p>Tell us <script>x</script>how.</p>", "campaignType": "SUGGESTION", "accessLevel": "REGISTERED",
		"dateSubmissionEnd": time.Now().Add(10 * 24 * time.Hour).UTC().Format(time.RFC3339), "targetUnits": units}
	var c campaign
	e.call("campaign", http.MethodPost, "/api/v3/campaigns", body).Expect(e.t, http.StatusCreated).JSON(e.t, &c)
	body["id"] = c.ID
	return c, body
}

func (e *env) move(who string, body map[string]any, state string, want int) (campaign, *testkit.Response) {
	e.t.Helper()
	body["publishState"] = state
	res := e.call(who, http.MethodPut, "/api/v3/campaigns", body).Expect(e.t, want)
	var c campaign
	if want == http.StatusOK {
		res.JSON(e.t, &c)
	}
	return c, res
}

func errorKey(t *testing.T, res *testkit.Response, key string) {
	t.Helper()
	if !strings.Contains(string(res.Body), `"errorKey":"`+key+`"`) {
		t.Errorf("want errorKey %s, got %s", key, res.Body)
	}
}

func TestCampaignStateMachine(t *testing.T) {
	e := newEnv(t)
	production := e.unit("Production")
	// Only campaign authors create; validation of code, title, summary and dates.
	e.call("user", http.MethodPost, "/api/v3/campaigns", map[string]any{"code": "C-1"}).Expect(t, http.StatusForbidden)
	bad := map[string]any{"code": "a b", "title": "ab", "summary": "short", "campaignType": "SUGGESTION"}
	res := e.call("campaign", http.MethodPost, "/api/v3/campaigns", bad).Expect(t, http.StatusBadRequest)
	for _, f := range []string{`"field":"code"`, `"field":"title"`, `"field":"summary"`, `"field":"dateSubmissionEnd"`} {
		if !strings.Contains(string(res.Body), f) {
			t.Errorf("missing %s in %s", f, res.Body)
		}
	}
	soon := map[string]any{"code": "ŞUBAT.2027", "title": "Winter ideas", "summary": "Ideas for the cold months.", "campaignType": "SUGGESTION",
		"dateSubmissionEnd": time.Now().Add(2 * time.Hour).UTC().Format(time.RFC3339)}
	errorKey(t, e.call("campaign", http.MethodPost, "/api/v3/campaigns", soon).Expect(t, http.StatusBadRequest), "dateValidateOneDayError")

	c, body := e.create("PAPER-1", production)
	if c.PublishState != "DRAFT" {
		t.Fatalf("new campaign state %s", c.PublishState)
	}
	// A draft is only for its managers.
	e.call("user", http.MethodGet, "/api/v3/campaigns/"+strconv.FormatInt(c.ID, 10), nil).Expect(t, http.StatusNotFound)
	// Refused moves from DRAFT.
	for _, to := range []string{"COMPLETED", "TERMINATED", "ARCHIVED"} {
		_, res := e.move("campaign", body, to, http.StatusBadRequest)
		errorKey(t, res, "campaignTransitionInvalid")
	}
	// Publishing needs a target and an end one day after the start.
	body["targetUnits"] = []int64{}
	_, res = e.move("campaign", body, "PUBLISHED", http.StatusBadRequest)
	errorKey(t, res, "targetUnitValidation")
	body["targetUnits"] = []int64{production}
	body["dateSubmissionEnd"] = time.Now().Add(3 * time.Hour).UTC().Format(time.RFC3339)
	_, res = e.move("campaign", body, "PUBLISHED", http.StatusBadRequest)
	errorKey(t, res, "dateValidateOneDayError")
	body["dateSubmissionEnd"] = time.Now().Add(5 * 24 * time.Hour).UTC().Format(time.RFC3339)
	body["sendEmailToUser"] = true
	pub, _ := e.move("campaign", body, "PUBLISHED", http.StatusOK)
	if pub.PublishState != "PUBLISHED" || pub.DateSubmissionStart == nil {
		t.Fatalf("published: %+v", pub)
	}
	// The targeted user is told by mail; one outside the unit is not.
	e.kit.WaitMail("user@inno.example", "Less paper")
	var n int
	if err := e.kit.App.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM mail_outbox WHERE recipient = ?", "content@inno.example").Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Errorf("a user outside the target got %d mails", n)
	}
	// Saving a published campaign keeps its start; the end must stay a day after it.
	body["dateSubmissionEnd"] = pub.DateSubmissionStart.Add(time.Hour).Format(time.RFC3339)
	_, res = e.move("campaign", body, "PUBLISHED", http.StatusBadRequest)
	errorKey(t, res, "dateValidateOneDayErrorAfterPublished")
	body["dateSubmissionEnd"] = time.Now().Add(6 * 24 * time.Hour).UTC().Format(time.RFC3339)
	again, _ := e.move("campaign", body, "PUBLISHED", http.StatusOK)
	if !again.DateSubmissionStart.Equal(*pub.DateSubmissionStart) {
		t.Errorf("start moved on save: %v → %v", pub.DateSubmissionStart, again.DateSubmissionStart)
	}
	// Before the end: Complete is refused, Terminate is allowed; archive after.
	_, res = e.move("campaign", body, "COMPLETED", http.StatusBadRequest)
	errorKey(t, res, "campaignNotEnded")
	// Another author may not touch it; a plain user neither.
	e.move("user", body, "TERMINATED", http.StatusForbidden)
	term, _ := e.move("campaign", body, "TERMINATED", http.StatusOK)
	if term.PublishState != "TERMINATED" || term.DateSubmissionTerminated == nil {
		t.Fatalf("terminated: %+v", term)
	}
	_, res = e.move("campaign", body, "PUBLISHED", http.StatusBadRequest)
	errorKey(t, res, "campaignTransitionInvalid")
	e.move("campaign", body, "ARCHIVED", http.StatusOK)
	_, res = e.move("campaign", body, "DRAFT", http.StatusBadRequest)
	errorKey(t, res, "campaignTransitionInvalid")

	// A second campaign whose end has passed: Complete is allowed, Terminate refused.
	c2, body2 := e.create("PAPER-2", production)
	e.move("campaign", body2, "PUBLISHED", http.StatusOK)
	if _, err := e.kit.App.DB.Exec(context.Background(), "UPDATE campaign SET date_submission_end = ? WHERE id = ?", time.Now().Add(-time.Hour), c2.ID); err != nil {
		t.Fatal(err)
	}
	_, res = e.move("campaign", body2, "TERMINATED", http.StatusBadRequest)
	errorKey(t, res, "campaignEnded")
	done, _ := e.move("campaign", body2, "COMPLETED", http.StatusOK)
	if done.PublishState != "COMPLETED" || done.DateSubmissionTerminated == nil {
		t.Errorf("completed: %+v", done)
	}
	// Delete: editors only, never with contributions.
	e.call("user", http.MethodDelete, "/api/v3/campaigns/"+strconv.FormatInt(c2.ID, 10), nil).Expect(t, http.StatusForbidden)
	e.call("campaign", http.MethodDelete, "/api/v3/campaigns/"+strconv.FormatInt(c2.ID, 10), nil).Expect(t, http.StatusNoContent)
}

func TestCanSubmitAndContributionsToCampaigns(t *testing.T) {
	e := newEnv(t)
	production := e.unit("Production")
	c, body := e.create("NIGHT-1", production)
	e.move("campaign", body, "PUBLISHED", http.StatusOK)
	id := strconv.FormatInt(c.ID, 10)

	var seen campaign
	e.call("user", http.MethodGet, "/api/v3/campaigns/"+id, nil).Expect(t, http.StatusOK).JSON(t, &seen)
	if !seen.CanSubmit {
		t.Error("a user of the target unit cannot submit")
	}
	// Outside the targets the campaign is not there at all.
	e.call("content", http.MethodGet, "/api/v3/campaigns/"+id, nil).Expect(t, http.StatusNotFound)
	e.call("", http.MethodGet, "/api/v3/campaigns/"+id, nil).Expect(t, http.StatusNotFound)
	var options []struct {
		ID    int64
		Title string
	}
	e.call("user", http.MethodGet, "/api/v3/campaigns-select-input/SUGGESTION", nil).Expect(t, http.StatusOK).JSON(t, &options)
	if len(options) != 1 || options[0].ID != c.ID {
		t.Errorf("options: %+v", options)
	}
	e.call("user", http.MethodGet, "/api/v3/campaigns-select-input/IMPROVEMENT", nil).Expect(t, http.StatusOK).JSON(t, &options)
	if len(options) != 0 {
		t.Errorf("improvement options: %+v", options)
	}
	var open []campaign
	res := e.call("user", http.MethodGet, "/api/v3/campaigns?open=true", nil).Expect(t, http.StatusOK)
	res.JSON(t, &open)
	if res.Header.Get("X-Total-Count") != "1" || len(open) != 1 {
		t.Errorf("open list: %+v", open)
	}

	// A contribution bound to the campaign while it is open…
	draft := func(who string) string {
		res := e.call(who, http.MethodPost, "/api/v3/contributions/SUGGESTION", nil).Expect(t, http.StatusCreated)
		return strings.TrimSpace(string(res.Body))
	}
	cid := draft("user")
	form := map[string]any{"id": json(cid), "title": "Late bus", "summary": "A bus at 00:30 for the night shift.", "campaignId": c.ID}
	e.call("user", http.MethodPut, "/api/v3/contributions/SUGGESTION", form).Expect(t, http.StatusOK)
	// …not by someone outside its audience.
	other := draft("content")
	errorKey(t, e.call("content", http.MethodPut, "/api/v3/contributions/SUGGESTION",
		map[string]any{"id": json(other), "title": "Late bus", "summary": "A bus at 00:30.", "campaignId": c.ID}).Expect(t, http.StatusBadRequest), "campaignNotAvailable")
	// Once the window has closed, submitting is refused.
	if _, err := e.kit.App.DB.Exec(context.Background(), "UPDATE campaign SET date_submission_end = ? WHERE id = ?", time.Now().Add(-time.Minute), c.ID); err != nil {
		t.Fatal(err)
	}
	errorKey(t, e.call("user", http.MethodPost, "/api/v3/contributions/contributionId/"+cid+"/execute-action/submit", nil).Expect(t, http.StatusBadRequest), "campaignNotAvailable")
	e.call("user", http.MethodGet, "/api/v3/campaigns/"+id, nil).Expect(t, http.StatusOK).JSON(t, &seen)
	if seen.CanSubmit {
		t.Error("canSubmit after the end")
	}
	// With the window open again it goes through, and the campaign cannot be deleted any more.
	if _, err := e.kit.App.DB.Exec(context.Background(), "UPDATE campaign SET date_submission_end = ? WHERE id = ?", time.Now().Add(48*time.Hour), c.ID); err != nil {
		t.Fatal(err)
	}
	e.call("user", http.MethodPost, "/api/v3/contributions/contributionId/"+cid+"/execute-action/submit", nil).Expect(t, http.StatusOK)
	// The campaign's list holds it, from its path or from the campaignId filter
	// of the list across campaigns; the web offers the campaigns from /campaigns/all.
	for _, path := range []string{"/api/v3/contributions/SUGGESTION/" + id + "/all", "/api/v3/contributions/SUGGESTION/0/all?campaignId=" + id,
		"/api/v3/contributions/SUGGESTION/0/all?campaignId.equals=" + id} {
		var rows []struct{ ID int64 }
		res := e.call("user", http.MethodGet, path, nil).Expect(t, http.StatusOK)
		res.JSON(t, &rows)
		if len(rows) != 1 || strconv.FormatInt(rows[0].ID, 10) != cid || res.Header.Get("X-Total-Count") != "1" {
			t.Errorf("%s: %+v (total %s)", path, rows, res.Header.Get("X-Total-Count"))
		}
	}
	var all []campaign
	e.call("user", http.MethodGet, "/api/v3/campaigns/all?campaignType=SUGGESTION&size=100&sort=code,asc", nil).Expect(t, http.StatusOK).JSON(t, &all)
	if len(all) != 1 || all[0].ID != c.ID {
		t.Errorf("campaigns to filter by: %+v", all)
	}
	errorKey(t, e.call("campaign", http.MethodDelete, "/api/v3/campaigns/"+id, nil).Expect(t, http.StatusBadRequest), "campaignInUse")
	// The module's submit setting also decides canSubmit.
	e.call("admin", http.MethodPut, "/api/v3/config/update-config", map[string]any{
		"moduleSubmitListSettings": map[string]any{"SUGGESTION": map[string]any{"listingEnabled": "BOTH", "submitEnabled": "EXTERNAL"}},
	}).Expect(t, http.StatusOK)
	e.call("user", http.MethodGet, "/api/v3/campaigns/"+id, nil).Expect(t, http.StatusOK).JSON(t, &seen)
	if seen.CanSubmit {
		t.Error("canSubmit although the module does not let internal users submit suggestions")
	}
}

func json(id string) int64 {
	n, _ := strconv.ParseInt(id, 10, 64)
	return n
}

// The manage list: campaign writers only; an author sees their own campaigns,
// an editor every one; the title search folds letters (İ is an i, Ş an ş) on
// both engines; publishState narrows it.
func TestCampaignManageList(t *testing.T) {
	e := newEnv(t)
	e.kit.Do(testkit.Request{Method: http.MethodPost, Path: "/api/users", Token: e.tok["admin"], Body: map[string]any{
		"login": "author", "firstName": "Ayşe", "lastName": "Author", "email": "author@example.com", "langKey": "en", "password": "Author-2026!",
		"activated": true, "authorities": []string{"ROLE_USER", "ROLE_INTERNAL", "ROLE_CAMPAIGN_AUTHOR"},
	}}).Expect(t, http.StatusCreated)
	e.tok["author"] = e.kit.Login("author", "Author-2026!")

	e.create("PAPER-1")
	var own campaign
	e.call("author", http.MethodPost, "/api/v3/campaigns", map[string]any{"code": "IKLIM-1", "title": "İKLİM dostu ŞEHİR", "summary": "Ideas for a greener city.",
		"campaignType": "SUGGESTION", "accessLevel": "REGISTERED", "dateSubmissionEnd": time.Now().Add(10 * 24 * time.Hour).UTC().Format(time.RFC3339)}).
		Expect(t, http.StatusCreated).JSON(t, &own)

	e.call("user", http.MethodGet, "/api/v3/campaigns/manage", nil).Expect(t, http.StatusForbidden)
	e.call("content", http.MethodGet, "/api/v3/campaigns/manage", nil).Expect(t, http.StatusForbidden)
	e.call("", http.MethodGet, "/api/v3/campaigns/manage", nil).Expect(t, http.StatusUnauthorized)

	manage := func(who, query string) []campaign {
		t.Helper()
		var out []campaign
		res := e.call(who, http.MethodGet, "/api/v3/campaigns/manage?page=0&size=20&sort=id,asc"+query, nil).Expect(t, http.StatusOK)
		res.JSON(t, &out)
		if res.Header.Get("X-Total-Count") != strconv.Itoa(len(out)) {
			t.Errorf("%s %s: total %s for %d rows", who, query, res.Header.Get("X-Total-Count"), len(out))
		}
		return out
	}
	if got := manage("campaign", ""); len(got) != 2 {
		t.Errorf("an editor sees every campaign: %+v", got)
	}
	if got := manage("author", ""); len(got) != 1 || got[0].ID != own.ID {
		t.Errorf("an author sees their own: %+v", got)
	}
	for _, q := range []string{"iklim", "İklim", "şehir", "ŞEHİR", "dostu ş"} {
		if got := manage("campaign", "&title="+url.QueryEscape(q)); len(got) != 1 || got[0].ID != own.ID {
			t.Errorf("title %q: %+v", q, got)
		}
	}
	if got := manage("campaign", "&title=100%25"); len(got) != 0 {
		t.Errorf("a %% is a letter, not a wildcard: %+v", got)
	}
	// Codes are unique in any case, Turkish letters included.
	dup := map[string]any{"code": "iklim-1", "title": "Another climate campaign", "summary": "Ideas for a greener city.",
		"campaignType": "SUGGESTION", "accessLevel": "REGISTERED", "dateSubmissionEnd": time.Now().Add(10 * 24 * time.Hour).UTC().Format(time.RFC3339)}
	errorKey(t, e.call("campaign", http.MethodPost, "/api/v3/campaigns", dup).Expect(t, http.StatusBadRequest), "campaignCodeExists")
	dup["code"] = "ŞUBAT-1"
	e.call("campaign", http.MethodPost, "/api/v3/campaigns", dup).Expect(t, http.StatusCreated)
	dup["code"] = "şubat-1"
	errorKey(t, e.call("campaign", http.MethodPost, "/api/v3/campaigns", dup).Expect(t, http.StatusBadRequest), "campaignCodeExists")
	if got := manage("campaign", "&publishState=PUBLISHED"); len(got) != 0 {
		t.Errorf("no campaign is published yet: %+v", got)
	}
}
