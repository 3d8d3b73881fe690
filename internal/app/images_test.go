package app_test

import (
	"bytes"
	"compress/zlib"
	"context"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"io/fs"
	"net/http"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/config"
	"github.com/inno-platform/inno/internal/testkit"
)

// bombPNG is a decompression bomb: a valid 16-bit RGBA PNG of w × h black
// pixels, a few hundred kilobytes that decode to w × h × 8 bytes (317 MB
// for 6300 × 6300). Rows are compressed one by one, so making it is cheap.
func bombPNG(t *testing.T, w, h int) []byte {
	t.Helper()
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(kind string, data []byte) {
		_ = binary.Write(&out, binary.BigEndian, uint32(len(data)))
		crc := crc32.NewIEEE()
		crc.Write([]byte(kind))
		crc.Write(data)
		out.WriteString(kind)
		out.Write(data)
		_ = binary.Write(&out, binary.BigEndian, crc.Sum32())
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = 16, 6 // 16 bits a channel, RGBA
	chunk("IHDR", ihdr)
	var idat bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&idat, zlib.BestCompression)
	row := make([]byte, 1+w*8) // filter byte 0, then zeros
	for range h {
		_, _ = zw.Write(row)
	}
	_ = zw.Close()
	chunk("IDAT", idat.Bytes())
	chunk("IEND", nil)
	return out.Bytes()
}

// The bomb of issue 13 (a 6300 × 6300 16-bit PNG) is refused from its
// header wherever an image is stored: a contribution's banner, a brand
// image and an image attachment. The answer names the limit, nothing is
// stored, and the server allocates next to nothing for it (a decode would
// take over 300 MB).
func TestDecompressionBombIsRefused(t *testing.T) {
	var dataDir string
	env := testkit.New(t, func(c *config.Config) { dataDir = c.DataDir })
	user, admin := env.Login("user", "user"), env.Login("admin", "admin")
	res := env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/v3/contributions/SUGGESTION", Token: user}).Expect(t, http.StatusCreated)
	id := strings.TrimSpace(string(res.Body))
	bomb := bombPNG(t, 6300, 6300)
	if len(bomb) > 1<<20 {
		t.Fatalf("the bomb is %d bytes, want a small file", len(bomb))
	}
	if _, err := png.DecodeConfig(bytes.NewReader(bomb)); err != nil {
		t.Fatalf("the bomb is not a PNG: %v", err)
	}
	uploads := []struct{ path, token string }{
		{"/api/v3/contribution-images/upload-banner/" + id, user},
		{"/api/v3/contribution-files/upload-file/" + id + "/ATTACHMENT", user},
		{"/api/public/asset/brand/image/upload/logo.png", admin},
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for _, u := range uploads {
		res := env.Upload(u.path, u.token, "file", "bomb.png", bomb).Expect(t, http.StatusBadRequest)
		if m := res.Map(t); m["errorKey"] != "imageTooManyPixels" {
			t.Errorf("%s: %s, want errorKey imageTooManyPixels", u.path, res.Body)
		}
	}
	runtime.ReadMemStats(&after)
	if grown := after.TotalAlloc - before.TotalAlloc; grown > 64<<20 {
		t.Errorf("refusing three bombs allocated %d MB", grown>>20)
	}
	var stored []string
	_ = filepath.WalkDir(filepath.Join(dataDir, "files"), func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			stored = append(stored, p)
		}
		return nil
	})
	if len(stored) > 0 {
		t.Errorf("files stored: %v", stored)
	}
	var n int
	if err := env.App.DB.QueryRow(context.Background(), "SELECT (SELECT COUNT(*) FROM contribution_image) + (SELECT COUNT(*) FROM contribution_file)").Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Errorf("%d image or file rows written", n)
	}
}

// Stored images are re-encoded: bytes appended to a PNG (here an HTML
// page) are gone from the banner, the brand image and an image attachment.
func TestStoredImagesAreReencoded(t *testing.T) {
	env := testkit.New(t)
	user, admin := env.Login("user", "user"), env.Login("admin", "admin")
	res := env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/v3/contributions/SUGGESTION", Token: user}).Expect(t, http.StatusCreated)
	id := strings.TrimSpace(string(res.Body))
	var img bytes.Buffer
	if err := png.Encode(&img, image.NewNRGBA(image.Rect(0, 0, 200, 100))); err != nil {
		t.Fatal(err)
	}
	tainted := append(img.Bytes(), []byte("<html><script>alert(1)</script></html>")...)
	clean := func(what string, body []byte) {
		t.Helper()
		if bytes.Contains(body, []byte("<script>")) {
			t.Errorf("%s kept the appended bytes", what)
		}
		if _, err := png.Decode(bytes.NewReader(body)); err != nil {
			t.Errorf("%s is not a PNG: %v", what, err)
		}
	}
	var b struct{ Path string }
	env.Upload("/api/v3/contribution-images/upload-banner/"+id, user, "file", "b.png", tainted).Expect(t, http.StatusOK).JSON(t, &b)
	clean("banner", env.Get("/api/v3/"+b.Path, "").Expect(t, http.StatusOK).Body)
	env.Upload("/api/public/asset/brand/image/upload/logo.png", admin, "file", "logo.png", tainted).Expect(t, http.StatusOK)
	clean("brand image", env.Get("/api/public/asset/brand/image/logo.png", "").Expect(t, http.StatusOK).Body)
	var f struct{ ID int64 }
	env.Upload("/api/v3/contribution-files/upload-file/"+id+"/ATTACHMENT", user, "file", "a.png", tainted).Expect(t, http.StatusCreated).JSON(t, &f)
	clean("attachment", env.Get("/api/v3/contribution-files/download/"+strconv.FormatInt(f.ID, 10), user).Expect(t, http.StatusOK).Body)
}
