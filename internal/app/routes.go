package app

import (
	"log/slog"
	"time"

	"github.com/go-chi/chi/v5/middleware"

	"github.com/inno-platform/inno/internal/account"
	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/asset"
	"github.com/inno-platform/inno/internal/attachment"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/banner"
	"github.com/inno-platform/inno/internal/campaign"
	"github.com/inno-platform/inno/internal/contact"
	"github.com/inno-platform/inno/internal/content"
	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/language"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/mail"
	"github.com/inno-platform/inno/internal/management"
	"github.com/inno-platform/inno/internal/organization"
	"github.com/inno-platform/inno/internal/staticcontent"
	"github.com/inno-platform/inno/internal/tag"
	"github.com/inno-platform/inno/internal/webui"
)

type deps struct {
	log           *slog.Logger
	maxActive     int
	https         bool // INNO_BASE_URL is https: send HSTS
	tokens        *auth.Tokens
	account       *account.HTTP
	contact       *contact.HTTP
	mail          *mail.HTTP
	config        *appconfig.HTTP
	asset         *asset.HTTP
	organization  *organization.HTTP
	staticContent *staticcontent.HTTP
	language      *language.HTTP
	management    *management.HTTP
	admin         *management.Admin
	metrics       *management.Metrics
	contribution  *contribution.HTTP
	tag           *tag.HTTP
	attachment    *attachment.HTTP
	lifeCycle     *lifecycle.HTTP
	content       *content.HTTP
	campaign      *campaign.HTTP
	banner        *banner.HTTP
}

// Role shorthands for the table below.
const (
	admin    = auth.RoleAdmin
	appAdmin = auth.RoleAppAdmin
	user     = auth.RoleUser
)

