// Package banner keeps the banner images of content and campaigns: the
// uploaded picture re-encoded upright without metadata, and a generated
// preview, under random names served publicly with a long cache.
package banner

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/filestore"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/thumbnail"
	"github.com/inno-platform/inno/internal/upload"
)

// Limits and sizes.
const (
	MaxBytes     = 5 << 20
	BannerWidth  = 1920
	PreviewWidth = 480
	prefix       = "content-images/"
)

// Rule is what a banner upload may be.
var Rule = upload.Rule{MaxBytes: MaxBytes, Extensions: []string{".png", ".jpg", ".jpeg"},
	ContentTypes: []string{"image/png", "image/jpeg"}}

// Banner is the answer of an upload.
type Banner struct {
	BannerID        int64  `json:"bannerId"`
	BannerPreviewID int64  `json:"bannerPreviewId"`
	Path            string `json:"path"`
	PreviewPath     string `json:"previewPath"`
}

// Owner is an entity kind that carries banners: it says who may change
// an item's banner and names its table (with the banner_* columns).
type Owner interface {
	CanManage(ctx context.Context, id int64) error
	Table() string
}

// Service stores and removes banners.
type Service struct {
	db     *db.DB
	files  filestore.Store
	log    *slog.Logger
	owners map[string]Owner // by lower-case kind: content, campaign
	now    func() time.Time
}

// NewService returns the banner service.
func NewService(d *db.DB, files filestore.Store, log *slog.Logger) *Service {
	return &Service{db: d, files: files, log: log, owners: map[string]Owner{}, now: db.Now}
}

// Register adds an owner kind.
func (s *Service) Register(kind string, o Owner) { s.owners[strings.ToLower(kind)] = o }

func (s *Service) owner(kind string) (Owner, error) {
	o, ok := s.owners[strings.ToLower(kind)]
	if !ok {
		return nil, apperr.NotFound("bannerOwner")
	}
	return o, nil
}

// RandomName is the unguessable part of a stored image's path.
func RandomName() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// Images are an uploaded picture re-encoded as a banner and a preview.
type Images struct {
	Banner, Preview thumbnail.Image
	Ext             string // ".jpg" or ".png"
}

// Render re-encodes an uploaded picture as a banner (BannerWidth) and a
// preview (PreviewWidth); data that is not a readable JPEG or PNG is a 400.
func Render(data []byte) (Images, error) {
	big, err := thumbnail.Make(data, BannerWidth)
	if err != nil {
		return Images{}, apperr.BadRequest(upload.ErrContent, map[string]any{"detail": "not a readable image"})
	}
	small, err := thumbnail.Make(data, PreviewWidth)
	if err != nil {
		return Images{}, apperr.BadRequest(upload.ErrContent, map[string]any{"detail": "not a readable image"})
	}
	ext := ".jpg"
	if big.ContentType == "image/png" {
		ext = ".png"
	}
	return Images{Banner: big, Preview: small, Ext: ext}, nil
}

func (s *Service) remove(ctx context.Context, paths []string) {
	for _, p := range paths {
		if err := s.files.Delete(ctx, p); err != nil {
			s.log.Warn("banner: could not delete a stored image", "path", p, "err", err)
		}
	}
}

