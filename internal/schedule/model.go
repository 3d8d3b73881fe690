// Package schedule holds the implementation schedule of a contribution
// (spec 002 §3 "implementation schedule", §7 GET and POST
// api/v3/contribution-implementation-schedule; issue 17): its steps, each
// with a title, a responsible person, planned and actual start and end
// dates and a status; a step is late when it is still open after its
// planned end or ended after it. docs/api-collaboration.md describes it.
package schedule

import "time"

// Step statuses.
const (
	StatusPlanned    = "PLANNED"
	StatusInProgress = "IN_PROGRESS"
	StatusDone       = "DONE"
	StatusCanceled   = "CANCELED"
)

// Statuses lists the step statuses.
var Statuses = []string{StatusPlanned, StatusInProgress, StatusDone, StatusCanceled}

// MaxSteps is the most steps a schedule holds.
const MaxSteps = 100

// ScheduleStep is one step of a schedule. Dates are calendar days (YYYY-MM-DD).
type ScheduleStep struct {
	ID                int64   `json:"id"`
	Title             string  `json:"title"`
	ResponsibleUserID *int64  `json:"responsibleUserId"`
	ResponsibleName   string  `json:"responsibleName"`
	PlannedStart      string  `json:"plannedStart"`
	PlannedEnd        string  `json:"plannedEnd"`
	ActualStart       *string `json:"actualStart"`
	ActualEnd         *string `json:"actualEnd"`
	Status            string  `json:"status" openapi:"enum=ScheduleStatus"`
	// Late: open after its planned end, or ended after it.
	Late bool `json:"late"`
}

// ImplementationSchedule is the implementation schedule of a contribution.
type ImplementationSchedule struct {
	ContributionID int64          `json:"contributionId"`
	Steps          []ScheduleStep `json:"steps"`
	UpdatedByName  string         `json:"updatedByName"`
	UpdatedDate    *time.Time     `json:"updatedDate"`
	// Editable: the caller may save the schedule now.
	Editable bool `json:"editable"`
}

// ScheduleStepInput is one step as a save sends it.
type ScheduleStepInput struct {
	Title             string  `json:"title"`
	ResponsibleUserID *int64  `json:"responsibleUserId"`
	PlannedStart      string  `json:"plannedStart"`
	PlannedEnd        string  `json:"plannedEnd"`
	ActualStart       *string `json:"actualStart"`
	ActualEnd         *string `json:"actualEnd"`
	Status            string  `json:"status" openapi:"enum=ScheduleStatus"`
}

// ScheduleInput is the body that saves a schedule: its steps, in order, replace
// the ones it had.
type ScheduleInput struct {
	ContributionID int64               `json:"contributionId"`
	Steps          []ScheduleStepInput `json:"steps"`
}
