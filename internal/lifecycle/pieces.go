package lifecycle

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/db"
)

// The configuration pieces of a life cycle (spec 002 §7: state-change
// notifications, state actions, state task definitions, action post
// handlers, action point definitions, state commands, command task and
// point definitions) share one shape: a row under a parent (a state, an
// action or a command) with its own fields and rules. Piece holds that
// shape once; each kind gives its table, columns and checks.

type level int

const (
	underState level = iota
	underAction
	underCommand
)

// owner is where a piece lives: its life cycle and state.
type owner struct{ lifeCycleID, stateID int64 }

func (a *Admin) ownerOf(ctx context.Context, l level, parentID int64) (owner, error) {
	missing := map[level]string{underState: "stateNotFound", underAction: "actionNotFound", underCommand: "commandNotFound"}[l]
	o, err := a.store.ownerOf(ctx, l, parentID)
	if db.IsNoRows(err) {
		return o, apperr.BadRequest(missing, map[string]any{"id": parentID})
	}
	if err != nil {
		return o, fmt.Errorf("lifecycle: owner of %d: %w", parentID, err)
	}
	return o, nil
}

// Piece is one kind of configuration piece and its CRUD.
type Piece[T any] struct {
	Entity      string // alert keys inno.<Entity>.created|updated|deleted; the 404 entity
	a           *Admin
	t           pieceTable
	level       level
	parentField string
	// dest gives the id, the parent id and the columns to scan into.
	dest func(*T) (id, parent *int64, cols []any)
	// values gives the columns' values to write.
	values func(*T) []any
	// check normalizes and validates v for the owner; selfID is 0 on create.
	check func(ctx context.Context, a *Admin, v *T, o owner, selfID int64, c *apperr.Check) error
	// complete, when set, fills the lists of sub-pieces a read piece holds
	// (its row has none): an answer's lists are never null.
	complete func(ctx context.Context, a *Admin, v *T) error
}

func (p *Piece[T]) ids(v *T) (id, parent *int64) {
	id, parent, _ = p.dest(v)
	return id, parent
}

// Get returns one piece.
func (p *Piece[T]) Get(ctx context.Context, id int64) (*T, error) {
	v := new(T)
	pid, parent, cols := p.dest(v)
	err := p.a.store.getPiece(ctx, p.t, id, append([]any{pid, parent}, cols...))
	if db.IsNoRows(err) {
		return nil, apperr.NotFound(p.Entity)
	}
	if err != nil {
		return nil, fmt.Errorf("lifecycle: get %s %d: %w", p.Entity, id, err)
	}
	if p.complete != nil {
		if err := p.complete(ctx, p.a, v); err != nil {
			return nil, fmt.Errorf("lifecycle: get %s %d: %w", p.Entity, id, err)
		}
	}
	return v, nil
}

// loadedState reads the life cycle of a state and returns the state as loaded
// with its pieces (nil if it is gone meanwhile).
func (a *Admin) loadedState(ctx context.Context, stateID int64) (*State, error) {
	o, err := a.ownerOf(ctx, underState, stateID)
	if err != nil {
		return nil, err
	}
	lc, _, err := a.store.load(ctx, o.lifeCycleID)
	if err != nil {
		return nil, err
	}
	for _, st := range lc.States {
		if st.ID == stateID {
			return st, nil
		}
	}
	return nil, nil
}

func (p *Piece[T]) validate(ctx context.Context, v *T, o owner, selfID int64) error {
	c := apperr.NewCheck(p.Entity)
	if err := p.check(ctx, p.a, v, o, selfID, c); err != nil {
		return err
	}
	return c.Err()
}

func (p *Piece[T]) wrote(err error, what string) error {
	if db.IsUniqueViolation(err) {
		return apperr.Conflict("lifeCycleChanged", nil)
	}
	return fmt.Errorf("lifecycle: %s %s: %w", what, p.Entity, err)
}

