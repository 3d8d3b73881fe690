package tag

import (
	"net/http"
	"strconv"

	"github.com/inno-platform/inno/internal/httpapi"
)

// HTTP holds the tag handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the tag handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

// Active handles GET /api/v3/contribution-tags: the active tags, paged
// (default sort by name), with x-total-count.
func (h *HTTP) Active(w http.ResponseWriter, r *http.Request) error {
	p, err := httpapi.ParsePage(r, Sortable, DefaultOrder)
	if err != nil {
		return err
	}
	tags, total, err := h.svc.Active(r.Context(), p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, tags, total)
}

// Admin handles GET /api/v3/admin/contribution-tags (paged, ?name=).
func (h *HTTP) Admin(w http.ResponseWriter, r *http.Request) error {
	p, err := httpapi.ParsePage(r, Sortable, DefaultOrder)
	if err != nil {
		return err
	}
	tags, total, err := h.svc.Admin(r.Context(), r.URL.Query().Get("name"), p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, tags, total)
}

// Get handles GET /api/v3/contribution-tags/{id}.
func (h *HTTP) Get(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	t, err := h.svc.Get(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, t)
}

// Create handles POST /api/v3/contribution-tags.
func (h *HTTP) Create(w http.ResponseWriter, r *http.Request) error {
	t := Tag{IsActive: true} // a new tag is active unless the body says otherwise
	if err := httpapi.DecodeJSON(w, r, &t); err != nil {
		return err
	}
	saved, err := h.svc.Create(r.Context(), t)
	if err != nil {
		return err
	}
	return httpapi.Created(w, "contributionTag", strconv.FormatInt(saved.ID, 10), saved)
}

// Update handles PUT /api/v3/contribution-tags.
func (h *HTTP) Update(w http.ResponseWriter, r *http.Request) error {
	var t Tag
	if err := httpapi.DecodeJSON(w, r, &t); err != nil {
		return err
	}
	saved, err := h.svc.Update(r.Context(), t)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "contributionTag", strconv.FormatInt(saved.ID, 10), saved)
}

// Delete handles DELETE /api/v3/contribution-tags/{id}.
func (h *HTTP) Delete(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	if err := h.svc.Delete(r.Context(), id); err != nil {
		return err
	}
	return httpapi.Deleted(w, "contributionTag", strconv.FormatInt(id, 10))
}
