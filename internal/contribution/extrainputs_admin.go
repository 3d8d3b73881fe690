package contribution

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/paging"
)

// ExtraInputSortable are the extra-input list's sort fields.
var ExtraInputSortable = paging.Sortable{"id": "e.id", "listOrder": "e.list_order", "inputType": "e.input_type"}

const extraInputColumns = `SELECT e.id, e.source, e.competition_id, e.field_id, e.input_type, e.is_required, e.list_order,
	e.min_value, e.max_value, e.selection_values FROM extra_input e`

// decodeSelectionValues reads the stored options (a JSON array of
// {language, label, rank}, migration 0015).
func decodeSelectionValues(raw string) []SelectionValue {
	var out []SelectionValue
	if err := json.Unmarshal([]byte(raw), &out); err != nil || out == nil {
		return []SelectionValue{}
	}
	return out
}

// loadInputs reads inputs (where starts with " WHERE") with their definitions.
func (s *Service) loadInputs(ctx context.Context, where, tail string, args ...any) ([]ExtraInput, error) {
	rows, err := s.db.Query(ctx, extraInputColumns+where+tail, args...)
	if err != nil {
		return nil, fmt.Errorf("contribution: extra inputs: %w", err)
	}
	out := []ExtraInput{}
	for rows.Next() {
		var e ExtraInput
		var values string
		if err := rows.Scan(&e.ID, &e.Source, &e.CompetitionID, &e.FieldID, &e.InputType, &e.IsRequired, &e.ListOrder,
			&e.MinLenOrValue, &e.MaxLenOrValue, &values); err != nil {
			rows.Close()
			return nil, fmt.Errorf("contribution: scan extra input: %w", err)
		}
		e.SelectionValues = decodeSelectionValues(values)
		e.DefinitionList = []InputDefinition{}
		out = append(out, e)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return out, nil
	}
	index := map[int64]int{}
	ids := make([]any, len(out))
	for i, e := range out {
		index[e.ID], ids[i] = i, e.ID
	}
	drows, err := s.db.Query(ctx, "SELECT id, extra_input_id, language, label, explanation FROM extra_input_definition WHERE extra_input_id IN ("+
		db.Placeholders(len(ids))+") ORDER BY language", ids...)
	if err != nil {
		return nil, fmt.Errorf("contribution: extra input labels: %w", err)
	}
	defer drows.Close()
	for drows.Next() {
		var d InputDefinition
		if err := drows.Scan(&d.ID, &d.ExtraInputID, &d.Language, &d.Label, &d.Explanation); err != nil {
			return nil, fmt.Errorf("contribution: scan label: %w", err)
		}
		out[index[d.ExtraInputID]].DefinitionList = append(out[index[d.ExtraInputID]].DefinitionList, d)
	}
	return out, drows.Err()
}

// ExtraInputs lists a source's inputs, a page at a time (type admins).
func (s *Service) ExtraInputs(ctx context.Context, source string, p paging.Page) ([]ExtraInput, int64, error) {
	if err := lifecycle.RequireTypeAdmin(ctx, source); err != nil {
		return nil, 0, err
	}
	var total int64
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM extra_input e WHERE e.source = ?", source).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("contribution: count extra inputs: %w", err)
	}
	out, err := s.loadInputs(ctx, " WHERE e.source = ?", p.OrderLimit("e.id"), source)
	return out, total, err
}

// ExtraInput returns one input of a source.
func (s *Service) ExtraInput(ctx context.Context, source string, id int64) (ExtraInput, error) {
	if err := lifecycle.RequireTypeAdmin(ctx, source); err != nil {
		return ExtraInput{}, err
	}
	return s.extraInput(ctx, source, id)
}

func (s *Service) extraInput(ctx context.Context, source string, id int64) (ExtraInput, error) {
	out, err := s.loadInputs(ctx, " WHERE e.source = ? AND e.id = ?", "", source, id)
	if err != nil {
		return ExtraInput{}, err
	}
	if len(out) == 0 {
		return ExtraInput{}, apperr.NotFound("extraInput")
	}
	return out[0], nil
}

var languageCode = regexp.MustCompile(`^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,6})?$`) // fits the 10 characters of the language columns

