package organization

import (
	"net/http"

	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/paging"
)

// HTTP holds the organization handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the organization handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

func (h *HTTP) list(w http.ResponseWriter, r *http.Request, kind string) error {
	p, err := httpapi.ParsePage(r, Sortable, paging.Order{Column: "o.sort_order"}, paging.Order{Column: "o.name"})
	if err != nil {
		return err
	}
	if r.URL.Query().Get("size") == "" {
		p.Size = paging.MaxPageSize // without paging the whole list is wanted
	}
	items, total, err := h.svc.Page(r.Context(), kind, p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// List handles GET /api/v3/organizations-list: every node, flat.
func (h *HTTP) List(w http.ResponseWriter, r *http.Request) error { return h.list(w, r, "") }

// ListTab handles GET /api/v3/organizations-list-tab: the organizations
// (top-level kind) for the organization tab.
func (h *HTTP) ListTab(w http.ResponseWriter, r *http.Request) error {
	return h.list(w, r, KindOrganization)
}

// Units handles GET /api/v3/organization-units.
func (h *HTTP) Units(w http.ResponseWriter, r *http.Request) error { return h.list(w, r, KindUnit) }

// Tree handles GET /api/v3/organizations/tree.
func (h *HTTP) Tree(w http.ResponseWriter, r *http.Request) error {
	t, err := h.svc.Tree(r.Context(), 0)
	if err != nil {
		return err
	}
	return httpapi.OK(w, t)
}

// Subtree handles GET /api/v3/organizations/tree/{id}.
func (h *HTTP) Subtree(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	t, err := h.svc.Tree(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, t)
}

// TreeSelect handles GET /api/v3/organizations/treeSelect (and
// treeSelect/withoutSync: the tree is kept here, so both are the same).
func (h *HTTP) TreeSelect(w http.ResponseWriter, r *http.Request) error {
	t, err := h.svc.SelectTree(r.Context())
	if err != nil {
		return err
	}
	return httpapi.OK(w, t)
}

// Get handles GET /api/v3/organizations/org/{id}.
func (h *HTTP) Get(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	n, err := h.svc.Get(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, n)
}

// Create handles POST /api/v3/organizations.
func (h *HTTP) Create(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	n, err := h.svc.Create(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Created(w, "organization", n.Name, n)
}

// Update handles PUT /api/v3/organizations.
func (h *HTTP) Update(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	n, err := h.svc.Update(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "organization", n.Name, n)
}

// Delete handles DELETE /api/v3/organizations/{id}.
func (h *HTTP) Delete(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	if err := h.svc.Delete(r.Context(), id); err != nil {
		return err
	}
	return httpapi.Deleted(w, "organization", httpapi.Param(r, "id"))
}
