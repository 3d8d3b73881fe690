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
		now := db.Now()
		var keyHash, keyDate any
		if n.ActivationKeyHash != "" {
			keyHash, keyDate = n.ActivationKeyHash, now
		}
		id, err = s.db.InsertID(ctx, `INSERT INTO app_user
			(login, password_hash, first_name, last_name, email, activated, lang_key, registration_status, created_by, created_date,
			 phone, education_level, company, department, position, activation_key_hash, activation_key_date)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			strings.ToLower(n.Login), passwordHash, n.FirstName, n.LastName, email, n.Activated, n.LangKey,
			n.RegistrationStatus, n.CreatedBy, now, n.Phone, n.EducationLevel, n.Company, n.Department, n.Position, keyHash, keyDate)
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
	out, err := db.Strings(ctx, s.db, "SELECT authority_name FROM user_authority WHERE user_id = ? ORDER BY authority_name", userID)
	if err != nil {
		return nil, fmt.Errorf("account: authorities of %d: %w", userID, err)
	}
	return out, nil
}

// Count returns how many users exist.
func (s *Store) Count(ctx context.Context) (int64, error) {
	var n int64
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM app_user").Scan(&n); err != nil {
		return 0, fmt.Errorf("account: count users: %w", err)
	}
	return n, nil
}

// IsActive reports whether userID is an active account (false when there
// is no such account).
func (s *Store) IsActive(ctx context.Context, userID int64) (bool, error) {
	var active bool
	err := s.db.QueryRow(ctx, "SELECT activated FROM app_user WHERE id = ?", userID).Scan(&active)
	if db.IsNoRows(err) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("account: user %d: %w", userID, err)
	}
	return active, nil
}

// EmailTaken reports whether another user (not exceptID) has the address.
func (s *Store) EmailTaken(ctx context.Context, email string, exceptID int64) (bool, error) {
	var n int
	err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM app_user WHERE (email = ? OR login = ?) AND id <> ?",
		strings.ToLower(email), strings.ToLower(email), exceptID).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("account: check e-mail: %w", err)
	}
	return n > 0, nil
}

// Activate activates the inactive user whose activation key hashes to
// keyHash, if the key was issued after notBefore, and returns its id.
// Found is false otherwise.
func (s *Store) Activate(ctx context.Context, keyHash string, notBefore time.Time) (id int64, found bool, err error) {
	err = s.db.QueryRow(ctx, `UPDATE app_user SET activated = ?, activation_key_hash = NULL, activation_key_date = NULL,
		registration_status = ?, last_modified_by = login, last_modified_date = ?
		WHERE activation_key_hash = ? AND activated = ? AND activation_key_date > ? RETURNING id`,
		true, RegistrationActivated, db.Now(), keyHash, false, notBefore).Scan(&id)
	if db.IsNoRows(err) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("account: activate: %w", err)
	}
	return id, true, nil
}

// SetResetKey records a new reset key for the user (replacing any older one).
func (s *Store) SetResetKey(ctx context.Context, userID int64, keyHash string) error {
	if _, err := s.db.Exec(ctx, "UPDATE app_user SET reset_key_hash = ?, reset_date = ? WHERE id = ?", keyHash, db.Now(), userID); err != nil {
		return fmt.Errorf("account: set reset key: %w", err)
	}
	return nil
}

// UserByResetKey finds the user whose reset key hashes to keyHash and was
// issued after notBefore.
func (s *Store) UserByResetKey(ctx context.Context, keyHash string, notBefore time.Time) (User, bool, error) {
	u, err := scanUser(s.db.QueryRow(ctx, "SELECT "+userColumns+" FROM app_user WHERE reset_key_hash = ? AND reset_date > ?", keyHash, notBefore))
	if db.IsNoRows(err) {
		return u, false, nil
	}
	if err != nil {
		return u, false, fmt.Errorf("account: find reset key: %w", err)
	}
	return u, true, nil
}

// SetPassword stores a new password hash, voids any reset key and ends
// the user's sessions (a new session version).
func (s *Store) SetPassword(ctx context.Context, userID int64, hash, by string) error {
	if _, err := s.db.Exec(ctx, `UPDATE app_user SET password_hash = ?, reset_key_hash = NULL, reset_date = NULL,
		session_version = session_version + 1, last_modified_by = ?, last_modified_date = ? WHERE id = ?`, hash, by, db.Now(), userID); err != nil {
		return fmt.Errorf("account: set password: %w", err)
	}
	return nil
}

// PasswordHash returns the user's password hash.
func (s *Store) PasswordHash(ctx context.Context, userID int64) (string, error) {
	var h string
	if err := s.db.QueryRow(ctx, "SELECT password_hash FROM app_user WHERE id = ?", userID).Scan(&h); err != nil {
		return "", fmt.Errorf("account: read password hash: %w", err)
	}
	return h, nil
}

// UpdateSettings changes the user's own details.
func (s *Store) UpdateSettings(ctx context.Context, userID int64, r SettingsRequest, by string) error {
	if _, err := s.db.Exec(ctx, `UPDATE app_user SET first_name = ?, last_name = ?, email = ?, lang_key = ?,
		last_modified_by = ?, last_modified_date = ? WHERE id = ?`,
		r.FirstName, r.LastName, strings.ToLower(r.Email), r.LangKey, by, db.Now(), userID); err != nil {
		if db.IsUniqueViolation(err) {
			return apperr.BadRequest("emailexists", nil)
		}
		return fmt.Errorf("account: update settings: %w", err)
	}
	return nil
}

// TwoFactor returns the user's TOTP secret (pending or active) and whether
// two-factor sign-in is on.
func (s *Store) TwoFactor(ctx context.Context, userID int64) (secret string, enabled bool, err error) {
	var sec sql.NullString
	if err := s.db.QueryRow(ctx, "SELECT totp_secret, totp_enabled FROM app_user WHERE id = ?", userID).Scan(&sec, &enabled); err != nil {
		return "", false, fmt.Errorf("account: read two-factor: %w", err)
	}
	return sec.String, enabled, nil
}

// SetTwoFactor stores the TOTP secret and switch.
func (s *Store) SetTwoFactor(ctx context.Context, userID int64, secret string, enabled bool) error {
	var sec any
	if secret != "" {
		sec = secret
	}
	if _, err := s.db.Exec(ctx, "UPDATE app_user SET totp_secret = ?, totp_enabled = ?, last_modified_date = ? WHERE id = ?",
		sec, enabled, db.Now(), userID); err != nil {
		return fmt.Errorf("account: set two-factor: %w", err)
	}
	return nil
}

// Recipient is a user mail can be sent to.
type Recipient struct {
	Email, LangKey, Name string
}

// ActiveWithRole lists activated users holding the role who have an e-mail address.
func (s *Store) ActiveWithRole(ctx context.Context, role string) ([]Recipient, error) {
	out, err := db.Collect(ctx, s.db, func(sc db.Scanner) (Recipient, error) {
		var r Recipient
		err := sc.Scan(&r.Email, &r.LangKey, &r.Name)
		return r, err
	}, `SELECT u.email, u.lang_key, COALESCE(u.first_name, '') FROM app_user u
		JOIN user_authority a ON a.user_id = u.id
		WHERE a.authority_name = ? AND u.activated = ? AND u.email IS NOT NULL ORDER BY u.id`, role, true)
	if err != nil {
		return nil, fmt.Errorf("account: users with %s: %w", role, err)
	}
	return out, nil
}

// LastTOTPStep is the last two-factor time step the user's code matched.
func (s *Store) LastTOTPStep(ctx context.Context, userID int64) (int64, error) {
	var step int64
	if err := s.db.QueryRow(ctx, "SELECT totp_last_step FROM app_user WHERE id = ?", userID).Scan(&step); err != nil {
		return 0, fmt.Errorf("account: read TOTP step: %w", err)
	}
	return step, nil
}

// SetLastTOTPStep records the step of an accepted code. Only a later step
// is written, so two requests racing with the same code cannot both pass.
func (s *Store) SetLastTOTPStep(ctx context.Context, userID, step int64) error {
	res, err := s.db.Exec(ctx, "UPDATE app_user SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?", step, userID, step)
	if err != nil {
		return fmt.Errorf("account: record TOTP step: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return apperr.BadRequest("twoFactorCodeInvalid", nil)
	}
	return nil
}
