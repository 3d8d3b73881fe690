package organization_test

import (
	"net/http"
	"strconv"
	"testing"

	"github.com/inno-platform/inno/internal/testkit"
)

type node struct {
	ID         int64   `json:"id"`
	ParentID   *int64  `json:"parentId"`
	Name       string  `json:"name"`
	Kind       string  `json:"kind"`
	IsActive   bool    `json:"isActive"`
	IsEditable bool    `json:"isEditable"`
	UserCount  int     `json:"userCount"`
	Children   []*node `json:"children"`
}

func find(ns []*node, name string) *node {
	for _, n := range ns {
		if n.Name == name {
			return n
		}
		if f := find(n.Children, name); f != nil {
			return f
		}
	}
	return nil
}

func TestOrganizationTreeLifecycle(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("appadmin", "appadmin")
	call := func(method, path string, body any) *testkit.Response {
		return env.Do(testkit.Request{Method: method, Path: path, Token: admin, Body: body})
	}
	var tree []*node
	call(http.MethodGet, "/api/v3/organizations/tree", nil).Expect(t, http.StatusOK).JSON(t, &tree)
	root := find(tree, "Inno Holding")
	if len(tree) != 1 || root == nil || find(tree, "Quality") == nil || !root.IsEditable {
		t.Fatalf("demo tree: %+v", tree)
	}
	production := find(tree, "Production")

	// Create a unit under Production.
	var created node
	res := call(http.MethodPost, "/api/v3/organizations", map[string]any{"name": "Maintenance", "kind": "UNIT", "parentId": production.ID}).Expect(t, http.StatusCreated)
	res.JSON(t, &created)
	if res.Header.Get("app-alert") != "inno.organization.created" || created.ParentID == nil || *created.ParentID != production.ID || !created.IsActive {
		t.Fatalf("created: %+v (%s)", created, res.Header.Get("app-alert"))
	}
	// Rename and move it to the root, then deactivate.
	call(http.MethodPut, "/api/v3/organizations", map[string]any{"id": created.ID, "name": "Plant Maintenance", "kind": "UNIT", "parentId": root.ID}).Expect(t, http.StatusOK)
	var moved node
	call(http.MethodGet, "/api/v3/organizations/org/"+strconv.FormatInt(created.ID, 10), nil).Expect(t, http.StatusOK).JSON(t, &moved)
	if moved.Name != "Plant Maintenance" || *moved.ParentID != root.ID {
		t.Errorf("after move: %+v", moved)
	}
	call(http.MethodPut, "/api/v3/organizations", map[string]any{"id": created.ID, "name": "Plant Maintenance", "kind": "UNIT", "parentId": root.ID, "isActive": false}).Expect(t, http.StatusOK)
	// Inactive nodes are disabled in the select tree.
	var sel []struct {
		Value    int64 `json:"value"`
		Title    string
		Disabled bool
		Children []struct {
			Value    int64 `json:"value"`
			Title    string
			Disabled bool
		}
	}
	call(http.MethodGet, "/api/v3/organizations/treeSelect", nil).Expect(t, http.StatusOK).JSON(t, &sel)
	foundDisabled := false
	for _, c := range sel[0].Children {
		if c.Value == created.ID && c.Disabled {
			foundDisabled = true
		}
	}
	if !foundDisabled {
		t.Errorf("inactive unit not disabled in treeSelect: %+v", sel)
	}
	call(http.MethodGet, "/api/v3/organizations/treeSelect/withoutSync", nil).Expect(t, http.StatusOK)

	// A node cannot move under its own descendant.
	quality := find(tree, "Quality")
	body := call(http.MethodPut, "/api/v3/organizations", map[string]any{"id": production.ID, "name": "Production", "kind": "UNIT", "parentId": quality.ID}).Expect(t, http.StatusBadRequest).Map(t)
	if body["errorKey"] != "organizationCycle" {
		t.Errorf("cycle: %v", body)
	}
	// Bad input.
	call(http.MethodPost, "/api/v3/organizations", map[string]any{"name": "", "kind": "TEAM"}).Expect(t, http.StatusBadRequest)
	call(http.MethodPost, "/api/v3/organizations", map[string]any{"name": "Ghost", "parentId": 99999}).Expect(t, http.StatusBadRequest)
	call(http.MethodPost, "/api/v3/organizations", map[string]any{"id": 5, "name": "With id"}).Expect(t, http.StatusBadRequest)

	// A node with units or users cannot be deleted; an empty one can.
	if b := call(http.MethodDelete, "/api/v3/organizations/"+strconv.FormatInt(production.ID, 10), nil).Expect(t, http.StatusBadRequest).Map(t); b["errorKey"] != "organizationInUse" {
		t.Errorf("delete in use: %v", b)
	}
	call(http.MethodDelete, "/api/v3/organizations/"+strconv.FormatInt(created.ID, 10), nil).Expect(t, http.StatusNoContent)
	call(http.MethodGet, "/api/v3/organizations/org/"+strconv.FormatInt(created.ID, 10), nil).Expect(t, http.StatusNotFound)
}

func TestOrganizationListsAndSubtree(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("admin", "admin")
	all := env.Get("/api/v3/organizations-list?page=0&size=3&sort=name,asc", admin).Expect(t, http.StatusOK)
	var page []node
	all.JSON(t, &page)
	if all.Header.Get("x-total-count") != "7" || len(page) != 3 || page[0].Name != "Human Resources" {
		t.Errorf("paged list: total %s, %+v", all.Header.Get("x-total-count"), page)
	}
	var orgs []node
	env.Get("/api/v3/organizations-list-tab", admin).Expect(t, http.StatusOK).JSON(t, &orgs)
	if len(orgs) != 1 || orgs[0].Kind != "ORGANIZATION" {
		t.Errorf("list-tab: %+v", orgs)
	}
	var units []node
	res := env.Get("/api/v3/organization-units", env.Login("user", "user")).Expect(t, http.StatusOK)
	res.JSON(t, &units)
	if len(units) != 6 || res.Header.Get("x-total-count") != "6" {
		t.Errorf("units: %d", len(units))
	}
	for _, u := range units {
		if u.IsEditable {
			t.Errorf("a plain user sees %s as editable", u.Name)
		}
	}
	var prod node
	for _, u := range units {
		if u.Name == "Production" {
			prod = u
		}
	}
	if prod.UserCount != 2 {
		t.Errorf("Production has %d users, want 2 (user, improvement)", prod.UserCount)
	}
	var sub []*node
	env.Get("/api/v3/organizations/tree/"+strconv.FormatInt(prod.ID, 10), admin).Expect(t, http.StatusOK).JSON(t, &sub)
	if len(sub) != 1 || len(sub[0].Children) != 1 || sub[0].Children[0].Name != "Quality" {
		t.Errorf("subtree: %+v", sub)
	}
	env.Get("/api/v3/organizations/tree/99999", admin).Expect(t, http.StatusNotFound)
	env.Get("/api/v3/organizations-list?sort=secret", admin).Expect(t, http.StatusBadRequest)
	// Users of a unit.
	var users []struct{ Login string }
	env.Get("/api/users/organizationId/"+strconv.FormatInt(prod.ID, 10), admin).Expect(t, http.StatusOK).JSON(t, &users)
	if len(users) != 2 {
		t.Errorf("users of Production: %+v", users)
	}
}
