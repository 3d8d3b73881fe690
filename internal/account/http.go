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
	w.Header().Set("Authorization", "Bearer "+res.Token)
	return httpapi.OK(w, map[string]string{"id_token": res.Token})
}

type captchaRequest struct {
	Token string `json:"token"`
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
	var req captchaRequest
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
