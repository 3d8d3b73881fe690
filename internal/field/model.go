// Package field holds the subject areas of a contribution type (spec 002
// §3 Contribution field) and the people attached to each (Contribution
// user): mentors, responsibles, experts, advisors and auditors. The type's
// administrators configure them; the contribution engine reads a field's
// title and mentors through contribution.Fields.
package field

import (
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/paging"
)

// Title is a field's title in one language.
type Title struct {
	Language string `json:"language"`
	Title    string `json:"title"`
}

// Field is a subject area of a contribution type.
type Field struct {
	ID               int64   `json:"id"`
	ContributionType string  `json:"contributionType" openapi:"enum=ContributionType"`
	IsActive         bool    `json:"isActive"`
	SortOrder        int     `json:"sortOrder"`
	DefinitionList   []Title `json:"definitionList"`
}

// Title is the field's title in lang, else English, else any.
func (f Field) Title(lang string) string {
	for _, want := range []string{lang, "en"} {
		for _, t := range f.DefinitionList {
			if t.Language == want {
				return t.Title
			}
		}
	}
	if len(f.DefinitionList) > 0 {
		return f.DefinitionList[0].Title
	}
	return "Undefined"
}

// User is a person attached to a field in a role.
type User struct {
	ID       int64  `json:"id"`
	FieldID  int64  `json:"fieldId"`
	UserID   int64  `json:"userId"`
	UserRole string `json:"userRole" openapi:"enum=ContributionRole"`
	IsActive bool   `json:"isActive"`
	Login    string `json:"login"`
	FullName string `json:"fullName"`
}

// UserInput is the body of PUT api/v3/contribution-users.
type UserInput struct {
	ID       int64  `json:"id"`
	FieldID  int64  `json:"fieldId"`
	UserID   int64  `json:"userId"`
	UserRole string `json:"userRole" openapi:"enum=ContributionRole"`
	IsActive *bool  `json:"isActive"` // true when left out
}

// Sortable are the field list's sort fields.
var Sortable = paging.Sortable{"id": "f.id", "sortOrder": "f.sort_order", "isActive": "f.is_active"}

// DefaultOrder is the order the administrators set.
var DefaultOrder = paging.Order{Column: "f.sort_order"}

// roles are the contribution roles a user may hold on a field.
var roles = []string{lifecycle.RoleMentor, lifecycle.RoleResponsible, lifecycle.RoleExpert, lifecycle.RoleAdvisor, lifecycle.RoleAuditor}

// publicRoles are the field roles every contributor may read
// (…/fieldId/{f}/mentor and …/responsibles).
var publicRoles = []string{lifecycle.RoleMentor, lifecycle.RoleResponsible}
