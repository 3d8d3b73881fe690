package app

import (
	"log/slog"

	"github.com/go-chi/chi/v5/middleware"

	"github.com/inno-platform/inno/internal/account"
	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/asset"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/contact"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/mail"
	"github.com/inno-platform/inno/internal/management"
	"github.com/inno-platform/inno/internal/webui"
)

type deps struct {
	log        *slog.Logger
	tokens     *auth.Tokens
	account    *account.HTTP
	contact    *contact.HTTP
	mail       *mail.HTTP
	config     *appconfig.HTTP
	asset      *asset.HTTP
	management *management.HTTP
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
		httpapi.AccessLog(d.log),
		httpapi.SecurityHeaders,
		middleware.Compress(5, "application/json", "application/problem+json", "text/html", "text/css",
			"text/javascript", "application/javascript", "image/svg+xml"),
	)
	public, signedIn := httpapi.Public, httpapi.SignedIn

	// Session and account (spec 000 §7).
	r.Post("/api/authenticate", public, d.account.Authenticate)
	r.Post("/api/captcha/refresh-login", public, d.account.RefreshLoginCaptcha)
	r.Post("/api/captcha/refresh", public, d.account.RefreshFormCaptcha)
	r.Get("/api/account", signedIn, d.account.GetAccount)
	r.Post("/api/account", httpapi.AnyOf(admin, user), d.account.SaveAccount)
	r.Post("/api/account/change-password", httpapi.AnyOf(admin, user), d.account.ChangePassword)
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
	r.Get("/api/public/config/locale/{locale}", public, d.config.Locale)
	r.Get("/api/public/config/text-editor", public, d.config.TextEditor)

	// Branding.
	r.Get("/api/public/asset/brand/image/{fileName}", public, d.asset.BrandImage)

	// Management.
	r.Get("/management/info", public, d.management.Info)
	r.Get("/management/health", public, d.management.Health)

	// Users and authorities.
	r.Get("/api/users/authorities", httpapi.AnyOf(admin, appAdmin), d.account.Authorities)

	// Application configuration (editing).
	r.Get("/api/v3/config/get-edit-config", httpapi.AnyOf(admin), d.config.GetEdit)
	r.Put("/api/v3/config/update-config", httpapi.AnyOf(admin), d.config.Update)

	r.Fallback(webui.Handler())
	return r
}
