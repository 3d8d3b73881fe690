package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/inno-platform/inno/internal/apperr"
)

// MaxJSONBody is the largest JSON request body accepted (uploads have their own limits).
const MaxJSONBody = 1 << 20

// DecodeJSON reads the request body into dst. Malformed JSON, a value of the
// wrong type, a body over MaxJSONBody or text holding NUL (see CleanText) is
// a 400, never a 500. Bytes that are not UTF-8 become U+FFFD (encoding/json).
func DecodeJSON(w http.ResponseWriter, r *http.Request, dst any) error {
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxJSONBody))
	if err != nil {
		return badJSON(err)
	}
	return decodeRaw(raw, dst)
}

// decodeRaw decodes one JSON value (DecodeJSON, and a multipart's JSON part).
func decodeRaw(raw []byte, dst any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if err := dec.Decode(dst); err != nil {
		return badJSON(err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return badJSON(errors.New("unexpected data after the JSON value"))
	}
	if jsonHasNUL(raw) {
		return apperr.Malformed("JSON " + errNUL)
	}
	return nil
}

func badJSON(err error) error {
	var (
		syntax   *json.SyntaxError
		typeErr  *json.UnmarshalTypeError
		tooLarge *http.MaxBytesError
	)
	switch {
	case errors.As(err, &tooLarge):
		return apperr.Malformed(fmt.Sprintf("request body larger than %d bytes", tooLarge.Limit))
	case errors.As(err, &syntax):
		return apperr.Malformed(fmt.Sprintf("malformed JSON at byte %d", syntax.Offset))
	case errors.As(err, &typeErr):
		return apperr.Malformed(fmt.Sprintf("field %q must be %s", typeErr.Field, typeErr.Type))
	case errors.Is(err, io.EOF):
		return apperr.Malformed("empty request body")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return apperr.Malformed("truncated JSON")
	default:
		return apperr.Malformed(err.Error())
	}
}

// BadRequest is a malformed request outside the JSON body (a path or query
// value of the wrong form).
func BadRequest(detail string) error { return apperr.Malformed(detail) }

// WriteJSON writes v with the status.
//
// The body is encoded into a buffer first and sent with its length: one
// write to the connection instead of a chunked stream, and an encoding
// error becomes a proper error response instead of a cut-off body.
func WriteJSON(w http.ResponseWriter, status int, v any) error {
	buf := jsonBuffers.Get().(*bytes.Buffer)
	defer putJSONBuffer(buf)
	buf.Reset()
	if err := json.NewEncoder(buf).Encode(v); err != nil {
		return fmt.Errorf("httpapi: encode response: %w", err)
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(buf.Len()))
	w.WriteHeader(status)
	_, err := w.Write(buf.Bytes())
	return err
}

var jsonBuffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// putJSONBuffer returns a buffer to the pool unless it grew large (an
// export-sized response): the pool keeps only what typical responses need.
func putJSONBuffer(b *bytes.Buffer) {
	if b.Cap() <= 256<<10 {
		jsonBuffers.Put(b)
	}
}

// OK writes v with 200.
func OK(w http.ResponseWriter, v any) error { return WriteJSON(w, http.StatusOK, v) }

// Alert sets the success headers the client turns into a toast: app-alert
// with the translation key and app-params with its parameter.
func Alert(w http.ResponseWriter, key, param string) {
	w.Header().Set("app-alert", key)
	w.Header().Set("app-params", param)
}

// Created writes v with 201 and the "<app>.<entity>.created" alert.
func Created(w http.ResponseWriter, entity, param string, v any) error {
	Alert(w, "inno."+entity+".created", param)
	return WriteJSON(w, http.StatusCreated, v)
}

// Updated writes v with 200 and the "<app>.<entity>.updated" alert.
func Updated(w http.ResponseWriter, entity, param string, v any) error {
	Alert(w, "inno."+entity+".updated", param)
	return WriteJSON(w, http.StatusOK, v)
}

// Deleted writes 204 with the "<app>.<entity>.deleted" alert.
func Deleted(w http.ResponseWriter, entity, param string) error {
	Alert(w, "inno."+entity+".deleted", param)
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// StatusClientClosedRequest is the status logged for a request whose client
// left before the answer (not an HTTP status a client ever sees).
const StatusClientClosedRequest = 499

// WriteError writes err with the error contract of docs/api-foundation.md.
// Unknown errors are logged with the request and answered with a bare 500.
func WriteError(w http.ResponseWriter, r *http.Request, log *slog.Logger, err error) {
	if errors.Is(err, context.Canceled) && r.Context().Err() != nil {
		// The client went away (a closed tab, a page left): nobody reads an
		// answer and nothing failed on our side. 499 is the access logs'
		// customary "client closed request".
		log.Debug("request canceled by the client", "method", r.Method, "path", r.URL.Path, "err", err)
		w.WriteHeader(StatusClientClosedRequest)
		return
	}
	e, ok := apperr.As(err)
	if !ok {
		log.Error("request failed", "method", r.Method, "path", r.URL.Path, "err", err)
		writeProblem(w, http.StatusInternalServerError, map[string]any{"status": 500, "message": "error.http.500"})
		return
	}
	switch e.Kind {
	case apperr.KindInvalid:
		body := map[string]any{
			"status": 400, "title": "Method argument not valid", "message": "error.validation", "fieldErrors": e.Fields,
		}
		if e.Key != "" && e.Key != "validation" { // a named refusal that still points at fields
			body["message"], body["errorKey"] = "error."+e.Key, e.Key
		}
		writeProblem(w, http.StatusBadRequest, body)
	case apperr.KindBadRequest, apperr.KindConflict:
		status := http.StatusBadRequest
		if e.Kind == apperr.KindConflict {
			status = http.StatusConflict
		}
		body := map[string]any{"status": status, "message": "error." + e.Key, "errorKey": e.Key, "params": e.Params}
		if e.Params == nil {
			body["params"] = map[string]any{}
		}
		if e.Entity != "" {
			body["entityName"] = e.Entity
			w.Header().Set("app-error", "error."+e.Key)
			w.Header().Set("app-params", e.Entity)
		}
		writeProblem(w, status, body)
	case apperr.KindMalformed:
		writeProblem(w, http.StatusBadRequest, map[string]any{
			"status": 400, "title": "Bad Request", "message": "error.http.400", "detail": e.Detail,
		})
	case apperr.KindUnauthorized:
		writeProblem(w, http.StatusUnauthorized, map[string]any{"status": 401, "message": "error.http.401"})
	case apperr.KindForbidden:
		writeProblem(w, http.StatusForbidden, map[string]any{"status": 403, "message": "error.http.403"})
	case apperr.KindNotFound:
		body := map[string]any{"status": 404, "message": "error.http.404"}
		if e.Entity != "" && e.Entity != "route" {
			body["entityName"] = e.Entity
		}
		writeProblem(w, http.StatusNotFound, body)
	default:
		log.Error("request failed with unknown error kind", "path", r.URL.Path, "err", err)
		writeProblem(w, http.StatusInternalServerError, map[string]any{"status": 500, "message": "error.http.500"})
	}
}

func writeProblem(w http.ResponseWriter, status int, body map[string]any) {
	w.Header().Set("Content-Type", "application/problem+json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(body)
}

// PathID reads a positive integer path parameter, or fails with 400.
func PathID(r *http.Request, name string) (int64, error) {
	raw := r.PathValue(name)
	if raw == "" {
		raw = chiParam(r, name)
	}
	id, err := strconv.ParseInt(strings.TrimSpace(raw), 10, 64)
	if err != nil || id <= 0 {
		return 0, BadRequest(fmt.Sprintf("path parameter %s must be a positive number", name))
	}
	return id, nil
}
