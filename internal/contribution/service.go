package contribution

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/mail"
	"github.com/inno-platform/inno/internal/memo"
	"github.com/inno-platform/inno/internal/tag"
)

// Accounts tells whether a user may be given a role on a contribution
// (package account).
type Accounts interface {
	// IsActive reports whether userID is an active account.
	IsActive(ctx context.Context, userID int64) (bool, error)
}

// Deps are what the engine is built from: the database, the life cycles,
// the settings, the mailer and the pieces a contribution is made of,
// reached through the engine's own interfaces.
type Deps struct {
	DB          *db.DB
	LifeCycles  *lifecycle.Store
	Settings    *appconfig.Service
	Mailer      *mail.Mailer
	Accounts    Accounts
	Tags        Tags
	Attachments Attachments
	Fields      Fields
	ExtraInputs ExtraInputs
	Log         *slog.Logger
	// NoAnswerCaches: no shared list page or contribution part is served
	// from memory (config.NoAnswerCaches).
	NoAnswerCaches bool
	// NoListIndex: every list is read by SQL (config.NoListIndex).
	NoListIndex bool
}

// Service holds the contribution rules and the life-cycle engine.
type Service struct {
	db             *db.DB
	store          *Store
	lifecycles     *lifecycle.Store
	settings       *appconfig.Service
	mailer         *mail.Mailer
	campaigns      CampaignChecker
	competitions   Competitions
	accounts       Accounts
	tags           Tags
	attachments    Attachments
	fields         Fields
	inputs         ExtraInputs
	evaluations    Evaluations
	totals         *memo.Cache[string, counterTotals] // list totals per type, from the per-state counters
	hiddenRole     *memo.Cache[hiddenKey, int64]      // hidden contributions a user has a role on
	partsMemo      *memo.Cache[partsKey, parts]       // a contribution's people, tags, files and answers by version
	sharedPages    *memo.Cache[string, listPage]      // "all" list pages the same for every caller without hidden roles
	points         *seekPoints                        // where deep list pages start (seek.go)
	indexes        *listIndexes                       // the lists' in-memory index (listindex.go)
	onListsChanged []func()                           // told when the lists go stale (OnListsChanged)
	log            *slog.Logger
	now            func() time.Time
}

// NewService wires the contribution service.
func NewService(d Deps) *Service {
	svc := &Service{db: d.DB, store: NewStore(d.DB), lifecycles: d.LifeCycles, settings: d.Settings, mailer: d.Mailer,
		accounts: d.Accounts, tags: d.Tags, attachments: d.Attachments, fields: d.Fields, inputs: d.ExtraInputs, log: d.Log, now: db.Now,
		totals:      memo.New[string, counterTotals](totalsMaxAge, 16),
		hiddenRole:  memo.New[hiddenKey, int64](hiddenRoleMaxAge, 10000),
		partsMemo:   memo.New[partsKey, parts](memo.AnswerAge(partsMaxAge, d.NoAnswerCaches), 4096),
		sharedPages: memo.New[string, listPage](memo.AnswerAge(totalsMaxAge, d.NoAnswerCaches), 1000), points: newSeekPoints(), indexes: newListIndexes(d.NoListIndex)}
	d.LifeCycles.OnChange(svc.forgetTotals) // deleting or retyping a state moves counters
	return svc
}

// Close stops the service's background work (list index builds) and waits
// for it, before the database closes.
func (s *Service) Close() { s.indexes.close() }

func codePrefix(contributionType string) string {
	switch contributionType {
	case TypeSuggestion:
		return "SUG"
	case TypeImprovement:
		return "IMP"
	case TypeIdea:
		return "IDE"
	}
	return "CON"
}

// Create starts a draft of the type for the caller, with the defaults of
// spec 002 §3, in the initial state of the type's default life cycle.
// Ideas are created with CreateIdea.
func (s *Service) Create(ctx context.Context, contributionType string) (int64, error) {
	p := auth.FromContext(ctx)
	if p == nil {
		return 0, apperr.Unauthorized()
	}
	if contributionType != TypeSuggestion && contributionType != TypeImprovement {
		return 0, apperr.BadRequest("contributionTypeInvalid", map[string]any{"type": contributionType})
	}
	if err := s.mayCreate(ctx, contributionType); err != nil {
		return 0, err
	}
	lc, err := s.lifecycles.DefaultFor(ctx, contributionType)
	if err != nil {
		return 0, err
	}
	return s.create(ctx, contributionType, lc, nil)
}

