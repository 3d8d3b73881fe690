package account_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/testkit"
)

type managed struct {
	ID                   int64    `json:"id"`
	Login                string   `json:"login"`
	FirstName            string   `json:"firstName"`
	Email                string   `json:"email"`
	Activated            bool     `json:"activated"`
	Authorities          []string `json:"authorities"`
	OrganizationUnitID   *int64   `json:"organizationUnitId"`
	OrganizationUnitName string   `json:"organizationUnitName"`
	RegistrationStatus   string   `json:"registrationStatus"`
}

func listUsers(t *testing.T, env *testkit.Env, token, query string) ([]managed, string) {
	t.Helper()
	res := env.Get("/api/v3/users?"+query, token).Expect(t, http.StatusOK)
	var out []managed
	res.JSON(t, &out)
	return out, res.Header.Get("x-total-count")
}

func unitID(t *testing.T, env *testkit.Env, token, name string) int64 {
	t.Helper()
	var units []struct {
		ID   int64
		Name string
	}
	env.Get("/api/v3/organization-units", token).Expect(t, http.StatusOK).JSON(t, &units)
	for _, u := range units {
		if u.Name == name {
			return u.ID
		}
	}
	t.Fatalf("no unit %s", name)
	return 0
}

func TestUserListFilters(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("admin", "admin")
	all, total := listUsers(t, env, admin, "")
	if total != "9" || len(all) != 9 {
		t.Fatalf("all users: %s, %d", total, len(all))
	}
	page, total := listUsers(t, env, admin, "page=1&size=4&sort=login,asc")
	if total != "9" || len(page) != 4 || page[0].Login != "content" {
		t.Errorf("page 2 by login: %+v", page)
	}
	cases := map[string][]string{
		"searchStr=umut":         {"user"},
		"searchStr=ADA%20admin":  {"admin"},
		"login=comp":             {"competition"},
		"email=external@":        {"external"},
		"roleList=ROLE_EXTERNAL": {"external"},
		"roleList=ROLE_SUGGESTION_ADMIN,ROLE_IMPROVEMENT_ADMIN": {"admin", "suggestion", "improvement"},
		"lastName=campaign": {"campaign"},
	}
	for q, want := range cases {
		got, _ := listUsers(t, env, admin, q+"&sort=id,asc")
		var logins []string
		for _, u := range got {
			logins = append(logins, u.Login)
		}
		if strings.Join(logins, ",") != strings.Join(want, ",") {
			t.Errorf("%s: %v, want %v", q, logins, want)
		}
	}
	prod := unitID(t, env, admin, "Production")
	if got, _ := listUsers(t, env, admin, "unitId="+strconv.FormatInt(prod, 10)); len(got) != 2 {
		t.Errorf("unitId: %+v", got)
	}
	// userOrg takes the units below too: Production and Quality.
	if got, _ := listUsers(t, env, admin, "userOrg="+strconv.FormatInt(prod, 10)); len(got) != 3 {
		t.Errorf("userOrg: %d users", len(got))
	}
	if got, _ := listUsers(t, env, admin, "activated=false"); len(got) != 0 {
		t.Errorf("activated=false: %+v", got)
	}
	if got, _ := listUsers(t, env, admin, "registrationStatus=APPROVED"); len(got) != 9 {
		t.Errorf("registrationStatus: %d", len(got))
	}
	env.Get("/api/v3/users?roleList=ROLE_KING", admin).Expect(t, http.StatusBadRequest)
	env.Get("/api/v3/users?activated=maybe", admin).Expect(t, http.StatusBadRequest)
	env.Get("/api/v3/users?sort=password_hash", admin).Expect(t, http.StatusBadRequest)
}

