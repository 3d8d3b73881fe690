// Package content holds news and announcements: who may write them, who
// may read them (package audience), the draft → published rule and the
// optional announcement mail.
package content

import (
	"time"

	"github.com/inno-platform/inno/internal/audience"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/paging"
	"github.com/inno-platform/inno/internal/publishable"
)

// Publish states of content.
const (
	StateDraft     = publishable.StateDraft
	StatePublished = publishable.StatePublished
)

// Category is a kind of content with its icon (spec 001 §3).
type Category struct {
	ID   int    `json:"id"`
	Name string `json:"name"` // a translation key
	Icon string `json:"icon"`
}

// Categories are the content categories.
var Categories = []Category{
	{1, "contentCategory.announcement", "bullhorn"},
	{2, "contentCategory.news", "newspaper"},
	{3, "contentCategory.document", "file-alt"},
}

func category(id int) (Category, bool) {
	for _, c := range Categories {
		if c.ID == id {
			return c, true
		}
	}
	return Category{}, false
}

// Content is a news or announcement item.
type Content struct {
	publishable.Item
	Post         string     `json:"post"` // the spec's other name for body: the same text out, either name in
	CategoryID   int        `json:"categoryId"`
	Category     string     `json:"category"`
	CategoryIcon string     `json:"categoryIcon"`
	Language     string     `json:"language"`
	LastDate     *time.Time `json:"lastDate"`
}

// Kind is content as a publishable item.
var Kind = publishable.Kind{Entity: "content", Table: "content", Audience: audience.KindContent,
	AuthorRole: auth.RoleContentAuthor, EditorRole: auth.RoleContentEditor, Path: "/content/%d"}

// Sortable are the list sort fields.
var Sortable = paging.Sortable{"publishDate": "c.publish_date", "title": "c.title", "dateCreated": "c.created_date",
	"dateUpdated": "c.updated_date", "id": "c.id"}
