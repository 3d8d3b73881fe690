package httpapi

import (
	"bytes"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/paging"
	"github.com/inno-platform/inno/internal/upload"
)

// clientError fails the test unless err is one the client caused: a 400 of
// the error contract, never something that would become a 500.
func clientError(t *testing.T, err error) {
	t.Helper()
	e, ok := apperr.As(err)
	if !ok || (e.Kind != apperr.KindMalformed && e.Kind != apperr.KindBadRequest && e.Kind != apperr.KindInvalid) {
		t.Fatalf("bad input gave %v, want a 400 of the error contract", err)
	}
}

// Any request body either decodes or is a 400.
func FuzzDecodeJSON(f *testing.F) {
	for _, s := range []string{`{"name":"Ada","age":36}`, `{"name": }`, `{"age":"old"}`, `[]`, ``, `{"name":"x"} {}`, "\x00", `{"name":"\u0000"}`,
		`{"name":"a\u0000b"}`, `{"name":"\\u0000"}`, `{"\u0000":1}`, `{"name":"\ud800"}`, "{\"name\":\"\xff\"}", `{"age":1e30}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var v struct {
			Name string `json:"name"`
			Age  int    `json:"age"`
		}
		r := httptest.NewRequest(http.MethodPost, "/", bytes.NewReader(body))
		if err := DecodeJSON(httptest.NewRecorder(), r, &v); err != nil {
			clientError(t, err)
			return
		}
		if !CleanText(v.Name) {
			t.Fatalf("accepted the name %q", v.Name)
		}
	})
}

// Any query string either gives a page within the bounds, sorted only by
// allowed columns, or is a 400.
func FuzzParsePage(f *testing.F) {
	for _, s := range []string{"", "page=2&size=5", "sort=title,desc&sort=id", "page=-1", "size=100000", "sort=password",
		"page=99999999999999999999", "sort=id,sideways", "sort=%00", "page=1e3", "size= 5",
		"page=9223372036854775807&size=1000", "page=10000&size=1000", "page=10001&size=1000", "page=2147483648"} {
		f.Add(s)
	}
	allowed := paging.Sortable{"title": "c.title", "id": "c.id"}
	f.Fuzz(func(t *testing.T, query string) {
		r := httptest.NewRequest(http.MethodGet, "/x", nil)
		r.URL.RawQuery = query
		p, err := ParsePage(r, allowed, paging.Order{Column: "c.id"})
		if err != nil {
			clientError(t, err)
			return
		}
		if p.Number < 0 || p.Size < 1 || p.Size > paging.MaxPageSize || p.Offset() > paging.MaxOffset {
			t.Fatalf("page %d size %d from %q", p.Number, p.Size, query)
		}
		for _, o := range p.Sort {
			if o.Column != "c.title" && o.Column != "c.id" {
				t.Fatalf("sorted by %q from %q", o.Column, query)
			}
		}
	})
}

// Any path and query either reach the handler as clean text (valid UTF-8,
// no NUL) or are a 400 before it runs.
func FuzzCleanRequest(f *testing.F) {
	for _, s := range []string{"a=1&b=two", "q=%00", "q=a%00b", "%00=x", "q=%ff", "q=%e2%82", "q=%zz", "q=\xff", "q=%C4%B0stanbul", "q=%2500"} {
		f.Add("/x", s)
	}
	f.Add("/x\x00y", "")
	f.Add("/\xff", "")
	rt := NewRouter(nil, slog.New(slog.DiscardHandler))
	f.Fuzz(func(t *testing.T, path, query string) {
		u := &url.URL{Path: path, RawQuery: query}
		reached := false
		h := rt.cleanRequest(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			reached = true
			for name, vs := range r.URL.Query() {
				for _, v := range append(vs, name) {
					if !CleanText(v) {
						t.Fatalf("handler got %q from %q", v, query)
					}
				}
			}
			if !CleanText(r.URL.Path) {
				t.Fatalf("handler got the path %q", r.URL.Path)
			}
		}))
		w := httptest.NewRecorder()
		h.ServeHTTP(w, &http.Request{Method: http.MethodGet, URL: u, Header: http.Header{}})
		if !reached && w.Code != http.StatusBadRequest {
			t.Fatalf("refused %q %q with %d", path, query, w.Code)
		}
	})
}

var fuzzRule = upload.Rule{MaxBytes: 64, Extensions: []string{".png", ".txt"}, ContentTypes: []string{"image/png", "text/plain"}}

// Any multipart upload either passes the rule (size, name ending, sniffed
// content) or is a 400.
func FuzzReadUpload(f *testing.F) {
	f.Add("a.png", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"))
	f.Add("notes.txt", []byte("hello"))
	f.Add("evil.png", []byte("<html><script>"))
	f.Add("../../x.txt", []byte("text"))
	f.Add("big.txt", bytes.Repeat([]byte("a"), 100))
	f.Add("", []byte{})
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		h := make(map[string][]string)
		h["Content-Disposition"] = []string{`form-data; name="file"; filename="` + url.PathEscape(name) + `"`}
		part, err := mw.CreatePart(h) // writes to a bytes.Buffer: cannot fail but for a bug in the test
		if err != nil {
			t.Fatal(err)
		}
		_, _ = part.Write(data)
		_ = mw.Close()
		r := httptest.NewRequest(http.MethodPost, "/", &body)
		r.Header.Set("Content-Type", mw.FormDataContentType())
		up, err := ReadUpload(httptest.NewRecorder(), r, fuzzRule)
		if err != nil {
			clientError(t, err)
			return
		}
		if int64(len(up.Data)) > fuzzRule.MaxBytes || len(up.Data) == 0 {
			t.Fatalf("accepted %d bytes", len(up.Data))
		}
		if strings.ContainsAny(up.Name, `/\`) {
			t.Fatalf("accepted the name %q with a path", up.Name)
		}
		if !slices.Contains(fuzzRule.ContentTypes, up.ContentType) {
			t.Fatalf("accepted content %q", up.ContentType)
		}
	})
}

// Any raw body sent as multipart either gives a file or is a 400.
func FuzzReadUploadRaw(f *testing.F) {
	f.Add([]byte("--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.txt\"\r\n\r\nhello\r\n--b--\r\n"))
	f.Add([]byte("--b\r\n\r\n--b--"))
	f.Add([]byte("garbage"))
	f.Fuzz(func(t *testing.T, raw []byte) {
		r := httptest.NewRequest(http.MethodPost, "/", bytes.NewReader(raw))
		r.Header.Set("Content-Type", "multipart/form-data; boundary=b")
		if _, err := ReadUpload(httptest.NewRecorder(), r, fuzzRule); err != nil {
			clientError(t, err)
		}
	})
}

// Any raw multipart body either gives a checked file and a decoded JSON
// part, or is a 400 (ReadUploadWithJSON: the benefit analyses' with-file).
func FuzzReadUploadWithJSON(f *testing.F) {
	f.Add([]byte("--b\r\nContent-Disposition: form-data; name=\"data\"\r\n\r\n{\"n\":1}\r\n--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.txt\"\r\n\r\nhello\r\n--b--\r\n"))
	f.Add([]byte("--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.txt\"\r\n\r\nhello\r\n--b\r\nContent-Disposition: form-data; name=\"data\"\r\n\r\n{\"n\":\"x\"}\r\n--b--\r\n"))
	f.Add([]byte("--b\r\nContent-Disposition: form-data; name=\"data\"\r\n\r\n{\"n\":1} trailing\r\n--b--\r\n"))
	f.Add([]byte("garbage"))
	f.Fuzz(func(t *testing.T, raw []byte) {
		r := httptest.NewRequest(http.MethodPost, "/", bytes.NewReader(raw))
		r.Header.Set("Content-Type", "multipart/form-data; boundary=b")
		var v struct {
			N int `json:"n"`
		}
		up, err := ReadUploadWithJSON(httptest.NewRecorder(), r, fuzzRule, "data", &v)
		if err != nil {
			clientError(t, err)
			return
		}
		if len(up.Data) == 0 || int64(len(up.Data)) > fuzzRule.MaxBytes || !slices.Contains(fuzzRule.ContentTypes, up.ContentType) {
			t.Fatalf("accepted %d bytes of %q", len(up.Data), up.ContentType)
		}
	})
}
