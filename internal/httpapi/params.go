package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"
)

// Param returns a path parameter of the matched route.
func Param(r *http.Request, name string) string { return chiParam(r, name) }

func chiParam(r *http.Request, name string) string { return chi.URLParam(r, name) }
