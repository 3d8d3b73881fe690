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
	StateType           string      `json:"stateType"`
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
		var dup int
		if err := a.db.QueryRow(ctx, "SELECT COUNT(*) FROM life_cycle_state WHERE life_cycle_id = ? AND code = ? AND id <> ?",
			in.LifeCycleID, in.Code, selfID).Scan(&dup); err != nil {
			return fmt.Errorf("lifecycle: check state code: %w", err)
		}
		if dup > 0 {
			c.Fail("code", "Unique")
		}
	}
	return c.Err()
}

func (a *Admin) writeNames(ctx context.Context, stateID int64, names []StateName) error {
	if _, err := a.db.Exec(ctx, "DELETE FROM life_cycle_state_name WHERE state_id = ?", stateID); err != nil {
		return fmt.Errorf("lifecycle: clear state names: %w", err)
	}
	for _, n := range names {
		if _, err := a.db.Exec(ctx, "INSERT INTO life_cycle_state_name (state_id, language, name) VALUES (?, ?, ?)", stateID, n.Language, n.Name); err != nil {
			return fmt.Errorf("lifecycle: state name %s: %w", n.Language, err)
		}
	}
	return nil
}

// place puts a state at a 1-based position (pos <= 0 or past the end: last)
// and renumbers the life cycle's states 1..n.
func (a *Admin) place(ctx context.Context, lifeCycleID, stateID int64, pos int) error {
	type ranked struct {
		id   int64
		rank int
	}
	all, err := db.Collect(ctx, a.db, func(sc db.Scanner) (ranked, error) {
		var r ranked
		err := sc.Scan(&r.id, &r.rank)
		return r, err
	}, "SELECT id, rank FROM life_cycle_state WHERE life_cycle_id = ? ORDER BY rank, id", lifeCycleID)
	if err != nil {
		return fmt.Errorf("lifecycle: ranks: %w", err)
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
		if _, err := a.db.Exec(ctx, "UPDATE life_cycle_state SET rank = ? WHERE id = ?", i+1, r.id); err != nil {
			return fmt.Errorf("lifecycle: rank state %d: %w", r.id, err)
		}
	}
	return nil
}

// stateOf returns a state row's life cycle, rank and initial flag.
func (a *Admin) stateOf(ctx context.Context, id int64) (lifeCycleID int64, rank int, initial bool, stateType string, err error) {
	err = a.db.QueryRow(ctx, "SELECT life_cycle_id, rank, is_initial, state_type FROM life_cycle_state WHERE id = ?", id).
		Scan(&lifeCycleID, &rank, &initial, &stateType)
	if db.IsNoRows(err) {
		return 0, 0, false, "", apperr.NotFound("lifeCycleState")
	}
	if err != nil {
		return 0, 0, false, "", fmt.Errorf("lifecycle: state %d: %w", id, err)
	}
	return lifeCycleID, rank, initial, stateType, nil
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
		var initials int
		if err := a.db.QueryRow(ctx, "SELECT COUNT(*) FROM life_cycle_state WHERE life_cycle_id = ? AND is_initial = ?", in.LifeCycleID, true).Scan(&initials); err != nil {
			return fmt.Errorf("lifecycle: initial states: %w", err)
		}
		initial := in.IsInitial || initials == 0
		if initial {
			if _, err := a.db.Exec(ctx, "UPDATE life_cycle_state SET is_initial = ? WHERE life_cycle_id = ?", false, in.LifeCycleID); err != nil {
				return fmt.Errorf("lifecycle: clear initial: %w", err)
			}
		}
		var err error
		id, err = a.db.InsertID(ctx, `INSERT INTO life_cycle_state (life_cycle_id, code, state_type, rank, is_happy_path, is_initial)
			VALUES (?, ?, ?, ?, ?, ?)`, in.LifeCycleID, in.Code, in.StateType, 1000000, in.IsHappyPath, initial)
		if err != nil {
			return fmt.Errorf("lifecycle: insert state: %w", err)
		}
		if err := a.writeNames(ctx, id, in.StateDefinitionList); err != nil {
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
			if _, err := a.db.Exec(ctx, "UPDATE life_cycle_state SET is_initial = ? WHERE life_cycle_id = ?", false, lcID); err != nil {
				return fmt.Errorf("lifecycle: clear initial: %w", err)
			}
		}
		if _, err := a.db.Exec(ctx, "UPDATE life_cycle_state SET code = ?, state_type = ?, is_happy_path = ?, is_initial = ? WHERE id = ?",
			in.Code, in.StateType, in.IsHappyPath, in.IsInitial, id); err != nil {
			return fmt.Errorf("lifecycle: update state %d: %w", id, err)
		}
		// Lists tell drafts from the rest by the contribution's publish
		// state: a new state type carries over to the contributions in it.
		if PublishState(in.StateType) != PublishState(oldType) {
			if _, err := a.db.Exec(ctx, "UPDATE contribution SET publish_state = ? WHERE state_id = ?", PublishState(in.StateType), id); err != nil {
				return fmt.Errorf("lifecycle: publish state of contributions in %d: %w", id, err)
			}
		}
		if err := a.writeNames(ctx, id, in.StateDefinitionList); err != nil {
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
		var contributionType string
		if err := a.db.QueryRow(ctx, "SELECT contribution_type FROM life_cycle WHERE id = ?", lcID).Scan(&contributionType); err != nil {
			return fmt.Errorf("lifecycle: type of %d: %w", lcID, err)
		}
		var count, actions, tasks int64
		if err := a.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution WHERE contribution_type = ? AND state_id = ?", contributionType, id).Scan(&count); err != nil {
			return fmt.Errorf("lifecycle: contributions in %d: %w", id, err)
		}
		if err := a.db.QueryRow(ctx, "SELECT COUNT(*) FROM state_action WHERE target_state_id = ? AND state_id <> ?", id, id).Scan(&actions); err != nil {
			return fmt.Errorf("lifecycle: actions into %d: %w", id, err)
		}
		if err := a.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_task WHERE state_id = ?", id).Scan(&tasks); err != nil {
			return fmt.Errorf("lifecycle: tasks in %d: %w", id, err)
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
		for _, q := range []string{
			"DELETE FROM contribution_count WHERE state_id = ?",
			"DELETE FROM life_cycle_state WHERE id = ?",
		} {
			if _, err := a.db.Exec(ctx, q, id); err != nil {
				return fmt.Errorf("lifecycle: delete state %d: %w", id, err)
			}
		}
		return a.place(ctx, lcID, 0, 0)
	})
	return moved, err
}

