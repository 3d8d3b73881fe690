package field

import (
	"context"
	"slices"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// The people of a field: who holds which role on it.

// Users lists the active people of a field (role "" for all).
func (s *Service) Users(ctx context.Context, fieldID int64, role string) ([]User, error) {
	return s.store.Users(ctx, fieldID, role)
}

// Mentors are the user ids of a field's active mentors, whom a
// contribution of the field gets on submission.
func (s *Service) Mentors(ctx context.Context, fieldID int64) ([]int64, error) {
	mentors, err := s.store.Users(ctx, fieldID, lifecycle.RoleMentor)
	if err != nil {
		return nil, err
	}
	ids := make([]int64, 0, len(mentors))
	for _, m := range mentors {
		ids = append(ids, m.UserID)
	}
	return ids, nil
}

// requireAdmin refuses a caller who does not administer the type of field
// fieldID (404 for no such field).
func (s *Service) requireAdmin(ctx context.Context, fieldID int64) error {
	typ, err := s.Type(ctx, fieldID)
	if err != nil {
		return err
	}
	return lifecycle.RequireTypeAdmin(ctx, typ)
}

// checkAccount refuses an id that is not an active user.
func (s *Service) checkAccount(ctx context.Context, userID int64) error {
	active, err := s.accounts.IsActive(ctx, userID)
	if err == nil && !active {
		return apperr.BadRequest("userNotFound", map[string]any{"userId": userID})
	}
	return err
}

// AddUser attaches a user to a field with a role.
func (s *Service) AddUser(ctx context.Context, fieldID, userID int64, role string) error {
	if err := s.requireAdmin(ctx, fieldID); err != nil {
		return err
	}
	if !slices.Contains(roles, role) {
		return apperr.BadRequest("roleNotAssignable", map[string]any{"role": role})
	}
	if err := s.checkAccount(ctx, userID); err != nil {
		return err
	}
	return s.store.Attach(ctx, fieldID, userID, role)
}

// RemoveUser detaches a user's role from a field.
func (s *Service) RemoveUser(ctx context.Context, fieldID, userID int64, role string) error {
	if err := s.requireAdmin(ctx, fieldID); err != nil {
		return err
	}
	return s.store.Detach(ctx, fieldID, userID, role)
}

// User returns the assignment of a user to a field in a role (active or
// not). The type's administrators read any; others the mentors and
// responsibles of a field, and their own assignments.
func (s *Service) User(ctx context.Context, fieldID, userID int64, role string) (User, error) {
	typ, err := s.Type(ctx, fieldID)
	if err != nil {
		return User{}, err
	}
	caller := auth.FromContext(ctx)
	if !caller.Has(lifecycle.TypeAdminRole(typ)) && caller.UserID != userID && !slices.Contains(publicRoles, role) {
		return User{}, apperr.Forbidden()
	}
	u, found, err := s.store.UserOf(ctx, fieldID, userID, role)
	if err == nil && !found {
		return u, apperr.NotFound("contributionUser")
	}
	return u, err
}

// userByID reads one assignment; not found (404) when there is none.
func (s *Service) userByID(ctx context.Context, id int64) (User, error) {
	u, found, err := s.store.User(ctx, id)
	if err == nil && !found {
		return u, apperr.NotFound("contributionUser")
	}
	return u, err
}

// UpdateUser changes a field user: the user, the role or whether the
// assignment is active. The field stays; a combination the field already
// has is refused.
func (s *Service) UpdateUser(ctx context.Context, in UserInput) (User, error) {
	if in.ID == 0 {
		return User{}, apperr.EntityBadRequest("contributionUser", "idnull")
	}
	var out User
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		cur, err := s.userByID(ctx, in.ID)
		if err != nil {
			return err
		}
		if err := s.requireAdmin(ctx, cur.FieldID); err != nil {
			return err
		}
		if in.FieldID != 0 && in.FieldID != cur.FieldID {
			return apperr.BadRequest("fieldUserFieldChanged", map[string]any{"fieldId": cur.FieldID})
		}
		role := strings.ToUpper(strings.TrimSpace(in.UserRole))
		if role == "" {
			role = cur.UserRole
		}
		if !slices.Contains(roles, role) {
			return apperr.BadRequest("roleNotAssignable", map[string]any{"role": in.UserRole})
		}
		userID := in.UserID
		if userID == 0 {
			userID = cur.UserID
		}
		if userID != cur.UserID {
			if err := s.checkAccount(ctx, userID); err != nil {
				return err
			}
		}
		taken, err := s.store.Taken(ctx, cur.FieldID, userID, role, cur.ID)
		if err != nil {
			return err
		}
		if taken {
			return apperr.BadRequest("fieldUserExists", map[string]any{"userId": userID, "userRole": role})
		}
		if err := s.store.UpdateUser(ctx, cur.ID, userID, role, in.IsActive == nil || *in.IsActive); err != nil {
			return err
		}
		out, err = s.userByID(ctx, cur.ID)
		return err
	})
	return out, err
}
