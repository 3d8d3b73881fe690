package lifecycle

import (
	"context"
	"fmt"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/db"
)

// graph is a life cycle being read, with its pieces by id so each table's
// rows find their parent.
type graph struct {
	id       int64
	lc       *LifeCycle
	states   map[int64]*State
	actions  map[int64]*Action
	commands map[int64]*Command
}

// load reads a life cycle from the database, with the version it had when
// the reading began (a write committed meanwhile bumps it past that, so the
// copy is read again next time): its row, then one loader per table of its
// pieces, parents before children.
func (s *Store) load(ctx context.Context, id int64) (*LifeCycle, int64, error) {
	lc := &LifeCycle{}
	var version int64
	err := s.db.QueryRow(ctx, `SELECT id, name, contribution_type, is_default, is_active, is_owners_chat_enabled,
		is_owners_mentor_chat_enabled, is_owners_advisors_chat_enabled, is_mentor_expert_chat_enabled, is_banner_enabled, rating_type, version
		FROM life_cycle WHERE id = ?`, id).Scan(&lc.ID, &lc.Name, &lc.ContributionType, &lc.IsDefault, &lc.IsActive,
		&lc.IsOwnersChatEnabled, &lc.IsOwnersMentorChatEnabled, &lc.IsOwnersAdvisorsChatEnabled, &lc.IsMentorExpertChatEnabled, &lc.IsBannerEnabled, &lc.RatingType, &version)
	if db.IsNoRows(err) {
		return nil, 0, apperr.NotFound("lifeCycle")
	}
	if err != nil {
		return nil, 0, fmt.Errorf("lifecycle: load %d: %w", id, err)
	}
	g := &graph{id: id, lc: lc, states: map[int64]*State{}, actions: map[int64]*Action{}, commands: map[int64]*Command{}}
	for _, step := range []struct {
		table string
		load  func(context.Context, *graph) error
	}{
		{"states", s.loadStates}, {"state names", s.loadStateNames}, {"actions", s.loadActions},
		{"action points", s.loadActionPoints}, {"tasks", s.loadTasks}, {"post handlers", s.loadPostHandlers},
		{"commands", s.loadCommands}, {"command tasks", s.loadCommandTasks}, {"command points", s.loadCommandPoints},
		{"notifications", s.loadNotifications},
	} {
		if err := step.load(ctx, g); err != nil {
			return nil, 0, fmt.Errorf("lifecycle: load the %s of %d: %w", step.table, id, err)
		}
	}
	return lc, version, nil
}

// The pieces of one life cycle: by state, by action, by command.
const (
	ofStates   = " WHERE state_id IN (SELECT id FROM life_cycle_state WHERE life_cycle_id = ?)"
	ofActions  = " JOIN state_action a ON a.id = x.action_id JOIN life_cycle_state s ON s.id = a.state_id WHERE s.life_cycle_id = ?"
	ofCommands = " JOIN state_command c ON c.id = x.command_id JOIN life_cycle_state s ON s.id = c.state_id WHERE s.life_cycle_id = ?"
)

func (s *Store) loadStates(ctx context.Context, g *graph) error {
	states, err := db.Collect(ctx, s.db, func(sc db.Scanner) (*State, error) {
		st := &State{StateDefinitionList: []StateName{}, Actions: []*Action{}, Tasks: []*TaskDef{}, Commands: []*Command{},
			Notifications: []*Notify{}}
		err := sc.Scan(&st.ID, &st.LifeCycleID, &st.Code, &st.StateType, &st.Rank, &st.IsHappyPath, &st.IsInitial)
		return st, err
	}, "SELECT id, life_cycle_id, code, state_type, rank, is_happy_path, is_initial FROM life_cycle_state WHERE life_cycle_id = ? ORDER BY rank, id", g.id)
	for _, st := range states {
		g.lc.States = append(g.lc.States, st)
		g.states[st.ID] = st
	}
	return err
}

func (s *Store) loadStateNames(ctx context.Context, g *graph) error {
	type named struct {
		stateID int64
		name    StateName
	}
	names, err := db.Collect(ctx, s.db, func(sc db.Scanner) (named, error) {
		var n named
		err := sc.Scan(&n.stateID, &n.name.Language, &n.name.Name)
		return n, err
	}, "SELECT state_id, language, name FROM life_cycle_state_name"+ofStates+" ORDER BY language", g.id)
	for _, n := range names {
		if st := g.states[n.stateID]; st != nil {
			st.StateDefinitionList = append(st.StateDefinitionList, n.name)
		}
	}
	return err
}

func (s *Store) loadActions(ctx context.Context, g *graph) error {
	actions, err := db.Collect(ctx, s.db, func(sc db.Scanner) (*Action, error) {
		a := &Action{Points: []*PointDef{}, PostHandlers: []*PostHandler{}}
		var roles string
		err := sc.Scan(&a.ID, &a.StateID, &a.Name, &a.TargetStateID, &roles, &a.Explanation, &a.Rank, &a.RequiredEvaluation)
		a.Roles = splitRoles(roles)
		return a, err
	}, "SELECT id, state_id, name, target_state_id, roles, explanation, rank, required_evaluation FROM state_action"+ofStates+" ORDER BY rank, id", g.id)
	for _, a := range actions {
		if st := g.states[a.StateID]; st != nil {
			st.Actions = append(st.Actions, a)
			g.actions[a.ID] = a
		}
	}
	return err
}

