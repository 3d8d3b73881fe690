package competition

// The staged competition state (spec 001 §4): ANNOUNCED → EVAL1 → EVAL2 →
// EVAL3 → COMPLETE → ARCHIEVED, a stage whose jury is not set up skipped;
// each change moves every idea in play at once, opens the new jury's
// scorecard tasks and, at COMPLETE, gives the rewards.

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/paging"
)

// requireModerator refuses a caller who does not moderate the competition.
func (s *Service) requireModerator(ctx context.Context, c Competition) error {
	if !c.CallerIsModerator {
		return apperr.Forbidden()
	}
	return nil
}

// next is the state that follows the competition's: the next stage whose
// jury is set up, else COMPLETE; ARCHIEVED after COMPLETE; "" when none (a
// DRAFT starts with Start).
func (s *Service) next(ctx context.Context, c Competition) (string, error) {
	switch c.CompetitionState {
	case StateComplete:
		return StateArchived, nil
	case StateAnnounced, StateEval1, StateEval2, StateEval3:
	default:
		return "", nil
	}
	juries, err := s.store.Juries(ctx, c.ID)
	if err != nil {
		return "", err
	}
	for _, t := range JuryTypes {
		stage := stageOf[t]
		if stageIndex(stage) <= stageIndex(c.CompetitionState) {
			continue
		}
		if slices.ContainsFunc(juries, func(j Jury) bool { return j.Type == t }) {
			return stage, nil
		}
	}
	return StateComplete, nil
}

// targetTypes are the state types an idea in play may move to with a
// competition state: on into an evaluation (or a flow) state during the
// jury stages, to an acceptance or completion state at COMPLETE, or out
// (rejection) at any stage.
func targetTypes(state string) []string {
	switch {
	case isEval(state):
		return []string{lifecycle.TypeEvaluation, lifecycle.TypeFlow}
	case state == StateComplete:
		return []string{lifecycle.TypeAcceptance, lifecycle.TypeCompletion, lifecycle.TypeImplementation}
	}
	return nil
}

// inPlay reports whether an idea takes part in the next stage: submitted
// and neither out nor already decided.
func inPlay(stateType string) bool {
	return slices.Contains([]string{lifecycle.TypeSubmitted, lifecycle.TypeEvaluation, lifecycle.TypeFlow}, stateType)
}

// possible lists the states an idea may move to with state to, forward
// states first in life-cycle order, then rejection.
func possible(lc *lifecycle.LifeCycle, to, lang string) []PossibleIdeaState {
	out := []PossibleIdeaState{}
	types := targetTypes(to)
	if types == nil {
		return out
	}
	for _, pass := range [][]string{types, {lifecycle.TypeRejection}} {
		for _, st := range lc.States {
			if slices.Contains(pass, st.StateType) {
				out = append(out, PossibleIdeaState{ID: st.ID, StateType: st.StateType, Code: st.Code, NextCompetitionState: to,
					StateDefinitionList: namesOf(st, lang)})
			}
		}
	}
	return out
}

// moderated loads a competition for its moderators.
func (s *Service) moderated(ctx context.Context, id int64) (Competition, error) {
	c, err := s.one(ctx, id)
	if err != nil {
		return c, err
	}
	return c, s.requireModerator(ctx, c)
}

// PossibleStates lists the states the competition's ideas may move to with
// its next state (possible-life-cycle-states/{id}), for its moderators.
func (s *Service) PossibleStates(ctx context.Context, id int64, lang string) ([]PossibleIdeaState, error) {
	c, err := s.moderated(ctx, id)
	if err != nil {
		return nil, err
	}
	to, err := s.next(ctx, c)
	if err != nil {
		return nil, err
	}
	lc, err := s.lifecycles.Load(ctx, c.Lifecycle)
	if err != nil {
		return nil, err
	}
	return possible(lc, to, lang), nil
}

