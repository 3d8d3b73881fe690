package account

import (
	"context"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/memo"
)

// SessionMaxAge is how long a node trusts what it read about a session.
// It is the longest a token ended on another node (signed out, password
// changed, user deactivated or demoted) keeps working here; the node that
// ended it forgets at once.
const SessionMaxAge = 5 * time.Second

func newSessionCache() *memo.Cache[sessionKey, *auth.Principal] {
	return memo.New[sessionKey, *auth.Principal](SessionMaxAge, 10000)
}

type sessionKey struct {
	userID  int64
	tokenID string
}

// Session is the per-request check of httpapi.Sessions: the token's user
// still exists and is active, the token was not revoked, and it carries the
// user's current session version. It answers the caller with the roles and
// login the database holds now (never those written in the token), or nil
// when the session has ended. Answers are remembered SessionMaxAge per node.
func (s *Service) Session(ctx context.Context, token *auth.Principal) (*auth.Principal, error) {
	key := sessionKey{token.UserID, token.TokenID}
	// Concurrent requests of one token share one read (memo's singleflight):
	// it must not fail because the request that started it went away.
	readCtx := context.WithoutCancel(ctx)
	cur, err := s.sessions.Get(key, func() (*auth.Principal, error) {
		r, found, err := s.store.Session(readCtx, token.UserID, token.TokenID)
		if err != nil || !found || !r.Activated || r.Revoked {
			return nil, err
		}
		// Shared by the token's requests, read-only (as auth.Tokens.Parse's).
		// Its Expires is the first token's: tokens without an id share one
		// entry, but SignOut never needs their expiry.
		return &auth.Principal{UserID: token.UserID, Login: r.Login, Authorities: r.Authorities,
			TokenID: token.TokenID, SessionVersion: r.Version, Expires: token.Expires}, nil
	})
	if err != nil || cur == nil || cur.SessionVersion != token.SessionVersion {
		return nil, err
	}
	return cur, nil
}

// sessionsChanged makes this node forget what it knew of sessions once the
// transaction of ctx commits.
func (s *Service) sessionsChanged(ctx context.Context) {
	db.AfterCommit(ctx, s.sessions.Changed)
}

// endSessions ends every session of the user (inside the caller's
// transaction, if any).
func (s *Service) endSessions(ctx context.Context, userID int64) error {
	if err := s.store.EndSessions(ctx, userID); err != nil {
		return err
	}
	s.sessionsChanged(ctx)
	return nil
}

// SignOut ends the caller's own session: its token stops working on this
// node at once and on the others within SessionMaxAge. A token from before
// token ids existed cannot be told from the user's others, so signing out
// with it ends them all.
func (s *Service) SignOut(ctx context.Context) error {
	p := auth.FromContext(ctx)
	if p == nil {
		return apperr.Unauthorized()
	}
	if p.TokenID == "" {
		return s.endSessions(ctx, p.UserID)
	}
	if err := s.store.RevokeToken(ctx, p.TokenID, p.UserID, p.Expires); err != nil {
		return err
	}
	s.sessionsChanged(ctx)
	return nil
}

// SignOutEverywhere ends every session of the caller, on every device.
func (s *Service) SignOutEverywhere(ctx context.Context) error {
	p := auth.FromContext(ctx)
	if p == nil {
		return apperr.Unauthorized()
	}
	return s.endSessions(ctx, p.UserID)
}
