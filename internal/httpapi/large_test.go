package httpapi

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/go-chi/chi/v5/middleware"
)

// jsonStringSeeds are the strings encoding/json writes specially.
var jsonStringSeeds = []string{"", "plain", `quote " and \ backslash`, "<b>&amp;</b>", "tab\tnew\nline\rcr\bbs\fff", "\x00\x01\x1f\x7f",
	"Çelik İğneada şüphe", "line\u2028para\u2029end", "bad \xff\xfe utf-8 \xe2\x82", "emoji 😀 and \U0010FFFF", "\xed\xa0\x80 surrogate"}

func TestAppendJSONStringIsEncodingJSON(t *testing.T) {
	for _, s := range jsonStringSeeds {
		want, _ := json.Marshal(s)
		if got := AppendJSONString(nil, s); !bytes.Equal(got, want) {
			t.Errorf("%q: got %s, want %s", s, got, want)
		}
	}
}

func FuzzAppendJSONString(f *testing.F) {
	for _, s := range jsonStringSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, _ := json.Marshal(s)
		if got := AppendJSONString([]byte("x"), s); !bytes.Equal(got[1:], want) {
			t.Errorf("%q: got %s, want %s", s, got[1:], want)
		}
	})
}

func TestAppendJSONFloatIsEncodingJSON(t *testing.T) {
	for _, f := range []float64{0, -1, 1, 55.6, 33.33, 100, 1.0 / 3, -2.5e-7, 1e-6, 9.99e-7, 1e20, 1e21, 123456789e15, math.MaxFloat64,
		math.SmallestNonzeroFloat64, math.Copysign(0, -1)} {
		want, _ := json.Marshal(f)
		got, err := AppendJSONFloat(nil, f)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%v: got %s (%v), want %s", f, got, err, want)
		}
	}
	for _, f := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		if _, err := AppendJSONFloat(nil, f); err == nil {
			t.Errorf("%v: no error", f)
		}
	}
}

// TestWriteLargeJSON: gzip at LargeAnswerLevel for a client that takes it,
// plain JSON otherwise, and never compressed twice by the middleware.
func TestWriteLargeJSON(t *testing.T) {
	body := strings.Repeat(`{"name":"Çelik","score":55.6},`, 10000)
	h := middleware.Compress(5, "application/json")(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := WriteLargeJSON(w, r, func(out io.Writer) error {
			_, err := io.WriteString(out, body)
			return err
		}); err != nil {
			t.Error(err)
		}
	}))
	for _, c := range []struct {
		accept string
		gzip   bool
	}{{"gzip", true}, {"deflate, gzip;q=0.5", true}, {"br;q=1.0, GZIP", true}, {"", false}, {"identity", false}} {
		r := httptest.NewRequest(http.MethodGet, "/report", nil)
		if c.accept != "" {
			r.Header.Set("Accept-Encoding", c.accept)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		got := rec.Body.Bytes()
		if enc := rec.Header().Get("Content-Encoding"); c.gzip != (enc == "gzip") || !c.gzip && enc != "" && enc != "deflate" {
			t.Errorf("%q: Content-Encoding %q", c.accept, enc)
			continue
		}
		if c.gzip {
			zr, err := gzip.NewReader(bytes.NewReader(got))
			if err != nil {
				t.Fatalf("%q: %v", c.accept, err)
			}
			if got, err = io.ReadAll(zr); err != nil {
				t.Fatalf("%q: %v", c.accept, err)
			}
		}
		if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != "application/json" || string(got) != body {
			t.Errorf("%q: %d %v, %d bytes", c.accept, rec.Code, rec.Header(), len(got))
		}
	}
}

func TestAcceptsGzip(t *testing.T) {
	for header, want := range map[string]bool{"gzip": true, "gzip, deflate, br": true, "deflate;q=1, gzip;q=0.1": true, " Gzip ": true,
		"": false, "deflate": false, "gzip;q=0": false, "gzip; q=0.0": false, "x-gzip": false, "identity": false} {
		r := httptest.NewRequest(http.MethodGet, "/", nil)
		r.Header.Set("Accept-Encoding", header)
		if got := acceptsGzip(r); got != want {
			t.Errorf("%q: %v, want %v", header, got, want)
		}
	}
}

// TestWriteLargeJSONCutsOffOnError: a failure after the first bytes aborts
// the answer instead of ending it as if it were whole.
func TestWriteLargeJSONCutsOffOnError(t *testing.T) {
	defer func() {
		if p := recover(); p != http.ErrAbortHandler {
			t.Errorf("recovered %v, want http.ErrAbortHandler", p)
		}
	}()
	r := httptest.NewRequest(http.MethodGet, "/report", nil)
	r.Header.Set("Accept-Encoding", "gzip")
	_ = WriteLargeJSON(httptest.NewRecorder(), r, func(out io.Writer) error {
		_, _ = io.WriteString(out, "[")
		return errors.New("the database went away")
	})
	t.Error("no panic")
}
