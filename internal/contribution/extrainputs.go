package contribution

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/sanitize"
)

// Extra input types (spec 002 §4).
const (
	InputText              = "TEXT"
	InputTextArea          = "TEXT_AREA"
	InputRichText          = "RICH_TEXT"
	InputNumeric           = "NUMERIC"
	InputBool              = "BOOL"
	InputSingleSelection   = "SINGLE_SELECTION"
	InputMultipleSelection = "MULTIPLE_SELECTION"
	InputDate              = "DATE"
)

// InputTypes lists every extra input type.
var InputTypes = []string{InputText, InputTextArea, InputRichText, InputNumeric, InputBool, InputSingleSelection,
	InputMultipleSelection, InputDate}

// inputDefaults are the bounds used when an input leaves min or max blank
// (spec 002 §5): lengths for the text types, values for NUMERIC.
var inputDefaults = map[string][2]int64{
	InputText:     {0, 255},
	InputTextArea: {0, 1024},
	InputRichText: {0, 10000},
	InputNumeric:  {0, 1000000},
}

// Limits of an extra input's definition.
const (
	MaxSelectionValues = 50
	maxExtraInputs     = 100
)

// InputDefinition is an extra input's label and explanation in one language.
type InputDefinition struct {
	Language    string `json:"language"`
	Label       string `json:"label"`
	Explanation string `json:"explanation"`
}

// ExtraInput is a question a contribution type asks besides the standard form.
type ExtraInput struct {
	ID              int64             `json:"id"`
	Source          string            `json:"source"`
	CompetitionID   *int64            `json:"competitionId"`
	FieldID         *int64            `json:"fieldId"`
	InputType       string            `json:"inputType"`
	IsRequired      bool              `json:"isRequired"`
	ListOrder       int               `json:"listOrder"`
	MinValue        *int64            `json:"minValue"`
	MaxValue        *int64            `json:"maxValue"`
	SelectionValues []string          `json:"selectionValues"`
	DefinitionList  []InputDefinition `json:"definitionList"`
}

// Bounds returns the input's min and max with the type's defaults filled in.
func (e ExtraInput) Bounds() (int64, int64) {
	d := inputDefaults[e.InputType]
	lo, hi := d[0], d[1]
	if e.MinValue != nil {
		lo = *e.MinValue
	}
	if e.MaxValue != nil {
		hi = *e.MaxValue
	}
	return lo, hi
}

// Text returns the label and explanation in lang, else English, else any.
func (e ExtraInput) Text(lang string) (string, string) {
	for _, want := range []string{lang, "en"} {
		for _, d := range e.DefinitionList {
			if d.Language == want {
				return d.Label, d.Explanation
			}
		}
	}
	if len(e.DefinitionList) > 0 {
		return e.DefinitionList[0].Label, e.DefinitionList[0].Explanation
	}
	return "Undefined", ""
}

// ExtraInputAnswer is a contribution's answer to one extra input.
type ExtraInputAnswer struct {
	ExtraInputID int64    `json:"extraInputId"`
	Value        string   `json:"value"`
	Values       []string `json:"values"`
}

// ExtraInputWithAnswer is an input as a form or a detail shows it.
type ExtraInputWithAnswer struct {
	ExtraInput
	Label       string   `json:"label"`
	Explanation string   `json:"explanation"`
	Value       string   `json:"value"`
	Values      []string `json:"values"`
}

// ExtraInputSortable are the extra-input list's sort fields.
var ExtraInputSortable = httpapi.Sortable{"id": "e.id", "listOrder": "e.list_order", "inputType": "e.input_type"}

