package campaign

import (
	"net/http"
	"strings"

	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/paging"
	"github.com/inno-platform/inno/internal/publishable"
)

// HTTP holds the campaign handlers: the lists and options here, and Get,
// Form, Create, Update and Delete shared with the other publishable kinds.
type HTTP struct {
	*publishable.Handlers[Campaign]
	svc *Service
}

// NewHTTP returns the handlers.
func NewHTTP(s *Service) *HTTP {
	return &HTTP{Handlers: publishable.NewHandlers[Campaign](Kind, s), svc: s}
}

func (h *HTTP) list(w http.ResponseWriter, r *http.Request, all bool) error {
	p, err := httpapi.ParsePage(r, Sortable, paging.Order{Column: "c.date_submission_end"})
	if err != nil {
		return err
	}
	q := r.URL.Query()
	f := ListFilter{Open: q.Get("open") == "true", Closed: q.Get("closed") == "true", Type: q.Get("campaignType"), All: all}
	items, total, err := h.svc.List(r.Context(), f, p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// List handles GET /api/v3/campaigns (?open=true, ?closed=true, ?campaignType=).
func (h *HTTP) List(w http.ResponseWriter, r *http.Request) error { return h.list(w, r, false) }

// All handles GET /api/v3/campaigns/all.
func (h *HTTP) All(w http.ResponseWriter, r *http.Request) error { return h.list(w, r, true) }

// Manage handles GET /api/v3/campaigns/manage.
func (h *HTTP) Manage(w http.ResponseWriter, r *http.Request) error {
	p, err := httpapi.ParsePage(r, Sortable, paging.Order{Column: "c.updated_date", Desc: true})
	if err != nil {
		return err
	}
	items, total, err := h.svc.Manage(r.Context(), r.URL.Query().Get("title"), r.URL.Query().Get("publishState"), p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// Options handles GET /api/v3/campaigns-select-input/{type}.
func (h *HTTP) Options(w http.ResponseWriter, r *http.Request) error {
	items, err := h.svc.Options(r.Context(), strings.ToUpper(httpapi.Param(r, "type")))
	if err != nil {
		return err
	}
	return httpapi.OK(w, items)
}
