package contribution

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/paging"
)

// FieldTitle is a field's title in one language.
type FieldTitle struct {
	Language string `json:"language"`
	Title    string `json:"title"`
}

// Field is a subject area of a contribution type (spec 002 §3 Contribution field).
type Field struct {
	ID               int64        `json:"id"`
	ContributionType string       `json:"contributionType"`
	IsActive         bool         `json:"isActive"`
	SortOrder        int          `json:"sortOrder"`
	DefinitionList   []FieldTitle `json:"definitionList"`
}

// Title is the field's title in lang, else English, else any.
func (f Field) Title(lang string) string {
	for _, want := range []string{lang, "en"} {
		for _, t := range f.DefinitionList {
			if t.Language == want {
				return t.Title
			}
		}
	}
	if len(f.DefinitionList) > 0 {
		return f.DefinitionList[0].Title
	}
	return "Undefined"
}

// FieldUser is a person attached to a field (spec 002 §3 Contribution user).
type FieldUser struct {
	ID       int64  `json:"id"`
	FieldID  int64  `json:"fieldId"`
	UserID   int64  `json:"userId"`
	UserRole string `json:"userRole"`
	IsActive bool   `json:"isActive"`
	Login    string `json:"login"`
	FullName string `json:"fullName"`
}

// FieldSortable are the field list's sort fields.
var FieldSortable = paging.Sortable{"id": "f.id", "sortOrder": "f.sort_order", "isActive": "f.is_active"}

func validType(t string) error {
	if t != TypeSuggestion && t != TypeImprovement && t != TypeIdea {
		return apperr.BadRequest("contributionTypeInvalid", map[string]any{"type": t})
	}
	return nil
}

// requireTypeAdmin refuses callers who do not administer the type.
func requireTypeAdmin(ctx context.Context, contributionType string) error {
	if err := validType(contributionType); err != nil {
		return err
	}
	if !auth.FromContext(ctx).Has(AdminRole(contributionType)) {
		return apperr.Forbidden()
	}
	return nil
}

// Fields lists a type's fields, a page at a time (activeOnly for selects).
func (s *Service) Fields(ctx context.Context, contributionType string, activeOnly bool, p paging.Page) ([]Field, int64, error) {
	if err := validType(contributionType); err != nil {
		return nil, 0, err
	}
	where, args := " WHERE f.contribution_type = ?", []any{contributionType}
	if activeOnly {
		where, args = where+" AND f.is_active = ?", append(args, true)
	}
	var total int64
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_field f"+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("contribution: count fields: %w", err)
	}
	rows, err := s.db.Query(ctx, "SELECT f.id, f.contribution_type, f.is_active, f.sort_order FROM contribution_field f"+where+p.OrderLimit("f.id"), args...)
	if err != nil {
		return nil, 0, fmt.Errorf("contribution: fields: %w", err)
	}
	var out []Field
	for rows.Next() {
		var f Field
		if err := rows.Scan(&f.ID, &f.ContributionType, &f.IsActive, &f.SortOrder); err != nil {
			rows.Close()
			return nil, 0, fmt.Errorf("contribution: scan field: %w", err)
		}
		f.DefinitionList = []FieldTitle{}
		out = append(out, f)
	}
	rows.Close()
	if err := s.fieldTitles(ctx, out); err != nil {
		return nil, 0, err
	}
	return out, total, rows.Err()
}

func (s *Service) fieldTitles(ctx context.Context, fields []Field) error {
	if len(fields) == 0 {
		return nil
	}
	index := map[int64]int{}
	ids := make([]any, len(fields))
	for i, f := range fields {
		index[f.ID], ids[i] = i, f.ID
	}
	type titled struct {
		fieldID int64
		title   FieldTitle
	}
	titles, err := db.Collect(ctx, s.db, func(sc db.Scanner) (titled, error) {
		var t titled
		err := sc.Scan(&t.fieldID, &t.title.Language, &t.title.Title)
		return t, err
	}, "SELECT field_id, language, title FROM contribution_field_title WHERE field_id IN ("+db.Placeholders(len(ids))+") ORDER BY language", ids...)
	if err != nil {
		return fmt.Errorf("contribution: field titles: %w", err)
	}
	for _, t := range titles {
		fields[index[t.fieldID]].DefinitionList = append(fields[index[t.fieldID]].DefinitionList, t.title)
	}
	return nil
}

