package app_test

import (
	"context"
	"encoding/json"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/inno-platform/inno/internal/openapi"
	"github.com/inno-platform/inno/internal/testkit"
)

// The OpenAPI document names every route the server answers, and no other;
// each line of the table describes itself (.Doc), each operation carries its
// roles (x-roles) and the document is valid OpenAPI 3.1. The answers
// themselves are checked against it by the test kit in every scenario test.
func TestOpenAPIDocumentDescribesEveryRoute(t *testing.T) {
	env := testkit.New(t)
	res := env.Get("/api/openapi.json", "").Expect(t, http.StatusOK)
	if ct := res.Header.Get("Content-Type"); ct != "application/json" {
		t.Errorf("Content-Type %q", ct)
	}
	etag := res.Header.Get("ETag")
	if etag == "" || !strings.Contains(res.Header.Get("Cache-Control"), "public") {
		t.Errorf("not cacheable: ETag %q, Cache-Control %q", etag, res.Header.Get("Cache-Control"))
	}
	env.Do(testkit.Request{Method: http.MethodGet, Path: "/api/openapi.json",
		Header: map[string]string{"If-None-Match": etag}}).Expect(t, http.StatusNotModified)

	var doc struct {
		OpenAPI string `json:"openapi"`
		Paths   map[string]map[string]struct {
			Roles []string `json:"x-roles"`
		} `json:"paths"`
	}
	res.JSON(t, &doc)
	if doc.OpenAPI != openapi.Version {
		t.Errorf("openapi %q", doc.OpenAPI)
	}

	// Keys by openapi.PathShape: the document has one path for patterns
	// that differ only in their parameters' names.
	documented := map[string]bool{}
	docPath := map[string]string{}
	for path, ops := range doc.Paths {
		docPath[openapi.PathShape(path)] = path
		for method := range ops {
			documented[strings.ToUpper(method)+" "+openapi.PathShape(path)] = true
		}
	}
	served, err := env.App.Router.Served()
	if err != nil {
		t.Fatal(err)
	}
	answered := map[string]bool{}
	for _, r := range served {
		key := r.Method + " " + openapi.PathShape(r.Pattern)
		answered[key] = true
		if !documented[key] {
			t.Errorf("%s %s is served but not in the OpenAPI document", r.Method, r.Pattern)
		}
	}
	for key := range documented {
		if !answered[key] {
			t.Errorf("%s is in the OpenAPI document but no route answers it", key)
		}
	}
	if len(answered) < 200 {
		t.Errorf("only %d routes served", len(answered))
	}

	for _, r := range env.App.Router.Routes() {
		if reflect.ValueOf(r.API).IsZero() {
			t.Errorf("%s %s: the route line has no .Doc(…)", r.Method, r.Pattern)
		}
		want := []string{}
		switch {
		case r.Access.IsPublic():
		case len(r.Access.Authorities()) == 0:
			want = []string{openapi.AnySession}
		default:
			want = r.Access.Authorities()
		}
		got := doc.Paths[docPath[openapi.PathShape(r.Pattern)]][strings.ToLower(r.Method)].Roles
		if got == nil || !slices.Equal(got, want) {
			t.Errorf("%s %s: x-roles %v, want %v", r.Method, r.Pattern, got, want)
		}
	}

	loader := openapi3.NewLoader()
	spec, err := loader.LoadFromData(res.Body)
	if err != nil {
		t.Fatalf("load the document: %v", err)
	}
	if err := spec.Validate(context.Background()); err != nil {
		t.Errorf("not valid OpenAPI %s: %v", doc.OpenAPI, err)
	}
}

// The tag type of the web example comes out with the json names, every
// member required in answers and nothing required in requests.
func TestOpenAPITagSchemas(t *testing.T) {
	env := testkit.New(t)
	var doc struct {
		Components struct {
			Schemas map[string]struct {
				Required   []string                   `json:"required"`
				Properties map[string]json.RawMessage `json:"properties"`
			} `json:"schemas"`
		} `json:"components"`
	}
	env.Get("/api/openapi.json", "").Expect(t, http.StatusOK).JSON(t, &doc)
	tag, ok := doc.Components.Schemas["Tag"]
	if !ok {
		t.Fatal("no Tag schema")
	}
	want := []string{"description", "id", "isActive", "name", "usageCount"}
	if !slices.Equal(tag.Required, want) || len(tag.Properties) != len(want) {
		t.Errorf("Tag requires %v of %d properties, want %v", tag.Required, len(tag.Properties), want)
	}
	if req := doc.Components.Schemas["TagRequest"]; len(req.Required) != 0 || len(req.Properties) != len(want) {
		t.Errorf("TagRequest requires %v of %d properties", req.Required, len(req.Properties))
	}
}
