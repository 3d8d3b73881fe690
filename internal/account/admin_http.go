package account

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/inno-platform/inno/internal/export"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/paging"
)

func parseUserFilter(r *http.Request) (UserFilter, error) {
	q := r.URL.Query()
	f := UserFilter{SearchStr: q.Get("searchStr"), Login: q.Get("login"), FirstName: q.Get("firstName"),
		LastName: q.Get("lastName"), Email: q.Get("email"), RegistrationStatus: q.Get("registrationStatus")}
	for _, name := range []string{"userOrg", "unitId"} {
		if v := q.Get(name); v != "" {
			id, err := strconv.ParseInt(v, 10, 64)
			if err != nil || id < 0 {
				return f, httpapi.BadRequest(name + " must be a number")
			}
			if name == "userOrg" {
				f.UserOrg = id
			} else {
				f.UnitID = id
			}
		}
	}
	for _, v := range q["roleList"] {
		for _, r := range strings.Split(v, ",") {
			if r = strings.TrimSpace(r); r != "" {
				f.Roles = append(f.Roles, r)
			}
		}
	}
	if v := q.Get("activated"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return f, httpapi.BadRequest("activated must be true or false")
		}
		f.Activated = &b
	}
	return f, nil
}

// ListUsers handles GET /api/v3/users with the filters of spec 002 §3.
func (h *HTTP) ListUsers(w http.ResponseWriter, r *http.Request) error {
	f, err := parseUserFilter(r)
	if err != nil {
		return err
	}
	p, err := httpapi.ParsePage(r, UserSortable, paging.Order{Column: "u.id"})
	if err != nil {
		return err
	}
	items, total, err := h.svc.ListUsers(r.Context(), f, p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// ExportUsers handles GET /api/v3/users/excel: the filtered list as a workbook.
func (h *HTTP) ExportUsers(w http.ResponseWriter, r *http.Request) error {
	f, err := parseUserFilter(r)
	if err != nil {
		return err
	}
	p, err := httpapi.ParsePage(r, UserSortable, paging.Order{Column: "u.id"})
	if err != nil {
		return err
	}
	p.Number, p.Size = 0, 100000
	items, _, err := h.svc.ListUsers(r.Context(), f, p)
	if err != nil {
		return err
	}
	t := export.Table{Sheet: "Users", Headers: []string{"ID", "Login", "First name", "Last name", "E-mail", "Activated",
		"Language", "Roles", "Organization unit", "Registration status", "Created"}}
	for _, u := range items {
		t.Rows = append(t.Rows, []any{u.ID, u.Login, u.FirstName, u.LastName, u.Email, u.Activated, u.LangKey,
			strings.Join(u.Authorities, ", "), u.OrganizationUnitName, u.RegistrationStatus, u.CreatedDate.UTC().Format("2006-01-02 15:04")})
	}
	return export.WriteExcel(w, "users", t)
}

// GetUser handles GET /api/v3/users/{id}.
func (h *HTTP) GetUser(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	u, err := h.svc.GetUser(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, u)
}

// UserHistory handles GET /api/v3/users/user-registration-history/{id}.
func (h *HTTP) UserHistory(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	hist, err := h.svc.UserHistory(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, hist)
}

// CreateUser handles POST /api/users.
func (h *HTTP) CreateUser(w http.ResponseWriter, r *http.Request) error {
	var m ManagedUser
	if err := httpapi.DecodeJSON(w, r, &m); err != nil {
		return err
	}
	u, err := h.svc.CreateUser(r.Context(), m)
	if err != nil {
		return err
	}
	return httpapi.Created(w, "user", u.Login, u)
}

// UpdateUser handles PUT /api/users.
func (h *HTTP) UpdateUser(w http.ResponseWriter, r *http.Request) error {
	var m ManagedUser
	if err := httpapi.DecodeJSON(w, r, &m); err != nil {
		return err
	}
	u, err := h.svc.UpdateUser(r.Context(), m)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "user", u.Login, u)
}

// UsersOfOrganization handles GET /api/users/organizationId/{id}.
func (h *HTTP) UsersOfOrganization(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	users, err := h.svc.UsersOfUnit(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, users)
}

// SearchUsers handles GET /api/v3/search-user?searchString&searchContext&parameter.
func (h *HTTP) SearchUsers(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	hits, err := h.svc.SearchUsers(r.Context(), q.Get("searchString"), q.Get("parameter"))
	if err != nil {
		return err
	}
	return httpapi.OK(w, hits)
}
