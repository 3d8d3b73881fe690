package contribution

import (
	"net/http"
	"strconv"

	"github.com/inno-platform/inno/internal/httpapi"
)

// Handlers of the count object, the id list, the reference, the user
// statistic, the command check, field users, a field's extra inputs and the
// paged tag list (docs/api-contributions.md "Counts, ids and other reads").

// Counts handles GET /api/v3/contributions/{type}/{parent}?langkey: the
// count object of a type and campaign (competition for ideas; 0 for all).
func (h *HTTP) Counts(w http.ResponseWriter, r *http.Request) error {
	parent, err := strconv.ParseInt(httpapi.Param(r, "parent"), 10, 64)
	if err != nil || parent < 0 {
		return httpapi.BadRequest("the campaign or competition id must be a number (0 for all)")
	}
	c, err := h.svc.Counts(r.Context(), typeParam(r, "type"), parent, httpapi.Lang(r))
	if err != nil {
		return err
	}
	return httpapi.OK(w, c)
}

// IDs handles GET /api/v3/contributions/id/{type}/{parent}/{scope}: the ids
// of the list GET /api/v3/contributions/{type}/{parent}/{scope} answers for
// the same query (filters, sort, page), as a JSON array of numbers with the
// list's total in x-total-count. Without size it is the first MaxIDs ids.
func (h *HTTP) IDs(w http.ResponseWriter, r *http.Request) error {
	f, p, err := listQuery(r)
	if err != nil {
		return err
	}
	if r.URL.Query().Get("size") == "" {
		p.Size = MaxIDs
	}
	ids, total, err := h.svc.IDs(r.Context(), f, p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, ids, total)
}

// Ref handles GET /api/v3/contributions/id/{id}: where a contribution (by
// id or code) lives, for routing to its pages.
func (h *HTTP) Ref(w http.ResponseWriter, r *http.Request) error {
	ref, err := h.svc.Ref(r.Context(), httpapi.Param(r, "id"))
	if err != nil {
		return err
	}
	return httpapi.OK(w, ref)
}

// UserStats handles GET /api/v3/contributions/user/{id}: the user statistic.
func (h *HTTP) UserStats(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	s, err := h.svc.UserStats(r.Context(), id, httpapi.Lang(r))
	if err != nil {
		return err
	}
	return httpapi.OK(w, s)
}

// CheckCommand handles GET /api/v3/contributions/{id}/commandId/{commandId}:
// whether the caller may run that state command now.
func (h *HTTP) CheckCommand(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	c, err := h.svc.CheckCommand(r.Context(), id, httpapi.Param(r, "commandId"))
	if err != nil {
		return err
	}
	return httpapi.OK(w, c)
}
