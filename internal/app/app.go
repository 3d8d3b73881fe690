// Package app wires the server together: it opens the database, runs the
// migrations, builds every service and the single route table (routes.go).
package app

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/account"
	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/asset"
	"github.com/inno-platform/inno/internal/attachment"
	"github.com/inno-platform/inno/internal/audience"
	"github.com/inno-platform/inno/internal/audit"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/banner"
	"github.com/inno-platform/inno/internal/benefit"
	"github.com/inno-platform/inno/internal/campaign"
	"github.com/inno-platform/inno/internal/captcha"
	"github.com/inno-platform/inno/internal/chat"
	"github.com/inno-platform/inno/internal/comment"
	"github.com/inno-platform/inno/internal/competition"
	"github.com/inno-platform/inno/internal/config"
	"github.com/inno-platform/inno/internal/contact"
	"github.com/inno-platform/inno/internal/content"
	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/demo"
	"github.com/inno-platform/inno/internal/evaluation"
	"github.com/inno-platform/inno/internal/extrainput"
	"github.com/inno-platform/inno/internal/field"
	"github.com/inno-platform/inno/internal/filestore"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/i18n"
	"github.com/inno-platform/inno/internal/language"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/live"
	"github.com/inno-platform/inno/internal/mail"
	"github.com/inno-platform/inno/internal/management"
	"github.com/inno-platform/inno/internal/openapi"
	"github.com/inno-platform/inno/internal/organization"
	"github.com/inno-platform/inno/internal/rating"
	"github.com/inno-platform/inno/internal/schedule"
	"github.com/inno-platform/inno/internal/staticcontent"
	"github.com/inno-platform/inno/internal/tag"
)

// App is a ready server: its handler and what must be closed.
type App struct {
	Config   config.Config
	DB       *db.DB
	Log      *slog.Logger
	Router   *httpapi.Router
	Accounts *account.Service
	Settings *appconfig.Service
	Tokens   *auth.Tokens
	Mailer   *mail.Mailer
	OpenAPI  *openapi.Served // the API's description, served at /api/openapi.json
	// Contributions is the contribution engine (its background purge runs from Start).
	Contributions *contribution.Service
	// Live is this node's hub of live events (its listener runs from Start).
	Live *live.Hub
	// Chats is the chat service.
	Chats *chat.Service
	// Competitions is the competition service (its copies of ideas are built in the background).
	Competitions *competition.Service

	mailWorker *mail.Worker
	languages  *language.Service
}

// New opens the database, migrates it, seeds an empty one and builds the
// routes. level, when not nil, is the live log level the log screen changes.
func New(ctx context.Context, cfg config.Config, log *slog.Logger, level *slog.LevelVar) (*App, error) {
	database, err := db.Open(ctx, cfg.DatabaseURL, cfg.SQLitePath())
	if err != nil {
		return nil, err
	}
	a, err := build(ctx, cfg, database, log, level)
	if err != nil {
		_ = database.Close()
		return nil, err
	}
	return a, nil
}