// Field returns one field of a type.
func (s *Service) Field(ctx context.Context, contributionType string, id int64) (Field, error) {
	var f Field
	err := s.db.QueryRow(ctx, "SELECT id, contribution_type, is_active, sort_order FROM contribution_field WHERE id = ? AND contribution_type = ?",
		id, contributionType).Scan(&f.ID, &f.ContributionType, &f.IsActive, &f.SortOrder)
	if db.IsNoRows(err) {
		return f, apperr.NotFound("contributionField")
	}
	if err != nil {
		return f, fmt.Errorf("contribution: field %d: %w", id, err)
	}
	f.DefinitionList = []FieldTitle{}
	list := []Field{f}
	if err := s.fieldTitles(ctx, list); err != nil {
		return f, err
	}
	return list[0], nil
}

func checkField(f *Field) error {
	c := apperr.NewCheck("contributionField")
	if len(f.DefinitionList) == 0 {
		c.Fail("definitionList", "NotNull")
	}
	seen := map[string]bool{}
	for i := range f.DefinitionList {
		t := &f.DefinitionList[i]
		t.Title, t.Language = strings.TrimSpace(t.Title), strings.TrimSpace(t.Language)
		if t.Title == "" || len([]rune(t.Title)) > 200 {
			c.Fail("definitionList", "Size")
		}
		if t.Language == "" || len(t.Language) > 10 || seen[t.Language] {
			c.Fail("definitionList", "Pattern")
		}
		seen[t.Language] = true
	}
	c.Int32("sortOrder", f.SortOrder)
	return c.Err()
}

// SaveField creates (id 0) or changes a field of the type.
func (s *Service) SaveField(ctx context.Context, contributionType string, f Field) (Field, error) {
	if err := requireTypeAdmin(ctx, contributionType); err != nil {
		return Field{}, err
	}
	if err := checkField(&f); err != nil {
		return Field{}, err
	}
	err := s.write(ctx, func(ctx context.Context) error {
		s.configChanged(ctx)
		if f.ID == 0 {
			id, err := s.db.InsertID(ctx, "INSERT INTO contribution_field (contribution_type, is_active, sort_order, created_date) VALUES (?, ?, ?, ?)",
				contributionType, f.IsActive, f.SortOrder, s.now())
			if err != nil {
				return fmt.Errorf("contribution: insert field: %w", err)
			}
			f.ID = id
		} else {
			if _, err := s.Field(ctx, contributionType, f.ID); err != nil {
				return err
			}
			if _, err := s.db.Exec(ctx, "UPDATE contribution_field SET is_active = ?, sort_order = ? WHERE id = ?", f.IsActive, f.SortOrder, f.ID); err != nil {
				return fmt.Errorf("contribution: update field: %w", err)
			}
			if _, err := s.db.Exec(ctx, "DELETE FROM contribution_field_title WHERE field_id = ?", f.ID); err != nil {
				return fmt.Errorf("contribution: clear titles: %w", err)
			}
		}
		for _, t := range f.DefinitionList {
			if _, err := s.db.Exec(ctx, "INSERT INTO contribution_field_title (field_id, language, title) VALUES (?, ?, ?)", f.ID, t.Language, t.Title); err != nil {
				return fmt.Errorf("contribution: field title: %w", err)
			}
		}
		return nil
	})
	if err != nil {
		return Field{}, err
	}
	return s.Field(ctx, contributionType, f.ID)
}

// DeleteField removes a field no contribution uses; a used one is deactivated instead.
func (s *Service) DeleteField(ctx context.Context, contributionType string, id int64) error {
	if err := requireTypeAdmin(ctx, contributionType); err != nil {
		return err
	}
	return s.write(ctx, func(ctx context.Context) error {
		s.configChanged(ctx)
		if _, err := s.Field(ctx, contributionType, id); err != nil {
			return err
		}
		var used int
		if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution WHERE field_id = ?", id).Scan(&used); err != nil {
			return fmt.Errorf("contribution: field in use: %w", err)
		}
		if used > 0 {
			return apperr.BadRequest("contributionFieldInUse", map[string]any{"contributions": used})
		}
		if _, err := s.db.Exec(ctx, "DELETE FROM contribution_field WHERE id = ?", id); err != nil {
			return fmt.Errorf("contribution: delete field: %w", err)
		}
		return nil
	})
}

// Field user roles that can be attached to a field.
var fieldRoles = []string{lifecycle.RoleMentor, lifecycle.RoleResponsible, lifecycle.RoleExpert, lifecycle.RoleAdvisor, lifecycle.RoleAuditor}

