package account

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
)

// ManagedUser is the user as user management sees and edits it.
type ManagedUser struct {
	User
	Phone                string `json:"phone"`
	EducationLevel       string `json:"educationLevel"`
	Company              string `json:"company"`
	Department           string `json:"department"`
	Position             string `json:"position"`
	OrganizationUnitID   *int64 `json:"organizationUnitId"`
	OrganizationUnitName string `json:"organizationUnitName"`
	// Password is only read: an initial password when an administrator
	// creates a user. It is never returned.
	Password string `json:"password,omitempty"`
}

// UserFilter holds the user-list filters of spec 002 §3.
type UserFilter struct {
	SearchStr          string
	Login              string
	FirstName          string
	LastName           string
	Email              string
	UserOrg            int64 // users in this organization or any unit below it
	UnitID             int64 // users in exactly this unit
	Roles              []string
	Activated          *bool
	RegistrationStatus string
}

// UserSortable are the sort fields of the user list.
var UserSortable = paging.Sortable{
	"id": "u.id", "login": "u.login", "firstName": "u.first_name", "lastName": "u.last_name", "email": "u.email",
	"activated": "u.activated", "langKey": "u.lang_key", "createdDate": "u.created_date",
	"lastModifiedDate": "u.last_modified_date", "registrationStatus": "u.registration_status",
}

const managedColumns = `u.id, u.login, u.first_name, u.last_name, u.email, u.activated, u.lang_key, u.registration_status,
	u.created_by, u.created_date, u.last_modified_by, u.last_modified_date,
	COALESCE(u.phone, ''), COALESCE(u.education_level, ''), COALESCE(u.company, ''), COALESCE(u.department, ''),
	COALESCE(u.position, ''), u.organization_unit_id, COALESCE(o.name, '')`

func scanManaged(row db.Scanner) (ManagedUser, error) {
	var m ManagedUser
	var unit sql.NullInt64
	u, err := scanUser(row, &m.Phone, &m.EducationLevel, &m.Company, &m.Department, &m.Position, &unit, &m.OrganizationUnitName)
	if err != nil {
		return m, err
	}
	m.User = u
	if unit.Valid {
		id := unit.Int64
		m.OrganizationUnitID = &id
	}
	return m, nil
}

// nameSearch finds a person by full name, login or e-mail address, folded
// (db.Fold), so "şahin" finds "Şahin" and "ilker" finds "İlker". It takes the
// folded term four times. The full name covers the last name alone.
var nameSearch = db.FoldedLike("COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')") + " OR " +
	db.FoldedLike("u.login") + " OR " + db.FoldedLike("COALESCE(u.email, '')") + " OR " +
	db.FoldedLike("COALESCE(u.last_name, '') || ' ' || COALESCE(u.first_name, '')")

func (f UserFilter) where() db.Where {
	var w db.Where
	like := func(col, v string) {
		if v = strings.TrimSpace(v); v != "" {
			w.And(db.FoldedLike("COALESCE("+col+", '')"), db.FoldedContains(v))
		}
	}
	if s := strings.TrimSpace(f.SearchStr); s != "" {
		a := db.FoldedContains(s)
		w.And("("+nameSearch+")", a, a, a, a)
	}
	like("u.login", f.Login)
	like("u.first_name", f.FirstName)
	like("u.last_name", f.LastName)
	like("u.email", f.Email)
	w.AndIf(f.UnitID > 0, "u.organization_unit_id = ?", f.UnitID)
	w.AndIf(f.UserOrg > 0, `u.organization_unit_id IN (
			WITH RECURSIVE sub(id) AS (SELECT id FROM organization WHERE id = ?
				UNION ALL SELECT o2.id FROM organization o2 JOIN sub ON o2.parent_id = sub.id)
			SELECT id FROM sub)`, f.UserOrg)
	if len(f.Roles) > 0 {
		cond, args := db.In("ua.authority_name", f.Roles)
		w.And("EXISTS (SELECT 1 FROM user_authority ua WHERE ua.user_id = u.id AND "+cond+")", args...)
	}
	if f.Activated != nil {
		w.And("u.activated = ?", *f.Activated)
	}
	w.AndIf(f.RegistrationStatus != "", "u.registration_status = ?", f.RegistrationStatus)
	return w
}