func build(ctx context.Context, cfg config.Config, database *db.DB, log *slog.Logger, level *slog.LevelVar) (*App, error) {
	if err := database.Migrate(ctx, log); err != nil {
		return nil, err
	}
	secret, err := auth.LoadOrCreateSecret(cfg.JWTSecret, cfg.DataDir)
	if err != nil {
		return nil, err
	}
	catalog, err := i18n.Load()
	if err != nil {
		return nil, err
	}
	files, err := filestore.NewDisk(filepath.Join(cfg.DataDir, "files"))
	if err != nil {
		return nil, err
	}
	tokens := auth.NewTokens(secret, cfg.TokenLifetime, cfg.RememberTokenLifetime)
	passwords := auth.NewPasswords(cfg.PasswordCost)
	captchas := captcha.New(database, cfg.CaptchaTestAnswer, log)
	settings := appconfig.NewService(database)
	templates, err := mail.LoadTemplates(catalog)
	if err != nil {
		return nil, err
	}
	mailer := mail.NewMailer(database, templates, cfg.BaseURL, log)
	mailer.SetDigestWindow(cfg.MailDigestWindow)
	var sender mail.Sender
	if cfg.SMTPURL != "" {
		smtp, err := mail.NewSMTP(cfg.SMTPURL)
		if err != nil {
			return nil, err
		}
		sender = smtp
	} else {
		log.Warn("INNO_SMTP_URL is not set: e-mail is kept in the outbox (table mail_outbox) and not sent")
	}
	audits := audit.New(database)
	accounts := account.NewService(account.Deps{DB: database, Audit: audits, Captcha: captchas,
		Passwords: passwords, Tokens: tokens, Settings: settings, Mailer: mailer, Log: log})
	organizations := organization.NewService(database)
	accounts.SetUnits(organizations)
	statics := staticcontent.NewService(database, settings)
	languages := language.NewService(database, catalog, settings, log)
	if err := languages.Refresh(ctx); err != nil {
		return nil, err
	}
	metrics := management.NewMetrics(database)
	lifecycles := lifecycle.NewStore(database)
	tags := tag.NewService(database)
	attachments := attachment.NewService(database, files, log)
	fields := field.NewService(database, accounts.Store())
	inputs := extrainput.NewService(database, settings, fields)
	contributions := contribution.NewService(contribution.Deps{DB: database, LifeCycles: lifecycles, Settings: settings, Mailer: mailer,
		Accounts: accounts.Store(), Tags: tags, Attachments: attachments, Fields: fields, ExtraInputs: inputs, Log: log,
		NoAnswerCaches: cfg.NoAnswerCaches, NoListIndex: cfg.NoListIndex})
	tags.OnChange(contributions.ListsChanged) // the lists filter by tag
	attachments.SetContributions(contributions)
	inputs.SetContributions(contributions)

	audiences := audience.NewService(database)
	banners := banner.NewService(database, files, log)
	contents := content.NewService(database, audiences, banners, mailer, log)
	campaigns := campaign.NewService(database, audiences, banners, settings, mailer, log)
	contributions.SetCampaigns(campaigns)
	evaluations := evaluation.NewService(database, contributions)
	contributions.SetEvaluations(evaluations) // an action may wait for a complete evaluation
	comments := comment.NewService(database, contributions, mailer)
	ratings := rating.NewService(database, contributions)
	benefits := benefit.NewService(database, files, contributions, log)
	schedules := schedule.NewService(database, contributions)
	hub := live.NewHub(database, log)
	chats := chat.NewService(database, contributions, hub, mailer)
	lifeAdmin := lifecycle.NewAdmin(database, lifecycles)
	competitions := competition.NewService(competition.Deps{DB: database, Audience: audiences, Banners: banners, Settings: settings,
		Mailer: mailer, LifeCycles: lifecycles, LifeAdmin: lifeAdmin, Ideas: contributions, Evaluations: evaluations, Log: log})
	contributions.SetCompetitions(competitions)              // an idea belongs to a competition that takes ideas
	evaluations.OnChange(competitions.ScoresChanged)         // a scorecard moves the ranking get-ideas keeps
	contributions.OnListsChanged(competitions.ScoresChanged) // an idea written: the pages get-ideas keeps
	inputs.SetCompetitions(competitions)                     // a competition's IDEA inputs are its managers'

	if err := lifecycle.SeedDefaults(ctx, lifecycles); err != nil {
		return nil, fmt.Errorf("app: seed life cycles: %w", err)
	}
	if err := evaluation.SeedDefaults(ctx, evaluations); err != nil {
		return nil, fmt.Errorf("app: seed evaluation definitions: %w", err)
	}
	if err := staticcontent.SeedDefaults(ctx, statics); err != nil {
		return nil, fmt.Errorf("app: seed static content: %w", err)
	}
	seed := demo.Deps{DB: database, Accounts: accounts, Settings: settings, Organizations: organizations}
	if cfg.DemoContributions {
		seed.Contributions, seed.Fields, seed.ExtraInputs, seed.Tags, seed.Evaluations = contributions, fields, inputs, tags, evaluations
		seed.Comments, seed.Ratings = comments, ratings
		seed.Benefits, seed.Schedules = benefits, schedules
		seed.Chats = chats
		seed.Contents, seed.Campaigns, seed.Banners, seed.Competitions = contents, campaigns, banners, competitions
	}
	if err := demo.Seed(ctx, seed, cfg.Demo, cfg.AdminPassword, log); err != nil {
		return nil, fmt.Errorf("app: seed: %w", err)
	}

	a := &App{Config: cfg, DB: database, Log: log, Accounts: accounts, Settings: settings, Tokens: tokens, Mailer: mailer,
		languages: languages, Contributions: contributions, Live: hub, Chats: chats, Competitions: competitions}
	if sender != nil {
		a.mailWorker = mail.NewWorker(mailer, sender, cfg.MailFrom, cfg.MailPollInterval)
	}
	a.OpenAPI = &openapi.Served{}
	a.Router = routes(deps{
		log:           log,
		https:         strings.HasPrefix(strings.ToLower(cfg.BaseURL), "https://"),
		maxActive:     cfg.ActiveRequests(database.Dialect == db.Postgres),
		tokens:        tokens,
		account:       account.NewHTTP(accounts),
		contact:       contact.NewHTTP(contact.NewService(database, settings, captchas, accounts.Store(), mailer)),
		mail:          mail.NewHTTP(mailer, catalog),
		config:        appconfig.NewHTTP(settings),
		asset:         asset.NewHTTP(asset.NewService(files)),
		organization:  organization.NewHTTP(organizations),
		staticContent: staticcontent.NewHTTP(statics),
		language:      language.NewHTTP(languages),
		management:    management.NewHTTP(database, cfg.DataDir, cfg.Environment, map[string]management.Check{"listIndex": listIndexHealth(contributions)}),
		admin:         management.NewAdmin(cfg, metrics, audits, level),
		metrics:       metrics,
		contribution:  contribution.NewHTTP(contributions),
		field:         field.NewHTTP(fields),
		extraInput:    extrainput.NewHTTP(inputs),
		tag:           tag.NewHTTP(tags),
		evaluation:    evaluation.NewHTTP(evaluations),
		comment:       comment.NewHTTP(comments),
		rating:        rating.NewHTTP(ratings),
		benefit:       benefit.NewHTTP(benefits),
		schedule:      schedule.NewHTTP(schedules),
		chat:          chat.NewHTTP(chats, hub),
		attachment:    attachment.NewHTTP(attachments),
		content:       content.NewHTTP(contents),
		campaign:      campaign.NewHTTP(campaigns),
		banner:        banner.NewHTTP(banners),
		lifeCycle:     lifecycle.NewHTTP(lifeAdmin),
		competition:   competition.NewHTTP(competitions),
		openAPI:       a.OpenAPI,
	})
	// Every request's token must still hold: user active, not revoked, current session version.
	a.Router.CheckSessions(accounts)
	if err := a.OpenAPI.Build(a.Router.Routes(), management.Version, enums); err != nil {
		_ = database.Close()
		return nil, fmt.Errorf("app: %w", err)
	}
	return a, nil
}