// FieldUsers lists the people of a field (role "" for all).
func (s *Service) FieldUsers(ctx context.Context, fieldID int64, role string) ([]FieldUser, error) {
	q := `SELECT fu.id, fu.field_id, fu.user_id, fu.user_role, fu.is_active, u.login,
		TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, ''))
		FROM contribution_field_user fu JOIN app_user u ON u.id = fu.user_id WHERE fu.field_id = ? AND fu.is_active = ?`
	args := []any{fieldID, true}
	if role != "" {
		q, args = q+" AND fu.user_role = ?", append(args, role)
	}
	out, err := db.Collect(ctx, s.db, func(sc db.Scanner) (FieldUser, error) {
		var u FieldUser
		err := sc.Scan(&u.ID, &u.FieldID, &u.UserID, &u.UserRole, &u.IsActive, &u.Login, &u.FullName)
		return u, err
	}, q+" ORDER BY fu.user_role, u.first_name, u.id", args...)
	if err != nil {
		return nil, fmt.Errorf("contribution: field users: %w", err)
	}
	if out == nil {
		out = []FieldUser{}
	}
	return out, nil
}

func (s *Service) fieldType(ctx context.Context, fieldID int64) (string, error) {
	var t string
	err := s.db.QueryRow(ctx, "SELECT contribution_type FROM contribution_field WHERE id = ?", fieldID).Scan(&t)
	if db.IsNoRows(err) {
		return "", apperr.NotFound("contributionField")
	}
	return t, err
}

// AddFieldUser attaches a user to a field with a role.
func (s *Service) AddFieldUser(ctx context.Context, fieldID, userID int64, role string) error {
	typ, err := s.fieldType(ctx, fieldID)
	if err != nil {
		return err
	}
	if err := requireTypeAdmin(ctx, typ); err != nil {
		return err
	}
	if !slices.Contains(fieldRoles, role) {
		return apperr.BadRequest("roleNotAssignable", map[string]any{"role": role})
	}
	var active bool
	err = s.db.QueryRow(ctx, "SELECT activated FROM app_user WHERE id = ?", userID).Scan(&active)
	if db.IsNoRows(err) || (err == nil && !active) {
		return apperr.BadRequest("userNotFound", map[string]any{"userId": userID})
	}
	if err != nil {
		return err
	}
	res, err := s.db.Exec(ctx, "UPDATE contribution_field_user SET is_active = ? WHERE field_id = ? AND user_id = ? AND user_role = ?", true, fieldID, userID, role)
	if err != nil {
		return fmt.Errorf("contribution: field user: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		if _, err := s.db.Exec(ctx, "INSERT INTO contribution_field_user (field_id, user_id, user_role, is_active) VALUES (?, ?, ?, ?)",
			fieldID, userID, role, true); err != nil {
			return fmt.Errorf("contribution: add field user: %w", err)
		}
	}
	return nil
}

// RemoveFieldUser detaches a user's role from a field.
func (s *Service) RemoveFieldUser(ctx context.Context, fieldID, userID int64, role string) error {
	typ, err := s.fieldType(ctx, fieldID)
	if err != nil {
		return err
	}
	if err := requireTypeAdmin(ctx, typ); err != nil {
		return err
	}
	if _, err := s.db.Exec(ctx, "DELETE FROM contribution_field_user WHERE field_id = ? AND user_id = ? AND user_role = ?", fieldID, userID, role); err != nil {
		return fmt.Errorf("contribution: remove field user: %w", err)
	}
	return nil
}

// assignFieldMentors makes the field's mentors the contribution's mentors
// when it has none yet (on submission).
func (s *Service) assignFieldMentors(ctx context.Context, id int64) error {
	var fieldID *int64
	if err := s.db.QueryRow(ctx, "SELECT field_id FROM contribution WHERE id = ?", id).Scan(&fieldID); err != nil {
		return fmt.Errorf("contribution: field of %d: %w", id, err)
	}
	if fieldID == nil {
		return nil
	}
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_user WHERE contribution_id = ? AND user_role = ? AND is_active = ?",
		id, lifecycle.RoleMentor, true).Scan(&n); err != nil {
		return fmt.Errorf("contribution: count mentors: %w", err)
	}
	if n > 0 {
		return nil
	}
	mentors, err := s.FieldUsers(ctx, *fieldID, lifecycle.RoleMentor)
	if err != nil {
		return err
	}
	for _, m := range mentors {
		if err := s.addPerson(ctx, id, m.UserID, lifecycle.RoleMentor); err != nil {
			return err
		}
	}
	return nil
}
