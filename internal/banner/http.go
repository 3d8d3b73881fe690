package banner

import (
	"errors"
	"io/fs"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/filestore"
	"github.com/inno-platform/inno/internal/httpapi"
)

// HTTP serves the banner calls.
type HTTP struct{ svc *Service }

// NewHTTP returns the banner handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

// Upload handles POST /api/v3/content-images/upload-banner/{kind}/{id}.
func (h *HTTP) Upload(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	up, err := httpapi.ReadUpload(w, r, Rule)
	if err != nil {
		return err
	}
	b, err := h.svc.Upload(r.Context(), httpapi.Param(r, "kind"), id, up.Data)
	if err != nil {
		return err
	}
	return httpapi.OK(w, b)
}

// Delete handles DELETE /api/v3/content-images/delete-banner/{kind}/{id}.
func (h *HTTP) Delete(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	if err := h.svc.Delete(r.Context(), httpapi.Param(r, "kind"), id); err != nil {
		return err
	}
	return httpapi.Deleted(w, "banner", strconv.FormatInt(id, 10))
}

// Image handles GET /api/v3/content-images/{dir}/{name}.
func (h *HTTP) Image(w http.ResponseWriter, r *http.Request) error {
	p := prefix + httpapi.Param(r, "dir") + "/" + httpapi.Param(r, "name")
	f, mod, err := h.svc.Image(r.Context(), p)
	return ServeImage(w, r, p, f, mod, err)
}

// ServeImage sends a banner or preview that open gave (f, mod, err) for
// path: public and cached for a year, since its name is random and new for
// every upload. A missing file is 404 "image". Contribution banners are
// served the same way.
func ServeImage(w http.ResponseWriter, r *http.Request, path string, f filestore.File, mod time.Time, err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return apperr.NotFound("image")
	}
	if err != nil {
		return err
	}
	defer f.Close()
	ct := "image/jpeg"
	if strings.HasSuffix(path, ".png") {
		ct = "image/png"
	}
	w.Header().Set("Content-Type", ct)
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	httpapi.ServeContent(w, r, "", mod, f)
	return nil
}
