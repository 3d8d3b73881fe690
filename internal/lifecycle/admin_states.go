package lifecycle

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
)

// StateInput is the body of POST and PUT api/v3/life-cycle-states. Rank is
// the 1-based position among the life cycle's states (0: at the end on
// create, unchanged on update); the others are renumbered around it.
type StateInput struct {
	ID                  *int64      `json:"id"`
	LifeCycleID         int64       `json:"lifeCycleId"`
	Code                string      `json:"code"`
	StateType           string      `json:"stateType" openapi:"enum=StateType"`
	Rank                int         `json:"rank"`
	IsHappyPath         bool        `json:"isHappyPath"`
	IsInitial           bool        `json:"isInitial"`
	StateDefinitionList []StateName `json:"stateDefinitionList"`
}

var (
	stateCode    = regexp.MustCompile(`^[A-Z][A-Z0-9_]*$`)
	languageCode = regexp.MustCompile(`^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$`)
)

func (a *Admin) checkState(ctx context.Context, in *StateInput, selfID int64) error {
	in.Code = strings.TrimSpace(in.Code)
	c := apperr.NewCheck("lifeCycleState")
	if c.Required("code", in.Code) {
		c.Size("code", in.Code, 1, 50)
		c.Pattern("code", in.Code, stateCode)
	}
	if c.Required("stateType", in.StateType) {
		c.OneOf("stateType", in.StateType, StateTypes...)
	}
	c.Range("rank", int64(in.Rank), 0, 10000)
	if len(in.StateDefinitionList) == 0 {
		c.Fail("stateDefinitionList", "NotNull")
	}
	seen := map[string]bool{}
	for i := range in.StateDefinitionList {
		n := &in.StateDefinitionList[i]
		n.Language, n.Name = strings.TrimSpace(n.Language), strings.TrimSpace(n.Name)
		field := "stateDefinitionList[" + strconv.Itoa(i) + "]"
		if !languageCode.MatchString(n.Language) {
			c.Fail(field+".language", "Pattern")
		} else if seen[n.Language] {
			c.Fail(field+".language", "Unique")
		}
		seen[n.Language] = true
		if c.Required(field+".name", n.Name) {
			c.Size(field+".name", n.Name, 1, 200)
		}
	}
	if in.Code != "" {
		dup, err := a.store.taken(ctx, "life_cycle_state", "life_cycle_id", in.LifeCycleID, "code", in.Code, selfID)
		if err != nil {
			return err
		}
		if dup {
			c.Fail("code", "Unique")
		}
	}
	return c.Err()
}

// place puts a state at a 1-based position (pos <= 0 or past the end: last)
// and renumbers the life cycle's states 1..n.
func (a *Admin) place(ctx context.Context, lifeCycleID, stateID int64, pos int) error {
	all, err := a.store.ranks(ctx, lifeCycleID)
	if err != nil {
		return err
	}
	var others []ranked
	var self *ranked
	for _, r := range all {
		if r.id == stateID {
			self = &r
			continue
		}
		others = append(others, r)
	}
	order := others
	if self != nil {
		if pos <= 0 || pos > len(others)+1 {
			pos = len(others) + 1
		}
		order = append(append(append([]ranked{}, others[:pos-1]...), *self), others[pos-1:]...)
	}
	for i, r := range order {
		if r.rank == i+1 {
			continue
		}
		if err := a.store.setRank(ctx, r.id, i+1); err != nil {
			return err
		}
	}
	return nil
}

// stateOf returns a state row's life cycle, rank and initial flag.
func (a *Admin) stateOf(ctx context.Context, id int64) (lifeCycleID int64, rank int, initial bool, stateType string, err error) {
	r, err := a.store.stateRow(ctx, id)
	if db.IsNoRows(err) {
		return 0, 0, false, "", apperr.NotFound("lifeCycleState")
	}
	if err != nil {
		return 0, 0, false, "", fmt.Errorf("lifecycle: state %d: %w", id, err)
	}
	return r.lifeCycleID, r.rank, r.initial, r.stateType, nil
}

// State returns one state with its names and configuration.
func (a *Admin) State(ctx context.Context, id int64) (*State, error) {
	lcID, _, _, _, err := a.stateOf(ctx, id)
	if err != nil {
		return nil, err
	}
	lc, err := a.Graph(ctx, lcID)
	if err != nil {
		return nil, err
	}
	if st := lc.Find(id); st != nil {
		return st, nil
	}
	return nil, apperr.NotFound("lifeCycleState")
}

