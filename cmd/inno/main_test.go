package main

import (
	"bytes"
	"encoding/json"
	"testing"
)

// `inno openapi` prints the document the server serves, without a server.
func TestOpenAPICommand(t *testing.T) {
	var out bytes.Buffer
	if err := run([]string{"openapi"}, &out); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		OpenAPI string                    `json:"openapi"`
		Paths   map[string]map[string]any `json:"paths"`
	}
	if err := json.Unmarshal(out.Bytes(), &doc); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	if doc.OpenAPI != "3.1.0" || doc.Paths["/api/v3/contribution-tags"]["get"] == nil {
		t.Errorf("openapi %q with %d paths", doc.OpenAPI, len(doc.Paths))
	}
}
