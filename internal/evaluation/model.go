// Package evaluation holds evaluation definitions (weighted questions of
// one eval type for a contribution type), the scorecards evaluators answer
// while a contribution is in a state whose commands grant them the
// evaluation, and the evaluation report (docs/evaluation.md).
package evaluation

import (
	"math"
	"time"
)

// Constants of spec 001 §9: every definition is answered with 1 to 5 stars
// and scored on 100.
const (
	EvalTypeStar5 = "STAR5"
	EvalOver      = 100
	MaxStars      = 5
	NoScore       = -1.0 // shown as a dash
	MaxQuestions  = 50
	MaxComment    = 1000
)

// ALL asks the report for every eval type the caller may read.
const ALL = "ALL"

// Error keys.
const (
	ErrInUse        = "evalDefinitionInUse"      // delete refused: scorecards answer it
	ErrAnswered     = "evalDefinitionAnswered"   // questions or weights of an answered definition
	ErrNoDefinition = "evalDefinitionMissing"    // no definition for the eval type yet
	ErrNotOpen      = "evaluationNotOpen"        // the state grants nobody this evaluation
	ErrIncomplete   = "scorecardIncomplete"      // submit with a question unanswered
	ErrTypeInvalid  = "evalTypeInvalid"          // an eval type that does not exist
	ErrTypeMismatch = "contributionTypeMismatch" // the path's type is not the contribution's
)

// EvalItem is one question of a definition with its weight.
type EvalItem struct {
	ID               int64  `json:"id"`
	EvalDefinitionID int64  `json:"evalDefinitionId"`
	Question         string `json:"question"`
	Weight           int    `json:"weight"`
}

// EvalDefinition is an evaluation definition (spec 001 §3).
type EvalDefinition struct {
	ID               int64      `json:"id"`
	Title            string     `json:"title"`
	Explanation      string     `json:"explanation"`
	ContributionType string     `json:"contributionType" openapi:"enum=ContributionType"`
	EvalFlowType     string     `json:"evalFlowType" openapi:"enum=EvalType"`
	CompetitionID    *int64     `json:"competitionId"`
	EvalType         string     `json:"evalType"`
	EvalOver         int        `json:"evalOver"`
	Items            []EvalItem `json:"evalItemDefinitionList"`
	InUse            bool       `json:"inUse"` // scorecards answer it: only its texts may change
	CreatedDate      time.Time  `json:"createdDate"`
	UpdatedDate      time.Time  `json:"updatedDate"`
}

// EvalOption is a definition offered for a choice (GET api/v3/evals/types/{type}).
type EvalOption struct {
	ID           int64  `json:"id"`
	Title        string `json:"title"`
	EvalFlowType string `json:"evalFlowType" openapi:"enum=EvalType"`
}

// EvalAnswer is the stars given to one question.
type EvalAnswer struct {
	EvalItemDefinitionID int64 `json:"evalItemDefinitionId"`
	Stars                int   `json:"stars"`
}

// ScorecardInput is the body of PUT api/v3/evals: the caller's answers of
// one eval type on one contribution; submit ends the draft.
type ScorecardInput struct {
	ContributionID int64        `json:"contributionId"`
	EvalFlowType   string       `json:"evalFlowType"`
	Comment        string       `json:"comment"`
	Submit         bool         `json:"submit"`
	Answers        []EvalAnswer `json:"answers"`
}

// Scorecard is one evaluator's answers.
type Scorecard struct {
	ContributionID int64          `json:"contributionId"`
	EvalFlowType   string         `json:"evalFlowType" openapi:"enum=EvalType"`
	EvalDefinition EvalDefinition `json:"evalDefinition"`
	UserID         int64          `json:"userId"`
	FullName       string         `json:"fullName"`
	Comment        string         `json:"comment"`
	Submitted      bool           `json:"submitted"`
	SubmittedDate  *time.Time     `json:"submittedDate"`
	Answers        []EvalAnswer   `json:"answers"`
	Score          float64        `json:"score"`    // -1 until submitted
	Editable       bool           `json:"editable"` // the caller may still change it (the state grants the evaluation)
}

// EvalReport is the evaluation report of a contribution: one row per eval type.
type EvalReport struct {
	ContributionID int64           `json:"contributionId"`
	Code           string          `json:"code"`
	Title          string          `json:"title"`
	Rows           []EvalReportRow `json:"rows"`
}

// EvalReportRow is the report of one eval type (spec 001 §3 "Eval report row";
// juryType is the eval type, juryTitle the definition's title).
type EvalReportRow struct {
	Code             string           `json:"code"`
	Title            string           `json:"title"`
	Score            float64          `json:"score"` // mean of the submitted scorecards; -1: none
	JuryType         string           `json:"juryType" openapi:"enum=EvalType"`
	JuryTitle        string           `json:"juryTitle"`
	EvalDefinitionID int64            `json:"evalDefinitionId"`
	EvalOver         int              `json:"evalOver"`
	Questions        []QuestionReport `json:"questions"`
	JuryUserReport   []UserReport     `json:"juryUserReport"`
	// ScoresHidden: the caller evaluates this type and has not submitted, so
	// every score, comment and average is -1 or empty (no anchoring).
	ScoresHidden bool `json:"scoresHidden"`
}

// QuestionReport is one question's weighted average over the submitted
// scorecards (weight × stars / 5 on evalOver; -1: none).
type QuestionReport struct {
	ID       int64   `json:"id"`
	Question string  `json:"question"`
	Weight   int     `json:"weight"`
	Average  float64 `json:"average"`
}

// UserReport is one evaluator's line: score and comment once submitted.
type UserReport struct {
	UserID    int64   `json:"userId"`
	FullName  string  `json:"fullName"`
	Score     float64 `json:"score"` // -1: not submitted
	Comment   string  `json:"comment"`
	Submitted bool    `json:"submitted"`
}

// round2 keeps two decimals, so the screen and the Excel file show the same numbers.
func round2(v float64) float64 { return math.Round(v*100) / 100 }

// itemScore is one question's part of a score: weight × stars / 5 on evalOver.
func itemScore(weight, stars, over int) float64 {
	return float64(weight*stars) / MaxStars * float64(over) / EvalOver
}

// score is a scorecard's score: Σ weight × stars / 5 on evalOver.
func score(d EvalDefinition, answers []EvalAnswer) float64 {
	stars := map[int64]int{}
	for _, a := range answers {
		stars[a.EvalItemDefinitionID] = a.Stars
	}
	var total float64
	for _, it := range d.Items {
		total += itemScore(it.Weight, stars[it.ID], d.EvalOver)
	}
	return round2(total)
}
