package auth

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"

	"golang.org/x/crypto/bcrypt"
)

// Passwords hashes and checks passwords with bcrypt.
type Passwords struct {
	cost  int
	dummy []byte // compared against for unknown users, so timing does not reveal them
}

// NewPasswords uses the given bcrypt cost (10 in production; tests use 4).
func NewPasswords(cost int) *Passwords {
	d, _ := bcrypt.GenerateFromPassword([]byte("no such user"), cost)
	return &Passwords{cost: cost, dummy: d}
}

// Hash returns the bcrypt hash of password.
func (p *Passwords) Hash(password string) (string, error) {
	if len(password) > 72 {
		// bcrypt reads 72 bytes; the forms allow 50 characters at most.
		return "", errors.New("auth: password longer than 72 bytes")
	}
	h, err := bcrypt.GenerateFromPassword([]byte(password), p.cost)
	if err != nil {
		return "", fmt.Errorf("auth: hash password: %w", err)
	}
	return string(h), nil
}

// Match reports whether password matches hash. An empty hash (unknown user)
// still costs one comparison.
func (p *Passwords) Match(hash, password string) bool {
	if hash == "" {
		_ = bcrypt.CompareHashAndPassword(p.dummy, []byte(password))
		return false
	}
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) == nil
}

// RandomPassword makes a password for a generated first admin.
func RandomPassword() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}
