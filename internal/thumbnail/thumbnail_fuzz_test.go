package thumbnail

import (
	"bytes"
	"image"
	"image/jpeg"
	"image/png"
	"testing"
)

func seedImages(f *testing.F) {
	img := image.NewRGBA(image.Rect(0, 0, 8, 4))
	var j, p bytes.Buffer
	_ = jpeg.Encode(&j, img, nil)
	_ = png.Encode(&p, img)
	f.Add(j.Bytes())
	f.Add(p.Bytes())
	f.Add([]byte{0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x10, 'E', 'x', 'i', 'f', 0, 0, 'M', 'M', 0, 42, 0xFF, 0xFF, 0xFF, 0xF0})
	f.Add([]byte("GIF89a"))
	f.Add([]byte{})
}

// Any bytes read as a JPEG's EXIF give an orientation from 1 to 8, never a panic.
func FuzzJPEGOrientation(f *testing.F) {
	seedImages(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		if o := jpegOrientation(data); o < 1 || o > 8 {
			t.Fatalf("orientation %d", o)
		}
		if len(data) > 6 {
			if o := exifOrientation(data[6:]); o < 1 || o > 8 {
				t.Fatalf("EXIF orientation %d", o)
			}
		}
	})
}

// Any upload either is refused as not an image or gives an upright picture
// within the width asked for.
func FuzzMake(f *testing.F) {
	seedImages(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := Make(data, 6)
		if err != nil {
			return
		}
		if got.Width < 1 || got.Width > 6 || got.Height < 1 || len(got.Data) == 0 {
			t.Fatalf("made %dx%d (%d bytes)", got.Width, got.Height, len(got.Data))
		}
		if got.ContentType != "image/jpeg" && got.ContentType != "image/png" {
			t.Fatalf("content type %q", got.ContentType)
		}
	})
}