// Ideas pages a competition's submitted ideas for its moderators (get-ideas),
// with their state, score (the mean of the latest jury's submitted
// scorecards), owners, tags and the reward they would get or got, in one
// statement, the one that checks the caller. Once a moderator has read a
// competition, the node keeps a copy of its ideas (ideaindex.go) and the
// statement reads only the counter that tells whether the copy is current;
// while it is not (ideas are being written, or the copy is being built),
// the page's ideas ride in the statement, named by the sort's order the
// node keeps for ideasMaxAge (renewed in the background).
func (s *Service) Ideas(ctx context.Context, id int64, p paging.Page, lang string) ([]Idea, int64, error) {
	caller := auth.FromContext(ctx)
	if caller == nil {
		return nil, 0, apperr.Unauthorized()
	}
	useIndex := s.ideaIndexes != nil && indexable(p) && !db.InTx(ctx)
	orderKey := fmt.Sprint(id, p.Sort)
	loadOrder := func() ([]int64, error) { return s.store.IdeaOrder(context.WithoutCancel(ctx), id, p) }
	// A kept order names the page's ideas before the competition is read,
	// so they ride in its statement. An order is kept only after a
	// moderator's request (below): another caller never makes the node
	// sort the ideas of a competition no moderator is reading. With a copy
	// of the ideas kept, the statement reads none.
	var order []int64
	kept := false
	var page IdeaPage
	var along *db.Along
	if !useIndex || !s.ideaIndexes.Has(id) {
		order, kept = s.ideaOrders.Kept(orderKey, loadOrder)
		along = s.store.IdeasAlong(pageOf(order, p), &page)
	}
	m, err := s.store.ModeratedBy(ctx, id, caller.UserID, along)
	if err != nil {
		return nil, 0, s.core.Found(err)
	}
	if !m.Moderator {
		return nil, 0, apperr.Forbidden()
	}
	var items []Idea
	var total int64
	if x, ok := s.indexPage(id, m.IdeasVersion, useIndex); ok {
		items, total = x.page(p)
	} else if along != nil && kept {
		items, total = page.Ideas(), int64(len(order))
	} else { // no order kept, or a stale copy kept the ideas out of the statement
		if order, err = s.ideaOrders.Refreshing(orderKey, loadOrder); err != nil {
			return nil, 0, err
		}
		if items, err = s.store.IdeasByID(ctx, pageOf(order, p)); err != nil {
			return nil, 0, err
		}
		total = int64(len(order))
	}
	lc, err := s.lifecycles.LoadVersion(ctx, m.LifeCycleID, m.LifeCycleVersion)
	if err != nil {
		return nil, 0, err
	}
	c := Competition{Lifecycle: m.LifeCycleID, Rewards: m.Rewards}
	c.ID = id
	ranked, err := s.ranking(ctx, c, lc, true)
	if err != nil {
		return nil, 0, err
	}
	byID := map[int64]Reward{}
	for _, r := range c.Rewards {
		byID[r.ID] = r
	}
	for i := range items {
		it := &items[i]
		if st := lc.Find(it.StateID); st != nil {
			it.StateLabel, it.StateType = st.Name(lang), st.StateType
		}
		if it.RewardID != nil {
			it.RewardLabel = byID[*it.RewardID].Reward
		}
		if r, ok := ranked[it.ID]; ok {
			it.PossibleRewardID, it.PossibleRewardLabel = &r.ID, r.Reward
		}
	}
	return items, total, nil
}

// indexPage is competition id's copy of its ideas when it is current at
// version, the seq the moderator check read; otherwise false, and a build
// starts (see memo.Versioned). A competition without a counter row (-1)
// keeps none.
func (s *Service) indexPage(id, version int64, useIndex bool) (*ideaIndex, bool) {
	if !useIndex || version < 0 {
		return nil, false
	}
	return s.ideaIndexes.At(id, version, s.buildIdeaIndex(id))
}

// pageOf is page p of a kept order of ids.
func pageOf(order []int64, p paging.Page) []int64 {
	from, to := min(p.Offset(), len(order)), min(p.Offset()+p.Size, len(order))
	return order[from:to]
}

