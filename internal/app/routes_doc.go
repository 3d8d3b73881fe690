package app

// Request and answer shapes that a handler declares inline (an anonymous
// struct or a local type), named here so that the OpenAPI document can
// describe them. Each mirrors the handler it names; the test kit checks
// every answer of the scenario tests against the document, so an answer
// shape that drifts fails the tests.

// userList is the body of contribution.HTTP.Assign.
type userList struct {
	UserList []int64 `json:"userList"`
}

// explanation is the JSON form of contribution.HTTP.Execute's body (plain
// text and a JSON string are accepted too).
type explanation struct {
	Explanation string `json:"explanation"`
}

// visibilityChange is the body of contribution.HTTP.ChangeVisibility.
type visibilityChange struct {
	ContributionID int64 `json:"contributionId"`
	Visible        *bool `json:"visible"`
}

// fieldUserAdd is the body of contribution.HTTP.AddFieldUser.
type fieldUserAdd struct {
	UserID   int64  `json:"userId"`
	UserRole string `json:"userRole"`
}

// fieldOption is an item of contribution.HTTP.FieldOptions' answer.
type fieldOption struct {
	Value int64  `json:"value"`
	Label string `json:"label"`
}
