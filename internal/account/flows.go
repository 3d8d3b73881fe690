package account

import (
	"bytes"
	"context"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"image/png"
	"slices"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/audit"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/captcha"
	"github.com/inno-platform/inno/internal/mail"
)

// Register creates an external user who must activate the account through
// the e-mailed link (spec 000 §2 Registration, §5 rules).
func (s *Service) Register(ctx context.Context, r RegisterRequest) error {
	cfg, err := s.settings.Get(ctx)
	if err != nil {
		return err
	}
	if !cfg.ExternalRegistrationAllowed {
		return apperr.BadRequest("registrationClosed", nil)
	}
	r.FirstName, r.LastName = strings.TrimSpace(r.FirstName), strings.TrimSpace(r.LastName)
	r.Email = strings.ToLower(strings.TrimSpace(r.Email))
	r.Company, r.Department, r.Position = strings.TrimSpace(r.Company), strings.TrimSpace(r.Department), strings.TrimSpace(r.Position)
	c := apperr.NewCheck("registration")
	for _, f := range []struct {
		name, value string
		min, max    int
	}{{"firstName", r.FirstName, 2, 50}, {"lastName", r.LastName, 2, 50}, {"email", r.Email, 5, 254},
		{"company", r.Company, 1, 50}, {"department", r.Department, 1, 50}} {
		if c.Required(f.name, f.value) {
			c.Size(f.name, f.value, f.min, f.max)
		}
	}
	c.Email("email", r.Email)
	if c.Required("phone", r.Phone) {
		c.Size("phone", r.Phone, 10, 10)
		c.Pattern("phone", r.Phone, phonePattern)
	}
	if c.Required("educationLevel", r.EducationLevel) {
		c.OneOf("educationLevel", r.EducationLevel, EducationLevels...)
	}
	c.Size("position", r.Position, 2, 50)
	checkNewPassword(c, "password", r.Password)
	if r.SecondPassword != "" && r.SecondPassword != r.Password {
		c.Fail("secondPassword", "dontMatch")
	}
	if r.LangKey != "" && !slices.Contains(cfg.Locales, r.LangKey) {
		c.Fail("langKey", "Pattern")
	}
	c.Required("captchaAnswer", r.CaptchaAnswer)
	if !r.TermsAccepted {
		c.Fail("termsAccepted", "AssertTrue")
	}
	if !r.PrivacyAccepted {
		c.Fail("privacyAccepted", "AssertTrue")
	}
	if err := c.Err(); err != nil {
		return err
	}
	if err := s.checkCaptcha(ctx, r.CaptchaToken, r.CaptchaAnswer); err != nil {
		return err
	}
	if r.LangKey == "" {
		r.LangKey = cfg.Locales[0]
	}
	hash, err := s.passwords.Hash(r.Password)
	if err != nil {
		return err
	}
	key, keyHash, err := newKey()
	if err != nil {
		return err
	}
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		taken, err := s.store.EmailTaken(ctx, r.Email, 0)
		if err != nil {
			return err
		}
		if taken {
			return apperr.BadRequest("emailexists", nil)
		}
		id, err := s.store.Create(ctx, NewUser{
			Login: r.Email, FirstName: r.FirstName, LastName: r.LastName, Email: r.Email, LangKey: r.LangKey,
			Activated: false, Authorities: []string{auth.RoleUser, auth.RoleExternal},
			RegistrationStatus: RegistrationPending, CreatedBy: "registration", Phone: r.Phone,
			EducationLevel: r.EducationLevel, Company: r.Company, Department: r.Department, Position: r.Position,
			ActivationKeyHash: keyHash,
		}, hash)
		if apperr.Is(err, apperr.KindConflict) {
			return apperr.BadRequest("emailexists", nil)
		}
		if err != nil {
			return err
		}
		if err := s.store.AddHistory(ctx, id, RegistrationPending, "registration", "registered through the form"); err != nil {
			return err
		}
		_, err = s.mailer.Send(ctx, r.Email, r.LangKey, "activation", mail.CategoryAccount, map[string]any{
			"Name": r.FirstName, "Link": s.mailer.BaseURL() + "/account/activate?key=" + key,
		})
		return err
	})
}

