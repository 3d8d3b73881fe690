package language

import (
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/apperr"
)

// Any uploaded language file either flattens into dotted keys or is a 400
// languageFileInvalid.
func FuzzParseFile(f *testing.F) {
	for _, s := range []string{`{"a":{"b":"c"},"d":"e"}`, `{"n":1,"t":true,"x":null}`, `[]`, `"text"`, `{"a":[1,2]}`,
		`{"":{"":""}}`, `{`, strings.Repeat(`{"a":`, 50) + `"z"` + strings.Repeat(`}`, 50)} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := ParseFile(data)
		if err != nil {
			if e, ok := apperr.As(err); !ok || e.Key != "languageFileInvalid" {
				t.Fatalf("a bad file gave %v, want languageFileInvalid", err)
			}
			return
		}
		if m == nil {
			t.Fatal("a good file gave no map")
		}
		if err := validMap(m); err != nil {
			if e, ok := apperr.As(err); !ok || e.Kind != apperr.KindBadRequest {
				t.Fatalf("checking the keys gave %v", err)
			}
		}
	})
}
