package account_test

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/testkit"
)

type hit struct {
	Login string `json:"login"`
	Email string `json:"email"`
}

func searchAs(t *testing.T, env *testkit.Env, token, q, parameter string) (logins []string, emails []string) {
	t.Helper()
	var hits []hit
	env.Get("/api/v3/search-user?searchString="+url.QueryEscape(q)+"&parameter="+parameter, token).Expect(t, http.StatusOK).JSON(t, &hits)
	for _, h := range hits {
		logins = append(logins, h.Login)
		if h.Email != "" {
			emails = append(emails, h.Email)
		}
	}
	slices.Sort(logins)
	return logins, emails
}

// The user directory of issue 13: "inno.example" listed every active user,
// with login, e-mail and name, to anyone signed in, external users included.
func TestUserSearchShowsOnlyWhomTheCallerMaySee(t *testing.T) {
	env := testkit.New(t)
	tok := map[string]string{}
	for _, login := range []string{"admin", "appadmin", "user", "external"} {
		tok[login] = env.Login(login, login)
	}
	internalUsers := "admin,appadmin,campaign,competition,content,improvement,suggestion,user"
	cases := []struct {
		who, q, parameter string
		want              string // logins, sorted
		emails            int
	}{
		// User administrators see everyone, with addresses.
		{"admin", "inno.example", "BOTH", "admin,appadmin,campaign,competition,content,external,improvement,suggestion,user", 9},
		{"appadmin", "inno.example", "BOTH", "admin,appadmin,campaign,competition,content,external,improvement,suggestion,user", 9},
		{"admin", "inno.example", "EXTERNAL", "", 0},
		// Internal users see internal users by name, without addresses; an external one only by the whole address.
		{"user", "inno.example", "BOTH", internalUsers, 0},
		{"user", "Eda", "BOTH", "", 0},
		{"user", "external@inno.example", "BOTH", "external", 1},
		{"user", "external@inno.example", "EXTERNAL", "external", 1},
		{"user", "umut", "INTERNAL", "user", 0},
		// External users find nobody but by the whole address, in every mode.
		{"external", "inno.example", "BOTH", "", 0},
		{"external", "umut", "INTERNAL", "", 0},
		{"external", "Ada Admin", "BOTH", "", 0},
		{"external", "user@inno.example", "BOTH", "user", 1},
		{"external", "user@inno.example", "INTERNAL", "user", 1},
		{"external", "user@inno.example", "EXTERNAL", "", 0},
	}
	for _, c := range cases {
		logins, emails := searchAs(t, env, tok[c.who], c.q, c.parameter)
		if strings.Join(logins, ",") != c.want || len(emails) != c.emails {
			t.Errorf("%s searching %q (%s): %v with addresses %v, want %s with %d", c.who, c.q, c.parameter, logins, emails, c.want, c.emails)
		}
	}
}
