// Package openapi builds the OpenAPI 3.1 document of the whole API from the
// route table: each line of internal/app/routes.go gives the method, the
// path and the access rule, and its .Doc(...) names the Go types the
// handler reads and writes; the schemas are generated from those types
// (schema.go), so the document follows the code. The error contract of
// docs/api-foundation.md and the x-total-count header of lists are shared
// components. The server serves the document at /api/openapi.json and
// `inno openapi` prints it for the web build.
package openapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/paging"
)

// Version is the OpenAPI version of the document.
const Version = "3.1.0"

// AnySession is the x-roles entry of a route any signed-in user may call;
// a public route has no entry (x-roles: []), a role-protected one lists
// its roles, of which the caller needs one.
const AnySession = "*"

// Document is an OpenAPI 3.1 document (the parts this API uses).
type Document struct {
	OpenAPI    string                           `json:"openapi"`
	Info       Info                             `json:"info"`
	Security   []map[string][]string            `json:"security"`
	Tags       []Tag                            `json:"tags"`
	Paths      map[string]map[string]*Operation `json:"paths"`
	Components Components                       `json:"components"`
}

// Info describes the API.
type Info struct {
	Title       string `json:"title"`
	Version     string `json:"version"`
	Description string `json:"description"`
}

// Tag is a group of operations: one per domain package.
type Tag struct {
	Name string `json:"name"`
}

// Components are the schemas, responses, headers and security schemes the
// operations refer to.
type Components struct {
	Schemas         map[string]Schema `json:"schemas"`
	Responses       map[string]any    `json:"responses"`
	Headers         map[string]any    `json:"headers"`
	SecuritySchemes map[string]any    `json:"securitySchemes"`
}

// Operation is one route.
type Operation struct {
	OperationID string                `json:"operationId"`
	Summary     string                `json:"summary"`
	Description string                `json:"description"`
	Tags        []string              `json:"tags"`
	Parameters  []Parameter           `json:"parameters,omitempty"`
	RequestBody *RequestBody          `json:"requestBody,omitempty"`
	Responses   map[string]any        `json:"responses"`
	Security    []map[string][]string `json:"security,omitempty"`
	// Roles are the roles the route admits: [] public, ["*"] any session,
	// otherwise the caller needs one of them (the router answers 401/403).
	Roles []string `json:"x-roles"`
}

// Parameter is a path or query parameter.
type Parameter struct {
	Name        string `json:"name"`
	In          string `json:"in"`
	Required    bool   `json:"required,omitempty"`
	Description string `json:"description,omitempty"`
	Schema      Schema `json:"schema"`
	Explode     *bool  `json:"explode,omitempty"`
}

// RequestBody is an operation's body.
type RequestBody struct {
	Required bool                 `json:"required"`
	Content  map[string]MediaType `json:"content"`
}

// MediaType is one content type of a body.
type MediaType struct {
	Schema Schema `json:"schema"`
}

// Response is one documented answer.
type Response struct {
	Description string               `json:"description"`
	Headers     map[string]any       `json:"headers,omitempty"`
	Content     map[string]MediaType `json:"content,omitempty"`
}

const problemJSON = "application/problem+json"

