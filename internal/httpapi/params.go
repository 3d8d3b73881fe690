package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"
)

// Param returns a path parameter of the matched route.
func Param(r *http.Request, name string) string { return chiParam(r, name) }

func chiParam(r *http.Request, name string) string { return chi.URLParam(r, name) }

// Lang is the language a read asks for in ?langkey= (or ?langKey=),
// English when it names none.
func Lang(r *http.Request) string {
	if l := r.URL.Query().Get("langkey"); l != "" {
		return l
	}
	if l := r.URL.Query().Get("langKey"); l != "" {
		return l
	}
	return "en"
}
