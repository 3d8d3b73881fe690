package contribution_test

import (
	"net/http"
	"testing"
)

// A tag or a field created without isActive is active; an explicit false
// is kept.
func TestNewTagsAndFieldsAreActiveByDefault(t *testing.T) {
	w := newWorld(t)
	type entity struct {
		ID       int64 `json:"id"`
		IsActive bool  `json:"isActive"`
	}
	title := func(s string) []map[string]string { return []map[string]string{{"language": "en", "title": s}} }
	for _, c := range []struct {
		who, path string
		body      map[string]any
		want      bool
	}{
		{"admin", "/api/v3/contribution-tags", map[string]any{"name": "Water"}, true},
		{"admin", "/api/v3/contribution-tags", map[string]any{"name": "Noise", "isActive": false}, false},
		{"suggestion", "/api/v3/contribution-fields/SUGGESTION", map[string]any{"definitionList": title("Logistics")}, true},
		{"suggestion", "/api/v3/contribution-fields/SUGGESTION", map[string]any{"definitionList": title("Canteen"), "isActive": false}, false},
	} {
		var e entity
		w.Call(c.who, http.MethodPost, c.path, c.body).Expect(t, http.StatusCreated).JSON(t, &e)
		if e.ID == 0 || e.IsActive != c.want {
			t.Errorf("POST %s %v: %+v, want isActive %v", c.path, c.body, e, c.want)
		}
	}
}
