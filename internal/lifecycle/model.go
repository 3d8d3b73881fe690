// Package lifecycle holds the workflow definitions contributions move
// through: life cycles, their ordered states, the actions between states,
// the tasks, commands, notifications and points each state or action
// brings. docs/lifecycle.md describes the engine and the default workflows.
package lifecycle

import (
	"slices"
	"strings"
)

// Contribution roles (spec 002 §4) a state action or command may be given to.
const (
	RoleOwner                = "OWNER"
	RoleAuditor              = "AUDITOR"
	RoleManager              = "MANAGER" // the type's administrators
	RoleResponsible          = "RESPONSIBLE"
	RoleMentor               = "MENTOR"
	RoleExpert               = "EXPERT"
	RoleAdvisor              = "ADVISOR"
	RoleImplementer          = "IMPLEMENTER"
	RoleBoard1               = "BOARD1"
	RoleBoard2               = "BOARD2"
	RoleBoard3               = "BOARD3"
	RoleJury1                = "JURY1"
	RoleJury2                = "JURY2"
	RoleJury3                = "JURY3"
	RoleCompetitionModerator = "COMPETITION_MODERATOR"
	RoleSystem               = "SYSTEM"
	RoleViewer               = "VIEWER"
)

// Roles lists every contribution role.
var Roles = []string{RoleOwner, RoleAuditor, RoleManager, RoleResponsible, RoleMentor, RoleExpert, RoleAdvisor,
	RoleImplementer, RoleBoard1, RoleBoard2, RoleBoard3, RoleJury1, RoleJury2, RoleJury3, RoleCompetitionModerator,
	RoleSystem, RoleViewer}

// State types (spec 002 §4).
const (
	TypeNew            = "NEW"
	TypeDraft          = "DRAFT"
	TypeSubmitted      = "SUBMITTED"
	TypeFlow           = "FLOW"
	TypeEvaluation     = "EVALUATION"
	TypeRejection      = "REJECTION"
	TypeCancellation   = "CANCELLATION"
	TypeAcceptance     = "ACCEPTANCE"
	TypeCompletion     = "COMPLETION"
	TypeImplementation = "IMPLEMENTATION"
	TypeStartup        = "STARTUP"
	TypeProject        = "PROJECT"
)

// StateTypes lists every state type.
var StateTypes = []string{TypeNew, TypeDraft, TypeSubmitted, TypeFlow, TypeEvaluation, TypeRejection, TypeCancellation,
	TypeAcceptance, TypeCompletion, TypeImplementation, TypeStartup, TypeProject}

// Rating types (spec 002 §4): a life cycle's contributions are rated with
// 1 to 5 stars or with a like.
const (
	RatingStar5 = "STAR5"
	RatingLike  = "LIKE"
)

// RatingTypes lists the rating types.
var RatingTypes = []string{RatingStar5, RatingLike}

// Explanation modes of an action.
const (
	ExplanationNone     = "NONE"
	ExplanationOptional = "OPTIONAL"
	ExplanationRequired = "REQUIRED"
)