// mayCreate refuses a caller whom the module's submit setting keeps out.
func (s *Service) mayCreate(ctx context.Context, contributionType string) error {
	cfg, err := s.settings.Get(ctx)
	if err != nil {
		return err
	}
	if !cfg.Allows(contributionType, appconfig.Submit, auth.FromContext(ctx)) {
		return apperr.Forbidden()
	}
	return nil
}

// create inserts a draft in the initial state of life cycle lc, owned by
// the caller, for a competition when competitionID is set.
func (s *Service) create(ctx context.Context, contributionType string, lc *lifecycle.LifeCycle, competitionID *int64) (int64, error) {
	p := auth.FromContext(ctx)
	initial := lc.Initial()
	if initial == nil {
		return 0, apperr.BadRequest("lifeCycleHasNoStates", nil)
	}
	var id int64
	err := s.write(ctx, func(ctx context.Context) error {
		now := s.now()
		tmp := make([]byte, 8)
		_, _ = rand.Read(tmp)
		var err error
		id, err = s.store.Insert(ctx, draft{code: "tmp-" + hex.EncodeToString(tmp), contributionType: contributionType,
			lifeCycleID: lc.ID, stateID: initial.ID, title: UntouchedTitle, publishState: PublishDraft,
			commentStatus: CommentHidden, ratingStatus: RatingClosed, createdBy: p.UserID, competitionID: competitionID, now: now})
		if err != nil {
			return err
		}
		if err := s.store.SetCode(ctx, id, fmt.Sprintf("%s-%06d", codePrefix(contributionType), id)); err != nil {
			return err
		}
		if err := s.addPerson(ctx, id, p.UserID, lifecycle.RoleOwner); err != nil {
			return err
		}
		if err := s.bump(ctx, contributionType, initial.ID, true, 1); err != nil {
			return err
		}
		if err := s.history(ctx, id, HistoryCreated, "", nil, &initial.ID, "", p.UserID); err != nil {
			return err
		}
		return s.openTasks(ctx, id, initial, contributionType)
	})
	return id, err
}

func (s *Service) addPerson(ctx context.Context, contributionID, userID int64, role string) error {
	s.listsChanged(ctx)
	if err := s.touch(ctx, contributionID); err != nil {
		return err
	}
	return s.store.AddPerson(ctx, contributionID, userID, role, s.now())
}

func (s *Service) history(ctx context.Context, id int64, category, action string, from, to *int64, explanation string, userID int64) error {
	s.listsChanged(ctx) // every engine write records history: remembered list totals are stale
	return s.store.AddHistory(ctx, historyEntry{contributionID: id, category: category, action: action, from: from, to: to,
		explanation: explanation, userID: userID, now: s.now()})
}

// row is what the engine reads of a contribution.
type row struct {
	id, lifeCycleID, stateID, createdBy int64
	version                             int
	contributionType, title             string
	visible                             bool
}

func (s *Service) load(ctx context.Context, id int64) (row, error) {
	r, err := s.store.Load(ctx, id)
	if db.IsNoRows(err) {
		return r, apperr.NotFound("contribution")
	}
	return r, err
}

// Roles computes the caller's contribution roles: the assignments held on
// it, MANAGER for the type's administrators, VIEWER for everyone else.
func (s *Service) Roles(ctx context.Context, contributionID int64, contributionType string) ([]string, error) {
	p := auth.FromContext(ctx)
	if p == nil {
		return nil, nil
	}
	roles, err := s.store.RolesOf(ctx, contributionID, p.UserID)
	if err != nil {
		return nil, err
	}
	if p.Has(lifecycle.TypeAdminRole(contributionType)) {
		roles = append(roles, lifecycle.RoleManager)
	}
	roles = append(roles, lifecycle.RoleViewer)
	slices.Sort(roles)
	return slices.Compact(roles), nil
}

