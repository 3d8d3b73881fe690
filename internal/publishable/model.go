// Package publishable is what content and campaigns (and, later,
// competitions) have in common: items an author writes, an editor manages,
// an audience (package audience) reads once they are published, with a
// banner (package banner) and an optional announcement mail. A domain
// describes its kind once (Kind), embeds Item in its own type, reads its
// rows through a Store and asks a Core for the shared rules.
package publishable

import (
	"time"

	"github.com/inno-platform/inno/internal/audience"
)

// Kind describes one kind of publishable item.
type Kind struct {
	Entity     string // entity name of errors and of the banner owner: "content", "campaign"
	Table      string // its table; the SQL aliases it c and joins app_user u on created_by
	Audience   string // audience.KindContent, audience.KindCampaign
	AuthorRole string // creates items and manages their own
	EditorRole string // manages every item and deletes
	Path       string // the web app's path of one item, for mails: "/content/%d"
}

// Item holds the fields every publishable item has, in the API's names.
// Domains embed it, so the JSON of each kind keeps these names.
type Item struct {
	ID                int64      `json:"id"`
	Code              string     `json:"code"`
	Title             string     `json:"title"`
	Summary           string     `json:"summary"`
	Body              string     `json:"body"`
	AccessLevel       string     `json:"accessLevel" openapi:"enum=AccessLevel"`
	PublishState      string     `json:"publishState" openapi:"enum=PublishState"`
	PublishDate       *time.Time `json:"publishDate"`
	DateCreated       time.Time  `json:"dateCreated"`
	DateUpdated       time.Time  `json:"dateUpdated"`
	BannerID          *int64     `json:"bannerId"`
	BannerPreviewID   *int64     `json:"bannerPreviewId"`
	BannerPath        *string    `json:"bannerPath"`
	BannerPreviewPath *string    `json:"bannerPreviewPath"`
	BannerPreview     *string    `json:"bannerPreview"` // the spec names the preview path both ways
	AuthorName        string     `json:"authorName"`
	CreatedBy         int64      `json:"createdBy"`
	SendEmailToUser   bool       `json:"sendEmailToUser,omitempty"`
	audience.Targets
}

// Publish states every kind has (campaigns add their own after these).
const (
	StateDraft     = "DRAFT"
	StatePublished = "PUBLISHED"
)

// ItemColumns are the columns of Item in the order ScanItem reads them,
// after the kind's own columns.
const ItemColumns = `c.id, c.code, c.title, c.summary, c.body, c.access_level, c.publish_state, c.publish_date,
	c.created_date, c.updated_date, c.banner_id, c.banner_preview_id, c.banner_path, c.banner_preview_path, c.created_by,
	TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, ''))`

// ItemDest are the scan destinations of ItemColumns.
func (it *Item) ItemDest() []any {
	return []any{&it.ID, &it.Code, &it.Title, &it.Summary, &it.Body, &it.AccessLevel, &it.PublishState, &it.PublishDate,
		&it.DateCreated, &it.DateUpdated, &it.BannerID, &it.BannerPreviewID, &it.BannerPath, &it.BannerPreviewPath,
		&it.CreatedBy, &it.AuthorName}
}

// Scanned finishes an item read from the database: the preview under its
// second name and empty targets (loaded separately).
func (it *Item) Scanned() {
	it.BannerPreview = it.BannerPreviewPath
	it.Targets = audience.Targets{Organizations: []int64{}, Units: []int64{}}
}
