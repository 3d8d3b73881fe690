package contribution_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/testkit"
)

func TestFormSaveRulesAndRights(t *testing.T) {
	w := newWorld(t)
	id := w.draft("user", "SUGGESTION")
	// Submitting an empty form is refused and says what is missing.
	res := w.act("user", id, "submit", nil).Expect(t, http.StatusBadRequest)
	if !strings.Contains(string(res.Body), `"errorKey":"contributionIncomplete"`) {
		t.Errorf("incomplete: %s", res.Body)
	}
	var b struct {
		FieldErrors []struct{ Field, Message string }
		ErrorKey    string
	}
	w.save("user", "SUGGESTION", map[string]any{"id": id, "title": "ab", "summary": strings.Repeat("s", 1001)}).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if len(b.FieldErrors) != 2 {
		t.Errorf("validation: %+v", b)
	}
	w.save("user", "SUGGESTION", map[string]any{"id": id, "title": "Solar lights", "fieldId": 9999}).Expect(t, http.StatusBadRequest)
	w.save("user", "SUGGESTION", map[string]any{"id": id, "title": "Solar lights", "campaignId": 7}).Expect(t, http.StatusBadRequest)
	w.save("user", "IMPROVEMENT", map[string]any{"id": id, "title": "Solar lights"}).Expect(t, http.StatusNotFound)
	w.save("external", "SUGGESTION", map[string]any{"id": id, "title": "Hijack"}).Expect(t, http.StatusNotFound)
	// A good save, with a co-owner and a body that is sanitized; campaign 0 is the free option.
	res = w.save("user", "SUGGESTION", map[string]any{"id": id, "title": " Solar lights ", "summary": "Light the car park with solar lamps.",
		"body": `<p>Cheap <b>and</b> green</p><script>alert(1)</script>`, "campaignId": 0, "coOwnerIds": []int64{w.ids["external"]}}).Expect(t, http.StatusOK)
	var e struct {
		Title, Body string
		CampaignID  *int64
		CoOwnerIDs  []int64
	}
	res.JSON(t, &e)
	if e.Title != "Solar lights" || strings.Contains(e.Body, "script") || !strings.Contains(e.Body, "<b>and</b>") || e.CampaignID != nil ||
		len(e.CoOwnerIDs) != 1 || e.CoOwnerIDs[0] != w.ids["external"] {
		t.Errorf("saved: %+v", e)
	}
	// The co-owner now sees and may edit the draft.
	w.env.Get("/api/v3/contributions/edit/"+strconv.FormatInt(id, 10)+"/SUGGESTION", w.tok["external"]).Expect(t, http.StatusOK)
	w.act("user", id, "submit", nil).Expect(t, http.StatusOK)
	// Once submitted, the owner may no longer edit (the state grants EDIT only in the draft).
	w.save("user", "SUGGESTION", map[string]any{"id": id, "title": "Changed later"}).Expect(t, http.StatusForbidden)
	w.env.Get("/api/v3/contributions/edit/"+strconv.FormatInt(id, 10)+"/SUGGESTION", w.tok["user"]).Expect(t, http.StatusForbidden)
	// The type's administrator still may.
	w.save("suggestion", "SUGGESTION", map[string]any{"id": id, "title": "Solar lights (edited)", "summary": "Typo fixed."}).Expect(t, http.StatusOK)
}

func TestDeleteOnlyDrafts(t *testing.T) {
	w := newWorld(t)
	id := w.create("user", "SUGGESTION")
	path := "/api/v3/contributions/SUGGESTION/" + strconv.FormatInt(id, 10)
	w.env.Do(testkit.Request{Method: http.MethodDelete, Path: path, Token: w.tok["external"]}).Expect(t, http.StatusNotFound)
	other := w.create("user", "SUGGESTION")
	w.act("user", other, "submit", nil).Expect(t, http.StatusOK)
	w.env.Do(testkit.Request{Method: http.MethodDelete, Path: "/api/v3/contributions/SUGGESTION/" + strconv.FormatInt(other, 10), Token: w.tok["user"]}).Expect(t, http.StatusBadRequest)
	w.env.Do(testkit.Request{Method: http.MethodDelete, Path: path, Token: w.tok["user"]}).Expect(t, http.StatusNoContent)
	if res, _ := w.get("user", id, "en"); res.Status != http.StatusNotFound {
		t.Errorf("deleted draft still there: %d", res.Status)
	}
}

