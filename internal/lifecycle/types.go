package lifecycle

import (
	"context"
	"slices"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
)

// Contribution types a life cycle may serve.
const (
	ContributionSuggestion  = "SUGGESTION"
	ContributionImprovement = "IMPROVEMENT"
	ContributionIdea        = "IDEA"
)

// ContributionTypes are the contribution types a life cycle may serve.
var ContributionTypes = []string{ContributionSuggestion, ContributionImprovement, ContributionIdea}

// TypeAdminRole is the authority that administers a contribution type: its
// holders are the MANAGER of the type's contributions and configure its
// fields and extra inputs. Any other type is ROLE_ADMIN's.
func TypeAdminRole(contributionType string) string {
	switch contributionType {
	case ContributionSuggestion:
		return auth.RoleSuggestionAdmin
	case ContributionImprovement:
		return auth.RoleImprovementAdmin
	case ContributionIdea:
		return auth.RoleCompetitionAdmin
	}
	return auth.RoleAdmin
}

// CheckContributionType refuses a type that is not one of ContributionTypes.
func CheckContributionType(contributionType string) error {
	if !slices.Contains(ContributionTypes, contributionType) {
		return apperr.BadRequest("contributionTypeInvalid", map[string]any{"type": contributionType})
	}
	return nil
}

// RequireTypeAdmin refuses an unknown type and a caller who does not
// administer it.
func RequireTypeAdmin(ctx context.Context, contributionType string) error {
	if err := CheckContributionType(contributionType); err != nil {
		return err
	}
	if !auth.FromContext(ctx).Has(TypeAdminRole(contributionType)) {
		return apperr.Forbidden()
	}
	return nil
}
