package content

import (
	"net/http"

	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/paging"
	"github.com/inno-platform/inno/internal/publishable"
)

// HTTP holds the content handlers: the lists here, and Get, Form, Create,
// Update and Delete shared with the other publishable kinds.
type HTTP struct {
	*publishable.Handlers[Content]
	svc *Service
}

// NewHTTP returns the handlers.
func NewHTTP(s *Service) *HTTP {
	return &HTTP{Handlers: publishable.NewHandlers[Content](Kind, s), svc: s}
}

// List handles GET /api/v3/contents (public; default newest first).
func (h *HTTP) List(w http.ResponseWriter, r *http.Request) error {
	p, err := httpapi.ParsePage(r, Sortable, paging.Order{Column: "c.publish_date", Desc: true})
	if err != nil {
		return err
	}
	items, total, err := h.svc.List(r.Context(), r.URL.Query().Get("language"), p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// Manage handles GET /api/v3/contents/manage.
func (h *HTTP) Manage(w http.ResponseWriter, r *http.Request) error {
	p, err := httpapi.ParsePage(r, Sortable, paging.Order{Column: "c.updated_date", Desc: true})
	if err != nil {
		return err
	}
	items, total, err := h.svc.Manage(r.Context(), r.URL.Query().Get("title"), p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// Categories handles GET /api/public/content-categories.
func (h *HTTP) Categories(w http.ResponseWriter, _ *http.Request) error {
	return httpapi.OK(w, Categories)
}
