// Package account holds users, their authorities and signing in.
package account

import "time"

// User is the User entity of spec 000 §3 (the password never leaves the server).
type User struct {
	ID                 int64      `json:"id"`
	Login              string     `json:"login"`
	FirstName          string     `json:"firstName"`
	LastName           string     `json:"lastName"`
	Email              string     `json:"email"`
	Activated          bool       `json:"activated"`
	LangKey            string     `json:"langKey"`
	Authorities        []string   `json:"authorities"`
	CreatedBy          string     `json:"createdBy"`
	CreatedDate        time.Time  `json:"createdDate"`
	LastModifiedBy     string     `json:"lastModifiedBy"`
	LastModifiedDate   *time.Time `json:"lastModifiedDate"`
	RegistrationStatus string     `json:"registrationStatus"`
}

// Account is the session view of the signed-in user (spec 000 §3 Account).
type Account struct {
	ID          int64    `json:"id"`
	Login       string   `json:"login"`
	FirstName   string   `json:"firstName"`
	LastName    string   `json:"lastName"`
	Email       string   `json:"email"`
	Activated   bool     `json:"activated"`
	LangKey     string   `json:"langKey"`
	Authorities []string `json:"authorities"`
}

// AccountOf is the session view of u.
func AccountOf(u User) Account {
	return Account{ID: u.ID, Login: u.Login, FirstName: u.FirstName, LastName: u.LastName, Email: u.Email,
		Activated: u.Activated, LangKey: u.LangKey, Authorities: u.Authorities}
}

// LoginRequest is the sign-in payload (spec 000 §3 Login payload).
type LoginRequest struct {
	Username        string `json:"username"`
	Password        string `json:"password"`
	Token           string `json:"token"`  // captcha token
	Answer          string `json:"answer"` // captcha answer
	TwoFactorToken  string `json:"twoFactorToken"`
	TwoFactorAnswer string `json:"twoFactorAnswer"`
	RememberMe      bool   `json:"rememberMe"`
}

// SignedIn is the answer of a sign-in that succeeded; the token also comes
// in the Authorization header.
type SignedIn struct {
	IDToken string `json:"id_token"`
}

// CaptchaRequest asks for a new captcha in place of an old one (token may be empty).
type CaptchaRequest struct {
	Token string `json:"token"`
}

// CodeRequest carries a two-factor code.
type CodeRequest struct {
	Code string `json:"code"`
}

// ResetKeyRequest asks whether a password reset key is still valid.
type ResetKeyRequest struct {
	Key string `json:"key"`
}

// ResetKeyValidity answers ResetKeyRequest.
type ResetKeyValidity struct {
	Valid bool `json:"valid"`
}

// LoginState is what a refused sign-in returns (spec 000 §3 Login state).
type LoginState struct {
	CaptchaToken   string `json:"captchaToken,omitempty"`
	CaptchaImage   string `json:"captchaImage,omitempty"`
	TwoFactorToken string `json:"twoFactorToken,omitempty"`
	Error          string `json:"error,omitempty"`
	Info           string `json:"info,omitempty"`
}

// Message keys a refused sign-in carries in LoginState.Error.
const (
	ErrKeyBadCredentials = "login.error.authentication"
	ErrKeyCaptcha        = "login.error.captcha"
	ErrKeyNotActivated   = "login.error.notActivated"
	ErrKeyTwoFactor      = "login.error.twoFactor"
	InfoTwoFactor        = "login.info.twoFactor"
)

// Brute-force thresholds: past these, sign-in needs a captcha.
const (
	ResetMailsPerAccount     = 3  // reset mails to one account an hour
	ResetMailsPerAddress     = 10 // reset mails asked from one client address an hour
	CaptchaAfterUserFailures = 3
	CaptchaAfterAddrFailures = 20
	FailureWindow            = 15 * time.Minute
)

// NewUser is what creating a user needs.
type NewUser struct {
	Login              string
	Password           string
	FirstName          string
	LastName           string
	Email              string
	LangKey            string
	Activated          bool
	Authorities        []string
	RegistrationStatus string
	CreatedBy          string
	Phone              string
	EducationLevel     string
	Company            string
	Department         string
	Position           string
	ActivationKeyHash  string
}

// Registration statuses.
const (
	RegistrationPending   = "PENDING_ACTIVATION"
	RegistrationActivated = "ACTIVATED"
	RegistrationApproved  = "APPROVED" // created by an administrator or the seed
)

// EducationLevels of the registration form (spec 000 §5).
var EducationLevels = []string{"PRIMARY", "SECONDARY", "ASSOCIATE", "BACHELOR", "MASTER", "DOCTORAL"}

// RegisterRequest is the registration payload (spec 000 §2 Registration).
// The two consents are termsAccepted and privacyAccepted.
type RegisterRequest struct {
	FirstName       string `json:"firstName"`
	LastName        string `json:"lastName"`
	Email           string `json:"email"`
	Phone           string `json:"phone"`
	EducationLevel  string `json:"educationLevel"`
	Company         string `json:"company"`
	Department      string `json:"department"`
	Position        string `json:"position"`
	Password        string `json:"password"`
	SecondPassword  string `json:"secondPassword"`
	LangKey         string `json:"langKey"`
	CaptchaToken    string `json:"captchaToken"`
	CaptchaAnswer   string `json:"captchaAnswer"`
	TermsAccepted   bool   `json:"termsAccepted"`
	PrivacyAccepted bool   `json:"privacyAccepted"`
}

// ResetInitRequest starts a password reset.
type ResetInitRequest struct {
	EmailOrUsername string `json:"emailOrUsername"`
	CaptchaToken    string `json:"captchaToken"`
	CaptchaAnswer   string `json:"captchaAnswer"`
}

// ResetFinishRequest sets the new password.
type ResetFinishRequest struct {
	Key         string `json:"key"`
	NewPassword string `json:"newPassword"`
}

// SettingsRequest is what a user may change about themselves.
type SettingsRequest struct {
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
	Email     string `json:"email"`
	LangKey   string `json:"langKey"`
}

// PasswordChangeRequest changes the signed-in user's password.
type PasswordChangeRequest struct {
	CurrentPassword string `json:"currentPassword"`
	NewPassword     string `json:"newPassword"`
}

// Key lifetimes.
const (
	ActivationKeyLifetime = 7 * 24 * time.Hour
	ResetKeyLifetime      = 24 * time.Hour
)