// Execute runs a named action of the contribution's current state for the
// caller (spec 002 §7 execute-action). In one transaction it checks the
// caller's roles, moves the state (refusing if someone else moved it first),
// records history, closes the old state's tasks, opens the new state's,
// queues notifications and writes the action's points.
func (s *Service) Execute(ctx context.Context, contributionID int64, actionName, explanation string) error {
	p := auth.FromContext(ctx)
	if p == nil {
		return apperr.Unauthorized()
	}
	explanation = strings.TrimSpace(explanation)
	return s.write(ctx, func(ctx context.Context) error {
		c, err := s.load(ctx, contributionID)
		if err != nil {
			return err
		}
		lc, err := s.lifecycles.Load(ctx, c.lifeCycleID)
		if err != nil {
			return err
		}
		from := lc.Find(c.stateID)
		if from == nil {
			return fmt.Errorf("contribution %d: state %d not in life cycle %d", c.id, c.stateID, lc.ID)
		}
		roles, err := s.Roles(ctx, c.id, c.contributionType)
		if err != nil {
			return err
		}
		if !s.canSee(ctx, c, from, roles) {
			return apperr.NotFound("contribution")
		}
		action := from.Action(actionName)
		if action == nil {
			return apperr.BadRequest("actionNotAvailable", map[string]any{"action": actionName, "state": from.Code})
		}
		if !action.Allows(roles) {
			return apperr.Forbidden()
		}
		check := apperr.NewCheck("executeAction")
		if action.Explanation == lifecycle.ExplanationRequired {
			check.Required("explanation", explanation)
		}
		if explanation != "" && (utf8.RuneCountInString(explanation) < 3 || utf8.RuneCountInString(explanation) > 1000) {
			check.Fail("explanation", "Size")
		}
		if err := check.Err(); err != nil {
			return err
		}
		if err := s.requireEvaluation(ctx, c.id, action, from); err != nil {
			return err
		}
		to := lc.Find(action.TargetStateID)
		leavingDraft := from.StateType == lifecycle.TypeDraft || from.StateType == lifecycle.TypeNew
		if leavingDraft && to.StateType != lifecycle.TypeCancellation {
			if err := s.checkComplete(ctx, c.id); err != nil {
				return err
			}
		} else if leavingDraft && c.title == UntouchedTitle {
			// An untouched draft never leaves the drafts: saved once it is a contribution, otherwise it is deleted.
			untouched := apperr.NewCheck("contribution")
			untouched.Fail("title", "required")
			return untouched.ErrAs("contributionIncomplete")
		}
		now := s.now()
		moved, err := s.store.Move(ctx, move{id: c.id, fromStateID: c.stateID, toStateID: to.ID, version: c.version,
			publishState: lifecycle.PublishState(to.StateType), submits: to.StateType != lifecycle.TypeDraft && to.StateType != lifecycle.TypeNew, now: now})
		if err != nil {
			return err
		}
		if !moved {
			return apperr.Conflict("contributionChanged", map[string]any{"id": c.id})
		}
		if err := s.bump(ctx, c.contributionType, from.ID, c.visible, -1); err != nil {
			return err
		}
		if err := s.bump(ctx, c.contributionType, to.ID, c.visible, 1); err != nil {
			return err
		}
		if err := s.history(ctx, c.id, HistoryState, action.Name, &from.ID, &to.ID, explanation, p.UserID); err != nil {
			return err
		}
		if to.StateType == lifecycle.TypeSubmitted {
			if err := s.assignFieldMentors(ctx, c.id); err != nil {
				return err
			}
		}
		if err := s.closeTasks(ctx, c.id, from.ID, roles, to.StateType == lifecycle.TypeCancellation); err != nil {
			return err
		}
		if err := s.openTasks(ctx, c.id, to, c.contributionType); err != nil {
			return err
		}
		if err := s.notify(ctx, c, to); err != nil {
			return err
		}
		if err := s.award(ctx, c, action); err != nil {
			return err
		}
		if err := s.runPostHandlers(ctx, c.id, action, to); err != nil {
			return err
		}
		// Checked last, so the mentors the move itself assigns count.
		return s.requireHolders(ctx, c.id, action, from, to)
	})
}

// requireHolders refuses a move into a state that opens a task for a role
// nobody holds on the contribution while the state left lets someone assign
// that role (lifecycle.HoldersNeeded): 400 roleHolderRequired, naming the
// role and its assign command, and the whole action is rolled back.
func (s *Service) requireHolders(ctx context.Context, id int64, action *lifecycle.Action, from, to *lifecycle.State) error {
	for _, role := range lifecycle.HoldersNeeded(from, to) {
		n, err := s.store.Holds(ctx, id, role)
		if err != nil {
			return err
		}
		if n == 0 {
			return apperr.BadRequest("roleHolderRequired", map[string]any{"role": role, "command": lifecycle.AssignCommand(role),
				"action": action.Name, "state": to.Code})
		}
	}
	return nil
}

