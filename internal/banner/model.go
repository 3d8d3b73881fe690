// Package banner keeps the banner images of content and campaigns: the
// uploaded picture re-encoded upright without metadata, and a generated
// preview, under random names served publicly with a long cache.
package banner

import (
	"context"
	"crypto/rand"
	"encoding/hex"

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

// Render re-encodes an uploaded picture, decoded once, as a banner
// (BannerWidth) and a preview (PreviewWidth); data that is not a readable
// JPEG or PNG, or has too many pixels, is a 400 (thumbnail.Refusal).
func Render(ctx context.Context, data []byte) (Images, error) {
	imgs, err := thumbnail.Sizes(ctx, data, BannerWidth, PreviewWidth)
	if err != nil {
		return Images{}, thumbnail.Refusal(err)
	}
	big, small := imgs[0], imgs[1]
	ext := ".jpg"
	if big.ContentType == "image/png" {
		ext = ".png"
	}
	return Images{Banner: big, Preview: small, Ext: ext}, nil
}