// Build returns the document of routes. version is the server's version;
// enums are the enumerations the types' openapi tags name.
func Build(routes []httpapi.Route, version string, enums Enums) (*Document, error) {
	g := newSchemas()
	if enums != nil {
		g.enums = enums
	}
	g.collect(reflect.TypeFor[apperr.FieldError](), output)
	for _, r := range routes {
		collectBody(g, r.API.Body, input)
		for _, v := range append([]any{r.API.Response}, mapValues(r.API.Errors)...) {
			collectBody(g, v, output)
		}
	}
	g.name()

	doc := &Document{
		OpenAPI: Version,
		Info: Info{Title: "Inno API", Version: version, Description: "The JSON API of Inno. Generated from the route " +
			"table (internal/app/routes.go) and the Go types its handlers read and write. Errors follow " +
			"docs/api-foundation.md; x-roles lists the roles an operation admits: [] is public, [\"*\"] any " +
			"signed-in user, otherwise one of the roles listed."},
		Security: []map[string][]string{{"bearerAuth": {}}},
		Paths:    map[string]map[string]*Operation{},
		Components: Components{
			Responses: errorResponses(),
			Headers: map[string]any{
				"XTotalCount": map[string]any{"description": "The number of items of the whole list (every page).",
					"required": true, "schema": Schema{"type": "integer", "minimum": 0}},
				"AppAlert": map[string]any{"description": "The translation key of the success message the client shows.",
					"schema": Schema{"type": "string"}},
				"AppParams": map[string]any{"description": "The parameter of the message (app-alert or app-error).",
					"schema": Schema{"type": "string"}},
			},
			SecuritySchemes: map[string]any{"bearerAuth": map[string]any{"type": "http", "scheme": "bearer",
				"bearerFormat": "JWT", "description": "The id_token of POST /api/authenticate."}},
		},
	}
	// Paths that differ only in their parameters' names are one path in
	// OpenAPI (/api/v3/contributions/{type} and /{id}): the first pattern
	// names it, the others' operations use its names.
	paths := map[string]string{}
	ids := operationIDs(routes)
	summaries := summaries(routes)
	tags := map[string]bool{}
	for i, r := range routes {
		path, ok := paths[PathShape(r.Pattern)]
		if !ok {
			path = r.Pattern
			paths[PathShape(r.Pattern)] = path
		}
		op, err := operation(g, r, path)
		if err != nil {
			return nil, fmt.Errorf("openapi: %s %s: %w", r.Method, r.Pattern, err)
		}
		op.OperationID, op.Summary = ids[i], summaries[i]
		tags[op.Tags[0]] = true
		if doc.Paths[path] == nil {
			doc.Paths[path] = map[string]*Operation{}
		}
		m := strings.ToLower(r.Method)
		if doc.Paths[path][m] != nil {
			return nil, fmt.Errorf("openapi: %s %s is in the table twice", r.Method, r.Pattern)
		}
		doc.Paths[path][m] = op
	}
	for t := range tags {
		doc.Tags = append(doc.Tags, Tag{Name: t})
	}
	sort.Slice(doc.Tags, func(i, j int) bool { return doc.Tags[i].Name < doc.Tags[j].Name })
	g.component(reflect.TypeFor[apperr.FieldError](), output)
	for n, s := range problemSchemas() {
		g.components[n] = s
	}
	if g.err != nil {
		return nil, g.err
	}
	doc.Components.Schemas = g.components
	return doc, nil
}

// JSON is the document as the server sends it.
func (d *Document) JSON() ([]byte, error) {
	b, err := json.MarshalIndent(d, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("openapi: encode: %w", err)
	}
	return append(b, '\n'), nil
}

// collectBody collects the types of a Doc value: a Go value, a OneOf of
// them, or a Media (no types).
func collectBody(g *schemas, v any, m mode) {
	switch v := v.(type) {
	case nil, httpapi.Media:
	case httpapi.OneOf:
		for _, alt := range v {
			collectBody(g, alt, m)
		}
	default:
		g.collect(reflect.TypeOf(v), m)
	}
}

// body is the schema of a Doc value (a Go value or a OneOf of them).
func (g *schemas) body(v any, m mode) Schema {
	if alts, ok := v.(httpapi.OneOf); ok {
		var any []Schema
		for _, alt := range alts {
			any = append(any, g.body(alt, m))
		}
		return Schema{"anyOf": any}
	}
	return g.value(reflect.TypeOf(v), m, tagged{})
}

func mapValues(m map[int]any) []any {
	out := make([]any, 0, len(m))
	for _, v := range m {
		out = append(out, v)
	}
	return out
}

var pathParam = regexp.MustCompile(`\{([^}:]+)(:[^}]*)?\}`)

// PathParams are the names of a pattern's path parameters, in order.
func PathParams(pattern string) []string {
	var out []string
	for _, m := range pathParam.FindAllStringSubmatch(pattern, -1) {
		out = append(out, m[1])
	}
	return out
}

