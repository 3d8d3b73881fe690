// Package benefit holds the benefit analyses of a contribution (spec 002 §3
// "contribution benefit", §4 "benefit analysis forecast, actual and view";
// issue 17): forecast and actual analyses, each a list of items with a
// category, an amount in a currency, a period and an explanation, an
// optional attached file, and totals per category. Who may write or read
// them is decided by the contribution's state (its commands) and the
// caller's roles, which the contribution engine tells (Contributions).
// docs/api-collaboration.md describes the API.
package benefit

import (
	"time"
)

// Benefit types: what an analysis is (spec 002 §3 "benefit type").
const (
	TypeForecast = "FORECAST"
	TypeActual   = "ACTUAL"
)

// Types lists the benefit types.
var Types = []string{TypeForecast, TypeActual}

// Categories of a benefit item (translated by the web app).
var Categories = []string{"COST_SAVING", "REVENUE", "TIME_SAVED", "QUALITY", "SAFETY", "ENVIRONMENT", "OTHER"}

// Periods of an item's amount: once, every month, every year.
const (
	PeriodOneTime = "ONE_TIME"
	PeriodMonthly = "MONTHLY"
	PeriodYearly  = "YEARLY"
)

// Periods lists the periods.
var Periods = []string{PeriodOneTime, PeriodMonthly, PeriodYearly}

// Bounds.
const (
	MaxItems       = 50
	MaxAnalyses    = 100 // per contribution
	MaxExplanation = 2000
	MaxItemText    = 1000
	// MaxMinor is the largest amount in minor units: 999,999,999,999.99 (the
	// totals of every item of every analysis still fit an int64).
	MaxMinor  = 99_999_999_999_999
	filesRoot = "contribution-benefits/"
)

// Error keys.
const (
	ErrTypeInvalid = "benefitTypeInvalid" // a benefit type in the path that does not exist
	ErrLimit       = "benefitLimit"       // MaxAnalyses reached
)

// BenefitItem is one line of an analysis. Amount is decimal text with two
// decimals ("12500.50"): amounts are never floats.
type BenefitItem struct {
	ID          int64  `json:"id"`
	Category    string `json:"category" openapi:"enum=BenefitCategory"`
	Amount      string `json:"amount"`
	Currency    string `json:"currency"`
	Period      string `json:"period" openapi:"enum=BenefitPeriod"`
	Explanation string `json:"explanation"`

	minor int64
}

// BenefitTotal is the first-year benefit of one category in one currency: the
// one-time amounts, twelve times the monthly ones and the yearly ones.
// Category "" is the total of every category.
type BenefitTotal struct {
	Category string `json:"category"`
	Currency string `json:"currency"`
	Amount   string `json:"amount"`
}

// BenefitFile is the file attached to an analysis.
type BenefitFile struct {
	FileName    string `json:"fileName"`
	ContentType string `json:"contentType"`
	Size        int64  `json:"size"`
}

// Benefit is one analysis.
type Benefit struct {
	ID                   int64          `json:"id"`
	ContributionID       int64          `json:"contributionId"`
	BenefitType          string         `json:"benefitType" openapi:"enum=BenefitType"`
	IsActionItemAnalysis bool           `json:"isActionItemAnalysis"`
	Explanation          string         `json:"explanation"`
	Items                []BenefitItem  `json:"items"`
	Totals               []BenefitTotal `json:"totals"`
	File                 *BenefitFile   `json:"file"`
	CreatedBy            *int64         `json:"createdBy"`
	CreatedByName        string         `json:"createdByName"`
	CreatedDate          time.Time      `json:"createdDate"`
	UpdatedByName        string         `json:"updatedByName"`
	UpdatedDate          time.Time      `json:"updatedDate"`
	// Editable: the state lets the caller write analyses of this type.
	Editable bool `json:"editable"`

	fileKey string
}

// BenefitInput is the body that writes an analysis: without id a new one, with
// id a change of that one (its items replaced). RemoveFile drops its file.
type BenefitInput struct {
	ID                   int64         `json:"id"`
	ContributionID       int64         `json:"contributionId"`
	BenefitType          string        `json:"benefitType" openapi:"enum=BenefitType"`
	IsActionItemAnalysis bool          `json:"isActionItemAnalysis"`
	Explanation          string        `json:"explanation"`
	Items                []BenefitItem `json:"items"`
	RemoveFile           bool          `json:"removeFile"`
}

// BenefitOverview is the benefit tab of a contribution (viewBenefits): every
// analysis, newest first, the totals of each type over its analyses, and
// what the caller may write now.
type BenefitOverview struct {
	ContributionID int64          `json:"contributionId"`
	Analyses       []Benefit      `json:"analyses"`
	ForecastTotals []BenefitTotal `json:"forecastTotals"`
	ActualTotals   []BenefitTotal `json:"actualTotals"`
	CanForecast    bool           `json:"canForecast"`
	CanActual      bool           `json:"canActual"`
}
