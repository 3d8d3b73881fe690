package asset_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/testkit"
)

func pngBytes(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	img.Set(1, 1, color.RGBA{200, 10, 10, 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestBrandImageUpload(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("admin", "admin")
	logo := pngBytes(t, 200, 40)
	res := env.Upload("/api/public/asset/brand/image/upload/logo.png", admin, "file", "my-logo.PNG", logo).Expect(t, http.StatusOK)
	if res.Map(t)["width"] != float64(200) {
		t.Errorf("upload answer: %s", res.Body)
	}
	if got := env.Get("/api/public/asset/brand/image/logo.png", "").Expect(t, http.StatusOK); !bytes.Equal(got.Body, logo) {
		t.Fatal("the uploaded logo is not served")
	}
	// Refusals leave the uploaded logo in place.
	refusals := []struct {
		name, file string
		data       []byte
		key        string
	}{
		{"logo.png", "logo.gif", logo, "uploadWrongExtension"},
		{"logo.png", "logo.png", []byte("<svg onload=alert(1)></svg> pretending to be a PNG"), "uploadWrongContent"},
		{"logo.png", "logo.png", append([]byte{0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'}, []byte("broken")...), "uploadWrongContent"},
		{"logo.png", "logo.png", bytes.Repeat([]byte{1}, 6<<20), "uploadTooLarge"},
	}
	for _, r := range refusals {
		body := env.Upload("/api/public/asset/brand/image/upload/"+r.name, admin, "file", r.file, r.data).Expect(t, http.StatusBadRequest).Map(t)
		if body["errorKey"] != r.key {
			t.Errorf("%s: %v, want %s", r.file, body["errorKey"], r.key)
		}
	}
	env.Upload("/api/public/asset/brand/image/upload/..%2Fjwt-secret", admin, "file", "x.png", logo).Expect(t, http.StatusNotFound)
	env.Upload("/api/public/asset/brand/image/upload/evil.png", admin, "file", "x.png", logo).Expect(t, http.StatusNotFound)
	env.Upload("/api/public/asset/brand/image/upload/logo.png", admin, "other", "x.png", logo).Expect(t, http.StatusBadRequest)
	if got := env.Get("/api/public/asset/brand/image/logo.png", ""); !bytes.Equal(got.Body, logo) {
		t.Fatal("a refused upload replaced the logo")
	}
	// Only administrators upload.
	env.Upload("/api/public/asset/brand/image/upload/logo.png", env.Login("appadmin", "appadmin"), "file", "x.png", logo).Expect(t, http.StatusForbidden)
	// Delete goes back to the default.
	env.Do(testkit.Request{Method: http.MethodDelete, Path: "/api/public/asset/brand/image/logo.png", Token: admin}).Expect(t, http.StatusNoContent)
	if got := env.Get("/api/public/asset/brand/image/logo.png", ""); bytes.Equal(got.Body, logo) || got.Status != http.StatusOK {
		t.Error("the default logo is not back")
	}
}

func TestManualUploadAndDownload(t *testing.T) {
	env := testkit.New(t)
	admin := env.Login("admin", "admin")
	pdf := []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
	user := env.Login("user", "user")
	env.Get("/api/public/asset/manual/manual-innovation.pdf", user).Expect(t, http.StatusNotFound)
	env.Upload("/api/public/asset/manual/upload/manual-innovation.pdf", admin, "file", "guide.pdf", pdf).Expect(t, http.StatusOK)
	env.Upload("/api/public/asset/manual/upload/manual-admin.pdf", admin, "file", "admin.pdf", pdf).Expect(t, http.StatusOK)
	res := env.Get("/api/public/asset/manual/manual-innovation.pdf", user).Expect(t, http.StatusOK)
	if res.Header.Get("Content-Type") != "application/pdf" || !bytes.Equal(res.Body, pdf) {
		t.Errorf("download: %s", res.Header.Get("Content-Type"))
	}
	env.Get("/api/public/asset/manual/manual-innovation.pdf", "").Expect(t, http.StatusUnauthorized)
	env.Get("/api/public/asset/manual/manual-admin.pdf", user).Expect(t, http.StatusForbidden)
	env.Get("/api/public/asset/manual/manual-admin.pdf", env.Login("appadmin", "appadmin")).Expect(t, http.StatusOK)
	env.Get("/api/public/asset/manual/other.pdf", user).Expect(t, http.StatusNotFound)
	// Not a PDF, by name or by content.
	if b := env.Upload("/api/public/asset/manual/upload/manual-admin.pdf", admin, "file", "admin.docx", pdf).Expect(t, http.StatusBadRequest).Map(t); b["errorKey"] != "uploadWrongExtension" {
		t.Errorf("extension: %v", b)
	}
	if b := env.Upload("/api/public/asset/manual/upload/manual-admin.pdf", admin, "file", "admin.pdf", []byte("MZ not a pdf")).Expect(t, http.StatusBadRequest).Map(t); b["errorKey"] != "uploadWrongContent" {
		t.Errorf("content: %v", b)
	}
	if got := env.Get("/api/public/asset/manual/manual-admin.pdf", admin); !bytes.Equal(got.Body, pdf) {
		t.Error("a refused upload replaced the manual")
	}
}

// A browser (its Accept names SVG) gets the vector default of each slot; an
// uploaded image wins over it; clients without SVG (mail) get the raster one.
func TestBrandImageVectorDefaults(t *testing.T) {
	env := testkit.New(t)
	browser := map[string]string{"Accept": "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8"}
	for _, name := range []string{"logo.png", "logo-s.png", "bg.png", "banner.jpg", "announcement.png", "news.png", "article.png", "competitions.png", "campaigns.png"} {
		res := env.Do(testkit.Request{Method: http.MethodGet, Path: "/api/public/asset/brand/image/" + name, Header: browser}).Expect(t, http.StatusOK)
		if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "image/svg+xml") || !bytes.HasPrefix(res.Body, []byte("<svg")) {
			t.Errorf("%s: %s, want the SVG default", name, ct)
		}
		if !strings.Contains(res.Header.Get("Vary"), "Accept") {
			t.Errorf("%s: no Vary: Accept", name)
		}
		if bytes.Contains(bytes.ToLower(res.Body), []byte("<script")) || bytes.Contains(res.Body, []byte("<text")) {
			t.Errorf("%s: a default is drawn, without scripts or font text", name)
		}
	}
	if ct := env.Get("/api/public/asset/brand/image/logo.png", "").Header.Get("Content-Type"); ct != "image/png" {
		t.Errorf("without SVG in Accept: %s, want image/png", ct)
	}
	admin := env.Login("admin", "admin")
	logo := pngBytes(t, 200, 40)
	env.Upload("/api/public/asset/brand/image/upload/logo.png", admin, "file", "logo.png", logo).Expect(t, http.StatusOK)
	res := env.Do(testkit.Request{Method: http.MethodGet, Path: "/api/public/asset/brand/image/logo.png", Header: browser}).Expect(t, http.StatusOK)
	if !bytes.Equal(res.Body, logo) || res.Header.Get("Content-Type") != "image/png" {
		t.Errorf("an uploaded logo is served to browsers: %s", res.Header.Get("Content-Type"))
	}
}
