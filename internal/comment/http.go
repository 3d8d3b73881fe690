package comment

import (
	"net/http"
	"strconv"

	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/paging"
)

// HTTP holds the comment handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the comment handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

// List handles GET /api/v3/comments/list/{id}: a contribution's comments, paged, oldest first.
func (h *HTTP) List(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	p, err := httpapi.ParsePage(r, Sortable, paging.Order{Column: "cc.id"})
	if err != nil {
		return err
	}
	items, total, err := h.svc.List(r.Context(), id, p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// Add handles POST /api/v3/comments/add-comment/{id} (a contribution's id).
func (h *HTTP) Add(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	var in Input
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	c, err := h.svc.Add(r.Context(), id, in)
	if err != nil {
		return err
	}
	return httpapi.Created(w, "comment", strconv.FormatInt(c.ID, 10), c)
}

// Update handles POST /api/v3/comments/update-comment/{id} (a comment's id).
func (h *HTTP) Update(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	var in Input
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	c, err := h.svc.Update(r.Context(), id, in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "comment", strconv.FormatInt(id, 10), c)
}

// Delete handles DELETE /api/v3/comments/{id}.
func (h *HTTP) Delete(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	if err := h.svc.Delete(r.Context(), id); err != nil {
		return err
	}
	return httpapi.Deleted(w, "comment", strconv.FormatInt(id, 10))
}

// Hide handles POST /api/v3/comments/hide-comment/{id} {reason}.
func (h *HTTP) Hide(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	var in HideInput
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	c, err := h.svc.Hide(r.Context(), id, in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "comment", strconv.FormatInt(id, 10), c)
}

// Restore handles POST /api/v3/comments/restore-comment/{id}.
func (h *HTTP) Restore(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	c, err := h.svc.Restore(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "comment", strconv.FormatInt(id, 10), c)
}

// ToggleLike handles POST /api/v3/comments/toggle-like/{id}.
func (h *HTTP) ToggleLike(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	l, err := h.svc.ToggleLike(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, l)
}

// CountBy handles GET /api/v3/comment-count/user/{id}.
func (h *HTTP) CountBy(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	n, err := h.svc.CountBy(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, n)
}
