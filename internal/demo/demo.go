// Package demo seeds a new database: demo accounts and settings with
// INNO_DEMO=1, or else a single administrator.
package demo

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/inno-platform/inno/internal/account"
	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/banner"
	"github.com/inno-platform/inno/internal/benefit"
	"github.com/inno-platform/inno/internal/campaign"
	"github.com/inno-platform/inno/internal/chat"
	"github.com/inno-platform/inno/internal/comment"
	"github.com/inno-platform/inno/internal/competition"
	"github.com/inno-platform/inno/internal/content"
	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/evaluation"
	"github.com/inno-platform/inno/internal/extrainput"
	"github.com/inno-platform/inno/internal/field"
	"github.com/inno-platform/inno/internal/organization"
	"github.com/inno-platform/inno/internal/rating"
	"github.com/inno-platform/inno/internal/schedule"
	"github.com/inno-platform/inno/internal/tag"
)

// Account is one demo account; README.md lists them.
type Account struct {
	Login, Password, FirstName, LastName string
	Roles                                []string
}

// Accounts are the demo accounts, one per role family.
var Accounts = []Account{
	{"admin", "admin", "Ada", "Admin", []string{auth.RoleAdmin, auth.RoleAppAdmin, auth.RoleUser, auth.RoleInternal,
		auth.RoleContentAuthor, auth.RoleContentEditor, auth.RoleCampaignAuthor, auth.RoleCampaignEditor,
		auth.RoleSuggestionAdmin, auth.RoleImprovementAdmin, auth.RoleCompetitionEditor, auth.RoleCompetitionAdmin}},
	{"user", "user", "Umut", "User", []string{auth.RoleUser, auth.RoleInternal}},
	{"external", "external", "Eda", "External", []string{auth.RoleUser, auth.RoleExternal}},
	{"appadmin", "appadmin", "Arda", "Appadmin", []string{auth.RoleUser, auth.RoleInternal, auth.RoleAppAdmin}},
	{"content", "content", "Ceren", "Content", []string{auth.RoleUser, auth.RoleInternal, auth.RoleContentAuthor, auth.RoleContentEditor}},
	{"campaign", "campaign", "Kaan", "Campaign", []string{auth.RoleUser, auth.RoleInternal, auth.RoleCampaignAuthor, auth.RoleCampaignEditor}},
	{"competition", "competition", "Selin", "Competition", []string{auth.RoleUser, auth.RoleInternal, auth.RoleCompetitionAdmin, auth.RoleCompetitionEditor}},
	{"suggestion", "suggestion", "Sena", "Suggestion", []string{auth.RoleUser, auth.RoleInternal, auth.RoleSuggestionAdmin}},
	{"improvement", "improvement", "Ilker", "Improvement", []string{auth.RoleUser, auth.RoleInternal, auth.RoleImprovementAdmin}},
}

// Deps are the services the seed writes through.
type Deps struct {
	DB            *db.DB
	Accounts      *account.Service
	Settings      *appconfig.Service
	Organizations *organization.Service
	// Contributions, when set, also seeds fields, tags, extra inputs and
	// contributions (left out by the Go tests, which build their own).
	Contributions *contribution.Service
	Fields        *field.Service
	ExtraInputs   *extrainput.Service
	Tags          *tag.Service
	Evaluations   *evaluation.Service // the mentors' pre-evaluation scorecards
	Comments      *comment.Service    // comments and likes on the ideas in review and beyond
	Ratings       *rating.Service     // their ratings
	Benefits      *benefit.Service    // a benefit analysis on an accepted contribution
	Schedules     *schedule.Service   // its implementation schedule
	Chats         *chat.Service       // a chat between an owner and their mentor
	// Contents, Campaigns and Banners, when set, also seed news and
	// campaigns with banners (left out by the Go tests, as Contributions).
	Contents  *content.Service
	Campaigns *campaign.Service
	Banners   *banner.Service
	// Competitions, when set with Contributions, seeds an open and a completed competition.
	Competitions *competition.Service
}

