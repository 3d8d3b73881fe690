// Package staticcontent holds the editable pages and blocks of the site
// (privacy and terms pages, the contact panel, the home intro texts, the
// footer block), one title and HTML body per key and locale.
package staticcontent

import (
	"regexp"
	"time"

	"github.com/inno-platform/inno/internal/paging"
)

// Keys the product uses.
const (
	KeyPrivacy       = "privacy-platform"
	KeyTerms         = "terms-platform"
	KeyContact       = "contact"
	KeyIntroInternal = "home-intro-internal"
	KeyIntroExternal = "home-intro-external"
	KeyFooter        = "footer"
)

var keyPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,99}$`)

// Content is one static content entry.
type Content struct {
	ID               int64     `json:"id"`
	ContentKey       string    `json:"contentKey"`
	Locale           string    `json:"locale"`
	Title            string    `json:"title"`
	Content          string    `json:"content"`
	LastModifiedBy   string    `json:"lastModifiedBy"`
	LastModifiedDate time.Time `json:"lastModifiedDate"`
}

// Sortable are the list's sort fields.
var Sortable = paging.Sortable{"id": "id", "contentKey": "content_key", "locale": "locale", "title": "title", "lastModifiedDate": "last_modified_date"}
