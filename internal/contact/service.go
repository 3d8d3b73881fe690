// Package contact takes messages from the public contact form, keeps them
// and e-mails them to the administrators.
package contact

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/account"
	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/audit"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/captcha"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/mail"
)

// Request is the contact request of spec 000 §3.
type Request struct {
	LangKey       string `json:"langKey"`
	Name          string `json:"name"`
	Email         string `json:"email"`
	Phone         string `json:"phone"`
	Company       string `json:"company"`
	Subject       string `json:"subject"`
	Message       string `json:"message"`
	CaptchaToken  string `json:"captchaToken"`
	CaptchaAnswer string `json:"captchaAnswer"`
}

// Service handles contact messages.
type Service struct {
	db       *db.DB
	store    *Store
	settings *appconfig.Service
	captcha  *captcha.Service
	users    *account.Store
	mailer   *mail.Mailer
	audit    *audit.Log // counts the messages for Limit
}

// Limit bounds the messages the administrators get (issue 13: 30 in 0.1 s
// went through): a few an hour from one client address, and a few dozen
// in all. A message over the limit is refused with ErrKeyLimited.
var Limit = audit.Limit{Event: audit.ContactMessage, Window: time.Hour, PerAddress: 3, Total: 20, Lock: 727302}

// ErrKeyLimited is the errorKey of a message over Limit.
const ErrKeyLimited = "contactLimitReached"

// NewService returns the contact service.
func NewService(d *db.DB, s *appconfig.Service, c *captcha.Service, users *account.Store, m *mail.Mailer) *Service {
	return &Service{db: d, store: &Store{db: d}, settings: s, captcha: c, users: users, mailer: m, audit: audit.New(d)}
}

// Submit checks, stores and forwards one message (spec 000 §5 Contact form;
// values are trimmed first).
func (s *Service) Submit(ctx context.Context, r Request, remoteAddr string) error {
	cfg, err := s.settings.Get(ctx)
	if err != nil {
		return err
	}
	if !cfg.ContactFormEnabled {
		return apperr.BadRequest("contactFormDisabled", nil)
	}
	for _, f := range []*string{&r.LangKey, &r.Name, &r.Email, &r.Phone, &r.Company, &r.Subject, &r.Message} {
		*f = strings.TrimSpace(*f)
	}
	c := apperr.NewCheck("contact")
	if c.Required("name", r.Name) {
		c.Size("name", r.Name, 1, 50)
	}
	if c.Required("email", r.Email) {
		c.Size("email", r.Email, 5, 254)
		c.Email("email", r.Email)
	}
	if c.Required("message", r.Message) {
		c.Size("message", r.Message, 3, 1000)
	}
	// Phone, company and subject have no rules on the form; they are only
	// bounded so a message always fits.
	c.Size("phone", r.Phone, 0, 50)
	c.Size("company", r.Company, 0, 100)
	c.Size("subject", r.Subject, 0, 200)
	c.Required("captchaAnswer", r.CaptchaAnswer)
	if err := c.Err(); err != nil {
		return err
	}
	ok, err := s.captcha.Verify(ctx, r.CaptchaToken, r.CaptchaAnswer, captcha.PurposeForm)
	if err != nil {
		return err
	}
	if !ok {
		return apperr.BadRequest("captchaInvalid", nil)
	}
	if !slices.Contains(cfg.Locales, r.LangKey) {
		r.LangKey = cfg.Locales[0]
	}
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		admitted, err := s.audit.Admit(ctx, Limit, r.Email, remoteAddr)
		if err != nil {
			return err
		}
		if !admitted {
			return apperr.BadRequest(ErrKeyLimited, map[string]any{"max": Limit.PerAddress})
		}
		if err := s.store.Insert(ctx, r, remoteAddr); err != nil {
			return err
		}
		admins, err := s.users.ActiveWithRole(ctx, auth.RoleAdmin)
		if err != nil {
			return err
		}
		for _, a := range admins {
			if _, err := s.mailer.Send(ctx, a.Email, a.LangKey, "contact", mail.CategoryNotification,
				map[string]any{"Name": r.Name, "Contact": r}); err != nil {
				return err
			}
		}
		return nil
	})
}
