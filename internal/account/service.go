package account

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/audit"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/captcha"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/mail"
	"github.com/inno-platform/inno/internal/memo"
)

// Service holds the account rules: signing in with brute-force protection,
// reading the session account, creating users.
type Service struct {
	db        *db.DB
	store     *Store
	audit     *audit.Log
	captcha   *captcha.Service
	passwords *auth.Passwords
	tokens    *auth.Tokens
	settings  *appconfig.Service
	mailer    *mail.Mailer
	units     UnitChecker
	log       *slog.Logger
	now       func() time.Time
	sessions  *memo.Cache[sessionKey, *auth.Principal] // see Session
}

// Deps are what the account service builds on.
type Deps struct {
	DB        *db.DB
	Audit     *audit.Log
	Captcha   *captcha.Service
	Passwords *auth.Passwords
	Tokens    *auth.Tokens
	Settings  *appconfig.Service
	Mailer    *mail.Mailer
	Log       *slog.Logger
}

// NewService wires the account service.
func NewService(d Deps) *Service {
	return &Service{db: d.DB, store: NewStore(d.DB), audit: d.Audit, captcha: d.Captcha, passwords: d.Passwords,
		tokens: d.Tokens, settings: d.Settings, mailer: d.Mailer, log: d.Log, now: db.Now, sessions: newSessionCache()}
}

// Store exposes the user store to the packages that build on accounts.
func (s *Service) Store() *Store { return s.store }

// SignInResult is either a session token, or a refusal carrying the login
// state the dialog shows.
type SignInResult struct {
	Token     string
	Expires   time.Time
	TwoFactor *LoginState // password right, two-factor code due
	Refused   *LoginState
}

// Authenticate checks a sign-in attempt from remoteAddr. Missing fields are a
// validation error; wrong credentials give a Refused result, with a captcha
// once the username or the address has failed too often.
func (s *Service) Authenticate(ctx context.Context, req LoginRequest, remoteAddr string) (SignInResult, error) {
	c := apperr.NewCheck("login")
	c.Required("username", req.Username)
	c.Required("password", req.Password)
	c.Size("username", req.Username, 1, 254)
	c.Size("password", req.Password, 1, 100)
	if err := c.Err(); err != nil {
		return SignInResult{}, err
	}
	// Failures are counted per account: a login and its e-mail address name
	// the same account, so both count under its login (a name that is no
	// account counts under itself).
	principal := normalizeLogin(req.Username)
	cred, found, err := s.store.FindCredentials(ctx, principal)
	if err != nil {
		return SignInResult{}, err
	}
	if found {
		principal = cred.User.Login
	}

	needCaptcha, err := s.captchaRequired(ctx, principal, remoteAddr)
	if err != nil {
		return SignInResult{}, err
	}
	if needCaptcha {
		ok, err := s.captcha.Verify(ctx, req.Token, req.Answer, captcha.PurposeLogin)
		if err != nil {
			return SignInResult{}, err
		}
		if !ok {
			return s.refuse(ctx, principal, remoteAddr, ErrKeyCaptcha, "captcha")
		}
	}

	hash := ""
	if found {
		hash = cred.PasswordHash
	}
	if !s.passwords.Match(hash, req.Password) {
		return s.refuse(ctx, principal, remoteAddr, ErrKeyBadCredentials, "bad credentials")
	}
	if !cred.User.Activated {
		// Only an account still waiting for its activation link says so; one
		// an administrator deactivated answers exactly as a wrong password
		// (same status, body and work), so a password guess learns nothing.
		if cred.User.RegistrationStatus == RegistrationPending {
			return s.refuse(ctx, principal, remoteAddr, ErrKeyNotActivated, "not activated")
		}
		return s.refuse(ctx, principal, remoteAddr, ErrKeyBadCredentials, "deactivated")
	}
	secret, twoFactor, err := s.store.TwoFactor(ctx, cred.User.ID)
	if err != nil {
		return SignInResult{}, err
	}
	if twoFactor {
		if req.TwoFactorToken == "" {
			// The password was right: ask for the code, without a session yet.
			t, err := s.tokens.IssueTwoFactor(cred.User.ID, cred.User.Login)
			if err != nil {
				return SignInResult{}, err
			}
			return SignInResult{TwoFactor: &LoginState{TwoFactorToken: t, Info: InfoTwoFactor}}, nil
		}
		uid, err := s.tokens.ParseTwoFactor(req.TwoFactorToken)
		if err != nil || uid != cred.User.ID {
			return s.refuse(ctx, principal, remoteAddr, ErrKeyTwoFactor, "two-factor token invalid or expired")
		}
		ok := false
		if sixDigits.MatchString(req.TwoFactorAnswer) {
			if ok, err = s.acceptCode(ctx, cred.User.ID, secret, req.TwoFactorAnswer); err != nil {
				return SignInResult{}, err
			}
		}
		if !ok {
			res, err := s.refuse(ctx, principal, remoteAddr, ErrKeyTwoFactor, "wrong two-factor code")
			if res.Refused != nil {
				// The pending sign-in stays open for another try until it expires.
				res.Refused.TwoFactorToken, res.Refused.Info = req.TwoFactorToken, InfoTwoFactor
			}
			return res, err
		}
	}

	version, err := s.store.SessionVersion(ctx, cred.User.ID)
	if err != nil {
		return SignInResult{}, err
	}
	token, exp, err := s.tokens.Issue(auth.Principal{UserID: cred.User.ID, Login: cred.User.Login, Authorities: cred.User.Authorities,
		SessionVersion: version}, req.RememberMe)
	if err != nil {
		return SignInResult{}, err
	}
	if err := s.audit.Record(ctx, principal, audit.AuthSuccess, remoteAddr, ""); err != nil {
		return SignInResult{}, err
	}
	s.log.Info("signed in", "login", cred.User.Login, "remember", req.RememberMe)
	return SignInResult{Token: token, Expires: exp}, nil
}