// Units of the demo organization: name → parent name ("" for the root).
var units = []struct{ name, code, kind, parent string }{
	{"Inno Holding", "HQ", organization.KindOrganization, ""},
	{"Research & Development", "RND", organization.KindUnit, "Inno Holding"},
	{"Production", "PRD", organization.KindUnit, "Inno Holding"},
	{"Quality", "QLT", organization.KindUnit, "Production"},
	{"Sales & Marketing", "SAL", organization.KindUnit, "Inno Holding"},
	{"Human Resources", "HR", organization.KindUnit, "Inno Holding"},
	{"Information Technology", "IT", organization.KindUnit, "Inno Holding"},
}

// Where the demo accounts work.
var unitOf = map[string]string{
	"admin": "Information Technology", "appadmin": "Information Technology", "user": "Production",
	"content": "Sales & Marketing", "campaign": "Sales & Marketing", "competition": "Research & Development",
	"suggestion": "Quality", "improvement": "Production",
}

// Seed fills an empty database. With demo it creates the demo organization
// and accounts and turns external registration on; otherwise one
// administrator whose password is adminPassword, or a generated one that is
// logged once. A database that already has users is left alone.
func Seed(ctx context.Context, d Deps, demo bool, adminPassword string, log *slog.Logger) error {
	accounts, settings := d.Accounts, d.Settings
	n, err := accounts.Store().Count(ctx)
	if err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	if !demo {
		pw := adminPassword
		if pw == "" {
			pw = auth.RandomPassword()
			log.Warn("created the first administrator with a generated password; change it after signing in",
				"login", "admin", "password", pw)
		}
		_, err := accounts.Create(ctx, account.NewUser{Login: "admin", Password: pw, FirstName: "Administrator",
			LastName: "", Email: "admin@localhost", Activated: true, LangKey: "en",
			Authorities: []string{auth.RoleAdmin, auth.RoleAppAdmin, auth.RoleUser, auth.RoleInternal}})
		return err
	}
	ids := map[string]int64{}
	for _, u := range units {
		in := organization.Input{Name: u.name, Code: u.code, Kind: u.kind}
		if u.parent != "" {
			p := ids[u.parent]
			in.ParentID = &p
		}
		node, err := d.Organizations.Create(ctx, in)
		if err != nil {
			return fmt.Errorf("demo: create unit %s: %w", u.name, err)
		}
		ids[u.name] = node.ID
	}
	users := map[string]int64{}
	for _, a := range Accounts {
		id, err := accounts.Create(ctx, account.NewUser{Login: a.Login, Password: a.Password, FirstName: a.FirstName,
			LastName: a.LastName, Email: a.Login + "@inno.example", Activated: true, LangKey: "en",
			Authorities: a.Roles, RegistrationStatus: account.RegistrationApproved})
		if err != nil {
			return fmt.Errorf("demo: create %s: %w", a.Login, err)
		}
		users[a.Login] = id
		if unit, ok := unitOf[a.Login]; ok {
			u := ids[unit]
			if err := accounts.Store().SetUnit(ctx, id, &u); err != nil {
				return err
			}
		}
	}
	if err := settings.Update(ctx, func(s *appconfig.Settings) { s.ExternalRegistrationAllowed = true }); err != nil {
		return fmt.Errorf("demo: settings: %w", err)
	}
	if d.Contributions != nil {
		if err := seedContributions(ctx, d, users); err != nil {
			return err
		}
	}
	if d.Contributions != nil && d.Competitions != nil {
		if err := seedCompetitions(ctx, d, users); err != nil {
			return err
		}
	}
	if d.Contents != nil && d.Campaigns != nil && d.Banners != nil {
		as := func(login string) context.Context { return actor(ctx, users, login) }
		if err := seedPublishing(ctx, d, as, ids["Inno Holding"]); err != nil {
			return err
		}
	}
	log.Info("demo data seeded", "accounts", len(Accounts), "contributions", len(ideas), "news", len(demoNews),
		"campaigns", len(demoCampaigns), "competitions", len(demoCompetitions))
	return nil
}

// actor is the context of the demo account login, with its roles: the
// services check its rights as for anyone.
func actor(ctx context.Context, users map[string]int64, login string) context.Context {
	for _, a := range Accounts {
		if a.Login == login {
			return auth.WithPrincipal(ctx, &auth.Principal{UserID: users[login], Login: login, Authorities: a.Roles})
		}
	}
	return ctx
}
