package lifecycle

import "context"

// Definition describes a whole life cycle in code (the seeded defaults).
type Definition struct {
	Name                                           string
	ContributionType                               string
	IsDefault                                      bool
	OwnersChat, OwnersMentorChat, MentorExpertChat bool
	OwnersAdvisorsChat                             bool
	States                                         []StateDef
}

// StateDef is one state of a Definition; the first is the initial state.
type StateDef struct {
	Code      string
	Type      string
	HappyPath bool
	Names     map[string]string
	Actions   []ActionDef
	Tasks     []TaskDef
	Commands  map[string][]string // command → roles
	// CommandTasks are the tasks a command opens when it runs (command → tasks).
	CommandTasks map[string][]TaskDef
	Notify       []string // roles told on entering
}

// ActionDef is one action of a StateDef; Target is a state code.
type ActionDef struct {
	Name        string
	Target      string
	Roles       []string
	Explanation string
	Points      map[string]int // role → points
	// RequiredEvaluation: an eval type that must be complete first, or "".
	RequiredEvaluation string
}

// State codes of the default life cycles.
const (
	StateDraft            = "DRAFT"
	StateSubmitted        = "SUBMITTED"
	StatePreEvaluation    = "PRE_EVALUATION"
	StateExpertEvaluation = "EXPERT_EVALUATION"
	StateAccepted         = "ACCEPTED"
	StateImplementation   = "IMPLEMENTATION"
	StateCompleted        = "COMPLETED"
	StateRejected         = "REJECTED"
	StateCancelled        = "CANCELLED"
)

