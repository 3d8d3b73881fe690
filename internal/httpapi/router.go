// Package httpapi is the HTTP edge shared by every domain: the route table
// with its access rules, the authentication middleware, JSON decoding, the
// error contract and paging. Domain packages write handlers as
// func(w, r) error and register them here with the authorities they need.
package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"reflect"
	"runtime"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
)

// Handler is a request handler that reports failure by returning an error;
// the router writes it with the one error contract.
type Handler func(w http.ResponseWriter, r *http.Request) error

// Access is who may call a route.
type Access struct {
	public      bool
	authorities []string
}

// Public routes need no sign-in.
var Public = Access{public: true}

// SignedIn routes need any valid session.
var SignedIn = Access{}

// AnyOf routes need a session holding at least one of roles.
func AnyOf(roles ...string) Access { return Access{authorities: roles} }

// IsPublic reports whether anyone may call the route.
func (a Access) IsPublic() bool { return a.public }

// Authorities are the roles of which a caller needs one (empty: any session).
func (a Access) Authorities() []string { return a.authorities }

// Describe is the access rule in words, for the route listing in docs.
func (a Access) Describe() string {
	switch {
	case a.public:
		return "public"
	case len(a.authorities) == 0:
		return "signed in"
	default:
		return strings.Join(a.authorities, " | ")
	}
}

// Route is one line of the route table.
type Route struct {
	Method  string
	Pattern string
	Access  Access
	Handler string // the handler's Go name, e.g. "tag.(*HTTP).Active"
	API     Doc    // what the line's .Doc(...) says for the OpenAPI document
}

// Doc sets what the OpenAPI document (internal/openapi) says about the
// route: it ends the route's line in the table,
//
//	r.Get("/api/v3/contribution-tags", signedIn, d.tag.Active).Doc(op{Response: []tag.Tag{}, List: true})
func (r *Route) Doc(d Doc) { r.API = d }

// Router is the single route table of the server.
type Router struct {
	mux      chi.Router
	tokens   *auth.Tokens
	sessions Sessions
	log      *slog.Logger
	routes   []*Route
}

// Sessions says whether a signed token's session still holds: its user
// exists and is active, the token was not revoked, and the user's session
// version is the one the token was issued with. It answers the caller as
// the database knows them now (roles included), or nil when the session
// has ended.
type Sessions interface {
	Session(ctx context.Context, token *auth.Principal) (*auth.Principal, error)
}

// CheckSessions makes every request's token pass s as well as the signature
// check; without it (unit tests of this package) a signed token is enough.
func (rt *Router) CheckSessions(s Sessions) { rt.sessions = s }

// NewRouter returns a router whose every request first passes the bearer
// token check.
func NewRouter(tokens *auth.Tokens, log *slog.Logger, middlewares ...func(http.Handler) http.Handler) *Router {
	mux := chi.NewRouter()
	mux.Use(middlewares...)
	rt := &Router{mux: mux, tokens: tokens, log: log}
	// GetHead answers HEAD wherever GET is answered (the server drops the body).
	mux.Use(rt.cleanRequest, rt.authenticate, middleware.GetHead)
	mux.NotFound(func(w http.ResponseWriter, r *http.Request) {
		WriteError(w, r, log, apperr.NotFound("route"))
	})
	mux.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) {
		writeProblem(w, http.StatusMethodNotAllowed, map[string]any{"status": 405, "message": "error.http.405"})
	})
	return rt
}

// Handle adds a route. Pattern uses chi syntax: /api/v3/users/{id}. The
// route it returns takes the line's .Doc(...).
func (rt *Router) Handle(method, pattern string, access Access, h Handler) *Route {
	route := &Route{Method: method, Pattern: pattern, Access: access, Handler: handlerName(h)}
	rt.routes = append(rt.routes, route)
	rt.mux.Method(method, pattern, rt.wrap(access, h))
	return route
}

// Get is Handle with GET.
func (rt *Router) Get(p string, a Access, h Handler) *Route {
	return rt.Handle(http.MethodGet, p, a, h)
}

