package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/apperr"
)

func TestWriteErrorShapes(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	check := apperr.NewCheck("registration")
	check.Required("email", "")
	check.Size("firstName", "A", 2, 50)
	cases := []struct {
		name       string
		err        error
		status     int
		header     map[string]string
		bodyFields map[string]any
	}{
		{"validation", check.Err(), 400, nil, map[string]any{"message": "error.validation"}},
		{"entity", apperr.EntityBadRequest("user", "idexists"), 400,
			map[string]string{"app-error": "error.idexists", "app-params": "user"},
			map[string]any{"errorKey": "idexists", "entityName": "user", "message": "error.idexists"}},
		{"business", apperr.BadRequest("campaignClosed", map[string]any{"id": 3}), 400, nil,
			map[string]any{"errorKey": "campaignClosed", "message": "error.campaignClosed"}},
		{"conflict", apperr.Conflict("userexists", nil), 409, nil, map[string]any{"errorKey": "userexists"}},
		{"unauthorized", apperr.Unauthorized(), 401, nil, map[string]any{"message": "error.http.401"}},
		{"forbidden", apperr.Forbidden(), 403, nil, map[string]any{"message": "error.http.403"}},
		{"not found", apperr.NotFound("campaign"), 404, nil, map[string]any{"message": "error.http.404", "entityName": "campaign"}},
		{"bad request", BadRequest("page must be a number"), 400, nil, map[string]any{"message": "error.http.400", "detail": "page must be a number"}},
		{"unknown", errors.New("disk on fire"), 500, nil, map[string]any{"message": "error.http.500"}},
	}
	for _, c := range cases {
		w := httptest.NewRecorder()
		WriteError(w, httptest.NewRequest("GET", "/", nil), log, c.err)
		if w.Code != c.status {
			t.Errorf("%s: status %d, want %d", c.name, w.Code, c.status)
		}
		for k, v := range c.header {
			if got := w.Header().Get(k); got != v {
				t.Errorf("%s: header %s = %q, want %q", c.name, k, got, v)
			}
		}
		body := map[string]any{}
		if err := json.Unmarshal(w.Body.Bytes(), &body); err != nil {
			t.Fatalf("%s: body %q: %v", c.name, w.Body, err)
		}
		for k, v := range c.bodyFields {
			if body[k] != v {
				t.Errorf("%s: body[%s] = %v, want %v", c.name, k, body[k], v)
			}
		}
		if strings.Contains(w.Body.String(), "disk on fire") {
			t.Errorf("%s: internal detail leaked: %s", c.name, w.Body)
		}
	}
	// The field errors carry objectName, field and message.
	w := httptest.NewRecorder()
	WriteError(w, httptest.NewRequest("GET", "/", nil), log, check.Err())
	var v struct {
		FieldErrors []apperr.FieldError `json:"fieldErrors"`
	}
	_ = json.Unmarshal(w.Body.Bytes(), &v)
	want := []apperr.FieldError{{ObjectName: "registration", Field: "email", Message: "NotBlank"}, {ObjectName: "registration", Field: "firstName", Message: "Size"}}
	if len(v.FieldErrors) != 2 || v.FieldErrors[0] != want[0] || v.FieldErrors[1] != want[1] {
		t.Errorf("fieldErrors = %+v", v.FieldErrors)
	}
}

func TestDecodeJSONRejectsBadBodies(t *testing.T) {
	type target struct {
		Name string `json:"name"`
		Age  int    `json:"age"`
	}
	cases := map[string]string{
		"empty":      "",
		"syntax":     `{"name": }`,
		"truncated":  `{"name": "x"`,
		"wrong type": `{"age": "old"}`,
		"trailing":   `{"name": "x"} {"name": "y"}`,
		"too large":  `{"name": "` + strings.Repeat("a", MaxJSONBody) + `"}`,
	}
	for name, body := range cases {
		w := httptest.NewRecorder()
		r := httptest.NewRequest(http.MethodPost, "/", strings.NewReader(body))
		var v target
		err := DecodeJSON(w, r, &v)
		if !apperr.Is(err, apperr.KindMalformed) {
			t.Errorf("%s: err = %v, want a bad request", name, err)
		}
	}
	var v target
	r := httptest.NewRequest(http.MethodPost, "/", strings.NewReader(`{"name":"Ada","age":36,"extra":true}`))
	if err := DecodeJSON(httptest.NewRecorder(), r, &v); err != nil || v.Name != "Ada" || v.Age != 36 {
		t.Errorf("good body: %+v, %v", v, err)
	}
}

// A request whose client left ends without an error log: the access log
// shows 499, not a 500 at ERROR level.
func TestWriteErrorClientGone(t *testing.T) {
	var logged strings.Builder
	log := slog.New(slog.NewTextHandler(&logged, &slog.HandlerOptions{Level: slog.LevelInfo}))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := httptest.NewRequest(http.MethodGet, "/api/v3/content-images/x/y.png", nil).WithContext(ctx)
	w := httptest.NewRecorder()
	WriteError(w, r, log, fmt.Errorf("banner store: look up: %w", context.Canceled))
	if w.Code != StatusClientClosedRequest {
		t.Fatalf("status = %d, want 499", w.Code)
	}
	if logged.Len() != 0 {
		t.Fatalf("logged %q", logged.String())
	}

	// the same error while the client is still there is ours: 500, logged
	r = httptest.NewRequest(http.MethodGet, "/api/x", nil)
	w = httptest.NewRecorder()
	WriteError(w, r, log, fmt.Errorf("query: %w", context.Canceled))
	if w.Code != http.StatusInternalServerError || !strings.Contains(logged.String(), "request failed") {
		t.Fatalf("status = %d, log %q", w.Code, logged.String())
	}
}
