package language

import (
	"context"
	"net/http"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/upload"
)

// HTTP holds the language administration handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

func (h *HTTP) lang(r *http.Request) (string, error) {
	if l := r.URL.Query().Get("lang"); l != "" {
		return l, nil
	}
	cfg, err := h.svc.settings.Get(r.Context())
	if err != nil {
		return "", err
	}
	return cfg.Locales[0], nil
}

// GetWeb handles GET /api/v3/language-admin?lang=xx: the changed web texts.
func (h *HTTP) GetWeb(w http.ResponseWriter, r *http.Request) error {
	l, err := h.lang(r)
	if err != nil {
		return err
	}
	m, err := h.svc.WebOverrides(r.Context(), l)
	if err != nil {
		return err
	}
	return httpapi.OK(w, m)
}

// PutWeb handles PUT /api/v3/language-admin?lang=xx with a key-value map.
func (h *HTTP) PutWeb(w http.ResponseWriter, r *http.Request) error {
	l, err := h.lang(r)
	if err != nil {
		return err
	}
	var m map[string]string
	if err := httpapi.DecodeJSON(w, r, &m); err != nil {
		return err
	}
	if err := h.svc.SetWebOverrides(r.Context(), l, m); err != nil {
		return err
	}
	return httpapi.Updated(w, "language", l, m)
}

// GetServer handles GET /api/v3/language-admin/messages?lang=xx.
func (h *HTTP) GetServer(w http.ResponseWriter, r *http.Request) error {
	l, err := h.lang(r)
	if err != nil {
		return err
	}
	m, err := h.svc.ServerMessages(l)
	if err != nil {
		return err
	}
	return httpapi.OK(w, m)
}

// PutServer handles PUT /api/v3/language-admin/messages?lang=xx.
func (h *HTTP) PutServer(w http.ResponseWriter, r *http.Request) error {
	l, err := h.lang(r)
	if err != nil {
		return err
	}
	var m map[string]string
	if err := httpapi.DecodeJSON(w, r, &m); err != nil {
		return err
	}
	if err := h.svc.SetServerMessages(r.Context(), l, m); err != nil {
		return err
	}
	effective, err := h.svc.ServerMessages(l)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "language", l, effective)
}

func (h *HTTP) upload(w http.ResponseWriter, r *http.Request, set func(context.Context, string, map[string]string) error) error {
	l := httpapi.Param(r, "lang")
	if err := checkLocale(l); err != nil {
		return err
	}
	up, err := httpapi.ReadUpload(w, r, upload.Rule{MaxBytes: MaxFileBytes, Extensions: []string{".json"},
		ContentTypes: []string{"text/plain"}})
	if err != nil {
		return err
	}
	m, err := ParseFile(up.Data)
	if err != nil {
		return err
	}
	if err := set(r.Context(), l, m); err != nil {
		return err
	}
	httpapi.Alert(w, "inno.language.uploaded", l)
	return httpapi.OK(w, Uploaded{Lang: l, Keys: len(m)})
}

// Uploaded answers a translation file upload: the language and how many texts it set.
type Uploaded struct {
	Lang string `json:"lang"`
	Keys int    `json:"keys"`
}

// UploadWeb handles POST /api/v3/language-admin/upload/{lang}: a whole web
// translation file (JSON) for a language.
func (h *HTTP) UploadWeb(w http.ResponseWriter, r *http.Request) error {
	return h.upload(w, r, h.svc.SetWebOverrides)
}

// UploadServer handles POST /api/v3/language-admin/upload/backend/{lang}.
func (h *HTTP) UploadServer(w http.ResponseWriter, r *http.Request) error {
	return h.upload(w, r, h.svc.SetServerMessages)
}

// PublicLocale handles GET /api/public/config/locale/{locale}.
func (h *HTTP) PublicLocale(w http.ResponseWriter, r *http.Request) error {
	m, ok, err := h.svc.PublicLocale(r.Context(), strings.TrimSpace(httpapi.Param(r, "locale")))
	if err != nil {
		return err
	}
	if !ok {
		return apperr.NotFound("locale")
	}
	w.Header().Set("Cache-Control", "no-cache")
	return httpapi.OK(w, m)
}
