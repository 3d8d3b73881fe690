package account_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/testkit"
)

// works reports whether a token still opens a signed-in route.
func works(t *testing.T, env *testkit.Env, token string) bool {
	t.Helper()
	res := env.Get("/api/v3/organizations/tree", token)
	if res.Status != http.StatusOK && res.Status != http.StatusUnauthorized {
		t.Fatalf("GET with a token: %d %s", res.Status, res.Body)
	}
	return res.Status == http.StatusOK
}

// editUser is an administrator's PUT /api/users of the user with login,
// changed by change.
func editUser(t *testing.T, env *testkit.Env, admin, login string, change func(u map[string]any)) {
	t.Helper()
	var users []map[string]any
	env.Get("/api/v3/users?login="+login, admin).Expect(t, http.StatusOK).JSON(t, &users)
	if len(users) != 1 {
		t.Fatalf("users with login %s: %v", login, users)
	}
	u := users[0]
	change(u)
	env.Do(testkit.Request{Method: http.MethodPut, Path: "/api/users", Token: admin, Body: u}).Expect(t, http.StatusOK)
}

func TestSignOutEndsThisSessionOnly(t *testing.T) {
	env := testkit.New(t)
	phone, laptop := env.Login("user", "user"), env.Login("user", "user")
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/account/logout", Token: phone}).Expect(t, http.StatusNoContent)
	if works(t, env, phone) {
		t.Error("the signed-out token still works")
	}
	if !works(t, env, laptop) {
		t.Error("signing out on one device ended the other")
	}
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/account/logout", Token: phone}).Expect(t, http.StatusUnauthorized)
	if !works(t, env, env.Login("user", "user")) {
		t.Error("a new sign-in does not work")
	}
}

func TestSignOutEverywhereEndsEverySession(t *testing.T) {
	env := testkit.New(t)
	phone, laptop, other := env.Login("user", "user"), env.Login("user", "user"), env.Login("external", "external")
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/account/logout-everywhere", Token: phone}).Expect(t, http.StatusNoContent)
	if works(t, env, phone) || works(t, env, laptop) {
		t.Error("a token still works after signing out everywhere")
	}
	if !works(t, env, other) {
		t.Error("another user's session ended")
	}
	if !works(t, env, env.Login("user", "user")) {
		t.Error("a new sign-in does not work")
	}
}

func TestPasswordChangeEndsEverySession(t *testing.T) {
	env := testkit.New(t)
	phone, laptop := env.Login("user", "user"), env.Login("user", "user")
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/account/change-password", Token: phone,
		Body: map[string]any{"currentPassword": "user", "newPassword": "better1"}}).Expect(t, http.StatusOK)
	if works(t, env, phone) || works(t, env, laptop) {
		t.Error("a token from before the password change still works")
	}
	if !works(t, env, env.Login("user", "better1")) {
		t.Error("a sign-in with the new password does not work")
	}
}

func TestPasswordResetEndsEverySession(t *testing.T) {
	env := testkit.New(t)
	old := env.Login("user", "user")
	requestReset(t, env, "user").Expect(t, http.StatusOK)
	key := resetKey(t, env, "user@inno.example")
	post(env, "/api/account/reset-password/finish", map[string]any{"key": key, "newPassword": "Better-2026!"}).Expect(t, http.StatusOK)
	if works(t, env, old) {
		t.Error("a token from before the reset still works")
	}
}

func TestAdministratorChangesEndSessions(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("admin", "admin")

	// A password set by an administrator.
	content := env.Login("content", "content")
	editUser(t, env, admin, "content", func(u map[string]any) { u["password"] = "Fresh-2026!" })
	if works(t, env, content) {
		t.Error("a token from before the administrator's new password still works")
	}
	env.Login("content", "Fresh-2026!")

	// A deactivation ends the session on every route, not only on GET /api/account.
	campaign := env.Login("campaign", "campaign")
	editUser(t, env, admin, "campaign", func(u map[string]any) { u["activated"] = false })
	if works(t, env, campaign) {
		t.Error("a deactivated user's token still works")
	}

	// A change of other fields keeps the session.
	user := env.Login("user", "user")
	editUser(t, env, admin, "user", func(u map[string]any) { u["firstName"] = "Umutcan" })
	if !works(t, env, user) {
		t.Error("renaming a user ended the session")
	}
}

// The demoted administrator of issue 13: the old token could still create
// administrators. Now the role change ends the session, and the token's
// roles are never trusted anyway.
func TestDemotedAdministratorLosesAdministrationAtOnce(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("admin", "admin")
	editUser(t, env, admin, "appadmin", func(u map[string]any) {
		u["authorities"] = []string{auth.RoleUser, auth.RoleInternal, auth.RoleAdmin}
	})
	boss := env.Login("appadmin", "appadmin")
	newAdmin := map[string]any{"login": "mallory", "firstName": "Mallory", "lastName": "Mole", "email": "mallory@inno.example",
		"langKey": "en", "activated": true, "authorities": []string{auth.RoleUser, auth.RoleInternal, auth.RoleAdmin}}
	env.Get("/api/v3/users", boss).Expect(t, http.StatusOK)

	editUser(t, env, admin, "appadmin", func(u map[string]any) { u["authorities"] = []string{auth.RoleUser, auth.RoleInternal} })
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/users", Token: boss, Body: newAdmin}).Expect(t, http.StatusUnauthorized)
	demoted := env.Login("appadmin", "appadmin")
	env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/users", Token: demoted, Body: newAdmin}).Expect(t, http.StatusForbidden)
	if list := env.Get("/api/v3/users?login=mallory", admin).Expect(t, http.StatusOK); string(list.Body) != "[]\n" {
		t.Errorf("the demoted administrator created a user: %s", list.Body)
	}
}

// A correctly signed token that claims roles its user does not hold (as a
// token from before a demotion does) gets only the user's roles.
func TestTokenRolesAreNotTrusted(t *testing.T) {
	env := testkit.New(t)
	user := env.Get("/api/account", env.Login("user", "user")).Expect(t, http.StatusOK).Map(t)
	forged, _, err := env.App.Tokens.Issue(auth.Principal{UserID: int64(user["id"].(float64)), Login: "user",
		Authorities: []string{auth.RoleUser, auth.RoleInternal, auth.RoleAdmin}}, false)
	if err != nil {
		t.Fatal(err)
	}
	env.Get("/api/v3/users", forged).Expect(t, http.StatusForbidden)
	if roles := env.Get("/api/account", forged).Expect(t, http.StatusOK).Map(t)["authorities"]; len(roles.([]any)) != 2 {
		t.Errorf("authorities = %v", roles)
	}
}

// Concurrent requests of one token share the read of its session: a read
// started by a request whose client went away must still answer the others.
func TestSessionReadSurvivesItsRequestGoingAway(t *testing.T) {
	env := testkit.New(t)
	token, err := env.App.Tokens.Parse(env.Login("user", "user"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p, err := env.App.Accounts.Session(ctx, token)
	if err != nil || p == nil || p.Login != "user" {
		t.Fatalf("session read with a cancelled request: %+v, %v", p, err)
	}
}
