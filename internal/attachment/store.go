package attachment

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// Store is the SQL of contribution images and files, and of the banner
// columns of the contribution row.
type Store struct{ db *db.DB }

// ImagePaths lists the stored banner and preview of a contribution.
func (s *Store) ImagePaths(ctx context.Context, contributionID int64) ([]string, error) {
	paths, err := db.Strings(ctx, s.db, "SELECT path FROM contribution_image WHERE contribution_id = ?", contributionID)
	if err != nil {
		return nil, fmt.Errorf("attachment store: image paths of %d: %w", contributionID, err)
	}
	return paths, nil
}

// ClearImages deletes the image rows of a contribution.
func (s *Store) ClearImages(ctx context.Context, contributionID int64) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM contribution_image WHERE contribution_id = ?", contributionID); err != nil {
		return fmt.Errorf("attachment store: clear images of %d: %w", contributionID, err)
	}
	return nil
}

// InsertImage adds an image row (BANNER or PREVIEW) and returns its id.
func (s *Store) InsertImage(ctx context.Context, contributionID int64, kind, path string, at time.Time) (int64, error) {
	id, err := s.db.InsertID(ctx, "INSERT INTO contribution_image (contribution_id, kind, path, created_date) VALUES (?, ?, ?, ?)",
		contributionID, kind, path, at)
	if err != nil {
		return 0, fmt.Errorf("attachment store: %s row: %w", kind, err)
	}
	return id, nil
}

// SetBanner writes the banner columns of the contribution; b nil clears them.
func (s *Store) SetBanner(ctx context.Context, contributionID int64, b *Banner, at time.Time) error {
	var err error
	if b == nil {
		_, err = s.db.Exec(ctx, `UPDATE contribution SET banner_id = NULL, banner_preview_id = NULL, banner_path = NULL,
			banner_preview_path = NULL, updated_date = ? WHERE id = ?`, at, contributionID)
	} else {
		_, err = s.db.Exec(ctx, `UPDATE contribution SET banner_id = ?, banner_preview_id = ?, banner_path = ?, banner_preview_path = ?,
			updated_date = ? WHERE id = ?`, b.BannerID, b.BannerPreviewID, b.Path, b.PreviewPath, at, contributionID)
	}
	if err != nil {
		return fmt.Errorf("attachment store: banner of %d: %w", contributionID, err)
	}
	return nil
}

// BannerID is the contribution's current banner id (nil without one).
func (s *Store) BannerID(ctx context.Context, contributionID int64) (*int64, error) {
	var id *int64
	if err := s.db.QueryRow(ctx, "SELECT banner_id FROM contribution WHERE id = ?", contributionID).Scan(&id); err != nil {
		return nil, fmt.Errorf("attachment store: banner of %d: %w", contributionID, err)
	}
	return id, nil
}

// ImageKnown reports whether an image row names path.
func (s *Store) ImageKnown(ctx context.Context, path string) (bool, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_image WHERE path = ?", path).Scan(&n); err != nil {
		return false, fmt.Errorf("attachment store: image %s: %w", path, err)
	}
	return n > 0, nil
}

func scanFile(s db.Scanner) (File, error) {
	var f File
	err := s.Scan(&f.ID, &f.Kind, &f.FileName, &f.ContentType, &f.Size, &f.CreatedBy, &f.CreatedDate, &f.key, &f.contributionID)
	return f, err
}

const fileColumns = "id, kind, file_name, content_type, size, created_by, created_date, storage_key, contribution_id"

// Files lists the files of a contribution, oldest first.
func (s *Store) Files(ctx context.Context, contributionID int64) ([]File, error) {
	out, err := db.Collect(ctx, s.db, scanFile, "SELECT "+fileColumns+" FROM contribution_file WHERE contribution_id = ? ORDER BY id", contributionID)
	if err != nil {
		return nil, fmt.Errorf("attachment store: files of %d: %w", contributionID, err)
	}
	return out, nil
}

// File reads one file (db.ErrNoRows when there is none).
func (s *Store) File(ctx context.Context, fileID int64) (File, error) {
	return db.ScanOne(ctx, s.db, scanFile, "SELECT "+fileColumns+" FROM contribution_file WHERE id = ?", fileID)
}

// CountFiles counts the files of a contribution.
func (s *Store) CountFiles(ctx context.Context, contributionID int64) (int, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_file WHERE contribution_id = ?", contributionID).Scan(&n); err != nil {
		return 0, fmt.Errorf("attachment store: count files of %d: %w", contributionID, err)
	}
	return n, nil
}

// InsertFile adds a file row and returns its id.
func (s *Store) InsertFile(ctx context.Context, contributionID int64, f File) (int64, error) {
	id, err := s.db.InsertID(ctx, `INSERT INTO contribution_file (contribution_id, kind, storage_key, file_name, content_type, size,
		created_by, created_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, contributionID, f.Kind, f.key, f.FileName, f.ContentType, f.Size,
		f.CreatedBy, f.CreatedDate)
	if err != nil {
		return 0, fmt.Errorf("attachment store: file row: %w", err)
	}
	return id, nil
}

// DeleteFile removes a file row.
func (s *Store) DeleteFile(ctx context.Context, fileID int64) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM contribution_file WHERE id = ?", fileID); err != nil {
		return fmt.Errorf("attachment store: delete file %d: %w", fileID, err)
	}
	return nil
}