func (s *Store) loadActionPoints(ctx context.Context, g *graph) error {
	points, err := db.Collect(ctx, s.db, func(sc db.Scanner) (*PointDef, error) {
		p := &PointDef{}
		err := sc.Scan(&p.ID, &p.ActionID, &p.Role, &p.Points, &p.Share)
		return p, err
	}, "SELECT x.id, x.action_id, x.role, x.points, x.share FROM action_point_definition x"+ofActions+" ORDER BY x.id", g.id)
	for _, p := range points {
		if a := g.actions[p.ActionID]; a != nil {
			a.Points = append(a.Points, p)
		}
	}
	return err
}

func (s *Store) loadTasks(ctx context.Context, g *graph) error {
	tasks, err := db.Collect(ctx, s.db, func(sc db.Scanner) (*TaskDef, error) {
		t := &TaskDef{}
		err := sc.Scan(&t.ID, &t.StateID, &t.Name, &t.Role, &t.DeadlineDays, &t.SendEmail)
		return t, err
	}, "SELECT id, state_id, name, role, deadline_days, send_email FROM state_task_definition"+ofStates+" ORDER BY id", g.id)
	for _, t := range tasks {
		if st := g.states[t.StateID]; st != nil {
			st.Tasks = append(st.Tasks, t)
		}
	}
	return err
}

func (s *Store) loadPostHandlers(ctx context.Context, g *graph) error {
	handlers, err := db.Collect(ctx, s.db, func(sc db.Scanner) (*PostHandler, error) {
		h := &PostHandler{}
		err := sc.Scan(&h.ID, &h.ActionID, &h.Handler, &h.Parameter, &h.Rank)
		return h, err
	}, "SELECT x.id, x.action_id, x.handler, x.parameter, x.rank FROM action_post_handler x"+ofActions+" ORDER BY x.rank, x.id", g.id)
	for _, h := range handlers {
		if a := g.actions[h.ActionID]; a != nil {
			a.PostHandlers = append(a.PostHandlers, h)
		}
	}
	return err
}

func (s *Store) loadCommands(ctx context.Context, g *graph) error {
	commands, err := db.Collect(ctx, s.db, func(sc db.Scanner) (*Command, error) {
		c := &Command{TaskDefinitions: []*CommandTaskDef{}, PointDefinitions: []*CommandPointDef{}}
		var roles string
		err := sc.Scan(&c.ID, &c.StateID, &c.Command, &roles)
		c.Roles = splitRoles(roles)
		return c, err
	}, "SELECT id, state_id, command, roles FROM state_command"+ofStates+" ORDER BY id", g.id)
	for _, c := range commands {
		if st := g.states[c.StateID]; st != nil {
			st.Commands = append(st.Commands, c)
			g.commands[c.ID] = c
		}
	}
	return err
}

func (s *Store) loadCommandTasks(ctx context.Context, g *graph) error {
	tasks, err := db.Collect(ctx, s.db, func(sc db.Scanner) (*CommandTaskDef, error) {
		t := &CommandTaskDef{}
		err := sc.Scan(&t.ID, &t.CommandID, &t.Name, &t.Role, &t.DeadlineDays, &t.SendEmail)
		return t, err
	}, "SELECT x.id, x.command_id, x.name, x.role, x.deadline_days, x.send_email FROM command_task_definition x"+ofCommands+" ORDER BY x.id", g.id)
	for _, t := range tasks {
		if c := g.commands[t.CommandID]; c != nil {
			c.TaskDefinitions = append(c.TaskDefinitions, t)
		}
	}
	return err
}

func (s *Store) loadCommandPoints(ctx context.Context, g *graph) error {
	points, err := db.Collect(ctx, s.db, func(sc db.Scanner) (*CommandPointDef, error) {
		p := &CommandPointDef{}
		err := sc.Scan(&p.ID, &p.CommandID, &p.Role, &p.Points, &p.Share)
		return p, err
	}, "SELECT x.id, x.command_id, x.role, x.points, x.share FROM command_point_definition x"+ofCommands+" ORDER BY x.id", g.id)
	for _, p := range points {
		if c := g.commands[p.CommandID]; c != nil {
			c.PointDefinitions = append(c.PointDefinitions, p)
		}
	}
	return err
}

func (s *Store) loadNotifications(ctx context.Context, g *graph) error {
	notes, err := db.Collect(ctx, s.db, func(sc db.Scanner) (*Notify, error) {
		n := &Notify{}
		err := sc.Scan(&n.ID, &n.StateID, &n.Role, &n.SendEmail)
		return n, err
	}, "SELECT id, state_id, role, send_email FROM state_change_notification"+ofStates+" ORDER BY id", g.id)
	for _, n := range notes {
		if st := g.states[n.StateID]; st != nil {
			st.Notifications = append(st.Notifications, n)
		}
	}
	return err
}
