package banner

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// Store is the SQL of banner rows and the banner columns of their owners.
type Store struct{ db *db.DB }

// Clear deletes the banner rows of an item and returns the paths they named.
func (s *Store) Clear(ctx context.Context, kind string, id int64) ([]string, error) {
	paths, err := db.Strings(ctx, s.db, "SELECT path FROM banner_image WHERE owner_kind = ? AND owner_id = ?", kind, id)
	if err != nil {
		return nil, fmt.Errorf("banner store: paths of %s %d: %w", kind, id, err)
	}
	if _, err := s.db.Exec(ctx, "DELETE FROM banner_image WHERE owner_kind = ? AND owner_id = ?", kind, id); err != nil {
		return nil, fmt.Errorf("banner store: clear %s %d: %w", kind, id, err)
	}
	return paths, nil
}

// Insert adds one image row (kind BANNER or PREVIEW) and returns its id.
func (s *Store) Insert(ctx context.Context, ownerKind string, ownerID int64, kind, path string, at time.Time) (int64, error) {
	id, err := s.db.InsertID(ctx, "INSERT INTO banner_image (owner_kind, owner_id, kind, path, created_date) VALUES (?, ?, ?, ?, ?)",
		ownerKind, ownerID, kind, path, at)
	if err != nil {
		return 0, fmt.Errorf("banner store: insert %s row: %w", kind, err)
	}
	return id, nil
}

// SetOwner writes the banner columns of the owner's row; b nil clears them.
// table comes from the registered Owner, never from a request.
func (s *Store) SetOwner(ctx context.Context, table string, id int64, b *Banner) error {
	var err error
	if b == nil {
		_, err = s.db.Exec(ctx, "UPDATE "+table+` SET banner_id = NULL, banner_preview_id = NULL, banner_path = NULL,
			banner_preview_path = NULL WHERE id = ?`, id)
	} else {
		_, err = s.db.Exec(ctx, "UPDATE "+table+` SET banner_id = ?, banner_preview_id = ?, banner_path = ?, banner_preview_path = ?
			WHERE id = ?`, b.BannerID, b.BannerPreviewID, b.Path, b.PreviewPath, id)
	}
	if err != nil {
		return fmt.Errorf("banner store: set the banner of %s %d: %w", table, id, err)
	}
	return nil
}

// Known reports whether a banner row names path.
func (s *Store) Known(ctx context.Context, path string) (bool, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM banner_image WHERE path = ?", path).Scan(&n); err != nil {
		return false, fmt.Errorf("banner store: look up %s: %w", path, err)
	}
	return n > 0, nil
}
