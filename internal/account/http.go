package account

import (
	"net"
	"net/http"

	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/captcha"
	"github.com/inno-platform/inno/internal/httpapi"
)

// HTTP holds the account handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the account handlers.
func NewHTTP(svc *Service) *HTTP { return &HTTP{svc: svc} }

// Authenticate handles POST /api/authenticate.
func (h *HTTP) Authenticate(w http.ResponseWriter, r *http.Request) error {
	var req LoginRequest
	if err := httpapi.DecodeJSON(w, r, &req); err != nil {
		return err
	}
	res, err := h.svc.Authenticate(r.Context(), req, ClientAddr(r))
	if err != nil {
		return err
	}
	if res.Refused != nil {
		return httpapi.WriteJSON(w, http.StatusUnauthorized, res.Refused)
	}
	if res.TwoFactor != nil {
		return httpapi.OK(w, res.TwoFactor)
	}
	w.Header().Set("Authorization", "Bearer "+res.Token)
	return httpapi.OK(w, SignedIn{IDToken: res.Token})
}

// RefreshLoginCaptcha handles POST /api/captcha/refresh-login.
func (h *HTTP) RefreshLoginCaptcha(w http.ResponseWriter, r *http.Request) error {
	return h.refresh(w, r, captcha.PurposeLogin)
}

// RefreshFormCaptcha handles POST /api/captcha/refresh (registration, reset, contact).
func (h *HTTP) RefreshFormCaptcha(w http.ResponseWriter, r *http.Request) error {
	return h.refresh(w, r, captcha.PurposeForm)
}

func (h *HTTP) refresh(w http.ResponseWriter, r *http.Request, purpose string) error {
	var req CaptchaRequest
	if r.ContentLength != 0 {
		if err := httpapi.DecodeJSON(w, r, &req); err != nil {
			return err
		}
	}
	ch, err := h.svc.RefreshCaptcha(r.Context(), req.Token, purpose)
	if err != nil {
		return err
	}
	return httpapi.OK(w, ch)
}

// GetAccount handles GET /api/account.
func (h *HTTP) GetAccount(w http.ResponseWriter, r *http.Request) error {
	a, err := h.svc.Current(r.Context())
	if err != nil {
		return err
	}
	return httpapi.OK(w, a)
}

// SignOut handles POST /api/account/logout: the caller's token stops
// working (204).
func (h *HTTP) SignOut(w http.ResponseWriter, r *http.Request) error {
	if err := h.svc.SignOut(r.Context()); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// SignOutEverywhere handles POST /api/account/logout-everywhere: every
// token of the caller, on every device, stops working (204).
func (h *HTTP) SignOutEverywhere(w http.ResponseWriter, r *http.Request) error {
	if err := h.svc.SignOutEverywhere(r.Context()); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// ClientAddr is the caller's IP address as the server sees the connection.
// Forwarding headers are not trusted: a client could forge them to dodge the
// per-address sign-in limit.
func ClientAddr(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// Authorities handles GET /api/users/authorities: every role a user can hold.
func (h *HTTP) Authorities(w http.ResponseWriter, _ *http.Request) error {
	return httpapi.OK(w, auth.AllRoles)
}

// Register handles POST /api/register.
func (h *HTTP) Register(w http.ResponseWriter, r *http.Request) error {
	var req RegisterRequest
	if err := httpapi.DecodeJSON(w, r, &req); err != nil {
		return err
	}
	if err := h.svc.Register(r.Context(), req); err != nil {
		return err
	}
	w.WriteHeader(http.StatusCreated)
	return nil
}

// Activate handles GET /api/activate?key=….
func (h *HTTP) Activate(w http.ResponseWriter, r *http.Request) error {
	if err := h.svc.Activate(r.Context(), r.URL.Query().Get("key")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusOK)
	return nil
}

// ResetInit handles POST /api/account/reset-password/init.
func (h *HTTP) ResetInit(w http.ResponseWriter, r *http.Request) error {
	var req ResetInitRequest
	if err := httpapi.DecodeJSON(w, r, &req); err != nil {
		return err
	}
	if err := h.svc.RequestReset(r.Context(), req, ClientAddr(r)); err != nil {
		return err
	}
	w.WriteHeader(http.StatusOK)
	return nil
}

// ResetValid handles POST /api/account/reset-password/valid: {"valid": bool}.
func (h *HTTP) ResetValid(w http.ResponseWriter, r *http.Request) error {
	var req ResetKeyRequest
	if err := httpapi.DecodeJSON(w, r, &req); err != nil {
		return err
	}
	ok, err := h.svc.ResetKeyValid(r.Context(), req.Key)
	if err != nil {
		return err
	}
	return httpapi.OK(w, ResetKeyValidity{Valid: ok})
}

// ResetFinish handles POST /api/account/reset-password/finish.
func (h *HTTP) ResetFinish(w http.ResponseWriter, r *http.Request) error {
	var req ResetFinishRequest
	if err := httpapi.DecodeJSON(w, r, &req); err != nil {
		return err
	}
	if err := h.svc.FinishReset(r.Context(), req); err != nil {
		return err
	}
	w.WriteHeader(http.StatusOK)
	return nil
}

// SaveAccount handles POST /api/account (the settings page).
func (h *HTTP) SaveAccount(w http.ResponseWriter, r *http.Request) error {
	var req SettingsRequest
	if err := httpapi.DecodeJSON(w, r, &req); err != nil {
		return err
	}
	a, err := h.svc.UpdateSettings(r.Context(), req)
	if err != nil {
		return err
	}
	return httpapi.OK(w, a)
}

// ChangePassword handles POST /api/account/change-password.
func (h *HTTP) ChangePassword(w http.ResponseWriter, r *http.Request) error {
	var req PasswordChangeRequest
	if err := httpapi.DecodeJSON(w, r, &req); err != nil {
		return err
	}
	if err := h.svc.ChangePassword(r.Context(), req); err != nil {
		return err
	}
	w.WriteHeader(http.StatusOK)
	return nil
}

// TwoFactorStatus handles GET /api/account/two-factor.
func (h *HTTP) TwoFactorStatus(w http.ResponseWriter, r *http.Request) error {
	st, err := h.svc.TwoFactorState(r.Context())
	if err != nil {
		return err
	}
	return httpapi.OK(w, st)
}

// TwoFactorSetup handles POST /api/account/two-factor/setup.
func (h *HTTP) TwoFactorSetup(w http.ResponseWriter, r *http.Request) error {
	setup, err := h.svc.SetUpTwoFactor(r.Context())
	if err != nil {
		return err
	}
	return httpapi.OK(w, setup)
}

// TwoFactorEnable handles POST /api/account/two-factor/enable {"code"}.
func (h *HTTP) TwoFactorEnable(w http.ResponseWriter, r *http.Request) error {
	var req CodeRequest
	if err := httpapi.DecodeJSON(w, r, &req); err != nil {
		return err
	}
	if err := h.svc.EnableTwoFactor(r.Context(), req.Code); err != nil {
		return err
	}
	return httpapi.OK(w, TwoFactorStatus{Enabled: true})
}

// TwoFactorDisable handles POST /api/account/two-factor/disable {"code"}.
func (h *HTTP) TwoFactorDisable(w http.ResponseWriter, r *http.Request) error {
	var req CodeRequest
	if err := httpapi.DecodeJSON(w, r, &req); err != nil {
		return err
	}
	if err := h.svc.DisableTwoFactor(r.Context(), req.Code); err != nil {
		return err
	}
	return httpapi.OK(w, TwoFactorStatus{Enabled: false})
}
