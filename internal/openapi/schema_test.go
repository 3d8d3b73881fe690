package openapi

import (
	"encoding/json"
	"net/http"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/httpapi"
)

type Base struct {
	ID      int64  `json:"id"`
	Shadow  string `json:"shadow"`
	Created time.Time
}

type Extra struct {
	Note string `json:"note"`
}

type Sample struct {
	Base                      // promoted: id, Created
	*Extra                    // promoted through a pointer: optional
	Shadow   int              `json:"shadow"` // shallower: wins over Base.Shadow
	Name     string           `json:"name"`
	Nick     string           `json:"nick,omitempty"`
	Parent   *int64           `json:"parent"`
	Maybe    *int64           `json:"maybe,omitempty"`
	Tags     []string         `json:"tags"`
	Counts   map[string]int   `json:"counts,omitempty"`
	Count    int64            `json:"count,string"`
	Hidden   string           `json:"-"`
	Any      any              `json:"any"`
	Raw      json.RawMessage  `json:"raw"`
	Children []*Sample        `json:"children,omitempty"`
	Inline   struct{ A bool } `json:"inline"`
	Maybes   []string         `json:"maybes" openapi:"nullable"`
	Kind     string           `json:"kind" openapi:"enum=Kind"`
	Kinds    []string         `json:"kinds" openapi:"enum=Kind"`
	Always   *int64           `json:"always" openapi:"notnull"`
	private  string
}

func generated(t *testing.T, v any, m mode) (*schemas, Schema) {
	t.Helper()
	g := newSchemas()
	g.enums = Enums{"Kind": {"A", "B"}}
	g.collect(reflect.TypeOf(v), m)
	g.name()
	return g, g.value(reflect.TypeOf(v), m, tagged{})
}

// The schemas follow encoding/json: tag names, promotion and shadowing,
// omitempty, ",string", "-", and null for nil pointers, slices and maps.
func TestSchemaFollowsEncodingJSON(t *testing.T) {
	g, top := generated(t, Sample{private: "not written"}, output)
	if top["$ref"] != "#/components/schemas/Sample" {
		t.Fatalf("top %v", top)
	}
	s := g.components["Sample"]
	props := s["properties"].(Schema)
	var names []string
	for n := range props {
		names = append(names, n)
	}
	slices.Sort(names)
	want := []string{"Created", "always", "any", "children", "count", "counts", "id", "inline", "kind", "kinds", "maybe",
		"maybes", "name", "nick", "note", "parent", "raw", "shadow", "tags"}
	if !slices.Equal(names, want) {
		t.Errorf("properties %v, want %v", names, want)
	}
	required := s["required"].([]string)
	wantRequired := []string{"Created", "always", "any", "count", "id", "inline", "kind", "kinds", "maybes", "name", "parent", "raw",
		"shadow", "tags"}
	if !slices.Equal(required, wantRequired) {
		t.Errorf("required %v, want %v", required, wantRequired)
	}
	check := func(name string, want Schema) {
		t.Helper()
		got, _ := json.Marshal(props[name])
		exp, _ := json.Marshal(want)
		if string(got) != string(exp) {
			t.Errorf("%s: %s, want %s", name, got, exp)
		}
	}
	check("shadow", Schema{"type": "integer", "format": "int64"})
	check("Created", Schema{"type": "string", "format": "date-time"})
	check("parent", Schema{"type": []string{"integer", "null"}, "format": "int64"})
	check("maybe", Schema{"type": "integer", "format": "int64"})              // omitted when nil, never null
	check("tags", Schema{"type": "array", "items": Schema{"type": "string"}}) // answers' lists are never nil
	check("maybes", Schema{"type": []string{"array", "null"}, "items": Schema{"type": "string"}})
	check("kind", Schema{"$ref": "#/components/schemas/Kind"})
	check("always", Schema{"type": "integer", "format": "int64"})
	check("kinds", Schema{"type": "array", "items": Schema{"$ref": "#/components/schemas/Kind"}})
	check("counts", Schema{"type": "object", "additionalProperties": Schema{"type": "integer", "format": "int64"}})
	check("count", Schema{"type": "string"})
	check("any", Schema{})
	check("raw", Schema{})
	check("children", Schema{"type": "array", "items": Schema{"$ref": "#/components/schemas/Sample"}})
	check("inline", Schema{"type": "object", "properties": Schema{"A": Schema{"type": "boolean"}}, "required": []string{"A"}})
}

