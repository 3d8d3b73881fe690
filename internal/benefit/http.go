package benefit

import (
	"mime"
	"net/http"
	"strconv"
	"time"

	"github.com/inno-platform/inno/internal/httpapi"
)

// HTTP holds the benefit analysis handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

// Overview handles GET /api/v3/contribution-benefits/contribution/{id}/command/viewBenefits.
func (h *HTTP) Overview(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	o, err := h.svc.Overview(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, o)
}

// OfType handles GET /api/v3/contribution-benefits/contribution/{id}/benefitType/{t}.
func (h *HTTP) OfType(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	list, err := h.svc.OfType(r.Context(), id, httpapi.Param(r, "t"))
	if err != nil {
		return err
	}
	return httpapi.OK(w, list)
}

// Save handles POST /api/v3/contribution-benefits.
func (h *HTTP) Save(w http.ResponseWriter, r *http.Request) error {
	var in BenefitInput
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	return h.answer(w, in.ID, func() (Benefit, error) { return h.svc.Save(r.Context(), in) })
}

// SaveWithFile handles POST /api/v3/contribution-benefits/contribution/command/with-file:
// multipart, the analysis as JSON in "contributionBenefit" and the file in "file".
func (h *HTTP) SaveWithFile(w http.ResponseWriter, r *http.Request) error {
	var in BenefitInput
	up, err := httpapi.ReadUploadWithJSON(w, r, FileRule, "contributionBenefit", &in)
	if err != nil {
		return err
	}
	return h.answer(w, in.ID, func() (Benefit, error) { return h.svc.SaveWithFile(r.Context(), in, up) })
}

// answer writes a saved analysis (200 both for a new one and a change, as
// one call does both; the alert tells them apart).
func (h *HTTP) answer(w http.ResponseWriter, id int64, save func() (Benefit, error)) error {
	b, err := save()
	if err != nil {
		return err
	}
	if id == 0 {
		httpapi.Alert(w, "inno.contributionBenefit.created", strconv.FormatInt(b.ID, 10))
		return httpapi.OK(w, b)
	}
	return httpapi.Updated(w, "contributionBenefit", strconv.FormatInt(b.ID, 10), b)
}

// Delete handles DELETE /api/v3/contribution-benefits/{id}.
func (h *HTTP) Delete(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	if err := h.svc.Delete(r.Context(), id); err != nil {
		return err
	}
	return httpapi.Deleted(w, "contributionBenefit", strconv.FormatInt(id, 10))
}

// File handles GET /api/v3/contribution-benefits/{id}/file: the analysis's file, as a download.
func (h *HTTP) File(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	f, body, mod, err := h.svc.OpenFile(r.Context(), id)
	if err != nil {
		return err
	}
	defer body.Close()
	w.Header().Set("Content-Type", f.ContentType)
	w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": f.FileName}))
	w.Header().Set("Cache-Control", "private, no-cache")
	httpapi.ServeContent(w, r, "", mod.Truncate(time.Second), body)
	return nil
}
