// Package organization holds the tree of organizations and their units.
// Users belong to a unit; content and campaigns are targeted at nodes.
package organization

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
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
	Kind       string    `json:"kind"`
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
	Kind     string        `json:"kind"`
	Disabled bool          `json:"disabled"`
	Children []*SelectNode `json:"children,omitempty"`
}

// Input creates or changes a node.
type Input struct {
	ID        int64  `json:"id"`
	ParentID  *int64 `json:"parentId"`
	Name      string `json:"name"`
	Code      string `json:"code"`
	Kind      string `json:"kind"`
	IsActive  *bool  `json:"isActive"`
	SortOrder int    `json:"sortOrder"`
}

// Service reads and changes the tree.
type Service struct{ db *db.DB }

// NewService returns the organization service.
func NewService(d *db.DB) *Service { return &Service{db: d} }

const nodeColumns = `o.id, o.parent_id, o.name, o.code, o.kind, o.is_active, o.locked, o.sort_order, o.created_date,
	(SELECT COUNT(*) FROM app_user u WHERE u.organization_unit_id = o.id)`

func scanNode(row db.Scanner) (*Node, error) {
	n := &Node{}
	err := row.Scan(&n.ID, &n.ParentID, &n.Name, &n.Code, &n.Kind, &n.IsActive, &n.locked, &n.SortOrder, &n.Created, &n.UserCount)
	return n, err
}

func (s *Service) editable(ctx context.Context, n *Node) {
	p := auth.FromContext(ctx)
	n.IsEditable = !n.locked && p.HasAny(auth.RoleAdmin, auth.RoleAppAdmin)
}

// All returns every node, ordered for display.
func (s *Service) All(ctx context.Context) ([]*Node, error) {
	out, err := db.Collect(ctx, s.db, scanNode, "SELECT "+nodeColumns+" FROM organization o ORDER BY o.sort_order, o.name, o.id")
	if err != nil {
		return nil, fmt.Errorf("organization: list: %w", err)
	}
	for _, n := range out {
		s.editable(ctx, n)
	}
	return out, nil
}

// Page returns one page of nodes of a kind ("" for all) and the total.
func (s *Service) Page(ctx context.Context, kind string, p paging.Page) ([]*Node, int64, error) {
	var w db.Where
	w.AndIf(kind != "", "o.kind = ?", kind)
	out, total, err := db.Paged(ctx, s.db, scanNode, db.PageQuery{Columns: nodeColumns, From: "organization o", Where: w, Page: p, Tie: "o.id"})
	if err != nil {
		return nil, 0, fmt.Errorf("organization: page: %w", err)
	}
	for _, n := range out {
		s.editable(ctx, n)
	}
	return out, total, nil
}

// Sortable are the list's sort fields.
var Sortable = paging.Sortable{"id": "o.id", "name": "o.name", "code": "o.code", "kind": "o.kind",
	"isActive": "o.is_active", "sortOrder": "o.sort_order", "createdDate": "o.created_date"}

// Tree returns the forest of nodes; with rootID > 0 only that node's subtree.
func (s *Service) Tree(ctx context.Context, rootID int64) ([]*Node, error) {
	all, err := s.All(ctx)
	if err != nil {
		return nil, err
	}
	byID := make(map[int64]*Node, len(all))
	for _, n := range all {
		byID[n.ID] = n
	}
	var roots []*Node
	for _, n := range all {
		if n.ParentID != nil {
			if parent, ok := byID[*n.ParentID]; ok {
				parent.Children = append(parent.Children, n)
				continue
			}
		}
		roots = append(roots, n)
	}
	if rootID > 0 {
		n, ok := byID[rootID]
		if !ok {
			return nil, apperr.NotFound("organization")
		}
		return []*Node{n}, nil
	}
	if roots == nil {
		roots = []*Node{}
	}
	return roots, nil
}

// SelectTree is Tree in the shape of tree-select inputs; inactive nodes are disabled.
func (s *Service) SelectTree(ctx context.Context) ([]*SelectNode, error) {
	roots, err := s.Tree(ctx, 0)
	if err != nil {
		return nil, err
	}
	var conv func([]*Node) []*SelectNode
	conv = func(ns []*Node) []*SelectNode {
		out := make([]*SelectNode, 0, len(ns))
		for _, n := range ns {
			out = append(out, &SelectNode{Key: n.ID, Value: n.ID, Title: n.Name, Kind: n.Kind, Disabled: !n.IsActive, Children: conv(n.Children)})
		}
		return out
	}
	return conv(roots), nil
}

// Get returns one node.
func (s *Service) Get(ctx context.Context, id int64) (*Node, error) {
	n, err := scanNode(s.db.QueryRow(ctx, "SELECT "+nodeColumns+" FROM organization o WHERE o.id = ?", id))
	if db.IsNoRows(err) {
		return nil, apperr.NotFound("organization")
	}
	if err != nil {
		return nil, fmt.Errorf("organization: get %d: %w", id, err)
	}
	s.editable(ctx, n)
	return n, nil
}

