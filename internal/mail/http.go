package mail

import (
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/i18n"
)

// HTTP serves the public unsubscribe call.
type HTTP struct {
	mailer  *Mailer
	catalog *i18n.Catalog
}

// NewHTTP returns the mail handlers.
func NewHTTP(m *Mailer, c *i18n.Catalog) *HTTP { return &HTTP{mailer: m, catalog: c} }

// Unsubscribe handles GET /api/public/unsubscribe-email/{token}. The answer
// is a plain message text the page shows as it is (spec 000 §7), in the
// browser's language; an unknown token is a 404 with a message text too.
func (h *HTTP) Unsubscribe(w http.ResponseWriter, r *http.Request) error {
	lang := h.catalog.Pick(r.Header.Get("Accept-Language"))
	email, found, err := h.mailer.Unsubscribe(r.Context(), chi.URLParam(r, "token"))
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	if !found {
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(h.catalog.T(lang, "unsubscribe.notFound")))
		return nil
	}
	msg := strings.ReplaceAll(h.catalog.T(lang, "unsubscribe.success"), "{{email}}", email)
	_, _ = w.Write([]byte(msg))
	return nil
}

// TestMail handles GET /api/v3/email/test/{x}: sends a test message to the
// address x, so an administrator can check the mail settings.
func (h *HTTP) TestMail(w http.ResponseWriter, r *http.Request) error {
	to := strings.TrimSpace(chi.URLParam(r, "x"))
	c := apperr.NewCheck("emailTest")
	c.Email("email", to)
	if to == "" {
		c.Fail("email", "NotBlank")
	}
	if err := c.Err(); err != nil {
		return err
	}
	lang := h.catalog.Pick(r.Header.Get("Accept-Language"))
	if _, err := h.mailer.Send(r.Context(), to, lang, "test", CategoryAccount, nil); err != nil {
		return err
	}
	httpapi.Alert(w, "inno.emailTest.queued", to)
	return httpapi.OK(w, TestSent{Queued: true, To: strings.ToLower(to)})
}

// TestSent answers a test mail request: the message is in the outbox.
type TestSent struct {
	Queued bool   `json:"queued"`
	To     string `json:"to"`
}
