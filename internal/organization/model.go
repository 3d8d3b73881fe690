// Package organization holds the tree of organizations and their units.
// Users belong to a unit; content and campaigns are targeted at nodes.
package organization

import (
	"time"

	"github.com/inno-platform/inno/internal/paging"
)

// Kinds of node.
const (
	KindOrganization = "ORGANIZATION"
	KindUnit         = "UNIT"
)

// Node is one organization or unit. IsEditable is computed for the caller:
// an administrator may change a node unless it is locked (managed by an
// outside system).
type Node struct {
	ID         int64     `json:"id"`
	ParentID   *int64    `json:"parentId"`
	Name       string    `json:"name"`
	Code       string    `json:"code"`
	Kind       string    `json:"kind" openapi:"enum=OrgKind"`
	IsActive   bool      `json:"isActive"`
	IsEditable bool      `json:"isEditable"`
	SortOrder  int       `json:"sortOrder"`
	UserCount  int       `json:"userCount"`
	Created    time.Time `json:"createdDate"`
	Children   []*Node   `json:"children,omitempty"`

	locked bool
}

// SelectNode is the tree shape of select inputs.
type SelectNode struct {
	Key      int64         `json:"key"`
	Value    int64         `json:"value"`
	Title    string        `json:"title"`
	Kind     string        `json:"kind" openapi:"enum=OrgKind"`
	Disabled bool          `json:"disabled"`
	Children []*SelectNode `json:"children,omitempty"`
}

// Input creates or changes a node.
type Input struct {
	ID        int64  `json:"id"`
	ParentID  *int64 `json:"parentId"`
	Name      string `json:"name"`
	Code      string `json:"code"`
	Kind      string `json:"kind" openapi:"enum=OrgKind"`
	IsActive  *bool  `json:"isActive"`
	SortOrder int    `json:"sortOrder"`
}

// Sortable are the list's sort fields.
var Sortable = paging.Sortable{"id": "o.id", "name": "o.name", "code": "o.code", "kind": "o.kind",
	"isActive": "o.is_active", "sortOrder": "o.sort_order", "createdDate": "o.created_date"}
