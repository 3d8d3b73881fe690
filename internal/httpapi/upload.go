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

// ReadUploadWithJSON reads a multipart request holding one file (checked as
// ReadUpload does) and, in the part named jsonField, a JSON value decoded
// into dst as DecodeJSON does; the parts may come in either order and both
// must be there.
func ReadUploadWithJSON(w http.ResponseWriter, r *http.Request, rule upload.Rule, jsonField string, dst any) (upload.File, error) {
	field := rule.Field
	if field == "" {
		field = "file"
	}
	r.Body = http.MaxBytesReader(w, r.Body, rule.MaxBytes+MaxJSONBody+1<<20)
	mr, err := r.MultipartReader()
	if err != nil {
		return upload.File{}, apperr.BadRequest(upload.ErrMissing, nil)
	}
	var (
		file    upload.File
		hasFile bool
		hasJSON bool
	)
	for !hasFile || !hasJSON {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return upload.File{}, apperr.BadRequest(upload.ErrTooLarge, map[string]any{"max": rule.MaxBytes})
		}
		if err != nil {
			return upload.File{}, BadRequest("malformed multipart body")
		}
		switch {
		case part.FormName() == jsonField && !hasJSON:
			raw, err := io.ReadAll(io.LimitReader(part, MaxJSONBody+1))
			_ = part.Close()
			if err != nil || len(raw) > MaxJSONBody {
				return upload.File{}, apperr.Malformed("malformed or too large part " + jsonField)
			}
			if err := decodeRaw(raw, dst); err != nil {
				return upload.File{}, err
			}
			hasJSON = true
		case part.FormName() == field && part.FileName() != "" && !hasFile:
			if file, err = readPart(part, rule); err != nil {
				return upload.File{}, err
			}
			hasFile = true
		default:
			_ = part.Close()
		}
	}
	if !hasJSON {
		return upload.File{}, apperr.Malformed("missing part " + jsonField)
	}
	if !hasFile {
		return upload.File{}, apperr.BadRequest(upload.ErrMissing, nil)
	}
	return file, nil
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
