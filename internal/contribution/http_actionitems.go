package contribution

import (
	"net/http"
	"strconv"

	"github.com/inno-platform/inno/internal/httpapi"
)

// ActionItems handles GET /api/v3/contribution-action-items/contribution/{id}.
func (h *HTTP) ActionItems(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	items, err := h.svc.ActionItems(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, items)
}

// CreateActionItem handles POST /api/v3/contribution-action-items.
func (h *HTTP) CreateActionItem(w http.ResponseWriter, r *http.Request) error {
	var in ActionItemInput
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	a, err := h.svc.CreateActionItem(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Created(w, "actionItem", strconv.FormatInt(a.ID, 10), a)
}

// CloseActionItem handles POST /api/v3/contribution-action-items/{id}/close.
func (h *HTTP) CloseActionItem(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	var in ActionItemClose
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	a, err := h.svc.CloseActionItem(r.Context(), id, in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "actionItem", strconv.FormatInt(id, 10), a)
}