// Start runs the background workers (mail delivery, translation refresh,
// the purge of untouched drafts) until ctx ends. Every node runs them; each
// is safe with several nodes on one database.
func (a *App) Start(ctx context.Context) {
	if a.mailWorker != nil {
		go a.mailWorker.Run(ctx)
	}
	// Another node's translation changes reach this one within a minute.
	go a.languages.RunRefresh(ctx, time.Minute)
	// Drafts nobody saved go a day after their creation (docs/lifecycle.md, "Drafts").
	go a.Contributions.RunPurge(ctx, time.Hour)
	// Live events: this node's listener (PostgreSQL) and the pruning of old events.
	go a.Live.Run(ctx)
	// The list indexes are built before the first lists ask for them: at a
	// million contributions a build takes seconds (docs/decisions.md).
	a.Contributions.WarmListIndexes(ctx)
}

// listIndexHealth reports the contribution list indexes in health: UP once
// every type's has been built, UNKNOWN while the first builds run (the
// lists are read by SQL meanwhile, so the server stays UP).
func listIndexHealth(contributions *contribution.Service) management.Check {
	return func() management.Component {
		building := contributions.ListIndexesBuilding()
		if len(building) == 0 {
			return management.Component{Status: "UP"}
		}
		return management.Component{Status: "UNKNOWN", Details: map[string]any{"building": building}}
	}
}

// Handler is the server's root handler.
func (a *App) Handler() http.Handler { return a.Router }

// Close stops the background work that reads the database and releases it.
func (a *App) Close() error {
	a.Contributions.Close() // its background index builds read the database
	a.Competitions.Close()  // as do its copies of ideas
	return a.DB.Close()
}
