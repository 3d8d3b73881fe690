package app

import (
	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/audience"
	"github.com/inno-platform/inno/internal/benefit"
	"github.com/inno-platform/inno/internal/campaign"
	"github.com/inno-platform/inno/internal/chat"
	"github.com/inno-platform/inno/internal/competition"
	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/extrainput"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/openapi"
	"github.com/inno-platform/inno/internal/organization"
	"github.com/inno-platform/inno/internal/publishable"
	"github.com/inno-platform/inno/internal/schedule"
)

// enums are the enumerations of the API (the spec's fixed sets of values),
// by the component name the OpenAPI document gives them: a string field
// tagged openapi:"enum=Name" holds one of Name's values, and the web app's
// generated types (web/src/app/api/schema.d.ts) make it a union. The
// scenario tests check every answer against the document, so a value
// outside its enumeration fails them.
var enums = openapi.Enums{
	"AccessLevel":       audience.Levels,
	"ActionItemStatus":  contribution.ActionItemStatuses,
	"BenefitCategory":   benefit.Categories,
	"BenefitPeriod":     benefit.Periods,
	"BenefitType":       benefit.Types,
	"ScheduleStatus":    schedule.Statuses,
	"ApplicationStatus": appconfig.Statuses,
	"Availability":      appconfig.Audiences,
	"CampaignType":      campaign.Types,
	"ChatSessionStatus": chat.Statuses,
	"ChatSessionType":   chat.Types,
	"CompetitionState":  competition.States,
	"ContributionRole":  lifecycle.Roles,
	"ContributionType":  lifecycle.ContributionTypes,
	"EvalType":          lifecycle.EvalTypes,
	"ExplanationMode":   lifecycle.ExplanationModes,
	"InputType":         extrainput.Types,
	"JuryType":          competition.JuryTypes,
	"LifeCycleCommand":  lifecycle.Commands,
	"ModuleName":        appconfig.AllModules,
	"OrgKind":           {organization.KindOrganization, organization.KindUnit},
	// Content uses the first three; campaigns all of them (spec 001 §4).
	"RatingStatus": {contribution.StatusOpen, contribution.StatusClosed, contribution.StatusHidden},
	"RatingType":   lifecycle.RatingTypes,
	"PublishState": {publishable.StateDraft, publishable.StatePublished, campaign.StateTerminated,
		campaign.StateCompleted, campaign.StateArchived},
	"StateType": lifecycle.StateTypes,
}
