package openapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"time"

	"github.com/inno-platform/inno/internal/httpapi"
)

// Served is the document the server answers GET /api/openapi.json with:
// built once at start, after the last route line, and sent with an ETag so
// that a client revalidates it cheaply.
type Served struct {
	doc   *Document
	body  []byte
	etag  string
	built time.Time
}

// Build makes the document of routes; the server calls it once, after the
// route table is complete.
func (s *Served) Build(routes []httpapi.Route, version string, enums Enums) error {
	doc, err := Build(routes, version, enums)
	if err != nil {
		return err
	}
	body, err := doc.JSON()
	if err != nil {
		return err
	}
	sum := sha256.Sum256(body)
	s.doc, s.body, s.etag, s.built = doc, body, `"`+hex.EncodeToString(sum[:12])+`"`, time.Now().UTC()
	return nil
}

// Document is the built document.
func (s *Served) Document() *Document { return s.doc }

// JSON is the built document as sent.
func (s *Served) JSON() []byte { return s.body }

// Serve handles GET /api/openapi.json.
func (s *Served) Serve(w http.ResponseWriter, r *http.Request) error {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "public, no-cache") // cacheable, revalidated against the ETag
	h.Set("ETag", s.etag)
	httpapi.ServeContent(w, r, "", s.built, bytes.NewReader(s.body))
	return nil
}
