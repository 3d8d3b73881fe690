package tag_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/testkit"
)

type tagJSON struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	IsActive    bool   `json:"isActive"`
	UsageCount  int64  `json:"usageCount"`
}

// The tag administration end to end: who may, the rules a tag must meet,
// and what the active list and the admin list show. Tags on contributions
// (the form, the list filter, refusing to delete a used tag) are tested
// with the engine in internal/contribution.
func TestTagAdministration(t *testing.T) {
	env := testkit.New(t)
	admin, appAdmin, user := env.Login("admin", "admin"), env.Login("appadmin", "appadmin"), env.Login("user", "user")
	call := func(token, method, path string, body any) *testkit.Response {
		t.Helper()
		return env.Do(testkit.Request{Method: method, Path: path, Token: token, Body: body})
	}

	// Who may: ADMIN and APP_ADMIN write; everyone signed in reads.
	call(user, http.MethodPost, "/api/v3/contribution-tags", map[string]any{"name": "Water"}).Expect(t, http.StatusForbidden)
	call("", http.MethodPost, "/api/v3/contribution-tags", map[string]any{"name": "Water"}).Expect(t, http.StatusUnauthorized)
	call(user, http.MethodGet, "/api/v3/admin/contribution-tags", nil).Expect(t, http.StatusForbidden)
	var water tagJSON
	res := call(appAdmin, http.MethodPost, "/api/v3/contribution-tags", map[string]any{"name": "  Water  ", "description": "Saving water"}).
		Expect(t, http.StatusCreated)
	res.JSON(t, &water)
	if water.ID == 0 || water.Name != "Water" || !water.IsActive || water.UsageCount != 0 {
		t.Fatalf("created %+v: want a trimmed, active, unused tag", water)
	}
	if got := res.Header.Get("app-alert"); got != "inno.contributionTag.created" {
		t.Errorf("app-alert = %q", got)
	}

	// The rules: a name of 2-50 characters, unique whatever its case; no id on create, an id on update.
	for _, body := range []map[string]any{{"name": "W"}, {"name": ""}, {"name": strings.Repeat("w", 51)}, {"name": "Ok", "description": strings.Repeat("d", 256)}} {
		if m := call(admin, http.MethodPost, "/api/v3/contribution-tags", body).Expect(t, http.StatusBadRequest).Map(t); m["fieldErrors"] == nil {
			t.Errorf("%v: %v, want fieldErrors", body, m)
		}
	}
	if m := call(admin, http.MethodPost, "/api/v3/contribution-tags", map[string]any{"name": "WATER"}).Expect(t, http.StatusBadRequest).Map(t); m["errorKey"] != "tagNameExists" {
		t.Errorf("a name taken in another case: %v", m)
	}
	call(admin, http.MethodPost, "/api/v3/contribution-tags", map[string]any{"id": 5, "name": "Air"}).Expect(t, http.StatusBadRequest)
	call(admin, http.MethodPut, "/api/v3/contribution-tags", map[string]any{"name": "Air"}).Expect(t, http.StatusBadRequest)
	call(admin, http.MethodPut, "/api/v3/contribution-tags", map[string]any{"id": 999999, "name": "Air"}).Expect(t, http.StatusNotFound)

	// Deactivated, it leaves the active list but stays in the admin list.
	var saved tagJSON
	call(admin, http.MethodPut, "/api/v3/contribution-tags", map[string]any{"id": water.ID, "name": "Water use", "isActive": false}).
		Expect(t, http.StatusOK).JSON(t, &saved)
	if saved.Name != "Water use" || saved.IsActive {
		t.Errorf("updated %+v", saved)
	}
	var active, listed []tagJSON
	call(user, http.MethodGet, "/api/v3/contribution-tags?size=1000", nil).Expect(t, http.StatusOK).JSON(t, &active)
	for _, tg := range active {
		if tg.ID == water.ID {
			t.Errorf("the inactive tag is in the active list")
		}
	}
	res = call(admin, http.MethodGet, "/api/v3/admin/contribution-tags?name=WATER%20U", nil).Expect(t, http.StatusOK)
	res.JSON(t, &listed)
	if len(listed) != 1 || listed[0].ID != water.ID || res.Header.Get("x-total-count") != "1" {
		t.Errorf("admin search by folded name: %+v (total %s)", listed, res.Header.Get("x-total-count"))
	}
	var one tagJSON
	call(user, http.MethodGet, "/api/v3/contribution-tags/"+itoa(water.ID), nil).Expect(t, http.StatusOK).JSON(t, &one)
	if one.Name != "Water use" {
		t.Errorf("read %+v", one)
	}

	// An unused tag is deleted; then it is gone.
	call(user, http.MethodDelete, "/api/v3/contribution-tags/"+itoa(water.ID), nil).Expect(t, http.StatusForbidden)
	call(admin, http.MethodDelete, "/api/v3/contribution-tags/"+itoa(water.ID), nil).Expect(t, http.StatusNoContent)
	call(user, http.MethodGet, "/api/v3/contribution-tags/"+itoa(water.ID), nil).Expect(t, http.StatusNotFound)
	call(admin, http.MethodDelete, "/api/v3/contribution-tags/"+itoa(water.ID), nil).Expect(t, http.StatusNotFound)
	call(admin, http.MethodGet, "/api/v3/contribution-tags/abc", nil).Expect(t, http.StatusBadRequest)
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
