package tag

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
)

// Store is the SQL of tags and of the links between tags and contributions.
type Store struct{ db *db.DB }

// NewStore returns the tag store.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

const columns = `t.id, t.name, t.description, t.is_active,
	(SELECT COUNT(*) FROM contribution_tag_link l WHERE l.tag_id = t.id)`

func scan(s db.Scanner) (Tag, error) {
	var t Tag
	err := s.Scan(&t.ID, &t.Name, &t.Description, &t.IsActive, &t.UsageCount)
	return t, err
}

// Filter narrows a tag list.
type Filter struct {
	Name       string // folded "contains"
	ActiveOnly bool
}

// List reads a page of tags and how many match.
func (s *Store) List(ctx context.Context, f Filter, p paging.Page) ([]Tag, int64, error) {
	var w db.Where
	w.AndIf(f.Name != "", db.FoldedLike("t.name"), db.FoldedContains(f.Name))
	w.AndIf(f.ActiveOnly, "t.is_active = ?", true)
	items, total, err := db.Paged(ctx, s.db, scan, db.PageQuery{Columns: columns, From: "contribution_tag t", Where: w, Page: p, Tie: "t.id"})
	if err != nil {
		return nil, 0, fmt.Errorf("tag store: list: %w", err)
	}
	return items, total, nil
}

// Get reads one tag (db.ErrNoRows when there is none).
func (s *Store) Get(ctx context.Context, id int64) (Tag, error) {
	return db.ScanOne(ctx, s.db, scan, "SELECT "+columns+" FROM contribution_tag t WHERE t.id = ?", id)
}

// NameTaken reports whether another tag than except has the name key.
func (s *Store) NameTaken(ctx context.Context, key string, except int64) (bool, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_tag WHERE name_key = ? AND id <> ?", key, except).Scan(&n); err != nil {
		return false, fmt.Errorf("tag store: name %q: %w", key, err)
	}
	return n > 0, nil
}

// Insert adds a tag and returns its id.
func (s *Store) Insert(ctx context.Context, t Tag, key string, at time.Time) (int64, error) {
	id, err := s.db.InsertID(ctx, "INSERT INTO contribution_tag (name, name_key, description, is_active, created_date) VALUES (?, ?, ?, ?, ?)",
		t.Name, key, t.Description, t.IsActive, at)
	if err != nil {
		return 0, fmt.Errorf("tag store: insert: %w", err)
	}
	return id, nil
}

// Update changes a tag; false when there is no such tag.
func (s *Store) Update(ctx context.Context, t Tag, key string) (bool, error) {
	res, err := s.db.Exec(ctx, "UPDATE contribution_tag SET name = ?, name_key = ?, description = ?, is_active = ? WHERE id = ?",
		t.Name, key, t.Description, t.IsActive, t.ID)
	if err != nil {
		return false, fmt.Errorf("tag store: update %d: %w", t.ID, err)
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

// Delete removes a tag.
func (s *Store) Delete(ctx context.Context, id int64) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM contribution_tag WHERE id = ?", id); err != nil {
		return fmt.Errorf("tag store: delete %d: %w", id, err)
	}
	return nil
}

// Active reports whether a tag exists and is active.
func (s *Store) Active(ctx context.Context, id int64) (bool, error) {
	var active bool
	err := s.db.QueryRow(ctx, "SELECT is_active FROM contribution_tag WHERE id = ?", id).Scan(&active)
	if db.IsNoRows(err) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("tag store: tag %d: %w", id, err)
	}
	return active, nil
}

func scanRef(s db.Scanner) (Ref, error) {
	var r Ref
	err := s.Scan(&r.ID, &r.Name)
	return r, err
}

// Of reads the tags of a contribution, by name.
func (s *Store) Of(ctx context.Context, contributionID int64) ([]Ref, error) {
	out, err := db.Collect(ctx, s.db, scanRef, `SELECT t.id, t.name FROM contribution_tag_link l
		JOIN contribution_tag t ON t.id = l.tag_id WHERE l.contribution_id = ? ORDER BY t.name_key`, contributionID)
	if err != nil {
		return nil, fmt.Errorf("tag store: tags of %d: %w", contributionID, err)
	}
	return out, nil
}

// names reads every tag's name and its place in the tags' order by name.
func (s *Store) names(ctx context.Context) (map[int64]named, error) {
	out := map[int64]named{}
	err := db.Each(ctx, s.db, func(sc db.Scanner) error {
		var id int64
		n := named{place: len(out)}
		if err := sc.Scan(&id, &n.name); err != nil {
			return err
		}
		out[id] = n
		return nil
	}, "SELECT t.id, t.name FROM contribution_tag t ORDER BY t.name_key")
	if err != nil {
		return nil, fmt.Errorf("tag store: names: %w", err)
	}
	return out, nil
}

// Link puts a tag on a contribution.
func (s *Store) Link(ctx context.Context, contributionID, tagID int64) error {
	if _, err := s.db.Exec(ctx, "INSERT INTO contribution_tag_link (contribution_id, tag_id) VALUES (?, ?)", contributionID, tagID); err != nil {
		return fmt.Errorf("tag store: link %d to %d: %w", tagID, contributionID, err)
	}
	return nil
}

// Unlink takes a tag off a contribution.
func (s *Store) Unlink(ctx context.Context, contributionID, tagID int64) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM contribution_tag_link WHERE contribution_id = ? AND tag_id = ?", contributionID, tagID); err != nil {
		return fmt.Errorf("tag store: unlink %d from %d: %w", tagID, contributionID, err)
	}
	return nil
}