func TestFieldsAndFieldMentors(t *testing.T) {
	w := newWorld(t)
	call := func(who, method, path string, body any) *testkit.Response {
		return w.env.Do(testkit.Request{Method: method, Path: path, Token: w.tok[who], Body: body})
	}
	field := map[string]any{"isActive": true, "definitionList": []map[string]string{{"language": "en", "title": "Energy"}, {"language": "tr", "title": "Enerji"}}}
	call("improvement", http.MethodPost, "/api/v3/contribution-fields/SUGGESTION", field).Expect(t, http.StatusForbidden) // another type's admin
	call("suggestion", http.MethodPost, "/api/v3/contribution-fields/SUGGESTION", map[string]any{"definitionList": []any{}}).Expect(t, http.StatusBadRequest)
	var f struct {
		ID int64 `json:"id"`
	}
	call("suggestion", http.MethodPost, "/api/v3/contribution-fields/SUGGESTION", field).Expect(t, http.StatusCreated).JSON(t, &f)
	fid := strconv.FormatInt(f.ID, 10)
	var opts []struct {
		Value int64
		Label string
	}
	w.env.Get("/api/v3/contribution-fields/options/SUGGESTION?langkey=tr", w.tok["user"]).Expect(t, http.StatusOK).JSON(t, &opts)
	if len(opts) != 1 || opts[0].Label != "Enerji" {
		t.Errorf("options: %+v", opts)
	}
	call("suggestion", http.MethodPost, "/api/v3/contribution-users/fieldId/"+fid, map[string]any{"userId": w.ids["competition"], "userRole": "MENTOR"}).Expect(t, http.StatusCreated)
	call("suggestion", http.MethodPost, "/api/v3/contribution-users/fieldId/"+fid, map[string]any{"userId": w.ids["content"], "userRole": "OWNER"}).Expect(t, http.StatusBadRequest)
	var mentors []struct{ Login string }
	w.env.Get("/api/v3/contribution-field-users/fieldId/"+fid+"/mentor", w.tok["user"]).Expect(t, http.StatusOK).JSON(t, &mentors)
	if len(mentors) != 1 || mentors[0].Login != "competition" {
		t.Errorf("mentors: %+v", mentors)
	}
	// A contribution in the field gets its mentors on submission, who get the task.
	id := w.create("user", "SUGGESTION")
	w.save("user", "SUGGESTION", map[string]any{"id": id, "title": "Heat recovery", "summary": "Recover heat from the compressors.", "fieldId": f.ID}).Expect(t, http.StatusOK)
	w.act("user", id, "submit", nil).Expect(t, http.StatusOK)
	w.env.WaitMail("competition@inno.example", "A new task is waiting for you")
	w.act("competition", id, "start-pre-evaluation", nil).Expect(t, http.StatusOK)
	// A used field cannot be deleted; an unused one can.
	call("suggestion", http.MethodDelete, "/api/v3/contribution-fields/SUGGESTION/"+fid, nil).Expect(t, http.StatusBadRequest)
	var f2 struct {
		ID int64 `json:"id"`
	}
	call("suggestion", http.MethodPost, "/api/v3/contribution-fields/SUGGESTION", field).Expect(t, http.StatusCreated).JSON(t, &f2)
	call("suggestion", http.MethodDelete, "/api/v3/contribution-fields/SUGGESTION/"+strconv.FormatInt(f2.ID, 10), nil).Expect(t, http.StatusNoContent)
	// Deactivate the first: it leaves the options.
	call("suggestion", http.MethodPut, "/api/v3/contribution-fields/SUGGESTION", map[string]any{"id": f.ID, "isActive": false,
		"definitionList": []map[string]string{{"language": "en", "title": "Energy"}}}).Expect(t, http.StatusOK)
	w.env.Get("/api/v3/contribution-fields/options/SUGGESTION", w.tok["user"]).Expect(t, http.StatusOK).JSON(t, &opts)
	if len(opts) != 0 {
		t.Errorf("inactive field offered: %+v", opts)
	}
	if res := w.env.Get("/api/v3/contribution-fields/SUGGESTION?page=0&size=10", w.tok["suggestion"]).Expect(t, http.StatusOK); res.Header.Get("x-total-count") != "1" {
		t.Errorf("admin list total: %s", res.Header.Get("x-total-count"))
	}
	call("suggestion", http.MethodDelete, "/api/v3/contribution-users/0/fieldId/"+fid+"/userId/"+strconv.FormatInt(w.ids["competition"], 10)+"/userRole/MENTOR", nil).Expect(t, http.StatusNoContent)
}
