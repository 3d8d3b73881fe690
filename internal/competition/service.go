package competition

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/audience"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/banner"
	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/evaluation"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/mail"
	"github.com/inno-platform/inno/internal/memo"
	"github.com/inno-platform/inno/internal/paging"
	"github.com/inno-platform/inno/internal/publishable"
	"github.com/inno-platform/inno/internal/sanitize"
)

// Ideas is what the competitions ask of the contribution engine.
type Ideas interface {
	IdeasOf(ctx context.Context, competitionID, lifeCycleID int64) ([]contribution.IdeaRef, error)
	ChangeStage(ctx context.Context, in contribution.StageChange) error
	AwardOwners(ctx context.Context, ideaID int64, points int, reason string) error
}

// Evaluations is what the competitions ask of the evaluations: a
// definition a jury answers (the evaluation report reads the scorecards
// itself, Store.ReportCards, and the ideas' scores come from the counts and
// sums evaluation keeps, eval_score: Store.IdeasByID and Store.Ranked).
type Evaluations interface {
	Get(ctx context.Context, id int64) (evaluation.EvalDefinition, error)
}

// Deps are what the competition service is built from.
type Deps struct {
	DB          *db.DB
	Audience    *audience.Service
	Banners     *banner.Service
	Settings    *appconfig.Service
	Mailer      *mail.Mailer
	LifeCycles  *lifecycle.Store
	LifeAdmin   *lifecycle.Admin
	Ideas       Ideas
	Evaluations Evaluations
	Log         *slog.Logger
}

// Service holds the competition rules.
type Service struct {
	db          *db.DB
	store       *Store
	core        *publishable.Core
	settings    *appconfig.Service
	lifecycles  *lifecycle.Store
	lifeAdmin   *lifecycle.Admin
	ideas       Ideas
	evaluations Evaluations
	log         *slog.Logger
	now         func() time.Time
	rankings    *memo.Cache[string, []RankedIdea]  // the best ideas per competition (get-ideas' possible rewards)
	ideaOrders  *memo.Cache[string, []int64]       // a competition's submitted ideas in one sort (get-ideas)
	ideaIndexes *memo.Versioned[int64, *ideaIndex] // per competition, its ideas for get-ideas (nil: off)
}

// ideasMaxAge is how long a node serves a competition's ranking and the
// order of its ideas in each sort: this node's own writes (scorecards, state
// changes, rewards, ideas, life cycles) make them stale at once
// (ScoresChanged), another node's are seen after this. A ranking or an order
// past this age is still served while one background read renews it (they
// read every idea or scorecard of the competition: ~0.2 s and ~10 ms at
// 5,000 ideas), so no request waits for them but the first.
const ideasMaxAge = 2 * time.Second

// ScoresChanged forgets the rankings and idea orders kept (a scorecard,
// definition, reward, idea or life cycle was written on this node).
func (s *Service) ScoresChanged() {
	s.rankings.Changed()
	s.ideaOrders.Changed()
}

// NewService wires the competition service and registers it as a banner owner.
func NewService(d Deps) *Service {
	svc := &Service{db: d.DB, store: NewStore(d.DB), core: publishable.NewCore(Kind, d.DB, d.Audience, d.Banners, d.Mailer),
		settings: d.Settings, lifecycles: d.LifeCycles, lifeAdmin: d.LifeAdmin, ideas: d.Ideas, evaluations: d.Evaluations, log: d.Log, now: db.Now,
		rankings: memo.New[string, []RankedIdea](ideasMaxAge, 1000), ideaOrders: memo.New[string, []int64](ideasMaxAge, 1000)}
	if ideaIndexMode != ideaIndexOff {
		svc.ideaIndexes = memo.NewVersioned[int64, *ideaIndex]("competition.ideaIndex", ideaIndexGap, ideaIndexesKept, svc.log)
		if ideaIndexMode == ideaIndexInRequest {
			svc.ideaIndexes.BuildInRequest()
		}
	}
	d.LifeCycles.OnChange(svc.ScoresChanged) // state names and types
	d.Banners.Register(Kind.Entity, svc)
	return svc
}

// Close stops the background builds of the ideas' copies (they read the
// database, which must outlive them).
func (s *Service) Close() {
	if s.ideaIndexes != nil {
		s.ideaIndexes.Close()
	}
}

// managers are the authorities that run the wizard: every competition.
var managers = []string{auth.RoleAdmin, auth.RoleCompetitionAdmin, auth.RoleCompetitionEditor}