// ListUsers returns one page of users matching the filter, and the total.
func (s *Store) ListUsers(ctx context.Context, f UserFilter, p paging.Page) ([]ManagedUser, int64, error) {
	out, total, err := db.Paged(ctx, s.db, scanManaged, db.PageQuery{Columns: managedColumns,
		From: "app_user u LEFT JOIN organization o ON o.id = u.organization_unit_id", Count: "app_user u",
		Where: f.where(), Page: p, Tie: "u.id"})
	if err != nil {
		return nil, 0, fmt.Errorf("account: list users: %w", err)
	}
	out, err = s.withRoles(ctx, out)
	return out, total, err
}

// withRoles fills the roles of a page of users in one query, not one per user.
func (s *Store) withRoles(ctx context.Context, out []ManagedUser) ([]ManagedUser, error) {
	if len(out) == 0 {
		return out, nil
	}
	ids := make([]int64, len(out))
	index := make(map[int64]int, len(out))
	for i, m := range out {
		ids[i], index[m.ID] = m.ID, i
		out[i].Authorities = []string{}
	}
	type role struct {
		userID int64
		name   string
	}
	cond, args := db.In("user_id", ids)
	roles, err := db.Collect(ctx, s.db, func(sc db.Scanner) (role, error) {
		var r role
		err := sc.Scan(&r.userID, &r.name)
		return r, err
	}, "SELECT user_id, authority_name FROM user_authority WHERE "+cond+" ORDER BY authority_name", args...)
	if err != nil {
		return nil, fmt.Errorf("account: roles of page: %w", err)
	}
	for _, r := range roles {
		out[index[r.userID]].Authorities = append(out[index[r.userID]].Authorities, r.name)
	}
	return out, nil
}

// GetManaged returns one user for user management.
func (s *Store) GetManaged(ctx context.Context, id int64) (ManagedUser, error) {
	m, err := db.ScanOne(ctx, s.db, scanManaged, "SELECT "+managedColumns+
		" FROM app_user u LEFT JOIN organization o ON o.id = u.organization_unit_id WHERE u.id = ?", id)
	if db.IsNoRows(err) {
		return ManagedUser{}, apperr.NotFound("user")
	}
	if err != nil {
		return ManagedUser{}, fmt.Errorf("account: get user %d: %w", id, err)
	}
	out, err := s.withRoles(ctx, []ManagedUser{m})
	if err != nil {
		return ManagedUser{}, err
	}
	return out[0], nil
}

// UpdateManaged writes an administrator's change to a user and replaces its roles.
func (s *Store) UpdateManaged(ctx context.Context, m ManagedUser, by string) error {
	var email any
	if m.Email != "" {
		email = strings.ToLower(m.Email)
	}
	_, err := s.db.Exec(ctx, `UPDATE app_user SET login = ?, first_name = ?, last_name = ?, email = ?, activated = ?, lang_key = ?,
		organization_unit_id = ?, registration_status = ?, last_modified_by = ?, last_modified_date = ? WHERE id = ?`,
		strings.ToLower(m.Login), m.FirstName, m.LastName, email, m.Activated, m.LangKey, m.OrganizationUnitID,
		m.RegistrationStatus, by, db.Now(), m.ID)
	if db.IsUniqueViolation(err) {
		return apperr.BadRequest("userexists", nil)
	}
	if err != nil {
		return fmt.Errorf("account: update user %d: %w", m.ID, err)
	}
	if _, err := s.db.Exec(ctx, "DELETE FROM user_authority WHERE user_id = ?", m.ID); err != nil {
		return fmt.Errorf("account: clear roles of %d: %w", m.ID, err)
	}
	for _, a := range m.Authorities {
		if _, err := s.db.Exec(ctx, "INSERT INTO user_authority (user_id, authority_name) VALUES (?, ?)", m.ID, a); err != nil {
			return fmt.Errorf("account: grant %s: %w", a, err)
		}
	}
	return nil
}