// checkExtraInput checks and normalizes an input (spec 001 §3/§5, 002 §3/§5):
// a label of 3..255 in every language given (every platform language for
// IDEA inputs), explanations up to 1000, options of 1..255 for selections,
// the type's default bounds when min or max are blank.
func checkExtraInput(e *ExtraInput, locales []string) error {
	c := apperr.NewCheck("extraInput")
	values := e.SelectionValues
	if !slices.Contains(InputTypes, e.InputType) {
		c.Fail("inputType", "Pattern")
	}
	if e.Source == TypeIdea && (e.InputType == InputDate || e.InputType == InputRichText) {
		c.Fail("inputType", "Pattern")
	}
	labelled := false
	seen := map[string]bool{}
	for i := range e.DefinitionList {
		d := &e.DefinitionList[i]
		d.Language, d.Label, d.Explanation = strings.TrimSpace(d.Language), strings.TrimSpace(d.Label), strings.TrimSpace(d.Explanation)
		if !languageCode.MatchString(d.Language) || seen[d.Language] {
			c.Fail("definitionList["+strconv.Itoa(i)+"].language", "Pattern")
		}
		seen[d.Language] = true
		if n := utf8.RuneCountInString(d.Label); n < 3 || n > 255 {
			c.Fail("definitionList["+strconv.Itoa(i)+"].label", "Size")
		} else {
			labelled = true
		}
		if utf8.RuneCountInString(d.Explanation) > 1000 {
			c.Fail("definitionList["+strconv.Itoa(i)+"].explanation", "Size")
		}
	}
	if !labelled {
		c.Fail("definitionList", "NotNull")
	}
	if e.Source == TypeIdea {
		for _, l := range locales {
			if !seen[l] {
				c.Fail("definitionList", "NotNull")
				break
			}
		}
	}
	e.SelectionValues = []SelectionValue{}
	switch e.InputType {
	case InputSingleSelection, InputMultipleSelection:
		e.SelectionValues = checkSelectionValues(c, values)
		e.MinLenOrValue, e.MaxLenOrValue = nil, nil
	case InputText, InputTextArea, InputRichText, InputNumeric:
		lo, hi := e.Bounds() // blank bounds are stored as the type's defaults
		e.MinLenOrValue, e.MaxLenOrValue = &lo, &hi
		if lo < 0 {
			c.Fail("minLenOrValue", "Min")
		}
		switch {
		case hi < lo:
			c.Fail("maxLenOrValue", "Min")
		case e.InputType != InputNumeric && hi > inputDefaults[e.InputType][1], hi > maxNumericBound:
			c.Fail("maxLenOrValue", "Max")
		}
	default:
		e.MinLenOrValue, e.MaxLenOrValue = nil, nil
	}
	return c.Err()
}

// checkSelectionValues checks a selection's options: labels of 1..255, a
// rank of 1..1000, one label per language and rank, no label twice in a
// language, 1..50 options. It returns them trimmed, by rank and language.
func checkSelectionValues(c *apperr.Check, values []SelectionValue) []SelectionValue {
	out := make([]SelectionValue, 0, len(values))
	type langRank struct {
		lang string
		rank int
	}
	langs, labels, ranks := map[langRank]bool{}, map[[2]string]bool{}, map[int]bool{}
	for i, v := range values {
		field := "selectionValues[" + strconv.Itoa(i) + "]"
		v.Language, v.Label = strings.TrimSpace(v.Language), strings.TrimSpace(v.Label)
		if !languageCode.MatchString(v.Language) || langs[langRank{v.Language, v.Rank}] {
			c.Fail(field+".language", "Pattern")
		}
		langs[langRank{v.Language, v.Rank}] = true
		if n := utf8.RuneCountInString(v.Label); n < 1 || n > 255 {
			c.Fail(field+".label", "Size")
		} else if labels[[2]string{v.Language, v.Label}] {
			c.Fail(field+".label", "Pattern") // two options with one label in a language
		}
		labels[[2]string{v.Language, v.Label}] = true
		if v.Rank < 1 {
			c.Fail(field+".rank", "Min")
		} else if v.Rank > maxSelectionRank {
			c.Fail(field+".rank", "Max")
		}
		ranks[v.Rank] = true
		out = append(out, v)
	}
	if len(ranks) == 0 || len(ranks) > MaxSelectionValues {
		c.Fail("selectionValues", "Size")
	}
	slices.SortStableFunc(out, func(a, b SelectionValue) int {
		if a.Rank != b.Rank {
			return a.Rank - b.Rank
		}
		return strings.Compare(a.Language, b.Language)
	})
	return out
}

