package httpapi

import (
	"bytes"
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"path/filepath"
	"slices"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/upload"
)

// ReadUpload reads one file from a multipart request and checks it against
// the rule: present, not larger than MaxBytes, a permitted extension, and
// content whose sniffed type is permitted (the extension alone proves nothing).
func ReadUpload(w http.ResponseWriter, r *http.Request, rule upload.Rule) (upload.File, error) {
	field := rule.Field
	if field == "" {
		field = "file"
	}
	r.Body = http.MaxBytesReader(w, r.Body, rule.MaxBytes+1<<20) // room for the multipart envelope
	mr, err := r.MultipartReader()
	if err != nil {
		return upload.File{}, apperr.BadRequest(upload.ErrMissing, nil)
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return upload.File{}, apperr.BadRequest(upload.ErrMissing, nil)
		}
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return upload.File{}, apperr.BadRequest(upload.ErrTooLarge, map[string]any{"max": rule.MaxBytes})
		}
		if err != nil {
			return upload.File{}, BadRequest("malformed multipart body")
		}
		if part.FormName() != field || part.FileName() == "" {
			_ = part.Close()
			continue
		}
		return readPart(part, rule)
	}
}

func readPart(part *multipart.Part, rule upload.Rule) (upload.File, error) {
	defer part.Close()
	name := filepath.Base(strings.ReplaceAll(part.FileName(), `\`, "/"))
	if !CleanText(name) {
		return upload.File{}, apperr.Malformed("file name " + errNUL)
	}
	ext := strings.ToLower(filepath.Ext(name))
	if len(rule.Extensions) > 0 && !slices.Contains(rule.Extensions, ext) {
		return upload.File{}, apperr.BadRequest(upload.ErrExtension, map[string]any{"allowed": rule.Extensions})
	}
	var buf bytes.Buffer
	n, err := io.Copy(&buf, io.LimitReader(part, rule.MaxBytes+1))
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) || n > rule.MaxBytes {
		return upload.File{}, apperr.BadRequest(upload.ErrTooLarge, map[string]any{"max": rule.MaxBytes})
	}
	if err != nil { // a body that ends inside the file, or is not multipart after all: the client's doing
		return upload.File{}, apperr.Malformed("malformed multipart body")
	}
	if n == 0 {
		return upload.File{}, apperr.BadRequest(upload.ErrMissing, nil)
	}
	ct := http.DetectContentType(buf.Bytes())
	if i := strings.Index(ct, ";"); i >= 0 {
		ct = ct[:i]
	}
	if len(rule.ContentTypes) > 0 && !slices.Contains(rule.ContentTypes, ct) {
		return upload.File{}, apperr.BadRequest(upload.ErrContent, map[string]any{"detected": ct})
	}
	return upload.File{Name: name, ContentType: ct, Data: buf.Bytes()}, nil
}
