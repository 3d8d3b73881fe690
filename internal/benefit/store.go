package benefit

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// Store is the SQL of benefit analyses and their items.
type Store struct{ db *db.DB }

// NewStore returns the benefit store.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

const benefitColumns = `b.id, b.contribution_id, b.benefit_type, b.is_action_item_analysis, b.explanation, b.file_key,
	COALESCE(b.file_name, ''), COALESCE(b.file_content_type, ''), COALESCE(b.file_size, 0), b.created_by,
	COALESCE(cu.first_name, '') || ' ' || COALESCE(cu.last_name, ''), b.created_date,
	COALESCE(uu.first_name, '') || ' ' || COALESCE(uu.last_name, ''), b.updated_date`

const benefitFrom = ` FROM contribution_benefit b LEFT JOIN app_user cu ON cu.id = b.created_by
	LEFT JOIN app_user uu ON uu.id = b.updated_by`

func scanBenefit(sc db.Scanner) (Benefit, error) {
	b := Benefit{Items: []BenefitItem{}, Totals: []BenefitTotal{}}
	var key *string
	var f BenefitFile
	err := sc.Scan(&b.ID, &b.ContributionID, &b.BenefitType, &b.IsActionItemAnalysis, &b.Explanation, &key, &f.FileName,
		&f.ContentType, &f.Size, &b.CreatedBy, &b.CreatedByName, &b.CreatedDate, &b.UpdatedByName, &b.UpdatedDate)
	if key != nil {
		b.fileKey, b.File = *key, &f
	}
	b.CreatedByName, b.UpdatedByName = strings.TrimSpace(b.CreatedByName), strings.TrimSpace(b.UpdatedByName)
	return b, err
}

// List reads the analyses of a contribution, of one type or all (""),
// newest first, with their items.
func (s *Store) List(ctx context.Context, contributionID int64, benefitType string) ([]Benefit, error) {
	var w db.Where
	w.And("b.contribution_id = ?", contributionID).AndIf(benefitType != "", "b.benefit_type = ?", benefitType)
	where, args := w.SQL()
	out, err := db.Collect(ctx, s.db, scanBenefit, "SELECT "+benefitColumns+benefitFrom+where+" ORDER BY b.created_date DESC, b.id DESC", args...)
	if err != nil {
		return nil, fmt.Errorf("benefit: list %d: %w", contributionID, err)
	}
	return out, s.withItems(ctx, out)
}

// Get reads one analysis with its items (db.IsNoRows when there is none).
func (s *Store) Get(ctx context.Context, id int64) (Benefit, error) {
	b, err := db.ScanOne(ctx, s.db, scanBenefit, "SELECT "+benefitColumns+benefitFrom+" WHERE b.id = ?", id)
	if err != nil {
		if db.IsNoRows(err) {
			return b, err
		}
		return b, fmt.Errorf("benefit: get %d: %w", id, err)
	}
	list := []Benefit{b}
	err = s.withItems(ctx, list)
	return list[0], err
}

// withItems reads the items of the analyses, in their order.
func (s *Store) withItems(ctx context.Context, list []Benefit) error {
	if len(list) == 0 {
		return nil
	}
	at := map[int64]int{}
	ids := make([]int64, 0, len(list))
	for i, b := range list {
		at[b.ID] = i
		ids = append(ids, b.ID)
	}
	var w db.Where
	db.AndIn(&w, "benefit_id", ids)
	where, args := w.SQL()
	type row struct {
		benefitID int64
		item      BenefitItem
	}
	rows, err := db.Collect(ctx, s.db, func(sc db.Scanner) (row, error) {
		var r row
		err := sc.Scan(&r.benefitID, &r.item.ID, &r.item.Category, &r.item.minor, &r.item.Currency, &r.item.Period, &r.item.Explanation)
		r.item.Amount = formatMinor(r.item.minor)
		return r, err
	}, "SELECT benefit_id, id, category, amount_minor, currency, period, explanation FROM contribution_benefit_item"+where+
		" ORDER BY rank, id", args...)
	if err != nil {
		return fmt.Errorf("benefit: items: %w", err)
	}
	for _, r := range rows {
		b := &list[at[r.benefitID]]
		b.Items = append(b.Items, r.item)
	}
	return nil
}