func mayManage(ctx context.Context) error {
	if !auth.FromContext(ctx).HasAny(managers...) {
		return apperr.Forbidden()
	}
	return nil
}

// open reports whether the competition takes ideas now.
func (c Competition) open(now time.Time) bool {
	return c.CompetitionState == StateAnnounced && c.DateSubmissionEnd != nil && now.Before(*c.DateSubmissionEnd)
}

// module refuses a caller whom the COMPETITION module's listing setting keeps out (404, as if it were off).
func (s *Service) module(ctx context.Context) (appconfig.Settings, error) {
	cfg, err := s.settings.Get(ctx)
	if err != nil {
		return cfg, err
	}
	if !cfg.Allows(appconfig.ModuleCompetition, appconfig.Listing, auth.FromContext(ctx)) && mayManage(ctx) != nil {
		return cfg, apperr.NotFound("competition")
	}
	return cfg, nil
}

// fill adds targets, rewards, canSubmit and the caller's roles.
func (s *Service) fill(ctx context.Context, items []Competition) error {
	cfg, err := s.settings.Get(ctx)
	if err != nil {
		return err
	}
	v, err := s.core.Viewer(ctx)
	if err != nil {
		return err
	}
	p := auth.FromContext(ctx)
	now := s.now()
	ids := make([]int64, len(items))
	for i, c := range items {
		ids[i] = c.ID
	}
	targets, err := s.core.TargetsOf(ctx, ids)
	if err != nil {
		return err
	}
	rewards, err := s.store.Rewards(ctx, ids)
	if err != nil {
		return err
	}
	var done []int64
	for _, c := range items {
		if c.CompetitionState == StateComplete || c.CompetitionState == StateArchived {
			done = append(done, c.ID)
		}
	}
	winners, err := s.store.Winners(ctx, done)
	if err != nil {
		return err
	}
	for i := range items {
		c := &items[i]
		c.Targets = targets[c.ID]
		c.Rewards = rewards[c.ID]
		if c.Rewards == nil {
			c.Rewards = []Reward{}
		}
		for j := range c.Rewards {
			c.Rewards[j].Winner = winners[c.Rewards[j].ID]
		}
		c.Roles, c.LifeCycleStateDefinitions = []string{}, []lifecycle.StateName{}
		c.StateIdeaCount, c.OwnStateIdeaList, c.IdeaStates = []StateCount{}, []StateCount{}, []IdeaState{}
		c.CanSubmit = p != nil && c.open(now) && v.Sees(c.AccessLevel, c.Targets.All()) && cfg.Allows(lifecycle.ContributionIdea, appconfig.Submit, p)
		if p == nil {
			continue
		}
		moderator, err := s.store.IsModerator(ctx, c.ID, p.UserID)
		if err != nil {
			return err
		}
		if moderator {
			c.CallerIsModerator = true
			c.Roles = append(c.Roles, lifecycle.RoleCompetitionModerator)
		}
		juries, err := s.store.JuriesOf(ctx, c.ID, p.UserID)
		if err != nil {
			return err
		}
		c.Roles = append(c.Roles, juries...)
	}
	return nil
}

// ListFilter narrows the public list.
type ListFilter struct {
	Open, Closed bool
}

// List returns the competitions the caller may see: announced or later
// (never a draft or an archived one), in their audience; open ones take
// ideas now, closed ones no longer do.
func (s *Service) List(ctx context.Context, f ListFilter, p paging.Page, lang string) ([]Competition, int64, error) {
	if _, err := s.module(ctx); err != nil {
		return nil, 0, err
	}
	v, err := s.core.Viewer(ctx)
	if err != nil {
		return nil, 0, err
	}
	now := s.now()
	w := s.core.AudienceFilter(v)
	switch {
	case f.Open:
		w.And("c.competition_state = ? AND c.date_submission_end > ?", StateAnnounced, now)
	case f.Closed:
		w.And("(c.competition_state IN (?, ?, ?, ?) OR c.competition_state = ? AND c.date_submission_end <= ?)",
			StateEval1, StateEval2, StateEval3, StateComplete, StateAnnounced, now)
	default:
		w.And("c.competition_state IN (?, ?, ?, ?, ?)", StateAnnounced, StateEval1, StateEval2, StateEval3, StateComplete)
	}
	out, total, err := s.store.Page(ctx, w, p)
	if err != nil {
		return nil, 0, err
	}
	if err := s.fill(ctx, out); err != nil {
		return nil, 0, err
	}
	return out, total, s.stateNames(ctx, out, lang)
}

