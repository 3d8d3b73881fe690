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
	"github.com/inno-platform/inno/internal/sanitize"
)

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
