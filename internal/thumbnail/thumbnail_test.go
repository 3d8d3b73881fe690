package thumbnail

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"testing"
)

func pngOf(w, h int) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	img.Set(0, 0, color.NRGBA{R: 255, A: 255})
	var b bytes.Buffer
	_ = png.Encode(&b, img)
	return b.Bytes()
}

func TestMakeScalesDownAndKeepsFormat(t *testing.T) {
	got, err := Make(pngOf(1600, 900), 480)
	if err != nil {
		t.Fatal(err)
	}
	if got.Width != 480 || got.Height != 270 || got.ContentType != "image/png" {
		t.Fatalf("got %dx%d %s, want 480x270 image/png", got.Width, got.Height, got.ContentType)
	}
	small, err := Make(pngOf(100, 50), 480)
	if err != nil || small.Width != 100 || small.Height != 50 {
		t.Fatalf("a small image must not grow: %v %dx%d", err, small.Width, small.Height)
	}
}

func TestMakeRefusesWhatIsNotAnImage(t *testing.T) {
	if _, err := Make([]byte("%PDF-1.4 not an image"), 100); err != ErrNotImage {
		t.Fatalf("err = %v, want ErrNotImage", err)
	}
}

// jpegWithOrientation builds a JPEG whose EXIF says "rotate 90° clockwise" (6).
func jpegWithOrientation(t *testing.T, w, h int, o uint16) []byte {
	t.Helper()
	var raw bytes.Buffer
	if err := jpeg.Encode(&raw, image.NewRGBA(image.Rect(0, 0, w, h)), nil); err != nil {
		t.Fatal(err)
	}
	tiff := []byte("MM\x00\x2a\x00\x00\x00\x08\x00\x01")
	entry := make([]byte, 12)
	binary.BigEndian.PutUint16(entry[0:], 0x0112)
	binary.BigEndian.PutUint16(entry[2:], 3)
	binary.BigEndian.PutUint32(entry[4:], 1)
	binary.BigEndian.PutUint16(entry[8:], o)
	tiff = append(tiff, entry...)
	tiff = append(tiff, 0, 0, 0, 0)
	seg := append([]byte("Exif\x00\x00"), tiff...)
	app1 := []byte{0xFF, 0xE1, 0, 0}
	binary.BigEndian.PutUint16(app1[2:], uint16(len(seg)+2))
	data := raw.Bytes()
	out := append([]byte{}, data[:2]...)
	out = append(out, app1...)
	out = append(out, seg...)
	return append(out, data[2:]...)
}

func TestMakeTurnsJPEGUpright(t *testing.T) {
	data := jpegWithOrientation(t, 40, 20, 6)
	if o := jpegOrientation(data); o != 6 {
		t.Fatalf("orientation = %d, want 6", o)
	}
	got, err := Make(data, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got.Width != 20 || got.Height != 40 || got.ContentType != "image/jpeg" {
		t.Fatalf("got %dx%d %s, want 20x40 image/jpeg", got.Width, got.Height, got.ContentType)
	}
}
