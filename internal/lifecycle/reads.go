package lifecycle

import (
	"context"
	"slices"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/paging"
)

// Graph is a whole life cycle for the editor (get-for-update): what
// Store.Load gives the engine, read afresh. Every list is present, empty
// when there is nothing.
func (a *Admin) Graph(ctx context.Context, id int64) (*LifeCycle, error) {
	lc, _, err := a.store.load(ctx, id) // a copy of its own, not the engine's
	if err != nil {
		return nil, err
	}
	if lc.States == nil {
		lc.States = []*State{}
	}
	return lc, nil
}

// StateUsage says what refers to a state: contributions in it and actions
// of other states leading to it (deleting it then needs a moveTo).
type StateUsage struct {
	StateID           int64  `json:"stateId"`
	Code              string `json:"code"`
	ContributionCount int64  `json:"contributionCount"`
	TargetedBy        int    `json:"targetedBy"`
}

// Config is get-config: the life cycle's flags and how its states are used.
type Config struct {
	Summary
	Usage []StateUsage `json:"usage"`
}

// Config returns the flags of a life cycle and the use of each state.
func (a *Admin) Config(ctx context.Context, id int64) (*Config, error) {
	s, err := a.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	cfg := &Config{Summary: *s, Usage: []StateUsage{}}
	usage, err := a.store.usage(ctx, s.ContributionType, id)
	if err != nil {
		return nil, err
	}
	cfg.Usage = append(cfg.Usage, usage...)
	return cfg, nil
}

// DefinedTypes are the enumerations the editor offers (get-defined-types).
type DefinedTypes struct {
	StateTypes        []string            `json:"stateTypes" openapi:"enum=StateType"`
	ContributionRoles []string            `json:"contributionRoles" openapi:"enum=ContributionRole"`
	Commands          []string            `json:"commands" openapi:"enum=LifeCycleCommand"`
	ExplanationModes  []string            `json:"explanationModes" openapi:"enum=ExplanationMode"`
	ContributionTypes []string            `json:"contributionTypes" openapi:"enum=ContributionType"`
	EvalTypes         []string            `json:"evalTypes" openapi:"enum=EvalType"`
	PostHandlers      map[string][]string `json:"postHandlers"`
}

// Types returns the enumerations of spec 002 §4 the editor needs.
func (a *Admin) Types() DefinedTypes {
	handlers := map[string][]string{}
	for k, v := range PostHandlers {
		if v == nil {
			v = []string{}
		}
		handlers[k] = v
	}
	return DefinedTypes{StateTypes: StateTypes, ContributionRoles: Roles, Commands: Commands,
		ExplanationModes: ExplanationModes, ContributionTypes: ContributionTypes, EvalTypes: EvalTypes, PostHandlers: handlers}
}

// StateEntry is a state as a contribution form or list shows it: its name
// in the asked language (else English, else any, else 'Undefined').
type StateEntry struct {
	ID                  int64       `json:"id"`
	LifeCycleID         int64       `json:"lifeCycleId"`
	Code                string      `json:"code"`
	StateType           string      `json:"stateType" openapi:"enum=StateType"`
	Rank                int         `json:"rank"`
	IsHappyPath         bool        `json:"isHappyPath"`
	IsInitial           bool        `json:"isInitial"`
	Name                string      `json:"name"`
	StateDefinitionList []StateName `json:"stateDefinitionList"`
	// Actions are the names of the actions leading there (getPossibleTargetStates only).
	Actions []string `json:"actions,omitempty"`
	// State repeats the state in the nested shape of the spec's state entry
	// ("state (id, stateDefinitionList) and rank", 002 §3).
	State StateRef `json:"state"`
}

// StateRef is the nested state of a state entry.
type StateRef struct {
	ID                  int64       `json:"id"`
	StateDefinitionList []StateName `json:"stateDefinitionList"`
}