// PathShape is a pattern with its parameters' names left out: two patterns
// of one shape are one path of the document.
func PathShape(pattern string) string { return pathParam.ReplaceAllString(pattern, "{}") }

// integerParam reports whether a path parameter holds a number by its
// name; Doc.Text names the exceptions.
func integerParam(name string) bool {
	return name == "id" || strings.HasSuffix(name, "Id") || name == "f" || name == "u" || name == "parent"
}

// operation describes route r, found under path in the document.
func operation(g *schemas, r httpapi.Route, path string) (*Operation, error) {
	d := r.API
	op := &Operation{Tags: []string{tagOf(r.Handler)}, Responses: map[string]any{}, Roles: roles(r.Access),
		Description: "Access: " + describe(r.Access) + "."}
	if r.Access.IsPublic() {
		op.Security = []map[string][]string{}
	}
	params := PathParams(r.Pattern)
	for _, t := range d.Text {
		if !slices.Contains(params, t) {
			return nil, fmt.Errorf("Doc.Text names %s, which is not a path parameter", t)
		}
	}
	names := PathParams(path)
	for i, p := range params {
		s := Schema{"type": "string"}
		if integerParam(p) && !slices.Contains(d.Text, p) {
			s = Schema{"type": "integer", "format": "int64"}
		}
		param := Parameter{Name: names[i], In: "path", Required: true, Schema: s}
		if names[i] != p {
			param.Description = "The route's {" + p + "}."
		}
		op.Parameters = append(op.Parameters, param)
	}
	for _, q := range d.Query {
		name, typ, _ := strings.Cut(q, ":")
		var s Schema
		switch typ {
		case "", "string":
			s = Schema{"type": "string"}
		case "integer":
			s = Schema{"type": "integer", "format": "int64"}
		case "boolean":
			s = Schema{"type": "boolean"}
		case "date":
			s = Schema{"type": "string", "format": "date"}
		default:
			return nil, fmt.Errorf("query parameter %s has an unknown type %s", name, typ)
		}
		op.Parameters = append(op.Parameters, Parameter{Name: name, In: "query", Schema: s})
	}
	if d.List {
		op.Parameters = append(op.Parameters, pageParameters()...)
	}
	switch {
	case d.Upload:
		form := Schema{"type": "object", "required": []string{"file"},
			"properties": Schema{"file": Schema{"type": "string", "contentMediaType": "application/octet-stream"}}}
		if d.Part != "" && d.Body != nil { // a JSON part beside the file
			form["required"] = []string{"file", d.Part}
			form["properties"].(Schema)[d.Part] = g.body(d.Body, input)
		}
		op.RequestBody = &RequestBody{Required: true, Content: map[string]MediaType{"multipart/form-data": {Schema: form}}}
	case d.Body != nil:
		op.RequestBody = &RequestBody{Required: true, Content: map[string]MediaType{
			"application/json": {Schema: g.body(d.Body, input)}}}
	}

	status := d.Status
	if status == 0 {
		status = http.StatusOK
	}
	ok := &Response{Description: http.StatusText(status)}
	switch v := d.Response.(type) {
	case nil:
	case httpapi.Media:
		ok.Content = map[string]MediaType{string(v): {Schema: Schema{}}}
	default:
		t := reflect.TypeOf(v)
		s := g.body(v, output)
		if d.List {
			if t.Kind() != reflect.Slice {
				return nil, fmt.Errorf("a List's Response must be a slice, not %s", t)
			}
			s = g.nonNull(t, output, "") // httpapi.WriteList writes [] for no items
		}
		ok.Content = map[string]MediaType{"application/json": {Schema: s}}
	}
	if d.List {
		ok.Headers = map[string]any{"x-total-count": ref("headers", "XTotalCount")}
	} else if r.Method != http.MethodGet {
		ok.Headers = map[string]any{"app-alert": ref("headers", "AppAlert"), "app-params": ref("headers", "AppParams")}
	}
	op.Responses[strconv.Itoa(status)] = ok

	// The error contract: what may answer which call.
	// Any call may be refused with 400: the router checks every path and
	// query for malformed text (invalid UTF-8, NUL) before the handler runs.
	standard := map[int]string{http.StatusBadRequest: "BadRequest"}
	if !r.Access.IsPublic() {
		standard[http.StatusUnauthorized] = "Unauthorized"
		standard[http.StatusForbidden] = "Forbidden"
	}
	if len(params) > 0 || d.Body != nil {
		standard[http.StatusNotFound] = "NotFound"
	}
	if d.Body != nil && r.Method != http.MethodGet {
		standard[http.StatusConflict] = "Conflict"
	}
	standard[http.StatusInternalServerError] = "InternalError"
	standard[http.StatusServiceUnavailable] = "ServiceUnavailable"
	for code, name := range standard {
		op.Responses[strconv.Itoa(code)] = ref("responses", name)
	}
	for code, v := range d.Errors {
		switch v := v.(type) {
		case nil:
			name, ok := errorResponseNames[code]
			if !ok {
				return nil, fmt.Errorf("no standard error response for %d", code)
			}
			op.Responses[strconv.Itoa(code)] = ref("responses", name)
		case httpapi.Media:
			op.Responses[strconv.Itoa(code)] = &Response{Description: http.StatusText(code),
				Content: map[string]MediaType{string(v): {Schema: Schema{}}}}
		default:
			op.Responses[strconv.Itoa(code)] = &Response{Description: http.StatusText(code),
				Content: map[string]MediaType{"application/json": {Schema: g.body(v, output)}}}
		}
	}
	return op, nil
}

