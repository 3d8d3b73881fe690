package httpapi

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/inno-platform/inno/internal/apperr"
)

func TestDecodeJSONRefusesNUL(t *testing.T) {
	cases := []struct {
		body string
		ok   bool
	}{
		{`{"name":"plain"}`, true},
		{`{"name":"a\\u0000"}`, true}, // a backslash, then the letters u0000: text, not NUL
		{`{"name":"a\u0000"}`, false},
		{`{"name":"\\\u0000"}`, false},
		{`{"\u0000":"x"}`, false},
		{`{"list":["x","\u0000"]}`, false},
	}
	for _, c := range cases {
		var v map[string]any
		r := httptest.NewRequest(http.MethodPost, "/", bytes.NewReader([]byte(c.body)))
		err := DecodeJSON(httptest.NewRecorder(), r, &v)
		if c.ok && err != nil {
			t.Errorf("%s: %v", c.body, err)
		}
		if !c.ok && !apperr.Is(err, apperr.KindMalformed) {
			t.Errorf("%s: err = %v, want a 400", c.body, err)
		}
	}
}
