// Package competition holds competitions (spec 001): idea contests with
// their own IDEA life cycle, extra inputs, moderators, up to three juries
// (JURY1–3, scoring with the evaluation definitions of package evaluation),
// rewards and the staged competition state DRAFT → ANNOUNCED → EVAL1 →
// EVAL2 → EVAL3 → COMPLETE → ARCHIEVED. Ideas are contributions of type
// IDEA (package contribution). docs/api-competitions.md describes the API.
package competition

import (
	"regexp"
	"time"

	"github.com/inno-platform/inno/internal/audience"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/paging"
	"github.com/inno-platform/inno/internal/publishable"
)

// Competition states (spelled as the specification spells them).
const (
	StateDraft     = "DRAFT"
	StateAnnounced = "ANNOUNCED"
	StateEval1     = "EVAL1"
	StateEval2     = "EVAL2"
	StateEval3     = "EVAL3"
	StateComplete  = "COMPLETE"
	StateArchived  = "ARCHIEVED"
)

// States lists every competition state of spec 001 §4 (TERMINATED and
// APPROVAL are named by the specification; no transition leads to them).
var States = []string{StateDraft, StateAnnounced, StateEval1, StateEval2, StateEval3, "TERMINATED", "APPROVAL", StateComplete, StateArchived}

// Jury types and the eval type and contribution role of each.
const (
	Jury1 = "JURY1"
	Jury2 = "JURY2"
	Jury3 = "JURY3"
)

// JuryTypes are the juries in stage order.
var JuryTypes = []string{Jury1, Jury2, Jury3}

// stageOf is the competition state in which a jury scores.
var stageOf = map[string]string{Jury1: StateEval1, Jury2: StateEval2, Jury3: StateEval3}

// juryOf is the jury that scores in an evaluation state.
var juryOf = map[string]string{StateEval1: Jury1, StateEval2: Jury2, StateEval3: Jury3}

// Limits the specification leaves open (docs/api-competitions.md).
const (
	MaxModerators = 20  // moderators of one competition
	MaxJuryUsers  = 50  // members of one jury
	MaxRewards    = 20  // rewards of one competition
	MaxReward     = 512 // reward text
	MaxJuryTitle  = 255
	MaxTitle      = 120
	JuryTaskDays  = 14 // deadline of a juror's scorecard task
	JuryTaskName  = "juryEvaluate"
)

// Error keys (spec 001 §8 and the server's own).
const (
	ErrIdeaDate         = "competition.error.ideaDate"
	ErrCodeExists       = "competitionCodeExists"
	ErrNotDraft         = "competitionNotDraft"         // a change only a DRAFT competition takes
	ErrNotReady         = "competitionNotReady"         // Start without an end date, a target or a moderator
	ErrStateInvalid     = "competitionStateInvalid"     // a state change out of order
	ErrStateChanged     = "competitionStateChanged"     // another moderator advanced it first (409)
	ErrIdeaStateMissing = "competitionIdeaStateMissing" // an idea left out of a state change
	ErrIdeaStateInvalid = "competitionIdeaStateInvalid" // a state the idea may not move to
	ErrNotAvailable     = "competitionNotAvailable"     // submitting to a competition that does not take ideas
	ErrLifeCycle        = "competitionLifeCycleInvalid" // not an active IDEA life cycle
	ErrUserInvalid      = "competitionUserInvalid"      // an unknown or inactive moderator or juror
	ErrEvalInvalid      = "competitionEvalInvalid"      // a jury definition of another type or competition
	ErrEvalNotNull      = "competition.create.eval.message.evalNotNull"
	ErrJuryTitleNotNull = "competitionJuryEval.juryTitleNotNull"
	ErrJuryNotNull      = "jurySelector.message.juryNotNull"
	ErrJuryUnknown      = "jurySelector.message.unknown"
	ErrRewardNotNull    = "competitionReward.reward.message.notNullReward"
	ErrRewardRank       = "competitionRewardRankExists"
)

// untouchedTitle marks a draft idea nobody has written yet (not counted).
const untouchedTitle = contribution.UntouchedTitle

// Kind is a competition as a publishable item: COMPETITION_ADMIN creates and
// manages the ones they made, COMPETITION_EDITOR manages every one.
var Kind = publishable.Kind{Entity: "competition", Table: "competition", Audience: audience.KindCompetition,
	AuthorRole: auth.RoleCompetitionAdmin, EditorRole: auth.RoleCompetitionEditor, Path: "/competition/detail/%d/info"}

