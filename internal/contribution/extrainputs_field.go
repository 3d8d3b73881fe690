package contribution

import (
	"context"

	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// FieldInputs are the extra inputs a contribution of field fieldID answers:
// its type's inputs for every field and those of that field, in list
// order. For the type's administrators and whoever may list or submit
// the type.
func (s *Service) FieldInputs(ctx context.Context, fieldID int64) ([]ExtraInput, error) {
	typ, err := s.fields.Type(ctx, fieldID)
	if err != nil {
		return nil, err
	}
	caller := auth.FromContext(ctx)
	if !caller.Has(lifecycle.TypeAdminRole(typ)) {
		cfg, err := s.settings.Get(ctx)
		if err != nil {
			return nil, err
		}
		if !cfg.Allows(typ, appconfig.Listing, caller) && !cfg.Allows(typ, appconfig.Submit, caller) {
			return nil, apperr.Forbidden()
		}
	}
	inputs, err := s.inputsFor(ctx, row{contributionType: typ}, &fieldID)
	if err != nil {
		return nil, err
	}
	if inputs == nil {
		inputs = []ExtraInput{}
	}
	return inputs, nil
}
