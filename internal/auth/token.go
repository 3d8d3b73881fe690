package auth

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// Tokens issues and checks the signed session tokens (HS256 JWT). Nodes that
// share the secret accept each other's tokens, so the server keeps no session.
type Tokens struct {
	secret   []byte
	normal   time.Duration
	remember time.Duration
	now      func() time.Time

	// checked remembers the principal of tokens already verified: a
	// client sends the same token with every request, and checking the
	// signature and decoding the claims was a tenth of a list request's
	// cost. The result depends only on the token and the clock, so a
	// remembered entry is as good as a new check until the token expires.
	mu      sync.Mutex
	checked map[string]checkedToken
}

type checkedToken struct {
	p   *Principal
	exp time.Time
}

// maxCheckedTokens bounds the remembered tokens (a few MB); past it the
// map starts again empty.
const maxCheckedTokens = 10000

// NewTokens makes a token service. normal and remember are the lifetimes
// without and with remember-me.
func NewTokens(secret []byte, normal, remember time.Duration) *Tokens {
	return &Tokens{secret: secret, normal: normal, remember: remember, now: time.Now, checked: map[string]checkedToken{}}
}

type claims struct {
	Auth    string `json:"auth,omitempty"`
	UID     int64  `json:"uid"`
	Version int64  `json:"sv,omitempty"`  // the user's session version when issued
	Purpose string `json:"pur,omitempty"` // empty for a session; "2fa" for a pending two-factor sign-in
	jwt.RegisteredClaims
}

// Issue signs a token for the principal, with a fresh random id and the
// principal's SessionVersion.
func (t *Tokens) Issue(p Principal, rememberMe bool) (string, time.Time, error) {
	life := t.normal
	if rememberMe {
		life = t.remember
	}
	now := t.now()
	exp := now.Add(life)
	id := make([]byte, 16)
	if _, err := rand.Read(id); err != nil {
		return "", time.Time{}, fmt.Errorf("auth: token id: %w", err)
	}
	c := claims{
		Auth:    strings.Join(p.Authorities, ","),
		UID:     p.UserID,
		Version: p.SessionVersion,
		RegisteredClaims: jwt.RegisteredClaims{
			ID:        base64.RawURLEncoding.EncodeToString(id),
			Subject:   p.Login,
			IssuedAt:  jwt.NewNumericDate(now),
			ExpiresAt: jwt.NewNumericDate(exp),
		},
	}
	s, err := jwt.NewWithClaims(jwt.SigningMethodHS256, c).SignedString(t.secret)
	if err != nil {
		return "", time.Time{}, fmt.Errorf("auth: sign token: %w", err)
	}
	return s, exp, nil
}

// ErrBadToken is returned for a token that is malformed, forged or expired.
var ErrBadToken = errors.New("auth: invalid or expired token")

// Parse checks a token and returns its principal. The principal is shared
// between the requests that carry the same token: read it, never change it.
func (t *Tokens) Parse(raw string) (*Principal, error) {
	now := t.now()
	t.mu.Lock()
	c, ok := t.checked[raw]
	t.mu.Unlock()
	if ok && now.Before(c.exp) {
		return c.p, nil
	}
	p, exp, err := t.parse(raw)
	if err != nil {
		return nil, err
	}
	t.mu.Lock()
	if len(t.checked) >= maxCheckedTokens {
		t.checked = map[string]checkedToken{}
	}
	t.checked[raw] = checkedToken{p: p, exp: exp}
	t.mu.Unlock()
	return p, nil
}

func (t *Tokens) parse(raw string) (*Principal, time.Time, error) {
	var c claims
	_, err := jwt.ParseWithClaims(raw, &c, func(*jwt.Token) (any, error) { return t.secret, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(t.now),
	)
	if err != nil || c.Subject == "" || c.UID == 0 || c.Purpose != "" {
		return nil, time.Time{}, ErrBadToken
	}
	var roles []string
	if c.Auth != "" {
		roles = strings.Split(c.Auth, ",")
	}
	return &Principal{UserID: c.UID, Login: c.Subject, Authorities: roles, TokenID: c.ID, SessionVersion: c.Version,
		Expires: c.ExpiresAt.Time}, c.ExpiresAt.Time, nil
}

// TwoFactorLifetime is how long a password-checked sign-in waits for its
// two-factor code.
const TwoFactorLifetime = 5 * time.Minute

// IssueTwoFactor signs a short-lived token saying that the password of the
// user was right and the two-factor code is still due. It is not a session.
func (t *Tokens) IssueTwoFactor(userID int64, login string) (string, error) {
	now := t.now()
	c := claims{UID: userID, Purpose: "2fa", RegisteredClaims: jwt.RegisteredClaims{
		Subject: login, IssuedAt: jwt.NewNumericDate(now), ExpiresAt: jwt.NewNumericDate(now.Add(TwoFactorLifetime)),
	}}
	s, err := jwt.NewWithClaims(jwt.SigningMethodHS256, c).SignedString(t.secret)
	if err != nil {
		return "", fmt.Errorf("auth: sign two-factor token: %w", err)
	}
	return s, nil
}

// ParseTwoFactor checks a two-factor token and returns the user id it is for.
func (t *Tokens) ParseTwoFactor(raw string) (int64, error) {
	var c claims
	_, err := jwt.ParseWithClaims(raw, &c, func(*jwt.Token) (any, error) { return t.secret, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(t.now),
	)
	if err != nil || c.Purpose != "2fa" || c.UID == 0 {
		return 0, ErrBadToken
	}
	return c.UID, nil
}

// LoadOrCreateSecret returns the configured secret, or the one kept in
// dataDir/jwt-secret, creating it on first start. Several nodes behind one
// database must share INNO_JWT_SECRET instead.
func LoadOrCreateSecret(configured, dataDir string) ([]byte, error) {
	if configured != "" {
		if len(configured) < 32 {
			return nil, errors.New("auth: INNO_JWT_SECRET must be at least 32 characters")
		}
		return []byte(configured), nil
	}
	path := filepath.Join(dataDir, "jwt-secret")
	if b, err := os.ReadFile(path); err == nil && len(strings.TrimSpace(string(b))) >= 32 {
		return []byte(strings.TrimSpace(string(b))), nil
	}
	buf := make([]byte, 48)
	if _, err := rand.Read(buf); err != nil {
		return nil, fmt.Errorf("auth: generate secret: %w", err)
	}
	secret := base64.RawURLEncoding.EncodeToString(buf)
	if err := os.MkdirAll(dataDir, 0o750); err != nil {
		return nil, fmt.Errorf("auth: create data dir: %w", err)
	}
	if err := os.WriteFile(path, []byte(secret+"\n"), 0o600); err != nil {
		return nil, fmt.Errorf("auth: keep secret: %w", err)
	}
	return []byte(secret), nil
}