func validate(in *Input) error {
	in.Name, in.Code = strings.TrimSpace(in.Name), strings.TrimSpace(in.Code)
	c := apperr.NewCheck("organization")
	if c.Required("name", in.Name) {
		c.Size("name", in.Name, 2, 200)
	}
	c.Size("code", in.Code, 1, 50)
	if in.Kind == "" {
		in.Kind = KindUnit
	}
	c.OneOf("kind", in.Kind, KindOrganization, KindUnit)
	c.Int32("sortOrder", in.SortOrder)
	return c.Err()
}

// checkParent refuses a parent that does not exist, or (for an existing
// node) the node itself or one of its descendants, which would make a cycle.
func (s *Service) checkParent(ctx context.Context, id int64, parentID *int64) error {
	if parentID == nil {
		return nil
	}
	for cur, depth := *parentID, 0; ; depth++ {
		if cur == id || depth > 1000 {
			return apperr.BadRequest("organizationCycle", nil)
		}
		var next *int64
		err := s.db.QueryRow(ctx, "SELECT parent_id FROM organization WHERE id = ?", cur).Scan(&next)
		if db.IsNoRows(err) {
			return apperr.BadRequest("organizationParentNotFound", nil)
		}
		if err != nil {
			return fmt.Errorf("organization: walk parents: %w", err)
		}
		if next == nil {
			return nil
		}
		cur = *next
	}
}

// Create adds a node.
func (s *Service) Create(ctx context.Context, in Input) (*Node, error) {
	if in.ID != 0 {
		return nil, apperr.EntityBadRequest("organization", "idexists")
	}
	if err := validate(&in); err != nil {
		return nil, err
	}
	active := in.IsActive == nil || *in.IsActive
	var id int64
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		if err := s.checkParent(ctx, 0, in.ParentID); err != nil {
			return err
		}
		var err error
		id, err = s.db.InsertID(ctx, `INSERT INTO organization (parent_id, name, code, kind, is_active, sort_order, created_date)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, in.ParentID, in.Name, in.Code, in.Kind, active, in.SortOrder, db.Now())
		if err != nil {
			return fmt.Errorf("organization: insert: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.Get(ctx, id)
}

// Update renames, moves, re-sorts or (de)activates a node.
func (s *Service) Update(ctx context.Context, in Input) (*Node, error) {
	if in.ID == 0 {
		return nil, apperr.EntityBadRequest("organization", "idnull")
	}
	if err := validate(&in); err != nil {
		return nil, err
	}
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		cur, err := s.Get(ctx, in.ID)
		if err != nil {
			return err
		}
		if !cur.IsEditable {
			return apperr.BadRequest("organizationNotEditable", nil)
		}
		if err := s.checkParent(ctx, in.ID, in.ParentID); err != nil {
			return err
		}
		active := cur.IsActive
		if in.IsActive != nil {
			active = *in.IsActive
		}
		_, err = s.db.Exec(ctx, `UPDATE organization SET parent_id = ?, name = ?, code = ?, kind = ?, is_active = ?, sort_order = ?,
			last_modified_date = ? WHERE id = ?`, in.ParentID, in.Name, in.Code, in.Kind, active, in.SortOrder, db.Now(), in.ID)
		if err != nil {
			return fmt.Errorf("organization: update %d: %w", in.ID, err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.Get(ctx, in.ID)
}

// Delete removes an empty node: one with no children and no users.
// Nodes in use are deactivated instead.
func (s *Service) Delete(ctx context.Context, id int64) error {
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		n, err := s.Get(ctx, id)
		if err != nil {
			return err
		}
		if !n.IsEditable {
			return apperr.BadRequest("organizationNotEditable", nil)
		}
		var children int
		if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM organization WHERE parent_id = ?", id).Scan(&children); err != nil {
			return fmt.Errorf("organization: count children: %w", err)
		}
		var targeted int
		if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM audience_target WHERE organization_id = ?", id).Scan(&targeted); err != nil {
			return fmt.Errorf("organization: count targets: %w", err)
		}
		if children > 0 || n.UserCount > 0 || targeted > 0 {
			return apperr.BadRequest("organizationInUse", map[string]any{"children": children, "users": n.UserCount, "targets": targeted})
		}
		if _, err := s.db.Exec(ctx, "DELETE FROM organization WHERE id = ?", id); err != nil {
			return fmt.Errorf("organization: delete %d: %w", id, err)
		}
		return nil
	})
}

// Exists reports whether a node exists (for assigning users to units).
func (s *Service) Exists(ctx context.Context, id int64) (bool, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM organization WHERE id = ?", id).Scan(&n); err != nil {
		return false, fmt.Errorf("organization: exists: %w", err)
	}
	return n > 0, nil
}