// typed is a placeholder whose type PostgreSQL cannot infer (a value in the
// select list of INSERT … SELECT).
func (a *Admin) typed(sqlType string) string {
	if a.db.Dialect == db.Postgres {
		return "CAST(? AS " + sqlType + ")"
	}
	return "?"
}

// moveOut moves everything that points at state from to state to (see DeleteState).
func (a *Admin) moveOut(ctx context.Context, contributionType string, from, to int64, toType string) error {
	var userID int64
	if p := auth.FromContext(ctx); p != nil {
		userID = p.UserID
	}
	now := a.now()
	big, ts := a.typed("BIGINT"), a.typed("TIMESTAMPTZ")
	if _, err := a.db.Exec(ctx, `INSERT INTO contribution_history (contribution_id, category, action, from_state_id, to_state_id, explanation, user_id, created_date)
		SELECT id, ?, ?, `+big+`, `+big+`, ?, `+big+`, `+ts+` FROM contribution WHERE contribution_type = ? AND state_id = ?`,
		"STATE", "state-deleted", from, to, "", userID, now, contributionType, from); err != nil {
		return fmt.Errorf("lifecycle: history of moved contributions: %w", err)
	}
	type group struct {
		visible bool
		n       int64
	}
	groups, err := db.Collect(ctx, a.db, func(sc db.Scanner) (group, error) {
		var g group
		err := sc.Scan(&g.visible, &g.n)
		return g, err
	}, "SELECT visible, COUNT(*) FROM contribution WHERE contribution_type = ? AND state_id = ? GROUP BY visible", contributionType, from)
	if err != nil {
		return fmt.Errorf("lifecycle: count moved contributions: %w", err)
	}
	counts := map[bool]int64{}
	for _, g := range groups {
		counts[g.visible] += g.n
	}
	for visible, n := range counts {
		if _, err := a.db.Exec(ctx, `INSERT INTO contribution_count (contribution_type, state_id, visible, n) VALUES (?, ?, ?, ?)
			ON CONFLICT (contribution_type, state_id, visible) DO UPDATE SET n = contribution_count.n + excluded.n`,
			contributionType, to, visible, n); err != nil {
			return fmt.Errorf("lifecycle: count into %d: %w", to, err)
		}
	}
	submitted := toType != TypeDraft && toType != TypeNew
	if _, err := a.db.Exec(ctx, `UPDATE contribution SET state_id = ?, version = version + 1, updated_date = ?, publish_state = ?,
		submitted_date = CASE WHEN submitted_date IS NULL AND ? THEN ? ELSE submitted_date END
		WHERE contribution_type = ? AND state_id = ?`, to, now, PublishState(toType), submitted, now, contributionType, from); err != nil {
		return fmt.Errorf("lifecycle: move contributions: %w", err)
	}
	for _, st := range []struct {
		q    string
		args []any
	}{
		{"UPDATE contribution_task SET closed_status = ?, closed_date = ? WHERE state_id = ? AND closed_status IS NULL", []any{"CANCELED", now, from}},
		{"UPDATE contribution_task SET state_id = ? WHERE state_id = ?", []any{to, from}},
		{"UPDATE state_action SET target_state_id = ? WHERE target_state_id = ?", []any{to, from}},
	} {
		if _, err := a.db.Exec(ctx, st.q, st.args...); err != nil {
			return fmt.Errorf("lifecycle: move references to %d: %w", to, err)
		}
	}
	return nil
}
