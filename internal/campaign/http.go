package campaign

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/paging"
)

// HTTP holds the campaign handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

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

// Get handles GET /api/v3/campaigns/{id}.
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

// Form handles GET /api/v3/campaigns/{id}/update.
func (h *HTTP) Form(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	c, err := h.svc.Form(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, c)
}

// Create handles POST /api/v3/campaigns.
func (h *HTTP) Create(w http.ResponseWriter, r *http.Request) error {
	var in Campaign
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if in.ID != 0 {
		return apperr.EntityBadRequest("campaign", "idexists")
	}
	c, err := h.svc.Create(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Created(w, "campaign", strconv.FormatInt(c.ID, 10), c)
}

// Update handles PUT /api/v3/campaigns (saves, state changes and archive).
func (h *HTTP) Update(w http.ResponseWriter, r *http.Request) error {
	var in Campaign
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if in.ID == 0 {
		return apperr.EntityBadRequest("campaign", "idnull")
	}
	c, err := h.svc.Update(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "campaign", strconv.FormatInt(c.ID, 10), c)
}

// Delete handles DELETE /api/v3/campaigns/{id}.
func (h *HTTP) Delete(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	if err := h.svc.Delete(r.Context(), id); err != nil {
		return err
	}
	return httpapi.Deleted(w, "campaign", strconv.FormatInt(id, 10))
}

// Options handles GET /api/v3/campaigns-select-input/{type}.
func (h *HTTP) Options(w http.ResponseWriter, r *http.Request) error {
	items, err := h.svc.Options(r.Context(), strings.ToUpper(httpapi.Param(r, "type")))
	if err != nil {
		return err
	}
	return httpapi.OK(w, items)
}