// SetUnit puts a user in an organization unit.
func (s *Store) SetUnit(ctx context.Context, userID int64, unitID *int64) error {
	if _, err := s.db.Exec(ctx, "UPDATE app_user SET organization_unit_id = ? WHERE id = ?", unitID, userID); err != nil {
		return fmt.Errorf("account: set unit: %w", err)
	}
	return nil
}

// HistoryEntry is one step of a user's registration history.
type HistoryEntry struct {
	ID        int64  `json:"id"`
	UserID    int64  `json:"userId"`
	Status    string `json:"status"`
	ChangedBy string `json:"changedBy"`
	Date      string `json:"changedDate"`
	Note      string `json:"note"`
}

// AddHistory records a registration status change.
func (s *Store) AddHistory(ctx context.Context, userID int64, status, by, note string) error {
	if _, err := s.db.Exec(ctx, "INSERT INTO user_registration_history (user_id, status, changed_by, changed_date, note) VALUES (?, ?, ?, ?, ?)",
		userID, status, by, db.Now(), note); err != nil {
		return fmt.Errorf("account: record history: %w", err)
	}
	return nil
}

// History lists a user's registration history, oldest first.
func (s *Store) History(ctx context.Context, userID int64) ([]HistoryEntry, error) {
	out, err := db.Collect(ctx, s.db, func(sc db.Scanner) (HistoryEntry, error) {
		var h HistoryEntry
		var at sql.NullTime
		err := sc.Scan(&h.ID, &h.UserID, &h.Status, &h.ChangedBy, &at, &h.Note)
		h.Date = at.Time.UTC().Format("2006-01-02T15:04:05Z")
		return h, err
	}, "SELECT id, user_id, status, changed_by, changed_date, note FROM user_registration_history WHERE user_id = ? ORDER BY changed_date, id", userID)
	if err != nil {
		return nil, fmt.Errorf("account: history: %w", err)
	}
	return out, nil
}

// SearchResult is one hit of the type-ahead user search.
type SearchResult struct {
	ID        int64  `json:"id"`
	Login     string `json:"login"`
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
	Email     string `json:"email"`
	FullName  string `json:"fullName"`
}

// Search finds active users for the type-ahead: by name parts, or (exact)
// by e-mail address. role limits the hits to internal or external users.
func (s *Store) Search(ctx context.Context, q, exactEmail, role string, limit int) ([]SearchResult, error) {
	var cond string
	var args []any
	if exactEmail != "" {
		cond, args = "LOWER(u.email) = ?", []any{strings.ToLower(exactEmail)}
	} else {
		a := db.FoldedContains(q)
		cond = "(" + nameSearch + ")"
		args = []any{a, a, a, a}
	}
	if role != "" {
		cond += " AND EXISTS (SELECT 1 FROM user_authority ua WHERE ua.user_id = u.id AND ua.authority_name = ?)"
		args = append(args, role)
	}
	args = append(args, true, limit)
	query := "SELECT u.id, u.login, COALESCE(u.first_name, ''), COALESCE(u.last_name, ''), COALESCE(u.email, '') FROM app_user u WHERE " +
		cond + " AND u.activated = ? ORDER BY u.first_name, u.last_name, u.id LIMIT ?"
	out, err := db.Collect(ctx, s.db, func(sc db.Scanner) (SearchResult, error) {
		var r SearchResult
		err := sc.Scan(&r.ID, &r.Login, &r.FirstName, &r.LastName, &r.Email)
		r.FullName = strings.TrimSpace(r.FirstName + " " + r.LastName)
		return r, err
	}, query, args...)
	if err != nil {
		return nil, fmt.Errorf("account: search users: %w", err)
	}
	return out, nil
}
