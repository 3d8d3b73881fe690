// Package attachment keeps what is attached to a contribution: its banner
// (re-encoded upright, with a preview, under random public names) and its
// files (checked by name, size and content, served privately). Who may
// change or read a contribution is the engine's to say; this package asks
// it through Contributions.
package attachment

import (
	"bytes"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/banner"
	"github.com/inno-platform/inno/internal/upload"
)

// Banner and attachment limits.
const (
	MaxBannerBytes   = banner.MaxBytes
	MaxFileBytes     = 10 << 20
	MaxFiles         = 20
	imagePrefix      = "contribution-images/"
	filePrefix       = "contribution-files/"
	FileAttachment   = "ATTACHMENT"
	imageKindBanner  = "BANNER"
	imageKindPreview = "PREVIEW"
)

// BannerRule is what a banner upload may be.
var BannerRule = banner.Rule

// attachmentTypes maps an accepted file name ending to the content types
// its bytes may sniff as, and the type it is served with. Office and
// OpenDocument files are ZIP containers; the legacy Office formats are OLE
// files, told by their magic number.
var attachmentTypes = map[string]struct {
	sniffed []string
	serve   string
}{
	".pdf":  {[]string{"application/pdf"}, "application/pdf"},
	".png":  {[]string{"image/png"}, "image/png"},
	".jpg":  {[]string{"image/jpeg"}, "image/jpeg"},
	".jpeg": {[]string{"image/jpeg"}, "image/jpeg"},
	".gif":  {[]string{"image/gif"}, "image/gif"},
	".webp": {[]string{"image/webp"}, "image/webp"},
	".txt":  {[]string{"text/plain"}, "text/plain; charset=utf-8"},
	".csv":  {[]string{"text/plain"}, "text/csv; charset=utf-8"},
	".zip":  {[]string{"application/zip"}, "application/zip"},
	".docx": {[]string{"application/zip"}, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"},
	".xlsx": {[]string{"application/zip"}, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"},
	".pptx": {[]string{"application/zip"}, "application/vnd.openxmlformats-officedocument.presentationml.presentation"},
	".odt":  {[]string{"application/zip"}, "application/vnd.oasis.opendocument.text"},
	".ods":  {[]string{"application/zip"}, "application/vnd.oasis.opendocument.spreadsheet"},
	".odp":  {[]string{"application/zip"}, "application/vnd.oasis.opendocument.presentation"},
	".doc":  {[]string{"ole"}, "application/msword"},
	".xls":  {[]string{"ole"}, "application/vnd.ms-excel"},
	".ppt":  {[]string{"ole"}, "application/vnd.ms-powerpoint"},
}

// reencoded are the attachment types stored re-encoded (thumbnail.Sizes).
// GIF and WebP are stored as sent: the server never decodes them, and
// attachments are served as downloads with nosniff.
var reencoded = map[string]bool{"image/png": true, "image/jpeg": true}

// FileRule is what an attachment upload may be by name and size; the
// content is checked against attachmentTypes after reading.
var FileRule = func() upload.Rule {
	r := upload.Rule{MaxBytes: MaxFileBytes}
	for ext := range attachmentTypes {
		r.Extensions = append(r.Extensions, ext)
	}
	slices.Sort(r.Extensions)
	return r
}()

var oleMagic = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}

// ServedType checks an attachment's bytes against its name and returns the
// content type to serve it with (FileRule's types: the benefit analyses'
// files follow the same rule).
func ServedType(up upload.File) (string, error) {
	t, ok := attachmentTypes[strings.ToLower(path.Ext(up.Name))]
	if !ok {
		return "", apperr.BadRequest(upload.ErrExtension, map[string]any{"allowed": FileRule.Extensions})
	}
	sniffed := up.ContentType
	if bytes.HasPrefix(up.Data, oleMagic) {
		sniffed = "ole"
	}
	if !slices.Contains(t.sniffed, sniffed) {
		return "", apperr.BadRequest(upload.ErrContent, map[string]any{"detected": up.ContentType})
	}
	return t.serve, nil
}

// File is an attachment of a contribution.
type File struct {
	ID          int64     `json:"id"`
	Kind        string    `json:"kind"`
	FileName    string    `json:"fileName"`
	ContentType string    `json:"contentType"`
	Size        int64     `json:"size"`
	CreatedBy   int64     `json:"createdBy"`
	CreatedDate time.Time `json:"createdDate"`

	key            string // where the file store keeps it
	contributionID int64
}

// Banner is the answer of a banner upload (spec 002 §3).
type Banner struct {
	BannerID        int64  `json:"bannerId"`
	BannerPreviewID int64  `json:"bannerPreviewId"`
	Path            string `json:"path"`
	PreviewPath     string `json:"previewPath"`
}