// stateNames names each competition's evaluation stage by the evaluation
// state of its life cycle (lifeCycleStateDefinitions), in every language;
// lang first.
func (s *Service) stateNames(ctx context.Context, items []Competition, lang string) error {
	for i := range items {
		c := &items[i]
		if !isEval(c.CompetitionState) {
			continue
		}
		lc, err := s.lifecycles.Load(ctx, c.Lifecycle)
		if err != nil {
			return err
		}
		for _, st := range lc.States {
			if st.StateType == lifecycle.TypeEvaluation {
				c.LifeCycleStateDefinitions = namesOf(st, lang)
				break
			}
		}
	}
	return nil
}

func namesOf(st *lifecycle.State, lang string) []lifecycle.StateName {
	out := []lifecycle.StateName{}
	for _, n := range st.StateDefinitionList {
		out = append(out, lifecycle.StateName{Language: n.Language, Name: n.Name})
	}
	slices.SortStableFunc(out, func(a, b lifecycle.StateName) int {
		switch {
		case a.Language == lang && b.Language != lang:
			return -1
		case b.Language == lang && a.Language != lang:
			return 1
		}
		return strings.Compare(a.Language, b.Language)
	})
	return out
}

func (s *Service) one(ctx context.Context, id int64) (Competition, error) {
	c, err := s.store.Get(ctx, id)
	if err != nil {
		return Competition{}, s.core.Found(err)
	}
	out := []Competition{c}
	err = s.fill(ctx, out)
	return out[0], err
}

// readable gives a competition to its managers, its moderators and jurors,
// and to its audience once it is announced (404 otherwise).
func (s *Service) readable(ctx context.Context, c Competition) error {
	if mayManage(ctx) == nil || len(c.Roles) > 0 {
		return nil
	}
	if c.CompetitionState == StateDraft || c.CompetitionState == StateArchived {
		return apperr.NotFound(Kind.Entity)
	}
	return s.core.Readable(ctx, c.Item, publishable.StatePublished)
}

// Get returns a competition the caller may see, with its idea counts (detail).
func (s *Service) Get(ctx context.Context, id int64, lang string) (Competition, error) {
	if _, err := s.module(ctx); err != nil {
		return Competition{}, err
	}
	c, err := s.one(ctx, id)
	if err != nil {
		return c, err
	}
	if err := s.readable(ctx, c); err != nil {
		return Competition{}, err
	}
	items := []Competition{c}
	if err := s.stateNames(ctx, items, lang); err != nil {
		return Competition{}, err
	}
	c = items[0]
	return c, s.counts(ctx, &c, lang)
}

// counts adds the ideas per state, the caller's own and the life cycle's states.
func (s *Service) counts(ctx context.Context, c *Competition, lang string) error {
	lc, err := s.lifecycles.Load(ctx, c.Lifecycle)
	if err != nil {
		return err
	}
	all, err := s.store.StateCounts(ctx, c.ID, 0)
	if err != nil {
		return err
	}
	var own map[int64]int64
	if p := auth.FromContext(ctx); p != nil {
		if own, err = s.store.StateCounts(ctx, c.ID, p.UserID); err != nil {
			return err
		}
	}
	for _, st := range lc.States {
		name := st.Name(lang)
		if n := all[st.ID]; n > 0 {
			c.StateIdeaCount = append(c.StateIdeaCount, StateCount{StateID: st.ID, IdeaCount: n, StateType: st.StateType, StateName: name})
		}
		if n := own[st.ID]; n > 0 {
			c.OwnStateIdeaList = append(c.OwnStateIdeaList, StateCount{StateID: st.ID, IdeaCount: n, StateType: st.StateType, StateName: name})
		}
		c.IdeaStates = append(c.IdeaStates, IdeaState{ID: st.ID, StateType: st.StateType, Code: st.Code, StateDefinitionList: namesOf(st, lang)})
	}
	return nil
}

// Manage lists every competition for the wizard's users.
func (s *Service) Manage(ctx context.Context, title, state string, p paging.Page) ([]Competition, int64, error) {
	if err := mayManage(ctx); err != nil {
		return nil, 0, err
	}
	var w db.Where
	if title = strings.TrimSpace(title); title != "" {
		w.And(db.FoldedLike("c.title"), db.FoldedContains(title))
	}
	w.AndIf(state != "", "c.competition_state = ?", strings.ToUpper(state))
	out, total, err := s.store.Page(ctx, w, p)
	if err != nil {
		return nil, 0, err
	}
	return out, total, s.fill(ctx, out)
}

// Form returns a competition for its wizard.
func (s *Service) Form(ctx context.Context, id int64) (Competition, error) {
	if err := mayManage(ctx); err != nil {
		return Competition{}, err
	}
	return s.one(ctx, id)
}