// Sortable are the list sort fields.
var Sortable = paging.Sortable{"dateCreated": "c.created_date", "title": "c.title", "code": "c.code", "id": "c.id",
	"dateSubmissionEnd": "c.date_submission_end", "dateUpdated": "c.updated_date", "competitionState": "c.competition_state"}

// The code pattern of spec 001 §5: letters (Turkish ones too), digits, dot, hyphen.
var codePattern = regexp.MustCompile(`^[\p{L}0-9.\-]{3,16}$`)

// Competition is an idea contest (spec 001 §3).
type Competition struct {
	publishable.Item
	Lifecycle                 int64                 `json:"lifecycle"` // the id of its IDEA life cycle
	LifecycleName             string                `json:"lifecycleName"`
	DateSubmissionEnd         *time.Time            `json:"dateSubmissionEnd"`
	CompetitionState          string                `json:"competitionState" openapi:"enum=CompetitionState"`
	CanSubmit                 bool                  `json:"canSubmit"`
	CallerIsModerator         bool                  `json:"callerIsModerator"`
	Roles                     []string              `json:"roles"` // the caller's: COMPETITION_MODERATOR, JURY1–3
	Rewards                   []Reward              `json:"rewards"`
	LifeCycleStateDefinitions []lifecycle.StateName `json:"lifeCycleStateDefinitions"` // names of an EVAL state
	StateIdeaCount            []StateCount          `json:"stateIdeaCount"`            // detail only
	OwnStateIdeaList          []StateCount          `json:"ownStateIdeaList"`          // detail only: the caller's ideas
	IdeaStates                []IdeaState           `json:"ideaStates"`                // detail only: the life cycle's states
	version                   int
}

// StateCount is the number of ideas in one life-cycle state.
type StateCount struct {
	StateID   int64  `json:"stateId"`
	IdeaCount int64  `json:"ideaCount"`
	StateType string `json:"stateType" openapi:"enum=StateType"`
	StateName string `json:"stateName"`
}

// Reward is a competition reward (spec 001 §3); points are given with it
// when isPoint.
type Reward struct {
	ID            int64  `json:"id"`
	Reward        string `json:"reward"`
	Rank          int    `json:"rank"`
	IsPoint       bool   `json:"isPoint"`
	Points        int    `json:"points"`
	CompetitionID int64  `json:"competitionId"`
	// Winner is the idea that got the reward when the competition completed
	// (answers only; null before COMPLETE or when no idea reached its rank).
	Winner *RewardWinner `json:"winner"`
}

// RewardWinner is the idea a reward was given to, with the owners who got it.
type RewardWinner struct {
	IdeaID int64         `json:"ideaId"`
	Code   string        `json:"code"`
	Title  string        `json:"title"`
	Owners []RewardOwner `json:"owners"`
}

// RewardOwner is an owner of a winning idea who got its reward.
type RewardOwner struct {
	ID       int64  `json:"id"`
	FullName string `json:"fullName"`
}

// RankedIdea is an idea in the running with its score, as the ranking reads it.
type RankedIdea struct {
	ID    int64
	Score float64
}

// Member is a moderator or juror as the wizard shows them.
type Member struct {
	ID        int64  `json:"id"`
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
	Login     string `json:"login"`
	Title     string `json:"title"` // full name
}

// Moderators is the body and answer of api/v3/competition-moderator/{id}.
type Moderators struct {
	UserList []int64  `json:"userList"`
	Users    []Member `json:"users"`
}

// Jury is one jury (spec 001 §3): its type, evaluation definition, title
// and members (users in answers, userPost in bodies).
type Jury struct {
	Type             string   `json:"type" openapi:"enum=JuryType"`
	EvalDefinitionID *int64   `json:"evalDefinitionId"`
	Title            string   `json:"title"`
	Users            []Member `json:"users"`
	UserPost         []int64  `json:"userPost"`
}

// IdeaState is a state of the competition's life cycle.
type IdeaState struct {
	ID                  int64                 `json:"id"`
	StateType           string                `json:"stateType" openapi:"enum=StateType"`
	Code                string                `json:"code"`
	StateDefinitionList []lifecycle.StateName `json:"stateDefinitionList"`
}

