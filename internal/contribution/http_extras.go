package contribution

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/httpapi"
)

// respondDetail answers a command with the contribution as the caller now sees it.
func (h *HTTP) respondDetail(w http.ResponseWriter, r *http.Request, id int64) error {
	c, err := h.svc.Get(r.Context(), id, httpapi.Lang(r))
	if err != nil {
		return err
	}
	return httpapi.OK(w, c)
}

// multi reads a filter that may be repeated or comma-separated: a=1,2&a=3.
func multi(r *http.Request, name string) []string {
	var out []string
	for _, v := range r.URL.Query()[name] {
		for _, part := range strings.Split(v, ",") {
			if part = strings.TrimSpace(part); part != "" {
				out = append(out, part)
			}
		}
	}
	return out
}

func multiIDs(r *http.Request, name string) ([]int64, error) {
	var out []int64
	for _, v := range multi(r, name) {
		id, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, httpapi.BadRequest(name + " must be numbers")
		}
		out = append(out, id)
	}
	return out, nil
}

func taskFilter(r *http.Request) (TaskFilter, error) {
	q := r.URL.Query()
	f := TaskFilter{Search: q.Get("search"), TaskNames: multi(r, "taskName.in"), Codes: multi(r, "eiId.in"),
		Module: q.Get("module"), Lang: httpapi.Lang(r)}
	for _, v := range multi(r, "role.in") {
		f.Roles = append(f.Roles, strings.ToUpper(v))
	}
	for _, v := range multi(r, "status.in") {
		f.Statuses = append(f.Statuses, strings.ToUpper(v))
	}
	var err error
	if f.FieldIDs, err = multiIDs(r, "contributionFieldId.in"); err != nil {
		return f, err
	}
	if f.StateIDs, err = multiIDs(r, "stateId.in"); err != nil {
		return f, err
	}
	if f.Start, err = queryDay(r, false, "start"); err != nil {
		return f, err
	}
	f.End, err = queryDay(r, true, "end")
	return f, err
}

// Tasks handles GET /api/v3/contribution-tasks/user/{userId} with the task filters.
func (h *HTTP) Tasks(w http.ResponseWriter, r *http.Request) error {
	uid, err := httpapi.PathID(r, "userId")
	if err != nil {
		return err
	}
	f, err := taskFilter(r)
	if err != nil {
		return err
	}
	p, err := httpapi.ParsePage(r, TaskSortable, TaskDefaultOrder...)
	if err != nil {
		return err
	}
	items, total, err := h.svc.Tasks(r.Context(), uid, f, p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// TypeTasks handles GET /api/v3/contribution-tasks/{type}: every task of the type, for its admin.
func (h *HTTP) TypeTasks(w http.ResponseWriter, r *http.Request) error {
	f, err := taskFilter(r)
	if err != nil {
		return err
	}
	p, err := httpapi.ParsePage(r, TaskSortable, TaskDefaultOrder...)
	if err != nil {
		return err
	}
	items, total, err := h.svc.TypeTasks(r.Context(), typeParam(r, "type"), f, p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// --- commands

// Switches handles GET /api/v3/contributions/changeVisibilityRatingCommentStatus/{id}.
func (h *HTTP) Switches(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	sw, err := h.svc.Switches(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, sw)
}

// ChangeVisibility handles POST /api/v3/contributions/changeVisibility {contributionId, visible}.
func (h *HTTP) ChangeVisibility(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		ContributionID int64 `json:"contributionId"`
		Visible        *bool `json:"visible"`
	}
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if in.ContributionID == 0 || in.Visible == nil {
		c := apperr.NewCheck("changeVisibility")
		if in.ContributionID == 0 {
			c.Fail("contributionId", "NotNull")
		}
		if in.Visible == nil {
			c.Fail("visible", "NotNull")
		}
		return c.Err()
	}
	if err := h.svc.SetVisibility(r.Context(), in.ContributionID, *in.Visible); err != nil {
		return err
	}
	return h.respondDetail(w, r, in.ContributionID)
}

// ChangeSwitches handles POST /api/v3/contributions/changeCommentRatingStatusAndVisibility.
func (h *HTTP) ChangeSwitches(w http.ResponseWriter, r *http.Request) error {
	var in SwitchesChange
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if in.ContributionID == 0 {
		c := apperr.NewCheck("changeSwitches")
		c.Fail("contributionId", "NotNull")
		return c.Err()
	}
	if err := h.svc.ChangeSwitches(r.Context(), in); err != nil {
		return err
	}
	return h.respondDetail(w, r, in.ContributionID)
}

// CommentStatus handles POST /api/v3/contributions/contributionId/{id}/commentStatus/{status}.
func (h *HTTP) CommentStatus(w http.ResponseWriter, r *http.Request) error {
	return h.setAndShow(w, r, "status", h.svc.SetCommentStatus)
}

// RatingStatus handles POST /api/v3/contributions/contributionId/{id}/ratingStatus/{status}.
func (h *HTTP) RatingStatus(w http.ResponseWriter, r *http.Request) error {
	return h.setAndShow(w, r, "status", h.svc.SetRatingStatus)
}

// Editability handles POST /api/v3/contributions/contributionId/{id}/editability/{value}.
func (h *HTTP) Editability(w http.ResponseWriter, r *http.Request) error {
	return h.setAndShow(w, r, "value", h.svc.SetEditability)
}

// setAndShow runs a one-value command on contribution {id} with the path
// parameter param and answers the detail.
func (h *HTTP) setAndShow(w http.ResponseWriter, r *http.Request, param string, set func(ctx context.Context, id int64, value string) error) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	if err := set(r.Context(), id, httpapi.Param(r, param)); err != nil {
		return err
	}
	return h.respondDetail(w, r, id)
}

// ChangeField handles POST /api/v3/contributions/contributionId/{id}/command/change-field/fieldId/{fieldId}/userId/{userId}.
func (h *HTTP) ChangeField(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	fieldID, err := httpapi.PathID(r, "fieldId")
	if err != nil {
		return err
	}
	userID, err := strconv.ParseInt(httpapi.Param(r, "userId"), 10, 64)
	if err != nil || userID < 0 {
		return httpapi.BadRequest("userId must be a user id, or 0 for the field's mentors")
	}
	if err := h.svc.ChangeField(r.Context(), id, fieldID, userID); err != nil {
		return err
	}
	return h.respondDetail(w, r, id)
}

// AssignedUsers handles GET /api/v3/contributions/{id}/command/assigned-users[/{role}]
// and GET /api/v3/contributions/{id}/assigned-user/{role}.
func (h *HTTP) AssignedUsers(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	people, err := h.svc.AssignedUsers(r.Context(), id, typeParam(r, "role"))
	if err != nil {
		return err
	}
	return httpapi.OK(w, people)
}

// Owners handles GET /api/v3/contributions/command/view-owners/contributionId/{id}.
func (h *HTTP) Owners(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	people, err := h.svc.Owners(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, people)
}
