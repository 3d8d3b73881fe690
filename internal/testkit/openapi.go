package testkit

import (
	"bytes"
	"fmt"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/inno-platform/inno/internal/openapi"
)

// contract checks every answer a test receives against the OpenAPI
// document the server serves (internal/openapi): the status must be one the
// operation documents, a JSON body must match its schema and a required
// header (x-total-count of lists) must be there. A mismatch fails the test,
// so the document cannot drift from what the handlers really answer.
type contract struct {
	doc      map[string]any
	paths    map[string]string // openapi.PathShape → the document's path
	compiler *jsonschema.Compiler
	mu       sync.Mutex
	compiled map[string]*jsonschema.Schema
}

const contractURL = "inno:openapi.json"

var (
	contractOnce sync.Once
	theContract  *contract
	contractErr  error
)

// loadContract compiles the document once per test binary: every server
// of the binary builds the same one from the same route table.
func loadContract(raw []byte) (*contract, error) {
	contractOnce.Do(func() {
		v, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
		if err != nil {
			contractErr = fmt.Errorf("testkit: read the OpenAPI document: %w", err)
			return
		}
		closeObjects(v)
		c := jsonschema.NewCompiler()
		c.DefaultDraft(jsonschema.Draft2020)
		if err := c.AddResource(contractURL, v); err != nil {
			contractErr = fmt.Errorf("testkit: load the OpenAPI document: %w", err)
			return
		}
		doc, _ := v.(map[string]any)
		theContract = &contract{doc: doc, compiler: c, compiled: map[string]*jsonschema.Schema{}, paths: map[string]string{}}
		for p := range obj(doc, "paths") {
			theContract.paths[openapi.PathShape(p)] = p
		}
	})
	return theContract, contractErr
}

// closeObjects forbids members a schema does not name (additionalProperties:
// false on every object schema with properties): the served document leaves
// room for new fields, the tests do not, so an answer of another type than
// the one documented fails even when it has the documented fields too.
func closeObjects(v any) {
	switch v := v.(type) {
	case map[string]any:
		if _, ok := v["properties"].(map[string]any); ok && isObject(v["type"]) {
			if _, set := v["additionalProperties"]; !set {
				v["additionalProperties"] = false
			}
		}
		for _, x := range v {
			closeObjects(x)
		}
	case []any:
		for _, x := range v {
			closeObjects(x)
		}
	}
}

func isObject(typ any) bool {
	switch t := typ.(type) {
	case string:
		return t == "object"
	case []any:
		for _, x := range t {
			if x == "object" {
				return true
			}
		}
	}
	return false
}

// pointer escapes one JSON pointer segment (RFC 6901), URL-encoded for the
// schema location.
func pointer(seg string) string {
	seg = strings.ReplaceAll(strings.ReplaceAll(seg, "~", "~0"), "/", "~1")
	return url.PathEscape(seg)
}

func (c *contract) schema(loc string) (*jsonschema.Schema, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if s, ok := c.compiled[loc]; ok {
		return s, nil
	}
	s, err := c.compiler.Compile(contractURL + "#" + loc)
	if err != nil {
		return nil, err
	}
	c.compiled[loc] = s
	return s, nil
}

func obj(v any, keys ...string) map[string]any {
	m, _ := v.(map[string]any)
	for _, k := range keys {
		m, _ = m[k].(map[string]any)
	}
	return m
}

// check returns what is wrong with res as the answer of method on pattern
// (the route the server matched), or "" when it keeps the contract.
func (c *contract) check(method, pattern string, res *Response) string {
	pattern = c.paths[openapi.PathShape(pattern)]
	op := obj(c.doc, "paths", pattern, strings.ToLower(method))
	if op == nil {
		return fmt.Sprintf("%s %s is not in the OpenAPI document", method, pattern)
	}
	if res.Status == http.StatusNotModified || res.Status == http.StatusPartialContent {
		return ""
	}
	status := strconv.Itoa(res.Status)
	loc := "/paths/" + pointer(pattern) + "/" + strings.ToLower(method) + "/responses/" + status
	resp := obj(op, "responses", status)
	if resp == nil {
		return fmt.Sprintf("status %s is not documented (body %.300s)", status, res.Body)
	}
	if ref, ok := resp["$ref"].(string); ok {
		name := strings.TrimPrefix(ref, "#/components/responses/")
		resp = obj(c.doc, "components", "responses", name)
		loc = "/components/responses/" + pointer(name)
	}
	for name, h := range obj(resp, "headers") {
		hm, _ := h.(map[string]any)
		if ref, ok := hm["$ref"].(string); ok {
			hm = obj(c.doc, "components", "headers", strings.TrimPrefix(ref, "#/components/headers/"))
		}
		if req, _ := hm["required"].(bool); req && res.Header.Get(name) == "" {
			return fmt.Sprintf("status %s lacks the required header %s", status, name)
		}
	}
	content := obj(resp, "content")
	if len(content) == 0 {
		if len(bytes.TrimSpace(res.Body)) > 0 {
			return fmt.Sprintf("status %s documents no body, got %.300s", status, res.Body)
		}
		return ""
	}
	media, _, _ := mime.ParseMediaType(res.Header.Get("Content-Type"))
	key := ""
	for k := range content {
		if k == media || strings.HasSuffix(k, "/*") && strings.HasPrefix(media, strings.TrimSuffix(k, "*")) ||
			k == "application/octet-stream" {
			key = k
			break
		}
	}
	if key == "" {
		return fmt.Sprintf("status %s: content type %q is not documented", status, media)
	}
	if media != "application/json" && !strings.HasSuffix(media, "+json") {
		return ""
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(res.Body))
	if err != nil {
		return fmt.Sprintf("status %s: the body is not JSON: %v (%.300s)", status, err, res.Body)
	}
	s, err := c.schema(loc + "/content/" + pointer(key) + "/schema")
	if err != nil {
		return fmt.Sprintf("status %s: compile the schema: %v", status, err)
	}
	if err := s.Validate(inst); err != nil {
		return fmt.Sprintf("status %s: the body does not match the schema: %v\nbody: %.2000s", status, err, res.Body)
	}
	return ""
}

// checkContract fails the test when res breaks the OpenAPI document.
func (e *Env) checkContract(method, path string, res *Response) {
	e.t.Helper()
	u, err := url.Parse(path)
	if err != nil {
		return
	}
	pattern := e.App.Router.Find(method, u.Path)
	if pattern == "" {
		return // no route: the router's own 404 or 405
	}
	c, err := loadContract(e.App.OpenAPI.JSON())
	if err != nil {
		e.t.Error(err)
		return
	}
	if msg := c.check(method, pattern, res); msg != "" {
		e.t.Errorf("OpenAPI contract: %s %s (%s): %s", method, path, pattern, msg)
	}
}
