package content

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/publishable"
)

// Store is the SQL of content items; the reads every publishable kind shares
// come from publishable.Store.
type Store struct {
	db *db.DB
	*publishable.Store[Content]
}

// NewStore returns the content store.
func NewStore(d *db.DB) *Store {
	return &Store{db: d, Store: publishable.NewStore(d, Kind, "c.category_id, c.language, c.last_date, "+publishable.ItemColumns, scan)}
}

func scan(s db.Scanner) (Content, error) {
	var c Content
	dest := append([]any{&c.CategoryID, &c.Language, &c.LastDate}, c.ItemDest()...)
	if err := s.Scan(dest...); err != nil {
		return c, err
	}
	c.Scanned()
	cat, _ := category(c.CategoryID)
	c.Category, c.CategoryIcon = cat.Name, cat.Icon
	c.Post = c.Body
	return c, nil
}

// Insert adds an item with its code CNT-nnnnn and returns its id.
func (s *Store) Insert(ctx context.Context, in Content, by int64, now time.Time) (int64, error) {
	id, err := s.db.InsertID(ctx, `INSERT INTO content (code, title, summary, body, category_id, language, access_level, publish_state,
		publish_date, last_date, created_by, created_date, updated_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		"new-"+fmt.Sprint(now.UnixNano()), in.Title, in.Summary, in.Body, in.CategoryID, in.Language, in.AccessLevel, in.PublishState,
		in.PublishDate, in.LastDate, by, now, now)
	if err != nil {
		return 0, fmt.Errorf("content store: insert: %w", err)
	}
	if _, err := s.db.Exec(ctx, "UPDATE content SET code = ? WHERE id = ?", fmt.Sprintf("CNT-%05d", id), id); err != nil {
		return 0, fmt.Errorf("content store: code: %w", err)
	}
	return id, nil
}

// Update writes an item's fields.
func (s *Store) Update(ctx context.Context, in Content, now time.Time) error {
	if _, err := s.db.Exec(ctx, `UPDATE content SET title = ?, summary = ?, body = ?, category_id = ?, language = ?, access_level = ?,
		publish_state = ?, publish_date = ?, last_date = ?, updated_date = ? WHERE id = ?`,
		in.Title, in.Summary, in.Body, in.CategoryID, in.Language, in.AccessLevel, in.PublishState, in.PublishDate, in.LastDate, now, in.ID); err != nil {
		return fmt.Errorf("content store: update %d: %w", in.ID, err)
	}
	return nil
}
