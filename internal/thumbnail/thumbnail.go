// Package thumbnail re-encodes uploaded images: upright (JPEG EXIF
// orientation applied), without their metadata, and scaled down to a
// given width. Banners and their previews of contributions and content,
// brand images and image attachments go through it; it refuses
// decompression bombs from the header and decodes few images at once.
package thumbnail

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"image/png"

	xdraw "golang.org/x/image/draw"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/upload"
)

// ErrNotImage is returned for data that is not a readable JPEG or PNG.
var ErrNotImage = errors.New("thumbnail: not a readable JPEG or PNG image")

// ErrTooManyPixels is returned, before anything is decoded, for an image
// whose header claims more pixels than MaxPixels (or a decoded size over
// MaxDecodedBytes): a file of a few hundred kilobytes can claim a canvas
// that takes gigabytes to decode (a decompression bomb).
var ErrTooManyPixels = errors.New("thumbnail: the image has too many pixels")

// ErrKeyTooManyPixels is the errorKey of a refused decompression bomb.
const ErrKeyTooManyPixels = "imageTooManyPixels"

// Refusal turns a refusal of Check or Sizes into the 400 the client sees
// (uploadWrongContent, or imageTooManyPixels with the limit); any other
// error is returned as it is.
func Refusal(err error) error {
	switch {
	case errors.Is(err, ErrNotImage):
		return apperr.BadRequest(upload.ErrContent, map[string]any{"detail": "not a readable image"})
	case errors.Is(err, ErrTooManyPixels):
		return apperr.BadRequest(ErrKeyTooManyPixels, map[string]any{"max": MaxPixels})
	}
	return err
}

// Decoding limits. MaxPixels is 40 megapixels (a 7300 × 5470 picture, more
// than any camera's default), and MaxDecodedBytes is what 40 megapixels of
// 8-bit RGBA take once decoded (160 MB): a 16-bit PNG, which takes twice
// the memory a pixel, may have at most 20 megapixels. At most MaxDecoding
// images decode at once on a node, whatever the number of uploads; the
// others wait their turn.
const (
	MaxPixels       = 40_000_000
	MaxDecodedBytes = MaxPixels * 4
	MaxDecoding     = 2
)

var decoding = make(chan struct{}, MaxDecoding)

// Image is a re-encoded image.
type Image struct {
	Data          []byte
	ContentType   string
	Width, Height int
}

// Make is Sizes with one width and no deadline.
func Make(data []byte, maxWidth int) (Image, error) {
	imgs, err := Sizes(context.Background(), data, maxWidth)
	if err != nil {
		return Image{}, err
	}
	return imgs[0], nil
}

// Check reads the image's header only and refuses what is not a JPEG or
// PNG (ErrNotImage) or claims too many pixels (ErrTooManyPixels).
func Check(data []byte) (image.Config, string, error) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || (format != "jpeg" && format != "png") || cfg.Width <= 0 || cfg.Height <= 0 {
		return cfg, format, ErrNotImage
	}
	pixels := int64(cfg.Width) * int64(cfg.Height)
	if pixels > MaxPixels || pixels*bytesPerPixel(cfg.ColorModel) > MaxDecodedBytes {
		return cfg, format, ErrTooManyPixels
	}
	return cfg, format, nil
}

// bytesPerPixel is what one pixel of the colour model takes once decoded.
func bytesPerPixel(m color.Model) int64 {
	switch m {
	case color.RGBA64Model, color.NRGBA64Model:
		return 8
	case color.Gray16Model:
		return 2
	case color.GrayModel:
		return 1
	}
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	return 4 // RGBA, NRGBA, CMYK; a JPEG's YCbCr takes less
}