const extraInputColumns = `SELECT e.id, e.source, e.competition_id, e.field_id, e.input_type, e.is_required, e.list_order,
	e.min_value, e.max_value, e.selection_values FROM extra_input e`

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
			&e.MinValue, &e.MaxValue, &values); err != nil {
			rows.Close()
			return nil, fmt.Errorf("contribution: scan extra input: %w", err)
		}
		if err := json.Unmarshal([]byte(values), &e.SelectionValues); err != nil || e.SelectionValues == nil {
			e.SelectionValues = []string{}
		}
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
	drows, err := s.db.Query(ctx, "SELECT extra_input_id, language, label, explanation FROM extra_input_definition WHERE extra_input_id IN ("+
		db.Placeholders(len(ids))+") ORDER BY language", ids...)
	if err != nil {
		return nil, fmt.Errorf("contribution: extra input labels: %w", err)
	}
	defer drows.Close()
	for drows.Next() {
		var id int64
		var d InputDefinition
		if err := drows.Scan(&id, &d.Language, &d.Label, &d.Explanation); err != nil {
			return nil, fmt.Errorf("contribution: scan label: %w", err)
		}
		out[index[id]].DefinitionList = append(out[index[id]].DefinitionList, d)
	}
	return out, drows.Err()
}

// ExtraInputs lists a source's inputs, a page at a time (type admins).
func (s *Service) ExtraInputs(ctx context.Context, source string, p httpapi.Page) ([]ExtraInput, int64, error) {
	if err := requireTypeAdmin(ctx, source); err != nil {
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
	if err := requireTypeAdmin(ctx, source); err != nil {
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

func checkExtraInput(e *ExtraInput) error {
	c := apperr.NewCheck("extraInput")
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
		if d.Language == "" || len(d.Language) > 10 || seen[d.Language] {
			c.Fail("definitionList", "Pattern")
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
	switch e.InputType {
	case InputSingleSelection, InputMultipleSelection:
		clean := []string{}
		for _, v := range e.SelectionValues {
			v = strings.TrimSpace(v)
			if n := utf8.RuneCountInString(v); n < 1 || n > 255 {
				c.Fail("selectionValues", "Size")
				continue
			}
			if !slices.Contains(clean, v) {
				clean = append(clean, v)
			}
		}
		if len(clean) == 0 || len(clean) > MaxSelectionValues {
			c.Fail("selectionValues", "Size")
		}
		e.SelectionValues = clean
		e.MinValue, e.MaxValue = nil, nil
	case InputText, InputTextArea, InputRichText, InputNumeric:
		e.SelectionValues = []string{}
		lo, hi := e.Bounds()
		if lo < 0 {
			c.Fail("minValue", "Min")
		}
		if hi < lo || (e.InputType != InputNumeric && hi > inputDefaults[e.InputType][1]) {
			c.Fail("maxValue", "Max")
		}
	default:
		e.SelectionValues = []string{}
		e.MinValue, e.MaxValue = nil, nil
	}
	return c.Err()
}

// SaveExtraInput creates (id 0, placed last) or changes an input of a source.
func (s *Service) SaveExtraInput(ctx context.Context, source string, e ExtraInput) (ExtraInput, error) {
	if err := requireTypeAdmin(ctx, source); err != nil {
		return ExtraInput{}, err
	}
	e.Source = source
	if err := checkExtraInput(&e); err != nil {
		return ExtraInput{}, err
	}
	values, _ := json.Marshal(e.SelectionValues)
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
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
				source, e.CompetitionID, e.FieldID, e.InputType, e.IsRequired, e.ListOrder, e.MinValue, e.MaxValue, string(values), s.now())
			if err != nil {
				return fmt.Errorf("contribution: insert extra input: %w", err)
			}
			e.ID = id
		} else {
			if _, err := s.extraInput(ctx, source, e.ID); err != nil {
				return err
			}
			if _, err := s.db.Exec(ctx, `UPDATE extra_input SET field_id = ?, input_type = ?, is_required = ?, min_value = ?, max_value = ?,
				selection_values = ? WHERE id = ?`, e.FieldID, e.InputType, e.IsRequired, e.MinValue, e.MaxValue, string(values), e.ID); err != nil {
				return fmt.Errorf("contribution: update extra input: %w", err)
			}
			if _, err := s.db.Exec(ctx, "DELETE FROM extra_input_definition WHERE extra_input_id = ?", e.ID); err != nil {
				return fmt.Errorf("contribution: clear labels: %w", err)
			}
		}
		for _, d := range e.DefinitionList {
			if _, err := s.db.Exec(ctx, "INSERT INTO extra_input_definition (extra_input_id, language, label, explanation) VALUES (?, ?, ?, ?)",
				e.ID, d.Language, d.Label, d.Explanation); err != nil {
				return fmt.Errorf("contribution: extra input label: %w", err)
			}
		}
		return nil
	})
	if err != nil {
		return ExtraInput{}, err
	}
	return s.extraInput(ctx, source, e.ID)
}

