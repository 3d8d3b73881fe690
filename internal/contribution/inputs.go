package contribution

import (
	"context"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/extrainput"
)

// ExtraInputs are the questions a type asks besides the form (package
// extrainput): the engine saves a contribution's answers from the form,
// shows them in the form and the detail, checks the required ones before
// submission and drops those of another field when the field changes. The
// writes run in the engine's transaction, after it touched the contribution.
type ExtraInputs interface {
	// Answers reads a contribution's stored answers by input id.
	Answers(ctx context.Context, contributionID int64) (map[int64]string, error)
	// Shown joins the inputs of the type and field with stored answers, in lang.
	Shown(ctx context.Context, contributionType string, fieldID *int64, answers map[int64]string, lang string) ([]extrainput.WithAnswer, error)
	// SaveAnswers checks and stores a contribution's answers.
	SaveAnswers(ctx context.Context, contributionType string, fieldID *int64, contributionID int64, given []extrainput.Answer) error
	// CheckRequired adds a "required" error to check for each required input not answered.
	CheckRequired(ctx context.Context, contributionType string, fieldID *int64, contributionID int64, check *apperr.Check) error
	// DropOtherFields deletes a contribution's answers to inputs of fields other than fieldID.
	DropOtherFields(ctx context.Context, contributionID, fieldID int64) error
}

// inputScope is what the extra inputs of a contribution depend on besides
// its type: its field, or for an idea its competition (package extrainput
// reads IDEA inputs by competition).
func inputScope(contributionType string, fieldID, competitionID *int64) *int64 {
	if contributionType == TypeIdea {
		return competitionID
	}
	return fieldID
}

// Readable refuses (404) a caller who may not see contribution id and tells
// its type and field; the extra-input service asks it.
func (s *Service) Readable(ctx context.Context, id int64) (string, *int64, error) {
	c, _, _, err := s.editContext(ctx, id)
	if err != nil {
		return "", nil, err
	}
	fieldID, err := s.store.FieldOf(ctx, id)
	if err != nil {
		return "", nil, err
	}
	if c.contributionType == TypeIdea {
		fieldID, err = s.store.CompetitionOf(ctx, id)
		if err != nil {
			return "", nil, err
		}
	}
	return c.contributionType, fieldID, nil
}
