package account

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// sessionRow is what the per-request session check reads of a user.
type sessionRow struct {
	Login       string
	Activated   bool
	Version     int64
	Revoked     bool
	Authorities []string
}

// Session reads the user's sign-in state and whether the token id was
// revoked. Found is false for a user that no longer exists.
func (s *Store) Session(ctx context.Context, userID int64, tokenID string) (r sessionRow, found bool, err error) {
	err = s.db.QueryRow(ctx, `SELECT login, activated, session_version,
		EXISTS (SELECT 1 FROM revoked_token WHERE token_id = ?) FROM app_user WHERE id = ?`, tokenID, userID).
		Scan(&r.Login, &r.Activated, &r.Version, &r.Revoked)
	if db.IsNoRows(err) {
		return r, false, nil
	}
	if err != nil {
		return r, false, fmt.Errorf("account: session of %d: %w", userID, err)
	}
	r.Authorities, err = s.authorities(ctx, userID)
	return r, err == nil, err
}

// EndSessions moves the user's session version on: every token issued
// before stops working.
func (s *Store) EndSessions(ctx context.Context, userID int64) error {
	if _, err := s.db.Exec(ctx, "UPDATE app_user SET session_version = session_version + 1 WHERE id = ?", userID); err != nil {
		return fmt.Errorf("account: end sessions of %d: %w", userID, err)
	}
	return nil
}

// SessionVersion is the user's current session version, for a new token.
func (s *Store) SessionVersion(ctx context.Context, userID int64) (int64, error) {
	var v int64
	if err := s.db.QueryRow(ctx, "SELECT session_version FROM app_user WHERE id = ?", userID).Scan(&v); err != nil {
		return 0, fmt.Errorf("account: session version of %d: %w", userID, err)
	}
	return v, nil
}

// RevokeToken ends one token until it expires, and forgets the revoked
// tokens that have expired since (they fail the signature check anyway).
func (s *Store) RevokeToken(ctx context.Context, tokenID string, userID int64, expires time.Time) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM revoked_token WHERE expires_at < ?", db.Now()); err != nil {
		return fmt.Errorf("account: forget expired revocations: %w", err)
	}
	// a token revoked twice (two sign-outs at once) is settled in the statement: a unique-violation
	// error would abort a surrounding transaction on PostgreSQL
	if _, err := s.db.Exec(ctx, "INSERT INTO revoked_token (token_id, user_id, expires_at) VALUES (?, ?, ?) ON CONFLICT (token_id) DO NOTHING",
		tokenID, userID, expires.UTC()); err != nil {
		return fmt.Errorf("account: revoke token: %w", err)
	}
	return nil
}
