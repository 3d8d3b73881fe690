package appconfig

import (
	"testing"

	"github.com/inno-platform/inno/internal/auth"
)

func TestAllowsFollowsModuleAndAudience(t *testing.T) {
	internal := &auth.Principal{UserID: 1, Login: "i", Authorities: []string{auth.RoleUser, auth.RoleInternal}}
	external := &auth.Principal{UserID: 2, Login: "e", Authorities: []string{auth.RoleUser, auth.RoleExternal}}
	s := Defaults()
	s.ModuleSubmitListSettings[ModuleSuggestion] = ModuleSetting{ListingEnabled: AudienceBoth, SubmitEnabled: AudienceInternal}
	s.ModuleSubmitListSettings[ModuleImprovement] = ModuleSetting{ListingEnabled: AudienceExternal, SubmitEnabled: AudienceNone}
	cases := []struct {
		typ    string
		action Action
		p      *auth.Principal
		want   bool
	}{
		{"SUGGESTION", Listing, internal, true},
		{"SUGGESTION", Listing, external, true},
		{"SUGGESTION", Submit, internal, true},
		{"SUGGESTION", Submit, external, false},
		{"IMPROVEMENT", Listing, internal, false},
		{"IMPROVEMENT", Listing, external, true},
		{"IMPROVEMENT", Submit, external, false},
		{"IDEA", Submit, external, true}, // IDEA follows COMPETITION
		{"SUGGESTION", Listing, nil, false},
	}
	for _, c := range cases {
		if got := s.Allows(c.typ, c.action, c.p); got != c.want {
			t.Errorf("%s action %d for %v = %v, want %v", c.typ, c.action, c.p, got, c.want)
		}
	}
	// A module that is not available allows nothing, whatever its setting.
	s.AvailableModules = []string{ModuleSuggestion}
	if s.Allows("IDEA", Submit, internal) {
		t.Error("IDEA allowed with COMPETITION unavailable")
	}
}

func TestPublicPicksTheFirstLocaleByDefault(t *testing.T) {
	s := Defaults()
	s.Locales = []string{"tr", "en"}
	if got := s.Public(nil).CurrentLocale; got != "tr" {
		t.Errorf("default = %s", got)
	}
	if got := s.Public([]string{"de", "en"}).CurrentLocale; got != "en" {
		t.Errorf("preferred = %s", got)
	}
}
