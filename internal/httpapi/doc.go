package httpapi

// Doc is what a route line tells the OpenAPI document beyond its method,
// path and access rule (internal/openapi turns it into an operation). Go
// values stand for their types: the schemas are generated from them, so the
// document follows the types the handlers really decode and encode.
type Doc struct {
	// Summary is the operation's one-line title; by default the handler's
	// name in words ("Field users").
	Summary string
	// Query names the query parameters the handler reads, each a string
	// unless written "name:integer", "name:boolean" or "name:date"
	// (YYYY-MM-DD). A list's page, size and sort come with List.
	Query []string
	// Text names path parameters that are text although their name reads
	// like an id ({id}, {…Id}, {f}, {u} and {parent} are integers otherwise).
	Text []string
	// Body is the JSON request body: a zero value of the type the handler
	// decodes (nil: no body).
	Body any
	// Upload is a multipart/form-data request with one file in "file".
	Upload bool
	// Part, with Upload and Body, names the multipart field that holds Body
	// as JSON beside the file (httpapi.ReadUploadWithJSON).
	Part string
	// Status is the success status when it is not 200 (201, 204).
	Status int
	// Response is the success body: a value of the type the handler encodes
	// as JSON, or a Media for a body that is not JSON (nil: no body).
	Response any
	// List marks a paged list: page, size and sort in the query and the
	// total in the x-total-count header.
	List bool
	// Errors are answers outside the error contract of
	// docs/api-foundation.md, by status (a refused sign-in's LoginState).
	Errors map[int]any
}

// Media is a body that is not JSON, by its media type ("application/pdf",
// "image/*", "text/plain").
type Media string

// OneOf is a body that takes one of several shapes (a sign-in answers a
// token or the two-factor step).
type OneOf []any