// PossibleIdeaState is a state an idea may move to with the competition's
// next state (spec 001 §3 "Possible idea state").
type PossibleIdeaState struct {
	ID                   int64                 `json:"id"`
	StateType            string                `json:"stateType" openapi:"enum=StateType"`
	Code                 string                `json:"code"`
	NextCompetitionState string                `json:"nextCompetitionState" openapi:"enum=CompetitionState"`
	StateDefinitionList  []lifecycle.StateName `json:"stateDefinitionList"`
}

// StateChange is the body of PUT api/v3/competitions/update-competition-state
// (spec 001 §3 "State change payload").
type StateChange struct {
	CompetitionID       int64               `json:"competitionId"`
	NewCompetitionState string              `json:"newCompetitionState"`
	NewIdeaStates       []IdeaStateChange   `json:"newIdeaStates"`
	ActionExplanations  []ActionExplanation `json:"actionExplanations"`
	SendEmailToJury     bool                `json:"sendEmailToJury"`
	ContributionList    []int64             `json:"contributionList"`
}

// IdeaStateChange moves one idea.
type IdeaStateChange struct {
	IdeaID              int64 `json:"ideaId"`
	NewLifeCycleStateID int64 `json:"newLifeCycleStateId"`
}

// ActionExplanation is the optional explanation given to the ideas moved to a state.
type ActionExplanation struct {
	StateID     int64  `json:"stateId"`
	Explanation string `json:"explanation"`
}

// StartRequest is the body of PUT api/v3/competitions/start.
type StartRequest struct {
	ID              int64 `json:"id"`
	SendEmailToUser bool  `json:"sendEmailToUser"`
}

// Idea is an idea in the moderators' list (spec 001 §3 "Idea in a manage list").
type Idea struct {
	ID                  int64      `json:"id"`
	Code                string     `json:"code"`
	Title               string     `json:"title"`
	BannerPreview       *string    `json:"bannerPreview"`
	StateID             int64      `json:"stateId"`
	StateLabel          string     `json:"stateLabel"`
	StateType           string     `json:"stateType" openapi:"enum=StateType"`
	EvalAvarage         float64    `json:"evalAvarage"` // -1: no score
	ParticipantCount    int        `json:"participantCount"`
	PossibleRewardID    *int64     `json:"possibleRewardId"`
	PossibleRewardLabel string     `json:"possibleRewardLabel"`
	RewardID            *int64     `json:"rewardId"`
	RewardLabel         string     `json:"rewardLabel"`
	Owners              []string   `json:"owners"`
	Tags                []string   `json:"tags"`
	DateSubmitted       *time.Time `json:"dateSubmitted"`
	DateUpdated         time.Time  `json:"dateUpdated"`
}

// IdeaSortable are the sort fields of get-ideas.
var IdeaSortable = paging.Sortable{"code": "c.code", "title": "c.title", "dateSubmitted": "c.submitted_date",
	"dateUpdated": "c.updated_date", "id": "c.id"}

// ReportRow is a row of the competition's evaluation report (spec 001 §3
// "Eval report row"): one idea's score by one jury.
type ReportRow struct {
	IdeaID         int64         `json:"ideaId"`
	Code           string        `json:"code"`
	Title          string        `json:"title"`
	Score          float64       `json:"score"` // -1: none
	JuryType       string        `json:"juryType" openapi:"enum=JuryType"`
	JuryTitle      string        `json:"juryTitle"`
	JuryUserReport []JurorReport `json:"juryUserReport"`
}

// JurorReport is one juror's score and comment on an idea (-1: none).
type JurorReport struct {
	UserID   int64   `json:"userId"`
	FullName string  `json:"fullName"`
	Score    float64 `json:"score"`
	Comment  string  `json:"comment"`
}

// reportCard is one juror's scorecard on an idea as the evaluation report
// reads it (Store.ReportCards): the jury is the index of its eval type among
// the types asked for; a draft has score -1 and no comment.
type reportCard struct {
	ideaID    int64
	jury      int64
	userID    int64
	submitted bool
	score     float64
	comment   string
}

// LifeCycleOption is an IDEA life cycle the wizard offers.
type LifeCycleOption struct {
	ID        int64  `json:"id"`
	Name      string `json:"name"`
	IsDefault bool   `json:"isDefault"`
}

// isEval reports whether a competition state is a jury stage.
func isEval(state string) bool { return juryOf[state] != "" }