// Count counts the analyses of a contribution.
func (s *Store) Count(ctx context.Context, contributionID int64) (int, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_benefit WHERE contribution_id = ?", contributionID).Scan(&n); err != nil {
		return 0, fmt.Errorf("benefit: count: %w", err)
	}
	return n, nil
}

// Lock holds an analysis's row until the transaction ends, so two writers
// of one analysis take turns.
func (s *Store) Lock(ctx context.Context, id int64) error {
	if _, err := s.db.Exec(ctx, "UPDATE contribution_benefit SET id = id WHERE id = ?", id); err != nil {
		return fmt.Errorf("benefit: lock %d: %w", id, err)
	}
	return nil
}

// written is an analysis as a write stores it.
type written struct {
	in   BenefitInput
	by   int64
	now  time.Time
	file *storedFile // nil: the file stays as it is
}

// storedFile is a file put in the file store for an analysis.
type storedFile struct {
	key         string
	name        string
	contentType string
	size        int64
}

// Insert adds an analysis and its items.
func (s *Store) Insert(ctx context.Context, w written) (int64, error) {
	id, err := s.db.InsertID(ctx, `INSERT INTO contribution_benefit (contribution_id, benefit_type, is_action_item_analysis, explanation,
		created_by, created_date, updated_by, updated_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		w.in.ContributionID, w.in.BenefitType, w.in.IsActionItemAnalysis, w.in.Explanation, w.by, w.now, w.by, w.now)
	if err != nil {
		return 0, fmt.Errorf("benefit: insert: %w", err)
	}
	return id, s.putItems(ctx, id, w)
}

// Update changes an analysis and replaces its items.
func (s *Store) Update(ctx context.Context, w written) error {
	if _, err := s.db.Exec(ctx, `UPDATE contribution_benefit SET is_action_item_analysis = ?, explanation = ?, updated_by = ?, updated_date = ?
		WHERE id = ?`, w.in.IsActionItemAnalysis, w.in.Explanation, w.by, w.now, w.in.ID); err != nil {
		return fmt.Errorf("benefit: update %d: %w", w.in.ID, err)
	}
	if _, err := s.db.Exec(ctx, "DELETE FROM contribution_benefit_item WHERE benefit_id = ?", w.in.ID); err != nil {
		return fmt.Errorf("benefit: drop items of %d: %w", w.in.ID, err)
	}
	return s.putItems(ctx, w.in.ID, w)
}

// putItems writes the items of an analysis, and its file when one came.
func (s *Store) putItems(ctx context.Context, id int64, w written) error {
	for i, it := range w.in.Items {
		if _, err := s.db.Exec(ctx, `INSERT INTO contribution_benefit_item (benefit_id, category, amount_minor, currency, period, explanation, rank)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, id, it.Category, it.minor, it.Currency, it.Period, it.Explanation, i); err != nil {
			return fmt.Errorf("benefit: item of %d: %w", id, err)
		}
	}
	if w.file != nil {
		return s.SetFile(ctx, id, w.file)
	}
	return nil
}

// SetFile sets (f) or clears (nil) the file of an analysis.
func (s *Store) SetFile(ctx context.Context, id int64, f *storedFile) error {
	var key, name, ct *string
	var size *int64
	if f != nil && f.key != "" {
		key, name, ct, size = &f.key, &f.name, &f.contentType, &f.size
	}
	if _, err := s.db.Exec(ctx, "UPDATE contribution_benefit SET file_key = ?, file_name = ?, file_content_type = ?, file_size = ? WHERE id = ?",
		key, name, ct, size, id); err != nil {
		return fmt.Errorf("benefit: file of %d: %w", id, err)
	}
	return nil
}

// Delete removes an analysis and its items.
func (s *Store) Delete(ctx context.Context, id int64) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM contribution_benefit WHERE id = ?", id); err != nil {
		return fmt.Errorf("benefit: delete %d: %w", id, err)
	}
	return nil
}