// ranking gives the rewards by rank to the ideas still in the running
// (in play or accepted), the best score first (ties: the older idea); an
// idea without a score gets none. The store ranks in SQL and reads only the
// best MaxRewards; with cached (get-ideas) a node keeps them for
// ideasMaxAge, stale at once after its own scorecards and state changes.
func (s *Service) ranking(ctx context.Context, c Competition, lc *lifecycle.LifeCycle, cached bool) (map[int64]Reward, error) {
	out := map[int64]Reward{}
	if len(c.Rewards) == 0 {
		return out, nil
	}
	winnerTypes := targetTypes(StateComplete)
	var states []int64
	for _, st := range lc.States {
		if inPlay(st.StateType) || slices.Contains(winnerTypes, st.StateType) {
			states = append(states, st.ID)
		}
	}
	var list []RankedIdea
	var err error
	if cached {
		// renewed in the background past its age: not bound to this request
		list, err = s.rankings.Refreshing(fmt.Sprint(c.ID, states), func() ([]RankedIdea, error) {
			return s.store.Ranked(context.WithoutCancel(ctx), c.ID, states, MaxRewards)
		})
	} else {
		list, err = s.store.Ranked(ctx, c.ID, states, MaxRewards)
	}
	if err != nil {
		return nil, err
	}
	for _, r := range c.Rewards {
		if r.Rank >= 1 && r.Rank <= len(list) {
			out[list[r.Rank-1].ID] = r
		}
	}
	return out, nil
}

// ChangeState advances a competition (PUT update-competition-state) for its
// moderators: to the next state only (400 competitionStateInvalid; 409
// competitionStateChanged when another moderator advanced it first), each
// idea listed given a state the next stage allows (400
// competitionIdeaStateInvalid) and every idea in play not listed the default,
// the first possible state (400 competitionIdeaStateMissing only when the
// life cycle offers none), explanations of 3 to 1000 characters. All in one
// transaction.
func (s *Service) ChangeState(ctx context.Context, in StateChange) (Competition, error) {
	if in.CompetitionID <= 0 {
		c := apperr.NewCheck("competitionState")
		c.Fail("competitionId", "NotNull")
		return Competition{}, c.Err()
	}
	to := strings.ToUpper(strings.TrimSpace(in.NewCompetitionState))
	explanations := map[int64]string{}
	check := apperr.NewCheck("competitionState")
	for i, e := range in.ActionExplanations {
		e.Explanation = strings.TrimSpace(e.Explanation)
		if e.Explanation == "" {
			continue
		}
		if n := utf8.RuneCountInString(e.Explanation); n < 3 || n > 1000 {
			check.Fail(fmt.Sprintf("actionExplanations[%d].explanation", i), "Size")
		}
		explanations[e.StateID] = e.Explanation
	}
	if err := check.Err(); err != nil {
		return Competition{}, err
	}
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		if err := s.store.Lock(ctx, in.CompetitionID); err != nil {
			return err
		}
		c, err := s.moderated(ctx, in.CompetitionID)
		if err != nil {
			return err
		}
		want, err := s.next(ctx, c)
		if err != nil {
			return err
		}
		if slices.Contains(States, to) && stageIndex(to) >= 0 && stageIndex(to) <= stageIndex(c.CompetitionState) && c.CompetitionState != StateDraft {
			return apperr.Conflict(ErrStateChanged, map[string]any{"id": c.ID, "state": c.CompetitionState})
		}
		if want == "" || to != want {
			return apperr.BadRequest(ErrStateInvalid, map[string]any{"from": c.CompetitionState, "to": to, "expected": want})
		}
		if to != StateArchived {
			if err := s.moveIdeas(ctx, c, to, in, explanations); err != nil {
				return err
			}
		}
		moved, err := s.store.SetState(ctx, c.ID, c.version, c.CompetitionState, to, c.PublishState, nil, s.now())
		if err != nil {
			return err
		}
		if !moved {
			return apperr.Conflict(ErrStateChanged, map[string]any{"id": c.ID})
		}
		db.AfterCommit(ctx, s.ScoresChanged) // ideas left the running or were decided
		if to == StateComplete {
			return s.giveRewards(ctx, c)
		}
		return nil
	})
	if err != nil {
		return Competition{}, err
	}
	return s.one(ctx, in.CompetitionID)
}