func (s *Service) checkCaptcha(ctx context.Context, token, answer string) error {
	ok, err := s.captcha.Verify(ctx, token, answer, captcha.PurposeForm)
	if err != nil {
		return err
	}
	if !ok {
		return apperr.BadRequest("captchaInvalid", nil)
	}
	return nil
}

// Activate activates the account of the key from the activation e-mail.
func (s *Service) Activate(ctx context.Context, key string) error {
	key = strings.TrimSpace(key)
	if key == "" || len(key) > 100 {
		return apperr.BadRequest("activationKeyInvalid", nil)
	}
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		id, ok, err := s.store.Activate(ctx, hashKey(key), s.now().Add(-ActivationKeyLifetime))
		if err != nil {
			return err
		}
		if !ok {
			return apperr.BadRequest("activationKeyInvalid", nil)
		}
		return s.store.AddHistory(ctx, id, RegistrationActivated, "activation", "activated through the e-mailed link")
	})
}

// resetMails bounds the reset mails (issue 13: 30 to one address in 0.1 s):
// a few per account and per client address an hour.
var resetMails = audit.Limit{Event: audit.ResetMail, Window: time.Hour,
	PerPrincipal: ResetMailsPerAccount, PerAddress: ResetMailsPerAddress, Lock: 727301}

// RequestReset e-mails a reset link when the account exists and the limits
// allow (resetMails). The answer is the same whether it exists or not, and
// whether a mail went or not, so the form cannot be used to find out who
// has an account.
func (s *Service) RequestReset(ctx context.Context, r ResetInitRequest, remoteAddr string) error {
	who := strings.TrimSpace(r.EmailOrUsername)
	c := apperr.NewCheck("resetRequest")
	if c.Required("emailOrUsername", who) {
		c.Size("emailOrUsername", who, 1, 254)
		c.Pattern("emailOrUsername", who, emailOrUsernamePattern)
	}
	c.Required("captchaAnswer", r.CaptchaAnswer)
	if err := c.Err(); err != nil {
		return err
	}
	if err := s.checkCaptcha(ctx, r.CaptchaToken, r.CaptchaAnswer); err != nil {
		return err
	}
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		cred, found, err := s.store.FindCredentials(ctx, who)
		if err != nil {
			return err
		}
		if !found || cred.User.Email == "" {
			s.log.Info("password reset asked for an unknown account")
			return nil
		}
		admitted, err := s.audit.Admit(ctx, resetMails, cred.User.Login, remoteAddr)
		if err != nil {
			return err
		}
		if !admitted {
			s.log.Info("password reset mail limited", "login", cred.User.Login, "remote", remoteAddr)
			return nil
		}
		key, keyHash, err := newKey()
		if err != nil {
			return err
		}
		if err := s.store.SetResetKey(ctx, cred.User.ID, keyHash); err != nil {
			return err
		}
		_, err = s.mailer.Send(ctx, cred.User.Email, cred.User.LangKey, "reset", mail.CategoryAccount, map[string]any{
			"Name": cred.User.FirstName, "Link": s.mailer.BaseURL() + "/account/reset/finish?key=" + key,
		})
		return err
	})
}

// ResetKeyValid reports whether a reset key can still be used.
func (s *Service) ResetKeyValid(ctx context.Context, key string) (bool, error) {
	if key == "" || len(key) > 100 {
		return false, nil
	}
	_, found, err := s.store.UserByResetKey(ctx, hashKey(key), s.now().Add(-ResetKeyLifetime))
	return found, err
}