// CanManage tells the banner and extra-input services whether the caller
// may change competition id (not once it is archived).
func (s *Service) CanManage(ctx context.Context, id int64) error {
	if err := mayManage(ctx); err != nil {
		return err
	}
	c, err := s.store.Get(ctx, id)
	if err != nil {
		return s.core.Found(err)
	}
	if c.CompetitionState == StateArchived {
		return apperr.BadRequest("competitionArchived", nil)
	}
	return nil
}

// MayRead refuses a caller who may not see competition id (404).
func (s *Service) MayRead(ctx context.Context, id int64) error {
	c, err := s.one(ctx, id)
	if err != nil {
		return err
	}
	return s.readable(ctx, c)
}

// Table is the banner owner's table.
func (s *Service) Table() string { return Kind.Table }

// check holds step 1 (and the rest of the entity) to spec 001 §5.
func check(in *Competition) error {
	in.Code = strings.TrimSpace(in.Code)
	if in.AccessLevel == "" {
		in.AccessLevel = audience.Registered
	}
	c := apperr.NewCheck("competition")
	if c.Required("code", in.Code) && !codePattern.MatchString(in.Code) {
		c.Fail("code", "patternCampaign")
	}
	in.Title, in.Summary = strings.TrimSpace(in.Title), strings.TrimSpace(in.Summary)
	if c.Required("title", in.Title) {
		c.Size("title", in.Title, 3, MaxTitle)
	}
	if c.Required("summary", in.Summary) {
		c.Size("summary", in.Summary, 10, 500)
	}
	if in.Lifecycle == 0 {
		c.Fail("lifecycle", "NotNull")
	}
	publishable.CheckAccessLevel(c, in.AccessLevel)
	return c.Err()
}

func (s *Service) checkLifeCycle(ctx context.Context, id int64) error {
	ok, err := s.store.IdeaLifeCycle(ctx, id)
	if err != nil {
		return err
	}
	if !ok {
		return apperr.BadRequest(ErrLifeCycle, map[string]any{"lifecycle": id})
	}
	return nil
}

func (s *Service) uniqueCode(ctx context.Context, code string, id int64) error {
	taken, err := s.store.CodeTaken(ctx, code, id)
	if err != nil {
		return err
	}
	if taken {
		return apperr.BadRequest(ErrCodeExists, map[string]any{"code": code})
	}
	return nil
}

// Create starts a DRAFT competition (wizard step 1).
func (s *Service) Create(ctx context.Context, in Competition) (Competition, error) {
	if err := s.core.New(in.Item); err != nil {
		return Competition{}, err
	}
	if err := mayManage(ctx); err != nil {
		return Competition{}, err
	}
	if err := check(&in); err != nil {
		return Competition{}, err
	}
	now := s.now()
	if in.DateSubmissionEnd != nil && in.DateSubmissionEnd.Before(now) {
		return Competition{}, apperr.BadRequest(ErrIdeaDate, nil)
	}
	var id int64
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		if err := s.checkLifeCycle(ctx, in.Lifecycle); err != nil {
			return err
		}
		if err := s.uniqueCode(ctx, in.Code, 0); err != nil {
			return err
		}
		in.Body = sanitize.HTML(in.Body)
		var err error
		if id, err = s.store.Insert(ctx, in, auth.FromContext(ctx).UserID, now); err != nil {
			return err
		}
		return s.core.SaveTargets(ctx, id, in.Targets)
	})
	if err != nil {
		return Competition{}, err
	}
	return s.one(ctx, id)
}

