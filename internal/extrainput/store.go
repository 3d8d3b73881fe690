package extrainput

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
)

// Store is the SQL of extra inputs, their labels and the answers
// contributions give them.
type Store struct{ db *db.DB }

// NewStore returns the extra-input store.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

const inputColumns = `e.id, e.source, e.competition_id, e.field_id, e.input_type, e.is_required, e.list_order,
	e.min_value, e.max_value, e.selection_values`

func scanInput(s db.Scanner) (Input, error) {
	var e Input
	var values string
	if err := s.Scan(&e.ID, &e.Source, &e.CompetitionID, &e.FieldID, &e.InputType, &e.IsRequired, &e.ListOrder,
		&e.MinLenOrValue, &e.MaxLenOrValue, &values); err != nil {
		return e, err
	}
	e.SelectionValues = decodeSelectionValues(values)
	e.DefinitionList = []Definition{}
	return e, nil
}

// decodeSelectionValues reads the stored options (a JSON array of
// {language, label, rank}, migration 0015).
func decodeSelectionValues(raw string) []SelectionValue {
	var out []SelectionValue
	if err := json.Unmarshal([]byte(raw), &out); err != nil || out == nil {
		return []SelectionValue{}
	}
	return out
}

// Page reads one page of a source's inputs with their labels, and the total.
func (s *Store) Page(ctx context.Context, source string, p paging.Page) ([]Input, int64, error) {
	var where db.Where
	where.And("e.source = ?", source)
	out, total, err := db.Paged(ctx, s.db, scanInput, db.PageQuery{Columns: inputColumns, From: "extra_input e", Where: where, Page: p, Tie: "e.id"})
	if err != nil {
		return nil, 0, fmt.Errorf("extrainput: list: %w", err)
	}
	return out, total, s.withDefinitions(ctx, out)
}

// OfCompetition reads a competition's IDEA inputs in their list order, with their labels.
func (s *Store) OfCompetition(ctx context.Context, competitionID int64) ([]Input, error) {
	return s.inputs(ctx, "WHERE e.source = 'IDEA' AND e.competition_id = ? ORDER BY e.list_order, e.id", competitionID)
}

// OfSource reads a source's inputs in their list order, with their labels.
func (s *Store) OfSource(ctx context.Context, source string) ([]Input, error) {
	return s.inputs(ctx, "WHERE e.source = ? ORDER BY e.list_order, e.id", source)
}

// Get reads one input of a source with its labels; found is false when the
// source has no such input.
func (s *Store) Get(ctx context.Context, source string, id int64) (e Input, found bool, err error) {
	out, err := s.inputs(ctx, "WHERE e.source = ? AND e.id = ?", source, id)
	if err != nil || len(out) == 0 {
		return Input{}, false, err
	}
	return out[0], true, nil
}

// inputs reads the inputs tail (a WHERE and ORDER BY clause) selects, with
// their labels.
func (s *Store) inputs(ctx context.Context, tail string, args ...any) ([]Input, error) {
	out, err := db.Collect(ctx, s.db, scanInput, "SELECT "+inputColumns+" FROM extra_input e "+tail, args...)
	if err != nil {
		return nil, fmt.Errorf("extrainput: inputs: %w", err)
	}
	return out, s.withDefinitions(ctx, out)
}

// withDefinitions reads the labels of inputs in one query.
func (s *Store) withDefinitions(ctx context.Context, inputs []Input) error {
	if len(inputs) == 0 {
		return nil
	}
	index := make(map[int64]int, len(inputs))
	ids := make([]int64, len(inputs))
	for i, e := range inputs {
		index[e.ID], ids[i] = i, e.ID
	}
	in, args := db.In("extra_input_id", ids)
	defs, err := db.Collect(ctx, s.db, func(sc db.Scanner) (Definition, error) {
		var d Definition
		err := sc.Scan(&d.ID, &d.ExtraInputID, &d.Language, &d.Label, &d.Explanation)
		return d, err
	}, "SELECT id, extra_input_id, language, label, explanation FROM extra_input_definition WHERE "+in+" ORDER BY language", args...)
	if err != nil {
		return fmt.Errorf("extrainput: labels: %w", err)
	}
	for _, d := range defs {
		e := &inputs[index[d.ExtraInputID]]
		e.DefinitionList = append(e.DefinitionList, d)
	}
	return nil
}

