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
	var q, missing string
	switch l {
	case underState:
		q, missing = "SELECT life_cycle_id, id FROM life_cycle_state WHERE id = ?", "stateNotFound"
	case underAction:
		q, missing = "SELECT s.life_cycle_id, s.id FROM state_action x JOIN life_cycle_state s ON s.id = x.state_id WHERE x.id = ?", "actionNotFound"
	default:
		q, missing = "SELECT s.life_cycle_id, s.id FROM state_command x JOIN life_cycle_state s ON s.id = x.state_id WHERE x.id = ?", "commandNotFound"
	}
	var o owner
	err := a.db.QueryRow(ctx, q, parentID).Scan(&o.lifeCycleID, &o.stateID)
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
	table       string
	level       level
	parentCol   string
	parentField string
	cols        []string
	// dest gives the id, the parent id and the columns to scan into.
	dest func(*T) (id, parent *int64, cols []any)
	// values gives the columns' values to write.
	values func(*T) []any
	// check normalizes and validates v for the owner; selfID is 0 on create.
	check func(ctx context.Context, a *Admin, v *T, o owner, selfID int64, c *apperr.Check) error
}

func (p *Piece[T]) ids(v *T) (id, parent *int64) {
	id, parent, _ = p.dest(v)
	return id, parent
}

