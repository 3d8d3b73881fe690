// Package rating holds the ratings of a contribution: STAR5 (1-5 stars) or
// LIKE, chosen per life cycle, one per person, with the summary the detail
// shows (spec 002 §3 "Contribution rating", §7; docs/api-collaboration.md).
package rating

// Ratings is a contribution's ratings as the caller sees them.
type Ratings struct {
	ContributionID int64    `json:"contributionId"`
	Type           string   `json:"type" openapi:"enum=RatingType"`
	Status         string   `json:"status" openapi:"enum=RatingStatus"`
	Count          int      `json:"count"`
	Average        *float64 `json:"average"` // null without ratings
	// Distribution counts the ratings per value: 1 to 5 for STAR5 (every
	// value listed, 0 included), 1 for LIKE.
	Distribution []Bucket `json:"distribution"`
	MyRating     *int     `json:"myRating"` // the caller's rating, null without one
	CanRate      bool     `json:"canRate"`  // the caller may rate, change or remove their rating now
}

// Bucket is how many ratings have one value.
type Bucket struct {
	Value int `json:"value"`
	Count int `json:"count"`
}

// Input is the body of POST and PUT api/v3/contribution-ratings.
type Input struct {
	ContributionID int64 `json:"contributionId"`
	Rating         int   `json:"rating"` // 1-5 for STAR5, 1 for LIKE
}

// UserCount is the number of ratings a user gave.
type UserCount struct {
	UserID int64 `json:"userId"`
	Count  int64 `json:"count"`
}