// SaveExtraInput creates (id 0, placed last) or changes an input of a source.
// A change of type drops the input's answers; an option taken away leaves
// the answers that chose it.
func (s *Service) SaveExtraInput(ctx context.Context, source string, e ExtraInput) (ExtraInput, error) {
	if err := lifecycle.RequireTypeAdmin(ctx, source); err != nil {
		return ExtraInput{}, err
	}
	e.Source = source
	cfg, err := s.settings.Get(ctx)
	if err != nil {
		return ExtraInput{}, err
	}
	if err := checkExtraInput(&e, cfg.Locales); err != nil {
		return ExtraInput{}, err
	}
	values, _ := json.Marshal(e.SelectionValues)
	err = s.write(ctx, func(ctx context.Context) error {
		s.configChanged(ctx)
		if e.FieldID != nil {
			var ok int
			if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_field WHERE id = ? AND contribution_type = ?", *e.FieldID, source).Scan(&ok); err != nil {
				return err
			}
			if ok == 0 {
				return apperr.BadRequest("contributionFieldNotFound", nil)
			}
		}
		if e.ID == 0 {
			var n, last int
			if err := s.db.QueryRow(ctx, "SELECT COUNT(*), COALESCE(MAX(list_order), 0) FROM extra_input WHERE source = ?", source).Scan(&n, &last); err != nil {
				return fmt.Errorf("contribution: extra input order: %w", err)
			}
			if n >= maxExtraInputs {
				return apperr.BadRequest("extraInputLimit", map[string]any{"max": maxExtraInputs})
			}
			e.ListOrder = last + 1
			id, err := s.db.InsertID(ctx, `INSERT INTO extra_input (source, competition_id, field_id, input_type, is_required, list_order,
				min_value, max_value, selection_values, created_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				source, e.CompetitionID, e.FieldID, e.InputType, e.IsRequired, e.ListOrder, e.MinLenOrValue, e.MaxLenOrValue, string(values), s.now())
			if err != nil {
				return fmt.Errorf("contribution: insert extra input: %w", err)
			}
			e.ID = id
		} else {
			old, err := s.extraInput(ctx, source, e.ID)
			if err != nil {
				return err
			}
			if _, err := s.db.Exec(ctx, `UPDATE extra_input SET field_id = ?, input_type = ?, is_required = ?, min_value = ?, max_value = ?,
				selection_values = ? WHERE id = ?`, e.FieldID, e.InputType, e.IsRequired, e.MinLenOrValue, e.MaxLenOrValue, string(values), e.ID); err != nil {
				return fmt.Errorf("contribution: update extra input: %w", err)
			}
			if err := s.fitAnswers(ctx, old, e); err != nil {
				return err
			}
		}
		return s.saveDefinitions(ctx, e.ID, e.DefinitionList)
	})
	if err != nil {
		return ExtraInput{}, err
	}
	return s.extraInput(ctx, source, e.ID)
}

// saveDefinitions writes an input's labels: a language kept keeps its id.
func (s *Service) saveDefinitions(ctx context.Context, id int64, defs []InputDefinition) error {
	langs := make([]any, 0, len(defs)+1)
	langs = append(langs, id)
	for _, d := range defs {
		res, err := s.db.Exec(ctx, "UPDATE extra_input_definition SET label = ?, explanation = ? WHERE extra_input_id = ? AND language = ?",
			d.Label, d.Explanation, id, d.Language)
		if err != nil {
			return fmt.Errorf("contribution: extra input label: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			if _, err := s.db.Exec(ctx, "INSERT INTO extra_input_definition (extra_input_id, language, label, explanation) VALUES (?, ?, ?, ?)",
				id, d.Language, d.Label, d.Explanation); err != nil {
				return fmt.Errorf("contribution: extra input label: %w", err)
			}
		}
		langs = append(langs, d.Language)
	}
	q := "DELETE FROM extra_input_definition WHERE extra_input_id = ?"
	if len(langs) > 1 {
		q += " AND language NOT IN (" + db.Placeholders(len(langs)-1) + ")"
	}
	if _, err := s.db.Exec(ctx, q, langs...); err != nil {
		return fmt.Errorf("contribution: clear labels: %w", err)
	}
	return nil
}

// fitAnswers keeps an input's stored answers true to its new definition:
// all go when the type changed; options taken away leave the answers.
// The contributions whose answers change move to a new version.
func (s *Service) fitAnswers(ctx context.Context, old, e ExtraInput) error {
	typeChanged := old.InputType != e.InputType
	if !typeChanged && !isSelection(e.InputType) {
		return nil
	}
	ranks := e.Ranks()
	if !typeChanged && slices.Equal(old.Ranks(), ranks) {
		return nil
	}
	rows, err := s.db.Query(ctx, "SELECT contribution_id, value FROM extra_input_answer WHERE extra_input_id = ?", e.ID)
	if err != nil {
		return fmt.Errorf("contribution: answers of input %d: %w", e.ID, err)
	}
	changed := map[int64]string{} // contribution → new value ("" = none)
	for rows.Next() {
		var cid int64
		var v string
		if err := rows.Scan(&cid, &v); err != nil {
			rows.Close()
			return err
		}
		kept := ""
		if !typeChanged {
			kept = keepRanks(e.InputType, v, ranks)
		}
		if kept != v {
			changed[cid] = kept
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for cid, v := range changed {
		if err := s.touch(ctx, cid); err != nil {
			return err
		}
		if v == "" {
			_, err = s.db.Exec(ctx, "DELETE FROM extra_input_answer WHERE contribution_id = ? AND extra_input_id = ?", cid, e.ID)
		} else {
			_, err = s.db.Exec(ctx, "UPDATE extra_input_answer SET value = ? WHERE contribution_id = ? AND extra_input_id = ?", v, cid, e.ID)
		}
		if err != nil {
			return fmt.Errorf("contribution: fit answer: %w", err)
		}
	}
	return nil
}

// keepRanks is a stored selection answer without the ranks no longer offered.
func keepRanks(inputType, stored string, ranks []int) string {
	offered := func(v string) bool {
		n, err := strconv.Atoi(v)
		return err == nil && slices.Contains(ranks, n)
	}
	if inputType == InputSingleSelection {
		if offered(stored) {
			return stored
		}
		return ""
	}
	picked := slices.DeleteFunc(decodeValues(stored), func(v string) bool { return !offered(v) })
	if len(picked) == 0 {
		return ""
	}
	b, _ := json.Marshal(picked)
	return string(b)
}

// DeleteExtraInput removes an input and the answers given to it.
func (s *Service) DeleteExtraInput(ctx context.Context, source string, id int64) error {
	if err := lifecycle.RequireTypeAdmin(ctx, source); err != nil {
		return err
	}
	return s.write(ctx, func(ctx context.Context) error {
		s.configChanged(ctx)
		if _, err := s.extraInput(ctx, source, id); err != nil {
			return err
		}
		if _, err := s.db.Exec(ctx, "DELETE FROM extra_input WHERE id = ?", id); err != nil {
			return fmt.Errorf("contribution: delete extra input: %w", err)
		}
		return nil
	})
}

// OrderItem is one entry of an update-order call.
type OrderItem struct {
	ID        int64 `json:"id"`
	ListOrder int   `json:"listOrder"`
}

// ReorderExtraInputs sets the list order of a source's inputs. Inputs the
// call leaves out keep their relative order after the named ones.
func (s *Service) ReorderExtraInputs(ctx context.Context, source string, items []OrderItem) error {
	if err := lifecycle.RequireTypeAdmin(ctx, source); err != nil {
		return err
	}
	slices.SortStableFunc(items, func(a, b OrderItem) int { return a.ListOrder - b.ListOrder })
	return s.write(ctx, func(ctx context.Context) error {
		s.configChanged(ctx)
		all, err := s.loadInputs(ctx, " WHERE e.source = ?", " ORDER BY e.list_order, e.id", source)
		if err != nil {
			return err
		}
		known := map[int64]bool{}
		for _, e := range all {
			known[e.ID] = true
		}
		order := []int64{}
		named := map[int64]bool{}
		for _, it := range items {
			if !known[it.ID] {
				return apperr.BadRequest("extraInputNotFound", map[string]any{"id": it.ID})
			}
			if !named[it.ID] {
				named[it.ID] = true
				order = append(order, it.ID)
			}
		}
		for _, e := range all {
			if !named[e.ID] {
				order = append(order, e.ID)
			}
		}
		for i, id := range order {
			if _, err := s.db.Exec(ctx, "UPDATE extra_input SET list_order = ? WHERE id = ?", i+1, id); err != nil {
				return fmt.Errorf("contribution: reorder: %w", err)
			}
		}
		return nil
	})
}
