package extrainput

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/paging"
)

// HTTP holds the extra-input handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

func source(r *http.Request) string { return strings.ToUpper(httpapi.Param(r, "source")) }

// List handles GET /api/v3/extra-inputs/{source} (paged, default list order).
func (h *HTTP) List(w http.ResponseWriter, r *http.Request) error {
	p, err := httpapi.ParsePage(r, Sortable, DefaultOrder)
	if err != nil {
		return err
	}
	items, total, err := h.svc.List(r.Context(), source(r), p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// Get handles GET /api/v3/extra-inputs/{source}/{id}.
func (h *HTTP) Get(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	e, err := h.svc.Get(r.Context(), source(r), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, e)
}

// Create handles POST /api/v3/extra-inputs/{source}.
func (h *HTTP) Create(w http.ResponseWriter, r *http.Request) error {
	var e Input
	if err := httpapi.DecodeJSON(w, r, &e); err != nil {
		return err
	}
	if e.ID != 0 {
		return apperr.EntityBadRequest("extraInput", "idexists")
	}
	saved, err := h.svc.Save(r.Context(), source(r), e)
	if err != nil {
		return err
	}
	return httpapi.Created(w, "extraInput", strconv.FormatInt(saved.ID, 10), saved)
}

// Update handles PUT /api/v3/extra-inputs/{source}.
func (h *HTTP) Update(w http.ResponseWriter, r *http.Request) error {
	var e Input
	if err := httpapi.DecodeJSON(w, r, &e); err != nil {
		return err
	}
	if e.ID == 0 {
		return apperr.EntityBadRequest("extraInput", "idnull")
	}
	saved, err := h.svc.Save(r.Context(), source(r), e)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "extraInput", strconv.FormatInt(saved.ID, 10), saved)
}

// Delete handles DELETE /api/v3/extra-inputs/{source}/{id}.
func (h *HTTP) Delete(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	if err := h.svc.Delete(r.Context(), source(r), id); err != nil {
		return err
	}
	return httpapi.Deleted(w, "extraInput", strconv.FormatInt(id, 10))
}

// Reorder handles POST /api/v3/extra-inputs/{source}/update-order with
// [{id, listOrder}] or the ids in their new order; it answers the list.
func (h *HTTP) Reorder(w http.ResponseWriter, r *http.Request) error {
	var raw []json.RawMessage
	if err := httpapi.DecodeJSON(w, r, &raw); err != nil {
		return err
	}
	items := make([]OrderItem, 0, len(raw))
	for i, m := range raw {
		var it OrderItem
		if err := json.Unmarshal(m, &it.ID); err == nil {
			it.ListOrder = i + 1
		} else if err := json.Unmarshal(m, &it); err != nil || it.ID == 0 {
			return httpapi.BadRequest("the order list holds ids or {id, listOrder} objects")
		}
		items = append(items, it)
	}
	src := source(r)
	if err := h.svc.Reorder(r.Context(), src, items); err != nil {
		return err
	}
	list, total, err := h.svc.List(r.Context(), src, paging.Page{Size: paging.MaxPageSize, Sort: []paging.Order{DefaultOrder}})
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, list, total)
}

// ForField handles GET /api/v3/extra-inputs/filter/{id}: the extra inputs
// a contribution of field {id} answers.
func (h *HTTP) ForField(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	inputs, err := h.svc.ForField(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, inputs)
}

// Of handles GET /api/v3/extra-inputs-with-selection/{id}: a
// contribution's inputs with its answers.
func (h *HTTP) Of(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	items, err := h.svc.Of(r.Context(), id, httpapi.Lang(r))
	if err != nil {
		return err
	}
	return httpapi.OK(w, items)
}

// ForCompetition handles GET /api/v3/extra-inputs/competition/{id}?size=100
// and /api/v3/extra-inputs-with-selection/idea/{id}: a competition's IDEA
// inputs in their order (x-total-count).
func (h *HTTP) ForCompetition(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	inputs, err := h.svc.ForCompetition(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, inputs, int64(len(inputs)))
}
