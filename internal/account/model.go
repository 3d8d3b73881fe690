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
)

// Brute-force thresholds: past these, sign-in needs a captcha.
const (
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
}