// Commands a state may grant to roles (spec 002 §4 "Commands and state permissions").
const (
	CmdAssignMentor      = "ASSIGN_MENTOR"
	CmdAssignExpert      = "ASSIGN_EXPERT"
	CmdAssignImplementer = "ASSIGN_IMPLEMENTER"
	CmdAssignBoard1      = "ASSIGN_BOARD1"
	CmdAssignBoard2      = "ASSIGN_BOARD2"
	CmdAssignBoard3      = "ASSIGN_BOARD3"
	CmdAssignJury1       = "ASSIGN_JURY1"
	CmdAssignJury2       = "ASSIGN_JURY2"
	CmdAssignJury3       = "ASSIGN_JURY3"
	// CmdAssignAdvisor assigns the contribution's advisors (ADVISOR), the
	// members of the owners–advisors chat beside the owners. The spec lists
	// the role and that chat but names no command that gives the role; it is
	// one more assign command (docs/decisions.md, "Advisors").
	CmdAssignAdvisor    = "ASSIGN_ADVISOR"
	CmdChangeField      = "CHANGE_FIELD"
	CmdChangeVisibility = "CHANGE_VISIBILITY"
	CmdCommentStatus    = "CHANGE_COMMENT_STATUS"
	CmdRatingStatus     = "CHANGE_RATING_STATUS"
	CmdEditability      = "CHANGE_EDITABILITY"
	CmdViewHistory      = "VIEW_HISTORY"
	CmdViewOwners       = "VIEW_OWNERS"
	CmdEdit             = "EDIT"
	// Evaluation (scorecards) and the evaluation report, one command per
	// eval type (spec 002 §4 "evaluation and evaluation report for
	// pre-evaluation, boards and juries"; docs/evaluation.md).
	CmdEvalPre          = "EVALUATION_PRE"
	CmdEvalBoard1       = "EVALUATION_BOARD1"
	CmdEvalBoard2       = "EVALUATION_BOARD2"
	CmdEvalBoard3       = "EVALUATION_BOARD3"
	CmdEvalJury1        = "EVALUATION_JURY1"
	CmdEvalJury2        = "EVALUATION_JURY2"
	CmdEvalJury3        = "EVALUATION_JURY3"
	CmdEvalReportPre    = "EVALUATION_REPORT_PRE"
	CmdEvalReportBoard1 = "EVALUATION_REPORT_BOARD1"
	CmdEvalReportBoard2 = "EVALUATION_REPORT_BOARD2"
	CmdEvalReportBoard3 = "EVALUATION_REPORT_BOARD3"
	CmdEvalReportJury1  = "EVALUATION_REPORT_JURY1"
	CmdEvalReportJury2  = "EVALUATION_REPORT_JURY2"
	CmdEvalReportJury3  = "EVALUATION_REPORT_JURY3"
	// Benefit analyses, action items and the history's management and
	// audit forms (spec 002 §4; issue 17, docs/api-collaboration.md).
	CmdBenefitForecast       = "BENEFIT_ANALYSIS_FORECAST"
	CmdBenefitActual         = "BENEFIT_ANALYSIS_ACTUAL"
	CmdBenefitView           = "BENEFIT_ANALYSIS_VIEW"
	CmdCreateActionItem      = "CREATE_ACTION_ITEM"
	CmdViewActionItem        = "VIEW_ACTION_ITEM"
	CmdViewHistoryManagement = "VIEW_HISTORY_MANAGEMENT"
	CmdViewHistoryAudit      = "VIEW_HISTORY_AUDIT"
	// Chat (spec 002 §4; docs/api-collaboration.md "Chat"): open or close
	// the contribution's chat sessions, and join the mentor–expert or the
	// owners–advisors session beside the roles that are its members.
	CmdChatSessionStatus = "CHANGE_CHAT_SESSION_STATUS"
	CmdChatMentorExpert  = "CHAT_MENTOR_EXPERT"
	CmdChatOwnersAdvisor = "CHAT_OWNERS_ADVISOR"
)

// Commands lists every command a state may grant.
var Commands = []string{CmdAssignMentor, CmdAssignExpert, CmdAssignAdvisor, CmdAssignImplementer, CmdAssignBoard1, CmdAssignBoard2,
	CmdAssignBoard3, CmdAssignJury1, CmdAssignJury2, CmdAssignJury3, CmdChangeField, CmdChangeVisibility, CmdCommentStatus,
	CmdRatingStatus, CmdEditability, CmdViewHistory, CmdViewOwners, CmdEdit,
	CmdEvalPre, CmdEvalBoard1, CmdEvalBoard2, CmdEvalBoard3, CmdEvalJury1, CmdEvalJury2, CmdEvalJury3,
	CmdEvalReportPre, CmdEvalReportBoard1, CmdEvalReportBoard2, CmdEvalReportBoard3, CmdEvalReportJury1,
	CmdEvalReportJury2, CmdEvalReportJury3,
	CmdBenefitForecast, CmdBenefitActual, CmdBenefitView, CmdCreateActionItem, CmdViewActionItem,
	CmdViewHistoryManagement, CmdViewHistoryAudit, CmdChatSessionStatus, CmdChatMentorExpert, CmdChatOwnersAdvisor}

// ExplanationModes lists the explanation rules an action may have.
var ExplanationModes = []string{ExplanationNone, ExplanationOptional, ExplanationRequired}

// Post handlers an action runs after it moved a contribution: the engine
// runs them in rank order inside the action's transaction, acting for the
// workflow (docs/lifecycle.md).
const (
	HandlerAssignFieldMentors = "ASSIGN_FIELD_MENTORS"
	HandlerChangeVisibility   = "CHANGE_VISIBILITY"     // parameter: true | false
	HandlerCommentStatus      = "CHANGE_COMMENT_STATUS" // parameter: OPEN | CLOSED | HIDDEN
	HandlerRatingStatus       = "CHANGE_RATING_STATUS"  // parameter: OPEN | CLOSED | HIDDEN
	HandlerEditability        = "CHANGE_EDITABILITY"    // parameter: true | false
	HandlerNotifyRole         = "NOTIFY_ROLE"           // parameter: a contribution role
)

