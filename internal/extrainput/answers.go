package extrainput

// The answers a contribution gives its inputs: what the engine calls to
// save, check and show them, and how an answer is checked against its input.

import (
	"context"
	"encoding/json"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/sanitize"
)

// Answers reads a contribution's stored answers by input id.
func (s *Service) Answers(ctx context.Context, contributionID int64) (map[int64]string, error) {
	return s.store.Answers(ctx, contributionID)
}

// Shown joins the inputs a contribution of the type and field answers
// with its stored answers, in lang, for the form and the detail.
func (s *Service) Shown(ctx context.Context, contributionType string, fieldID *int64, answers map[int64]string, lang string) ([]WithAnswer, error) {
	inputs, err := s.inputsFor(ctx, contributionType, fieldID)
	if err != nil {
		return nil, err
	}
	return withAnswers(inputs, answers, lang), nil
}

// SaveAnswers checks and stores a contribution's answers inside the
// caller's transaction. Answers to inputs the contribution does not have
// are refused; the answers of inputs it no longer has (its field changed)
// go. Required inputs are checked when it leaves its draft (CheckRequired).
func (s *Service) SaveAnswers(ctx context.Context, contributionType string, fieldID *int64, contributionID int64, given []Answer) error {
	inputs, err := s.inputsFor(ctx, contributionType, fieldID)
	if err != nil {
		return err
	}
	byID := map[int64]Input{}
	order := make([]int64, 0, len(inputs))
	for _, e := range inputs {
		byID[e.ID] = e
		order = append(order, e.ID)
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
	return s.store.ReplaceAnswers(ctx, contributionID, order, values)
}

// CheckRequired adds a "required" field error to check for each required
// input the contribution has not answered.
func (s *Service) CheckRequired(ctx context.Context, contributionType string, fieldID *int64, contributionID int64, check *apperr.Check) error {
	inputs, err := s.inputsFor(ctx, contributionType, fieldID)
	if err != nil {
		return err
	}
	stored, err := s.store.Answers(ctx, contributionID)
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

// DropOtherFields deletes a contribution's answers to the inputs of fields
// other than fieldID (it moved to that field).
func (s *Service) DropOtherFields(ctx context.Context, contributionID, fieldID int64) error {
	return s.store.DropOtherFields(ctx, contributionID, fieldID)
}

func answerField(id int64) string { return "extraInput[" + strconv.FormatInt(id, 10) + "]" }

func decodeValues(v string) []string {
	var out []string
	if err := json.Unmarshal([]byte(v), &out); err != nil || out == nil {
		return []string{}
	}
	return out
}

// withAnswers joins inputs and stored answers for the form and the detail.
// A selection answer names ranks; ranks no longer offered are left out.
func withAnswers(inputs []Input, stored map[int64]string, lang string) []WithAnswer {
	out := make([]WithAnswer, 0, len(inputs))
	for _, e := range inputs {
		label, explanation := e.Text(lang)
		a := WithAnswer{Input: e, Label: label, Explanation: explanation, Values: []string{}, ValueLabels: []string{}}
		if v, ok := stored[e.ID]; ok {
			switch e.InputType {
			case TypeSingleSelection:
				if n, err := strconv.Atoi(v); err == nil && slices.Contains(e.Ranks(), n) {
					a.Value = v
					a.ValueLabels = append(a.ValueLabels, e.OptionLabel(n, lang))
				}
			case TypeMultipleSelection:
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

var (
	digits  = regexp.MustCompile(`^[0-9]+$`)
	isoDate = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
)

// normalizeAnswer checks one answer against its input and returns the value
// to store ("" for no answer) or the failed rule.
func normalizeAnswer(e Input, a Answer) (string, string) {
	lo, hi := e.Bounds()
	switch e.InputType {
	case TypeText, TypeTextArea, TypeRichText:
		v := strings.TrimSpace(a.Value)
		if e.InputType == TypeRichText {
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
	case TypeNumeric:
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
	case TypeBool:
		switch strings.ToLower(strings.TrimSpace(a.Value)) {
		case "":
			return "", ""
		case "true":
			return "true", ""
		case "false":
			return "false", ""
		}
		return "", "Pattern"
	case TypeDate:
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
	case TypeSingleSelection:
		if strings.TrimSpace(a.Value) == "" {
			return "", ""
		}
		rank, ok := e.optionRank(a.Value)
		if !ok {
			return "", "Selection"
		}
		return strconv.Itoa(rank), ""
	case TypeMultipleSelection:
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

// fitAnswers keeps an input's stored answers true to its new definition:
// all go when the type changed; options taken away leave the answers.
// The contributions whose answers change move to a new version.
func (s *Service) fitAnswers(ctx context.Context, old, e Input) error {
	typeChanged := old.InputType != e.InputType
	if !typeChanged && !isSelection(e.InputType) {
		return nil
	}
	ranks := e.Ranks()
	if !typeChanged && slices.Equal(old.Ranks(), ranks) {
		return nil
	}
	given, err := s.store.AnswersTo(ctx, e.ID)
	if err != nil {
		return err
	}
	for cid, v := range given {
		kept := ""
		if !typeChanged {
			kept = keepRanks(e.InputType, v, ranks)
		}
		if kept == v {
			continue
		}
		if err := s.contributions.Changed(ctx, cid); err != nil {
			return err
		}
		if err := s.store.SetAnswer(ctx, cid, e.ID, kept); err != nil {
			return err
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
	if inputType == TypeSingleSelection {
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
