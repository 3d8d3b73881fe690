package contribution

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
)

// Tag is a label contributions carry (spec 002 §3 Contribution tag).
type Tag struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	IsActive    bool   `json:"isActive"`
	UsageCount  int64  `json:"usageCount"`
}

// TagRef is a tag as a contribution shows it.
type TagRef struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// TagSortable are the admin tag list's sort fields.
var TagSortable = paging.Sortable{"id": "t.id", "name": "t.name_key", "isActive": "t.is_active"}

const tagColumns = `SELECT t.id, t.name, t.description, t.is_active,
	(SELECT COUNT(*) FROM contribution_tag_link l WHERE l.tag_id = t.id) FROM contribution_tag t`

func scanTags(rows *sql.Rows) ([]Tag, error) {
	defer rows.Close()
	out := []Tag{}
	for rows.Next() {
		var t Tag
		if err := rows.Scan(&t.ID, &t.Name, &t.Description, &t.IsActive, &t.UsageCount); err != nil {
			return nil, fmt.Errorf("contribution: scan tag: %w", err)
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// AdminTags lists every tag, a page at a time, optionally by name.
func (s *Service) AdminTags(ctx context.Context, name string, p paging.Page) ([]Tag, int64, error) {
	where, args := "", []any{}
	if name = strings.TrimSpace(name); name != "" {
		where, args = " WHERE "+db.FoldedLike("t.name"), append(args, db.FoldedContains(name))
	}
	var total int64
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_tag t"+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("contribution: count tags: %w", err)
	}
	rows, err := s.db.Query(ctx, tagColumns+where+p.OrderLimit("t.id"), args...)
	if err != nil {
		return nil, 0, fmt.Errorf("contribution: admin tags: %w", err)
	}
	out, err := scanTags(rows)
	return out, total, err
}

// Tag returns one tag.
func (s *Service) Tag(ctx context.Context, id int64) (Tag, error) {
	rows, err := s.db.Query(ctx, tagColumns+" WHERE t.id = ?", id)
	if err != nil {
		return Tag{}, fmt.Errorf("contribution: tag %d: %w", id, err)
	}
	out, err := scanTags(rows)
	if err != nil {
		return Tag{}, err
	}
	if len(out) == 0 {
		return Tag{}, apperr.NotFound("contributionTag")
	}
	return out[0], nil
}

// SaveTag creates (id 0) or changes a tag. Names are unique regardless of case.
func (s *Service) SaveTag(ctx context.Context, t Tag) (Tag, error) {
	t.Name, t.Description = strings.TrimSpace(t.Name), strings.TrimSpace(t.Description)
	c := apperr.NewCheck("contributionTag")
	if c.Required("name", t.Name) {
		c.Size("name", t.Name, 2, 50)
	}
	c.Size("description", t.Description, 0, 255)
	if err := c.Err(); err != nil {
		return Tag{}, err
	}
	key := strings.ToLower(t.Name)
	err := s.write(ctx, func(ctx context.Context) error {
		var clash int
		if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_tag WHERE name_key = ? AND id <> ?", key, t.ID).Scan(&clash); err != nil {
			return fmt.Errorf("contribution: tag name: %w", err)
		}
		if clash > 0 {
			return apperr.BadRequest("tagNameExists", map[string]any{"name": t.Name})
		}
		if t.ID == 0 {
			id, err := s.db.InsertID(ctx, "INSERT INTO contribution_tag (name, name_key, description, is_active, created_date) VALUES (?, ?, ?, ?, ?)",
				t.Name, key, t.Description, t.IsActive, s.now())
			if err != nil {
				return fmt.Errorf("contribution: insert tag: %w", err)
			}
			t.ID = id
			return nil
		}
		res, err := s.db.Exec(ctx, "UPDATE contribution_tag SET name = ?, name_key = ?, description = ?, is_active = ? WHERE id = ?",
			t.Name, key, t.Description, t.IsActive, t.ID)
		if err != nil {
			return fmt.Errorf("contribution: update tag: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return apperr.NotFound("contributionTag")
		}
		return nil
	})
	if err != nil {
		return Tag{}, err
	}
	return s.Tag(ctx, t.ID)
}

// DeleteTag removes a tag no contribution carries; a used tag is
// deactivated instead, so the contributions keep it.
func (s *Service) DeleteTag(ctx context.Context, id int64) error {
	return s.write(ctx, func(ctx context.Context) error {
		t, err := s.Tag(ctx, id)
		if err != nil {
			return err
		}
		if t.UsageCount > 0 {
			return apperr.BadRequest("tagInUse", map[string]any{"contributions": t.UsageCount})
		}
		if _, err := s.db.Exec(ctx, "DELETE FROM contribution_tag WHERE id = ?", id); err != nil {
			return fmt.Errorf("contribution: delete tag: %w", err)
		}
		return nil
	})
}

// contributionTags reads the tags of a contribution.
func (s *Service) contributionTags(ctx context.Context, id int64) ([]TagRef, error) {
	rows, err := s.db.Query(ctx, `SELECT t.id, t.name FROM contribution_tag_link l JOIN contribution_tag t ON t.id = l.tag_id
		WHERE l.contribution_id = ? ORDER BY t.name_key`, id)
	if err != nil {
		return nil, fmt.Errorf("contribution: tags of %d: %w", id, err)
	}
	defer rows.Close()
	out := []TagRef{}
	for rows.Next() {
		var t TagRef
		if err := rows.Scan(&t.ID, &t.Name); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// MaxTags is how many tags one contribution may carry.
const MaxTags = 10

// setTags makes exactly the given tags the contribution's. A tag already on
// it may stay after it was deactivated; a new one must be active.
func (s *Service) setTags(ctx context.Context, id int64, tagIDs []int64) error {
	if err := s.touch(ctx, id); err != nil {
		return err
	}
	current, err := s.contributionTags(ctx, id)
	if err != nil {
		return err
	}
	had := map[int64]bool{}
	for _, t := range current {
		had[t.ID] = true
	}
	want := map[int64]bool{}
	for _, tid := range tagIDs {
		if want[tid] {
			continue
		}
		want[tid] = true
		if had[tid] {
			continue
		}
		var active bool
		err := s.db.QueryRow(ctx, "SELECT is_active FROM contribution_tag WHERE id = ?", tid).Scan(&active)
		if db.IsNoRows(err) || (err == nil && !active) {
			return apperr.BadRequest("tagNotFound", map[string]any{"tagId": tid})
		}
		if err != nil {
			return fmt.Errorf("contribution: tag %d: %w", tid, err)
		}
		if _, err := s.db.Exec(ctx, "INSERT INTO contribution_tag_link (contribution_id, tag_id) VALUES (?, ?)", id, tid); err != nil {
			return fmt.Errorf("contribution: link tag: %w", err)
		}
	}
	for tid := range had {
		if !want[tid] {
			if _, err := s.db.Exec(ctx, "DELETE FROM contribution_tag_link WHERE contribution_id = ? AND tag_id = ?", id, tid); err != nil {
				return fmt.Errorf("contribution: unlink tag: %w", err)
			}
		}
	}
	return nil
}
