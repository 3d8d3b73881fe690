package appconfig

import (
	"encoding/json"
	"net/http"

	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/i18n"
)

// TextEditorOptions are the toolbar options of the rich-text editor, in
// toolbar order. The web editor knows each name; an unknown one is an error there.
var TextEditorOptions = []string{
	"heading", "bold", "italic", "underline", "strike", "bulletList", "orderedList",
	"blockquote", "link", "image", "undo", "redo",
}

// HTTP holds the public configuration handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the configuration handlers.
func NewHTTP(svc *Service) *HTTP { return &HTTP{svc: svc} }

// App handles GET /api/public/config/app.
func (h *HTTP) App(w http.ResponseWriter, r *http.Request) error {
	s, err := h.svc.Get(r.Context())
	if err != nil {
		return err
	}
	return httpapi.OK(w, s.Public(i18n.Preferred(r.Header.Get("Accept-Language"))))
}

// TextEditor handles GET /api/public/config/text-editor.
func (h *HTTP) TextEditor(w http.ResponseWriter, _ *http.Request) error {
	return httpapi.OK(w, TextEditor{Options: TextEditorOptions})
}

// TextEditor is the rich-text editor's configuration.
type TextEditor struct {
	Options []string `json:"options"`
}

// GetEdit handles GET /api/v3/config/get-edit-config: the editable settings.
func (h *HTTP) GetEdit(w http.ResponseWriter, r *http.Request) error {
	s, err := h.svc.Get(r.Context())
	if err != nil {
		return err
	}
	return httpapi.OK(w, s)
}

// Update handles PUT /api/v3/config/update-config. Fields left out of the
// body keep their current value.
func (h *HTTP) Update(w http.ResponseWriter, r *http.Request) error {
	var patch json.RawMessage
	if err := httpapi.DecodeJSON(w, r, &patch); err != nil {
		return err
	}
	saved, err := h.svc.Patch(r.Context(), patch)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "appConfig", "", saved)
}
