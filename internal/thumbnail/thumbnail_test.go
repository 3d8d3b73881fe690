package thumbnail

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"testing"
	"time"
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

// headerPNG is a PNG header claiming w × h pixels of the given depth and
// colour type, with no pixel data: Check must decide from it alone.
func headerPNG(w, h int, depth, colorType byte) []byte {
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = depth, colorType
	_ = binary.Write(&out, binary.BigEndian, uint32(13))
	crc := crc32.NewIEEE()
	crc.Write([]byte("IHDR"))
	crc.Write(ihdr)
	out.WriteString("IHDR")
	out.Write(ihdr)
	_ = binary.Write(&out, binary.BigEndian, crc.Sum32())
	return out.Bytes()
}

func TestCheckRefusesTooManyPixelsFromTheHeader(t *testing.T) {
	cases := []struct {
		name             string
		w, h             int
		depth, colorType byte
		want             error
	}{
		{"8-bit RGBA, 40 MP", 8000, 5000, 8, 6, nil},
		{"8-bit RGBA, 6300 × 6300", 6300, 6300, 8, 6, nil},
		{"8-bit RGBA, over 40 MP", 8000, 5001, 8, 6, ErrTooManyPixels},
		{"16-bit RGBA, 6300 × 6300 (the bomb of issue 13)", 6300, 6300, 16, 6, ErrTooManyPixels},
		{"16-bit RGBA, 20 MP", 5000, 4000, 16, 6, nil},
		{"16-bit grey, 6300 × 6300", 6300, 6300, 16, 0, nil},
		{"8-bit grey, a billion pixels", 40000, 25000, 8, 0, ErrTooManyPixels},
	}
	for _, c := range cases {
		if _, _, err := Check(headerPNG(c.w, c.h, c.depth, c.colorType)); err != c.want {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
}

// Sizes decodes within MaxDecoding slots: with every slot taken, a call
// waits and gives up when its context ends, having decoded nothing.
func TestSizesWaitsForADecodingSlot(t *testing.T) {
	for range MaxDecoding {
		decoding <- struct{}{}
	}
	defer func() {
		for range MaxDecoding {
			<-decoding
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := Sizes(ctx, pngOf(16, 16), 8); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want to give up waiting", err)
	}
}