// canSee applies the visibility rules: a draft is its owners' only; a
// hidden contribution only for those with a role on it; otherwise anyone
// the module's listing setting lets in.
func (s *Service) canSee(ctx context.Context, c row, st *lifecycle.State, roles []string) bool {
	hasRole := slices.ContainsFunc(roles, func(r string) bool { return r != lifecycle.RoleViewer })
	if st.StateType == lifecycle.TypeDraft || st.StateType == lifecycle.TypeNew {
		return slices.Contains(roles, lifecycle.RoleOwner)
	}
	if !c.visible {
		return hasRole
	}
	if hasRole {
		return true
	}
	cfg, err := s.settings.Get(ctx)
	if err != nil {
		return false
	}
	return cfg.Allows(c.contributionType, appconfig.Listing, auth.FromContext(ctx))
}

// Tags are the labels a contribution carries (package tag): the engine
// names the tags its detail reads by id, reads them for the form and sets
// them from it, in its own transaction and after touching the
// contribution's version.
type Tags interface {
	Refs(ctx context.Context, ids []int64) ([]tag.Ref, error)
	Of(ctx context.Context, contributionID int64) ([]tag.Ref, error)
	Set(ctx context.Context, contributionID int64, tagIDs []int64) error
}

// ListsChanged makes the remembered list totals stale once the transaction
// ctx carries commits; the tag service calls it when tags change.
func (s *Service) ListsChanged(ctx context.Context) { s.listsChanged(ctx) }

// CampaignChecker refuses a contribution of a type for a campaign the
// caller cannot submit to now (package campaign implements it).
type CampaignChecker interface {
	CheckSubmit(ctx context.Context, campaignID int64, contributionType string) error
}

// SetCampaigns plugs in the campaign rules; without them every campaign is refused.
func (s *Service) SetCampaigns(c CampaignChecker) { s.campaigns = c }

func (s *Service) checkCampaign(ctx context.Context, id int64, contributionType string) error {
	if s.campaigns == nil {
		return apperr.BadRequest("campaignNotAvailable", map[string]any{"campaignId": id})
	}
	return s.campaigns.CheckSubmit(ctx, id, contributionType)
}

// write runs fn in one transaction. Any write may change what a list
// shows, so once it commits this node forgets the lists and totals it
// remembers.
func (s *Service) write(ctx context.Context, fn func(ctx context.Context) error) error {
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		s.listsChanged(ctx)
		return fn(ctx)
	})
}

// touch moves a contribution's version on: every write to its people,
// tags, files or answers calls it in the same transaction, so the parts
// remembered for a version (detailParts) are right for that version.
func (s *Service) touch(ctx context.Context, id int64) error {
	return s.store.Touch(ctx, id)
}

// bump keeps the per-state counters that list totals are read from.
func (s *Service) bump(ctx context.Context, contributionType string, stateID int64, visible bool, delta int) error {
	s.listsChanged(ctx)
	return s.store.Bump(ctx, contributionType, stateID, visible, delta)
}

// checkComplete refuses to submit a contribution whose form is not filled in.
func (s *Service) checkComplete(ctx context.Context, id int64) error {
	c, err := s.load(ctx, id)
	if err != nil {
		return err
	}
	f, err := s.store.FormFields(ctx, id)
	if err != nil {
		return err
	}
	if f.campaignID != nil {
		if err := s.checkCampaign(ctx, *f.campaignID, c.contributionType); err != nil {
			return err
		}
	}
	if c.contributionType == TypeIdea {
		if f.competitionID == nil {
			return apperr.BadRequest("competitionNotAvailable", nil)
		}
		if err := s.checkCompetition(ctx, *f.competitionID); err != nil {
			return err
		}
	}
	check := apperr.NewCheck("contribution")
	if strings.TrimSpace(f.title) == "" {
		check.Fail("title", "required")
	}
	if strings.TrimSpace(f.summary) == "" {
		check.Fail("summary", "required")
	}
	if err := s.inputs.CheckRequired(ctx, c.contributionType, inputScope(c.contributionType, f.fieldID, f.competitionID), c.id, check); err != nil {
		return err
	}
	return check.ErrAs("contributionIncomplete")
}
