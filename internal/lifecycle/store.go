package lifecycle

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/db"
)

// Store reads and writes life-cycle definitions. Loaded life cycles are
// kept per node and checked against life_cycle.version, which every
// administration write bumps, so a change made on any node is seen at once
// by Load. Recent, for lists, checks the version at most every
// recentMaxAge.
type Store struct {
	db *db.DB

	mu     sync.RWMutex
	cached map[int64]cachedLifeCycle

	gen      atomic.Uint64 // moves on after each administration write on this node
	onChange []func()
}

type cachedLifeCycle struct {
	version int64
	lc      *LifeCycle
	checked time.Time // when the version was last compared with the database's
	gen     uint64
}

// recentMaxAge is how long Recent trusts a copy without asking the
// database: how late a list on one node shows a state renamed on another.
const recentMaxAge = time.Second

// NewStore returns a life-cycle store.
func NewStore(d *db.DB) *Store { return &Store{db: d, cached: map[int64]cachedLifeCycle{}} }

func splitRoles(s string) []string {
	if s == "" {
		return []string{}
	}
	return strings.Split(s, ",")
}

// Load reads a whole life cycle: states with names, actions with points,
// tasks, commands and notifications. Six queries whatever its size. A row
// whose state or action appeared between two of the queries (an
// administrator's write under PostgreSQL's READ COMMITTED) is left for the
// next load.
//
// The result is shared between callers: read it, never change it.
func (s *Store) Load(ctx context.Context, id int64) (*LifeCycle, error) {
	gen, now := s.gen.Load(), time.Now()
	var version int64
	err := s.db.QueryRow(ctx, "SELECT version FROM life_cycle WHERE id = ?", id).Scan(&version)
	if db.IsNoRows(err) {
		return nil, apperr.NotFound("lifeCycle")
	}
	if err != nil {
		return nil, fmt.Errorf("lifecycle: version of %d: %w", id, err)
	}
	s.mu.RLock()
	c, ok := s.cached[id]
	s.mu.RUnlock()
	if ok && c.version == version {
		if !db.InTx(ctx) {
			s.mu.Lock()
			if cur, ok := s.cached[id]; ok && cur.version == version {
				cur.checked, cur.gen = now, gen
				s.cached[id] = cur
			}
			s.mu.Unlock()
		}
		return c.lc, nil
	}
	return s.loadAndKeep(ctx, id)
}

// Recent is Load for lists, which show state names and types: the copy
// this node holds, checked against the database at most every
// recentMaxAge, and at once after an administration write on this node.
// The engine's writes use Load.
func (s *Store) Recent(ctx context.Context, id int64) (*LifeCycle, error) {
	s.mu.RLock()
	c, ok := s.cached[id]
	s.mu.RUnlock()
	if ok && c.gen == s.gen.Load() && time.Since(c.checked) <= recentMaxAge {
		return c.lc, nil
	}
	return s.Load(ctx, id)
}

// OnChange registers fn to run after each administration write on this
// node has committed (for the caches that depend on states, such as list
// totals). Register before serving.
func (s *Store) OnChange(fn func()) { s.onChange = append(s.onChange, fn) }

// changed runs after an administration write commits.
func (s *Store) changed() {
	s.gen.Add(1)
	for _, fn := range s.onChange {
		fn()
	}
}

// LoadVersion is Load for a caller that read the life cycle's version with
// its own rows (SELECT …, (SELECT version FROM life_cycle WHERE id = …)):
// no query at all while the cached copy has that version.
func (s *Store) LoadVersion(ctx context.Context, id, version int64) (*LifeCycle, error) {
	s.mu.RLock()
	c, ok := s.cached[id]
	s.mu.RUnlock()
	if ok && c.version == version {
		return c.lc, nil
	}
	return s.loadAndKeep(ctx, id)
}

// loadAndKeep reads a life cycle and keeps it, unless ctx carries a
// transaction: what it read may still be rolled back.
func (s *Store) loadAndKeep(ctx context.Context, id int64) (*LifeCycle, error) {
	gen, now := s.gen.Load(), time.Now()
	lc, version, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	if !db.InTx(ctx) {
		s.mu.Lock()
		s.cached[id] = cachedLifeCycle{version: version, lc: lc, checked: now, gen: gen}
		s.mu.Unlock()
	}
	return lc, nil
}