// FinishReset sets the new password of the key's account; the key is used up.
func (s *Service) FinishReset(ctx context.Context, r ResetFinishRequest) error {
	c := apperr.NewCheck("resetFinish")
	checkNewPassword(c, "newPassword", r.NewPassword)
	if r.NewPassword != "" && !StrongPassword(r.NewPassword) {
		c.Fail("newPassword", "rulePassword")
	}
	if err := c.Err(); err != nil {
		return err
	}
	hash, err := s.passwords.Hash(r.NewPassword)
	if err != nil {
		return err
	}
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		u, found, err := s.store.UserByResetKey(ctx, hashKey(strings.TrimSpace(r.Key)), s.now().Add(-ResetKeyLifetime))
		if err != nil {
			return err
		}
		if !found || r.Key == "" {
			return apperr.BadRequest("resetKeyInvalid", nil)
		}
		if err := s.store.SetPassword(ctx, u.ID, hash, u.Login); err != nil {
			return err
		}
		s.sessionsChanged(ctx) // the new password ended every session
		return nil
	})
}

// UpdateSettings changes the signed-in user's names, e-mail and language.
func (s *Service) UpdateSettings(ctx context.Context, r SettingsRequest) (Account, error) {
	p := auth.FromContext(ctx)
	if p == nil {
		return Account{}, apperr.Unauthorized()
	}
	cfg, err := s.settings.Get(ctx)
	if err != nil {
		return Account{}, err
	}
	r.FirstName, r.LastName = strings.TrimSpace(r.FirstName), strings.TrimSpace(r.LastName)
	r.Email = strings.ToLower(strings.TrimSpace(r.Email))
	c := apperr.NewCheck("settings")
	if c.Required("firstName", r.FirstName) {
		c.Size("firstName", r.FirstName, 1, 50)
	}
	if c.Required("lastName", r.LastName) {
		c.Size("lastName", r.LastName, 1, 50)
	}
	if c.Required("email", r.Email) {
		c.Size("email", r.Email, 5, 254)
		c.Email("email", r.Email)
	}
	if c.Required("langKey", r.LangKey) && !slices.Contains(cfg.Locales, r.LangKey) {
		c.Fail("langKey", "Pattern")
	}
	if err := c.Err(); err != nil {
		return Account{}, err
	}
	err = s.db.WithTx(ctx, func(ctx context.Context) error {
		taken, err := s.store.EmailTaken(ctx, r.Email, p.UserID)
		if err != nil {
			return err
		}
		if taken {
			return apperr.BadRequest("emailexists", nil)
		}
		return s.store.UpdateSettings(ctx, p.UserID, r, p.Login)
	})
	if err != nil {
		return Account{}, err
	}
	return s.Current(ctx)
}

// ChangePassword changes the signed-in user's password after checking the current one.
func (s *Service) ChangePassword(ctx context.Context, r PasswordChangeRequest) error {
	p := auth.FromContext(ctx)
	if p == nil {
		return apperr.Unauthorized()
	}
	c := apperr.NewCheck("passwordChange")
	c.Required("currentPassword", r.CurrentPassword)
	checkNewPassword(c, "newPassword", r.NewPassword)
	if err := c.Err(); err != nil {
		return err
	}
	current, err := s.store.PasswordHash(ctx, p.UserID)
	if err != nil {
		return err
	}
	if !s.passwords.Match(current, r.CurrentPassword) {
		return apperr.BadRequest("invalidPassword", nil)
	}
	hash, err := s.passwords.Hash(r.NewPassword)
	if err != nil {
		return err
	}
	if err := s.store.SetPassword(ctx, p.UserID, hash, p.Login); err != nil {
		return err
	}
	// The new password ended every session, this one too: the user signs in again.
	s.sessionsChanged(ctx)
	return nil
}

// TwoFactorSetup is what the settings page shows to enrol an authenticator app.
type TwoFactorSetup struct {
	Secret     string `json:"secret"`
	OtpauthURL string `json:"otpauthUrl"`
	QRCode     string `json:"qrCode"` // data:image/png;base64,…
}

// TwoFactorStatus says whether two-factor sign-in is on.
type TwoFactorStatus struct {
	Enabled bool `json:"enabled"`
}

