package extrainput

import (
	"context"
	"fmt"

	"github.com/inno-platform/inno/internal/db"
)

// stored is one stored answer, named by its contribution or its input.
type stored struct {
	id    int64
	value string
}

// Answers reads a contribution's answers by input id.
func (s *Store) Answers(ctx context.Context, contributionID int64) (map[int64]string, error) {
	return s.answerMap(ctx, "SELECT extra_input_id, value FROM extra_input_answer WHERE contribution_id = ?", contributionID)
}

// AnswersTo reads the answers given to an input by contribution id.
func (s *Store) AnswersTo(ctx context.Context, inputID int64) (map[int64]string, error) {
	return s.answerMap(ctx, "SELECT contribution_id, value FROM extra_input_answer WHERE extra_input_id = ?", inputID)
}

func (s *Store) answerMap(ctx context.Context, query string, id int64) (map[int64]string, error) {
	rows, err := db.Collect(ctx, s.db, func(sc db.Scanner) (stored, error) {
		var a stored
		err := sc.Scan(&a.id, &a.value)
		return a, err
	}, query, id)
	if err != nil {
		return nil, fmt.Errorf("extrainput: answers: %w", err)
	}
	out := make(map[int64]string, len(rows))
	for _, a := range rows {
		out[a.id] = a.value
	}
	return out, nil
}

// SetAnswer stores a contribution's answer to an input that it has
// answered before; value "" removes the answer.
func (s *Store) SetAnswer(ctx context.Context, contributionID, inputID int64, value string) error {
	var err error
	if value == "" {
		_, err = s.db.Exec(ctx, "DELETE FROM extra_input_answer WHERE contribution_id = ? AND extra_input_id = ?", contributionID, inputID)
	} else {
		_, err = s.db.Exec(ctx, "UPDATE extra_input_answer SET value = ? WHERE contribution_id = ? AND extra_input_id = ?", value, contributionID, inputID)
	}
	if err != nil {
		return fmt.Errorf("extrainput: fit answer: %w", err)
	}
	return nil
}

// ReplaceAnswers makes values (by input id, none empty) exactly a
// contribution's answers.
func (s *Store) ReplaceAnswers(ctx context.Context, contributionID int64, order []int64, values map[int64]string) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM extra_input_answer WHERE contribution_id = ?", contributionID); err != nil {
		return fmt.Errorf("extrainput: clear answers: %w", err)
	}
	for _, id := range order {
		if v := values[id]; v != "" {
			if _, err := s.db.Exec(ctx, "INSERT INTO extra_input_answer (contribution_id, extra_input_id, value) VALUES (?, ?, ?)", contributionID, id, v); err != nil {
				return fmt.Errorf("extrainput: answer: %w", err)
			}
		}
	}
	return nil
}

// DropOtherFields deletes a contribution's answers to the inputs of fields
// other than fieldID.
func (s *Store) DropOtherFields(ctx context.Context, contributionID, fieldID int64) error {
	if _, err := s.db.Exec(ctx, `DELETE FROM extra_input_answer WHERE contribution_id = ? AND extra_input_id IN
		(SELECT id FROM extra_input WHERE field_id IS NOT NULL AND field_id <> ?)`, contributionID, fieldID); err != nil {
		return fmt.Errorf("extrainput: drop answers of other fields: %w", err)
	}
	return nil
}