// routes is the one route table: every request the server answers starts
// here, with the authorities it needs. Access rules:
//
//	httpapi.Public      anyone
//	httpapi.SignedIn    any valid session (401 otherwise)
//	httpapi.AnyOf(…)    a session with one of the roles (403 otherwise)
func routes(d deps) *httpapi.Router {
	r := httpapi.NewRouter(d.tokens, d.log,
		httpapi.Recover(d.log),
		d.metrics.Middleware,
		httpapi.AccessLog(d.log),
		httpapi.SecurityHeaders(d.https),
		middleware.Compress(5, "application/json", "application/problem+json", "text/html", "text/css",
			"text/javascript", "application/javascript", "image/svg+xml"),
		httpapi.Admission(d.maxActive, 30*time.Second),
	)
	// The role sets of the table, each declared once.
	public, signedIn := httpapi.Public, httpapi.SignedIn
	admins := httpapi.AnyOf(admin, appAdmin) // platform administration: users, organizations, tags, static content
	adminOnly := httpapi.AnyOf(admin)        // system administration
	contributors := httpapi.AnyOf(auth.RoleInternal, auth.RoleExternal)
	typeAdmins := httpapi.AnyOf(auth.RoleCompetitionAdmin, auth.RoleSuggestionAdmin, auth.RoleImprovementAdmin)
	// Contributors and the type administrators: the service narrows it to the caller's own type or contributions.
	contributorsAndTypeAdmins := httpapi.AnyOf(auth.RoleInternal, auth.RoleExternal, auth.RoleCompetitionAdmin,
		auth.RoleSuggestionAdmin, auth.RoleImprovementAdmin)
	contentWriters := httpapi.AnyOf(auth.RoleContentAuthor, auth.RoleContentEditor)
	campaignWriters := httpapi.AnyOf(auth.RoleCampaignAuthor, auth.RoleCampaignEditor)
	bannerWriters := httpapi.AnyOf(auth.RoleContentAuthor, auth.RoleContentEditor, auth.RoleCampaignAuthor, auth.RoleCampaignEditor)
	contentAuthors, contentEditors := httpapi.AnyOf(auth.RoleContentAuthor), httpapi.AnyOf(auth.RoleContentEditor)
	campaignAuthors, campaignEditors := httpapi.AnyOf(auth.RoleCampaignAuthor), httpapi.AnyOf(auth.RoleCampaignEditor)
	accountHolders := httpapi.AnyOf(admin, user)
	competitionWriters := httpapi.AnyOf(admin, auth.RoleCompetitionAdmin, auth.RoleCompetitionEditor)

	// Session and account (spec 000 §7).
	r.Post("/api/authenticate", public, d.account.Authenticate)
	r.Post("/api/captcha/refresh-login", public, d.account.RefreshLoginCaptcha)
	r.Post("/api/captcha/refresh", public, d.account.RefreshFormCaptcha)
	r.Get("/api/account", signedIn, d.account.GetAccount)
	r.Post("/api/account/logout", signedIn, d.account.SignOut)
	r.Post("/api/account/logout-everywhere", signedIn, d.account.SignOutEverywhere)
	r.Post("/api/account", accountHolders, d.account.SaveAccount)
	r.Post("/api/account/change-password", accountHolders, d.account.ChangePassword)
	r.Get("/api/account/two-factor", signedIn, d.account.TwoFactorStatus)
	r.Post("/api/account/two-factor/setup", signedIn, d.account.TwoFactorSetup)
	r.Post("/api/account/two-factor/enable", signedIn, d.account.TwoFactorEnable)
	r.Post("/api/account/two-factor/disable", signedIn, d.account.TwoFactorDisable)

	// Registration, activation and password reset (spec 000 §7).
	r.Post("/api/register", public, d.account.Register)
	r.Get("/api/activate", public, d.account.Activate)
	r.Post("/api/account/reset-password/init", public, d.account.ResetInit)
	r.Post("/api/account/reset-password/valid", public, d.account.ResetValid)
	r.Post("/api/account/reset-password/finish", public, d.account.ResetFinish)

	// Contact form and e-mail unsubscription.
	r.Post("/api/public/contact", public, d.contact.Submit)
	r.Get("/api/public/unsubscribe-email/{token}", public, d.mail.Unsubscribe)

	// Public configuration.
	r.Get("/api/public/config/app", public, d.config.App)
	r.Get("/api/public/config/locale/{locale}", public, d.language.PublicLocale)
	r.Get("/api/public/config/text-editor", public, d.config.TextEditor)
	r.Get("/api/v3/public/static-contents/{locale}/{key}", public, d.staticContent.Public)

	// Branding and manuals (system submenu: ADMIN).
	r.Get("/api/public/asset/brand/image/{fileName}", public, d.asset.BrandImage)
	r.Post("/api/public/asset/brand/image/upload/{fileName}", adminOnly, d.asset.UploadBrandImage)
	r.Delete("/api/public/asset/brand/image/{fileName}", adminOnly, d.asset.DeleteBrandImage)
	r.Post("/api/public/asset/manual/upload/{fileName}", adminOnly, d.asset.UploadManual)
	r.Get("/api/public/asset/manual/{id}", signedIn, d.asset.Manual)

	// Users (platform submenu: ADMIN, APP_ADMIN).
	r.Get("/api/users/authorities", admins, d.account.Authorities)
	r.Get("/api/users/organizationId/{id}", admins, d.account.UsersOfOrganization)
	r.Post("/api/users", admins, d.account.CreateUser)
	r.Put("/api/users", admins, d.account.UpdateUser)
	r.Get("/api/v3/users", admins, d.account.ListUsers)
	r.Get("/api/v3/users/excel", admins, d.account.ExportUsers)
	r.Get("/api/v3/users/{id}", admins, d.account.GetUser)
	r.Get("/api/v3/users/user-registration-history/{id}", admins, d.account.UserHistory)
	r.Get("/api/v3/search-user", signedIn, d.account.SearchUsers)

	// Organizations and units.
	r.Get("/api/v3/organizations-list", admins, d.organization.List)
	r.Get("/api/v3/organizations-list-tab", admins, d.organization.ListTab)
	r.Get("/api/v3/organization-units", signedIn, d.organization.Units)
	r.Get("/api/v3/organizations/tree", signedIn, d.organization.Tree)
	r.Get("/api/v3/organizations/treeSelect", signedIn, d.organization.TreeSelect)
	r.Get("/api/v3/organizations/treeSelect/withoutSync", signedIn, d.organization.TreeSelect)
	r.Get("/api/v3/organizations/tree/{id}", signedIn, d.organization.Subtree)
	r.Get("/api/v3/organizations/org/{id}", signedIn, d.organization.Get)
	r.Post("/api/v3/organizations", admins, d.organization.Create)
	r.Put("/api/v3/organizations", admins, d.organization.Update)
	r.Delete("/api/v3/organizations/{id}", admins, d.organization.Delete)

	// Static content.
	r.Get("/api/v3/static-contents", admins, d.staticContent.List)
	r.Get("/api/v3/static-contents/{id}", admins, d.staticContent.Get)
	r.Put("/api/v3/static-contents", admins, d.staticContent.Save)

	// Languages (system submenu: ADMIN).
	r.Get("/api/v3/language-admin", adminOnly, d.language.GetWeb)
	r.Put("/api/v3/language-admin", adminOnly, d.language.PutWeb)
	r.Get("/api/v3/language-admin/messages", adminOnly, d.language.GetServer)
	r.Put("/api/v3/language-admin/messages", adminOnly, d.language.PutServer)
	r.Post("/api/v3/language-admin/upload/{lang}", adminOnly, d.language.UploadWeb)
	r.Post("/api/v3/language-admin/upload/backend/{lang}", adminOnly, d.language.UploadServer)

	// Application configuration (ADMIN).
	r.Get("/api/v3/config/get-edit-config", adminOnly, d.config.GetEdit)
	r.Put("/api/v3/config/update-config", adminOnly, d.config.Update)
	r.Get("/api/v3/email/test/{x}", adminOnly, d.mail.TestMail)

	// Management: info and health are public (monitoring); the rest is ADMIN.
	r.Get("/management/info", public, d.management.Info)
	r.Get("/management/health", public, d.management.Health)
	r.Get("/management/prometheus", public, d.admin.Prometheus) // INNO_METRICS_TOKEN or an ADMIN session, checked inside
	r.Get("/management/jhimetrics", adminOnly, d.admin.JHIMetrics)
	r.Get("/management/configprops", adminOnly, d.admin.ConfigProps)
	r.Get("/management/env", adminOnly, d.admin.Env)
	r.Get("/management/threaddump", adminOnly, d.admin.ThreadDump)
	r.Get("/management/audits", adminOnly, d.admin.Audits)
	r.Get("/management/loggers", adminOnly, d.admin.Loggers)
	r.Post("/management/loggers/{name}", adminOnly, d.admin.SetLogger)
	r.Get("/api/v3/log/files", adminOnly, d.admin.LogFiles)
	r.Get("/api/v3/log/get-log-file/{name}", adminOnly, d.admin.LogFile)

	// Contributions and the life-cycle engine (issue 5, in progress).
	r.Post("/api/v3/contributions/{type}", contributors, d.contribution.Create)
	r.Put("/api/v3/contributions/{type}", contributors, d.contribution.Save)
	r.Delete("/api/v3/contributions/{type}/{id}", contributors, d.contribution.Delete)
	r.Get("/api/v3/contributions/edit/{id}/{source}", contributors, d.contribution.EditView)
	r.Get("/api/v3/contributions/{type}/{parent}/{scope}", contributors, d.contribution.List)
	r.Get("/api/v3/contributions/{type}/{parent}", contributors, d.contribution.Counts)
	r.Get("/api/v3/contributions/id/{type}/{parent}/{scope}", contributors, d.contribution.IDs)
	r.Get("/api/v3/contributions/id/{id}", contributors, d.contribution.Ref)
	r.Get("/api/v3/contributions/user/{id}", signedIn, d.contribution.UserStats) // the user themself, ADMIN, APP_ADMIN (service)
	r.Get("/api/v3/contributions/{id}/commandId/{commandId}", contributors, d.contribution.CheckCommand)
	r.Get("/api/v3/contributions/{id}", contributors, d.contribution.Get)
	r.Post("/api/v3/contributions/contributionId/{id}/execute-action/{action}", contributors, d.contribution.Execute)
	r.Post("/api/v3/contributions/{id}/{role}/command/assign/{command}", contributors, d.contribution.Assign)
	r.Get("/api/v3/contribution-histories/{id}/category/{c}", contributors, d.contribution.History)
	r.Get("/api/v3/contribution-tasks/user/{userId}", signedIn, d.contribution.Tasks)
	r.Get("/api/v3/contributions/{id}/command/assigned-users", contributors, d.contribution.AssignedUsers)
	r.Get("/api/v3/contributions/{id}/command/assigned-users/{role}", contributors, d.contribution.AssignedUsers)
	r.Get("/api/v3/contributions/{id}/assigned-user/{role}", contributors, d.contribution.AssignedUsers)
	r.Get("/api/v3/contributions/command/view-owners/contributionId/{id}", contributors, d.contribution.Owners)
	r.Get("/api/v3/contributions/changeVisibilityRatingCommentStatus/{id}", contributors, d.contribution.Switches)
	r.Post("/api/v3/contributions/changeVisibility", contributors, d.contribution.ChangeVisibility)
	r.Post("/api/v3/contributions/changeCommentRatingStatusAndVisibility", contributors, d.contribution.ChangeSwitches)
	r.Post("/api/v3/contributions/contributionId/{id}/commentStatus/{status}", contributors, d.contribution.CommentStatus)
	r.Post("/api/v3/contributions/contributionId/{id}/ratingStatus/{status}", contributors, d.contribution.RatingStatus)
	r.Post("/api/v3/contributions/contributionId/{id}/editability/{value}", contributors, d.contribution.Editability)
	r.Post("/api/v3/contributions/contributionId/{id}/command/change-field/fieldId/{fieldId}/userId/{userId}", contributors, d.contribution.ChangeField)
	r.Get("/api/v3/extra-inputs-with-selection/{id}", contributors, d.contribution.ExtraInputsOf)

	// Banners and attached files. Images are public: their names are random and new for each upload.
	r.Post("/api/v3/contribution-images/upload-banner/{id}", contributors, d.attachment.UploadBanner)
	r.Delete("/api/v3/contribution-images/delete-banner/{id}/{bannerId}", contributors, d.attachment.DeleteBanner)
	r.Get("/api/v3/contribution-images/{id}/{name}", public, d.attachment.Image)
	r.Get("/api/v3/contribution-files/{id}", contributors, d.attachment.Files)
	r.Get("/api/v3/contribution-files/download/{fileId}", contributors, d.attachment.DownloadFile)
	r.Post("/api/v3/contribution-files/upload-file/{id}/{kind}", contributors, d.attachment.UploadFile)
	r.Delete("/api/v3/contribution-files/delete-file/{fileId}", contributors, d.attachment.DeleteFile)

	// Tags: everyone signed in reads the active ones; ADMIN and APP_ADMIN manage them.
	r.Get("/api/v3/contribution-tags", signedIn, d.tag.Active)
	r.Get("/api/v3/contribution-tags/{id}", signedIn, d.tag.Get)
	r.Post("/api/v3/contribution-tags", admins, d.tag.Create)
	r.Put("/api/v3/contribution-tags", admins, d.tag.Update)
	r.Delete("/api/v3/contribution-tags/{id}", admins, d.tag.Delete)
	r.Get("/api/v3/admin/contribution-tags", admins, d.tag.Admin)

	// Contribution fields and their people (the type's admins; checked per type in the service).
	r.Get("/api/v3/contribution-fields/{type}", typeAdmins, d.contribution.Fields)
	r.Get("/api/v3/contribution-fields/list/{type}", contributors, d.contribution.FieldList)
	r.Get("/api/v3/contribution-fields/options/{type}", contributors, d.contribution.FieldOptions)
	r.Get("/api/v3/contribution-fields/{type}/{id}", contributors, d.contribution.Field)
	r.Post("/api/v3/contribution-fields/{type}", typeAdmins, d.contribution.CreateField)
	r.Put("/api/v3/contribution-fields/{type}", typeAdmins, d.contribution.UpdateField)
	r.Delete("/api/v3/contribution-fields/{type}/{id}", typeAdmins, d.contribution.DeleteField)
	r.Get("/api/v3/contribution-users/fieldId/{f}", typeAdmins, d.contribution.FieldUsers)
	r.Get("/api/v3/contribution-users/fieldId/{f}/responsibles", contributors, d.contribution.FieldResponsibles)
	r.Post("/api/v3/contribution-users/fieldId/{f}", typeAdmins, d.contribution.AddFieldUser)
	r.Put("/api/v3/contribution-users", typeAdmins, d.contribution.UpdateFieldUser)
	r.Delete("/api/v3/contribution-users/{id}/fieldId/{f}/userId/{u}/userRole/{r}", typeAdmins, d.contribution.RemoveFieldUser)
	r.Get("/api/v3/contribution-field-users/fieldId/{f}/mentor", contributors, d.contribution.FieldMentors)
	// One assignment: the type's admins any, others the mentors and responsibles and their own (service).
	r.Get("/api/v3/contribution-field-users/fieldId/{f}/userId/{u}/userRole/{r}",
		contributorsAndTypeAdmins, d.contribution.FieldUser)
	r.Get("/api/v3/contribution-tasks/{type}", typeAdmins, d.contribution.TypeTasks)

	// Extra inputs of a type (its admins; the service checks the type).
	r.Get("/api/v3/extra-inputs/{source}", typeAdmins, d.contribution.ExtraInputs)
	// The inputs of one field: for the form (contributors the module lets in) and the type's admins (service).
	r.Get("/api/v3/extra-inputs/filter/{id}", contributorsAndTypeAdmins, d.contribution.FieldExtraInputs)
	r.Get("/api/v3/extra-inputs/{source}/{id}", typeAdmins, d.contribution.ExtraInput)
	r.Post("/api/v3/extra-inputs/{source}", typeAdmins, d.contribution.CreateExtraInput)
	r.Put("/api/v3/extra-inputs/{source}", typeAdmins, d.contribution.UpdateExtraInput)
	r.Delete("/api/v3/extra-inputs/{source}/{id}", typeAdmins, d.contribution.DeleteExtraInput)
	r.Post("/api/v3/extra-inputs/{source}/update-order", typeAdmins, d.contribution.ReorderExtraInputs)

	// Life-cycle administration (ADMIN); the state reads a contribution form or
	// list needs are for anyone signed in (docs/api-lifecycle.md).
	lc := d.lifeCycle
	r.Get("/api/v3/life-cycles", adminOnly, lc.List)
	r.Post("/api/v3/life-cycles", adminOnly, lc.Create)
	r.Put("/api/v3/life-cycles", adminOnly, lc.Update)
	r.Get("/api/v3/life-cycles/get-defined-types", adminOnly, lc.DefinedTypes)
	r.Get("/api/v3/life-cycles/get-for-update/{id}", adminOnly, lc.GetForUpdate)
	r.Get("/api/v3/life-cycles/get-config/{id}", adminOnly, lc.GetConfig)
	r.Get("/api/v3/life-cycles/list-states-by-source/{source}/{competitionId}", signedIn, lc.StatesBySource)
	r.Get("/api/v3/life-cycles/{id}/states-ordered", signedIn, lc.StatesOrdered)
	r.Get("/api/v3/life-cycles/happy-path/{id}", signedIn, lc.HappyPath)
	r.Get("/api/v3/life-cycles/{id}", adminOnly, lc.Get)
	r.Delete("/api/v3/life-cycles/{id}", adminOnly, lc.Delete)
	// The competition wizard (001 §7) reads it for the competition's admins and editors.
	r.Get("/api/v3/life-cycles-competition/{id}", competitionWriters, lc.Competition)
	r.Get("/api/v3/life-cycle-states/getPossibleTargetStates/{id}", signedIn, lc.PossibleTargets)
	r.Get("/api/v3/life-cycle-states/{id}", adminOnly, lc.GetState)
	r.Post("/api/v3/life-cycle-states", adminOnly, lc.CreateState)
	r.Put("/api/v3/life-cycle-states", adminOnly, lc.UpdateState)
	r.Delete("/api/v3/life-cycle-states/{id}", adminOnly, lc.DeleteState) // ?moveTo={stateId}
	r.Get("/api/v3/state-change-notifications/{id}", adminOnly, lc.Notifications.Get)
	r.Post("/api/v3/state-change-notifications", adminOnly, lc.Notifications.Create)
	r.Put("/api/v3/state-change-notifications", adminOnly, lc.Notifications.Update)
	r.Delete("/api/v3/state-change-notifications/{id}", adminOnly, lc.Notifications.Delete)
	r.Get("/api/v3/state-actions/{id}", adminOnly, lc.Actions.Get)
	r.Post("/api/v3/state-actions", adminOnly, lc.Actions.Create)
	r.Put("/api/v3/state-actions", adminOnly, lc.Actions.Update)
	r.Delete("/api/v3/state-actions/{id}", adminOnly, lc.Actions.Delete)
	r.Get("/api/v3/state-task-definitions/{id}", adminOnly, lc.Tasks.Get)
	r.Post("/api/v3/state-task-definitions", adminOnly, lc.Tasks.Create)
	r.Put("/api/v3/state-task-definitions", adminOnly, lc.Tasks.Update)
	r.Delete("/api/v3/state-task-definitions/{id}", adminOnly, lc.Tasks.Delete)
	r.Get("/api/v3/action-post-handlers/{id}", adminOnly, lc.PostHandlers.Get)
	r.Post("/api/v3/action-post-handlers", adminOnly, lc.PostHandlers.Create)
	r.Put("/api/v3/action-post-handlers", adminOnly, lc.PostHandlers.Update)
	r.Delete("/api/v3/action-post-handlers/{id}", adminOnly, lc.PostHandlers.Delete)
	r.Get("/api/v3/action-point-definitions/{id}", adminOnly, lc.ActionPoints.Get)
	r.Post("/api/v3/action-point-definitions", adminOnly, lc.ActionPoints.Create)
	r.Put("/api/v3/action-point-definitions", adminOnly, lc.ActionPoints.Update)
	r.Delete("/api/v3/action-point-definitions/{id}", adminOnly, lc.ActionPoints.Delete)
	r.Get("/api/v3/state-commands/{id}", adminOnly, lc.Commands.Get)
	r.Post("/api/v3/state-commands", adminOnly, lc.Commands.Create)
	r.Put("/api/v3/state-commands", adminOnly, lc.Commands.Update)
	r.Delete("/api/v3/state-commands/{id}", adminOnly, lc.Commands.Delete)
	r.Get("/api/v3/command-task-definitions/{id}", adminOnly, lc.CommandTasks.Get)
	r.Post("/api/v3/command-task-definitions", adminOnly, lc.CommandTasks.Create)
	r.Put("/api/v3/command-task-definitions", adminOnly, lc.CommandTasks.Update)
	r.Delete("/api/v3/command-task-definitions/{id}", adminOnly, lc.CommandTasks.Delete)
	r.Get("/api/v3/command-point-definitions/{id}", adminOnly, lc.CommandPoints.Get)
	r.Post("/api/v3/command-point-definitions", adminOnly, lc.CommandPoints.Create)
	r.Put("/api/v3/command-point-definitions", adminOnly, lc.CommandPoints.Update)
	r.Delete("/api/v3/command-point-definitions/{id}", adminOnly, lc.CommandPoints.Delete)

	// News and announcements (issue 6). Reads are public; the audience rule filters them.
	r.Get("/api/v3/contents", public, d.content.List)
	r.Get("/api/v3/contents/manage", contentWriters, d.content.Manage)
	r.Get("/api/v3/contents/{id}", public, d.content.Get)
	r.Get("/api/v3/contents/{id}/update", contentWriters, d.content.Form)
	r.Post("/api/v3/contents", contentAuthors, d.content.Create)
	r.Put("/api/v3/contents", contentWriters, d.content.Update)
	r.Delete("/api/v3/contents/{id}", contentEditors, d.content.Delete)
	r.Get("/api/public/content-categories", public, d.content.Categories)

	// Campaigns (issue 6); the state machine is in package campaign.
	r.Get("/api/v3/campaigns", public, d.campaign.List)
	r.Get("/api/v3/campaigns/all", public, d.campaign.All)
	r.Get("/api/v3/campaigns/manage", campaignWriters, d.campaign.Manage)
	r.Get("/api/v3/campaigns/{id}", public, d.campaign.Get)
	r.Get("/api/v3/campaigns/{id}/update", campaignWriters, d.campaign.Form)
	r.Post("/api/v3/campaigns", campaignAuthors, d.campaign.Create)
	r.Put("/api/v3/campaigns", campaignWriters, d.campaign.Update)
	r.Delete("/api/v3/campaigns/{id}", campaignEditors, d.campaign.Delete)
	r.Get("/api/v3/campaigns-select-input/{type}", signedIn, d.campaign.Options)

	// Banners of content and campaigns ({kind} is content or campaign; the owner checks the caller).
	r.Post("/api/v3/content-images/upload-banner/{kind}/{id}", bannerWriters, d.banner.Upload)
	r.Delete("/api/v3/content-images/delete-banner/{kind}/{id}", bannerWriters, d.banner.Delete)
	r.Get("/api/v3/content-images/{dir}/{name}", public, d.banner.Image)

	r.Fallback(webui.Handler())
	return r
}
