// Package upload describes an uploaded file and the rule it must meet, in a
// form services can take: the HTTP layer reads and checks the file
// (httpapi.ReadUpload), the service decides what to do with it.
package upload

// Rule says what a file upload may be. Every upload goes through
// httpapi.ReadUpload, so size, name and content are checked the same way
// everywhere.
type Rule struct {
	Field        string   // multipart field name, "file" when empty
	MaxBytes     int64    // largest accepted file
	Extensions   []string // accepted name endings, lower case with the dot: ".png"
	ContentTypes []string // accepted sniffed types: "image/png"
}

// File is an accepted file.
type File struct {
	Name        string // the client's file name, reduced to its base name
	ContentType string // sniffed from the content
	Data        []byte
}

// Error keys (errorKey of a 400).
const (
	ErrMissing   = "uploadMissing"
	ErrTooLarge  = "uploadTooLarge"
	ErrExtension = "uploadWrongExtension"
	ErrContent   = "uploadWrongContent"
)
