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

// DefaultFor returns the default active life cycle of a contribution type.
func (s *Store) DefaultFor(ctx context.Context, contributionType string) (*LifeCycle, error) {
	id, err := s.defaultID(ctx, contributionType)
	if err != nil {
		return nil, err
	}
	if id == 0 {
		return nil, apperr.BadRequest("noLifeCycle", map[string]any{"type": contributionType})
	}
	return s.Load(ctx, id)
}

// Create stores a whole life cycle definition. Actions name their target
// by state code (Action.TargetCode); ids are filled in as rows are written.
func (s *Store) Create(ctx context.Context, def Definition) (int64, error) {
	var id int64
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		var err error
		id, err = s.insertLifeCycle(ctx, LifeCycle{Name: def.Name, ContributionType: def.ContributionType, IsDefault: def.IsDefault,
			IsActive: true, IsOwnersChatEnabled: def.OwnersChat, IsOwnersMentorChatEnabled: def.OwnersMentorChat,
			IsMentorExpertChatEnabled: def.MentorExpertChat, IsOwnersAdvisorsChatEnabled: def.OwnersAdvisorsChat, IsBannerEnabled: true, RatingType: RatingStar5}, db.Now())
		if err != nil {
			return err
		}
		stateIDs := map[string]int64{}
		for i, st := range def.States {
			sid, err := s.insertState(ctx, id, st.Code, st.Type, i+1, st.HappyPath, i == 0)
			if err != nil {
				return err
			}
			stateIDs[st.Code] = sid
			for lang, name := range st.Names {
				if err := s.insertStateName(ctx, sid, StateName{Language: lang, Name: name}); err != nil {
					return err
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
				aid, err := s.db.InsertID(ctx, `INSERT INTO state_action (state_id, name, target_state_id, roles, explanation, rank, required_evaluation)
					VALUES (?, ?, ?, ?, ?, ?, ?)`, sid, a.Name, target, strings.Join(a.Roles, ","), a.Explanation, i+1, a.RequiredEvaluation)
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
				if err := s.insertCommand(ctx, sid, cmd, strings.Join(roles, ",")); err != nil {
					return err
				}
				for _, t := range st.CommandTasks[cmd] {
					if _, err := s.db.Exec(ctx, `INSERT INTO command_task_definition (command_id, name, role, deadline_days, send_email)
						SELECT id, ?, ?, ?, ? FROM state_command WHERE state_id = ? AND command = ?`, t.Name, t.Role, t.DeadlineDays, t.SendEmail, sid, cmd); err != nil {
						return fmt.Errorf("lifecycle: command task: %w", err)
					}
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
