package httpapi

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"path/filepath"
	"slices"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
)

// UploadRule says what a file upload may be. Every upload goes through
// ReadUpload, so size, name and content are checked the same way everywhere.
type UploadRule struct {
	Field        string   // multipart field name, "file" when empty
	MaxBytes     int64    // largest accepted file
	Extensions   []string // accepted name endings, lower case with the dot: ".png"
	ContentTypes []string // accepted sniffed types: "image/png"
}

// Upload is an accepted file.
type Upload struct {
	Name        string // the client's file name, reduced to its base name
	ContentType string // sniffed from the content
	Data        []byte
}

// Upload error keys (errorKey of a 400).
const (
	ErrUploadMissing   = "uploadMissing"
	ErrUploadTooLarge  = "uploadTooLarge"
	ErrUploadExtension = "uploadWrongExtension"
	ErrUploadContent   = "uploadWrongContent"
)

// ReadUpload reads one file from a multipart request and checks it against
// the rule: present, not larger than MaxBytes, a permitted extension, and
// content whose sniffed type is permitted (the extension alone proves nothing).
func ReadUpload(w http.ResponseWriter, r *http.Request, rule UploadRule) (Upload, error) {
	field := rule.Field
	if field == "" {
		field = "file"
	}
	r.Body = http.MaxBytesReader(w, r.Body, rule.MaxBytes+1<<20) // room for the multipart envelope
	mr, err := r.MultipartReader()
	if err != nil {
		return Upload{}, apperr.BadRequest(ErrUploadMissing, nil)
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return Upload{}, apperr.BadRequest(ErrUploadMissing, nil)
		}
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return Upload{}, apperr.BadRequest(ErrUploadTooLarge, map[string]any{"max": rule.MaxBytes})
		}
		if err != nil {
			return Upload{}, BadRequest("malformed multipart body")
		}
		if part.FormName() != field || part.FileName() == "" {
			_ = part.Close()
			continue
		}
		return readPart(part, rule)
	}
}

func readPart(part *multipart.Part, rule UploadRule) (Upload, error) {
	defer part.Close()
	name := filepath.Base(strings.ReplaceAll(part.FileName(), `\`, "/"))
	ext := strings.ToLower(filepath.Ext(name))
	if len(rule.Extensions) > 0 && !slices.Contains(rule.Extensions, ext) {
		return Upload{}, apperr.BadRequest(ErrUploadExtension, map[string]any{"allowed": rule.Extensions})
	}
	var buf bytes.Buffer
	n, err := io.Copy(&buf, io.LimitReader(part, rule.MaxBytes+1))
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) || n > rule.MaxBytes {
		return Upload{}, apperr.BadRequest(ErrUploadTooLarge, map[string]any{"max": rule.MaxBytes})
	}
	if err != nil {
		return Upload{}, fmt.Errorf("upload: read %s: %w", name, err)
	}
	if n == 0 {
		return Upload{}, apperr.BadRequest(ErrUploadMissing, nil)
	}
	ct := http.DetectContentType(buf.Bytes())
	if i := strings.Index(ct, ";"); i >= 0 {
		ct = ct[:i]
	}
	if len(rule.ContentTypes) > 0 && !slices.Contains(rule.ContentTypes, ct) {
		return Upload{}, apperr.BadRequest(ErrUploadContent, map[string]any{"detected": ct})
	}
	return Upload{Name: name, ContentType: ct, Data: buf.Bytes()}, nil
}
