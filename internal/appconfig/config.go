// Package appconfig holds the application configuration (spec 000 §3
// "Application configuration"): languages, modules and their audience
// settings, registration and contact switches, points and leaderboard
// switches. It lives in the database so administrators can change it at run
// time and every node sees the change.
package appconfig

import (
	"slices"

	"github.com/inno-platform/inno/internal/auth"
)

// Modules of the product.
const (
	ModuleContent     = "CONTENT"
	ModuleCampaign    = "CAMPAIGN"
	ModuleCompetition = "COMPETITION"
	ModuleSuggestion  = "SUGGESTION"
	ModuleImprovement = "IMPROVEMENT"
)

// AllModules lists every module.
var AllModules = []string{ModuleContent, ModuleCampaign, ModuleCompetition, ModuleSuggestion, ModuleImprovement}

// Audience values of listingEnabled and submitEnabled.
const (
	AudienceNone     = "NONE"
	AudienceBoth     = "BOTH"
	AudienceInternal = "INTERNAL"
	AudienceExternal = "EXTERNAL"
)

// Audiences lists every audience value.
var Audiences = []string{AudienceNone, AudienceBoth, AudienceInternal, AudienceExternal}

// Application status values (spec 000 §4; spelling is the contract).
const (
	StatusOK                = "OK"
	StatusMaintenance       = "MAINTENANCE"
	StatusIncomplete        = "INCOMPLETE"
	StatusError             = "ERROR"
	StatusUpdateSuccessful  = "UPDATE_SUCCESSFULL"
	StatusUpdateSomeInvalid = "UPDATE_SOME_VALUES_ARE_INVALID"
)

// Statuses lists every application status.
var Statuses = []string{StatusOK, StatusMaintenance, StatusIncomplete, StatusError, StatusUpdateSuccessful, StatusUpdateSomeInvalid}

// ModuleSetting says who may list and who may submit a module's items.
type ModuleSetting struct {
	ListingEnabled string `json:"listingEnabled" openapi:"enum=Availability"`
	SubmitEnabled  string `json:"submitEnabled" openapi:"enum=Availability"`
}

// Settings is the part of the configuration administrators edit and the
// database keeps.
type Settings struct {
	Locales                      []string                 `json:"locales"`
	AvailableModules             []string                 `json:"availableModules" openapi:"enum=ModuleName"`
	ModuleSubmitListSettings     map[string]ModuleSetting `json:"moduleSubmitListSettings"`
	ExternalRegistrationAllowed  bool                     `json:"externalRegistrationAllowed"`
	ApplicationStatus            string                   `json:"applicationStatus" openapi:"enum=ApplicationStatus"`
	ContactFormEnabled           bool                     `json:"contactFormEnabled"`
	ShowLeadersTable             bool                     `json:"showLeadersTable"`
	ShowPointSummaryTable        bool                     `json:"showPointSummaryTable"`
	ShowBadgesTable              bool                     `json:"showBadgesTable"`
	ShowPointAndRewardMenu       bool                     `json:"showPointAndRewardMenu"`
	LeaderboardDisplayMonthCount int                      `json:"leaderboardDisplayMonthCount"`
}

// Defaults are the settings of a new installation (spec 000 §9).
func Defaults() Settings {
	return Settings{
		Locales:          []string{"en", "tr"},
		AvailableModules: slices.Clone(AllModules),
		ModuleSubmitListSettings: map[string]ModuleSetting{
			ModuleSuggestion:  {ListingEnabled: AudienceBoth, SubmitEnabled: AudienceBoth},
			ModuleImprovement: {ListingEnabled: AudienceBoth, SubmitEnabled: AudienceBoth},
			ModuleCompetition: {ListingEnabled: AudienceBoth, SubmitEnabled: AudienceBoth},
		},
		ExternalRegistrationAllowed:  false,
		ApplicationStatus:            StatusOK,
		ContactFormEnabled:           true,
		ShowLeadersTable:             true,
		ShowPointSummaryTable:        false,
		ShowBadgesTable:              true,
		ShowPointAndRewardMenu:       true,
		LeaderboardDisplayMonthCount: 0,
	}
}

// LanguageNames are the display names of the languages the product ships.
var LanguageNames = map[string]string{"en": "English", "tr": "Türkçe", "de": "Deutsch", "fr": "Français",
	"es": "Español", "it": "Italiano", "nl": "Nederlands", "pt": "Português", "ru": "Русский", "ar": "العربية",
	"az": "Azərbaycan dili", "ka": "ქართული", "pl": "Polski", "ro": "Română", "bg": "Български", "el": "Ελληνικά"}

// AppConfig is the public configuration document (GET api/public/config/app).
type AppConfig struct {
	CurrentLocale string            `json:"currentLocale"`
	Languages     map[string]string `json:"languages"`
	Settings
}

// Public builds the public document for a caller whose preferred locales are
// given (from Accept-Language); the first configured locale is the default.
func (s Settings) Public(preferred []string) AppConfig {
	langs := make(map[string]string, len(s.Locales))
	for _, l := range s.Locales {
		name, ok := LanguageNames[l]
		if !ok {
			name = l
		}
		langs[l] = name
	}
	current := ""
	for _, p := range preferred {
		if slices.Contains(s.Locales, p) {
			current = p
			break
		}
	}
	if current == "" && len(s.Locales) > 0 {
		current = s.Locales[0]
	}
	return AppConfig{CurrentLocale: current, Languages: langs, Settings: s}
}

// Action is what a module setting governs.
type Action int

const (
	Listing Action = iota
	Submit
)

// ModuleOf maps a contribution type to the module deciding its
// availability: IDEA belongs to COMPETITION.
func ModuleOf(contributionType string) string {
	if contributionType == "IDEA" {
		return ModuleCompetition
	}
	return contributionType
}

// Allows reports whether p may list or submit items of the module (or
// contribution type): the module must be available, and its setting BOTH, or
// INTERNAL for an internal user, or EXTERNAL for an external user (spec 000 §6).
func (s Settings) Allows(moduleOrType string, action Action, p *auth.Principal) bool {
	module := ModuleOf(moduleOrType)
	if !slices.Contains(s.AvailableModules, module) || p == nil {
		return false
	}
	ms, ok := s.ModuleSubmitListSettings[module]
	if !ok {
		return false
	}
	setting := ms.ListingEnabled
	if action == Submit {
		setting = ms.SubmitEnabled
	}
	switch setting {
	case AudienceBoth:
		return true
	case AudienceInternal:
		return p.Has(auth.RoleInternal)
	case AudienceExternal:
		return p.Has(auth.RoleExternal)
	}
	return false
}