// refuse records the failure and builds the refusal, adding a fresh captcha
// when the next attempt will need one.
func (s *Service) refuse(ctx context.Context, principal, remoteAddr, key, reason string) (SignInResult, error) {
	if err := s.audit.Record(ctx, principal, audit.AuthFailure, remoteAddr, reason); err != nil {
		return SignInResult{}, err
	}
	s.log.Info("sign-in refused", "login", principal, "remote", remoteAddr, "reason", reason)
	state := &LoginState{Error: key}
	need, err := s.captchaRequired(ctx, principal, remoteAddr)
	if err != nil {
		return SignInResult{}, err
	}
	if need {
		ch, err := s.captcha.Issue(ctx, captcha.PurposeLogin)
		if err != nil {
			return SignInResult{}, err
		}
		state.CaptchaToken, state.CaptchaImage = ch.Token, ch.Image
	}
	return SignInResult{Refused: state}, nil
}

func (s *Service) captchaRequired(ctx context.Context, principal, remoteAddr string) (bool, error) {
	since := s.now().Add(-FailureWindow)
	n, err := s.audit.FailuresFor(ctx, principal, since)
	if err != nil {
		return false, err
	}
	if n >= CaptchaAfterUserFailures {
		return true, nil
	}
	if remoteAddr == "" {
		return false, nil
	}
	m, err := s.audit.FailuresFrom(ctx, remoteAddr, since)
	if err != nil {
		return false, err
	}
	return m >= CaptchaAfterAddrFailures, nil
}

// RefreshCaptcha replaces a captcha for the given purpose.
func (s *Service) RefreshCaptcha(ctx context.Context, oldToken, purpose string) (captcha.Challenge, error) {
	return s.captcha.Refresh(ctx, oldToken, purpose)
}

// Current returns the signed-in user's account. A user deleted or
// deactivated since the token was issued is treated as signed out.
func (s *Service) Current(ctx context.Context) (Account, error) {
	p := auth.FromContext(ctx)
	if p == nil {
		return Account{}, apperr.Unauthorized()
	}
	u, err := s.store.Get(ctx, p.UserID)
	if apperr.Is(err, apperr.KindNotFound) || (err == nil && !u.Activated) {
		return Account{}, apperr.Unauthorized()
	}
	if err != nil {
		return Account{}, err
	}
	return AccountOf(u), nil
}

// Create makes a user with a hashed password.
func (s *Service) Create(ctx context.Context, n NewUser) (int64, error) {
	for _, a := range n.Authorities {
		if !auth.IsRole(a) {
			return 0, fmt.Errorf("account: unknown authority %q", a)
		}
	}
	hash, err := s.passwords.Hash(n.Password)
	if err != nil {
		return 0, err
	}
	if n.LangKey == "" {
		n.LangKey = "en"
	}
	if n.CreatedBy == "" {
		n.CreatedBy = "system"
	}
	return s.store.Create(ctx, n, hash)
}
