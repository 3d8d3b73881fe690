package contact

import (
	"net/http"

	"github.com/inno-platform/inno/internal/account"
	"github.com/inno-platform/inno/internal/httpapi"
)

// HTTP holds the contact handler.
type HTTP struct{ svc *Service }

// NewHTTP returns the contact handler.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

// Submit handles POST /api/public/contact.
func (h *HTTP) Submit(w http.ResponseWriter, r *http.Request) error {
	var req Request
	if err := httpapi.DecodeJSON(w, r, &req); err != nil {
		return err
	}
	if err := h.svc.Submit(r.Context(), req, account.ClientAddr(r)); err != nil {
		return err
	}
	w.WriteHeader(http.StatusCreated)
	return nil
}