// CreateState adds a state to a life cycle. A state made initial takes the
// flag from the one that had it.
func (a *Admin) CreateState(ctx context.Context, in StateInput) (*State, error) {
	if in.ID != nil && *in.ID != 0 {
		return nil, apperr.EntityBadRequest("lifeCycleState", "idexists")
	}
	if in.LifeCycleID <= 0 {
		c := apperr.NewCheck("lifeCycleState")
		c.Fail("lifeCycleId", "NotNull")
		return nil, c.Err()
	}
	var id int64
	err := a.db.WithTx(ctx, func(ctx context.Context) error {
		if err := a.lock(ctx, "life_cycle", in.LifeCycleID, false, apperr.BadRequest("lifeCycleNotFound", nil)); err != nil {
			return err
		}
		if err := a.checkState(ctx, &in, 0); err != nil {
			return err
		}
		initials, err := a.store.initialStates(ctx, in.LifeCycleID)
		if err != nil {
			return err
		}
		initial := in.IsInitial || initials == 0
		if initial {
			if err := a.store.clearInitial(ctx, in.LifeCycleID); err != nil {
				return err
			}
		}
		// Inserted last, then placed where asked.
		if id, err = a.store.insertState(ctx, in.LifeCycleID, in.Code, in.StateType, 1000000, in.IsHappyPath, initial); err != nil {
			return err
		}
		if err := a.store.writeNames(ctx, id, in.StateDefinitionList); err != nil {
			return err
		}
		return a.place(ctx, in.LifeCycleID, id, in.Rank)
	})
	if err != nil {
		return nil, err
	}
	return a.State(ctx, id)
}

// UpdateState changes a state's code, type, position, flags and names. The
// life cycle it belongs to does not change. The initial flag moves by
// making another state initial, never by clearing it.
func (a *Admin) UpdateState(ctx context.Context, in StateInput) (*State, error) {
	if in.ID == nil || *in.ID <= 0 {
		return nil, apperr.EntityBadRequest("lifeCycleState", "idnull")
	}
	id := *in.ID
	err := a.db.WithTx(ctx, func(ctx context.Context) error {
		lcID, rank, wasInitial, oldType, err := a.stateOf(ctx, id)
		if err != nil {
			return err
		}
		if err := a.lock(ctx, "life_cycle", lcID, false, apperr.NotFound("lifeCycle")); err != nil {
			return err
		}
		in.LifeCycleID = lcID
		if err := a.checkState(ctx, &in, id); err != nil {
			return err
		}
		if wasInitial && !in.IsInitial {
			return apperr.BadRequest("initialStateRequired", nil)
		}
		if in.IsInitial && !wasInitial {
			if err := a.store.clearInitial(ctx, lcID); err != nil {
				return err
			}
		}
		if err := a.store.updateState(ctx, id, in); err != nil {
			return err
		}
		// Lists tell drafts from the rest by the contribution's publish
		// state: a new state type carries over to the contributions in it.
		if PublishState(in.StateType) != PublishState(oldType) {
			if err := a.store.setPublishState(ctx, id, PublishState(in.StateType)); err != nil {
				return err
			}
		}
		if err := a.store.writeNames(ctx, id, in.StateDefinitionList); err != nil {
			return err
		}
		if in.Rank > 0 && in.Rank != rank {
			return a.place(ctx, lcID, id, in.Rank)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.State(ctx, id)
}

// DeleteState removes a state with its configuration. A state that
// contributions are in, that another state's action leads to or that tasks
// were recorded in is refused (400 stateInUse) unless moveTo names another
// state of the same life cycle: then, in the same transaction, its
// contributions move there (with a STATE history entry "state-deleted" and
// the per-state counters kept), its open tasks are cancelled, its task
// records and the actions leading to it point to moveTo. The initial state
// cannot be deleted.
func (a *Admin) DeleteState(ctx context.Context, id int64, moveTo *int64) (moved int64, err error) {
	err = a.db.WithTx(ctx, func(ctx context.Context) error {
		lcID, _, initial, _, err := a.stateOf(ctx, id)
		if err != nil {
			return err
		}
		if err := a.lock(ctx, "life_cycle", lcID, false, apperr.NotFound("lifeCycle")); err != nil {
			return err
		}
		if err := a.lock(ctx, "life_cycle_state", id, true, apperr.NotFound("lifeCycleState")); err != nil {
			return err
		}
		if initial {
			return apperr.BadRequest("initialStateRequired", nil)
		}
		contributionType, err := a.store.typeOf(ctx, lcID)
		if err != nil {
			return err
		}
		count, actions, tasks, err := a.store.stateUse(ctx, contributionType, id)
		if err != nil {
			return err
		}
		if moveTo == nil && count+actions+tasks > 0 {
			return apperr.BadRequest("stateInUse", map[string]any{"count": count, "actions": actions, "tasks": tasks})
		}
		if moveTo != nil {
			target, _, _, targetType, err := a.stateOf(ctx, *moveTo)
			if err != nil || target != lcID || *moveTo == id {
				if err != nil && !apperr.Is(err, apperr.KindNotFound) {
					return err
				}
				return apperr.BadRequest("moveToInvalid", map[string]any{"moveTo": *moveTo})
			}
			if err := a.moveOut(ctx, contributionType, id, *moveTo, targetType); err != nil {
				return err
			}
			moved = count
		}
		if err := a.store.deleteState(ctx, id); err != nil {
			return err
		}
		return a.place(ctx, lcID, 0, 0)
	})
	return moved, err
}

// moveOut moves everything that points at state from to state to (see
// DeleteState), in the caller's name.
func (a *Admin) moveOut(ctx context.Context, contributionType string, from, to int64, toType string) error {
	var userID int64
	if p := auth.FromContext(ctx); p != nil {
		userID = p.UserID
	}
	return a.store.moveOut(ctx, move{contributionType: contributionType, from: from, to: to, publishState: PublishState(toType),
		submitted: toType != TypeDraft && toType != TypeNew, userID: userID, at: a.now()})
}
