package content

import (
	"net/http"
	"strconv"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/paging"
)

// HTTP holds the content handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

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

// Get handles GET /api/v3/contents/{id}.
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

// Form handles GET /api/v3/contents/{id}/update.
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

// Create handles POST /api/v3/contents.
func (h *HTTP) Create(w http.ResponseWriter, r *http.Request) error {
	var in Content
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if in.ID != 0 {
		return apperr.EntityBadRequest("content", "idexists")
	}
	c, err := h.svc.Save(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Created(w, "content", strconv.FormatInt(c.ID, 10), c)
}

// Update handles PUT /api/v3/contents.
func (h *HTTP) Update(w http.ResponseWriter, r *http.Request) error {
	var in Content
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if in.ID == 0 {
		return apperr.EntityBadRequest("content", "idnull")
	}
	c, err := h.svc.Save(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "content", strconv.FormatInt(c.ID, 10), c)
}

// Delete handles DELETE /api/v3/contents/{id}.
func (h *HTTP) Delete(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	if err := h.svc.Delete(r.Context(), id); err != nil {
		return err
	}
	return httpapi.Deleted(w, "content", strconv.FormatInt(id, 10))
}

// Categories handles GET /api/public/content-categories.
func (h *HTTP) Categories(w http.ResponseWriter, _ *http.Request) error {
	return httpapi.OK(w, Categories)
}
