package publishable

import (
	"context"
	"fmt"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
)

// Store reads the rows of one kind of item as the domain's type T, and
// writes what every kind writes the same way. The domain gives the select
// list (its own columns and ItemColumns) and the scan of one row.
type Store[T any] struct {
	db      *db.DB
	kind    Kind
	columns string
	scan    func(db.Scanner) (T, error)
}

// NewStore returns the store of a kind.
func NewStore[T any](d *db.DB, k Kind, columns string, scan func(db.Scanner) (T, error)) *Store[T] {
	return &Store[T]{db: d, kind: k, columns: columns, scan: scan}
}

func (s *Store[T]) from() string {
	return s.kind.Table + " c JOIN app_user u ON u.id = c.created_by"
}

// Page reads a page of items matching w (aliases c and u) and their total.
func (s *Store[T]) Page(ctx context.Context, w db.Where, p paging.Page) ([]T, int64, error) {
	items, total, err := db.Paged(ctx, s.db, s.scan, db.PageQuery{Columns: s.columns, From: s.from(), Where: w, Page: p,
		Tie: "c.id", Count: s.kind.Table + " c"})
	if err != nil {
		return nil, 0, fmt.Errorf("%s store: list: %w", s.kind.Entity, err)
	}
	return items, total, nil
}

// Get reads one item (db.ErrNoRows when there is none).
func (s *Store[T]) Get(ctx context.Context, id int64) (T, error) {
	return db.ScanOne(ctx, s.db, s.scan, "SELECT "+s.columns+" FROM "+s.from()+" WHERE c.id = ?", id)
}

// deleteRow removes an item's row (Core.Delete removes its targets and
// banner rows first).
func deleteRow(ctx context.Context, d *db.DB, k Kind, id int64) error {
	if _, err := d.Exec(ctx, "DELETE FROM "+k.Table+" WHERE id = ?", id); err != nil {
		return fmt.Errorf("%s store: delete %d: %w", k.Entity, id, err)
	}
	return nil
}
