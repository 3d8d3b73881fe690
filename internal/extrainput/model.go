// Package extrainput holds the questions a contribution type asks besides
// the standard form (spec 002 §3 Extra input): their administration by the
// type's administrators, the inputs a contribution of a field answers, and
// the answers themselves, checked against their input. The contribution
// engine saves and shows answers through it (contribution.ExtraInputs).
package extrainput

import (
	"slices"
	"strconv"
	"strings"

	"github.com/inno-platform/inno/internal/paging"
)

// Input types (spec 002 §4).
const (
	TypeText              = "TEXT"
	TypeTextArea          = "TEXT_AREA"
	TypeRichText          = "RICH_TEXT"
	TypeNumeric           = "NUMERIC"
	TypeBool              = "BOOL"
	TypeSingleSelection   = "SINGLE_SELECTION"
	TypeMultipleSelection = "MULTIPLE_SELECTION"
	TypeDate              = "DATE"
)

// Types lists every input type.
var Types = []string{TypeText, TypeTextArea, TypeRichText, TypeNumeric, TypeBool, TypeSingleSelection,
	TypeMultipleSelection, TypeDate}

// defaults are the bounds used when an input leaves min or max blank
// (spec 002 §5): lengths for the text types, values for NUMERIC.
var defaults = map[string][2]int64{
	TypeText:     {0, 255},
	TypeTextArea: {0, 1024},
	TypeRichText: {0, 10000},
	TypeNumeric:  {0, 1000000},
}

// Limits of an input's definition.
const (
	MaxSelectionValues = 50   // options (distinct ranks) of a selection input
	maxSelectionRank   = 1000 // an option's rank is 1..1000
	maxNumericBound    = 999999999999999999
	maxInputs          = 100 // of one source
)

// Sortable are the input list's sort fields.
var Sortable = paging.Sortable{"id": "e.id", "listOrder": "e.list_order", "inputType": "e.input_type"}

// DefaultOrder is the list order the administrators set.
var DefaultOrder = paging.Order{Column: "e.list_order"}

// Definition is an input's label and explanation in one language.
type Definition struct {
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

// Input is a question a contribution type asks besides the standard form.
type Input struct {
	ID              int64            `json:"id"`
	Source          string           `json:"source" openapi:"enum=ContributionType"`
	CompetitionID   *int64           `json:"competitionId"`
	FieldID         *int64           `json:"fieldId"`
	InputType       string           `json:"inputType" openapi:"enum=InputType"`
	IsRequired      bool             `json:"isRequired"`
	ListOrder       int              `json:"listOrder"`
	MinLenOrValue   *int64           `json:"minLenOrValue"`
	MaxLenOrValue   *int64           `json:"maxLenOrValue"`
	SelectionValues []SelectionValue `json:"selectionValues"`
	DefinitionList  []Definition     `json:"definitionList"`
}

// Bounds returns the input's min and max with the type's defaults filled in.
func (e Input) Bounds() (int64, int64) {
	d := defaults[e.InputType]
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
func (e Input) Text(lang string) (string, string) {
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
func (e Input) Ranks() []int {
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
func (e Input) OptionLabel(rank int, lang string) string {
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
func (e Input) optionRank(v string) (int, bool) {
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
	return inputType == TypeSingleSelection || inputType == TypeMultipleSelection
}

// Answer is a contribution's answer to one input.
type Answer struct {
	ExtraInputID int64    `json:"extraInputId"`
	Value        string   `json:"value"`
	Values       []string `json:"values"`
}

// WithAnswer is an input as a form or a detail shows it. For a selection,
// Value (single) or Values (multiple) hold the chosen ranks and ValueLabels
// their labels in the caller's language, in rank order.
type WithAnswer struct {
	Input
	Label       string   `json:"label"`
	Explanation string   `json:"explanation"`
	Value       string   `json:"value"`
	Values      []string `json:"values"`
	ValueLabels []string `json:"valueLabels"`
}

// OrderItem is one entry of an update-order call.
type OrderItem struct {
	ID        int64 `json:"id"`
	ListOrder int   `json:"listOrder"`
}
