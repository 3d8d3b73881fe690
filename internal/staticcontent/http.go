package staticcontent

import (
	"net/http"

	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/paging"
)

// HTTP holds the static content handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

// List handles GET /api/v3/static-contents (paged; optional locale and contentKey).
func (h *HTTP) List(w http.ResponseWriter, r *http.Request) error {
	p, err := httpapi.ParsePage(r, Sortable, paging.Order{Column: "content_key"}, paging.Order{Column: "locale"})
	if err != nil {
		return err
	}
	items, total, err := h.svc.List(r.Context(), r.URL.Query().Get("locale"), r.URL.Query().Get("contentKey"), p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// Get handles GET /api/v3/static-contents/{id}.
func (h *HTTP) Get(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	c, err := h.svc.Get(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, c)
}

// Save handles PUT /api/v3/static-contents.
func (h *HTTP) Save(w http.ResponseWriter, r *http.Request) error {
	var in Content
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	c, err := h.svc.Save(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "staticContent", c.ContentKey, c)
}

// Public handles GET /api/v3/public/static-contents/{locale}/{key}.
func (h *HTTP) Public(w http.ResponseWriter, r *http.Request) error {
	c, err := h.svc.Public(r.Context(), httpapi.Param(r, "locale"), httpapi.Param(r, "key"))
	if err != nil {
		return err
	}
	return httpapi.OK(w, c)
}
