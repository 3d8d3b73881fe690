// Package contribution holds ideas, suggestions and improvements and the
// engine that moves them through their life cycle: who may run which
// action, the state change, history, tasks, notifications and points, all
// in one transaction (docs/lifecycle.md).
package contribution

import (
	"time"

	"github.com/inno-platform/inno/internal/attachment"
	"github.com/inno-platform/inno/internal/extrainput"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/tag"
)

// Contribution types users submit.
const (
	TypeSuggestion  = lifecycle.ContributionSuggestion
	TypeImprovement = lifecycle.ContributionImprovement
	TypeIdea        = lifecycle.ContributionIdea
)

// Comment and rating statuses, and the defaults of a new contribution (spec 002 §3).
const (
	CommentHidden = "HIDDEN"
	RatingClosed  = "CLOSED"
)

// UntouchedTitle is the title of a draft its owner never saved: a new
// contribution starts with it, and every save sets a title of 3 characters
// or more, so a contribution with it is an untouched draft. Lists, counts and
// task lists leave untouched drafts out, an action out of one needs a title
// first, and PurgeUntouched removes them after UntouchedMaxAge.
const UntouchedTitle = ""

// Publish states (spec 002 §4; ARCHIEVED is spelled so).
const (
	PublishDraft      = "DRAFT"
	PublishAnnounced  = "ANNOUNCED"
	PublishTerminated = "TERMINATED"
	PublishComplete   = "COMPLETE"
)

// Task statuses (spec 002 §4). WAITING and OVERDUE are open tasks, told
// apart by the deadline; the others are how a task was closed.
const (
	TaskWaiting    = "WAITING"
	TaskOverdue    = "OVERDUE"
	TaskUndone     = "UNDONE"
	TaskCanceled   = "CANCELED"
	TaskOnTimeDone = "ON_TIME_DONE"
	TaskLateDone   = "LATE_DONE"
)

// History categories: what a line records.
const (
	HistoryState      = "STATE"
	HistoryAssignment = "ASSIGNMENT"
	HistoryCreated    = "CREATED"
	HistoryBenefit    = "BENEFIT"     // a benefit analysis written or removed
	HistorySchedule   = "SCHEDULE"    // the implementation schedule saved
	HistoryActionItem = "ACTION_ITEM" // an action item created or closed
)

// historyAllCategories are the categories a history request may name.
var historyAllCategories = []string{HistoryCreated, HistoryState, HistoryAssignment, HistoryCommand, HistoryBenefit,
	HistorySchedule, HistoryActionItem, HistoryComment}

// History forms (spec 002 §4), each a category of the history request.
const (
	HistoryPrimary    = "PRIMARY"
	HistoryManagement = "MANAGEMENT"
	HistoryAudit      = "AUDIT"
)

// ActionView is an action the caller may run now.
type ActionView struct {
	Name          string `json:"name"`
	TargetStateID int64  `json:"targetStateId"`
	TargetName    string `json:"targetStateName"`
	Explanation   string `json:"explanation" openapi:"enum=ExplanationMode"`
}

// Person is a user with a role on a contribution.
type Person struct {
	UserID   int64  `json:"userId"`
	Login    string `json:"login"`
	FullName string `json:"fullName"`
	Role     string `json:"userRole" openapi:"enum=ContributionRole"`
}

// Contribution is the detail view.
type Contribution struct {
	ID               int64        `json:"id"`
	Code             string       `json:"code"`
	ContributionType string       `json:"contributionType" openapi:"enum=ContributionType"`
	LifeCycleID      int64        `json:"lifeCycleId"`
	StateID          int64        `json:"stateId"`
	StateCode        string       `json:"stateCode"`
	StateType        string       `json:"stateType" openapi:"enum=StateType"`
	StateName        string       `json:"stateName"`
	Title            string       `json:"title"`
	Summary          string       `json:"summary"`
	Body             string       `json:"body"`
	PublishState     string       `json:"publishState"`
	Editable         bool         `json:"editable"`
	Visible          bool         `json:"visible"`
	CommentStatus    string       `json:"commentStatus"`
	RatingStatus     string       `json:"ratingStatus"`
	CommentCount     int          `json:"commentCount"`  // visible comments (0 while HIDDEN, but for the type's administrators)
	RatingCount      int          `json:"ratingCount"`   // as on the list rows
	RatingAverage    *float64     `json:"ratingAverage"` // null without ratings or while HIDDEN
	SavedAsDraft     bool         `json:"savedAsDraft"`
	FieldID          *int64       `json:"fieldId"`
	CampaignID       *int64       `json:"campaignId"`
	CompetitionID    *int64       `json:"competitionId"`
	Version          int          `json:"version"`
	CreatedBy        int64        `json:"createdBy"`
	CreatedDate      time.Time    `json:"createdDate"`
	SubmittedDate    *time.Time   `json:"submittedDate"`
	UpdatedDate      time.Time    `json:"updatedDate"`
	People           []Person     `json:"people"`
	CallerRoles      []string     `json:"callerRoles" openapi:"enum=ContributionRole"`
	Actions          []ActionView `json:"actions"`
	Commands         []string     `json:"commands" openapi:"enum=LifeCycleCommand"`

	FieldTitle        *string                 `json:"fieldTitle"`
	Tags              []tag.Ref               `json:"tags"`
	ExtraInputs       []extrainput.WithAnswer `json:"extraInputs"`
	Files             []attachment.File       `json:"files"`
	BannerPath        *string                 `json:"bannerPath"`
	BannerPreviewPath *string                 `json:"bannerPreviewPath"`

	ratingSum int
	has       partsHeld // read with the row: the parts there are to read
	tagIDs    []int64   // read with the row, named by Tags.Refs
}

// partsHeld says which of a contribution's parts read apart from its row
// it has any of: a detail reads only those (on PostgreSQL each read is a
// round trip).
type partsHeld struct{ files, answers bool }

// HistoryEntry is one line of a contribution's timeline.
type HistoryEntry struct {
	ID            int64     `json:"id"`
	Category      string    `json:"category"`
	Action        string    `json:"action"`
	FromStateID   *int64    `json:"fromStateId"`
	FromStateName string    `json:"fromStateName"`
	ToStateID     *int64    `json:"toStateId"`
	ToStateName   string    `json:"toStateName"`
	Explanation   string    `json:"explanation"`
	UserID        *int64    `json:"userId"`
	UserName      string    `json:"userName"`
	CreatedDate   time.Time `json:"createdDate"`
}

// Task is one task on a contribution.
type Task struct {
	ID               int64      `json:"id"`
	ContributionID   int64      `json:"contributionId"`
	ContributionCode string     `json:"eiId"`
	ContributionType string     `json:"module" openapi:"enum=ContributionType"`
	Title            string     `json:"contributionTitle"`
	FieldID          *int64     `json:"fieldId"`
	StateID          int64      `json:"stateId"`
	StateName        string     `json:"stateName"`
	TaskName         string     `json:"taskName"`
	Role             string     `json:"role" openapi:"enum=ContributionRole"`
	CreatedDate      time.Time  `json:"createdDate"`
	Deadline         time.Time  `json:"deadline"`
	ClosedDate       *time.Time `json:"closedDate"`
	Status           string     `json:"status"`
	// UserID is set on an evaluator's own task (one per holder of a role
	// the state lets evaluate); null on a task of the role's holders.
	UserID *int64 `json:"userId"`
	// ActionItemID is set on an action item's task (closed through the item).
	ActionItemID *int64   `json:"actionItemId"`
	Assignees    []Person `json:"assignees"`

	lifeCycleID int64
}