func ref(kind, name string) map[string]any {
	return map[string]any{"$ref": "#/components/" + kind + "/" + name}
}

func pageParameters() []Parameter {
	explode := true
	return []Parameter{
		{Name: "page", In: "query", Description: "Page number, from 0.", Schema: Schema{"type": "integer", "minimum": 0, "default": 0}},
		{Name: "size", In: "query", Description: "Items per page.",
			Schema: Schema{"type": "integer", "minimum": 1, "maximum": paging.MaxPageSize, "default": paging.DefaultPageSize}},
		{Name: "sort", In: "query", Description: "field,asc or field,desc; repeatable.", Explode: &explode,
			Schema: Schema{"type": "array", "items": Schema{"type": "string"}}},
	}
}

// roles is the x-roles value of an access rule.
func roles(a httpapi.Access) []string {
	switch {
	case a.IsPublic():
		return []string{}
	case len(a.Authorities()) == 0:
		return []string{AnySession}
	default:
		return slices.Clone(a.Authorities())
	}
}

func describe(a httpapi.Access) string {
	switch {
	case a.IsPublic():
		return "public"
	case len(a.Authorities()) == 0:
		return "any signed-in user"
	default:
		return "one of " + strings.Join(a.Authorities(), ", ")
	}
}

// tagOf is the package of a handler: "tag.(*HTTP).Active" → "tag".
func tagOf(handler string) string {
	pkg, _, _ := strings.Cut(handler, ".")
	return pkg
}

// methodOf is the method of a handler: "tag.(*HTTP).Active" → "Active".
func methodOf(handler string) string {
	return handler[strings.LastIndexByte(handler, '.')+1:]
}

// operationIDs are package and handler ("tagActive"); a handler that serves
// several routes gets ids from the method and the path instead.
func operationIDs(routes []httpapi.Route) []string {
	count := map[string]int{}
	short := make([]string, len(routes))
	for i, r := range routes {
		short[i] = tagOf(r.Handler) + methodOf(r.Handler)
		count[short[i]]++
	}
	out := make([]string, len(routes))
	for i, r := range routes {
		if count[short[i]] == 1 {
			out[i] = short[i]
			continue
		}
		id := strings.ToLower(r.Method)
		for _, part := range strings.FieldsFunc(r.Pattern, func(c rune) bool { return !unicode.IsLetter(c) && !unicode.IsDigit(c) }) {
			id += exported(part)
		}
		out[i] = id
	}
	return out
}

