package app_test

import (
	"net/http"
	"regexp"
	"slices"
	"testing"

	"github.com/inno-platform/inno/internal/testkit"
)

var pathParam = regexp.MustCompile(`\{[^}]+\}`)

// Every route of the table is checked: without a session a protected route
// answers 401, and a plain internal user gets 403 from every route whose
// roles it does not hold. New routes are covered as they are added.
func TestEveryRouteEnforcesItsAccessRule(t *testing.T) {
	env := testkit.New(t)
	userToken := env.Login("user", "user") // ROLE_USER, ROLE_INTERNAL
	userRoles := []string{"ROLE_USER", "ROLE_INTERNAL"}
	checked := 0
	for _, rt := range env.App.Router.Routes() {
		if rt.Access.IsPublic() {
			continue
		}
		path := pathParam.ReplaceAllString(rt.Pattern, "1")
		if res := env.Do(testkit.Request{Method: rt.Method, Path: path}); res.Status != http.StatusUnauthorized {
			t.Errorf("%s %s without a session: %d, want 401", rt.Method, rt.Pattern, res.Status)
		}
		need := rt.Access.Authorities()
		if len(need) == 0 || slices.ContainsFunc(need, func(r string) bool { return slices.Contains(userRoles, r) }) {
			continue
		}
		if res := env.Do(testkit.Request{Method: rt.Method, Path: path, Token: userToken}); res.Status != http.StatusForbidden {
			t.Errorf("%s %s as a plain user: %d, want 403", rt.Method, rt.Pattern, res.Status)
		}
		checked++
	}
	if checked < 30 {
		t.Errorf("only %d role-protected routes checked", checked)
	}
}
