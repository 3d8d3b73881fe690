// Package tag holds the labels contributions carry (spec 002 §3
// Contribution tag): their administration, the active list the form and the
// list filter offer, and which tags a contribution has. It is the smallest
// complete domain (model, store, service, http) and the example
// docs/contributing.md follows.
package tag

import "github.com/inno-platform/inno/internal/paging"

// Tag is a label contributions carry.
type Tag struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	IsActive    bool   `json:"isActive"`
	UsageCount  int64  `json:"usageCount"`
}

// Ref is a tag as a contribution shows it.
type Ref struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// named is a tag's name and its place among the tags sorted by name, as
// the database sorts them (its collation).
type named struct {
	name  string
	place int
}

// Sortable are the tag lists' sort fields.
var Sortable = paging.Sortable{"id": "t.id", "name": "t.name_key", "isActive": "t.is_active"}

// DefaultOrder sorts tags by name.
var DefaultOrder = paging.Order{Column: "t.name_key"}

// MaxPerContribution is how many tags one contribution may carry.
const MaxPerContribution = 10

// Error keys.
const (
	ErrNameExists = "tagNameExists"
	ErrInUse      = "tagInUse"
	ErrNotFound   = "tagNotFound"
)