// Update saves the wizard's fields (steps 1, 2 and 4): the life cycle only
// while no idea exists; the end date never before the creation date.
func (s *Service) Update(ctx context.Context, in Competition) (Competition, error) {
	if err := s.core.Existing(in.Item); err != nil {
		return Competition{}, err
	}
	if err := mayManage(ctx); err != nil {
		return Competition{}, err
	}
	if err := check(&in); err != nil {
		return Competition{}, err
	}
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		if err := s.store.Lock(ctx, in.ID); err != nil {
			return err
		}
		cur, err := s.one(ctx, in.ID)
		if err != nil {
			return err
		}
		if cur.CompetitionState == StateArchived {
			return apperr.BadRequest("competitionArchived", nil)
		}
		if in.DateSubmissionEnd != nil && in.DateSubmissionEnd.Before(cur.DateCreated) {
			return apperr.BadRequest(ErrIdeaDate, nil)
		}
		if cur.CompetitionState != StateDraft && in.DateSubmissionEnd == nil {
			return apperr.BadRequest(ErrIdeaDate, nil)
		}
		if in.Lifecycle != cur.Lifecycle {
			n, err := s.store.Ideas(ctx, in.ID)
			if err != nil {
				return err
			}
			if n > 0 {
				return apperr.BadRequest(ErrLifeCycle, map[string]any{"lifecycle": in.Lifecycle, "ideas": n})
			}
			if err := s.checkLifeCycle(ctx, in.Lifecycle); err != nil {
				return err
			}
		}
		if cur.CompetitionState != StateDraft {
			if err := publishable.NeedsTargets(publishable.Item{PublishState: publishable.StatePublished, Targets: in.Targets}); err != nil && in.AccessLevel != audience.Public {
				return err
			}
		}
		if err := s.uniqueCode(ctx, in.Code, in.ID); err != nil {
			return err
		}
		in.Body = sanitize.HTML(in.Body)
		if err := s.store.Update(ctx, in, s.now()); err != nil {
			return err
		}
		return s.core.SaveTargets(ctx, in.ID, in.Targets)
	})
	if err != nil {
		return Competition{}, err
	}
	return s.one(ctx, in.ID)
}

// Start announces a DRAFT competition: publishState PUBLISHED, state
// ANNOUNCED, optionally mailing its audience. It needs an end date after
// now, a public audience or a target, and a moderator.
func (s *Service) Start(ctx context.Context, in StartRequest) (Competition, error) {
	if err := mayManage(ctx); err != nil {
		return Competition{}, err
	}
	now := s.now()
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		if err := s.store.Lock(ctx, in.ID); err != nil {
			return err
		}
		c, err := s.one(ctx, in.ID)
		if err != nil {
			return err
		}
		if c.CompetitionState != StateDraft {
			return apperr.BadRequest(ErrNotDraft, map[string]any{"state": c.CompetitionState})
		}
		if c.DateSubmissionEnd == nil || !c.DateSubmissionEnd.After(now) {
			return apperr.BadRequest(ErrIdeaDate, nil)
		}
		if c.AccessLevel != audience.Public && len(c.Targets.All()) == 0 {
			return apperr.BadRequest("targetUnitValidation", nil)
		}
		mods, err := s.store.Moderators(ctx, c.ID)
		if err != nil {
			return err
		}
		if len(mods) == 0 {
			return apperr.BadRequest(ErrNotReady, map[string]any{"missing": "moderators"})
		}
		moved, err := s.store.SetState(ctx, c.ID, c.version, StateDraft, StateAnnounced, publishable.StatePublished, &now, now)
		if err != nil {
			return err
		}
		if !moved {
			return apperr.Conflict(ErrStateChanged, map[string]any{"id": c.ID})
		}
		if in.SendEmailToUser {
			return s.core.Announce(ctx, c.Item)
		}
		return nil
	})
	if err != nil {
		return Competition{}, err
	}
	return s.one(ctx, in.ID)
}

// IdeaLifeCycle is asked by the contribution engine before it takes an
// idea: the competition must take ideas from the caller now (canSubmit).
func (s *Service) IdeaLifeCycle(ctx context.Context, id int64) (int64, error) {
	c, err := s.one(ctx, id)
	if apperr.Is(err, apperr.KindNotFound) || err == nil && (!c.CanSubmit || s.readable(ctx, c) != nil) {
		return 0, apperr.BadRequest(ErrNotAvailable, map[string]any{"competitionId": id})
	}
	if err != nil {
		return 0, err
	}
	return c.Lifecycle, nil
}

// LifeCycle answers a competition's own life cycle with its states (wizard).
func (s *Service) LifeCycle(ctx context.Context, id int64, lang string) (*lifecycle.WithStates, error) {
	c, err := s.Form(ctx, id)
	if err != nil {
		return nil, err
	}
	return s.lifeAdmin.WithStates(ctx, c.Lifecycle, lang)
}

// LifeCycleOptions lists the active IDEA life cycles (wizard step 1).
func (s *Service) LifeCycleOptions(ctx context.Context) ([]LifeCycleOption, error) {
	if err := mayManage(ctx); err != nil {
		return nil, err
	}
	all, err := s.lifeAdmin.Options(ctx, lifecycle.ContributionIdea)
	if err != nil {
		return nil, err
	}
	out := []LifeCycleOption{}
	for _, l := range all {
		out = append(out, LifeCycleOption{ID: l.ID, Name: l.Name, IsDefault: l.IsDefault})
	}
	return out, nil
}
