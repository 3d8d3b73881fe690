package account

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/db"
)

// Store is the SQL for users and their authorities.
type Store struct{ db *db.DB }

// NewStore returns a user store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

const userColumns = `id, login, first_name, last_name, email, activated, lang_key, registration_status,
	created_by, created_date, last_modified_by, last_modified_date`

func scanUser(row interface{ Scan(...any) error }, extra ...any) (User, error) {
	var (
		u                                 User
		first, last, email, status, modBy sql.NullString
		modDate                           sql.NullTime
	)
	dest := append([]any{&u.ID, &u.Login, &first, &last, &email, &u.Activated, &u.LangKey, &status,
		&u.CreatedBy, &u.CreatedDate, &modBy, &modDate}, extra...)
	if err := row.Scan(dest...); err != nil {
		return u, err
	}
	u.FirstName, u.LastName, u.Email, u.RegistrationStatus, u.LastModifiedBy = first.String, last.String, email.String, status.String, modBy.String
	if modDate.Valid {
		t := modDate.Time
		u.LastModifiedDate = &t
	}
	return u, nil
}

// Create inserts a user with its authorities and returns the new id. Login
// and e-mail are stored in lower case; a taken one is a 409.
func (s *Store) Create(ctx context.Context, n NewUser, passwordHash string) (int64, error) {
	var id int64
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		var email any
		if n.Email != "" {
			email = strings.ToLower(n.Email)
		}
		var err error
		id, err = s.db.InsertID(ctx, `INSERT INTO app_user
			(login, password_hash, first_name, last_name, email, activated, lang_key, registration_status, created_by, created_date)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			strings.ToLower(n.Login), passwordHash, n.FirstName, n.LastName, email, n.Activated, n.LangKey,
			n.RegistrationStatus, n.CreatedBy, db.Now())
		if db.IsUniqueViolation(err) {
			return apperr.Conflict("userexists", map[string]any{"login": n.Login})
		}
		if err != nil {
			return fmt.Errorf("account: insert user %s: %w", n.Login, err)
		}
		for _, a := range n.Authorities {
			if _, err := s.db.Exec(ctx, "INSERT INTO user_authority (user_id, authority_name) VALUES (?, ?)", id, a); err != nil {
				return fmt.Errorf("account: grant %s to %s: %w", a, n.Login, err)
			}
		}
		return nil
	})
	return id, err
}

// Credentials is what signing in needs of a user.
type Credentials struct {
	User         User
	PasswordHash string
}

// FindCredentials looks a user up by login or e-mail (case-insensitive).
// Found is false for an unknown user.
func (s *Store) FindCredentials(ctx context.Context, loginOrEmail string) (c Credentials, found bool, err error) {
	key := strings.ToLower(strings.TrimSpace(loginOrEmail))
	row := s.db.QueryRow(ctx, "SELECT "+userColumns+", password_hash FROM app_user WHERE login = ? OR email = ? ORDER BY id LIMIT 1", key, key)
	c.User, err = scanUser(row, &c.PasswordHash)
	if db.IsNoRows(err) {
		return c, false, nil
	}
	if err != nil {
		return c, false, fmt.Errorf("account: find %q: %w", key, err)
	}
	c.User.Authorities, err = s.authorities(ctx, c.User.ID)
	return c, err == nil, err
}

// Get returns the user with id, or a not-found error.
func (s *Store) Get(ctx context.Context, id int64) (User, error) {
	u, err := scanUser(s.db.QueryRow(ctx, "SELECT "+userColumns+" FROM app_user WHERE id = ?", id))
	if db.IsNoRows(err) {
		return u, apperr.NotFound("user")
	}
	if err != nil {
		return u, fmt.Errorf("account: get user %d: %w", id, err)
	}
	u.Authorities, err = s.authorities(ctx, id)
	return u, err
}

func (s *Store) authorities(ctx context.Context, userID int64) ([]string, error) {
	rows, err := s.db.Query(ctx, "SELECT authority_name FROM user_authority WHERE user_id = ? ORDER BY authority_name", userID)
	if err != nil {
		return nil, fmt.Errorf("account: authorities of %d: %w", userID, err)
	}
	defer rows.Close()
	out := []string{}
	for rows.Next() {
		var a string
		if err := rows.Scan(&a); err != nil {
			return nil, fmt.Errorf("account: scan authority: %w", err)
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

// Count returns how many users exist.
func (s *Store) Count(ctx context.Context) (int64, error) {
	var n int64
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM app_user").Scan(&n); err != nil {
		return 0, fmt.Errorf("account: count users: %w", err)
	}
	return n, nil
}

// TouchLastModified records who changed a user and when.
func (s *Store) TouchLastModified(ctx context.Context, id int64, by string, at time.Time) error {
	_, err := s.db.Exec(ctx, "UPDATE app_user SET last_modified_by = ?, last_modified_date = ? WHERE id = ?", by, at, id)
	if err != nil {
		return fmt.Errorf("account: touch user %d: %w", id, err)
	}
	return nil
}