// An enumeration is a component; a request's list may be null; a tag naming
// an unknown enumeration is an error.
func TestEnumsAndRequests(t *testing.T) {
	g, _ := generated(t, Sample{}, output)
	if got, _ := json.Marshal(g.components["Kind"]); string(got) != `{"enum":["A","B"],"type":"string"}` {
		t.Errorf("Kind %s", got)
	}
	g, _ = generated(t, Sample{}, input)
	tags, _ := json.Marshal(g.components["Sample"]["properties"].(Schema)["tags"])
	if string(tags) != `{"items":{"type":"string"},"type":["array","null"]}` {
		t.Errorf("request tags %s", tags)
	}
	type Bad struct {
		X string `json:"x" openapi:"enum=Nope"`
	}
	rt := httpapi.NewRouter(nil, nil)
	rt.Get("/api/bad", httpapi.Public, hello).Doc(httpapi.Doc{Response: Bad{}})
	if _, err := Build(rt.Routes(), "1", Enums{"Kind": {"A"}}); err == nil {
		t.Error("an unknown enumeration was accepted")
	}
}

// A type read and written gets a request variant that requires nothing.
func TestRequestVariant(t *testing.T) {
	g := newSchemas()
	g.collect(reflect.TypeFor[Extra](), output)
	g.collect(reflect.TypeFor[Extra](), input)
	g.name()
	if ref := g.value(reflect.TypeFor[Extra](), input, tagged{})["$ref"]; ref != "#/components/schemas/ExtraRequest" {
		t.Fatalf("request ref %v", ref)
	}
	g.value(reflect.TypeFor[Extra](), output, tagged{})
	if _, ok := g.components["ExtraRequest"]["required"]; ok {
		t.Error("the request variant requires fields")
	}
	if req := g.components["Extra"]["required"]; !reflect.DeepEqual(req, []string{"note"}) {
		t.Errorf("Extra requires %v", req)
	}
}

func hello(http.ResponseWriter, *http.Request) error { return nil }

// An operation carries its parameters, body, answer, the error contract by
// reference and its roles.
func TestBuildOperation(t *testing.T) {
	rt := httpapi.NewRouter(nil, nil)
	rt.Get("/api/things", httpapi.SignedIn, hello).Doc(httpapi.Doc{Query: []string{"q", "n:integer"}, Response: []Extra{}, List: true})
	rt.Put("/api/things/{id}/{name}", httpapi.AnyOf("ROLE_ADMIN"), hello).Doc(httpapi.Doc{Body: Extra{}, Response: Extra{}})
	rt.Get("/api/things/{other}/{x}", httpapi.Public, hello).Doc(httpapi.Doc{Response: httpapi.Media("image/*")})
	doc, err := Build(rt.Routes(), "1", nil)
	if err != nil {
		t.Fatal(err)
	}
	list := doc.Paths["/api/things"]["get"]
	if !slices.Equal(list.Roles, []string{AnySession}) || list.Security != nil {
		t.Errorf("list roles %v, security %v", list.Roles, list.Security)
	}
	var params []string
	for _, p := range list.Parameters {
		params = append(params, p.In+":"+p.Name)
	}
	if !slices.Equal(params, []string{"query:q", "query:n", "query:page", "query:size", "query:sort"}) {
		t.Errorf("list parameters %v", params)
	}
	ok := list.Responses["200"].(*Response)
	if ok.Headers["x-total-count"] == nil || ok.Content["application/json"].Schema["type"] != "array" {
		t.Errorf("list answer %+v", ok)
	}
	for _, code := range []string{"400", "401", "403", "500", "503"} {
		if list.Responses[code] == nil {
			t.Errorf("list lacks %s", code)
		}
	}

	put := doc.Paths["/api/things/{id}/{name}"]["put"]
	if !slices.Equal(put.Roles, []string{"ROLE_ADMIN"}) {
		t.Errorf("put roles %v", put.Roles)
	}
	if put.Parameters[0].Schema["type"] != "integer" || put.Parameters[1].Schema["type"] != "string" {
		t.Errorf("path parameters %+v", put.Parameters)
	}
	if put.RequestBody.Content["application/json"].Schema["$ref"] != "#/components/schemas/ExtraRequest" {
		t.Errorf("body %+v", put.RequestBody)
	}
	if put.Responses["404"] == nil || put.Responses["409"] == nil {
		t.Errorf("put responses %v", put.Responses)
	}

	// Same shape as /api/things/{id}/{name}: one path, the route's own names described.
	img := doc.Paths["/api/things/{id}/{name}"]["get"]
	if img == nil || !slices.Equal(img.Roles, []string{}) || img.Security == nil {
		t.Fatalf("image operation %+v", img)
	}
	if img.Parameters[0].Description != "The route's {other}." || img.Parameters[0].Schema["type"] != "string" {
		t.Errorf("renamed parameter %+v", img.Parameters[0])
	}
	if _, ok := img.Responses["200"].(*Response).Content["image/*"]; !ok {
		t.Errorf("image answer %+v", img.Responses["200"])
	}
	if img.OperationID == "" || img.OperationID == put.OperationID {
		t.Errorf("operation ids %q, %q", img.OperationID, put.OperationID)
	}
}
