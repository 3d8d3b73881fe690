package field

import (
	"context"
	"fmt"

	"github.com/inno-platform/inno/internal/db"
)

const userColumns = `SELECT fu.id, fu.field_id, fu.user_id, fu.user_role, fu.is_active, u.login,
	TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, ''))
	FROM contribution_field_user fu JOIN app_user u ON u.id = fu.user_id`

func scanUser(s db.Scanner) (User, error) {
	var u User
	err := s.Scan(&u.ID, &u.FieldID, &u.UserID, &u.UserRole, &u.IsActive, &u.Login, &u.FullName)
	return u, err
}

// Users reads the active people of a field (of one role, or all for "").
func (s *Store) Users(ctx context.Context, fieldID int64, role string) ([]User, error) {
	var where db.Where
	where.And("fu.field_id = ?", fieldID).And("fu.is_active = ?", true).AndIf(role != "", "fu.user_role = ?", role)
	cond, args := where.SQL()
	out, err := db.Collect(ctx, s.db, scanUser, userColumns+cond+" ORDER BY fu.user_role, u.first_name, u.id", args...)
	if err != nil {
		return nil, fmt.Errorf("field: users of %d: %w", fieldID, err)
	}
	return out, nil
}

// User reads one assignment by its id; found is false when there is none.
func (s *Store) User(ctx context.Context, id int64) (User, bool, error) {
	return s.oneUser(ctx, "fu.id = ?", id)
}

// UserOf reads the assignment of a user to a field in a role, active or
// not; found is false when there is none.
func (s *Store) UserOf(ctx context.Context, fieldID, userID int64, role string) (User, bool, error) {
	return s.oneUser(ctx, "fu.field_id = ? AND fu.user_id = ? AND fu.user_role = ?", fieldID, userID, role)
}

func (s *Store) oneUser(ctx context.Context, where string, args ...any) (User, bool, error) {
	u, err := db.ScanOne(ctx, s.db, scanUser, userColumns+" WHERE "+where, args...)
	if db.IsNoRows(err) {
		return u, false, nil
	}
	if err != nil {
		return u, false, fmt.Errorf("field: user: %w", err)
	}
	return u, true, nil
}

// Attach makes a user active in a role on a field, adding the assignment
// when there is none.
func (s *Store) Attach(ctx context.Context, fieldID, userID int64, role string) error {
	res, err := s.db.Exec(ctx, "UPDATE contribution_field_user SET is_active = ? WHERE field_id = ? AND user_id = ? AND user_role = ?", true, fieldID, userID, role)
	if err != nil {
		return fmt.Errorf("field: attach user: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		if _, err := s.db.Exec(ctx, "INSERT INTO contribution_field_user (field_id, user_id, user_role, is_active) VALUES (?, ?, ?, ?)",
			fieldID, userID, role, true); err != nil {
			return fmt.Errorf("field: add user: %w", err)
		}
	}
	return nil
}

// Detach deletes the assignment of a user to a field in a role.
func (s *Store) Detach(ctx context.Context, fieldID, userID int64, role string) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM contribution_field_user WHERE field_id = ? AND user_id = ? AND user_role = ?", fieldID, userID, role); err != nil {
		return fmt.Errorf("field: remove user: %w", err)
	}
	return nil
}

// Taken reports whether the field has another assignment than exceptID of
// the user in the role.
func (s *Store) Taken(ctx context.Context, fieldID, userID int64, role string, exceptID int64) (bool, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_field_user WHERE field_id = ? AND user_id = ? AND user_role = ? AND id <> ?",
		fieldID, userID, role, exceptID).Scan(&n); err != nil {
		return false, fmt.Errorf("field: user clash: %w", err)
	}
	return n > 0, nil
}

// UpdateUser changes an assignment's user, role and whether it is active.
func (s *Store) UpdateUser(ctx context.Context, id, userID int64, role string, active bool) error {
	if _, err := s.db.Exec(ctx, "UPDATE contribution_field_user SET user_id = ?, user_role = ?, is_active = ? WHERE id = ?",
		userID, role, active, id); err != nil {
		return fmt.Errorf("field: update user %d: %w", id, err)
	}
	return nil
}
