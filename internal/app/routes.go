package app

import (
	"log/slog"
	"time"

	"github.com/go-chi/chi/v5/middleware"

	"github.com/inno-platform/inno/internal/account"
	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/asset"
	"github.com/inno-platform/inno/internal/attachment"
	"github.com/inno-platform/inno/internal/audit"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/banner"
	"github.com/inno-platform/inno/internal/benefit"
	"github.com/inno-platform/inno/internal/campaign"
	"github.com/inno-platform/inno/internal/captcha"
	"github.com/inno-platform/inno/internal/chat"
	"github.com/inno-platform/inno/internal/comment"
	"github.com/inno-platform/inno/internal/competition"
	"github.com/inno-platform/inno/internal/contact"
	"github.com/inno-platform/inno/internal/content"
	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/evaluation"
	"github.com/inno-platform/inno/internal/extrainput"
	"github.com/inno-platform/inno/internal/field"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/language"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/mail"
	"github.com/inno-platform/inno/internal/management"
	"github.com/inno-platform/inno/internal/openapi"
	"github.com/inno-platform/inno/internal/organization"
	"github.com/inno-platform/inno/internal/rating"
	"github.com/inno-platform/inno/internal/schedule"
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
	field         *field.HTTP
	extraInput    *extrainput.HTTP
	tag           *tag.HTTP
	evaluation    *evaluation.HTTP
	comment       *comment.HTTP
	rating        *rating.HTTP
	benefit       *benefit.HTTP
	schedule      *schedule.HTTP
	chat          *chat.HTTP
	attachment    *attachment.HTTP
	lifeCycle     *lifecycle.HTTP
	content       *content.HTTP
	campaign      *campaign.HTTP
	competition   *competition.HTTP
	banner        *banner.HTTP
	openAPI       *openapi.Served
}

// Role shorthands for the table below.
const (
	admin    = auth.RoleAdmin
	appAdmin = auth.RoleAppAdmin
	user     = auth.RoleUser
)

// op is a route line's description for the OpenAPI document (internal/openapi):
// the Go types its handler reads and writes, its query parameters, a list's paging.
type op = httpapi.Doc

