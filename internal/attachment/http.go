package attachment

import (
	"mime"
	"net/http"
	"strconv"
	"time"

	"github.com/inno-platform/inno/internal/banner"
	"github.com/inno-platform/inno/internal/httpapi"
)

// HTTP holds the banner and file handlers of contributions.
type HTTP struct{ svc *Service }

// NewHTTP returns the handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

// UploadBanner handles POST /api/v3/contribution-images/upload-banner/{id} (multipart "file").
func (h *HTTP) UploadBanner(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	up, err := httpapi.ReadUpload(w, r, BannerRule)
	if err != nil {
		return err
	}
	b, err := h.svc.UploadBanner(r.Context(), id, up)
	if err != nil {
		return err
	}
	return httpapi.OK(w, b)
}

// DeleteBanner handles DELETE /api/v3/contribution-images/delete-banner/{id}/{bannerId}.
func (h *HTTP) DeleteBanner(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	bannerID, err := httpapi.PathID(r, "bannerId")
	if err != nil {
		return err
	}
	if err := h.svc.DeleteBanner(r.Context(), id, bannerID); err != nil {
		return err
	}
	return httpapi.Deleted(w, "banner", strconv.FormatInt(bannerID, 10))
}

// Image handles GET /api/v3/contribution-images/{id}/{name}: a banner or
// preview, public and cached for a long time (the name is random and new
// for every upload).
func (h *HTTP) Image(w http.ResponseWriter, r *http.Request) error {
	p := imagePrefix + httpapi.Param(r, "id") + "/" + httpapi.Param(r, "name")
	f, mod, err := h.svc.OpenImage(r.Context(), p)
	return banner.ServeImage(w, r, p, f, mod, err)
}

// Files handles GET /api/v3/contribution-files/{id}.
func (h *HTTP) Files(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	files, err := h.svc.Files(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, files)
}

// UploadFile handles POST /api/v3/contribution-files/upload-file/{id}/{kind} (multipart "file").
func (h *HTTP) UploadFile(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	up, err := httpapi.ReadUpload(w, r, FileRule)
	if err != nil {
		return err
	}
	f, err := h.svc.AddFile(r.Context(), id, httpapi.Param(r, "kind"), up)
	if err != nil {
		return err
	}
	return httpapi.Created(w, "contributionFile", strconv.FormatInt(f.ID, 10), f)
}

// DownloadFile handles GET /api/v3/contribution-files/download/{fileId}.
func (h *HTTP) DownloadFile(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "fileId")
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

// DeleteFile handles DELETE /api/v3/contribution-files/delete-file/{fileId}.
func (h *HTTP) DeleteFile(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "fileId")
	if err != nil {
		return err
	}
	if err := h.svc.DeleteFile(r.Context(), id); err != nil {
		return err
	}
	return httpapi.Deleted(w, "contributionFile", strconv.FormatInt(id, 10))
}