func TestAdministratorCreatesAndEditsAUser(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("admin", "admin")
	quality := unitID(t, env, admin, "Quality")
	res := env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/users", Token: admin, Body: map[string]any{
		"login": "selim", "firstName": "Selim", "lastName": "Demir", "email": "Selim@Example.com", "langKey": "tr",
		"activated": true, "authorities": []string{"ROLE_USER", "ROLE_INTERNAL"}, "organizationUnitId": quality,
	}}).Expect(t, http.StatusCreated)
	var u managed
	res.JSON(t, &u)
	if res.Header.Get("app-alert") != "inno.user.created" || res.Header.Get("app-params") != "selim" {
		t.Errorf("alert headers: %v", res.Header)
	}
	if u.Email != "selim@example.com" || u.OrganizationUnitName != "Quality" || len(u.Authorities) != 2 || u.RegistrationStatus != "APPROVED" {
		t.Errorf("created: %+v", u)
	}
	// Without a password the user is mailed a link to choose one (in Turkish).
	m := env.WaitMail("selim@example.com", "Inno hesabınız hazır")
	key := keyOf(t, testkit.LinkIn(t, m.Text, "http://inno.test/account/reset/finish?key="))
	post(env, "/api/account/reset-password/finish", map[string]any{"key": key, "newPassword": "Selim-2026!"}).Expect(t, http.StatusOK)
	selim := env.Login("selim", "Selim-2026!")

	// Give a role, move the unit, deactivate.
	prod := unitID(t, env, admin, "Production")
	env.Do(testkit.Request{Method: http.MethodPut, Path: "/api/users", Token: admin, Body: map[string]any{
		"id": u.ID, "login": "selim", "firstName": "Selim", "lastName": "Demir", "email": "selim@example.com", "langKey": "tr",
		"activated": false, "authorities": []string{"ROLE_USER", "ROLE_INTERNAL", "ROLE_CONTENT_AUTHOR"}, "organizationUnitId": prod,
	}}).Expect(t, http.StatusOK)
	var got managed
	env.Get("/api/v3/users/"+strconv.FormatInt(u.ID, 10), admin).Expect(t, http.StatusOK).JSON(t, &got)
	if got.Activated || got.OrganizationUnitName != "Production" || !strings.Contains(strings.Join(got.Authorities, ","), "ROLE_CONTENT_AUTHOR") {
		t.Errorf("after edit: %+v", got)
	}
	// A deactivated user's session ends and sign-in is refused.
	env.Get("/api/account", selim).Expect(t, http.StatusUnauthorized)
	if _, s := authenticate(env, map[string]any{"username": "selim", "password": "Selim-2026!"}); s.Error != "login.error.authentication" { // issue 13: as a wrong password
		t.Errorf("deactivated sign-in: %+v", s)
	}
	// The registration history shows each step.
	var hist []struct{ Status, ChangedBy string }
	env.Get("/api/v3/users/user-registration-history/"+strconv.FormatInt(u.ID, 10), admin).Expect(t, http.StatusOK).JSON(t, &hist)
	if len(hist) != 2 || hist[0].Status != "APPROVED" || hist[1].Status != "DEACTIVATED" || hist[1].ChangedBy != "admin" {
		t.Errorf("history: %+v", hist)
	}
	env.Get("/api/v3/users/99999", admin).Expect(t, http.StatusNotFound)
	env.Get("/api/v3/users/user-registration-history/99999", admin).Expect(t, http.StatusNotFound)
}

func TestUserManagementRefusals(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("admin", "admin")
	appAdmin := env.Login("appadmin", "appadmin")
	create := func(token string, body map[string]any) *testkit.Response {
		return env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/users", Token: token, Body: body})
	}
	var b errorBody
	create(admin, map[string]any{"login": "bad login!", "email": "nope-at-all", "langKey": "xx", "authorities": []string{"ROLE_KING"}}).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if f := b.fields(); f["login"] != "Pattern" || f["email"] != "Email" || f["langKey"] != "Pattern" || f["authorities"] != "Pattern" {
		t.Errorf("validation: %+v", b.FieldErrors)
	}
	create(admin, map[string]any{"login": "dup", "email": "USER@inno.example"}).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.ErrorKey != "emailexists" {
		t.Errorf("taken e-mail: %+v", b)
	}
	create(admin, map[string]any{"login": "ghost", "email": "ghost@example.com", "organizationUnitId": 99999}).Expect(t, http.StatusBadRequest)
	// Only an administrator hands out the administrator role.
	create(appAdmin, map[string]any{"login": "boss", "email": "boss@example.com", "authorities": []string{"ROLE_ADMIN"}}).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.ErrorKey != "adminRoleRequired" {
		t.Errorf("app admin granting ADMIN: %+v", b)
	}
	var adminUser []managed
	adminUser, _ = listUsers(t, env, admin, "login=admin&roleList=ROLE_ADMIN")
	env.Do(testkit.Request{Method: http.MethodPut, Path: "/api/users", Token: appAdmin, Body: map[string]any{
		"id": adminUser[0].ID, "login": "admin", "email": "admin@inno.example", "activated": false, "authorities": []string{"ROLE_USER"},
	}}).Expect(t, http.StatusBadRequest)
	// An administrator cannot lock themselves out.
	env.Do(testkit.Request{Method: http.MethodPut, Path: "/api/users", Token: admin, Body: map[string]any{
		"id": adminUser[0].ID, "login": "admin", "email": "admin@inno.example", "activated": true, "authorities": []string{"ROLE_USER"},
	}}).Expect(t, http.StatusBadRequest).JSON(t, &b)
	if b.ErrorKey != "cannotLockOutYourself" {
		t.Errorf("self lock-out: %+v", b)
	}
	env.Do(testkit.Request{Method: http.MethodPut, Path: "/api/users", Token: admin, Body: map[string]any{"login": "x", "email": "x@example.com"}}).Expect(t, http.StatusBadRequest)
}

