package schedule

import (
	"net/http"
	"strconv"

	"github.com/inno-platform/inno/internal/httpapi"
)

// HTTP holds the schedule handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

// Get handles GET /api/v3/contribution-implementation-schedule?contributionId={id}.
func (h *HTTP) Get(w http.ResponseWriter, r *http.Request) error {
	id, err := strconv.ParseInt(r.URL.Query().Get("contributionId"), 10, 64)
	if err != nil || id <= 0 {
		return httpapi.BadRequest("contributionId must be a positive integer")
	}
	sc, err := h.svc.Get(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, sc)
}

// Save handles POST /api/v3/contribution-implementation-schedule.
func (h *HTTP) Save(w http.ResponseWriter, r *http.Request) error {
	var in ScheduleInput
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	sc, err := h.svc.Save(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "implementationSchedule", strconv.FormatInt(in.ContributionID, 10), sc)
}
