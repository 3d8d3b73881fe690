package contribution

import (
	"cmp"
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/paging"
)

// The reads of spec 002 §7 besides the list and the detail: the count
// object, the id list, a contribution's reference, the user statistic, a
// state command check, field users, a field's extra inputs and the paged
// tag list (docs/api-contributions.md "Counts, ids and other reads").

// StateCount is how many contributions are in one state.
type StateCount struct {
	StateID      int64  `json:"stateId"`
	StateCode    string `json:"stateCode"`
	StateType    string `json:"stateType"`
	StateName    string `json:"stateName"`
	PublishState string `json:"publishState"`
	Count        int64  `json:"count"`
	OwnCount     int64  `json:"ownCount"`
}

// PublishCount is how many contributions are in one publish state.
type PublishCount struct {
	PublishState string `json:"publishState"`
	Count        int64  `json:"count"`
	OwnCount     int64  `json:"ownCount"`
}

// Counts is the count object of a type and campaign (competition for ideas):
// what the caller's three lists hold, per state and per publish state.
// Count columns follow the "all" list, OwnCount the "mine" list.
type Counts struct {
	ContributionType string         `json:"contributionType"`
	ParentID         int64          `json:"campaignOrCompetitionId"`
	Total            int64          `json:"total"`
	Mine             int64          `json:"mine"`
	Assigned         int64          `json:"assigned"`
	States           []StateCount   `json:"states"`
	PublishStates    []PublishCount `json:"publishStates"`
}

// countKey names one group of a count query.
type countKey struct {
	lifeCycleID, stateID int64
	publishState         string
}

type countRow struct{ all, own, assigned int64 }

// requireListing refuses a type the caller may not list (module setting).
func (s *Service) requireListing(ctx context.Context, contributionType string) error {
	if err := lifecycle.CheckContributionType(contributionType); err != nil {
		return err
	}
	cfg, err := s.settings.Get(ctx)
	if err != nil {
		return err
	}
	if !cfg.Allows(contributionType, appconfig.Listing, auth.FromContext(ctx)) {
		return apperr.Forbidden()
	}
	return nil
}

// Counts counts the contributions of a type (and campaign or competition;
// 0 for all) the way the caller's lists do: Total is the "all" list
// (outside drafts, visible or with a role of the caller), Mine the "mine"
// list (the caller owns it, drafts included), Assigned the "assigned" list.
// States with nothing to count are left out.
func (s *Service) Counts(ctx context.Context, contributionType string, parentID int64, lang string) (Counts, error) {
	out := Counts{ContributionType: contributionType, ParentID: parentID, States: []StateCount{}, PublishStates: []PublishCount{}}
	if err := s.requireListing(ctx, contributionType); err != nil {
		return out, err
	}
	caller := auth.FromContext(ctx)
	all, err := s.store.CountAll(ctx, contributionType, parentID, caller.UserID)
	if err != nil {
		return out, err
	}
	own, err := s.store.CountOwn(ctx, contributionType, parentID, caller.UserID)
	if err != nil {
		return out, err
	}
	groups := map[countKey]*countRow{}
	for _, c := range all {
		groups[c.key] = &countRow{all: c.all}
	}
	for _, c := range own {
		if c.own == 0 && c.assigned == 0 {
			continue
		}
		g := groups[c.key]
		if g == nil {
			g = &countRow{}
			groups[c.key] = g
		}
		g.own, g.assigned = c.own, c.assigned
	}
	out.States, out.PublishStates, err = s.namedCounts(ctx, groups, lang)
	if err != nil {
		return out, err
	}
	for _, g := range groups {
		out.Total += g.all
		out.Mine += g.own
		out.Assigned += g.assigned
	}
	return out, nil
}