// moveIdeas checks the ideas' new states and has the engine move them.
func (s *Service) moveIdeas(ctx context.Context, c Competition, to string, in StateChange, explanations map[int64]string) error {
	lc, err := s.lifecycles.Load(ctx, c.Lifecycle)
	if err != nil {
		return err
	}
	allowed := map[int64]bool{}
	targets := possible(lc, to, "en")
	for _, p := range targets {
		allowed[p.ID] = true
	}
	ideas, err := s.ideas.IdeasOf(ctx, c.ID, c.Lifecycle)
	if err != nil {
		return err
	}
	playing := map[int64]bool{}
	for _, i := range ideas {
		if inPlay(i.StateType) {
			playing[i.ID] = true
		}
	}
	moves := make([]contribution.IdeaMove, 0, len(in.NewIdeaStates))
	given := map[int64]bool{}
	for _, m := range in.NewIdeaStates {
		if !playing[m.IdeaID] || given[m.IdeaID] || !allowed[m.NewLifeCycleStateID] {
			return apperr.BadRequest(ErrIdeaStateInvalid, map[string]any{"ideaId": m.IdeaID, "stateId": m.NewLifeCycleStateID})
		}
		given[m.IdeaID] = true
		moves = append(moves, contribution.IdeaMove{ID: m.IdeaID, ToStateID: m.NewLifeCycleStateID})
	}
	for _, i := range ideas { // an idea in play not listed goes to the default: the first possible state
		if !playing[i.ID] || given[i.ID] {
			continue
		}
		if len(targets) == 0 {
			return apperr.BadRequest(ErrIdeaStateMissing, map[string]any{"ideaId": i.ID})
		}
		moves = append(moves, contribution.IdeaMove{ID: i.ID, ToStateID: targets[0].ID})
	}
	for stateID := range explanations {
		if !allowed[stateID] {
			return apperr.BadRequest(ErrIdeaStateInvalid, map[string]any{"stateId": stateID})
		}
	}
	change := contribution.StageChange{CompetitionID: c.ID, LifeCycleID: c.Lifecycle, Action: "competition-" + strings.ToLower(to),
		Moves: moves, Explanations: explanations, MailJury: in.SendEmailToJury && to != StateComplete}
	if jury := juryOf[to]; jury != "" {
		juries, err := s.store.Juries(ctx, c.ID)
		if err != nil {
			return err
		}
		for _, j := range juries {
			if j.Type == jury {
				change.Jury, change.Jurors = jury, j.UserPost
			}
		}
	}
	return s.ideas.ChangeStage(ctx, change)
}

// giveRewards gives each reward to the idea of its rank among the ideas
// accepted at COMPLETE (by score), to its owners as user rewards, with the
// reward's points when it is a point reward.
func (s *Service) giveRewards(ctx context.Context, c Competition) error {
	if len(c.Rewards) == 0 {
		return nil
	}
	lc, err := s.lifecycles.Load(ctx, c.Lifecycle)
	if err != nil {
		return err
	}
	ranked, err := s.ranking(ctx, c, lc, false)
	if err != nil {
		return err
	}
	now := s.now()
	for ideaID, r := range ranked {
		if err := s.store.GiveReward(ctx, c.ID, ideaID, r.ID, now); err != nil {
			return err
		}
		if r.IsPoint && r.Points > 0 {
			if err := s.ideas.AwardOwners(ctx, ideaID, r.Points, "competitionReward"); err != nil {
				return err
			}
		}
	}
	return nil
}