// summaries are the handler's name in words ("FieldUsers" → "Field users"),
// with the path when several routes share the handler.
func summaries(routes []httpapi.Route) []string {
	count := map[string]int{}
	for _, r := range routes {
		count[r.Handler]++
	}
	out := make([]string, len(routes))
	for i, r := range routes {
		if r.API.Summary != "" {
			out[i] = r.API.Summary
			continue
		}
		out[i] = words(methodOf(r.Handler))
		if count[r.Handler] > 1 {
			out[i] += " (" + strings.TrimPrefix(strings.TrimPrefix(r.Pattern, "/api/v3/"), "/api/") + ")"
		}
	}
	return out
}

func words(name string) string {
	var b strings.Builder
	for i, c := range name {
		if i > 0 && unicode.IsUpper(c) {
			b.WriteByte(' ')
			c = unicode.ToLower(c)
		}
		b.WriteRune(c)
	}
	return b.String()
}

var errorResponseNames = map[int]string{
	http.StatusBadRequest: "BadRequest", http.StatusUnauthorized: "Unauthorized", http.StatusForbidden: "Forbidden",
	http.StatusNotFound: "NotFound", http.StatusConflict: "Conflict", http.StatusInternalServerError: "InternalError",
	http.StatusServiceUnavailable: "ServiceUnavailable",
}

// errorResponses are the error contract of docs/api-foundation.md.
func errorResponses() map[string]any {
	problem := func(desc string, schema Schema) *Response {
		return &Response{Description: desc, Content: map[string]MediaType{problemJSON: {Schema: schema}}}
	}
	bad := problem("Invalid fields (fieldErrors), a broken business rule (errorKey and params; with the app-error "+
		"and app-params headers when it is about one entity) or a malformed request (detail).",
		Schema{"anyOf": []Schema{ref("schemas", "ValidationProblem"), ref("schemas", "BusinessProblem"),
			ref("schemas", "MalformedProblem")}})
	bad.Headers = map[string]any{"app-error": map[string]any{"description": "error.<errorKey> of an entity's refusal.",
		"schema": Schema{"type": "string"}}, "app-params": ref("headers", "AppParams")}
	return map[string]any{
		"BadRequest":   bad,
		"Unauthorized": problem("No session, or its token is not valid (error.http.401).", ref("schemas", "Problem")),
		"Forbidden":    problem("The session lacks the role or the right (error.http.403).", ref("schemas", "Problem")),
		"NotFound":     problem("No such thing, or the caller may not see it (error.http.404).", ref("schemas", "Problem")),
		"Conflict": problem("Someone else changed it first, or it exists already (errorKey).",
			ref("schemas", "BusinessProblem")),
		"InternalError": problem("Something unexpected; the details are in the server's log (error.http.500).",
			ref("schemas", "Problem")),
		"ServiceUnavailable": problem("No place in the admission queue within 30 s (error.http.503).",
			ref("schemas", "Problem")),
	}
}

// problemSchemas are the bodies of httpapi.WriteError.
func problemSchemas() map[string]Schema {
	str := Schema{"type": "string"}
	status := Schema{"type": "integer", "format": "int32"}
	return map[string]Schema{
		"Problem": {"type": "object", "required": []string{"status", "message"}, "properties": Schema{
			"status": status, "message": str, "entityName": str}},
		"ValidationProblem": {"type": "object", "required": []string{"status", "title", "message", "fieldErrors"},
			"properties": Schema{"status": Schema{"const": 400}, "title": str, "message": str, "errorKey": str,
				"fieldErrors": Schema{"type": []string{"array", "null"}, "items": ref("schemas", "FieldError")}}},
		"BusinessProblem": {"type": "object", "required": []string{"status", "message", "errorKey", "params"},
			"properties": Schema{"status": status, "message": str, "errorKey": str, "entityName": str,
				"params": Schema{"type": "object", "additionalProperties": Schema{}}}},
		"MalformedProblem": {"type": "object", "required": []string{"status", "title", "message", "detail"},
			"properties": Schema{"status": Schema{"const": 400}, "title": str, "message": str, "detail": str}},
	}
}