// namedCounts turns count groups into state rows (in life-cycle order, with
// names in lang) and publish-state rows (in the order of spec 002 §4).
func (s *Service) namedCounts(ctx context.Context, groups map[countKey]*countRow, lang string) ([]StateCount, []PublishCount, error) {
	type placed struct {
		StateCount
		lifeCycleID int64
		rank        int
	}
	byState := map[int64]*placed{}
	byPublish := map[string]*PublishCount{}
	cycles := map[int64]*lifecycle.LifeCycle{}
	for k, g := range groups {
		p := byState[k.stateID]
		if p == nil {
			lc, ok := cycles[k.lifeCycleID]
			if !ok {
				var err error
				if lc, err = s.lifecycles.Recent(ctx, k.lifeCycleID); err != nil {
					return nil, nil, err
				}
				cycles[k.lifeCycleID] = lc
			}
			p = &placed{StateCount: StateCount{StateID: k.stateID, PublishState: k.publishState, StateName: "Undefined"},
				lifeCycleID: k.lifeCycleID, rank: len(lc.States)}
			for i, st := range lc.States {
				if st.ID == k.stateID {
					p.StateCode, p.StateType, p.StateName, p.rank = st.Code, st.StateType, st.Name(lang), i
				}
			}
			byState[k.stateID] = p
		}
		p.Count += g.all
		p.OwnCount += g.own
		pc := byPublish[k.publishState]
		if pc == nil {
			pc = &PublishCount{PublishState: k.publishState}
			byPublish[k.publishState] = pc
		}
		pc.Count += g.all
		pc.OwnCount += g.own
	}
	states := make([]*placed, 0, len(byState))
	for _, p := range byState {
		states = append(states, p)
	}
	slices.SortFunc(states, func(a, b *placed) int {
		return cmp.Or(cmp.Compare(a.lifeCycleID, b.lifeCycleID), cmp.Compare(a.rank, b.rank), cmp.Compare(a.StateID, b.StateID))
	})
	outStates := make([]StateCount, 0, len(states))
	for _, p := range states {
		outStates = append(outStates, p.StateCount)
	}
	outPublish := make([]PublishCount, 0, len(byPublish))
	for _, ps := range publishOrder {
		if pc := byPublish[ps]; pc != nil {
			outPublish = append(outPublish, *pc)
			delete(byPublish, ps)
		}
	}
	rest := make([]string, 0, len(byPublish))
	for ps := range byPublish {
		rest = append(rest, ps)
	}
	slices.Sort(rest)
	for _, ps := range rest {
		outPublish = append(outPublish, *byPublish[ps])
	}
	return outStates, outPublish, nil
}

// publishOrder is the order of spec 002 §4 (ARCHIEVED is spelled so).
var publishOrder = []string{PublishDraft, PublishAnnounced, "EVAL1", "EVAL2", "EVAL3", PublishTerminated, "APPROVAL", PublishComplete, "ARCHIEVED"}

// MaxIDs is the most ids one id-list call answers.
const MaxIDs = paging.MaxPageSize

// IDs is the id list of a contribution list: the ids of page p of the list
// f names, in the list's order, with the list's total. It is the list
// itself (same scopes, filters, visibility and sort), without the rows.
func (s *Service) IDs(ctx context.Context, f ListFilter, p paging.Page) ([]int64, int64, error) {
	items, total, err := s.List(ctx, f, p)
	if err != nil {
		return nil, 0, err
	}
	ids := make([]int64, 0, len(items))
	for _, it := range items {
		ids = append(ids, it.ID)
	}
	return ids, total, nil
}

// Ref is what a client needs to route to a contribution: its type, its
// campaign or competition, its state and whether the caller may edit it.
type Ref struct {
	ID               int64  `json:"id"`
	Code             string `json:"code"`
	ContributionType string `json:"contributionType"`
	CampaignID       *int64 `json:"campaignId"`
	CompetitionID    *int64 `json:"competitionId"`
	StateID          int64  `json:"stateId"`
	StateType        string `json:"stateType"`
	PublishState     string `json:"publishState"`
	Visible          bool   `json:"visible"`
	Editable         bool   `json:"editable"`
	CanEdit          bool   `json:"canEdit"`
}

// Ref finds a contribution the caller may see by its id or its code
// (SUG-000012, any case).
func (s *Service) Ref(ctx context.Context, idOrCode string) (Ref, error) {
	idOrCode = strings.TrimSpace(idOrCode)
	id, err := strconv.ParseInt(idOrCode, 10, 64)
	if err != nil {
		if idOrCode == "" || len(idOrCode) > 50 {
			return Ref{}, apperr.BadRequest("contributionRefInvalid", map[string]any{"id": idOrCode})
		}
		if id, err = s.store.IDByCode(ctx, strings.ToUpper(idOrCode)); db.IsNoRows(err) {
			return Ref{}, apperr.NotFound("contribution")
		} else if err != nil {
			return Ref{}, err
		}
	} else if id <= 0 {
		return Ref{}, apperr.BadRequest("contributionRefInvalid", map[string]any{"id": idOrCode})
	}
	c, st, roles, err := s.editContext(ctx, id)
	if err != nil {
		return Ref{}, err
	}
	ref := Ref{ID: c.id, ContributionType: c.contributionType, StateID: st.ID, StateType: st.StateType, Visible: c.visible}
	if err := s.store.RefColumns(ctx, id, &ref); err != nil {
		return Ref{}, err
	}
	manager := slices.Contains(roles, lifecycle.RoleManager)
	ref.CanEdit = manager || (ref.Editable && st.Grants(lifecycle.CmdEdit, roles))
	return ref, nil
}

// TypeStats are one type's counts in a user statistic.
type TypeStats struct {
	ContributionType string         `json:"contributionType"`
	Total            int64          `json:"total"`
	Drafts           int64          `json:"drafts"`
	Submitted        int64          `json:"submitted"`
	Assigned         int64          `json:"assigned"`
	States           []StateCount   `json:"states"`
	PublishStates    []PublishCount `json:"publishStates"`
}

