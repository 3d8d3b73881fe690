package field_test

import (
	"net/http"
	"strconv"
	"testing"

	"github.com/inno-platform/inno/internal/testkit"
)

// The field tests run through HTTP with testkit.World; fields on
// contributions (the form, a change of field, the detail's title) are
// tested with the engine in internal/contribution.

func itoa(id int64) string { return strconv.FormatInt(id, 10) }

func TestFieldsAndFieldMentors(t *testing.T) {
	w := testkit.NewWorld(t)
	call := func(who, method, path string, body any) *testkit.Response {
		return w.Env.Do(testkit.Request{Method: method, Path: path, Token: w.Tok[who], Body: body})
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
	w.Env.Get("/api/v3/contribution-fields/options/SUGGESTION?langkey=tr", w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &opts)
	if len(opts) != 1 || opts[0].Label != "Enerji" {
		t.Errorf("options: %+v", opts)
	}
	call("suggestion", http.MethodPost, "/api/v3/contribution-users/fieldId/"+fid, map[string]any{"userId": w.IDs["competition"], "userRole": "MENTOR"}).Expect(t, http.StatusCreated)
	call("suggestion", http.MethodPost, "/api/v3/contribution-users/fieldId/"+fid, map[string]any{"userId": w.IDs["content"], "userRole": "OWNER"}).Expect(t, http.StatusBadRequest)
	var mentors []struct{ Login string }
	w.Env.Get("/api/v3/contribution-field-users/fieldId/"+fid+"/mentor", w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &mentors)
	if len(mentors) != 1 || mentors[0].Login != "competition" {
		t.Errorf("mentors: %+v", mentors)
	}
	// A contribution in the field gets its mentors on submission, who get the task.
	id := w.Create("user", "SUGGESTION")
	w.Save("user", "SUGGESTION", map[string]any{"id": id, "title": "Heat recovery", "summary": "Recover heat from the compressors.", "fieldId": f.ID}).Expect(t, http.StatusOK)
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	w.Env.WaitMail("competition@inno.example", "A new task is waiting for you")
	w.Act("competition", id, "start-pre-evaluation", nil).Expect(t, http.StatusOK)
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
	w.Env.Get("/api/v3/contribution-fields/options/SUGGESTION", w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &opts)
	if len(opts) != 0 {
		t.Errorf("inactive field offered: %+v", opts)
	}
	if res := w.Env.Get("/api/v3/contribution-fields/SUGGESTION?page=0&size=10", w.Tok["suggestion"]).Expect(t, http.StatusOK); res.Header.Get("x-total-count") != "1" {
		t.Errorf("admin list total: %s", res.Header.Get("x-total-count"))
	}
	call("suggestion", http.MethodDelete, "/api/v3/contribution-users/0/fieldId/"+fid+"/userId/"+strconv.FormatInt(w.IDs["competition"], 10)+"/userRole/MENTOR", nil).Expect(t, http.StatusNoContent)
}

type fieldUser struct {
	ID       int64
	FieldID  int64
	UserID   int64
	UserRole string
	IsActive bool
	Login    string
	FullName string
}

// Field users: POST answers the new one, PUT changes one, GET reads one.
func TestFieldUsersCreateUpdateRead(t *testing.T) {
	w := testkit.NewWorld(t)
	newField := func(title string) int64 {
		return w.Call("suggestion", http.MethodPost, "/api/v3/contribution-fields/SUGGESTION",
			map[string]any{"isActive": true, "definitionList": []map[string]string{{"language": "en", "title": title}}}).Expect(t, http.StatusCreated).ID(t)

	}
	f, other := newField("Energy"), newField("Safety")
	base := "/api/v3/contribution-users/fieldId/" + itoa(f)
	var mentor, expert fieldUser
	res := w.Call("suggestion", http.MethodPost, base, map[string]any{"userId": w.IDs["competition"], "userRole": "mentor"}).Expect(t, http.StatusCreated)
	res.JSON(t, &mentor)
	if mentor.ID == 0 || mentor.FieldID != f || mentor.UserID != w.IDs["competition"] || mentor.UserRole != "MENTOR" || !mentor.IsActive || mentor.Login != "competition" ||
		res.Header.Get("app-alert") != "inno.contributionUser.created" || res.Header.Get("app-params") != itoa(mentor.ID) {
		t.Errorf("created: %+v %v", mentor, res.Header)
	}
	w.Call("suggestion", http.MethodPost, base, map[string]any{"userId": w.IDs["content"], "userRole": "EXPERT"}).Expect(t, http.StatusCreated).JSON(t, &expert)

	one := func(fieldID, userID int64, role string) string {
		return "/api/v3/contribution-field-users/fieldId/" + itoa(fieldID) + "/userId/" + itoa(userID) + "/userRole/" + role
	}
	// Anyone who contributes reads a mentor; an expert only the type's admin and the expert.
	var got fieldUser
	w.Env.Get(one(f, w.IDs["competition"], "MENTOR"), w.Tok["external"]).Expect(t, http.StatusOK).JSON(t, &got)
	if got != mentor {
		t.Errorf("read %+v, created %+v", got, mentor)
	}
	for _, who := range []string{"suggestion", "content"} {
		w.Env.Get(one(f, w.IDs["content"], "expert"), w.Tok[who]).Expect(t, http.StatusOK).JSON(t, &got)
		if got != expert {
			t.Errorf("%s read %+v, created %+v", who, got, expert)
		}
	}
	for _, who := range []string{"user", "improvement"} {
		w.Env.Get(one(f, w.IDs["content"], "EXPERT"), w.Tok[who]).ExpectError(t, http.StatusForbidden, "")
	}
	w.Env.Get(one(f, w.IDs["user"], "MENTOR"), w.Tok["user"]).ExpectError(t, http.StatusNotFound, "")
	w.Env.Get(one(987654, w.IDs["user"], "MENTOR"), w.Tok["suggestion"]).ExpectError(t, http.StatusNotFound, "")
	w.Env.Get("/api/v3/contribution-field-users/fieldId/"+itoa(f)+"/userId/x/userRole/MENTOR", w.Tok["suggestion"]).ExpectError(t, http.StatusBadRequest, "")
	w.Env.Get(one(f, w.IDs["competition"], "MENTOR"), "").ExpectError(t, http.StatusUnauthorized, "")

	// PUT: the type's admin changes the role; isActive defaults to true.
	put := func(who string, body any) *testkit.Response {
		return w.Call(who, http.MethodPut, "/api/v3/contribution-users", body)
	}
	put("user", map[string]any{"id": expert.ID, "userRole": "ADVISOR"}).ExpectError(t, http.StatusForbidden, "")
	put("improvement", map[string]any{"id": expert.ID, "userRole": "ADVISOR"}).ExpectError(t, http.StatusForbidden, "")
	res = put("suggestion", map[string]any{"id": expert.ID, "fieldId": f, "userId": w.IDs["content"], "userRole": "advisor"}).Expect(t, http.StatusOK)
	res.JSON(t, &got)
	if got.ID != expert.ID || got.UserRole != "ADVISOR" || !got.IsActive || got.UserID != w.IDs["content"] || res.Header.Get("app-alert") != "inno.contributionUser.updated" {
		t.Errorf("role changed: %+v", got)
	}
	w.Env.Get(one(f, w.IDs["content"], "EXPERT"), w.Tok["suggestion"]).ExpectError(t, http.StatusNotFound, "")
	// Deactivated: it leaves the field's people but can still be read and reactivated.
	put("suggestion", map[string]any{"id": expert.ID, "isActive": false}).Expect(t, http.StatusOK).JSON(t, &got)
	if got.IsActive || got.UserRole != "ADVISOR" {
		t.Errorf("deactivated: %+v", got)
	}
	var people []fieldUser
	w.Env.Get(base, w.Tok["suggestion"]).Expect(t, http.StatusOK).JSON(t, &people)
	if len(people) != 1 || people[0].ID != mentor.ID {
		t.Errorf("people after deactivating: %+v", people)
	}
	w.Env.Get(one(f, w.IDs["content"], "ADVISOR"), w.Tok["suggestion"]).Expect(t, http.StatusOK).JSON(t, &got)
	if got.IsActive {
		t.Errorf("read a deactivated one: %+v", got)
	}
	put("suggestion", map[string]any{"id": expert.ID, "userId": w.IDs["user"]}).Expect(t, http.StatusOK).JSON(t, &got)
	if !got.IsActive || got.UserID != w.IDs["user"] || got.Login != "user" || got.UserRole != "ADVISOR" {
		t.Errorf("another user, active again: %+v", got)
	}
	// Refusals.
	put("suggestion", map[string]any{"id": expert.ID, "userId": w.IDs["competition"], "userRole": "MENTOR"}).ExpectError(t, http.StatusBadRequest, "fieldUserExists")
	put("suggestion", map[string]any{"id": expert.ID, "userRole": "OWNER"}).ExpectError(t, http.StatusBadRequest, "roleNotAssignable")
	put("suggestion", map[string]any{"id": expert.ID, "fieldId": other}).ExpectError(t, http.StatusBadRequest, "fieldUserFieldChanged")
	put("suggestion", map[string]any{"id": expert.ID, "userId": 987654}).ExpectError(t, http.StatusBadRequest, "userNotFound")
	put("suggestion", map[string]any{"userRole": "MENTOR"}).ExpectError(t, http.StatusBadRequest, "idnull")
	put("suggestion", map[string]any{"id": 987654, "userRole": "MENTOR"}).ExpectError(t, http.StatusNotFound, "")
	put("suggestion", `{"id": "x"}`).ExpectError(t, http.StatusBadRequest, "")
	put("suggestion", map[string]any{"id": expert.ID, "isActive": "yes"}).ExpectError(t, http.StatusBadRequest, "")
	put("", map[string]any{"id": expert.ID}).ExpectError(t, http.StatusUnauthorized, "")
}