// PostHandlers lists every post handler, with the parameter values each
// accepts (nil: none; Roles for NOTIFY_ROLE).
var PostHandlers = map[string][]string{
	HandlerAssignFieldMentors: nil,
	HandlerChangeVisibility:   {"true", "false"},
	HandlerCommentStatus:      {"OPEN", "CLOSED", "HIDDEN"},
	HandlerRatingStatus:       {"OPEN", "CLOSED", "HIDDEN"},
	HandlerEditability:        {"true", "false"},
	HandlerNotifyRole:         Roles,
}

// CommentStatusOf is a comment status as it is stored: the spec's second
// reading (OPEN / CLOSED / HIDDEN) for either reading, VISIBLE being OPEN
// and VISIBLE_AND_CLOSED CLOSED (docs/api-collaboration.md); any other
// value is given back as it came, for the caller to refuse.
func CommentStatusOf(s string) string {
	switch v := strings.ToUpper(s); v {
	case "VISIBLE":
		return "OPEN"
	case "VISIBLE_AND_CLOSED":
		return "CLOSED"
	case "OPEN", "CLOSED", "HIDDEN":
		return v
	}
	return s
}

// PublishState is the publish state a contribution takes in a state of the
// type: DRAFT while NEW or DRAFT, COMPLETE on completion, TERMINATED on
// rejection or cancellation, ANNOUNCED otherwise.
func PublishState(stateType string) string {
	switch stateType {
	case TypeNew, TypeDraft:
		return "DRAFT"
	case TypeCompletion:
		return "COMPLETE"
	case TypeRejection, TypeCancellation:
		return "TERMINATED"
	}
	return "ANNOUNCED"
}

// LifeCycle is a workflow for one contribution type.
type LifeCycle struct {
	ID                          int64    `json:"id"`
	Name                        string   `json:"name"`
	ContributionType            string   `json:"contributionType" openapi:"enum=ContributionType"`
	IsDefault                   bool     `json:"isDefault"`
	IsActive                    bool     `json:"isActive"`
	IsOwnersChatEnabled         bool     `json:"isOwnersChatEnabled"`
	IsOwnersMentorChatEnabled   bool     `json:"isOwnersMentorChatEnabled"`
	IsOwnersAdvisorsChatEnabled bool     `json:"isOwnersAdvisorsChatEnabled"`
	IsMentorExpertChatEnabled   bool     `json:"isMentorExpertChatEnabled"`
	IsBannerEnabled             bool     `json:"isBannerEnabled"`
	RatingType                  string   `json:"ratingType" openapi:"enum=RatingType"` // how its contributions are rated: STAR5 or LIKE
	States                      []*State `json:"states,omitempty"`
}

// StateName is a state's name in one language.
type StateName struct {
	Language string `json:"language"`
	Name     string `json:"name"`
}

// State is one step of a life cycle.
type State struct {
	ID                  int64       `json:"id"`
	LifeCycleID         int64       `json:"lifeCycleId"`
	Code                string      `json:"code"`
	StateType           string      `json:"stateType" openapi:"enum=StateType"`
	Rank                int         `json:"rank"`
	IsHappyPath         bool        `json:"isHappyPath"`
	IsInitial           bool        `json:"isInitial"`
	StateDefinitionList []StateName `json:"stateDefinitionList"`
	Actions             []*Action   `json:"actions"`
	Tasks               []*TaskDef  `json:"tasks"`
	Commands            []*Command  `json:"commands"`
	Notifications       []*Notify   `json:"notifications"`
}

// Name is the state's name in lang, else English, else any, else 'Undefined'.
func (s *State) Name(lang string) string {
	for _, want := range []string{lang, "en"} {
		for _, n := range s.StateDefinitionList {
			if n.Language == want {
				return n.Name
			}
		}
	}
	if len(s.StateDefinitionList) > 0 {
		return s.StateDefinitionList[0].Name
	}
	return "Undefined"
}