// DefaultDefinition is the workflow a company can use as it is (see
// docs/lifecycle.md): draft → submitted → pre-evaluation by a field mentor
// (with the mentor's pre-evaluation scorecard) → expert evaluation (with an
// optional board: assigning BOARD1 opens each member's scorecard task) →
// acceptance or rejection → implementation → completion, with cancellation
// by the owner while not yet evaluated.
func DefaultDefinition(contributionType, name string) Definition {
	owner, mentor, expert, impl, manager, board := RoleOwner, RoleMentor, RoleExpert, RoleImplementer, RoleManager, RoleBoard1
	evaluators := []string{mentor, manager}
	everyone := []string{owner, mentor, expert, impl, manager}
	staff := []string{mentor, expert, impl, manager}
	common := func(extra map[string][]string) map[string][]string {
		m := map[string][]string{CmdViewHistory: everyone, CmdViewOwners: everyone, CmdChatSessionStatus: {mentor, manager},
			CmdViewHistoryManagement: staff, CmdViewHistoryAudit: {manager, RoleAuditor}}
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	return Definition{
		Name: name, ContributionType: contributionType, IsDefault: true, OwnersChat: true, OwnersMentorChat: true, MentorExpertChat: true,
		OwnersAdvisorsChat: true,
		States: []StateDef{
			{Code: StateDraft, Type: TypeNew, HappyPath: true,
				Names:    map[string]string{"en": "Draft", "tr": "Taslak"},
				Commands: common(map[string][]string{CmdEdit: {owner}}),
				Actions: []ActionDef{
					{Name: "submit", Target: StateSubmitted, Roles: []string{owner}, Explanation: ExplanationNone, Points: map[string]int{owner: 10}},
					{Name: "cancel", Target: StateCancelled, Roles: []string{owner}, Explanation: ExplanationOptional},
				}},
			{Code: StateSubmitted, Type: TypeSubmitted, HappyPath: true,
				Names: map[string]string{"en": "Submitted", "tr": "Gönderildi"},
				Tasks: []TaskDef{{Name: "startPreEvaluation", Role: mentor, DeadlineDays: 3, SendEmail: true}},
				Commands: common(map[string][]string{CmdAssignMentor: {manager}, CmdAssignAdvisor: evaluators, CmdChangeField: evaluators,
					CmdChangeVisibility: evaluators}),
				Notify: []string{owner, mentor},
				Actions: []ActionDef{
					{Name: "start-pre-evaluation", Target: StatePreEvaluation, Roles: evaluators, Explanation: ExplanationOptional},
					{Name: "return-to-owner", Target: StateDraft, Roles: evaluators, Explanation: ExplanationRequired},
					{Name: "cancel", Target: StateCancelled, Roles: []string{owner}, Explanation: ExplanationOptional},
				}},
			{Code: StatePreEvaluation, Type: TypeEvaluation, HappyPath: true,
				Names: map[string]string{"en": "Pre-evaluation", "tr": "Ön değerlendirme"},
				Tasks: []TaskDef{{Name: "preEvaluate", Role: mentor, DeadlineDays: 7, SendEmail: true}},
				Commands: common(map[string][]string{CmdAssignExpert: evaluators, CmdAssignMentor: {manager}, CmdAssignAdvisor: evaluators, CmdChangeField: evaluators,
					CmdChangeVisibility: evaluators, CmdCommentStatus: evaluators, CmdRatingStatus: evaluators, CmdEditability: evaluators,
					CmdEvalPre: {mentor}, CmdEvalReportPre: evaluators}),
				Notify: []string{owner},
				Actions: []ActionDef{
					{Name: "send-to-expert", Target: StateExpertEvaluation, Roles: evaluators, Explanation: ExplanationOptional},
					{Name: "reject", Target: StateRejected, Roles: evaluators, Explanation: ExplanationRequired},
					{Name: "return-to-owner", Target: StateDraft, Roles: evaluators, Explanation: ExplanationRequired},
				}},
			{Code: StateExpertEvaluation, Type: TypeEvaluation, HappyPath: true,
				Names: map[string]string{"en": "Expert evaluation", "tr": "Uzman değerlendirmesi"},
				Tasks: []TaskDef{{Name: "expertEvaluate", Role: expert, DeadlineDays: 10, SendEmail: true}},
				Commands: common(map[string][]string{CmdAssignExpert: evaluators, CmdAssignAdvisor: evaluators, CmdCommentStatus: staff, CmdRatingStatus: staff,
					CmdChangeVisibility: evaluators, CmdAssignBoard1: evaluators, CmdEvalBoard1: {board},
					CmdEvalReportPre: {mentor, expert, manager}, CmdEvalReportBoard1: {mentor, expert, manager},
					CmdBenefitForecast: {owner, expert, manager}, CmdBenefitView: everyone}),
				CommandTasks: map[string][]TaskDef{CmdAssignBoard1: {{Name: "boardEvaluate", Role: board, DeadlineDays: 10, SendEmail: true}}},
				Notify:       []string{owner, expert},
				Actions: []ActionDef{
					{Name: "accept", Target: StateAccepted, Roles: []string{expert, manager}, Explanation: ExplanationOptional,
						Points: map[string]int{owner: 50, expert: 10}},
					{Name: "reject", Target: StateRejected, Roles: []string{expert, manager}, Explanation: ExplanationRequired},
				}},
			{Code: StateAccepted, Type: TypeAcceptance, HappyPath: true,
				Names: map[string]string{"en": "Accepted", "tr": "Kabul edildi"},
				Tasks: []TaskDef{{Name: "planImplementation", Role: mentor, DeadlineDays: 7}},
				Commands: common(map[string][]string{CmdAssignImplementer: evaluators, CmdAssignAdvisor: evaluators, CmdChangeVisibility: evaluators,
					CmdBenefitForecast: {owner, mentor, manager}, CmdBenefitView: everyone,
					CmdCreateActionItem: {mentor, manager}, CmdViewActionItem: everyone}),
				Notify: []string{owner},
				Actions: []ActionDef{
					{Name: "start-implementation", Target: StateImplementation, Roles: []string{mentor, impl, manager}, Explanation: ExplanationNone},
				}},
			{Code: StateImplementation, Type: TypeImplementation, HappyPath: true,
				Names: map[string]string{"en": "Implementation", "tr": "Uygulama"},
				Tasks: []TaskDef{{Name: "implement", Role: impl, DeadlineDays: 30, SendEmail: true}},
				Commands: common(map[string][]string{CmdAssignImplementer: evaluators, CmdAssignAdvisor: evaluators,
					CmdBenefitForecast: {owner, mentor, impl, manager}, CmdBenefitActual: {mentor, impl, manager}, CmdBenefitView: everyone,
					CmdCreateActionItem: {mentor, impl, manager}, CmdViewActionItem: everyone}),
				Notify: []string{owner, impl},
				Actions: []ActionDef{
					{Name: "complete", Target: StateCompleted, Roles: []string{impl, mentor, manager}, Explanation: ExplanationOptional,
						Points: map[string]int{owner: 100, impl: 20}},
				}},
			{Code: StateCompleted, Type: TypeCompletion, HappyPath: true,
				Names: map[string]string{"en": "Completed", "tr": "Tamamlandı"}, Notify: []string{owner},
				Commands: common(map[string][]string{CmdBenefitActual: {mentor, manager}, CmdBenefitView: everyone,
					CmdCreateActionItem: {mentor, manager}, CmdViewActionItem: everyone})},
			{Code: StateRejected, Type: TypeRejection,
				Names: map[string]string{"en": "Rejected", "tr": "Reddedildi"}, Commands: common(nil), Notify: []string{owner}},
			{Code: StateCancelled, Type: TypeCancellation,
				Names: map[string]string{"en": "Cancelled", "tr": "İptal edildi"}, Commands: common(nil)},
		},
	}
}

// State codes of the default IDEA life cycle (competitions).
const (
	StateIdeaNew          = "NEW"
	StateIdeaSubmitted    = "SUBMITTED"
	StateIdeaInEvaluation = "IN_EVALUATION"
	StateIdeaShortlisted  = "SHORTLISTED"
	StateIdeaRejected     = "REJECTED"
	StateIdeaWinner       = "WINNER"
)

// IdeaDefinition is the default life cycle of a competition's ideas (see
// docs/api-competitions.md): new → submitted → in evaluation → shortlisted
// or rejected → winner. Only the owner acts (submit); the competition's
// moderators move the ideas with the competition's state (EVAL1–3,
// COMPLETE). The two evaluation states let each jury score with its
// scorecard (EVALUATION_JURY1–3 for JURY1–3: the competition gives a jury's
// members the role for their stage only) and show the jury reports to the
// moderators.
func IdeaDefinition() Definition {
	owner, moderator := RoleOwner, RoleCompetitionModerator
	juries := []string{RoleJury1, RoleJury2, RoleJury3}
	everyone := append([]string{owner, moderator}, juries...)
	evaluation := func() map[string][]string {
		return map[string][]string{CmdViewHistory: {owner, moderator}, CmdViewOwners: everyone,
			CmdEvalJury1: {RoleJury1}, CmdEvalJury2: {RoleJury2}, CmdEvalJury3: {RoleJury3},
			CmdEvalReportJury1: {moderator}, CmdEvalReportJury2: {moderator}, CmdEvalReportJury3: {moderator}}
	}
	closed := func() map[string][]string {
		return map[string][]string{CmdViewHistory: {owner, moderator}, CmdViewOwners: everyone,
			CmdEvalReportJury1: {moderator}, CmdEvalReportJury2: {moderator}, CmdEvalReportJury3: {moderator}}
	}
	return Definition{
		Name: "Competition idea workflow", ContributionType: ContributionIdea, IsDefault: true, OwnersChat: true,
		States: []StateDef{
			{Code: StateIdeaNew, Type: TypeNew, HappyPath: true, Names: map[string]string{"en": "New", "tr": "Yeni"},
				Commands: map[string][]string{CmdEdit: {owner}, CmdViewHistory: {owner}, CmdViewOwners: {owner}},
				Actions:  []ActionDef{{Name: "submit", Target: StateIdeaSubmitted, Roles: []string{owner}, Explanation: ExplanationNone, Points: map[string]int{owner: 10}}}},
			{Code: StateIdeaSubmitted, Type: TypeSubmitted, HappyPath: true, Names: map[string]string{"en": "Submitted", "tr": "Gönderildi"},
				Commands: map[string][]string{CmdViewHistory: {owner, moderator}, CmdViewOwners: {owner, moderator}}, Notify: []string{owner}},
			{Code: StateIdeaInEvaluation, Type: TypeEvaluation, HappyPath: true, Names: map[string]string{"en": "In evaluation", "tr": "Değerlendirmede"},
				Commands: evaluation(), Notify: []string{owner}},
			{Code: StateIdeaShortlisted, Type: TypeEvaluation, HappyPath: true, Names: map[string]string{"en": "Shortlisted", "tr": "Kısa listede"},
				Commands: evaluation(), Notify: []string{owner}},
			{Code: StateIdeaWinner, Type: TypeAcceptance, HappyPath: true, Names: map[string]string{"en": "Winner", "tr": "Kazanan"},
				Commands: closed(), Notify: []string{owner}},
			{Code: StateIdeaRejected, Type: TypeRejection, Names: map[string]string{"en": "Rejected", "tr": "Reddedildi"},
				Commands: closed(), Notify: []string{owner}},
		},
	}
}

// SeedDefaults creates the default life cycles of SUGGESTION, IMPROVEMENT
// and IDEA when a type has none.
func SeedDefaults(ctx context.Context, s *Store) error {
	defs := []Definition{DefaultDefinition("SUGGESTION", "Suggestion workflow"), DefaultDefinition("IMPROVEMENT", "Improvement workflow"),
		IdeaDefinition()}
	for _, d := range defs {
		n, err := s.Count(ctx, d.ContributionType)
		if err != nil {
			return err
		}
		if n == 0 {
			if _, err := s.Create(ctx, d); err != nil {
				return err
			}
		}
	}
	return nil
}