// entries reads the ordered states of a life cycle with their names (two queries).
func (a *Admin) entries(ctx context.Context, lifeCycleID int64, lang string) ([]*StateEntry, error) {
	states, err := a.store.states(ctx, lifeCycleID)
	if err != nil {
		return nil, err
	}
	out := make([]*StateEntry, 0, len(states))
	for _, st := range states {
		out = append(out, &StateEntry{ID: st.ID, LifeCycleID: st.LifeCycleID, Code: st.Code, StateType: st.StateType, Rank: st.Rank,
			IsHappyPath: st.IsHappyPath, IsInitial: st.IsInitial, Name: st.Name(lang), StateDefinitionList: st.StateDefinitionList,
			State: StateRef{ID: st.ID, StateDefinitionList: st.StateDefinitionList}})
	}
	return out, nil
}

func (a *Admin) exists(ctx context.Context, id int64) error {
	ok, err := a.store.exists(ctx, id)
	if err != nil {
		return err
	}
	if !ok {
		return apperr.NotFound("lifeCycle")
	}
	return nil
}

// StatesBySource lists the states of a contribution type's default life
// cycle (the one new contributions start in), ordered; empty when the type
// has none. competitionID is for ideas, whose competitions come later.
func (a *Admin) StatesBySource(ctx context.Context, source string, competitionID int64, lang string) ([]*StateEntry, error) {
	if !slices.Contains(ContributionTypes, source) {
		return nil, apperr.BadRequest("contributionTypeInvalid", map[string]any{"type": source})
	}
	_ = competitionID
	id, err := a.store.defaultID(ctx, source)
	if err != nil || id == 0 {
		return []*StateEntry{}, err
	}
	return a.entries(ctx, id, lang)
}

// StatesOrdered lists a life cycle's states in their order.
func (a *Admin) StatesOrdered(ctx context.Context, id int64, lang string) ([]*StateEntry, error) {
	if err := a.exists(ctx, id); err != nil {
		return nil, err
	}
	return a.entries(ctx, id, lang)
}

// HappyPath lists the states on a life cycle's happy path, in order.
func (a *Admin) HappyPath(ctx context.Context, id int64, lang string) ([]*StateEntry, error) {
	all, err := a.StatesOrdered(ctx, id, lang)
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(all, func(e *StateEntry) bool { return !e.IsHappyPath }), nil
}

// PossibleTargets lists the states a state's actions lead to, in the life
// cycle's order, each with the names of the actions leading there.
func (a *Admin) PossibleTargets(ctx context.Context, stateID int64, lang string) ([]*StateEntry, error) {
	lcID, _, _, _, err := a.stateOf(ctx, stateID)
	if err != nil {
		return nil, err
	}
	lc, err := a.store.Load(ctx, lcID)
	if err != nil {
		return nil, err
	}
	from := lc.Find(stateID)
	if from == nil {
		return nil, apperr.NotFound("lifeCycleState")
	}
	via := map[int64][]string{}
	for _, ac := range from.Actions {
		via[ac.TargetStateID] = append(via[ac.TargetStateID], ac.Name)
	}
	all, err := a.entries(ctx, lcID, lang)
	if err != nil {
		return nil, err
	}
	out := []*StateEntry{}
	for _, e := range all {
		if names, ok := via[e.ID]; ok {
			e.Actions = names
			out = append(out, e)
		}
	}
	return out, nil
}

// WithStates is a life cycle with its ordered states (life-cycles-competition).
type WithStates struct {
	Summary
	States []*StateEntry `json:"states"`
}

// WithStates answers a life cycle with its ordered states in lang (the
// competition wizard's life-cycles-competition/{id}, for the competition's
// own life cycle; package competition checks the caller).
func (a *Admin) WithStates(ctx context.Context, id int64, lang string) (*WithStates, error) {
	s, err := a.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	states, err := a.entries(ctx, id, lang)
	if err != nil {
		return nil, err
	}
	return &WithStates{Summary: *s, States: states}, nil
}

// Options lists the active life cycles of a contribution type, the default first
// (the competition wizard's choice of an IDEA life cycle).
func (a *Admin) Options(ctx context.Context, contributionType string) ([]*Summary, error) {
	all, _, err := a.store.summaries(ctx, contributionType, paging.Page{Size: paging.MaxPageSize,
		Sort: []paging.Order{{Column: "l.is_default", Desc: true}, {Column: "l.name"}}})
	if err != nil {
		return nil, err
	}
	out := []*Summary{}
	for _, s := range all {
		if s.IsActive {
			out = append(out, s)
		}
	}
	return out, nil
}
