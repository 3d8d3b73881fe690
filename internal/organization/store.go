package organization

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
)

// Store is the SQL of the organization tree.
type Store struct{ db *db.DB }

// NewStore returns the organization store.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

const nodeColumns = `o.id, o.parent_id, o.name, o.code, o.kind, o.is_active, o.locked, o.sort_order, o.created_date,
	(SELECT COUNT(*) FROM app_user u WHERE u.organization_unit_id = o.id)`

func scanNode(row db.Scanner) (*Node, error) {
	n := &Node{}
	err := row.Scan(&n.ID, &n.ParentID, &n.Name, &n.Code, &n.Kind, &n.IsActive, &n.locked, &n.SortOrder, &n.Created, &n.UserCount)
	return n, err
}

// All reads every node, ordered for display.
func (s *Store) All(ctx context.Context) ([]*Node, error) {
	out, err := db.Collect(ctx, s.db, scanNode, "SELECT "+nodeColumns+" FROM organization o ORDER BY o.sort_order, o.name, o.id")
	if err != nil {
		return nil, fmt.Errorf("organization: list: %w", err)
	}
	return out, nil
}

// Page reads one page of nodes of a kind ("" for all) and the total.
func (s *Store) Page(ctx context.Context, kind string, p paging.Page) ([]*Node, int64, error) {
	var w db.Where
	w.AndIf(kind != "", "o.kind = ?", kind)
	out, total, err := db.Paged(ctx, s.db, scanNode, db.PageQuery{Columns: nodeColumns, From: "organization o", Where: w, Page: p, Tie: "o.id"})
	if err != nil {
		return nil, 0, fmt.Errorf("organization: page: %w", err)
	}
	return out, total, nil
}

// Get reads one node (db.ErrNoRows when there is none).
func (s *Store) Get(ctx context.Context, id int64) (*Node, error) {
	return db.ScanOne(ctx, s.db, scanNode, "SELECT "+nodeColumns+" FROM organization o WHERE o.id = ?", id)
}

// ParentOf reads a node's parent (nil for a root; db.ErrNoRows when there is no such node).
func (s *Store) ParentOf(ctx context.Context, id int64) (*int64, error) {
	var parent *int64
	err := s.db.QueryRow(ctx, "SELECT parent_id FROM organization WHERE id = ?", id).Scan(&parent)
	return parent, err
}

// Insert adds a node and returns its id.
func (s *Store) Insert(ctx context.Context, in Input, active bool, at time.Time) (int64, error) {
	id, err := s.db.InsertID(ctx, `INSERT INTO organization (parent_id, name, code, kind, is_active, sort_order, created_date)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, in.ParentID, in.Name, in.Code, in.Kind, active, in.SortOrder, at)
	if err != nil {
		return 0, fmt.Errorf("organization: insert: %w", err)
	}
	return id, nil
}

// Update writes a node's parent, name, code, kind, flag and order.
func (s *Store) Update(ctx context.Context, in Input, active bool, at time.Time) error {
	_, err := s.db.Exec(ctx, `UPDATE organization SET parent_id = ?, name = ?, code = ?, kind = ?, is_active = ?, sort_order = ?,
		last_modified_date = ? WHERE id = ?`, in.ParentID, in.Name, in.Code, in.Kind, active, in.SortOrder, at, in.ID)
	if err != nil {
		return fmt.Errorf("organization: update %d: %w", in.ID, err)
	}
	return nil
}

// Uses counts what refers to a node besides its users: child nodes and
// audience targets.
func (s *Store) Uses(ctx context.Context, id int64) (children, targeted int, err error) {
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM organization WHERE parent_id = ?", id).Scan(&children); err != nil {
		return 0, 0, fmt.Errorf("organization: count children: %w", err)
	}
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM audience_target WHERE organization_id = ?", id).Scan(&targeted); err != nil {
		return 0, 0, fmt.Errorf("organization: count targets: %w", err)
	}
	return children, targeted, nil
}

// Delete removes a node.
func (s *Store) Delete(ctx context.Context, id int64) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM organization WHERE id = ?", id); err != nil {
		return fmt.Errorf("organization: delete %d: %w", id, err)
	}
	return nil
}

// Exists reports whether a node exists.
func (s *Store) Exists(ctx context.Context, id int64) (bool, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM organization WHERE id = ?", id).Scan(&n); err != nil {
		return false, fmt.Errorf("organization: exists: %w", err)
	}
	return n > 0, nil
}
