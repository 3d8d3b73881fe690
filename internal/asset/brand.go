// Package asset serves the branding images and (later) the manuals:
// uploaded files from the file store, built-in defaults otherwise.
package asset

import (
	"bytes"
	"embed"
	"errors"
	"io/fs"
	"net/http"
	"slices"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/filestore"
	"github.com/inno-platform/inno/internal/httpapi"
)

//go:embed defaults/*
var defaults embed.FS

// BrandSlot is one of the nine brand images (spec 000 §2 Brand page).
type BrandSlot struct {
	Name     string `json:"name"`
	FileName string `json:"fileName"`
	SizeHint string `json:"sizeHint"`
}

// BrandSlots in the order of the brand page.
var BrandSlots = []BrandSlot{
	{"logo", "logo.png", "max 220x50 px"},
	{"smallLogo", "logo-s.png", "max 180x40 px"},
	{"background", "bg.png", "repeatable, low contrast"},
	{"banner", "banner.jpg", "max 1140x480 px"},
	{"announcements", "announcement.png", "max 960x540 px"},
	{"news", "news.png", "max 960x540 px"},
	{"articles", "article.png", "max 960x540 px"},
	{"competitions", "competitions.png", "max 960x540 px"},
	{"campaigns", "campaigns.png", "max 960x540 px"},
}

func isBrandFile(name string) bool {
	return slices.ContainsFunc(BrandSlots, func(s BrandSlot) bool { return s.FileName == name })
}

// HTTP serves brand assets.
type HTTP struct {
	files   filestore.Store
	started time.Time
}

// NewHTTP returns the asset handlers.
func NewHTTP(files filestore.Store) *HTTP { return &HTTP{files: files, started: time.Now()} }

// BrandImage handles GET /api/public/asset/brand/image/{fileName}: the
// uploaded image, or the built-in default.
func (h *HTTP) BrandImage(w http.ResponseWriter, r *http.Request) error {
	name := httpapi.Param(r, "fileName")
	if !isBrandFile(name) {
		return apperr.NotFound("brandImage")
	}
	// Browsers revalidate, so an uploaded logo shows at once.
	w.Header().Set("Cache-Control", "no-cache")
	f, mod, err := h.files.Open(r.Context(), "brand/"+name)
	if err == nil {
		defer f.Close()
		http.ServeContent(w, r, name, mod, f)
		return nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	b, err := defaults.ReadFile("defaults/" + name)
	if err != nil {
		return apperr.NotFound("brandImage")
	}
	http.ServeContent(w, r, name, h.started, bytes.NewReader(b))
	return nil
}