// routes is the one route table: every request the server answers starts
// here, with the authorities it needs. Access rules:
//
//	httpapi.Public      anyone
//	httpapi.SignedIn    any valid session (401 otherwise)
//	httpapi.AnyOf(…)    a session with one of the roles (403 otherwise)
//
// Each line ends with .Doc(op{…}): the types of its body and answer, from
// which the OpenAPI document at /api/openapi.json is generated.
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
	bannerWriters := httpapi.AnyOf(auth.RoleContentAuthor, auth.RoleContentEditor, auth.RoleCampaignAuthor, auth.RoleCampaignEditor,
		admin, auth.RoleCompetitionAdmin, auth.RoleCompetitionEditor)
	contentAuthors, contentEditors := httpapi.AnyOf(auth.RoleContentAuthor), httpapi.AnyOf(auth.RoleContentEditor)
	campaignAuthors, campaignEditors := httpapi.AnyOf(auth.RoleCampaignAuthor), httpapi.AnyOf(auth.RoleCampaignEditor)
	accountHolders := httpapi.AnyOf(admin, user)
	competitionWriters := httpapi.AnyOf(admin, auth.RoleCompetitionAdmin, auth.RoleCompetitionEditor)
	contributorsAndCompetitionWriters := httpapi.AnyOf(auth.RoleInternal, auth.RoleExternal, admin, auth.RoleCompetitionAdmin, auth.RoleCompetitionEditor)
	// The extra-input administration: the type admins, and competition editors for their competitions' IDEA inputs (service).
	inputAdmins := httpapi.AnyOf(auth.RoleCompetitionAdmin, auth.RoleSuggestionAdmin, auth.RoleImprovementAdmin, auth.RoleCompetitionEditor)

	// The query filters several lines share (for the OpenAPI document).
	userFilters := []string{"searchStr", "login", "firstName", "lastName", "email", "userOrg:integer", "unitId:integer",
		"roleList", "activated:boolean", "registrationStatus"}
	listFilters := []string{"title", "contributionFieldId:integer", "selectedTagId:integer", "stateId:integer",
		"campaignId:integer", "eiId", "role", "dateSubmittedFrom:date", "dateSubmittedTo:date", "langkey", "exactTotal:boolean"}
	taskFilters := []string{"search", "taskName.in", "eiId.in", "module", "role.in", "status.in",
		"contributionFieldId.in", "stateId.in", "start:date", "end:date", "langkey"}
	campaignFilters := []string{"open:boolean", "closed:boolean", "campaignType"}

	// The API's own description (internal/openapi), built once the table is complete.
	r.Get("/api/openapi.json", public, d.openAPI.Serve).Doc(op{Summary: "This OpenAPI document", Response: map[string]any{}})

	// Session and account (spec 000 §7).
	r.Post("/api/authenticate", public, d.account.Authenticate).Doc(op{Body: account.LoginRequest{}, Response: httpapi.OneOf{account.SignedIn{}, account.LoginState{}}, Errors: map[int]any{401: account.LoginState{}}})
	r.Post("/api/captcha/refresh-login", public, d.account.RefreshLoginCaptcha).Doc(op{Body: account.CaptchaRequest{}, Response: captcha.Challenge{}})
	r.Post("/api/captcha/refresh", public, d.account.RefreshFormCaptcha).Doc(op{Body: account.CaptchaRequest{}, Response: captcha.Challenge{}})
	r.Get("/api/account", signedIn, d.account.GetAccount).Doc(op{Response: account.Account{}})
	r.Post("/api/account/logout", signedIn, d.account.SignOut).Doc(op{Summary: "Ends this session: the token is revoked on the server", Status: 204})
	r.Post("/api/account/logout-everywhere", signedIn, d.account.SignOutEverywhere).Doc(op{Summary: "Ends every session of the caller", Status: 204})
	r.Post("/api/account", accountHolders, d.account.SaveAccount).Doc(op{Body: account.SettingsRequest{}, Response: account.Account{}})
	r.Post("/api/account/change-password", accountHolders, d.account.ChangePassword).Doc(op{Body: account.PasswordChangeRequest{}})
	r.Get("/api/account/two-factor", signedIn, d.account.TwoFactorStatus).Doc(op{Response: account.TwoFactorStatus{}})
	r.Post("/api/account/two-factor/setup", signedIn, d.account.TwoFactorSetup).Doc(op{Response: account.TwoFactorSetup{}})
	r.Post("/api/account/two-factor/enable", signedIn, d.account.TwoFactorEnable).Doc(op{Body: account.CodeRequest{}, Response: account.TwoFactorStatus{}})
	r.Post("/api/account/two-factor/disable", signedIn, d.account.TwoFactorDisable).Doc(op{Body: account.CodeRequest{}, Response: account.TwoFactorStatus{}})

	// Registration, activation and password reset (spec 000 §7).
	r.Post("/api/register", public, d.account.Register).Doc(op{Body: account.RegisterRequest{}, Status: 201})
	r.Get("/api/activate", public, d.account.Activate).Doc(op{Query: []string{"key"}})
	r.Post("/api/account/reset-password/init", public, d.account.ResetInit).Doc(op{Body: account.ResetInitRequest{}})
	r.Post("/api/account/reset-password/valid", public, d.account.ResetValid).Doc(op{Body: account.ResetKeyRequest{}, Response: account.ResetKeyValidity{}})
	r.Post("/api/account/reset-password/finish", public, d.account.ResetFinish).Doc(op{Body: account.ResetFinishRequest{}})

	// Contact form and e-mail unsubscription.
	r.Post("/api/public/contact", public, d.contact.Submit).Doc(op{Body: contact.Request{}, Status: 201})
	r.Get("/api/public/unsubscribe-email/{token}", public, d.mail.Unsubscribe).Doc(op{Response: httpapi.Media("text/plain"), Errors: map[int]any{404: httpapi.Media("text/plain")}})

	// Public configuration.
	r.Get("/api/public/config/app", public, d.config.App).Doc(op{Response: appconfig.AppConfig{}})
	r.Get("/api/public/config/locale/{locale}", public, d.language.PublicLocale).Doc(op{Response: map[string]string{}})
	r.Get("/api/public/config/text-editor", public, d.config.TextEditor).Doc(op{Response: appconfig.TextEditor{}})
	r.Get("/api/v3/public/static-contents/{locale}/{key}", public, d.staticContent.Public).Doc(op{Response: staticcontent.Content{}})

	// Branding and manuals (system submenu: ADMIN).
	r.Get("/api/public/asset/brand/image/{fileName}", public, d.asset.BrandImage).Doc(op{Response: httpapi.Media("image/*")})
	r.Post("/api/public/asset/brand/image/upload/{fileName}", adminOnly, d.asset.UploadBrandImage).Doc(op{Upload: true, Response: asset.Uploaded{}})
	r.Delete("/api/public/asset/brand/image/{fileName}", adminOnly, d.asset.DeleteBrandImage).Doc(op{Status: 204})
	r.Post("/api/public/asset/manual/upload/{fileName}", adminOnly, d.asset.UploadManual).Doc(op{Upload: true, Response: asset.Uploaded{}})
	r.Get("/api/public/asset/manual/{id}", signedIn, d.asset.Manual).Doc(op{Text: []string{"id"}, Response: httpapi.Media("application/pdf")})

	// Users (platform submenu: ADMIN, APP_ADMIN).
	r.Get("/api/users/authorities", admins, d.account.Authorities).Doc(op{Response: []string{}})
	r.Get("/api/users/organizationId/{id}", admins, d.account.UsersOfOrganization).Doc(op{Response: []account.ManagedUser{}})
	r.Post("/api/users", admins, d.account.CreateUser).Doc(op{Body: account.ManagedUser{}, Status: 201, Response: account.ManagedUser{}})
	r.Put("/api/users", admins, d.account.UpdateUser).Doc(op{Body: account.ManagedUser{}, Response: account.ManagedUser{}})
	r.Get("/api/v3/users", admins, d.account.ListUsers).Doc(op{Query: userFilters, Response: []account.ManagedUser{}, List: true})
	r.Get("/api/v3/users/excel", admins, d.account.ExportUsers).Doc(op{Query: userFilters, Response: httpapi.Media("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")})
	r.Get("/api/v3/users/{id}", admins, d.account.GetUser).Doc(op{Response: account.ManagedUser{}})
	r.Get("/api/v3/users/user-registration-history/{id}", admins, d.account.UserHistory).Doc(op{Response: []account.HistoryEntry{}})
	r.Get("/api/v3/search-user", signedIn, d.account.SearchUsers).Doc(op{Query: []string{"searchString", "searchContext", "parameter"}, Response: []account.SearchResult{}})

	// Organizations and units.
	r.Get("/api/v3/organizations-list", admins, d.organization.List).Doc(op{Response: []organization.Node{}, List: true})
	r.Get("/api/v3/organizations-list-tab", admins, d.organization.ListTab).Doc(op{Response: []organization.Node{}, List: true})
	r.Get("/api/v3/organization-units", signedIn, d.organization.Units).Doc(op{Response: []organization.Node{}, List: true})
	r.Get("/api/v3/organizations/tree", signedIn, d.organization.Tree).Doc(op{Response: []organization.Node{}})
	r.Get("/api/v3/organizations/treeSelect", signedIn, d.organization.TreeSelect).Doc(op{Response: []organization.SelectNode{}})
	r.Get("/api/v3/organizations/treeSelect/withoutSync", signedIn, d.organization.TreeSelect).Doc(op{Response: []organization.SelectNode{}})
	r.Get("/api/v3/organizations/tree/{id}", signedIn, d.organization.Subtree).Doc(op{Response: []organization.Node{}})
	r.Get("/api/v3/organizations/org/{id}", signedIn, d.organization.Get).Doc(op{Response: organization.Node{}})
	r.Post("/api/v3/organizations", admins, d.organization.Create).Doc(op{Body: organization.Input{}, Status: 201, Response: organization.Node{}})
	r.Put("/api/v3/organizations", admins, d.organization.Update).Doc(op{Body: organization.Input{}, Response: organization.Node{}})
	r.Delete("/api/v3/organizations/{id}", admins, d.organization.Delete).Doc(op{Status: 204})

	// Static content.
	r.Get("/api/v3/static-contents", admins, d.staticContent.List).Doc(op{Query: []string{"locale", "contentKey"}, Response: []staticcontent.Content{}, List: true})
	r.Get("/api/v3/static-contents/{id}", admins, d.staticContent.Get).Doc(op{Response: staticcontent.Content{}})
	r.Put("/api/v3/static-contents", admins, d.staticContent.Save).Doc(op{Body: staticcontent.Content{}, Response: staticcontent.Content{}})

	// Languages (system submenu: ADMIN).
	r.Get("/api/v3/language-admin", adminOnly, d.language.GetWeb).Doc(op{Query: []string{"lang"}, Response: map[string]string{}})
	r.Put("/api/v3/language-admin", adminOnly, d.language.PutWeb).Doc(op{Query: []string{"lang"}, Body: map[string]string{}, Response: map[string]string{}})
	r.Get("/api/v3/language-admin/messages", adminOnly, d.language.GetServer).Doc(op{Query: []string{"lang"}, Response: map[string]string{}})
	r.Put("/api/v3/language-admin/messages", adminOnly, d.language.PutServer).Doc(op{Query: []string{"lang"}, Body: map[string]string{}, Response: map[string]string{}})
	r.Post("/api/v3/language-admin/upload/{lang}", adminOnly, d.language.UploadWeb).Doc(op{Upload: true, Response: language.Uploaded{}})
	r.Post("/api/v3/language-admin/upload/backend/{lang}", adminOnly, d.language.UploadServer).Doc(op{Upload: true, Response: language.Uploaded{}})

	// Application configuration (ADMIN).
	r.Get("/api/v3/config/get-edit-config", adminOnly, d.config.GetEdit).Doc(op{Response: appconfig.Settings{}})
	r.Put("/api/v3/config/update-config", adminOnly, d.config.Update).Doc(op{Body: appconfig.Settings{}, Response: appconfig.Settings{}})
	r.Get("/api/v3/email/test/{x}", adminOnly, d.mail.TestMail).Doc(op{Response: mail.TestSent{}})

	// Management: info and health are public (monitoring); the rest is ADMIN.
	r.Get("/management/info", public, d.management.Info).Doc(op{Response: management.Info{}})
	r.Get("/management/health", public, d.management.Health).Doc(op{Response: management.Health{}, Errors: map[int]any{503: management.Health{}}})
	r.Get("/management/prometheus", public, d.admin.Prometheus).Doc(op{Response: httpapi.Media("text/plain"), Errors: map[int]any{401: nil, 403: nil}}) // INNO_METRICS_TOKEN or an ADMIN session, checked inside
	r.Get("/management/jhimetrics", adminOnly, d.admin.JHIMetrics).Doc(op{Response: management.Dashboard{}})
	r.Get("/management/configprops", adminOnly, d.admin.ConfigProps).Doc(op{Response: management.ConfigProps{}})
	r.Get("/management/env", adminOnly, d.admin.Env).Doc(op{Response: management.Environment{}})
	r.Get("/management/threaddump", adminOnly, d.admin.ThreadDump).Doc(op{Response: httpapi.Media("text/plain")})
	r.Get("/management/audits", adminOnly, d.admin.Audits).Doc(op{Query: []string{"fromDate:date", "toDate:date"}, Response: []audit.Event{}, List: true})
	r.Get("/management/loggers", adminOnly, d.admin.Loggers).Doc(op{Response: management.Loggers{}})
	r.Post("/management/loggers/{name}", adminOnly, d.admin.SetLogger).Doc(op{Body: management.LoggerLevel{}, Response: management.Loggers{}})
	r.Get("/api/v3/log/files", adminOnly, d.admin.LogFiles).Doc(op{Response: []management.LogFileInfo{}})
	r.Get("/api/v3/log/get-log-file/{name}", adminOnly, d.admin.LogFile).Doc(op{Response: httpapi.Media("text/plain")})

	// Contributions and the life-cycle engine (issue 5, in progress).
	r.Post("/api/v3/contributions/{type}", contributors, d.contribution.Create).Doc(op{Status: 201, Response: int64(0)})
	r.Put("/api/v3/contributions/{type}", contributors, d.contribution.Save).Doc(op{Body: contribution.EditEntity{}, Response: contribution.EditEntity{}})
	r.Delete("/api/v3/contributions/{type}/{id}", contributors, d.contribution.Delete).Doc(op{Status: 204})
	r.Get("/api/v3/contributions/edit/{id}/{source}", contributors, d.contribution.EditView).Doc(op{Response: contribution.EditEntity{}})
	r.Get("/api/v3/contributions/{type}/{parent}/{scope}", contributors, d.contribution.List).Doc(op{Query: listFilters, Response: []contribution.ListItem{}, List: true})
	r.Get("/api/v3/contributions/{type}/{parent}", contributors, d.contribution.Counts).Doc(op{Query: []string{"langkey"}, Response: contribution.Counts{}})
	r.Get("/api/v3/contributions/id/{type}/{parent}/{scope}", contributors, d.contribution.IDs).Doc(op{Query: listFilters, Response: []int64{}, List: true})
	r.Get("/api/v3/contributions/id/{id}", contributors, d.contribution.Ref).Doc(op{Text: []string{"id"}, Response: contribution.Ref{}})
	r.Get("/api/v3/contributions/user/{id}", signedIn, d.contribution.UserStats).Doc(op{Query: []string{"langkey"}, Response: contribution.UserStats{}}) // the user themself, ADMIN, APP_ADMIN (service)
	r.Get("/api/v3/contributions/{id}/commandId/{commandId}", contributors, d.contribution.CheckCommand).Doc(op{Text: []string{"commandId"}, Response: contribution.CommandCheck{}})
	r.Get("/api/v3/contributions/{id}", contributors, d.contribution.Get).Doc(op{Query: []string{"langkey"}, Response: contribution.Contribution{}})
	r.Post("/api/v3/contributions/contributionId/{id}/execute-action/{action}", contributors, d.contribution.Execute).Doc(op{Query: []string{"langkey"}, Body: httpapi.OneOf{"", explanation{}}, Response: httpapi.OneOf{contribution.Contribution{}, map[string]int64{}}})
	r.Post("/api/v3/contributions/{id}/{role}/command/assign/{command}", contributors, d.contribution.Assign).Doc(op{Query: []string{"langkey"}, Body: userList{}, Response: contribution.Contribution{}})
	r.Get("/api/v3/contribution-histories/{id}/category/{c}", contributors, d.contribution.History).Doc(op{Query: []string{"langkey"}, Response: []contribution.HistoryEntry{}})
	r.Get("/api/v3/contribution-tasks/user/{userId}", signedIn, d.contribution.Tasks).Doc(op{Query: taskFilters, Response: []contribution.Task{}, List: true})
	r.Get("/api/v3/contributions/{id}/command/assigned-users", contributors, d.contribution.AssignedUsers).Doc(op{Response: []contribution.Person{}})
	r.Get("/api/v3/contributions/{id}/command/assigned-users/{role}", contributors, d.contribution.AssignedUsers).Doc(op{Response: []contribution.Person{}})
	r.Get("/api/v3/contributions/{id}/assigned-user/{role}", contributors, d.contribution.AssignedUsers).Doc(op{Response: []contribution.Person{}})
	r.Get("/api/v3/contributions/command/view-owners/contributionId/{id}", contributors, d.contribution.Owners).Doc(op{Response: []contribution.Person{}})
	r.Get("/api/v3/contributions/changeVisibilityRatingCommentStatus/{id}", contributors, d.contribution.Switches).Doc(op{Response: contribution.Switches{}})
	r.Post("/api/v3/contributions/changeVisibility", contributors, d.contribution.ChangeVisibility).Doc(op{Query: []string{"langkey"}, Body: visibilityChange{}, Response: contribution.Contribution{}})
	r.Post("/api/v3/contributions/changeCommentRatingStatusAndVisibility", contributors, d.contribution.ChangeSwitches).Doc(op{Query: []string{"langkey"}, Body: contribution.SwitchesChange{}, Response: contribution.Contribution{}})
	r.Post("/api/v3/contributions/contributionId/{id}/commentStatus/{status}", contributors, d.contribution.CommentStatus).Doc(op{Query: []string{"langkey"}, Response: contribution.Contribution{}})
	r.Post("/api/v3/contributions/contributionId/{id}/ratingStatus/{status}", contributors, d.contribution.RatingStatus).Doc(op{Query: []string{"langkey"}, Response: contribution.Contribution{}})
	r.Post("/api/v3/contributions/contributionId/{id}/editability/{value}", contributors, d.contribution.Editability).Doc(op{Query: []string{"langkey"}, Response: contribution.Contribution{}})
	r.Post("/api/v3/contributions/contributionId/{id}/command/change-field/fieldId/{fieldId}/userId/{userId}", contributors, d.contribution.ChangeField).Doc(op{Query: []string{"langkey"}, Response: contribution.Contribution{}})
	r.Get("/api/v3/extra-inputs-with-selection/{id}", contributors, d.extraInput.Of).Doc(op{Query: []string{"langkey"}, Response: []extrainput.WithAnswer{}})

	// Banners and attached files. Images are public: their names are random and new for each upload.
	r.Post("/api/v3/contribution-images/upload-banner/{id}", contributors, d.attachment.UploadBanner).Doc(op{Upload: true, Response: attachment.Banner{}})
	r.Delete("/api/v3/contribution-images/delete-banner/{id}/{bannerId}", contributors, d.attachment.DeleteBanner).Doc(op{Status: 204})
	r.Get("/api/v3/contribution-images/{id}/{name}", public, d.attachment.Image).Doc(op{Response: httpapi.Media("image/*")})
	r.Get("/api/v3/contribution-files/{id}", contributors, d.attachment.Files).Doc(op{Response: []attachment.File{}})
	r.Get("/api/v3/contribution-files/download/{fileId}", contributors, d.attachment.DownloadFile).Doc(op{Response: httpapi.Media("application/octet-stream")})
	r.Post("/api/v3/contribution-files/upload-file/{id}/{kind}", contributors, d.attachment.UploadFile).Doc(op{Upload: true, Status: 201, Response: attachment.File{}})
	r.Delete("/api/v3/contribution-files/delete-file/{fileId}", contributors, d.attachment.DeleteFile).Doc(op{Status: 204})

	// Tags: everyone signed in reads the active ones; ADMIN and APP_ADMIN manage them.
	r.Get("/api/v3/contribution-tags", signedIn, d.tag.Active).Doc(op{Response: []tag.Tag{}, List: true})
	r.Get("/api/v3/contribution-tags/{id}", signedIn, d.tag.Get).Doc(op{Response: tag.Tag{}})
	r.Post("/api/v3/contribution-tags", admins, d.tag.Create).Doc(op{Body: tag.Tag{}, Status: 201, Response: tag.Tag{}})
	r.Put("/api/v3/contribution-tags", admins, d.tag.Update).Doc(op{Body: tag.Tag{}, Response: tag.Tag{}})
	r.Delete("/api/v3/contribution-tags/{id}", admins, d.tag.Delete).Doc(op{Status: 204})
	r.Get("/api/v3/admin/contribution-tags", admins, d.tag.Admin).Doc(op{Query: []string{"name"}, Response: []tag.Tag{}, List: true})

	// Comments, likes and ratings (issue 17, docs/api-collaboration.md): whoever may see the contribution,
	// as its comment and rating status allow (the services decide).
	cm, rt := d.comment, d.rating
	r.Get("/api/v3/comments/list/{id}", contributors, cm.List).Doc(op{Response: []comment.Comment{}, List: true})
	r.Post("/api/v3/comments/add-comment/{id}", contributors, cm.Add).Doc(op{Body: comment.Input{}, Status: 201, Response: comment.Comment{}})
	r.Post("/api/v3/comments/update-comment/{id}", contributors, cm.Update).Doc(op{Body: comment.Input{}, Response: comment.Comment{}})
	r.Post("/api/v3/comments/hide-comment/{id}", contributors, cm.Hide).Doc(op{Body: comment.HideInput{}, Response: comment.Comment{}})
	r.Post("/api/v3/comments/restore-comment/{id}", contributors, cm.Restore).Doc(op{Response: comment.Comment{}})
	r.Post("/api/v3/comments/toggle-like/{id}", contributors, cm.ToggleLike).Doc(op{Response: comment.Like{}})
	r.Delete("/api/v3/comments/{id}", contributors, cm.Delete).Doc(op{Status: 204})
	r.Get("/api/v3/comment-count/user/{id}", signedIn, cm.CountBy).Doc(op{Response: comment.UserCount{}})
	r.Get("/api/v3/contribution-ratings/{id}", contributors, rt.Get).Doc(op{Response: rating.Ratings{}})
	r.Post("/api/v3/contribution-ratings", contributors, rt.Rate).Doc(op{Body: rating.Input{}, Status: 201, Response: rating.Ratings{}})
	r.Put("/api/v3/contribution-ratings", contributors, rt.Change).Doc(op{Body: rating.Input{}, Response: rating.Ratings{}})
	r.Delete("/api/v3/contribution-ratings/{id}", contributors, rt.Remove).Doc(op{Status: 204})
	r.Get("/api/v3/contribution-ratings-count/user/{id}", signedIn, rt.CountBy).Doc(op{Response: rating.UserCount{}})

	// Evaluations (issue 16, docs/evaluation.md): definitions for the type's administrators (the service
	// checks the type; IDEA: competition admins and editors); scorecards and the report for the roles
	// the contribution's state grants (service).
	evalAdmins := httpapi.AnyOf(auth.RoleSuggestionAdmin, auth.RoleImprovementAdmin, auth.RoleCompetitionAdmin, auth.RoleCompetitionEditor)
	ev := d.evaluation
	r.Get("/api/v3/evals/list/{type}", evalAdmins, ev.List).Doc(op{Response: []evaluation.EvalDefinition{}, List: true})
	r.Get("/api/v3/evals/types/{type}", evalAdmins, ev.Options).Doc(op{Response: []evaluation.EvalOption{}})
	r.Get("/api/v3/evals/{id}", evalAdmins, ev.Get).Doc(op{Response: evaluation.EvalDefinition{}})
	r.Put("/api/v3/evals/create", evalAdmins, ev.Create).Doc(op{Body: evaluation.EvalDefinition{}, Status: 201, Response: evaluation.EvalDefinition{}})
	r.Put("/api/v3/evals/update", evalAdmins, ev.Update).Doc(op{Body: evaluation.EvalDefinition{}, Response: evaluation.EvalDefinition{}})
	r.Delete("/api/v3/evals/{id}", evalAdmins, ev.Delete).Doc(op{Status: 204})
	r.Put("/api/v3/evals", contributors, ev.Save).Doc(op{Body: evaluation.ScorecardInput{}, Response: evaluation.Scorecard{}})
	r.Get("/api/v3/evals/{type}/contribution/{contributionId}/{a}/{b}", contributors, ev.Scorecard).Doc(op{Response: evaluation.Scorecard{}})
	r.Get("/api/v3/evals/contribution/report/{x}/{y}/{z}", contributors, ev.Report).Doc(op{Response: evaluation.EvalReport{}})
	r.Get("/api/v3/evals/contribution/report/{x}/{y}/{z}/excel", contributors, ev.Excel).Doc(op{Query: []string{"langKey"},
		Response: httpapi.Media("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")})

	// Benefit analyses, the implementation schedule and action items (issue 17,
	// docs/api-collaboration.md): the contribution's state and the caller's roles decide (services).
	bf := d.benefit
	r.Get("/api/v3/contribution-benefits/contribution/{id}/command/viewBenefits", contributors, bf.Overview).Doc(op{Response: benefit.BenefitOverview{}})
	r.Get("/api/v3/contribution-benefits/contribution/{id}/benefitType/{t}", contributors, bf.OfType).Doc(op{Response: []benefit.Benefit{}})
	r.Post("/api/v3/contribution-benefits", contributors, bf.Save).Doc(op{Body: benefit.BenefitInput{}, Response: benefit.Benefit{}})
	r.Post("/api/v3/contribution-benefits/contribution/command/with-file", contributors, bf.SaveWithFile).Doc(op{Upload: true,
		Part: "contributionBenefit", Body: benefit.BenefitInput{}, Response: benefit.Benefit{}})
	r.Delete("/api/v3/contribution-benefits/{id}", contributors, bf.Delete).Doc(op{Status: 204})
	r.Get("/api/v3/contribution-benefits/{id}/file", contributors, bf.File).Doc(op{Response: httpapi.Media("application/octet-stream")})
	r.Get("/api/v3/contribution-implementation-schedule", contributors, d.schedule.Get).Doc(op{Query: []string{"contributionId:integer"}, Errors: map[int]any{404: nil},
		Response: schedule.ImplementationSchedule{}})
	r.Post("/api/v3/contribution-implementation-schedule", contributors, d.schedule.Save).Doc(op{Body: schedule.ScheduleInput{}, Response: schedule.ImplementationSchedule{}})
	r.Get("/api/v3/contribution-action-items/contribution/{id}", contributors, d.contribution.ActionItems).Doc(op{Response: []contribution.ActionItem{}})
	r.Post("/api/v3/contribution-action-items", contributors, d.contribution.CreateActionItem).Doc(op{Body: contribution.ActionItemInput{},
		Status: 201, Response: contribution.ActionItem{}})
	r.Post("/api/v3/contribution-action-items/{id}/close", contributors, d.contribution.CloseActionItem).Doc(op{Body: contribution.ActionItemClose{},
		Response: contribution.ActionItem{}})
	// Chat sessions (issue 17, docs/api-collaboration.md "Chat"): members by their contribution roles, decided
	// by the service; the stream is text/event-stream (internal/live) of the sessions the caller reads.
	ch := d.chat
	r.Get("/api/v3/chat-sessions/list/{id}", contributors, ch.List).Doc(op{Response: []chat.ChatSession{}})
	r.Get("/api/v3/chat-sessions/list/{id}/sessionType/{t}", contributors, ch.List).Doc(op{Response: []chat.ChatSession{}})
	r.Get("/api/v3/chat-sessions/chat-items/{id}", contributors, ch.Items).Doc(op{Query: []string{"before:integer", "size:integer"},
		Response: []chat.ChatItem{}})
	r.Post("/api/v3/chat-sessions/post-chat-item/{id}", contributors, ch.Post).Doc(op{Body: chat.ChatItemRequest{}, Status: 201, Response: chat.ChatItem{}})
	r.Post("/api/v3/chat-sessions/read/{id}", contributors, ch.Read).Doc(op{Body: chat.ChatReadRequest{}, Response: chat.ChatSession{}})
	r.Get("/api/v3/chat-sessions/role/{a}/{b}", contributors, ch.Role).Doc(op{Response: chat.ChatRole{}})
	r.Get("/api/v3/chat-sessions/stream/{id}", contributors, ch.Stream).Doc(op{Summary: "Live events of the caller's chat sessions of a contribution (server-sent events)",
		Response: httpapi.Media("text/event-stream")})
	r.Post("/api/v3/contributions/{id}/command/change-chat-session-status/parameter/{t}", contributors, ch.ChangeStatus).Doc(op{
		Body: chat.ChatStatusRequest{}, Response: []chat.ChatSession{}})

	// Contribution fields and their people (the type's admins; checked per type in the service).
	r.Get("/api/v3/contribution-fields/{type}", typeAdmins, d.field.List).Doc(op{Response: []field.Field{}, List: true})
	r.Get("/api/v3/contribution-fields/list/{type}", contributors, d.field.Active).Doc(op{Response: []field.Field{}})
	r.Get("/api/v3/contribution-fields/options/{type}", contributors, d.field.Options).Doc(op{Query: []string{"langkey"}, Response: []fieldOption{}})
	r.Get("/api/v3/contribution-fields/{type}/{id}", contributors, d.field.Get).Doc(op{Response: field.Field{}})
	r.Post("/api/v3/contribution-fields/{type}", typeAdmins, d.field.Create).Doc(op{Body: field.Field{}, Status: 201, Response: field.Field{}})
	r.Put("/api/v3/contribution-fields/{type}", typeAdmins, d.field.Update).Doc(op{Body: field.Field{}, Response: field.Field{}})
	r.Delete("/api/v3/contribution-fields/{type}/{id}", typeAdmins, d.field.Delete).Doc(op{Status: 204})
	r.Get("/api/v3/contribution-users/fieldId/{f}", typeAdmins, d.field.Users).Doc(op{Response: []field.User{}})
	r.Get("/api/v3/contribution-users/fieldId/{f}/responsibles", contributors, d.field.Responsibles).Doc(op{Response: []field.User{}})
	r.Post("/api/v3/contribution-users/fieldId/{f}", typeAdmins, d.field.AddUser).Doc(op{Body: fieldUserAdd{}, Status: 201, Response: field.User{}})
	r.Put("/api/v3/contribution-users", typeAdmins, d.field.UpdateUser).Doc(op{Body: field.UserInput{}, Response: field.User{}})
	r.Delete("/api/v3/contribution-users/{id}/fieldId/{f}/userId/{u}/userRole/{r}", typeAdmins, d.field.RemoveUser).Doc(op{Status: 204})
	r.Get("/api/v3/contribution-field-users/fieldId/{f}/mentor", contributors, d.field.Mentors).Doc(op{Response: []field.User{}})
	// One assignment: the type's admins any, others the mentors and responsibles and their own (service).
	r.Get("/api/v3/contribution-field-users/fieldId/{f}/userId/{u}/userRole/{r}",
		contributorsAndTypeAdmins, d.field.User).Doc(op{Response: field.User{}})
	r.Get("/api/v3/contribution-tasks/{type}", typeAdmins, d.contribution.TypeTasks).Doc(op{Query: taskFilters, Response: []contribution.Task{}, List: true})

	// Extra inputs of a type (its admins; the service checks the type).
	r.Get("/api/v3/extra-inputs/{source}", typeAdmins, d.extraInput.List).Doc(op{Response: []extrainput.Input{}, List: true})
	// The inputs of one field: for the form (contributors the module lets in) and the type's admins (service).
	r.Get("/api/v3/extra-inputs/filter/{id}", contributorsAndTypeAdmins, d.extraInput.ForField).Doc(op{Response: []extrainput.Input{}})
	r.Get("/api/v3/extra-inputs/{source}/{id}", inputAdmins, d.extraInput.Get).Doc(op{Response: extrainput.Input{}})
	r.Post("/api/v3/extra-inputs/{source}", inputAdmins, d.extraInput.Create).Doc(op{Body: extrainput.Input{}, Status: 201, Response: extrainput.Input{}})
	r.Put("/api/v3/extra-inputs/{source}", inputAdmins, d.extraInput.Update).Doc(op{Body: extrainput.Input{}, Response: extrainput.Input{}})
	r.Delete("/api/v3/extra-inputs/{source}/{id}", inputAdmins, d.extraInput.Delete).Doc(op{Status: 204})
	r.Post("/api/v3/extra-inputs/{source}/update-order", inputAdmins, d.extraInput.Reorder).Doc(op{Body: httpapi.OneOf{[]int64{}, []extrainput.OrderItem{}}, Response: []extrainput.Input{}, List: true})

	// Life-cycle administration (ADMIN); the state reads a contribution form or
	// list needs are for anyone signed in (docs/api-lifecycle.md).
	lc := d.lifeCycle
	r.Get("/api/v3/life-cycles", adminOnly, lc.List).Doc(op{Query: []string{"contributionType"}, Response: []lifecycle.Summary{}, List: true})
	r.Post("/api/v3/life-cycles", adminOnly, lc.Create).Doc(op{Body: lifecycle.LifeCycleInput{}, Status: 201, Response: lifecycle.Summary{}})
	r.Put("/api/v3/life-cycles", adminOnly, lc.Update).Doc(op{Body: lifecycle.LifeCycleInput{}, Response: lifecycle.Summary{}})
	r.Get("/api/v3/life-cycles/get-defined-types", adminOnly, lc.DefinedTypes).Doc(op{Response: lifecycle.DefinedTypes{}})
	r.Get("/api/v3/life-cycles/get-for-update/{id}", adminOnly, lc.GetForUpdate).Doc(op{Response: lifecycle.LifeCycle{}})
	r.Get("/api/v3/life-cycles/get-config/{id}", adminOnly, lc.GetConfig).Doc(op{Response: lifecycle.Config{}})
	r.Get("/api/v3/life-cycles/list-states-by-source/{source}/{competitionId}", signedIn, lc.StatesBySource).Doc(op{Query: []string{"langkey"}, Response: []lifecycle.StateEntry{}})
	r.Get("/api/v3/life-cycles/{id}/states-ordered", signedIn, lc.StatesOrdered).Doc(op{Query: []string{"langkey"}, Response: []lifecycle.StateEntry{}})
	r.Get("/api/v3/life-cycles/happy-path/{id}", signedIn, lc.HappyPath).Doc(op{Query: []string{"langkey"}, Response: []lifecycle.StateEntry{}})
	r.Get("/api/v3/life-cycles/{id}", adminOnly, lc.Get).Doc(op{Response: lifecycle.Summary{}})
	r.Delete("/api/v3/life-cycles/{id}", adminOnly, lc.Delete).Doc(op{Status: 204})
	// The competition wizard (001 §7) reads the competition's own life cycle (package competition).
	r.Get("/api/v3/life-cycles-competition/{id}", competitionWriters, d.competition.LifeCycle).Doc(op{Query: []string{"langkey"}, Response: lifecycle.WithStates{}})
	r.Get("/api/v3/life-cycle-states/getPossibleTargetStates/{id}", signedIn, lc.PossibleTargets).Doc(op{Query: []string{"langkey"}, Response: []lifecycle.StateEntry{}})
	r.Get("/api/v3/life-cycle-states/{id}", adminOnly, lc.GetState).Doc(op{Response: lifecycle.State{}})
	r.Post("/api/v3/life-cycle-states", adminOnly, lc.CreateState).Doc(op{Body: lifecycle.StateInput{}, Status: 201, Response: lifecycle.State{}})
	r.Put("/api/v3/life-cycle-states", adminOnly, lc.UpdateState).Doc(op{Body: lifecycle.StateInput{}, Response: lifecycle.State{}})
	r.Delete("/api/v3/life-cycle-states/{id}", adminOnly, lc.DeleteState).Doc(op{Query: []string{"moveTo:integer"}, Status: 204}) // ?moveTo={stateId}
	r.Get("/api/v3/state-change-notifications/{id}", adminOnly, lc.Notifications.Get).Doc(op{Response: lifecycle.Notify{}})
	r.Post("/api/v3/state-change-notifications", adminOnly, lc.Notifications.Create).Doc(op{Body: lifecycle.Notify{}, Status: 201, Response: lifecycle.Notify{}})
	r.Put("/api/v3/state-change-notifications", adminOnly, lc.Notifications.Update).Doc(op{Body: lifecycle.Notify{}, Response: lifecycle.Notify{}})
	r.Delete("/api/v3/state-change-notifications/{id}", adminOnly, lc.Notifications.Delete).Doc(op{Status: 204})
	r.Get("/api/v3/state-actions/{id}", adminOnly, lc.Actions.Get).Doc(op{Response: lifecycle.Action{}})
	r.Post("/api/v3/state-actions", adminOnly, lc.Actions.Create).Doc(op{Body: lifecycle.Action{}, Status: 201, Response: lifecycle.Action{}})
	r.Put("/api/v3/state-actions", adminOnly, lc.Actions.Update).Doc(op{Body: lifecycle.Action{}, Response: lifecycle.Action{}})
	r.Delete("/api/v3/state-actions/{id}", adminOnly, lc.Actions.Delete).Doc(op{Status: 204})
	r.Get("/api/v3/state-task-definitions/{id}", adminOnly, lc.Tasks.Get).Doc(op{Response: lifecycle.TaskDef{}})
	r.Post("/api/v3/state-task-definitions", adminOnly, lc.Tasks.Create).Doc(op{Body: lifecycle.TaskDef{}, Status: 201, Response: lifecycle.TaskDef{}})
	r.Put("/api/v3/state-task-definitions", adminOnly, lc.Tasks.Update).Doc(op{Body: lifecycle.TaskDef{}, Response: lifecycle.TaskDef{}})
	r.Delete("/api/v3/state-task-definitions/{id}", adminOnly, lc.Tasks.Delete).Doc(op{Status: 204})
	r.Get("/api/v3/action-post-handlers/{id}", adminOnly, lc.PostHandlers.Get).Doc(op{Response: lifecycle.PostHandler{}})
	r.Post("/api/v3/action-post-handlers", adminOnly, lc.PostHandlers.Create).Doc(op{Body: lifecycle.PostHandler{}, Status: 201, Response: lifecycle.PostHandler{}})
	r.Put("/api/v3/action-post-handlers", adminOnly, lc.PostHandlers.Update).Doc(op{Body: lifecycle.PostHandler{}, Response: lifecycle.PostHandler{}})
	r.Delete("/api/v3/action-post-handlers/{id}", adminOnly, lc.PostHandlers.Delete).Doc(op{Status: 204})
	r.Get("/api/v3/action-point-definitions/{id}", adminOnly, lc.ActionPoints.Get).Doc(op{Response: lifecycle.PointDef{}})
	r.Post("/api/v3/action-point-definitions", adminOnly, lc.ActionPoints.Create).Doc(op{Body: lifecycle.PointDef{}, Status: 201, Response: lifecycle.PointDef{}})
	r.Put("/api/v3/action-point-definitions", adminOnly, lc.ActionPoints.Update).Doc(op{Body: lifecycle.PointDef{}, Response: lifecycle.PointDef{}})
	r.Delete("/api/v3/action-point-definitions/{id}", adminOnly, lc.ActionPoints.Delete).Doc(op{Status: 204})
	r.Get("/api/v3/state-commands/{id}", adminOnly, lc.Commands.Get).Doc(op{Response: lifecycle.Command{}})
	r.Post("/api/v3/state-commands", adminOnly, lc.Commands.Create).Doc(op{Body: lifecycle.Command{}, Status: 201, Response: lifecycle.Command{}})
	r.Put("/api/v3/state-commands", adminOnly, lc.Commands.Update).Doc(op{Body: lifecycle.Command{}, Response: lifecycle.Command{}})
	r.Delete("/api/v3/state-commands/{id}", adminOnly, lc.Commands.Delete).Doc(op{Status: 204})
	r.Get("/api/v3/command-task-definitions/{id}", adminOnly, lc.CommandTasks.Get).Doc(op{Response: lifecycle.CommandTaskDef{}})
	r.Post("/api/v3/command-task-definitions", adminOnly, lc.CommandTasks.Create).Doc(op{Body: lifecycle.CommandTaskDef{}, Status: 201, Response: lifecycle.CommandTaskDef{}})
	r.Put("/api/v3/command-task-definitions", adminOnly, lc.CommandTasks.Update).Doc(op{Body: lifecycle.CommandTaskDef{}, Response: lifecycle.CommandTaskDef{}})
	r.Delete("/api/v3/command-task-definitions/{id}", adminOnly, lc.CommandTasks.Delete).Doc(op{Status: 204})
	r.Get("/api/v3/command-point-definitions/{id}", adminOnly, lc.CommandPoints.Get).Doc(op{Response: lifecycle.CommandPointDef{}})
	r.Post("/api/v3/command-point-definitions", adminOnly, lc.CommandPoints.Create).Doc(op{Body: lifecycle.CommandPointDef{}, Status: 201, Response: lifecycle.CommandPointDef{}})
	r.Put("/api/v3/command-point-definitions", adminOnly, lc.CommandPoints.Update).Doc(op{Body: lifecycle.CommandPointDef{}, Response: lifecycle.CommandPointDef{}})
	r.Delete("/api/v3/command-point-definitions/{id}", adminOnly, lc.CommandPoints.Delete).Doc(op{Status: 204})

	// News and announcements (issue 6). Reads are public; the audience rule filters them.
	r.Get("/api/v3/contents", public, d.content.List).Doc(op{Query: []string{"language"}, Response: []content.Content{}, List: true})
	r.Get("/api/v3/contents/manage", contentWriters, d.content.Manage).Doc(op{Query: []string{"title"}, Response: []content.Content{}, List: true})
	r.Get("/api/v3/contents/{id}", public, d.content.Get).Doc(op{Response: content.Content{}})
	r.Get("/api/v3/contents/{id}/update", contentWriters, d.content.Form).Doc(op{Response: content.Content{}})
	r.Post("/api/v3/contents", contentAuthors, d.content.Create).Doc(op{Body: content.Content{}, Status: 201, Response: content.Content{}})
	r.Put("/api/v3/contents", contentWriters, d.content.Update).Doc(op{Body: content.Content{}, Response: content.Content{}})
	r.Delete("/api/v3/contents/{id}", contentEditors, d.content.Delete).Doc(op{Status: 204})
	r.Get("/api/public/content-categories", public, d.content.Categories).Doc(op{Response: []content.Category{}})

	// Campaigns (issue 6); the state machine is in package campaign.
	r.Get("/api/v3/campaigns", public, d.campaign.List).Doc(op{Query: campaignFilters, Response: []campaign.Campaign{}, List: true})
	r.Get("/api/v3/campaigns/all", public, d.campaign.All).Doc(op{Query: campaignFilters, Response: []campaign.Campaign{}, List: true})
	r.Get("/api/v3/campaigns/manage", campaignWriters, d.campaign.Manage).Doc(op{Query: []string{"title", "publishState"}, Response: []campaign.Campaign{}, List: true})
	r.Get("/api/v3/campaigns/{id}", public, d.campaign.Get).Doc(op{Response: campaign.Campaign{}})
	r.Get("/api/v3/campaigns/{id}/update", campaignWriters, d.campaign.Form).Doc(op{Response: campaign.Campaign{}})
	r.Post("/api/v3/campaigns", campaignAuthors, d.campaign.Create).Doc(op{Body: campaign.Campaign{}, Status: 201, Response: campaign.Campaign{}})
	r.Put("/api/v3/campaigns", campaignWriters, d.campaign.Update).Doc(op{Body: campaign.Campaign{}, Response: campaign.Campaign{}})
	r.Delete("/api/v3/campaigns/{id}", campaignEditors, d.campaign.Delete).Doc(op{Status: 204})
	r.Get("/api/v3/campaigns-select-input/{type}", signedIn, d.campaign.Options).Doc(op{Response: []campaign.Option{}})

	// Competitions (issue 18, docs/api-competitions.md): the wizard for competition admins and editors,
	// the lists for contributors (the COMPETITION module's setting), the stages and report for the
	// competition's moderators (service).
	cp := d.competition
	r.Get("/api/v3/competitions", contributorsAndCompetitionWriters, cp.List).Doc(op{Query: []string{"open:boolean", "closed:boolean", "langkey"}, Response: []competition.Competition{}, List: true})
	r.Get("/api/v3/competitions/manage", competitionWriters, cp.Manage).Doc(op{Query: []string{"title", "competitionState"}, Response: []competition.Competition{}, List: true})
	r.Get("/api/v3/competitions/life-cycles", competitionWriters, cp.LifeCycleOptions).Doc(op{Response: []competition.LifeCycleOption{}})
	r.Get("/api/v3/competitions/langKey/{lang}", contributorsAndCompetitionWriters, cp.ListLang).Doc(op{Query: []string{"open:boolean", "closed:boolean"}, Response: []competition.Competition{}, List: true})
	r.Get("/api/v3/competitions/{id}/langKey/{key}", contributorsAndCompetitionWriters, cp.Get).Doc(op{Response: competition.Competition{}})
	r.Get("/api/v3/competitions/{id}/update", competitionWriters, cp.Form).Doc(op{Response: competition.Competition{}})
	r.Get("/api/v3/competitions/possible-life-cycle-states/{id}", contributors, cp.PossibleStates).Doc(op{Query: []string{"langkey"}, Response: []competition.PossibleIdeaState{}})
	r.Post("/api/v3/competitions", competitionWriters, cp.Create).Doc(op{Body: competition.Competition{}, Status: 201, Response: competition.Competition{}})
	r.Put("/api/v3/competitions", competitionWriters, cp.Update).Doc(op{Body: competition.Competition{}, Response: competition.Competition{}})
	r.Put("/api/v3/competitions/start", competitionWriters, cp.Start).Doc(op{Body: competition.StartRequest{}, Response: competition.Competition{}})
	r.Put("/api/v3/competitions/update-competition-state", contributors, cp.ChangeState).Doc(op{Body: competition.StateChange{}, Response: competition.Competition{}})
	r.Get("/api/v3/contributions/get-ideas/{id}/{lang}", contributors, cp.Ideas).Doc(op{Response: []competition.Idea{}, List: true})
	r.Get("/api/v3/competition-moderator/{id}", competitionWriters, cp.Moderators).Doc(op{Response: competition.Moderators{}})
	r.Post("/api/v3/competition-moderator/{id}", competitionWriters, cp.SetModerators).Doc(op{Body: competition.Moderators{}, Response: competition.Moderators{}})
	r.Get("/api/v3/competition_moderator/{id}/eval-report", contributors, cp.Report).Doc(op{Response: []competition.ReportRow{}})
	r.Get("/api/v3/competition_moderator/excel/{id}/eval-report", contributors, cp.Excel).Doc(op{Query: []string{"langKey"},
		Response: httpapi.Media("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")})
	r.Get("/api/v3/juries/competition/{id}", competitionWriters, cp.Juries).Doc(op{Response: []competition.Jury{}})
	r.Post("/api/v3/juries/competition/{id}/juryPost", competitionWriters, cp.SetJuries).Doc(op{Body: map[string]competition.Jury{}, Response: []competition.Jury{}})
	r.Get("/api/v3/competition-rewards/competition/{id}", competitionWriters, cp.Rewards).Doc(op{Response: []competition.Reward{}})
	r.Post("/api/v3/competition-rewards", competitionWriters, cp.CreateReward).Doc(op{Body: competition.Reward{}, Status: 201, Response: competition.Reward{}})
	r.Put("/api/v3/competition-rewards", competitionWriters, cp.UpdateReward).Doc(op{Body: competition.Reward{}, Response: competition.Reward{}})
	r.Delete("/api/v3/competition-rewards/{id}/competition/{competitionId}", competitionWriters, cp.DeleteReward).Doc(op{Status: 204})
	// A competition's IDEA inputs: its managers and whoever may see it (the idea form).
	r.Get("/api/v3/extra-inputs/competition/{id}", contributorsAndCompetitionWriters, d.extraInput.ForCompetition).Doc(op{Response: []extrainput.Input{}, List: true})
	r.Get("/api/v3/extra-inputs-with-selection/idea/{id}", contributorsAndCompetitionWriters, d.extraInput.ForCompetition).Doc(op{Response: []extrainput.Input{}, List: true})

	// Banners of content, campaigns and competitions ({kind} is content, campaign or competition; the owner checks the caller).
	r.Post("/api/v3/content-images/upload-banner/{kind}/{id}", bannerWriters, d.banner.Upload).Doc(op{Upload: true, Response: banner.Banner{}})
	r.Delete("/api/v3/content-images/delete-banner/{kind}/{id}", bannerWriters, d.banner.Delete).Doc(op{Status: 204})
	r.Get("/api/v3/content-images/{dir}/{name}", public, d.banner.Image).Doc(op{Response: httpapi.Media("image/*")})

	r.Fallback(webui.Handler())
	return r
}
