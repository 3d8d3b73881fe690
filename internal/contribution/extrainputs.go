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
	"github.com/inno-platform/inno/internal/paging"
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
	MaxSelectionValues = 50   // options (distinct ranks) of a selection input
	maxSelectionRank   = 1000 // an option's rank is 1..1000
	maxNumericBound    = 999999999999999999
	maxExtraInputs     = 100
)

// InputDefinition is an extra input's label and explanation in one language.
type InputDefinition struct {
	ID           int64  `json:"id"`
	Label        string `json:"label"`
	Explanation  string `json:"explanation"`
	Language     string `json:"language"`
	ExtraInputID int64  `json:"extraInputId"`
}

// SelectionValue is an option of a selection input in one language. The
// rank identifies the option (answers store it), orders the options and
// groups an option's labels across languages.
type SelectionValue struct {
	Language string `json:"language"`
	Label    string `json:"label"`
	Rank     int    `json:"rank"`
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
	MinLenOrValue   *int64            `json:"minLenOrValue"`
	MaxLenOrValue   *int64            `json:"maxLenOrValue"`
	SelectionValues []SelectionValue  `json:"selectionValues"`
	DefinitionList  []InputDefinition `json:"definitionList"`
}

// Bounds returns the input's min and max with the type's defaults filled in.
func (e ExtraInput) Bounds() (int64, int64) {
	d := inputDefaults[e.InputType]
	lo, hi := d[0], d[1]
	if e.MinLenOrValue != nil {
		lo = *e.MinLenOrValue
	}
	if e.MaxLenOrValue != nil {
		hi = *e.MaxLenOrValue
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

// Ranks are the input's options in order.
func (e ExtraInput) Ranks() []int {
	out := []int{}
	for _, v := range e.SelectionValues {
		if !slices.Contains(out, v.Rank) {
			out = append(out, v.Rank)
		}
	}
	slices.Sort(out)
	return out
}

// OptionLabel is the label of option rank in lang, else English, else any
// language; "" when the input has no such option.
func (e ExtraInput) OptionLabel(rank int, lang string) string {
	fallback := ""
	for _, want := range []string{lang, "en"} {
		for _, v := range e.SelectionValues {
			if v.Rank != rank {
				continue
			}
			if v.Language == want {
				return v.Label
			}
			if fallback == "" {
				fallback = v.Label
			}
		}
	}
	return fallback
}

// optionRank finds the option an answer names: its rank ("2"), or for
// compatibility a label in any language (the first option in rank order
// with that label). A number that is an option's rank is read as the rank.
func (e ExtraInput) optionRank(v string) (int, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	ranks := e.Ranks()
	if n, err := strconv.Atoi(v); err == nil && slices.Contains(ranks, n) {
		return n, true
	}
	for _, r := range ranks {
		for _, o := range e.SelectionValues {
			if o.Rank == r && o.Label == v {
				return r, true
			}
		}
	}
	return 0, false
}

func isSelection(inputType string) bool {
	return inputType == InputSingleSelection || inputType == InputMultipleSelection
}

// ExtraInputAnswer is a contribution's answer to one extra input.
type ExtraInputAnswer struct {
	ExtraInputID int64    `json:"extraInputId"`
	Value        string   `json:"value"`
	Values       []string `json:"values"`
}

// ExtraInputWithAnswer is an input as a form or a detail shows it. For a
// selection, Value (single) or Values (multiple) hold the chosen ranks and
// ValueLabels their labels in the caller's language, in rank order.
type ExtraInputWithAnswer struct {
	ExtraInput
	Label       string   `json:"label"`
	Explanation string   `json:"explanation"`
	Value       string   `json:"value"`
	Values      []string `json:"values"`
	ValueLabels []string `json:"valueLabels"`
}

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
	if err := requireTypeAdmin(ctx, source); err != nil {
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
	if err := requireTypeAdmin(ctx, source); err != nil {
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
	if err := requireTypeAdmin(ctx, source); err != nil {
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

// inputsFor returns the inputs a contribution answers: its type's inputs
// (its competition's for ideas) without those of another field.
func (s *Service) inputsFor(ctx context.Context, c row, fieldID *int64) ([]ExtraInput, error) {
	all, err := s.typeInputs(ctx, c.contributionType)
	if err != nil {
		return nil, err
	}
	out := make([]ExtraInput, 0, len(all))
	for _, e := range all {
		if e.FieldID != nil && (fieldID == nil || *e.FieldID != *fieldID) {
			continue
		}
		out = append(out, e)
	}
	return out, nil
}

// typeInputs are the type's inputs in their order, remembered outside
// transactions (shared between callers: read them, never change them).
func (s *Service) typeInputs(ctx context.Context, contributionType string) ([]ExtraInput, error) {
	load := func() ([]ExtraInput, error) {
		return s.loadInputs(ctx, " WHERE e.source = ?", " ORDER BY e.list_order, e.id", contributionType)
	}
	if db.InTx(ctx) {
		return load()
	}
	return s.typeInputsMemo.Get(contributionType, load)
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
// A selection answer names ranks; ranks no longer offered are left out.
func withAnswers(inputs []ExtraInput, stored map[int64]string, lang string) []ExtraInputWithAnswer {
	out := make([]ExtraInputWithAnswer, 0, len(inputs))
	for _, e := range inputs {
		label, explanation := e.Text(lang)
		a := ExtraInputWithAnswer{ExtraInput: e, Label: label, Explanation: explanation, Values: []string{}, ValueLabels: []string{}}
		if v, ok := stored[e.ID]; ok {
			switch e.InputType {
			case InputSingleSelection:
				if n, err := strconv.Atoi(v); err == nil && slices.Contains(e.Ranks(), n) {
					a.Value = v
					a.ValueLabels = append(a.ValueLabels, e.OptionLabel(n, lang))
				}
			case InputMultipleSelection:
				ranks := e.Ranks()
				for _, r := range decodeValues(v) {
					if n, err := strconv.Atoi(r); err == nil && slices.Contains(ranks, n) {
						a.Values = append(a.Values, r)
						a.ValueLabels = append(a.ValueLabels, e.OptionLabel(n, lang))
					}
				}
			default:
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
		if strings.TrimSpace(a.Value) == "" {
			return "", ""
		}
		rank, ok := e.optionRank(a.Value)
		if !ok {
			return "", "Selection"
		}
		return strconv.Itoa(rank), ""
	case InputMultipleSelection:
		picked := []int{}
		for _, v := range a.Values {
			rank, ok := e.optionRank(v)
			if !ok {
				return "", "Selection"
			}
			if !slices.Contains(picked, rank) {
				picked = append(picked, rank)
			}
		}
		if len(picked) == 0 {
			return "", ""
		}
		slices.Sort(picked)
		out := make([]string, len(picked))
		for i, r := range picked {
			out[i] = strconv.Itoa(r)
		}
		b, _ := json.Marshal(out)
		return string(b), ""
	}
	return "", "Pattern"
}

func answerField(id int64) string { return "extraInput[" + strconv.FormatInt(id, 10) + "]" }

// saveAnswers checks and stores a contribution's answers. Answers to inputs
// the contribution does not have are refused; required inputs are checked
// when the contribution leaves its draft (checkComplete).
func (s *Service) saveAnswers(ctx context.Context, c row, fieldID *int64, given []ExtraInputAnswer) error {
	if err := s.touch(ctx, c.id); err != nil {
		return err
	}
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
