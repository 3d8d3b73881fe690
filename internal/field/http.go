package field

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/paging"
)

// HTTP holds the field handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

func typeParam(r *http.Request) string { return strings.ToUpper(httpapi.Param(r, "type")) }

// everyActive is the whole list of a type's active fields, in their order.
var everyActive = paging.Page{Size: paging.MaxPageSize, Sort: []paging.Order{DefaultOrder}}

// List handles GET /api/v3/contribution-fields/{type} (paged, every field).
func (h *HTTP) List(w http.ResponseWriter, r *http.Request) error {
	p, err := httpapi.ParsePage(r, Sortable, DefaultOrder)
	if err != nil {
		return err
	}
	items, total, err := h.svc.List(r.Context(), typeParam(r), false, p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// Active handles GET /api/v3/contribution-fields/list/{type}: the active fields.
func (h *HTTP) Active(w http.ResponseWriter, r *http.Request) error {
	items, _, err := h.svc.List(r.Context(), typeParam(r), true, everyActive)
	if err != nil {
		return err
	}
	return httpapi.OK(w, items)
}

// Options handles GET /api/v3/contribution-fields/options/{type}?langkey: {value, label} pairs.
func (h *HTTP) Options(w http.ResponseWriter, r *http.Request) error {
	items, _, err := h.svc.List(r.Context(), typeParam(r), true, everyActive)
	if err != nil {
		return err
	}
	type option struct {
		Value int64  `json:"value"`
		Label string `json:"label"`
	}
	out := []option{}
	for _, f := range items {
		out = append(out, option{Value: f.ID, Label: f.Title(httpapi.Lang(r))})
	}
	return httpapi.OK(w, out)
}

// Get handles GET /api/v3/contribution-fields/{type}/{id}.
func (h *HTTP) Get(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	f, err := h.svc.Get(r.Context(), typeParam(r), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, f)
}

// Create handles POST /api/v3/contribution-fields/{type}.
func (h *HTTP) Create(w http.ResponseWriter, r *http.Request) error {
	f := Field{IsActive: true} // a new field is active unless the body says otherwise
	if err := httpapi.DecodeJSON(w, r, &f); err != nil {
		return err
	}
	if f.ID != 0 {
		return apperr.EntityBadRequest("contributionField", "idexists")
	}
	saved, err := h.svc.Save(r.Context(), typeParam(r), f)
	if err != nil {
		return err
	}
	return httpapi.Created(w, "contributionField", strconv.FormatInt(saved.ID, 10), saved)
}

// Update handles PUT /api/v3/contribution-fields/{type}.
func (h *HTTP) Update(w http.ResponseWriter, r *http.Request) error {
	var f Field
	if err := httpapi.DecodeJSON(w, r, &f); err != nil {
		return err
	}
	if f.ID == 0 {
		return apperr.EntityBadRequest("contributionField", "idnull")
	}
	saved, err := h.svc.Save(r.Context(), typeParam(r), f)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "contributionField", strconv.FormatInt(saved.ID, 10), saved)
}

// Delete handles DELETE /api/v3/contribution-fields/{type}/{id}.
func (h *HTTP) Delete(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	if err := h.svc.Delete(r.Context(), typeParam(r), id); err != nil {
		return err
	}
	return httpapi.Deleted(w, "contributionField", strconv.FormatInt(id, 10))
}

func (h *HTTP) users(w http.ResponseWriter, r *http.Request, role string) error {
	id, err := httpapi.PathID(r, "f")
	if err != nil {
		return err
	}
	users, err := h.svc.Users(r.Context(), id, role)
	if err != nil {
		return err
	}
	return httpapi.OK(w, users)
}

// Users handles GET /api/v3/contribution-users/fieldId/{f}.
func (h *HTTP) Users(w http.ResponseWriter, r *http.Request) error {
	return h.users(w, r, "")
}

// Responsibles handles GET /api/v3/contribution-users/fieldId/{f}/responsibles.
func (h *HTTP) Responsibles(w http.ResponseWriter, r *http.Request) error {
	return h.users(w, r, lifecycle.RoleResponsible)
}

// Mentors handles GET /api/v3/contribution-field-users/fieldId/{f}/mentor.
func (h *HTTP) Mentors(w http.ResponseWriter, r *http.Request) error {
	return h.users(w, r, lifecycle.RoleMentor)
}

// AddUser handles POST /api/v3/contribution-users/fieldId/{f} {"userId", "userRole"}:
// 201 with the field user {id, fieldId, userId, userRole, isActive, login, fullName}.
func (h *HTTP) AddUser(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "f")
	if err != nil {
		return err
	}
	var in struct {
		UserID   int64  `json:"userId"`
		UserRole string `json:"userRole"`
	}
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	role := strings.ToUpper(in.UserRole)
	if err := h.svc.AddUser(r.Context(), id, in.UserID, role); err != nil {
		return err
	}
	u, err := h.svc.User(r.Context(), id, in.UserID, role)
	if err != nil {
		return err
	}
	return httpapi.Created(w, "contributionUser", strconv.FormatInt(u.ID, 10), u)
}

// RemoveUser handles DELETE /api/v3/contribution-users/{id}/fieldId/{f}/userId/{u}/userRole/{r}.
func (h *HTTP) RemoveUser(w http.ResponseWriter, r *http.Request) error {
	f, u, role, err := assignment(r)
	if err != nil {
		return err
	}
	if err := h.svc.RemoveUser(r.Context(), f, u, role); err != nil {
		return err
	}
	return httpapi.Deleted(w, "contributionUser", strconv.FormatInt(u, 10))
}

// UpdateUser handles PUT /api/v3/contribution-users
// {id, fieldId, userId, userRole, isActive}.
func (h *HTTP) UpdateUser(w http.ResponseWriter, r *http.Request) error {
	var in UserInput
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if in.ID == 0 {
		return apperr.EntityBadRequest("contributionUser", "idnull")
	}
	u, err := h.svc.UpdateUser(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "contributionUser", strconv.FormatInt(u.ID, 10), u)
}

// User handles GET /api/v3/contribution-field-users/fieldId/{f}/userId/{u}/userRole/{r}.
func (h *HTTP) User(w http.ResponseWriter, r *http.Request) error {
	f, u, role, err := assignment(r)
	if err != nil {
		return err
	}
	fu, err := h.svc.User(r.Context(), f, u, role)
	if err != nil {
		return err
	}
	return httpapi.OK(w, fu)
}

// assignment reads the field {f}, the user {u} and the role {r} of a path.
func assignment(r *http.Request) (fieldID, userID int64, role string, err error) {
	if fieldID, err = httpapi.PathID(r, "f"); err != nil {
		return 0, 0, "", err
	}
	if userID, err = httpapi.PathID(r, "u"); err != nil {
		return 0, 0, "", err
	}
	return fieldID, userID, strings.ToUpper(httpapi.Param(r, "r")), nil
}
