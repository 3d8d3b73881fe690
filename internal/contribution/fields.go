package contribution

import (
	"context"

	"github.com/inno-platform/inno/internal/lifecycle"
)

// Fields are the subject areas of a contribution type (package field): the
// engine checks a contribution's field, shows its title and gives a
// submitted contribution the field's mentors.
type Fields interface {
	// Usable reports whether id is an active field of the type.
	Usable(ctx context.Context, contributionType string, id int64) (bool, error)
	// Title is the field's title in lang; found is false when the field is
	// not one of the type's.
	Title(ctx context.Context, contributionType string, id int64, lang string) (title string, found bool, err error)
	// Mentors are the user ids of the field's active mentors.
	Mentors(ctx context.Context, id int64) ([]int64, error)
}

// assignFieldMentors makes the field's mentors the contribution's mentors
// when it has none yet (on submission).
func (s *Service) assignFieldMentors(ctx context.Context, id int64) error {
	fieldID, err := s.store.FieldOf(ctx, id)
	if err != nil || fieldID == nil {
		return err
	}
	n, err := s.store.Holds(ctx, id, lifecycle.RoleMentor)
	if err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	mentors, err := s.fields.Mentors(ctx, *fieldID)
	if err != nil {
		return err
	}
	for _, uid := range mentors {
		if err := s.addPerson(ctx, id, uid, lifecycle.RoleMentor); err != nil {
			return err
		}
	}
	return nil
}
