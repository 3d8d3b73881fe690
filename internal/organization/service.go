package organization

import (
	"context"
	"fmt"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
)

// Service reads and changes the tree.
type Service struct {
	db    *db.DB
	store *Store
}

// NewService returns the organization service.
func NewService(d *db.DB) *Service { return &Service{db: d, store: NewStore(d)} }

func (s *Service) editable(ctx context.Context, n *Node) {
	p := auth.FromContext(ctx)
	n.IsEditable = !n.locked && p.HasAny(auth.RoleAdmin, auth.RoleAppAdmin)
}

// All returns every node, ordered for display.
func (s *Service) All(ctx context.Context) ([]*Node, error) {
	out, err := s.store.All(ctx)
	if err != nil {
		return nil, err
	}
	for _, n := range out {
		s.editable(ctx, n)
	}
	return out, nil
}

// Page returns one page of nodes of a kind ("" for all) and the total.
func (s *Service) Page(ctx context.Context, kind string, p paging.Page) ([]*Node, int64, error) {
	out, total, err := s.store.Page(ctx, kind, p)
	if err != nil {
		return nil, 0, err
	}
	for _, n := range out {
		s.editable(ctx, n)
	}
	return out, total, nil
}

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
	n, err := s.store.Get(ctx, id)
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
		next, err := s.store.ParentOf(ctx, cur)
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
		id, err = s.store.Insert(ctx, in, active, db.Now())
		return err
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
		return s.store.Update(ctx, in, active, db.Now())
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
		children, targeted, err := s.store.Uses(ctx, id)
		if err != nil {
			return err
		}
		if children > 0 || n.UserCount > 0 || targeted > 0 {
			return apperr.BadRequest("organizationInUse", map[string]any{"children": children, "users": n.UserCount, "targets": targeted})
		}
		return s.store.Delete(ctx, id)
	})
}

// Exists reports whether a node exists (for assigning users to units).
func (s *Service) Exists(ctx context.Context, id int64) (bool, error) { return s.store.Exists(ctx, id) }
