// Package auth holds who the caller is: roles, the signed-in principal,
// session tokens and password hashing.
package auth

// The 13 roles of the product (spec 000 §6).
const (
	RoleAdmin             = "ROLE_ADMIN"
	RoleAppAdmin          = "ROLE_APP_ADMIN"
	RoleUser              = "ROLE_USER"
	RoleInternal          = "ROLE_INTERNAL"
	RoleExternal          = "ROLE_EXTERNAL"
	RoleContentAuthor     = "ROLE_CONTENT_AUTHOR"
	RoleContentEditor     = "ROLE_CONTENT_EDITOR"
	RoleCampaignAuthor    = "ROLE_CAMPAIGN_AUTHOR"
	RoleCampaignEditor    = "ROLE_CAMPAIGN_EDITOR"
	RoleSuggestionAdmin   = "ROLE_SUGGESTION_ADMIN"
	RoleImprovementAdmin  = "ROLE_IMPROVEMENT_ADMIN"
	RoleCompetitionEditor = "ROLE_COMPETITION_EDITOR"
	RoleCompetitionAdmin  = "ROLE_COMPETITION_ADMIN"
)

// AllRoles lists every role in the spec's order.
var AllRoles = []string{
	RoleAdmin, RoleAppAdmin, RoleUser, RoleInternal, RoleExternal,
	RoleContentAuthor, RoleContentEditor, RoleCampaignAuthor, RoleCampaignEditor,
	RoleSuggestionAdmin, RoleImprovementAdmin, RoleCompetitionEditor, RoleCompetitionAdmin,
}

// IsRole reports whether name is one of the product's roles.
func IsRole(name string) bool {
	for _, r := range AllRoles {
		if r == name {
			return true
		}
	}
	return false
}
