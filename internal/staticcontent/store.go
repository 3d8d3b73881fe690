package staticcontent

import (
	"context"
	"fmt"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
)

// Store is the SQL of static content.
type Store struct{ db *db.DB }

// NewStore returns the store.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

const columns = "id, content_key, locale, title, content, last_modified_by, last_modified_date"

func scan(s db.Scanner) (Content, error) {
	var c Content
	err := s.Scan(&c.ID, &c.ContentKey, &c.Locale, &c.Title, &c.Content, &c.LastModifiedBy, &c.LastModifiedDate)
	return c, err
}

// List returns a page of entries, optionally of one locale or key.
func (s *Store) List(ctx context.Context, locale, key string, p paging.Page) ([]Content, int64, error) {
	var w db.Where
	w.AndIf(locale != "", "locale = ?", locale).AndIf(key != "", "content_key = ?", key)
	items, total, err := db.Paged(ctx, s.db, scan, db.PageQuery{Columns: columns, From: "static_content", Where: w, Page: p, Tie: "id"})
	if err != nil {
		return nil, 0, fmt.Errorf("staticcontent store: list: %w", err)
	}
	return items, total, nil
}

// Get returns one entry by id (db.ErrNoRows when there is none).
func (s *Store) Get(ctx context.Context, id int64) (Content, error) {
	return db.ScanOne(ctx, s.db, scan, "SELECT "+columns+" FROM static_content WHERE id = ?", id)
}

// Best returns the entry of key in locale, else in fallback, else in the
// first locale that has it (db.ErrNoRows when no locale has it).
func (s *Store) Best(ctx context.Context, key, locale, fallback string) (Content, error) {
	return db.ScanOne(ctx, s.db, scan, "SELECT "+columns+` FROM static_content WHERE content_key = ?
		ORDER BY CASE WHEN locale = ? THEN 0 WHEN locale = ? THEN 1 ELSE 2 END, locale LIMIT 1`, key, locale, fallback)
}

// IDOf returns the id of the entry of (key, locale), 0 when there is none.
func (s *Store) IDOf(ctx context.Context, key, locale string) (int64, error) {
	var id int64
	err := s.db.QueryRow(ctx, "SELECT id FROM static_content WHERE content_key = ? AND locale = ?", key, locale).Scan(&id)
	if db.IsNoRows(err) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("staticcontent store: find %s/%s: %w", key, locale, err)
	}
	return id, nil
}

// Insert adds an entry and returns its id.
func (s *Store) Insert(ctx context.Context, c Content) (int64, error) {
	id, err := s.db.InsertID(ctx, `INSERT INTO static_content (content_key, locale, title, content, last_modified_by, last_modified_date)
		VALUES (?, ?, ?, ?, ?, ?)`, c.ContentKey, c.Locale, c.Title, c.Content, c.LastModifiedBy, db.Now())
	if err != nil {
		return 0, fmt.Errorf("staticcontent store: insert %s/%s: %w", c.ContentKey, c.Locale, err)
	}
	return id, nil
}

// Update replaces the title and body of entry id.
func (s *Store) Update(ctx context.Context, id int64, c Content) error {
	if _, err := s.db.Exec(ctx, "UPDATE static_content SET title = ?, content = ?, last_modified_by = ?, last_modified_date = ? WHERE id = ?",
		c.Title, c.Content, c.LastModifiedBy, db.Now(), id); err != nil {
		return fmt.Errorf("staticcontent store: update %d: %w", id, err)
	}
	return nil
}
