package field

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
)

// Store is the SQL of fields, their titles and their people.
type Store struct{ db *db.DB }

// NewStore returns the field store.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

const columns = "f.id, f.contribution_type, f.is_active, f.sort_order"

func scanField(s db.Scanner) (Field, error) {
	var f Field
	err := s.Scan(&f.ID, &f.ContributionType, &f.IsActive, &f.SortOrder)
	f.DefinitionList = []Title{}
	return f, err
}

// Page reads one page of a type's fields (the active ones only, when
// activeOnly) with their titles, and the total.
func (s *Store) Page(ctx context.Context, contributionType string, activeOnly bool, p paging.Page) ([]Field, int64, error) {
	var where db.Where
	where.And("f.contribution_type = ?", contributionType).AndIf(activeOnly, "f.is_active = ?", true)
	out, total, err := db.Paged(ctx, s.db, scanField, db.PageQuery{Columns: columns, From: "contribution_field f", Where: where, Page: p, Tie: "f.id"})
	if err != nil {
		return nil, 0, fmt.Errorf("field: list: %w", err)
	}
	return out, total, s.withTitles(ctx, out)
}

// Get reads a field of a type with its titles; found is false when the
// type has no such field.
func (s *Store) Get(ctx context.Context, contributionType string, id int64) (f Field, found bool, err error) {
	f, err = db.ScanOne(ctx, s.db, scanField, "SELECT "+columns+" FROM contribution_field f WHERE f.id = ? AND f.contribution_type = ?", id, contributionType)
	if db.IsNoRows(err) {
		return f, false, nil
	}
	if err != nil {
		return f, false, fmt.Errorf("field: get %d: %w", id, err)
	}
	list := []Field{f}
	if err := s.withTitles(ctx, list); err != nil {
		return f, false, err
	}
	return list[0], true, nil
}

// withTitles reads the titles of fields in one query.
func (s *Store) withTitles(ctx context.Context, fields []Field) error {
	if len(fields) == 0 {
		return nil
	}
	index := make(map[int64]int, len(fields))
	ids := make([]int64, len(fields))
	for i, f := range fields {
		index[f.ID], ids[i] = i, f.ID
	}
	type titled struct {
		fieldID int64
		title   Title
	}
	in, args := db.In("field_id", ids)
	titles, err := db.Collect(ctx, s.db, func(sc db.Scanner) (titled, error) {
		var t titled
		err := sc.Scan(&t.fieldID, &t.title.Language, &t.title.Title)
		return t, err
	}, "SELECT field_id, language, title FROM contribution_field_title WHERE "+in+" ORDER BY language", args...)
	if err != nil {
		return fmt.Errorf("field: titles: %w", err)
	}
	for _, t := range titles {
		f := &fields[index[t.fieldID]]
		f.DefinitionList = append(f.DefinitionList, t.title)
	}
	return nil
}

// Titles reads the titles of a field of a type, in one query for a
// detail to show; found is false when the type has no such field.
func (s *Store) Titles(ctx context.Context, contributionType string, id int64) (titles []Title, found bool, err error) {
	rows, err := db.Collect(ctx, s.db, func(sc db.Scanner) (*Title, error) {
		var language, title *string
		if err := sc.Scan(&language, &title); err != nil || language == nil || title == nil {
			return nil, err
		}
		return &Title{Language: *language, Title: *title}, nil
	}, `SELECT t.language, t.title FROM contribution_field f
		LEFT JOIN contribution_field_title t ON t.field_id = f.id WHERE f.id = ? AND f.contribution_type = ? ORDER BY t.language`,
		id, contributionType)
	if err != nil {
		return nil, false, fmt.Errorf("field: titles of %d: %w", id, err)
	}
	titles = []Title{}
	for _, t := range rows {
		if t != nil { // the field without a title
			titles = append(titles, *t)
		}
	}
	return titles, len(rows) > 0, nil
}

// Type reads the contribution type of a field; found is false when there
// is no such field.
func (s *Store) Type(ctx context.Context, id int64) (t string, found bool, err error) {
	err = s.db.QueryRow(ctx, "SELECT contribution_type FROM contribution_field WHERE id = ?", id).Scan(&t)
	if db.IsNoRows(err) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("field: type of %d: %w", id, err)
	}
	return t, true, nil
}

// Usable reports whether id is an active field of the type.
func (s *Store) Usable(ctx context.Context, contributionType string, id int64) (bool, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_field WHERE id = ? AND contribution_type = ? AND is_active = ?",
		id, contributionType, true).Scan(&n); err != nil {
		return false, fmt.Errorf("field: usable %d: %w", id, err)
	}
	return n > 0, nil
}

// Insert adds a field (titles apart, SetTitles) and returns its id.
func (s *Store) Insert(ctx context.Context, f Field, now time.Time) (int64, error) {
	id, err := s.db.InsertID(ctx, "INSERT INTO contribution_field (contribution_type, is_active, sort_order, created_date) VALUES (?, ?, ?, ?)",
		f.ContributionType, f.IsActive, f.SortOrder, now)
	if err != nil {
		return 0, fmt.Errorf("field: insert: %w", err)
	}
	return id, nil
}

// Update changes whether a field is active and where it is sorted.
func (s *Store) Update(ctx context.Context, f Field) error {
	if _, err := s.db.Exec(ctx, "UPDATE contribution_field SET is_active = ?, sort_order = ? WHERE id = ?", f.IsActive, f.SortOrder, f.ID); err != nil {
		return fmt.Errorf("field: update %d: %w", f.ID, err)
	}
	return nil
}

// SetTitles makes titles exactly a field's titles.
func (s *Store) SetTitles(ctx context.Context, id int64, titles []Title) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM contribution_field_title WHERE field_id = ?", id); err != nil {
		return fmt.Errorf("field: clear titles: %w", err)
	}
	for _, t := range titles {
		if _, err := s.db.Exec(ctx, "INSERT INTO contribution_field_title (field_id, language, title) VALUES (?, ?, ?)", id, t.Language, t.Title); err != nil {
			return fmt.Errorf("field: title: %w", err)
		}
	}
	return nil
}

// Used counts the contributions in a field.
func (s *Store) Used(ctx context.Context, id int64) (int, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution WHERE field_id = ?", id).Scan(&n); err != nil {
		return 0, fmt.Errorf("field: in use: %w", err)
	}
	return n, nil
}

// Delete removes a field with its titles and people.
func (s *Store) Delete(ctx context.Context, id int64) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM contribution_field WHERE id = ?", id); err != nil {
		return fmt.Errorf("field: delete %d: %w", id, err)
	}
	return nil
}