// DeleteExtraInput removes an input and the answers given to it.
func (s *Service) DeleteExtraInput(ctx context.Context, source string, id int64) error {
	if err := requireTypeAdmin(ctx, source); err != nil {
		return err
	}
	return s.db.WithTx(ctx, func(ctx context.Context) error {
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
	if err := requireTypeAdmin(ctx, source); err != nil {
		return err
	}
	slices.SortStableFunc(items, func(a, b OrderItem) int { return a.ListOrder - b.ListOrder })
	return s.db.WithTx(ctx, func(ctx context.Context) error {
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

// inputsFor returns the inputs a contribution answers: its type's inputs
// (its competition's for ideas) without those of another field.
func (s *Service) inputsFor(ctx context.Context, c row, fieldID *int64) ([]ExtraInput, error) {
	all, err := s.loadInputs(ctx, " WHERE e.source = ?", " ORDER BY e.list_order, e.id", c.contributionType)
	if err != nil {
		return nil, err
	}
	out := all[:0]
	for _, e := range all {
		if e.FieldID != nil && (fieldID == nil || *e.FieldID != *fieldID) {
			continue
		}
		out = append(out, e)
	}
	return out, nil
}

// answers reads a contribution's answers by input id.
func (s *Service) answers(ctx context.Context, id int64) (map[int64]string, error) {
	rows, err := s.db.Query(ctx, "SELECT extra_input_id, value FROM extra_input_answer WHERE contribution_id = ?", id)
	if err != nil {
		return nil, fmt.Errorf("contribution: answers: %w", err)
	}
	defer rows.Close()
	out := map[int64]string{}
	for rows.Next() {
		var iid int64
		var v string
		if err := rows.Scan(&iid, &v); err != nil {
			return nil, err
		}
		out[iid] = v
	}
	return out, rows.Err()
}

func decodeValues(v string) []string {
	var out []string
	if err := json.Unmarshal([]byte(v), &out); err != nil || out == nil {
		return []string{}
	}
	return out
}

// withAnswers joins inputs and stored answers for the form and the detail.
func withAnswers(inputs []ExtraInput, stored map[int64]string, lang string) []ExtraInputWithAnswer {
	out := make([]ExtraInputWithAnswer, 0, len(inputs))
	for _, e := range inputs {
		label, explanation := e.Text(lang)
		a := ExtraInputWithAnswer{ExtraInput: e, Label: label, Explanation: explanation, Values: []string{}}
		if v, ok := stored[e.ID]; ok {
			if e.InputType == InputMultipleSelection {
				a.Values = decodeValues(v)
			} else {
				a.Value = v
			}
		}
		out = append(out, a)
	}
	return out
}

// ExtraInputsOf returns the inputs of a contribution the caller may see, with its answers.
func (s *Service) ExtraInputsOf(ctx context.Context, id int64, lang string) ([]ExtraInputWithAnswer, error) {
	c, _, _, err := s.editContext(ctx, id)
	if err != nil {
		return nil, err
	}
	var fieldID *int64
	if err := s.db.QueryRow(ctx, "SELECT field_id FROM contribution WHERE id = ?", id).Scan(&fieldID); err != nil {
		return nil, fmt.Errorf("contribution: field of %d: %w", id, err)
	}
	inputs, err := s.inputsFor(ctx, c, fieldID)
	if err != nil {
		return nil, err
	}
	stored, err := s.answers(ctx, id)
	if err != nil {
		return nil, err
	}
	return withAnswers(inputs, stored, lang), nil
}

var (
	digits  = regexp.MustCompile(`^[0-9]+$`)
	isoDate = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
)

// normalizeAnswer checks one answer against its input and returns the value
// to store ("" for no answer) or the failed rule.
func normalizeAnswer(e ExtraInput, a ExtraInputAnswer) (string, string) {
	lo, hi := e.Bounds()
	switch e.InputType {
	case InputText, InputTextArea, InputRichText:
		v := strings.TrimSpace(a.Value)
		if e.InputType == InputRichText {
			v = strings.TrimSpace(sanitize.HTML(v))
			if strings.TrimSpace(sanitize.Text(v)) == "" {
				v = ""
			}
		}
		if v == "" {
			return "", ""
		}
		if n := int64(utf8.RuneCountInString(v)); n < lo || n > hi {
			return "", "Size"
		}
		return v, ""
	case InputNumeric:
		v := strings.TrimSpace(a.Value)
		if v == "" {
			return "", ""
		}
		if !digits.MatchString(v) || len(v) > 18 {
			return "", "Pattern"
		}
		n, _ := strconv.ParseInt(v, 10, 64)
		if n < lo || n > hi {
			return "", "Size"
		}
		return strconv.FormatInt(n, 10), ""
	case InputBool:
		switch strings.ToLower(strings.TrimSpace(a.Value)) {
		case "":
			return "", ""
		case "true":
			return "true", ""
		case "false":
			return "false", ""
		}
		return "", "Pattern"
	case InputDate:
		v := strings.TrimSpace(a.Value)
		if v == "" {
			return "", ""
		}
		if !isoDate.MatchString(v) {
			return "", "Pattern"
		}
		if _, err := time.Parse("2006-01-02", v); err != nil {
			return "", "Pattern"
		}
		return v, ""
	case InputSingleSelection:
		v := strings.TrimSpace(a.Value)
		if v == "" {
			return "", ""
		}
		if !slices.Contains(e.SelectionValues, v) {
			return "", "Selection"
		}
		return v, ""
	case InputMultipleSelection:
		picked := []string{}
		for _, v := range a.Values {
			v = strings.TrimSpace(v)
			if !slices.Contains(e.SelectionValues, v) {
				return "", "Selection"
			}
			if !slices.Contains(picked, v) {
				picked = append(picked, v)
			}
		}
		if len(picked) == 0 {
			return "", ""
		}
		b, _ := json.Marshal(picked)
		return string(b), ""
	}
	return "", "Pattern"
}

func answerField(id int64) string { return "extraInput[" + strconv.FormatInt(id, 10) + "]" }

// saveAnswers checks and stores a contribution's answers. Answers to inputs
// the contribution does not have are refused; required inputs are checked
// when the contribution leaves its draft (checkComplete).
func (s *Service) saveAnswers(ctx context.Context, c row, fieldID *int64, given []ExtraInputAnswer) error {
	inputs, err := s.inputsFor(ctx, c, fieldID)
	if err != nil {
		return err
	}
	byID := map[int64]ExtraInput{}
	for _, e := range inputs {
		byID[e.ID] = e
	}
	check := apperr.NewCheck("contribution")
	values := map[int64]string{}
	for _, a := range given {
		e, ok := byID[a.ExtraInputID]
		if !ok {
			check.Fail(answerField(a.ExtraInputID), "NotFound")
			continue
		}
		v, failed := normalizeAnswer(e, a)
		if failed != "" {
			check.Fail(answerField(e.ID), failed)
			continue
		}
		values[e.ID] = v
	}
	if err := check.Err(); err != nil {
		return err
	}
	// Answers of inputs the contribution no longer has (field changed) go.
	if _, err := s.db.Exec(ctx, "DELETE FROM extra_input_answer WHERE contribution_id = ?", c.id); err != nil {
		return fmt.Errorf("contribution: clear answers: %w", err)
	}
	for _, e := range inputs {
		if v := values[e.ID]; v != "" {
			if _, err := s.db.Exec(ctx, "INSERT INTO extra_input_answer (contribution_id, extra_input_id, value) VALUES (?, ?, ?)", c.id, e.ID, v); err != nil {
				return fmt.Errorf("contribution: answer: %w", err)
			}
		}
	}
	return nil
}

// missingRequired adds a "required" field error for each required input
// the contribution has not answered.
func (s *Service) missingRequired(ctx context.Context, c row, fieldID *int64, check *apperr.Check) error {
	inputs, err := s.inputsFor(ctx, c, fieldID)
	if err != nil {
		return err
	}
	stored, err := s.answers(ctx, c.id)
	if err != nil {
		return err
	}
	for _, e := range inputs {
		if e.IsRequired && stored[e.ID] == "" {
			check.Fail(answerField(e.ID), "required")
		}
	}
	return nil
}
