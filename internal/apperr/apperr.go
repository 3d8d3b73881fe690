// Package apperr holds the errors services return. The HTTP layer turns each
// kind into one response shape (docs/api-foundation.md), so a service never
// thinks about status codes or headers.
package apperr

import (
	"errors"
	"fmt"
)

// Kind decides the HTTP status and body shape of an error.
type Kind int

const (
	KindInvalid      Kind = iota + 1 // 400 with fieldErrors
	KindBadRequest                   // 400 with errorKey (and app-error header when Entity is set)
	KindUnauthorized                 // 401
	KindForbidden                    // 403
	KindNotFound                     // 404
	KindConflict                     // 409 with errorKey
	KindMalformed                    // 400 "error.http.400" with a detail: the request has the wrong form
)

// FieldError is one rejected field, as the client's form mapping expects.
type FieldError struct {
	ObjectName string `json:"objectName"`
	Field      string `json:"field"`
	Message    string `json:"message"`
}

// Error is a failure the client can act on.
type Error struct {
	Kind   Kind
	Key    string         // errorKey, e.g. "idexists"; translated by the client as error.<Key>
	Entity string         // entity name; when set the response carries app-error/app-params headers
	Params map[string]any // values for the message
	Fields []FieldError
	Detail string // KindMalformed: what is wrong with the request, safe to show
	Cause  error  // kept for the log, never sent
}

func (e *Error) Error() string {
	msg := fmt.Sprintf("apperr kind=%d key=%s", e.Kind, e.Key)
	if e.Entity != "" {
		msg += " entity=" + e.Entity
	}
	if e.Detail != "" {
		msg += " detail=" + e.Detail
	}
	if len(e.Fields) > 0 {
		msg += fmt.Sprintf(" fields=%v", e.Fields)
	}
	if e.Cause != nil {
		msg += ": " + e.Cause.Error()
	}
	return msg
}

func (e *Error) Unwrap() error { return e.Cause }

// As returns the *Error inside err, if any.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}

// Is reports whether err is an *Error of the given kind.
func Is(err error, k Kind) bool {
	e, ok := As(err)
	return ok && e.Kind == k
}

// BadRequest is a business rule the request broke; key is the errorKey.
func BadRequest(key string, params map[string]any) *Error {
	return &Error{Kind: KindBadRequest, Key: key, Params: params}
}

// EntityBadRequest is a 400 about one entity, sent with the app-error and
// app-params headers (e.g. EntityBadRequest("user", "idexists")).
func EntityBadRequest(entity, key string) *Error {
	return &Error{Kind: KindBadRequest, Key: key, Entity: entity}
}

// Malformed is a request of the wrong form (a path or query value, a JSON
// body, a multipart envelope), answered 400 "error.http.400" with detail.
func Malformed(detail string) *Error {
	return &Error{Kind: KindMalformed, Key: "http.400", Detail: detail}
}

// Conflict is a 409 with an errorKey (e.g. a login already taken).
func Conflict(key string, params map[string]any) *Error {
	return &Error{Kind: KindConflict, Key: key, Params: params}
}

// NotFound says the entity does not exist or the caller may not see it.
func NotFound(entity string) *Error {
	return &Error{Kind: KindNotFound, Key: "notfound", Entity: entity}
}

// Forbidden says the caller is known but may not do this.
func Forbidden() *Error { return &Error{Kind: KindForbidden, Key: "forbidden"} }

// Unauthorized says the caller must sign in.
func Unauthorized() *Error { return &Error{Kind: KindUnauthorized, Key: "unauthorized"} }