// TwoFactorState returns whether the signed-in user has two-factor sign-in.
func (s *Service) TwoFactorState(ctx context.Context) (TwoFactorStatus, error) {
	p := auth.FromContext(ctx)
	if p == nil {
		return TwoFactorStatus{}, apperr.Unauthorized()
	}
	_, on, err := s.store.TwoFactor(ctx, p.UserID)
	return TwoFactorStatus{Enabled: on}, err
}

// SetUpTwoFactor makes a new secret for the signed-in user. It takes effect
// only once EnableTwoFactor confirms a code made from it.
func (s *Service) SetUpTwoFactor(ctx context.Context) (TwoFactorSetup, error) {
	p := auth.FromContext(ctx)
	if p == nil {
		return TwoFactorSetup{}, apperr.Unauthorized()
	}
	_, on, err := s.store.TwoFactor(ctx, p.UserID)
	if err != nil {
		return TwoFactorSetup{}, err
	}
	if on {
		return TwoFactorSetup{}, apperr.BadRequest("twoFactorAlreadyEnabled", nil)
	}
	key, err := totp.Generate(totp.GenerateOpts{Issuer: "Inno", AccountName: p.Login})
	if err != nil {
		return TwoFactorSetup{}, fmt.Errorf("account: generate TOTP secret: %w", err)
	}
	img, err := key.Image(200, 200)
	if err != nil {
		return TwoFactorSetup{}, fmt.Errorf("account: QR code: %w", err)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return TwoFactorSetup{}, fmt.Errorf("account: encode QR code: %w", err)
	}
	if err := s.store.SetTwoFactor(ctx, p.UserID, key.Secret(), false); err != nil {
		return TwoFactorSetup{}, err
	}
	return TwoFactorSetup{Secret: key.Secret(), OtpauthURL: key.URL(),
		QRCode: "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())}, nil
}

// EnableTwoFactor turns two-factor sign-in on after a valid code.
func (s *Service) EnableTwoFactor(ctx context.Context, code string) error {
	return s.switchTwoFactor(ctx, code, true)
}

// DisableTwoFactor turns two-factor sign-in off after a valid code.
func (s *Service) DisableTwoFactor(ctx context.Context, code string) error {
	return s.switchTwoFactor(ctx, code, false)
}

func (s *Service) switchTwoFactor(ctx context.Context, code string, on bool) error {
	p := auth.FromContext(ctx)
	if p == nil {
		return apperr.Unauthorized()
	}
	c := apperr.NewCheck("twoFactor")
	if c.Required("code", code) {
		c.Pattern("code", code, sixDigits)
	}
	if err := c.Err(); err != nil {
		return err
	}
	secret, enabled, err := s.store.TwoFactor(ctx, p.UserID)
	if err != nil {
		return err
	}
	if secret == "" || (!on && !enabled) {
		return apperr.BadRequest("twoFactorNotSetUp", nil)
	}
	ok, err := s.acceptCode(ctx, p.UserID, secret, code)
	if err != nil {
		return err
	}
	if !ok {
		return apperr.BadRequest("twoFactorCodeInvalid", nil)
	}
	if !on {
		secret = ""
	}
	return s.store.SetTwoFactor(ctx, p.UserID, secret, on)
}

// acceptCode checks a TOTP code against secret, allowing one 30-second step
// of clock drift, and records the step it matched: a code is good once,
// so one seen over a shoulder or replayed from a log cannot be used again.
func (s *Service) acceptCode(ctx context.Context, userID int64, secret, code string) (bool, error) {
	last, err := s.store.LastTOTPStep(ctx, userID)
	if err != nil {
		return false, err
	}
	now := s.now().Unix() / 30
	for _, step := range []int64{now - 1, now, now + 1} {
		if step <= last {
			continue
		}
		want, err := totp.GenerateCodeCustom(secret, time.Unix(step*30, 0), totp.ValidateOpts{
			Period: 30, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1,
		})
		if err != nil {
			return false, fmt.Errorf("account: TOTP code: %w", err)
		}
		if subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			return true, s.store.SetLastTOTPStep(ctx, userID, step)
		}
	}
	return false, nil
}