// Last counts the inputs of a source (of one competition, or of none) and reads the highest list order.
func (s *Store) Last(ctx context.Context, source string, competitionID *int64) (n, lastOrder int, err error) {
	q := "SELECT COUNT(*), COALESCE(MAX(list_order), 0) FROM extra_input WHERE source = ? AND competition_id IS NULL"
	args := []any{source}
	if competitionID != nil {
		q = "SELECT COUNT(*), COALESCE(MAX(list_order), 0) FROM extra_input WHERE source = ? AND competition_id = ?"
		args = append(args, *competitionID)
	}
	err = s.db.QueryRow(ctx, q, args...).Scan(&n, &lastOrder)
	if err != nil {
		return 0, 0, fmt.Errorf("extrainput: order of %s: %w", source, err)
	}
	return n, lastOrder, nil
}

// Insert adds an input (labels apart, SetDefinitions) and returns its id.
func (s *Store) Insert(ctx context.Context, e Input, now time.Time) (int64, error) {
	values, _ := json.Marshal(e.SelectionValues)
	id, err := s.db.InsertID(ctx, `INSERT INTO extra_input (source, competition_id, field_id, input_type, is_required, list_order,
		min_value, max_value, selection_values, created_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		e.Source, e.CompetitionID, e.FieldID, e.InputType, e.IsRequired, e.ListOrder, e.MinLenOrValue, e.MaxLenOrValue, string(values), now)
	if err != nil {
		return 0, fmt.Errorf("extrainput: insert: %w", err)
	}
	return id, nil
}

// Update changes an input's definition (labels apart, SetDefinitions); its
// source and list order stay.
func (s *Store) Update(ctx context.Context, e Input) error {
	values, _ := json.Marshal(e.SelectionValues)
	if _, err := s.db.Exec(ctx, `UPDATE extra_input SET field_id = ?, input_type = ?, is_required = ?, min_value = ?, max_value = ?,
		selection_values = ? WHERE id = ?`, e.FieldID, e.InputType, e.IsRequired, e.MinLenOrValue, e.MaxLenOrValue, string(values), e.ID); err != nil {
		return fmt.Errorf("extrainput: update %d: %w", e.ID, err)
	}
	return nil
}

// SetDefinitions makes defs an input's labels: a language kept keeps its
// row (and id), the others go.
func (s *Store) SetDefinitions(ctx context.Context, id int64, defs []Definition) error {
	langs := make([]string, 0, len(defs))
	for _, d := range defs {
		res, err := s.db.Exec(ctx, "UPDATE extra_input_definition SET label = ?, explanation = ? WHERE extra_input_id = ? AND language = ?",
			d.Label, d.Explanation, id, d.Language)
		if err != nil {
			return fmt.Errorf("extrainput: label: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			if _, err := s.db.Exec(ctx, "INSERT INTO extra_input_definition (extra_input_id, language, label, explanation) VALUES (?, ?, ?, ?)",
				id, d.Language, d.Label, d.Explanation); err != nil {
				return fmt.Errorf("extrainput: label: %w", err)
			}
		}
		langs = append(langs, d.Language)
	}
	q, args := "DELETE FROM extra_input_definition WHERE extra_input_id = ?", []any{id}
	if len(langs) > 0 {
		in, inArgs := db.In("language", langs)
		q, args = q+" AND NOT "+in, append(args, inArgs...)
	}
	if _, err := s.db.Exec(ctx, q, args...); err != nil {
		return fmt.Errorf("extrainput: clear labels: %w", err)
	}
	return nil
}

// Delete removes an input; its labels and answers go with it.
func (s *Store) Delete(ctx context.Context, id int64) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM extra_input WHERE id = ?", id); err != nil {
		return fmt.Errorf("extrainput: delete %d: %w", id, err)
	}
	return nil
}

// SetOrder places an input in its source's list.
func (s *Store) SetOrder(ctx context.Context, id int64, listOrder int) error {
	if _, err := s.db.Exec(ctx, "UPDATE extra_input SET list_order = ? WHERE id = ?", listOrder, id); err != nil {
		return fmt.Errorf("extrainput: reorder: %w", err)
	}
	return nil
}
