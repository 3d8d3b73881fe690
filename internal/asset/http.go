package asset

import (
	"net/http"
	"strings"

	"github.com/inno-platform/inno/internal/httpapi"
)

// HTTP serves brand assets and manuals.
type HTTP struct{ svc *Service }

// NewHTTP returns the asset handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

// BrandImage handles GET /api/public/asset/brand/image/{fileName}: the
// uploaded image, or the built-in default.
func (h *HTTP) BrandImage(w http.ResponseWriter, r *http.Request) error {
	name := httpapi.Param(r, "fileName")
	// Browsers asking for an image accept SVG: they get the vector default.
	vector := strings.Contains(r.Header.Get("Accept"), "image/svg+xml")
	c, err := h.svc.BrandImage(r.Context(), name, vector)
	if err != nil {
		return err
	}
	defer c.Close()
	// Browsers revalidate, so an uploaded logo shows at once.
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Add("Vary", "Accept")
	httpapi.ServeContent(w, r, c.Name, c.Modified, c.Body)
	return nil
}

// UploadBrandImage handles POST /api/public/asset/brand/image/upload/{fileName}
// (multipart field "file"): a .png, .jpg or .jpeg whose content really is a
// PNG or JPEG image.
func (h *HTTP) UploadBrandImage(w http.ResponseWriter, r *http.Request) error {
	name := httpapi.Param(r, "fileName")
	if err := CheckBrandSlot(name); err != nil { // an unknown slot is a 404 whatever was sent
		return err
	}
	up, err := httpapi.ReadUpload(w, r, BrandImageRule)
	if err != nil {
		return err
	}
	res, err := h.svc.UploadBrandImage(r.Context(), name, up)
	if err != nil {
		return err
	}
	httpapi.Alert(w, "global.assetUploadForm.uploadDoneExt", name)
	return httpapi.OK(w, res)
}

// DeleteBrandImage handles DELETE /api/public/asset/brand/image/{fileName}:
// back to the built-in default.
func (h *HTTP) DeleteBrandImage(w http.ResponseWriter, r *http.Request) error {
	name := httpapi.Param(r, "fileName")
	if err := h.svc.DeleteBrandImage(r.Context(), name); err != nil {
		return err
	}
	return httpapi.Deleted(w, "brandImage", name)
}

// UploadManual handles POST /api/public/asset/manual/upload/{fileName}: a PDF
// by name and by content.
func (h *HTTP) UploadManual(w http.ResponseWriter, r *http.Request) error {
	name := httpapi.Param(r, "fileName")
	if err := CheckManual(name); err != nil {
		return err
	}
	up, err := httpapi.ReadUpload(w, r, ManualRule)
	if err != nil {
		return err
	}
	res, err := h.svc.UploadManual(r.Context(), name, up)
	if err != nil {
		return err
	}
	httpapi.Alert(w, "global.assetUploadForm.uploadDoneExt", name)
	return httpapi.OK(w, res)
}

// Manual handles GET /api/public/asset/manual/{id}: the innovation manual
// for any signed-in user, the admin manual for administrators.
func (h *HTTP) Manual(w http.ResponseWriter, r *http.Request) error {
	name := httpapi.Param(r, "id")
	c, err := h.svc.Manual(r.Context(), name)
	if err != nil {
		return err
	}
	defer c.Close()
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", `inline; filename="`+name+`"`)
	w.Header().Set("Cache-Control", "no-cache")
	httpapi.ServeContent(w, r, name, c.Modified, c.Body)
	return nil
}
