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
	id := w.Draft("user", "SUGGESTION")
	// Submitting an empty form is refused and says what is missing.
	res := w.Act("user", id, "submit", nil).Expect(t, http.StatusBadRequest)
	if !strings.Contains(string(res.Body), `"errorKey":"contributionIncomplete"`) {
		t.Errorf("incomplete: %s", res.Body)
	}
	var b struct {
		FieldErrors []struct{ Field, Message string }
		ErrorKey    string
	}
	w.Save("user", "SUGGESTION", map[string]any{"id": id, "title": "ab", "summary": strings.Repeat("s", 1001)}).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if len(b.FieldErrors) != 2 {
		t.Errorf("validation: %+v", b)
	}
	w.Save("user", "SUGGESTION", map[string]any{"id": id, "title": "Solar lights", "fieldId": 9999}).Expect(t, http.StatusBadRequest)
	w.Save("user", "SUGGESTION", map[string]any{"id": id, "title": "Solar lights", "campaignId": 7}).Expect(t, http.StatusBadRequest)
	w.Save("user", "IMPROVEMENT", map[string]any{"id": id, "title": "Solar lights"}).Expect(t, http.StatusNotFound)
	w.Save("external", "SUGGESTION", map[string]any{"id": id, "title": "Hijack"}).Expect(t, http.StatusNotFound)
	// A good save, with a co-owner and a body that is sanitized; campaign 0 is the free option.
	res = w.Save("user", "SUGGESTION", map[string]any{"id": id, "title": " Solar lights ", "summary": "Light the car park with solar lamps.",
		"body": `<p>Cheap <b>and</b> green</p><script>alert(1)</script>`, "campaignId": 0, "coOwnerIds": []int64{w.IDs["external"]}}).Expect(t, http.StatusOK)
	var e struct {
		Title, Body string
		CampaignID  *int64
		CoOwnerIDs  []int64
	}
	res.JSON(t, &e)
	if e.Title != "Solar lights" || strings.Contains(e.Body, "script") || !strings.Contains(e.Body, "<b>and</b>") || e.CampaignID != nil ||
		len(e.CoOwnerIDs) != 1 || e.CoOwnerIDs[0] != w.IDs["external"] {
		t.Errorf("saved: %+v", e)
	}
	// The detail and the edit form read the body kept beside the row (migration 0037).
	var detail struct{ Body string }
	w.Env.Get("/api/v3/contributions/"+strconv.FormatInt(id, 10), w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &detail)
	if detail.Body != e.Body {
		t.Errorf("the detail's body %q, the form saved %q", detail.Body, e.Body)
	}
	w.Save("user", "SUGGESTION", map[string]any{"id": id, "title": "Solar lights", "summary": "Light the car park with solar lamps.",
		"body": "<p>Second thoughts</p>", "campaignId": 0, "coOwnerIds": []int64{w.IDs["external"]}}).Expect(t, http.StatusOK)
	var form struct{ Body string }
	w.Env.Get("/api/v3/contributions/edit/"+strconv.FormatInt(id, 10)+"/SUGGESTION", w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &form)
	if form.Body != "<p>Second thoughts</p>" {
		t.Errorf("the edit form's body after a second save: %q", form.Body)
	}
	// The co-owner now sees and may edit the draft.
	w.Env.Get("/api/v3/contributions/edit/"+strconv.FormatInt(id, 10)+"/SUGGESTION", w.Tok["external"]).Expect(t, http.StatusOK)
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	// Once submitted, the owner may no longer edit (the state grants EDIT only in the draft).
	w.Save("user", "SUGGESTION", map[string]any{"id": id, "title": "Changed later"}).Expect(t, http.StatusForbidden)
	w.Env.Get("/api/v3/contributions/edit/"+strconv.FormatInt(id, 10)+"/SUGGESTION", w.Tok["user"]).Expect(t, http.StatusForbidden)
	// The type's administrator still may.
	w.Save("suggestion", "SUGGESTION", map[string]any{"id": id, "title": "Solar lights (edited)", "summary": "Typo fixed."}).Expect(t, http.StatusOK)
}

func TestDeleteOnlyDrafts(t *testing.T) {
	w := newWorld(t)
	id := w.Create("user", "SUGGESTION")
	path := "/api/v3/contributions/SUGGESTION/" + strconv.FormatInt(id, 10)
	w.Env.Do(testkit.Request{Method: http.MethodDelete, Path: path, Token: w.Tok["external"]}).Expect(t, http.StatusNotFound)
	other := w.Create("user", "SUGGESTION")
	w.Act("user", other, "submit", nil).Expect(t, http.StatusOK)
	w.Env.Do(testkit.Request{Method: http.MethodDelete, Path: "/api/v3/contributions/SUGGESTION/" + strconv.FormatInt(other, 10), Token: w.Tok["user"]}).Expect(t, http.StatusBadRequest)
	w.Env.Do(testkit.Request{Method: http.MethodDelete, Path: path, Token: w.Tok["user"]}).Expect(t, http.StatusNoContent)
	if res, _ := w.get("user", id, "en"); res.Status != http.StatusNotFound {
		t.Errorf("deleted draft still there: %d", res.Status)
	}
}
