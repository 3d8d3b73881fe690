package app_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/testkit"
)

// Bad input is the client's fault on both engines: every route of the table
// gets path values, query strings and bodies holding NUL, bytes that are not
// UTF-8, numbers too large for their columns and pages far beyond any list,
// as an administrator and as an external user, and must never answer a 5xx
// (PostgreSQL refused such values with errors that became 500s). New routes
// are covered as they are added.
func TestNoRouteAnswers5xxToBadInput(t *testing.T) {
	env := testkit.New(t)
	tokens := map[string]string{"admin": env.Login("admin", "admin"), "external": env.Login("external", "external"), "anonymous": ""}
	pathValues := []string{"%00", "1%00", "%FF", "x", "99999999999999999999999"}
	queries := []string{"page=9223372036854775807&size=1000", "page=10001&size=1000", "page=2147483648",
		"size=9223372036854775807", "sort=id%00", "searchString=%00", "search=a%00b&q=%00&name=%00&type=%00&lang=%FF",
		"sortOrder=99999999999999&id=99999999999999999999"}
	bodies := []string{`{"name":"a\u0000","title":"\u0000","login":"\u0000","email":"\u0000","text":"\u0000"}`,
		`["\u0000"]`, "{\"name\":\"\xff\xfe\"}",
		`{"id":1,"sortOrder":99999999999999,"listOrder":99999999999999,"rank":99999999999999,"points":99999999999999,` +
			`"categoryId":99999999999999,"page":99999999999999,"size":99999999999999}`,
		`{"id":99999999999999999999999}`, `{"sortOrder":1e300}`}
	checked := 0
	for _, who := range []string{"admin", "external", "anonymous"} {
		token := tokens[who]
		do := func(method, path string, body any) {
			t.Helper()
			res := env.Do(testkit.Request{Method: method, Path: path, Token: token, Body: body})
			if res.Status >= 500 {
				t.Errorf("%s %s %s as %s: %d %s", method, path, shorten(body), who, res.Status, res.Body)
			}
			checked++
		}
		for _, rt := range env.App.Router.Routes() {
			if strings.HasPrefix(rt.Pattern, "/api/account/logout") {
				continue // takes no input, and would end the session the walk goes on with
			}
			for _, v := range pathValues {
				if strings.Contains(rt.Pattern, "{") {
					do(rt.Method, pathParam.ReplaceAllString(rt.Pattern, v), nil)
				}
			}
			path := pathParam.ReplaceAllString(rt.Pattern, "1")
			if rt.Method == http.MethodGet {
				for _, q := range queries {
					do(rt.Method, path+"?"+q, nil)
				}
			}
			if rt.Method == http.MethodPost || rt.Method == http.MethodPut {
				for _, b := range bodies {
					do(rt.Method, path, b)
				}
			}
		}
	}
	for who, token := range tokens {
		if token != "" && env.Get("/api/account", token).Status != http.StatusOK {
			t.Errorf("the walk ended the session of %s: later routes were only tried anonymously", who)
		}
	}
	if checked < 1000 {
		t.Errorf("only %d requests sent", checked)
	}
}

func shorten(body any) string {
	s, _ := body.(string)
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// The four administration routes that take a sortOrder check it against
// its 32-bit column before SQL: 400 with a field error, nothing written.
func TestSortOrderOutOfRangeIs400(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("admin", "admin")
	title := []any{map[string]any{"title": "Logistics", "language": "en"}}
	org := env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/v3/organizations", Token: admin,
		Body: map[string]any{"name": "Maintenance", "kind": "UNIT"}}).Expect(t, http.StatusCreated).Map(t)
	field := env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/v3/contribution-fields/SUGGESTION", Token: admin,
		Body: map[string]any{"definitionList": title}}).Expect(t, http.StatusCreated).Map(t)
	for _, n := range []int64{1 << 31, -(1 << 31) - 1, 1 << 62} {
		for _, c := range []struct {
			method, path string
			body         map[string]any
		}{
			{http.MethodPost, "/api/v3/organizations", map[string]any{"name": "Too far", "kind": "UNIT", "sortOrder": n}},
			{http.MethodPut, "/api/v3/organizations", map[string]any{"id": org["id"], "name": "Too far", "kind": "UNIT", "sortOrder": n}},
			{http.MethodPost, "/api/v3/contribution-fields/SUGGESTION", map[string]any{"definitionList": title, "sortOrder": n}},
			{http.MethodPut, "/api/v3/contribution-fields/SUGGESTION", map[string]any{"id": field["id"], "definitionList": title, "sortOrder": n}},
		} {
			res := env.Do(testkit.Request{Method: c.method, Path: c.path, Token: admin, Body: c.body}).Expect(t, http.StatusBadRequest)
			if fe := res.Map(t)["fieldErrors"]; fe == nil || !strings.Contains(string(res.Body), `"sortOrder"`) {
				t.Errorf("%s %s sortOrder %d: %s, want a sortOrder field error", c.method, c.path, n, res.Body)
			}
		}
	}
	if res := env.Get("/api/v3/organizations-list?size=1000", admin); strings.Contains(string(res.Body), "Too far") {
		t.Error("an organization with an out-of-range sortOrder was written")
	}
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/v3/organizations", Token: admin,
		Body: map[string]any{"name": "Edge", "kind": "UNIT", "sortOrder": 1<<31 - 1}}).Expect(t, http.StatusCreated)
}

// NUL in a body, a path or a query is refused with the spec's 400 shape.
func TestNULIsRefusedWith400(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("admin", "admin")
	for _, req := range []testkit.Request{
		{Method: http.MethodPost, Path: "/api/authenticate", Body: `{"username":"admin\u0000","password":"admin"}`},
		{Method: http.MethodGet, Path: "/api/v3/public/static-contents/en/a%00b"},
		{Method: http.MethodGet, Path: "/api/v3/users?searchString=%00", Token: admin},
		{Method: http.MethodGet, Path: "/api/v3/users?page=10001&size=1000", Token: admin},
	} {
		res := env.Do(req).Expect(t, http.StatusBadRequest)
		if m := res.Map(t); m["message"] != "error.http.400" || m["status"] != float64(400) {
			t.Errorf("%s %s: %s, want the error.http.400 shape", req.Method, req.Path, res.Body)
		}
	}
}
