// Package asset serves the branding images and (later) the manuals:
// uploaded files from the file store, built-in defaults otherwise.
package asset

import (
	"bytes"
	"embed"
	"errors"
	"image"
	_ "image/jpeg" // decoders for the upload check
	_ "image/png"
	"io/fs"
	"net/http"
	"slices"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/filestore"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/upload"
)

//go:embed defaults/*
var defaults embed.FS

// BrandSlot is one of the nine brand images (spec 000 §2 Brand page).
type BrandSlot struct {
	Name     string `json:"name"`
	FileName string `json:"fileName"`
	SizeHint string `json:"sizeHint"`
}

// BrandSlots in the order of the brand page.
var BrandSlots = []BrandSlot{
	{"logo", "logo.png", "max 220x50 px"},
	{"smallLogo", "logo-s.png", "max 180x40 px"},
	{"background", "bg.png", "repeatable, low contrast"},
	{"banner", "banner.jpg", "max 1140x480 px"},
	{"announcements", "announcement.png", "max 960x540 px"},
	{"news", "news.png", "max 960x540 px"},
	{"articles", "article.png", "max 960x540 px"},
	{"competitions", "competitions.png", "max 960x540 px"},
	{"campaigns", "campaigns.png", "max 960x540 px"},
}

func isBrandFile(name string) bool {
	return slices.ContainsFunc(BrandSlots, func(s BrandSlot) bool { return s.FileName == name })
}

// HTTP serves brand assets.
type HTTP struct {
	files   filestore.Store
	started time.Time
}

// NewHTTP returns the asset handlers.
func NewHTTP(files filestore.Store) *HTTP { return &HTTP{files: files, started: time.Now()} }

// BrandImage handles GET /api/public/asset/brand/image/{fileName}: the
// uploaded image, or the built-in default.
func (h *HTTP) BrandImage(w http.ResponseWriter, r *http.Request) error {
	name := httpapi.Param(r, "fileName")
	if !isBrandFile(name) {
		return apperr.NotFound("brandImage")
	}
	// Browsers revalidate, so an uploaded logo shows at once.
	w.Header().Set("Cache-Control", "no-cache")
	f, mod, err := h.files.Open(r.Context(), "brand/"+name)
	if err == nil {
		defer f.Close()
		httpapi.ServeContent(w, r, name, mod, f)
		return nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	b, err := defaults.ReadFile("defaults/" + name)
	if err != nil {
		return apperr.NotFound("brandImage")
	}
	httpapi.ServeContent(w, r, name, h.started, bytes.NewReader(b))
	return nil
}

// Upload limits.
const (
	MaxBrandImageBytes = 5 << 20
	MaxBrandImageSide  = 4000
	MaxManualBytes     = 50 << 20
)

// UploadBrandImage handles POST /api/public/asset/brand/image/upload/{fileName}
// (multipart field "file"): a .png, .jpg or .jpeg whose content really is a
// PNG or JPEG image. A refused upload leaves the current image in place.
func (h *HTTP) UploadBrandImage(w http.ResponseWriter, r *http.Request) error {
	name := httpapi.Param(r, "fileName")
	if !isBrandFile(name) {
		return apperr.NotFound("brandImage")
	}
	up, err := httpapi.ReadUpload(w, r, upload.Rule{MaxBytes: MaxBrandImageBytes,
		Extensions: []string{".png", ".jpg", ".jpeg"}, ContentTypes: []string{"image/png", "image/jpeg"}})
	if err != nil {
		return err
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(up.Data))
	if err != nil {
		return apperr.BadRequest(upload.ErrContent, map[string]any{"detail": "not a readable image"})
	}
	if cfg.Width > MaxBrandImageSide || cfg.Height > MaxBrandImageSide {
		return apperr.BadRequest("imageTooLarge", map[string]any{"max": MaxBrandImageSide})
	}
	if err := h.files.Put(r.Context(), "brand/"+name, bytes.NewReader(up.Data)); err != nil {
		return err
	}
	httpapi.Alert(w, "global.assetUploadForm.uploadDoneExt", name)
	return httpapi.OK(w, map[string]any{"fileName": name, "size": len(up.Data), "width": cfg.Width, "height": cfg.Height})
}

// DeleteBrandImage handles DELETE /api/public/asset/brand/image/{fileName}:
// back to the built-in default.
func (h *HTTP) DeleteBrandImage(w http.ResponseWriter, r *http.Request) error {
	name := httpapi.Param(r, "fileName")
	if !isBrandFile(name) {
		return apperr.NotFound("brandImage")
	}
	if err := h.files.Delete(r.Context(), "brand/"+name); err != nil {
		return err
	}
	return httpapi.Deleted(w, "brandImage", name)
}

// Manual file names (spec 000 §2 Manual upload page).
const (
	ManualInnovation = "manual-innovation.pdf"
	ManualAdmin      = "manual-admin.pdf"
)

// UploadManual handles POST /api/public/asset/manual/upload/{fileName}: a PDF
// by name and by content.
func (h *HTTP) UploadManual(w http.ResponseWriter, r *http.Request) error {
	name := httpapi.Param(r, "fileName")
	if name != ManualInnovation && name != ManualAdmin {
		return apperr.NotFound("manual")
	}
	up, err := httpapi.ReadUpload(w, r, upload.Rule{MaxBytes: MaxManualBytes,
		Extensions: []string{".pdf"}, ContentTypes: []string{"application/pdf"}})
	if err != nil {
		return err
	}
	if err := h.files.Put(r.Context(), "manual/"+name, bytes.NewReader(up.Data)); err != nil {
		return err
	}
	httpapi.Alert(w, "global.assetUploadForm.uploadDoneExt", name)
	return httpapi.OK(w, map[string]any{"fileName": name, "size": len(up.Data)})
}

// Manual handles GET /api/public/asset/manual/{id}: the innovation manual
// for any signed-in user, the admin manual for administrators.
func (h *HTTP) Manual(w http.ResponseWriter, r *http.Request) error {
	name := httpapi.Param(r, "id")
	switch name {
	case ManualInnovation:
	case ManualAdmin:
		if !auth.FromContext(r.Context()).HasAny(auth.RoleAdmin, auth.RoleAppAdmin) {
			return apperr.Forbidden()
		}
	default:
		return apperr.NotFound("manual")
	}
	f, mod, err := h.files.Open(r.Context(), "manual/"+name)
	if errors.Is(err, fs.ErrNotExist) {
		return apperr.NotFound("manual")
	}
	if err != nil {
		return err
	}
	defer f.Close()
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", `inline; filename="`+name+`"`)
	w.Header().Set("Cache-Control", "no-cache")
	httpapi.ServeContent(w, r, name, mod, f)
	return nil
}