// Action is a named transition out of a state.
type Action struct {
	ID            int64    `json:"id"`
	StateID       int64    `json:"stateId"`
	Name          string   `json:"name"`
	TargetStateID int64    `json:"targetStateId"`
	Roles         []string `json:"roles" openapi:"enum=ContributionRole"`
	Explanation   string   `json:"explanation" openapi:"enum=ExplanationMode"`
	Rank          int      `json:"rank"`
	// RequiredEvaluation is an eval type (EVAL_PRE, …) whose evaluation
	// must be complete before the action runs, or "" (docs/evaluation.md).
	RequiredEvaluation string      `json:"requiredEvaluation"`
	Points             []*PointDef `json:"points"`
	// PostHandlers run, in their order, after the action moved a contribution.
	PostHandlers []*PostHandler `json:"postHandlers"`
}

// Allows reports whether a caller holding roles may run the action.
func (a *Action) Allows(roles []string) bool {
	return slices.ContainsFunc(a.Roles, func(r string) bool { return slices.Contains(roles, r) })
}

// TaskDef is a task the state opens for a role when a contribution enters it.
type TaskDef struct {
	ID           int64  `json:"id"`
	StateID      int64  `json:"stateId"`
	Name         string `json:"name"`
	Role         string `json:"role" openapi:"enum=ContributionRole"`
	DeadlineDays int    `json:"deadlineDays"`
	SendEmail    bool   `json:"sendEmail"`
}

// Command grants a command to roles while a contribution is in the state.
type Command struct {
	ID      int64    `json:"id"`
	StateID int64    `json:"stateId"`
	Command string   `json:"command" openapi:"enum=LifeCycleCommand"`
	Roles   []string `json:"roles" openapi:"enum=ContributionRole"`
	// TaskDefinitions and PointDefinitions take effect each time a caller
	// runs the command (the commands that change something; see
	// contribution.commandRan).
	TaskDefinitions  []*CommandTaskDef  `json:"taskDefinitions"`
	PointDefinitions []*CommandPointDef `json:"pointDefinitions"`
}

// Notify tells the holders of a role when a contribution enters the state.
type Notify struct {
	ID        int64  `json:"id"`
	StateID   int64  `json:"stateId"`
	Role      string `json:"role" openapi:"enum=ContributionRole"`
	SendEmail bool   `json:"sendEmail"`
}

// PointDef gives points to the holders of a role when an action runs.
type PointDef struct {
	ID       int64  `json:"id"`
	ActionID int64  `json:"actionId"`
	Role     string `json:"role" openapi:"enum=ContributionRole"`
	Points   int    `json:"points"`
	Share    bool   `json:"share"`
}

// PostHandler is work an action does after it moved a contribution, in the
// same transaction.
type PostHandler struct {
	ID        int64  `json:"id"`
	ActionID  int64  `json:"actionId"`
	Handler   string `json:"handler"`
	Parameter string `json:"parameter"`
	Rank      int    `json:"rank"`
}

// CommandTaskDef is a task a command opens for a role when it runs; it
// closes with the state's other tasks.
type CommandTaskDef struct {
	ID           int64  `json:"id"`
	CommandID    int64  `json:"commandId"`
	Name         string `json:"name"`
	Role         string `json:"role" openapi:"enum=ContributionRole"`
	DeadlineDays int    `json:"deadlineDays"`
	SendEmail    bool   `json:"sendEmail"`
}

// CommandPointDef gives points to the holders of a role when a command runs.
type CommandPointDef struct {
	ID        int64  `json:"id"`
	CommandID int64  `json:"commandId"`
	Role      string `json:"role" openapi:"enum=ContributionRole"`
	Points    int    `json:"points"`
	Share     bool   `json:"share"`
}

// Find returns the state with id.
func (lc *LifeCycle) Find(id int64) *State {
	for _, s := range lc.States {
		if s.ID == id {
			return s
		}
	}
	return nil
}

// Initial is the state new contributions start in.
func (lc *LifeCycle) Initial() *State {
	for _, s := range lc.States {
		if s.IsInitial {
			return s
		}
	}
	if len(lc.States) > 0 {
		return lc.States[0]
	}
	return nil
}

// Action returns the state's action called name.
func (s *State) Action(name string) *Action {
	for _, a := range s.Actions {
		if a.Name == name {
			return a
		}
	}
	return nil
}

// Grants reports whether the state grants command to any of roles.
func (s *State) Grants(command string, roles []string) bool {
	for _, c := range s.Commands {
		if c.Command == command && slices.ContainsFunc(c.Roles, func(r string) bool { return slices.Contains(roles, r) }) {
			return true
		}
	}
	return false
}
