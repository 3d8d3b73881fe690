// Package captcha issues image captchas and checks their answers. Answers
// are kept in the database, so any node behind a shared database can check a
// captcha another node issued; each answer works once and expires.
package captcha

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/mojocn/base64Captcha"

	"github.com/inno-platform/inno/internal/db"
)

// Purposes keep a captcha issued for one form from being used on another.
const (
	PurposeLogin = "login"
	PurposeForm  = "form" // registration, password reset, contact
)

// Lifetime is how long an issued captcha can be answered.
const Lifetime = 5 * time.Minute

// Challenge is what the client shows: a token to send back and a PNG image.
type Challenge struct {
	Token string `json:"captchaToken"`
	Image string `json:"captchaImage"` // data:image/png;base64,…
}

// Service issues and checks captchas.
type Service struct {
	db         *db.DB
	driver     *base64Captcha.DriverDigit
	testAnswer string
}

// New returns a captcha service. A non-empty testAnswer is accepted as the
// answer of every captcha (automated tests only).
func New(d *db.DB, testAnswer string, log *slog.Logger) *Service {
	if testAnswer != "" {
		log.Warn("INNO_CAPTCHA_TEST_ANSWER is set: every captcha accepts a fixed answer. NEVER use this in production.",
			"answer_length", len(testAnswer))
	}
	return &Service{
		db:         d,
		driver:     base64Captcha.NewDriverDigit(60, 200, 5, 0.6, 60),
		testAnswer: testAnswer,
	}
}

// Issue stores a new captcha for purpose and returns its challenge.
func (s *Service) Issue(ctx context.Context, purpose string) (Challenge, error) {
	_, question, answer := s.driver.GenerateIdQuestionAnswer()
	item, err := s.driver.DrawCaptcha(question)
	if err != nil {
		return Challenge{}, fmt.Errorf("captcha: draw: %w", err)
	}
	token, err := randomToken()
	if err != nil {
		return Challenge{}, err
	}
	now := db.Now()
	// Housekeeping: expired captchas are removed as new ones are made.
	if _, err := s.db.Exec(ctx, "DELETE FROM captcha WHERE expires_at < ?", now); err != nil {
		return Challenge{}, fmt.Errorf("captcha: clean up: %w", err)
	}
	if _, err := s.db.Exec(ctx, "INSERT INTO captcha (token, answer, purpose, expires_at) VALUES (?, ?, ?, ?)",
		token, answer, purpose, now.Add(Lifetime)); err != nil {
		return Challenge{}, fmt.Errorf("captcha: store: %w", err)
	}
	return Challenge{Token: token, Image: item.EncodeB64string()}, nil
}

// Refresh drops the old captcha (if any) and issues a new one.
func (s *Service) Refresh(ctx context.Context, oldToken, purpose string) (Challenge, error) {
	if oldToken != "" {
		if _, err := s.db.Exec(ctx, "DELETE FROM captcha WHERE token = ?", oldToken); err != nil {
			return Challenge{}, fmt.Errorf("captcha: drop old: %w", err)
		}
	}
	return s.Issue(ctx, purpose)
}

// Verify consumes the captcha and reports whether answer was right. A token
// is used up by its first check, right or wrong.
func (s *Service) Verify(ctx context.Context, token, answer, purpose string) (bool, error) {
	if token == "" || answer == "" {
		return false, nil
	}
	var want string
	err := s.db.QueryRow(ctx, "DELETE FROM captcha WHERE token = ? AND purpose = ? AND expires_at > ? RETURNING answer",
		token, purpose, db.Now()).Scan(&want)
	if db.IsNoRows(err) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("captcha: verify: %w", err)
	}
	answer = strings.TrimSpace(answer)
	if s.testAnswer != "" && answer == s.testAnswer {
		return true, nil
	}
	return strings.EqualFold(answer, want), nil
}

func randomToken() (string, error) {
	b := make([]byte, 24)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("captcha: token: %w", err)
	}
	return hex.EncodeToString(b), nil
}