// Post is Handle with POST.
func (rt *Router) Post(p string, a Access, h Handler) *Route {
	return rt.Handle(http.MethodPost, p, a, h)
}

// Put is Handle with PUT.
func (rt *Router) Put(p string, a Access, h Handler) *Route {
	return rt.Handle(http.MethodPut, p, a, h)
}

// Delete is Handle with DELETE.
func (rt *Router) Delete(p string, a Access, h Handler) *Route {
	return rt.Handle(http.MethodDelete, p, a, h)
}

// handlerName is the Go name of a handler without the module path and the
// method-value suffix: "tag.(*HTTP).Active".
func handlerName(h Handler) string {
	name := runtime.FuncForPC(reflect.ValueOf(h).Pointer()).Name()
	name = strings.TrimSuffix(name, "-fm")
	if i := strings.LastIndex(name, "/"); i >= 0 {
		name = name[i+1:]
	}
	return name
}

// Fallback serves every path no route matched that is not under /api or
// /management (the web app and its assets).
func (rt *Router) Fallback(h http.Handler) {
	rt.mux.NotFound(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/api/") || r.URL.Path == "/api" || strings.HasPrefix(r.URL.Path, "/management") {
			WriteError(w, r, rt.log, apperr.NotFound("route"))
			return
		}
		h.ServeHTTP(w, r)
	})
}

// Routes lists the table, in registration order.
func (rt *Router) Routes() []Route {
	out := make([]Route, len(rt.routes))
	for i, r := range rt.routes {
		out[i] = *r
	}
	return out
}

// Served lists the method and pattern of every route the underlying mux
// answers, to check the table and its description against what is served.
func (rt *Router) Served() ([]Route, error) {
	var out []Route
	err := chi.Walk(rt.mux, func(method, pattern string, _ http.Handler, _ ...func(http.Handler) http.Handler) error {
		out = append(out, Route{Method: method, Pattern: pattern})
		return nil
	})
	return out, err
}

// Find returns the pattern of the route that answers method and path, or
// "" when none does (the test kit looks up a response's operation with it).
func (rt *Router) Find(method, path string) string {
	return rt.mux.Find(chi.NewRouteContext(), method, path)
}

// ServeHTTP makes Router an http.Handler.
func (rt *Router) ServeHTTP(w http.ResponseWriter, r *http.Request) { rt.mux.ServeHTTP(w, r) }

// wrap enforces the access rule, then runs h and maps its error.
func (rt *Router) wrap(access Access, h Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !access.public {
			p := auth.FromContext(r.Context())
			if p == nil {
				WriteError(w, r, rt.log, apperr.Unauthorized())
				return
			}
			if !p.HasAny(access.authorities...) {
				WriteError(w, r, rt.log, apperr.Forbidden())
				return
			}
		}
		if err := h(w, r); err != nil {
			WriteError(w, r, rt.log, err)
		}
	})
}

// authenticate reads the bearer token. A valid one whose session still
// holds puts the caller, with the roles the database gives it now, in the
// context; a missing, bad, revoked or outdated one leaves the request
// anonymous, so public routes still answer and protected ones give 401.
func (rt *Router) authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := r.Header.Get("Authorization")
		if raw, ok := strings.CutPrefix(h, "Bearer "); ok && raw != "" {
			if p, err := rt.tokens.Parse(strings.TrimSpace(raw)); err == nil {
				if rt.sessions != nil {
					if p, err = rt.sessions.Session(r.Context(), p); err != nil {
						WriteError(w, r, rt.log, err)
						return
					}
				}
				if p != nil {
					r = r.WithContext(auth.WithPrincipal(r.Context(), p))
					// An answer to a signed-in caller may carry personal data: no
					// cache keeps it (a handler may still set its own policy).
					w.Header().Set("Cache-Control", "no-store")
				}
			}
		}
		next.ServeHTTP(w, r)
	})
}
