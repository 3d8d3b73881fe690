package rating

import (
	"net/http"
	"strconv"

	"github.com/inno-platform/inno/internal/httpapi"
)

// HTTP holds the rating handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the rating handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

// Get handles GET /api/v3/contribution-ratings/{id} (a contribution's id): the summary.
func (h *HTTP) Get(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	s, err := h.svc.Get(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, s)
}

// Rate handles POST /api/v3/contribution-ratings.
func (h *HTTP) Rate(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	s, err := h.svc.Rate(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Created(w, "contributionRating", strconv.FormatInt(in.ContributionID, 10), s)
}

// Change handles PUT /api/v3/contribution-ratings.
func (h *HTTP) Change(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	s, err := h.svc.Change(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "contributionRating", strconv.FormatInt(in.ContributionID, 10), s)
}

// Remove handles DELETE /api/v3/contribution-ratings/{id} (a contribution's id): the caller's rating.
func (h *HTTP) Remove(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	if err := h.svc.Remove(r.Context(), id); err != nil {
		return err
	}
	return httpapi.Deleted(w, "contributionRating", strconv.FormatInt(id, 10))
}

// CountBy handles GET /api/v3/contribution-ratings-count/user/{id}.
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