func (s *Service) paths(ctx context.Context, kind string, id int64) ([]string, error) {
	rows, err := s.db.Query(ctx, "SELECT path FROM banner_image WHERE owner_kind = ? AND owner_id = ?", kind, id)
	if err != nil {
		return nil, fmt.Errorf("banner: paths: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var p string
		if err := rows.Scan(&p); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// Upload replaces the banner of an item with a new picture.
func (s *Service) Upload(ctx context.Context, kind string, id int64, data []byte) (Banner, error) {
	o, err := s.owner(kind)
	if err != nil {
		return Banner{}, err
	}
	kind = strings.ToUpper(kind)
	if err := o.CanManage(ctx, id); err != nil {
		return Banner{}, err
	}
	img, err := Render(data)
	if err != nil {
		return Banner{}, err
	}
	ext := img.Ext
	base := prefix + strings.ToLower(kind) + "-" + strconv.FormatInt(id, 10) + "/" + RandomName()
	b := Banner{Path: base + ext, PreviewPath: base + "-preview" + ext}
	if err := s.files.Put(ctx, b.Path, bytes.NewReader(img.Banner.Data)); err != nil {
		return Banner{}, fmt.Errorf("banner: store: %w", err)
	}
	if err := s.files.Put(ctx, b.PreviewPath, bytes.NewReader(img.Preview.Data)); err != nil {
		s.remove(ctx, []string{b.Path})
		return Banner{}, fmt.Errorf("banner: store preview: %w", err)
	}
	var old []string
	err = s.db.WithTx(ctx, func(ctx context.Context) error {
		var err error
		if old, err = s.paths(ctx, kind, id); err != nil {
			return err
		}
		if _, err := s.db.Exec(ctx, "DELETE FROM banner_image WHERE owner_kind = ? AND owner_id = ?", kind, id); err != nil {
			return fmt.Errorf("banner: clear: %w", err)
		}
		now := s.now()
		insert := "INSERT INTO banner_image (owner_kind, owner_id, kind, path, created_date) VALUES (?, ?, ?, ?, ?)"
		if b.BannerID, err = s.db.InsertID(ctx, insert, kind, id, "BANNER", b.Path, now); err != nil {
			return fmt.Errorf("banner: row: %w", err)
		}
		if b.BannerPreviewID, err = s.db.InsertID(ctx, insert, kind, id, "PREVIEW", b.PreviewPath, now); err != nil {
			return fmt.Errorf("banner: preview row: %w", err)
		}
		_, err = s.db.Exec(ctx, "UPDATE "+o.Table()+` SET banner_id = ?, banner_preview_id = ?, banner_path = ?, banner_preview_path = ?
			WHERE id = ?`, b.BannerID, b.BannerPreviewID, b.Path, b.PreviewPath, id)
		return err
	})
	if err != nil {
		s.remove(ctx, []string{b.Path, b.PreviewPath})
		return Banner{}, err
	}
	s.remove(ctx, old)
	return b, nil
}

// Delete removes the banner of an item.
func (s *Service) Delete(ctx context.Context, kind string, id int64) error {
	o, err := s.owner(kind)
	if err != nil {
		return err
	}
	kind = strings.ToUpper(kind)
	if err := o.CanManage(ctx, id); err != nil {
		return err
	}
	var old []string
	err = s.db.WithTx(ctx, func(ctx context.Context) error {
		var err error
		if old, err = s.paths(ctx, kind, id); err != nil {
			return err
		}
		if _, err := s.db.Exec(ctx, "DELETE FROM banner_image WHERE owner_kind = ? AND owner_id = ?", kind, id); err != nil {
			return fmt.Errorf("banner: delete: %w", err)
		}
		_, err = s.db.Exec(ctx, "UPDATE "+o.Table()+` SET banner_id = NULL, banner_preview_id = NULL, banner_path = NULL,
			banner_preview_path = NULL WHERE id = ?`, id)
		return err
	})
	if err != nil {
		return err
	}
	s.remove(ctx, old)
	return nil
}

// Forget removes the banner rows and files of a deleted item, in the
// caller's transaction; the files go after it commits (the returned func).
func (s *Service) Forget(ctx context.Context, kind string, id int64) (func(), error) {
	kind = strings.ToUpper(kind)
	old, err := s.paths(ctx, kind, id)
	if err != nil {
		return nil, err
	}
	if _, err := s.db.Exec(ctx, "DELETE FROM banner_image WHERE owner_kind = ? AND owner_id = ?", kind, id); err != nil {
		return nil, fmt.Errorf("banner: forget: %w", err)
	}
	return func() { s.remove(context.WithoutCancel(ctx), old) }, nil
}

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
	if !filestore.ValidKey(p) {
		return apperr.NotFound("image")
	}
	var n int
	if err := h.svc.db.QueryRow(r.Context(), "SELECT COUNT(*) FROM banner_image WHERE path = ?", p).Scan(&n); err != nil {
		return fmt.Errorf("banner: image: %w", err)
	}
	if n == 0 {
		return apperr.NotFound("image")
	}
	f, mod, err := h.svc.files.Open(r.Context(), p)
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
