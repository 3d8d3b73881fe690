// Package banner keeps the banner images of content and campaigns: the
// uploaded picture re-encoded upright without metadata, and a generated
// preview, under random names served publicly with a long cache.
package banner

import (
	"context"
	"crypto/rand"
	"encoding/hex"

	"github.com/inno-platform/inno/internal/apperr"
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