// UserStats is the user statistic: the contributions a user owns, by type,
// state and publish state, and those they work on in another role.
type UserStats struct {
	UserID    int64       `json:"userId"`
	Total     int64       `json:"total"`
	Drafts    int64       `json:"drafts"`
	Submitted int64       `json:"submitted"`
	Assigned  int64       `json:"assigned"`
	Types     []TypeStats `json:"types"`
}

// UserStats counts a user's contributions. Users read their own; ADMIN and
// APP_ADMIN anyone's.
func (s *Service) UserStats(ctx context.Context, userID int64, lang string) (UserStats, error) {
	caller := auth.FromContext(ctx)
	if caller == nil {
		return UserStats{}, apperr.Unauthorized()
	}
	if caller.UserID != userID && !caller.HasAny(auth.RoleAdmin, auth.RoleAppAdmin) {
		return UserStats{}, apperr.Forbidden()
	}
	exists, err := s.store.UserExists(ctx, userID)
	if err != nil {
		return UserStats{}, err
	}
	if !exists {
		return UserStats{}, apperr.NotFound("user")
	}
	counts, err := s.store.CountUser(ctx, userID)
	if err != nil {
		return UserStats{}, err
	}
	byType := map[string]map[countKey]*countRow{}
	for _, c := range counts {
		if byType[c.contributionType] == nil {
			byType[c.contributionType] = map[countKey]*countRow{}
		}
		// The statistic counts what the user owns: "all" and "own" alike.
		byType[c.contributionType][c.key] = &countRow{all: c.own, own: c.own, assigned: c.assigned}
	}
	out := UserStats{UserID: userID, Types: []TypeStats{}}
	for _, typ := range []string{TypeSuggestion, TypeImprovement, TypeIdea} {
		ts := TypeStats{ContributionType: typ}
		groups := byType[typ]
		if groups == nil {
			groups = map[countKey]*countRow{}
		}
		for k, g := range groups {
			ts.Total += g.own
			ts.Assigned += g.assigned
			if k.publishState == PublishDraft {
				ts.Drafts += g.own
			} else {
				ts.Submitted += g.own
			}
		}
		if ts.States, ts.PublishStates, err = s.namedCounts(ctx, groups, lang); err != nil {
			return UserStats{}, err
		}
		ts.States = slices.DeleteFunc(ts.States, func(c StateCount) bool { return c.Count == 0 })
		ts.PublishStates = slices.DeleteFunc(ts.PublishStates, func(c PublishCount) bool { return c.Count == 0 })
		out.Total += ts.Total
		out.Drafts += ts.Drafts
		out.Submitted += ts.Submitted
		out.Assigned += ts.Assigned
		out.Types = append(out.Types, ts)
	}
	return out, nil
}

// CommandCheck says whether the caller may run a state command on a
// contribution now.
type CommandCheck struct {
	ContributionID int64    `json:"contributionId"`
	StateID        int64    `json:"stateId"`
	CommandID      *int64   `json:"commandId"`
	Command        string   `json:"command"`
	InCurrentState bool     `json:"inCurrentState"`
	Roles          []string `json:"roles"`
	CallerRoles    []string `json:"callerRoles"`
	Allowed        bool     `json:"allowed"`
}

// CheckCommand answers whether the contribution's current state grants the
// command to one of the caller's roles. command is a state command's id
// (api/v3/state-commands/{id}) or a command name (VIEW_HISTORY, …). A
// command of another state of the life cycle is not allowed now; an id that
// is no command of the contribution's life cycle is not found.
func (s *Service) CheckCommand(ctx context.Context, id int64, command string) (CommandCheck, error) {
	c, st, roles, err := s.editContext(ctx, id)
	if err != nil {
		return CommandCheck{}, err
	}
	out := CommandCheck{ContributionID: c.id, StateID: st.ID, CallerRoles: roles, Roles: []string{}}
	var found *lifecycle.Command
	if cid, perr := strconv.ParseInt(command, 10, 64); perr == nil {
		lc, err := s.lifecycles.Load(ctx, c.lifeCycleID)
		if err != nil {
			return CommandCheck{}, err
		}
		for _, other := range lc.States {
			for _, cmd := range other.Commands {
				if cmd.ID == cid {
					found, out.InCurrentState = cmd, other.ID == st.ID
				}
			}
		}
		if found == nil {
			return CommandCheck{}, apperr.NotFound("stateCommand")
		}
	} else {
		name := strings.ToUpper(strings.TrimSpace(command))
		if !slices.Contains(lifecycle.Commands, name) {
			return CommandCheck{}, apperr.BadRequest("commandInvalid", map[string]any{"command": command})
		}
		out.Command = name
		for _, cmd := range st.Commands {
			if cmd.Command == name {
				found, out.InCurrentState = cmd, true
			}
		}
	}
	if found != nil {
		cid := found.ID
		out.CommandID, out.Command, out.Roles = &cid, found.Command, slices.Clone(found.Roles)
	}
	out.Allowed = out.InCurrentState && st.Grants(out.Command, roles)
	return out, nil
}
