package asset

import (
	"bytes"
	"context"
	"errors"
	_ "image/jpeg" // decoders for the upload check
	_ "image/png"
	"io"
	"io/fs"
	"path"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/filestore"
	"github.com/inno-platform/inno/internal/thumbnail"
	"github.com/inno-platform/inno/internal/upload"
)

// Upload limits.
const (
	MaxBrandImageBytes = 5 << 20
	MaxBrandImageSide  = 4000
	MaxManualBytes     = 50 << 20
)

// The rules the handlers read uploads with.
var (
	BrandImageRule = upload.Rule{MaxBytes: MaxBrandImageBytes,
		Extensions: []string{".png", ".jpg", ".jpeg"}, ContentTypes: []string{"image/png", "image/jpeg"}}
	ManualRule = upload.Rule{MaxBytes: MaxManualBytes,
		Extensions: []string{".pdf"}, ContentTypes: []string{"application/pdf"}}
)

// Manual file names (spec 000 §2 Manual upload page).
const (
	ManualInnovation = "manual-innovation.pdf"
	ManualAdmin      = "manual-admin.pdf"
)

// Service keeps the brand images and manuals in the file store. Asset has
// no table: the file store is its storage, so it has no store.go.
type Service struct {
	files   filestore.Store
	started time.Time
}

// NewService returns the asset service.
func NewService(files filestore.Store) *Service { return &Service{files: files, started: time.Now()} }

// Content is a file to send: its bytes and when it last changed.
type Content struct {
	Body     io.ReadSeeker
	Modified time.Time
	// Name is the file name the body is served as (its extension gives the
	// content type): the slot's, or the vector default's (logo.svg).
	Name  string
	close func() error
}

// Close releases the file.
func (c Content) Close() error {
	if c.close == nil {
		return nil
	}
	return c.close()
}

// Uploaded describes a stored upload.
type Uploaded struct {
	FileName string `json:"fileName"`
	Size     int    `json:"size"`
	Width    int    `json:"width,omitempty"`
	Height   int    `json:"height,omitempty"`
}

// CheckBrandSlot refuses a file name that is not one of the brand slots.
func CheckBrandSlot(name string) error {
	if !isBrandFile(name) {
		return apperr.NotFound("brandImage")
	}
	return nil
}

// CheckManual refuses a file name that is not one of the manuals.
func CheckManual(name string) error {
	if name != ManualInnovation && name != ManualAdmin {
		return apperr.NotFound("manual")
	}
	return nil
}

// BrandImage is the uploaded image of the slot, or its built-in default:
// the vector one (docs/design.md "Brand images") when the client takes SVG
// and one exists, else the raster one (mail clients do not show SVG).
func (s *Service) BrandImage(ctx context.Context, name string, vector bool) (Content, error) {
	if err := CheckBrandSlot(name); err != nil {
		return Content{}, err
	}
	f, mod, err := s.files.Open(ctx, "brand/"+name)
	if err == nil {
		return Content{Body: f, Modified: mod, close: f.Close, Name: name}, nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return Content{}, err
	}
	if vector {
		svg := strings.TrimSuffix(name, path.Ext(name)) + ".svg"
		if b, err := defaults.ReadFile("defaults/" + svg); err == nil {
			return Content{Body: bytes.NewReader(b), Modified: s.started, Name: svg}, nil
		}
	}
	b, err := defaults.ReadFile("defaults/" + name)
	if err != nil {
		return Content{}, apperr.NotFound("brandImage")
	}
	return Content{Body: bytes.NewReader(b), Modified: s.started, Name: name}, nil
}

// UploadBrandImage replaces the slot's image with a PNG or JPEG no larger
// than MaxBrandImageSide on each side, re-encoded. A refused upload leaves
// the current image in place.
func (s *Service) UploadBrandImage(ctx context.Context, name string, up upload.File) (Uploaded, error) {
	if err := CheckBrandSlot(name); err != nil {
		return Uploaded{}, err
	}
	cfg, _, err := thumbnail.Check(up.Data)
	if err != nil {
		return Uploaded{}, thumbnail.Refusal(err)
	}
	if cfg.Width > MaxBrandImageSide || cfg.Height > MaxBrandImageSide {
		return Uploaded{}, apperr.BadRequest("imageTooLarge", map[string]any{"max": MaxBrandImageSide})
	}
	// Stored re-encoded: only the pixels, no metadata or trailing bytes.
	imgs, err := thumbnail.Sizes(ctx, up.Data, 0)
	if err != nil {
		return Uploaded{}, thumbnail.Refusal(err)
	}
	if err := s.files.Put(ctx, "brand/"+name, bytes.NewReader(imgs[0].Data)); err != nil {
		return Uploaded{}, err
	}
	return Uploaded{FileName: name, Size: len(imgs[0].Data), Width: cfg.Width, Height: cfg.Height}, nil
}

// DeleteBrandImage puts the slot back to its built-in default.
func (s *Service) DeleteBrandImage(ctx context.Context, name string) error {
	if err := CheckBrandSlot(name); err != nil {
		return err
	}
	return s.files.Delete(ctx, "brand/"+name)
}

// UploadManual stores one of the two manuals.
func (s *Service) UploadManual(ctx context.Context, name string, up upload.File) (Uploaded, error) {
	if err := CheckManual(name); err != nil {
		return Uploaded{}, err
	}
	if err := s.files.Put(ctx, "manual/"+name, bytes.NewReader(up.Data)); err != nil {
		return Uploaded{}, err
	}
	return Uploaded{FileName: name, Size: len(up.Data)}, nil
}

// Manual is the innovation manual for any signed-in user, the admin manual
// for administrators.
func (s *Service) Manual(ctx context.Context, name string) (Content, error) {
	switch name {
	case ManualInnovation:
	case ManualAdmin:
		if !auth.FromContext(ctx).HasAny(auth.RoleAdmin, auth.RoleAppAdmin) {
			return Content{}, apperr.Forbidden()
		}
	default:
		return Content{}, apperr.NotFound("manual")
	}
	f, mod, err := s.files.Open(ctx, "manual/"+name)
	if errors.Is(err, fs.ErrNotExist) {
		return Content{}, apperr.NotFound("manual")
	}
	if err != nil {
		return Content{}, err
	}
	return Content{Body: f, Modified: mod, close: f.Close}, nil
}