// load reads a life cycle from the database, with the version it had when
// the reading began (a write committed meanwhile bumps it past that, so the
// copy is read again next time).
func (s *Store) load(ctx context.Context, id int64) (*LifeCycle, int64, error) {
	lc := &LifeCycle{}
	var version int64
	err := s.db.QueryRow(ctx, `SELECT id, name, contribution_type, is_default, is_active, is_owners_chat_enabled,
		is_owners_mentor_chat_enabled, is_owners_advisors_chat_enabled, is_mentor_expert_chat_enabled, is_banner_enabled, version
		FROM life_cycle WHERE id = ?`, id).Scan(&lc.ID, &lc.Name, &lc.ContributionType, &lc.IsDefault, &lc.IsActive,
		&lc.IsOwnersChatEnabled, &lc.IsOwnersMentorChatEnabled, &lc.IsOwnersAdvisorsChatEnabled, &lc.IsMentorExpertChatEnabled, &lc.IsBannerEnabled, &version)
	if db.IsNoRows(err) {
		return nil, 0, apperr.NotFound("lifeCycle")
	}
	if err != nil {
		return nil, 0, fmt.Errorf("lifecycle: load %d: %w", id, err)
	}
	byID := map[int64]*State{}
	rows, err := s.db.Query(ctx, "SELECT id, life_cycle_id, code, state_type, rank, is_happy_path, is_initial FROM life_cycle_state WHERE life_cycle_id = ? ORDER BY rank, id", id)
	if err != nil {
		return nil, 0, fmt.Errorf("lifecycle: states: %w", err)
	}
	for rows.Next() {
		st := &State{StateDefinitionList: []StateName{}, Actions: []*Action{}, Tasks: []*TaskDef{}, Commands: []*Command{},
			Notifications: []*Notify{}}
		if err := rows.Scan(&st.ID, &st.LifeCycleID, &st.Code, &st.StateType, &st.Rank, &st.IsHappyPath, &st.IsInitial); err != nil {
			rows.Close()
			return nil, 0, fmt.Errorf("lifecycle: scan state: %w", err)
		}
		lc.States = append(lc.States, st)
		byID[st.ID] = st
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	each := func(query string, scan func(scan func(...any) error) error) error {
		rows, err := s.db.Query(ctx, query, id)
		if err != nil {
			return fmt.Errorf("lifecycle: %w", err)
		}
		defer rows.Close()
		for rows.Next() {
			if err := scan(rows.Scan); err != nil {
				return fmt.Errorf("lifecycle: scan: %w", err)
			}
		}
		return rows.Err()
	}
	const inLC = " WHERE state_id IN (SELECT id FROM life_cycle_state WHERE life_cycle_id = ?)"
	if err := each("SELECT state_id, language, name FROM life_cycle_state_name"+inLC+" ORDER BY language", func(scan func(...any) error) error {
		var sid int64
		var n StateName
		if err := scan(&sid, &n.Language, &n.Name); err != nil {
			return err
		}
		if st := byID[sid]; st != nil {
			st.StateDefinitionList = append(st.StateDefinitionList, n)
		}
		return nil
	}); err != nil {
		return nil, 0, err
	}
	actions := map[int64]*Action{}
	if err := each("SELECT id, state_id, name, target_state_id, roles, explanation, rank FROM state_action"+inLC+" ORDER BY rank, id", func(scan func(...any) error) error {
		a := &Action{Points: []*PointDef{}, PostHandlers: []*PostHandler{}}
		var roles string
		if err := scan(&a.ID, &a.StateID, &a.Name, &a.TargetStateID, &roles, &a.Explanation, &a.Rank); err != nil {
			return err
		}
		a.Roles = splitRoles(roles)
		if st := byID[a.StateID]; st != nil {
			st.Actions = append(st.Actions, a)
			actions[a.ID] = a
		}
		return nil
	}); err != nil {
		return nil, 0, err
	}
	if err := each(`SELECT p.id, p.action_id, p.role, p.points, p.share FROM action_point_definition p
		JOIN state_action a ON a.id = p.action_id WHERE a.state_id IN (SELECT id FROM life_cycle_state WHERE life_cycle_id = ?) ORDER BY p.id`,
		func(scan func(...any) error) error {
			p := &PointDef{}
			if err := scan(&p.ID, &p.ActionID, &p.Role, &p.Points, &p.Share); err != nil {
				return err
			}
			if a := actions[p.ActionID]; a != nil {
				a.Points = append(a.Points, p)
			}
			return nil
		}); err != nil {
		return nil, 0, err
	}
	if err := each("SELECT id, state_id, name, role, deadline_days, send_email FROM state_task_definition"+inLC+" ORDER BY id", func(scan func(...any) error) error {
		t := &TaskDef{}
		if err := scan(&t.ID, &t.StateID, &t.Name, &t.Role, &t.DeadlineDays, &t.SendEmail); err != nil {
			return err
		}
		if st := byID[t.StateID]; st != nil {
			st.Tasks = append(st.Tasks, t)
		}
		return nil
	}); err != nil {
		return nil, 0, err
	}
	if err := each(`SELECT x.id, x.action_id, x.handler, x.parameter, x.rank FROM action_post_handler x
		JOIN state_action a ON a.id = x.action_id JOIN life_cycle_state s ON s.id = a.state_id WHERE s.life_cycle_id = ? ORDER BY x.rank, x.id`,
		func(scan func(...any) error) error {
			h := &PostHandler{}
			if err := scan(&h.ID, &h.ActionID, &h.Handler, &h.Parameter, &h.Rank); err != nil {
				return err
			}
			if a := actions[h.ActionID]; a != nil {
				a.PostHandlers = append(a.PostHandlers, h)
			}
			return nil
		}); err != nil {
		return nil, 0, err
	}
	commands := map[int64]*Command{}
	if err := each("SELECT id, state_id, command, roles FROM state_command"+inLC+" ORDER BY id", func(scan func(...any) error) error {
		c := &Command{TaskDefinitions: []*CommandTaskDef{}, PointDefinitions: []*CommandPointDef{}}
		var roles string
		if err := scan(&c.ID, &c.StateID, &c.Command, &roles); err != nil {
			return err
		}
		c.Roles = splitRoles(roles)
		if st := byID[c.StateID]; st != nil {
			st.Commands = append(st.Commands, c)
			commands[c.ID] = c
		}
		return nil
	}); err != nil {
		return nil, 0, err
	}
	const ofCommands = ` JOIN state_command c ON c.id = x.command_id JOIN life_cycle_state s ON s.id = c.state_id WHERE s.life_cycle_id = ?`
	if err := each("SELECT x.id, x.command_id, x.name, x.role, x.deadline_days, x.send_email FROM command_task_definition x"+ofCommands+" ORDER BY x.id",
		func(scan func(...any) error) error {
			t := &CommandTaskDef{}
			if err := scan(&t.ID, &t.CommandID, &t.Name, &t.Role, &t.DeadlineDays, &t.SendEmail); err != nil {
				return err
			}
			if c := commands[t.CommandID]; c != nil {
				c.TaskDefinitions = append(c.TaskDefinitions, t)
			}
			return nil
		}); err != nil {
		return nil, 0, err
	}
	if err := each("SELECT x.id, x.command_id, x.role, x.points, x.share FROM command_point_definition x"+ofCommands+" ORDER BY x.id",
		func(scan func(...any) error) error {
			p := &CommandPointDef{}
			if err := scan(&p.ID, &p.CommandID, &p.Role, &p.Points, &p.Share); err != nil {
				return err
			}
			if c := commands[p.CommandID]; c != nil {
				c.PointDefinitions = append(c.PointDefinitions, p)
			}
			return nil
		}); err != nil {
		return nil, 0, err
	}
	if err := each("SELECT id, state_id, role, send_email FROM state_change_notification"+inLC+" ORDER BY id", func(scan func(...any) error) error {
		n := &Notify{}
		if err := scan(&n.ID, &n.StateID, &n.Role, &n.SendEmail); err != nil {
			return err
		}
		if st := byID[n.StateID]; st != nil {
			st.Notifications = append(st.Notifications, n)
		}
		return nil
	}); err != nil {
		return nil, 0, err
	}
	return lc, version, nil
}

// DefaultFor returns the default active life cycle of a contribution type.
func (s *Store) DefaultFor(ctx context.Context, contributionType string) (*LifeCycle, error) {
	var id int64
	err := s.db.QueryRow(ctx, `SELECT id FROM life_cycle WHERE contribution_type = ? AND is_active = ?
		ORDER BY is_default DESC, id LIMIT 1`, contributionType, true).Scan(&id)
	if db.IsNoRows(err) {
		return nil, apperr.BadRequest("noLifeCycle", map[string]any{"type": contributionType})
	}
	if err != nil {
		return nil, fmt.Errorf("lifecycle: default for %s: %w", contributionType, err)
	}
	return s.Load(ctx, id)
}

// Create stores a whole life cycle definition. Actions name their target
// by state code (Action.TargetCode); ids are filled in as rows are written.
func (s *Store) Create(ctx context.Context, def Definition) (int64, error) {
	var id int64
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		var err error
		id, err = s.db.InsertID(ctx, `INSERT INTO life_cycle (name, contribution_type, is_default, is_active, is_owners_chat_enabled,
			is_owners_mentor_chat_enabled, is_owners_advisors_chat_enabled, is_mentor_expert_chat_enabled, is_banner_enabled, created_date)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, def.Name, def.ContributionType, def.IsDefault, true, def.OwnersChat,
			def.OwnersMentorChat, false, def.MentorExpertChat, true, db.Now())
		if err != nil {
			return fmt.Errorf("lifecycle: insert: %w", err)
		}
		stateIDs := map[string]int64{}
		for i, st := range def.States {
			sid, err := s.db.InsertID(ctx, `INSERT INTO life_cycle_state (life_cycle_id, code, state_type, rank, is_happy_path, is_initial)
				VALUES (?, ?, ?, ?, ?, ?)`, id, st.Code, st.Type, i+1, st.HappyPath, i == 0)
			if err != nil {
				return fmt.Errorf("lifecycle: insert state %s: %w", st.Code, err)
			}
			stateIDs[st.Code] = sid
			for lang, name := range st.Names {
				if _, err := s.db.Exec(ctx, "INSERT INTO life_cycle_state_name (state_id, language, name) VALUES (?, ?, ?)", sid, lang, name); err != nil {
					return fmt.Errorf("lifecycle: state name: %w", err)
				}
			}
		}
		for _, st := range def.States {
			sid := stateIDs[st.Code]
			for i, a := range st.Actions {
				target, ok := stateIDs[a.Target]
				if !ok {
					return fmt.Errorf("lifecycle: action %s of %s targets unknown state %s", a.Name, st.Code, a.Target)
				}
				aid, err := s.db.InsertID(ctx, `INSERT INTO state_action (state_id, name, target_state_id, roles, explanation, rank)
					VALUES (?, ?, ?, ?, ?, ?)`, sid, a.Name, target, strings.Join(a.Roles, ","), a.Explanation, i+1)
				if err != nil {
					return fmt.Errorf("lifecycle: action %s: %w", a.Name, err)
				}
				for role, pts := range a.Points {
					if _, err := s.db.Exec(ctx, "INSERT INTO action_point_definition (action_id, role, points, share) VALUES (?, ?, ?, ?)",
						aid, role, pts, false); err != nil {
						return fmt.Errorf("lifecycle: points: %w", err)
					}
				}
			}
			for _, t := range st.Tasks {
				if _, err := s.db.Exec(ctx, "INSERT INTO state_task_definition (state_id, name, role, deadline_days, send_email) VALUES (?, ?, ?, ?, ?)",
					sid, t.Name, t.Role, t.DeadlineDays, t.SendEmail); err != nil {
					return fmt.Errorf("lifecycle: task: %w", err)
				}
			}
			for cmd, roles := range st.Commands {
				if _, err := s.db.Exec(ctx, "INSERT INTO state_command (state_id, command, roles) VALUES (?, ?, ?)", sid, cmd, strings.Join(roles, ",")); err != nil {
					return fmt.Errorf("lifecycle: command: %w", err)
				}
			}
			for _, role := range st.Notify {
				if _, err := s.db.Exec(ctx, "INSERT INTO state_change_notification (state_id, role, send_email) VALUES (?, ?, ?)", sid, role, true); err != nil {
					return fmt.Errorf("lifecycle: notification: %w", err)
				}
			}
		}
		return nil
	})
	return id, err
}

// Count returns how many life cycles exist for a type.
func (s *Store) Count(ctx context.Context, contributionType string) (int, error) {
	var n int
	err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM life_cycle WHERE contribution_type = ?", contributionType).Scan(&n)
	return n, err
}
