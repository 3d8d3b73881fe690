// Package campaign holds campaigns: suggestion or improvement drives with a
// submission window. Its state machine (spec 001 §4) lives here and nowhere
// else; the web app only offers what the server would accept.
package campaign

import (
	"regexp"
	"time"

	"github.com/inno-platform/inno/internal/audience"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/paging"
	"github.com/inno-platform/inno/internal/publishable"
)

// Publish states of a campaign.
const (
	StateDraft      = publishable.StateDraft
	StatePublished  = publishable.StatePublished
	StateTerminated = "TERMINATED"
	StateCompleted  = "COMPLETED"
	StateArchived   = "ARCHIVED"
)

// Campaign types.
var Types = []string{"SUGGESTION", "IMPROVEMENT"}

// Campaign is a submission drive.
type Campaign struct {
	publishable.Item
	CampaignType             string     `json:"campaignType" openapi:"enum=CampaignType"`
	AnnounceDate             *time.Time `json:"announceDate"`
	DateSubmissionStart      *time.Time `json:"dateSubmissionStart"`
	DateSubmissionEnd        *time.Time `json:"dateSubmissionEnd" openapi:"notnull"`
	DateSubmissionTerminated *time.Time `json:"dateSubmissionTerminated"`
	CanSubmit                bool       `json:"canSubmit"`
}

// Kind is a campaign as a publishable item.
var Kind = publishable.Kind{Entity: "campaign", Table: "campaign", Audience: audience.KindCampaign,
	AuthorRole: auth.RoleCampaignAuthor, EditorRole: auth.RoleCampaignEditor, Path: "/campaign/%d"}

// Sortable are the list sort fields.
var Sortable = paging.Sortable{"dateSubmissionEnd": "c.date_submission_end", "dateSubmissionStart": "c.date_submission_start",
	"publishDate": "c.publish_date", "title": "c.title", "code": "c.code", "dateCreated": "c.created_date", "id": "c.id",
	"dateUpdated": "c.updated_date"}

// The code pattern of spec 001 §5: letters (Turkish ones too), digits, dot, hyphen.
var codePattern = regexp.MustCompile(`^[\p{L}0-9.\-]{3,16}$`)

// allowed is the state machine of spec 001 §4: from → the states a save may move to.
var allowed = map[string][]string{
	StateDraft:      {StateDraft, StatePublished},
	StatePublished:  {StatePublished, StateCompleted, StateTerminated},
	StateTerminated: {StateArchived},
	StateCompleted:  {StateArchived},
}

// ListFilter narrows the public list.
type ListFilter struct {
	Open, Closed bool
	Type         string
	All          bool // every non-draft, non-archived state
}

// Option is a campaign in the contribution form's select.
type Option struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
}

// open reports whether submissions are accepted now.
func (c Campaign) open(now time.Time) bool {
	return c.PublishState == StatePublished && c.DateSubmissionStart != nil && !now.Before(*c.DateSubmissionStart) &&
		c.DateSubmissionEnd != nil && now.Before(*c.DateSubmissionEnd)
}
