// Package asset serves the branding images and (later) the manuals:
// uploaded files from the file store, built-in defaults otherwise.
package asset

import (
	"embed"
	"slices"
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