// Sizes decodes data (JPEG or PNG) once, within the node's MaxDecoding
// slots, turns it upright and encodes it again at each of maxWidths (0:
// its own width; never scaled up): JPEG stays JPEG, PNG stays PNG (for
// transparency). Only the pixels survive: metadata and any bytes after
// the image are dropped. The header is checked first (Check), so a bomb
// is refused without decoding; ctx ends the wait for a slot.
func Sizes(ctx context.Context, data []byte, maxWidths ...int) ([]Image, error) {
	_, format, err := Check(data)
	if err != nil {
		return nil, err
	}
	select {
	case decoding <- struct{}{}:
		defer func() { <-decoding }()
	case <-ctx.Done():
		return nil, fmt.Errorf("thumbnail: wait to decode: %w", ctx.Err())
	}
	src, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, ErrNotImage
	}
	if format == "jpeg" {
		src = orient(src, jpegOrientation(data))
	}
	out := make([]Image, 0, len(maxWidths))
	for _, w := range maxWidths {
		img, err := encode(src, format, w)
		if err != nil {
			return nil, err
		}
		out = append(out, img)
	}
	return out, nil
}

func encode(src image.Image, format string, maxWidth int) (Image, error) {
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	if maxWidth > 0 && w > maxWidth {
		h = max(1, h*maxWidth/w)
		w = maxWidth
	}
	dst := image.NewNRGBA(image.Rect(0, 0, w, h))
	if w == b.Dx() && h == b.Dy() {
		draw.Draw(dst, dst.Bounds(), src, b.Min, draw.Src)
	} else {
		xdraw.CatmullRom.Scale(dst, dst.Bounds(), src, b, xdraw.Src, nil)
	}
	var out bytes.Buffer
	ct := "image/jpeg"
	var err error
	if format == "png" {
		ct = "image/png"
		err = png.Encode(&out, dst)
	} else {
		err = jpeg.Encode(&out, dst, &jpeg.Options{Quality: 85})
	}
	if err != nil {
		return Image{}, fmt.Errorf("thumbnail: encode: %w", err)
	}
	return Image{Data: out.Bytes(), ContentType: ct, Width: w, Height: h}, nil
}

// jpegOrientation reads the EXIF orientation (1–8) of a JPEG, 1 when absent.
func jpegOrientation(data []byte) int {
	if len(data) < 4 || data[0] != 0xFF || data[1] != 0xD8 {
		return 1
	}
	i := 2
	for i+4 <= len(data) {
		if data[i] != 0xFF {
			return 1
		}
		marker := data[i+1]
		if marker == 0xDA || marker == 0xD9 { // start of scan or end: no more metadata
			return 1
		}
		size := int(binary.BigEndian.Uint16(data[i+2:]))
		if size < 2 || i+2+size > len(data) {
			return 1
		}
		seg := data[i+4 : i+2+size]
		if marker == 0xE1 && len(seg) > 14 && string(seg[:6]) == "Exif\x00\x00" {
			return exifOrientation(seg[6:])
		}
		i += 2 + size
	}
	return 1
}

func exifOrientation(tiff []byte) int {
	if len(tiff) < 8 {
		return 1
	}
	var order binary.ByteOrder
	switch string(tiff[:2]) {
	case "II":
		order = binary.LittleEndian
	case "MM":
		order = binary.BigEndian
	default:
		return 1
	}
	ifd := int(order.Uint32(tiff[4:]))
	if ifd+2 > len(tiff) {
		return 1
	}
	n := int(order.Uint16(tiff[ifd:]))
	for k := 0; k < n; k++ {
		e := ifd + 2 + k*12
		if e+12 > len(tiff) {
			return 1
		}
		if order.Uint16(tiff[e:]) == 0x0112 {
			if v := int(order.Uint16(tiff[e+8:])); v >= 1 && v <= 8 {
				return v
			}
			return 1
		}
	}
	return 1
}

// orient turns an image by its EXIF orientation.
func orient(src image.Image, o int) image.Image {
	if o <= 1 || o > 8 {
		return src
	}
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	dw, dh := w, h
	if o >= 5 {
		dw, dh = h, w
	}
	dst := image.NewNRGBA(image.Rect(0, 0, dw, dh))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var dx, dy int
			switch o {
			case 2:
				dx, dy = w-1-x, y
			case 3:
				dx, dy = w-1-x, h-1-y
			case 4:
				dx, dy = x, h-1-y
			case 5:
				dx, dy = y, x
			case 6:
				dx, dy = h-1-y, x
			case 7:
				dx, dy = h-1-y, w-1-x
			case 8:
				dx, dy = y, w-1-x
			}
			dst.Set(dx, dy, src.At(b.Min.X+x, b.Min.Y+y))
		}
	}
	return dst
}
