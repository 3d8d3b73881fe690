package contribution

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// FieldUserInput is the body of PUT api/v3/contribution-users.
type FieldUserInput struct {
	ID       int64  `json:"id"`
	FieldID  int64  `json:"fieldId"`
	UserID   int64  `json:"userId"`
	UserRole string `json:"userRole"`
	IsActive *bool  `json:"isActive"` // true when left out
}

const fieldUserColumns = `SELECT fu.id, fu.field_id, fu.user_id, fu.user_role, fu.is_active, u.login,
	TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, ''))
	FROM contribution_field_user fu JOIN app_user u ON u.id = fu.user_id`

func (s *Service) fieldUserWhere(ctx context.Context, where string, args ...any) (FieldUser, error) {
	var u FieldUser
	err := s.db.QueryRow(ctx, fieldUserColumns+" WHERE "+where, args...).Scan(&u.ID, &u.FieldID, &u.UserID, &u.UserRole, &u.IsActive, &u.Login, &u.FullName)
	if db.IsNoRows(err) {
		return u, apperr.NotFound("contributionUser")
	}
	if err != nil {
		return u, fmt.Errorf("contribution: field user: %w", err)
	}
	return u, nil
}

// publicFieldRoles are the field roles every contributor may read
// (…/fieldId/{f}/mentor and …/responsibles).
var publicFieldRoles = []string{lifecycle.RoleMentor, lifecycle.RoleResponsible}

// FieldUser returns the assignment of a user to a field in a role (active
// or not). The type's administrators read any; others the mentors and
// responsibles of a field, and their own assignments.
func (s *Service) FieldUser(ctx context.Context, fieldID, userID int64, role string) (FieldUser, error) {
	typ, err := s.fieldType(ctx, fieldID)
	if err != nil {
		return FieldUser{}, err
	}
	caller := auth.FromContext(ctx)
	if !caller.Has(AdminRole(typ)) && caller.UserID != userID && !slices.Contains(publicFieldRoles, role) {
		return FieldUser{}, apperr.Forbidden()
	}
	return s.fieldUserWhere(ctx, "fu.field_id = ? AND fu.user_id = ? AND fu.user_role = ?", fieldID, userID, role)
}

// UpdateFieldUser changes a field user: the user, the role or whether the
// assignment is active. The field stays; a combination the field already
// has is refused.
func (s *Service) UpdateFieldUser(ctx context.Context, in FieldUserInput) (FieldUser, error) {
	if in.ID == 0 {
		return FieldUser{}, apperr.EntityBadRequest("contributionUser", "idnull")
	}
	var out FieldUser
	err := s.write(ctx, func(ctx context.Context) error {
		cur, err := s.fieldUserWhere(ctx, "fu.id = ?", in.ID)
		if err != nil {
			return err
		}
		typ, err := s.fieldType(ctx, cur.FieldID)
		if err != nil {
			return err
		}
		if err := requireTypeAdmin(ctx, typ); err != nil {
			return err
		}
		if in.FieldID != 0 && in.FieldID != cur.FieldID {
			return apperr.BadRequest("fieldUserFieldChanged", map[string]any{"fieldId": cur.FieldID})
		}
		role := strings.ToUpper(strings.TrimSpace(in.UserRole))
		if role == "" {
			role = cur.UserRole
		}
		if !slices.Contains(fieldRoles, role) {
			return apperr.BadRequest("roleNotAssignable", map[string]any{"role": in.UserRole})
		}
		userID := in.UserID
		if userID == 0 {
			userID = cur.UserID
		}
		if userID != cur.UserID {
			if err := s.checkUsers(ctx, []int64{userID}); err != nil {
				return err
			}
		}
		var clash int
		if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_field_user WHERE field_id = ? AND user_id = ? AND user_role = ? AND id <> ?",
			cur.FieldID, userID, role, cur.ID).Scan(&clash); err != nil {
			return fmt.Errorf("contribution: field user clash: %w", err)
		}
		if clash > 0 {
			return apperr.BadRequest("fieldUserExists", map[string]any{"userId": userID, "userRole": role})
		}
		active := in.IsActive == nil || *in.IsActive
		if _, err := s.db.Exec(ctx, "UPDATE contribution_field_user SET user_id = ?, user_role = ?, is_active = ? WHERE id = ?",
			userID, role, active, cur.ID); err != nil {
			return fmt.Errorf("contribution: update field user: %w", err)
		}
		out, err = s.fieldUserWhere(ctx, "fu.id = ?", cur.ID)
		return err
	})
	return out, err
}

// FieldInputs are the extra inputs a contribution of field fieldID answers:
// its type's inputs for every field and those of that field, in list
// order. For the type's administrators and whoever may list or submit
// the type.
func (s *Service) FieldInputs(ctx context.Context, fieldID int64) ([]ExtraInput, error) {
	typ, err := s.fieldType(ctx, fieldID)
	if err != nil {
		return nil, err
	}
	caller := auth.FromContext(ctx)
	if !caller.Has(AdminRole(typ)) {
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