// Get returns one piece.
func (p *Piece[T]) Get(ctx context.Context, id int64) (*T, error) {
	v := new(T)
	pid, parent, cols := p.dest(v)
	err := p.a.db.QueryRow(ctx, "SELECT id, "+p.parentCol+", "+strings.Join(p.cols, ", ")+" FROM "+p.table+" WHERE id = ?", id).
		Scan(append([]any{pid, parent}, cols...)...)
	if db.IsNoRows(err) {
		return nil, apperr.NotFound(p.Entity)
	}
	if err != nil {
		return nil, fmt.Errorf("lifecycle: get %s %d: %w", p.Entity, id, err)
	}
	return v, nil
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
		marks := strings.TrimSuffix(strings.Repeat("?, ", len(p.cols)+1), ", ")
		newID, err = p.a.db.InsertID(ctx, "INSERT INTO "+p.table+" ("+p.parentCol+", "+strings.Join(p.cols, ", ")+") VALUES ("+marks+")",
			append([]any{*parent}, p.values(v)...)...)
		if err != nil {
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
		sets := strings.Join(p.cols, " = ?, ") + " = ?"
		if _, err := p.a.db.Exec(ctx, "UPDATE "+p.table+" SET "+sets+" WHERE id = ?", append(p.values(v), *id)...); err != nil {
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
		if _, err := p.a.db.Exec(ctx, "DELETE FROM "+p.table+" WHERE id = ?", id); err != nil {
			return fmt.Errorf("lifecycle: delete %s %d: %w", p.Entity, id, err)
		}
		return nil
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

// unique fails field with Unique when the count query finds another row.
func (a *Admin) unique(ctx context.Context, c *apperr.Check, field, query string, args ...any) error {
	var n int
	if err := a.db.QueryRow(ctx, query, args...).Scan(&n); err != nil {
		return fmt.Errorf("lifecycle: check %s: %w", field, err)
	}
	if n > 0 {
		c.Fail(field, "Unique")
	}
	return nil
}

// rankOr keeps a given rank, else the piece's current one, else places it last.
func (a *Admin) rankOr(ctx context.Context, table, parentCol string, parentID, selfID int64, rank int) (int, error) {
	if rank > 0 {
		return rank, nil
	}
	var q string
	var args []any
	if selfID > 0 {
		q, args = "SELECT rank FROM "+table+" WHERE id = ?", []any{selfID}
	} else {
		q, args = "SELECT COALESCE(MAX(rank), 0) + 1 FROM "+table+" WHERE "+parentCol+" = ?", []any{parentID}
	}
	if err := a.db.QueryRow(ctx, q, args...).Scan(&rank); err != nil {
		return 0, fmt.Errorf("lifecycle: rank in %s: %w", table, err)
	}
	return rank, nil
}

func newPieces(a *Admin) pieces {
	return pieces{
		Notifications: &Piece[Notify]{Entity: "stateChangeNotification", a: a, table: "state_change_notification", level: underState,
			parentCol: "state_id", parentField: "stateId", cols: []string{"role", "send_email"},
			dest:   func(v *Notify) (*int64, *int64, []any) { return &v.ID, &v.StateID, []any{&v.Role, &v.SendEmail} },
			values: func(v *Notify) []any { return []any{v.Role, v.SendEmail} },
			check: func(ctx context.Context, a *Admin, v *Notify, o owner, self int64, c *apperr.Check) error {
				checkRole(c, "role", v.Role)
				return a.unique(ctx, c, "role", "SELECT COUNT(*) FROM state_change_notification WHERE state_id = ? AND role = ? AND id <> ?", o.stateID, v.Role, self)
			}},
		Actions: &Piece[Action]{Entity: "stateAction", a: a, table: "state_action", level: underState,
			parentCol: "state_id", parentField: "stateId", cols: []string{"name", "target_state_id", "roles", "explanation", "rank"},
			dest: func(v *Action) (*int64, *int64, []any) {
				return &v.ID, &v.StateID, []any{&v.Name, &v.TargetStateID, roleList{&v.Roles}, &v.Explanation, &v.Rank}
			},
			values: func(v *Action) []any {
				return []any{v.Name, v.TargetStateID, strings.Join(v.Roles, ","), v.Explanation, v.Rank}
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
					var lc int64
					err := a.db.QueryRow(ctx, "SELECT life_cycle_id FROM life_cycle_state WHERE id = ?", v.TargetStateID).Scan(&lc)
					if err != nil && !db.IsNoRows(err) {
						return fmt.Errorf("lifecycle: target state: %w", err)
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
				c.Range("rank", int64(v.Rank), 0, 10000)
				var err error
				if v.Rank, err = a.rankOr(ctx, "state_action", "state_id", o.stateID, self, v.Rank); err != nil {
					return err
				}
				return a.unique(ctx, c, "name", "SELECT COUNT(*) FROM state_action WHERE state_id = ? AND name = ? AND id <> ?", o.stateID, v.Name, self)
			}},
		Tasks: &Piece[TaskDef]{Entity: "stateTaskDefinition", a: a, table: "state_task_definition", level: underState,
			parentCol: "state_id", parentField: "stateId", cols: []string{"name", "role", "deadline_days", "send_email"},
			dest: func(v *TaskDef) (*int64, *int64, []any) {
				return &v.ID, &v.StateID, []any{&v.Name, &v.Role, &v.DeadlineDays, &v.SendEmail}
			},
			values: func(v *TaskDef) []any { return []any{v.Name, v.Role, v.DeadlineDays, v.SendEmail} },
			check: func(_ context.Context, _ *Admin, v *TaskDef, _ owner, _ int64, c *apperr.Check) error {
				checkTask(c, &v.Name, v.Role, v.DeadlineDays)
				return nil
			}},
		PostHandlers: &Piece[PostHandler]{Entity: "actionPostHandler", a: a, table: "action_post_handler", level: underAction,
			parentCol: "action_id", parentField: "actionId", cols: []string{"handler", "parameter", "rank"},
			dest: func(v *PostHandler) (*int64, *int64, []any) {
				return &v.ID, &v.ActionID, []any{&v.Handler, &v.Parameter, &v.Rank}
			},
			values: func(v *PostHandler) []any { return []any{v.Handler, v.Parameter, v.Rank} },
			check: func(ctx context.Context, a *Admin, v *PostHandler, _ owner, self int64, c *apperr.Check) error {
				v.Parameter = strings.TrimSpace(v.Parameter)
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
				v.Rank, err = a.rankOr(ctx, "action_post_handler", "action_id", v.ActionID, self, v.Rank)
				return err
			}},
		ActionPoints: &Piece[PointDef]{Entity: "actionPointDefinition", a: a, table: "action_point_definition", level: underAction,
			parentCol: "action_id", parentField: "actionId", cols: []string{"role", "points", "share"},
			dest: func(v *PointDef) (*int64, *int64, []any) {
				return &v.ID, &v.ActionID, []any{&v.Role, &v.Points, &v.Share}
			},
			values: func(v *PointDef) []any { return []any{v.Role, v.Points, v.Share} },
			check: func(ctx context.Context, a *Admin, v *PointDef, _ owner, self int64, c *apperr.Check) error {
				checkRole(c, "role", v.Role)
				c.Range("points", int64(v.Points), -100000, 100000)
				return a.unique(ctx, c, "role", "SELECT COUNT(*) FROM action_point_definition WHERE action_id = ? AND role = ? AND id <> ?", v.ActionID, v.Role, self)
			}},
		Commands: &Piece[Command]{Entity: "stateCommand", a: a, table: "state_command", level: underState,
			parentCol: "state_id", parentField: "stateId", cols: []string{"command", "roles"},
			dest: func(v *Command) (*int64, *int64, []any) {
				return &v.ID, &v.StateID, []any{&v.Command, roleList{&v.Roles}}
			},
			values: func(v *Command) []any { return []any{v.Command, strings.Join(v.Roles, ",")} },
			check: func(ctx context.Context, a *Admin, v *Command, o owner, self int64, c *apperr.Check) error {
				if c.Required("command", v.Command) {
					c.OneOf("command", v.Command, Commands...)
				}
				checkRoles(c, "roles", &v.Roles)
				return a.unique(ctx, c, "command", "SELECT COUNT(*) FROM state_command WHERE state_id = ? AND command = ? AND id <> ?", o.stateID, v.Command, self)
			}},
		CommandTasks: &Piece[CommandTaskDef]{Entity: "commandTaskDefinition", a: a, table: "command_task_definition", level: underCommand,
			parentCol: "command_id", parentField: "commandId", cols: []string{"name", "role", "deadline_days", "send_email"},
			dest: func(v *CommandTaskDef) (*int64, *int64, []any) {
				return &v.ID, &v.CommandID, []any{&v.Name, &v.Role, &v.DeadlineDays, &v.SendEmail}
			},
			values: func(v *CommandTaskDef) []any { return []any{v.Name, v.Role, v.DeadlineDays, v.SendEmail} },
			check: func(_ context.Context, _ *Admin, v *CommandTaskDef, _ owner, _ int64, c *apperr.Check) error {
				checkTask(c, &v.Name, v.Role, v.DeadlineDays)
				return nil
			}},
		CommandPoints: &Piece[CommandPointDef]{Entity: "commandPointDefinition", a: a, table: "command_point_definition", level: underCommand,
			parentCol: "command_id", parentField: "commandId", cols: []string{"role", "points", "share"},
			dest: func(v *CommandPointDef) (*int64, *int64, []any) {
				return &v.ID, &v.CommandID, []any{&v.Role, &v.Points, &v.Share}
			},
			values: func(v *CommandPointDef) []any { return []any{v.Role, v.Points, v.Share} },
			check: func(ctx context.Context, a *Admin, v *CommandPointDef, _ owner, self int64, c *apperr.Check) error {
				checkRole(c, "role", v.Role)
				c.Range("points", int64(v.Points), -100000, 100000)
				return a.unique(ctx, c, "role", "SELECT COUNT(*) FROM command_point_definition WHERE command_id = ? AND role = ? AND id <> ?", v.CommandID, v.Role, self)
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