func TestUserSearch(t *testing.T) {
	env := testkit.New(t)
	tok := env.Login("user", "user")
	search := func(q string) []struct{ Login, FullName string } {
		var out []struct{ Login, FullName string }
		env.Get("/api/v3/search-user?"+q, tok).Expect(t, http.StatusOK).JSON(t, &out)
		return out
	}
	if got := search("searchString=ad"); len(got) != 0 {
		t.Errorf("2 characters searched: %+v", got)
	}
	if got := search("searchString=ada%20adm&searchContext=jury&parameter=BOTH"); len(got) != 1 || got[0].FullName != "Ada Admin" {
		t.Errorf("full name: %+v", got)
	}
	if got := search("searchString=extern&parameter=INTERNAL"); len(got) != 0 {
		t.Errorf("internal search found an external user: %+v", got)
	}
	// External mode needs the whole address.
	if got := search("searchString=external@inno&parameter=EXTERNAL"); len(got) != 0 {
		t.Errorf("partial address: %+v", got)
	}
	if got := search("searchString=external@inno.example&parameter=EXTERNAL"); len(got) != 1 {
		t.Errorf("whole address: %+v", got)
	}
	env.Get("/api/v3/search-user?searchString=abc&parameter=ALIENS", tok).Expect(t, http.StatusBadRequest)
	env.Get("/api/v3/search-user?searchString=abc", "").Expect(t, http.StatusUnauthorized)
}

// Searches fold Turkish and other non-ASCII letters on both engines (SQLite's
// own LOWER only folds ASCII): "şahin" finds "Şahin", "ilker" finds "İlker",
// "IŞIK" finds "Işık", and the surname may come first.
func TestUserSearchFoldsLetters(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("admin", "admin")
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/users", Token: admin, Body: map[string]any{
		"login": "ilkay", "firstName": "İlkay", "lastName": "Şahin Işık", "email": "ilkay@example.com", "langKey": "tr",
		"activated": true, "authorities": []string{"ROLE_USER", "ROLE_INTERNAL"},
	}}).Expect(t, http.StatusCreated)
	user := env.Login("user", "user")
	for _, q := range []string{"ilkay", "İLKAY", "şahin", "ŞAHİN", "IŞIK", "işık", "şahin ışık ilkay", "İlkay Şahin"} {
		var hits []struct{ Login string }
		env.Get("/api/v3/search-user?searchString="+url.QueryEscape(q), user).Expect(t, http.StatusOK).JSON(t, &hits)
		if len(hits) != 1 || hits[0].Login != "ilkay" {
			t.Errorf("type-ahead %q: %+v", q, hits)
		}
		var listed []struct{ Login string }
		env.Get("/api/v3/users?searchStr="+url.QueryEscape(q), admin).Expect(t, http.StatusOK).JSON(t, &listed)
		if len(listed) != 1 || listed[0].Login != "ilkay" {
			t.Errorf("admin list %q: %+v", q, listed)
		}
	}
	var byName []struct{ Login string }
	env.Get("/api/v3/users?firstName=ilka&lastName="+url.QueryEscape("ŞAH"), admin).Expect(t, http.StatusOK).JSON(t, &byName)
	if len(byName) != 1 || byName[0].Login != "ilkay" {
		t.Errorf("admin list by first and last name: %+v", byName)
	}
	var none []struct{ Login string }
	env.Get("/api/v3/search-user?searchString="+url.QueryEscape("şahinx"), user).Expect(t, http.StatusOK).JSON(t, &none)
	if len(none) != 0 {
		t.Errorf("no match expected: %+v", none)
	}
}

func TestUserExcelExport(t *testing.T) {
	env := testkit.New(t)
	res := env.Get("/api/v3/users/excel?roleList=ROLE_INTERNAL", env.Login("appadmin", "appadmin")).Expect(t, http.StatusOK)
	if !strings.Contains(res.Header.Get("Content-Type"), "spreadsheetml") || !strings.HasPrefix(string(res.Body), "PK") {
		t.Errorf("not a workbook: %s %q", res.Header.Get("Content-Type"), res.Body[:4])
	}
}