// Create adds a piece under its parent.
func (p *Piece[T]) Create(ctx context.Context, v *T) (*T, error) {
	id, parent := p.ids(v)
	if *id != 0 {
		return nil, apperr.EntityBadRequest(p.Entity, "idexists")
	}
	if *parent <= 0 {
		c := apperr.NewCheck(p.Entity)
		c.Fail(p.parentField, "NotNull")
		return nil, c.Err()
	}
	var newID int64
	err := p.a.db.WithTx(ctx, func(ctx context.Context) error {
		o, err := p.a.ownerOf(ctx, p.level, *parent)
		if err != nil {
			return err
		}
		if err := p.a.lock(ctx, "life_cycle", o.lifeCycleID, false, apperr.NotFound("lifeCycle")); err != nil {
			return err
		}
		if err := p.validate(ctx, v, o, 0); err != nil {
			return err
		}
		if newID, err = p.a.store.insertPiece(ctx, p.t, *parent, p.values(v)); err != nil {
			return p.wrote(err, "insert")
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return p.Get(ctx, newID)
}

// Update changes a piece; its parent stays (the body's parent id is ignored).
func (p *Piece[T]) Update(ctx context.Context, v *T) (*T, error) {
	id, parent := p.ids(v)
	if *id <= 0 {
		return nil, apperr.EntityBadRequest(p.Entity, "idnull")
	}
	err := p.a.db.WithTx(ctx, func(ctx context.Context) error {
		cur, err := p.Get(ctx, *id)
		if err != nil {
			return err
		}
		_, curParent := p.ids(cur)
		*parent = *curParent
		o, err := p.a.ownerOf(ctx, p.level, *parent)
		if err != nil {
			return err
		}
		if err := p.a.lock(ctx, "life_cycle", o.lifeCycleID, false, apperr.NotFound("lifeCycle")); err != nil {
			return err
		}
		if err := p.validate(ctx, v, o, *id); err != nil {
			return err
		}
		if err := p.a.store.updatePiece(ctx, p.t, *id, p.values(v)); err != nil {
			return p.wrote(err, "update")
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return p.Get(ctx, *id)
}

// Delete removes a piece (and what hangs below it).
func (p *Piece[T]) Delete(ctx context.Context, id int64) error {
	return p.a.db.WithTx(ctx, func(ctx context.Context) error {
		cur, err := p.Get(ctx, id)
		if err != nil {
			return err
		}
		_, parent := p.ids(cur)
		o, err := p.a.ownerOf(ctx, p.level, *parent)
		if err != nil {
			return err
		}
		if err := p.a.lock(ctx, "life_cycle", o.lifeCycleID, false, apperr.NotFound("lifeCycle")); err != nil {
			return err
		}
		return p.a.store.deletePiece(ctx, p.t, id)
	})
}

// roleList scans a comma-separated role column into a slice.
type roleList struct{ dst *[]string }

func (r roleList) Scan(v any) error {
	switch x := v.(type) {
	case string:
		*r.dst = splitRoles(x)
	case []byte:
		*r.dst = splitRoles(string(x))
	case nil:
		*r.dst = []string{}
	default:
		return fmt.Errorf("lifecycle: roles: unexpected %T", v)
	}
	return nil
}

var actionName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_-]*$`)

func checkRole(c *apperr.Check, field, role string) {
	if c.Required(field, role) {
		c.OneOf(field, role, Roles...)
	}
}

// checkRoles wants at least one known role; duplicates are dropped.
func checkRoles(c *apperr.Check, field string, roles *[]string) {
	var out []string
	for _, r := range *roles {
		r = strings.TrimSpace(r)
		if !slices.Contains(Roles, r) {
			c.Fail(field, "Pattern")
			return
		}
		if !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	if len(out) == 0 {
		c.Fail(field, "NotNull")
		return
	}
	*roles = out
}

// unique fails field with Unique when another row than self under the same
// parent has the value in col.
func (a *Admin) unique(ctx context.Context, c *apperr.Check, field string, t pieceTable, parentID int64, col string, value any, self int64) error {
	taken, err := a.store.taken(ctx, t.table, t.parentCol, parentID, col, value, self)
	if err != nil {
		return err
	}
	if taken {
		c.Fail(field, "Unique")
	}
	return nil
}

// rankOr keeps a given rank, else the piece's current one, else places it last.
func (a *Admin) rankOr(ctx context.Context, t pieceTable, parentID, selfID int64, rank int) (int, error) {
	if rank > 0 {
		return rank, nil
	}
	return a.store.pieceRank(ctx, t, parentID, selfID)
}

func newPieces(a *Admin) pieces {
	return pieces{
		Notifications: &Piece[Notify]{Entity: "stateChangeNotification", a: a, t: notificationTable, level: underState,
			parentField: "stateId",
			dest:        func(v *Notify) (*int64, *int64, []any) { return &v.ID, &v.StateID, []any{&v.Role, &v.SendEmail} },
			values:      func(v *Notify) []any { return []any{v.Role, v.SendEmail} },
			check: func(ctx context.Context, a *Admin, v *Notify, o owner, self int64, c *apperr.Check) error {
				checkRole(c, "role", v.Role)
				return a.unique(ctx, c, "role", notificationTable, o.stateID, "role", v.Role, self)
			}},
		Actions: &Piece[Action]{Entity: "stateAction", a: a, t: actionTable, level: underState,
			parentField: "stateId",
			dest: func(v *Action) (*int64, *int64, []any) {
				return &v.ID, &v.StateID, []any{&v.Name, &v.TargetStateID, roleList{&v.Roles}, &v.Explanation, &v.Rank, &v.RequiredEvaluation}
			},
			values: func(v *Action) []any {
				return []any{v.Name, v.TargetStateID, strings.Join(v.Roles, ","), v.Explanation, v.Rank, v.RequiredEvaluation}
			},
			check: func(ctx context.Context, a *Admin, v *Action, o owner, self int64, c *apperr.Check) error {
				v.Name = strings.TrimSpace(v.Name)
				if c.Required("name", v.Name) {
					c.Size("name", v.Name, 1, 50)
					c.Pattern("name", v.Name, actionName)
				}
				if v.TargetStateID <= 0 {
					c.Fail("targetStateId", "NotNull")
				} else {
					lc, err := a.store.lifeCycleOfState(ctx, v.TargetStateID)
					if err != nil {
						return err
					}
					if lc != o.lifeCycleID {
						c.Fail("targetStateId", "SameLifeCycle")
					}
				}
				checkRoles(c, "roles", &v.Roles)
				if v.Explanation == "" {
					v.Explanation = ExplanationNone
				}
				c.OneOf("explanation", v.Explanation, ExplanationModes...)
				c.OneOf("requiredEvaluation", v.RequiredEvaluation, EvalTypes...)
				c.Range("rank", int64(v.Rank), 0, 10000)
				var err error
				if v.Rank, err = a.rankOr(ctx, actionTable, o.stateID, self, v.Rank); err != nil {
					return err
				}
				return a.unique(ctx, c, "name", actionTable, o.stateID, "name", v.Name, self)
			},
			complete: func(ctx context.Context, a *Admin, v *Action) error {
				v.Points, v.PostHandlers = []*PointDef{}, []*PostHandler{}
				st, err := a.loadedState(ctx, v.StateID)
				if st == nil || err != nil {
					return err
				}
				for _, full := range st.Actions {
					if full.ID == v.ID {
						v.Points, v.PostHandlers = full.Points, full.PostHandlers
					}
				}
				return nil
			}},
		Tasks: &Piece[TaskDef]{Entity: "stateTaskDefinition", a: a, t: taskTable, level: underState,
			parentField: "stateId",
			dest: func(v *TaskDef) (*int64, *int64, []any) {
				return &v.ID, &v.StateID, []any{&v.Name, &v.Role, &v.DeadlineDays, &v.SendEmail}
			},
			values: func(v *TaskDef) []any { return []any{v.Name, v.Role, v.DeadlineDays, v.SendEmail} },
			check: func(_ context.Context, _ *Admin, v *TaskDef, _ owner, _ int64, c *apperr.Check) error {
				checkTask(c, &v.Name, v.Role, v.DeadlineDays)
				return nil
			}},
		PostHandlers: &Piece[PostHandler]{Entity: "actionPostHandler", a: a, t: postHandlerTable, level: underAction,
			parentField: "actionId",
			dest: func(v *PostHandler) (*int64, *int64, []any) {
				return &v.ID, &v.ActionID, []any{&v.Handler, &v.Parameter, &v.Rank}
			},
			values: func(v *PostHandler) []any { return []any{v.Handler, v.Parameter, v.Rank} },
			check: func(ctx context.Context, a *Admin, v *PostHandler, _ owner, self int64, c *apperr.Check) error {
				v.Parameter = strings.TrimSpace(v.Parameter)
				if v.Handler == HandlerCommentStatus {
					v.Parameter = CommentStatusOf(v.Parameter)
				}
				if c.Required("handler", v.Handler) {
					allowed, ok := PostHandlers[v.Handler]
					switch {
					case !ok:
						c.Fail("handler", "Pattern")
					case allowed == nil && v.Parameter != "":
						c.Fail("parameter", "Pattern")
					case allowed != nil && c.Required("parameter", v.Parameter):
						c.OneOf("parameter", v.Parameter, allowed...)
					}
				}
				c.Range("rank", int64(v.Rank), 0, 10000)
				var err error
				v.Rank, err = a.rankOr(ctx, postHandlerTable, v.ActionID, self, v.Rank)
				return err
			}},
		ActionPoints: &Piece[PointDef]{Entity: "actionPointDefinition", a: a, t: actionPointTable, level: underAction,
			parentField: "actionId",
			dest: func(v *PointDef) (*int64, *int64, []any) {
				return &v.ID, &v.ActionID, []any{&v.Role, &v.Points, &v.Share}
			},
			values: func(v *PointDef) []any { return []any{v.Role, v.Points, v.Share} },
			check: func(ctx context.Context, a *Admin, v *PointDef, _ owner, self int64, c *apperr.Check) error {
				checkRole(c, "role", v.Role)
				c.Range("points", int64(v.Points), -100000, 100000)
				return a.unique(ctx, c, "role", actionPointTable, v.ActionID, "role", v.Role, self)
			}},
		Commands: &Piece[Command]{Entity: "stateCommand", a: a, t: commandTable, level: underState,
			parentField: "stateId",
			dest: func(v *Command) (*int64, *int64, []any) {
				return &v.ID, &v.StateID, []any{&v.Command, roleList{&v.Roles}}
			},
			values: func(v *Command) []any { return []any{v.Command, strings.Join(v.Roles, ",")} },
			check: func(ctx context.Context, a *Admin, v *Command, o owner, self int64, c *apperr.Check) error {
				if c.Required("command", v.Command) {
					c.OneOf("command", v.Command, Commands...)
				}
				checkRoles(c, "roles", &v.Roles)
				return a.unique(ctx, c, "command", commandTable, o.stateID, "command", v.Command, self)
			},
			complete: func(ctx context.Context, a *Admin, v *Command) error {
				v.TaskDefinitions, v.PointDefinitions = []*CommandTaskDef{}, []*CommandPointDef{}
				st, err := a.loadedState(ctx, v.StateID)
				if st == nil || err != nil {
					return err
				}
				for _, full := range st.Commands {
					if full.ID == v.ID {
						v.TaskDefinitions, v.PointDefinitions = full.TaskDefinitions, full.PointDefinitions
					}
				}
				return nil
			}},
		CommandTasks: &Piece[CommandTaskDef]{Entity: "commandTaskDefinition", a: a, t: commandTaskTable, level: underCommand,
			parentField: "commandId",
			dest: func(v *CommandTaskDef) (*int64, *int64, []any) {
				return &v.ID, &v.CommandID, []any{&v.Name, &v.Role, &v.DeadlineDays, &v.SendEmail}
			},
			values: func(v *CommandTaskDef) []any { return []any{v.Name, v.Role, v.DeadlineDays, v.SendEmail} },
			check: func(_ context.Context, _ *Admin, v *CommandTaskDef, _ owner, _ int64, c *apperr.Check) error {
				checkTask(c, &v.Name, v.Role, v.DeadlineDays)
				return nil
			}},
		CommandPoints: &Piece[CommandPointDef]{Entity: "commandPointDefinition", a: a, t: commandPointTable, level: underCommand,
			parentField: "commandId",
			dest: func(v *CommandPointDef) (*int64, *int64, []any) {
				return &v.ID, &v.CommandID, []any{&v.Role, &v.Points, &v.Share}
			},
			values: func(v *CommandPointDef) []any { return []any{v.Role, v.Points, v.Share} },
			check: func(ctx context.Context, a *Admin, v *CommandPointDef, _ owner, self int64, c *apperr.Check) error {
				checkRole(c, "role", v.Role)
				c.Range("points", int64(v.Points), -100000, 100000)
				return a.unique(ctx, c, "role", commandPointTable, v.CommandID, "role", v.Role, self)
			}},
	}
}

// checkTask is the rule of state and command task definitions: a name of
// 1 to 100 characters, a contribution role, a deadline of 1 to 3650 days.
func checkTask(c *apperr.Check, name *string, role string, deadlineDays int) {
	*name = strings.TrimSpace(*name)
	if c.Required("name", *name) {
		c.Size("name", *name, 1, 100)
	}
	checkRole(c, "role", role)
	c.Range("deadlineDays", int64(deadlineDays), 1, 3650)
}

// pieces are the eight kinds of configuration piece.
type pieces struct {
	Notifications *Piece[Notify]
	Actions       *Piece[Action]
	Tasks         *Piece[TaskDef]
	PostHandlers  *Piece[PostHandler]
	ActionPoints  *Piece[PointDef]
	Commands      *Piece[Command]
	CommandTasks  *Piece[CommandTaskDef]
	CommandPoints *Piece[CommandPointDef]
}
