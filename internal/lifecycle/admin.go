package lifecycle

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
)

// Admin is the life-cycle administration (docs/api-lifecycle.md): life
// cycles, their ordered states and the configuration pieces of each state,
// with the rules that keep contributions from being stranded. Every write
// runs in one transaction that first locks the life cycle's row, so two
// administrators editing one life cycle queue instead of interleaving. The
// engine reads definitions through Store.Load on every request, so there is
// no cache to invalidate.
type Admin struct {
	db    *db.DB
	store *Store
	now   func() time.Time
	pieces
}

// NewAdmin returns the life-cycle administration.
func NewAdmin(d *db.DB, s *Store) *Admin {
	a := &Admin{db: d, store: s, now: db.Now}
	a.pieces = newPieces(a)
	return a
}

// Summary is a life cycle as the list and GET {id} show it.
type Summary struct {
	LifeCycle
	CreatedDate       time.Time `json:"createdDate"`
	StateCount        int       `json:"stateCount"`
	ContributionCount int64     `json:"contributionCount"` // from the engine's per-state counters
}

// LifeCycleInput is the body of POST and PUT api/v3/life-cycles.
type LifeCycleInput struct {
	ID                          *int64 `json:"id"`
	Name                        string `json:"name"`
	ContributionType            string `json:"contributionType"`
	IsDefault                   bool   `json:"isDefault"`
	IsActive                    *bool  `json:"isActive"` // default true
	IsOwnersChatEnabled         bool   `json:"isOwnersChatEnabled"`
	IsOwnersMentorChatEnabled   bool   `json:"isOwnersMentorChatEnabled"`
	IsOwnersAdvisorsChatEnabled bool   `json:"isOwnersAdvisorsChatEnabled"`
	IsMentorExpertChatEnabled   bool   `json:"isMentorExpertChatEnabled"`
	IsBannerEnabled             *bool  `json:"isBannerEnabled"` // default true
}

// Sortable are the life-cycle list's sort fields.
var Sortable = paging.Sortable{"id": "l.id", "name": "l.name", "contributionType": "l.contribution_type",
	"isDefault": "l.is_default", "isActive": "l.is_active", "createdDate": "l.created_date"}

const summaryColumns = `l.id, l.name, l.contribution_type, l.is_default, l.is_active, l.is_owners_chat_enabled,
	l.is_owners_mentor_chat_enabled, l.is_owners_advisors_chat_enabled, l.is_mentor_expert_chat_enabled, l.is_banner_enabled,
	l.created_date, (SELECT COUNT(*) FROM life_cycle_state s WHERE s.life_cycle_id = l.id),
	(SELECT COALESCE(SUM(n.n), 0) FROM contribution_count n JOIN life_cycle_state s ON s.id = n.state_id WHERE s.life_cycle_id = l.id)`

func scanSummary(scan func(...any) error) (*Summary, error) {
	s := &Summary{}
	err := scan(&s.ID, &s.Name, &s.ContributionType, &s.IsDefault, &s.IsActive, &s.IsOwnersChatEnabled,
		&s.IsOwnersMentorChatEnabled, &s.IsOwnersAdvisorsChatEnabled, &s.IsMentorExpertChatEnabled, &s.IsBannerEnabled,
		&s.CreatedDate, &s.StateCount, &s.ContributionCount)
	return s, err
}

// List pages the life cycles, of one contribution type when given.
func (a *Admin) List(ctx context.Context, contributionType string, p paging.Page) ([]*Summary, int64, error) {
	var w db.Where
	w.AndIf(contributionType != "", "l.contribution_type = ?", contributionType)
	out, total, err := db.Paged(ctx, a.db, func(sc db.Scanner) (*Summary, error) { return scanSummary(sc.Scan) },
		db.PageQuery{Columns: summaryColumns, From: "life_cycle l", Where: w, Page: p, Tie: "l.id"})
	if err != nil {
		return nil, 0, fmt.Errorf("lifecycle: list: %w", err)
	}
	if out == nil {
		out = []*Summary{}
	}
	return out, total, nil
}

// Get returns one life cycle without its states.
func (a *Admin) Get(ctx context.Context, id int64) (*Summary, error) {
	s, err := scanSummary(a.db.QueryRow(ctx, "SELECT "+summaryColumns+" FROM life_cycle l WHERE l.id = ?", id).Scan)
	if db.IsNoRows(err) {
		return nil, apperr.NotFound("lifeCycle")
	}
	if err != nil {
		return nil, fmt.Errorf("lifecycle: get %d: %w", id, err)
	}
	return s, nil
}

// lock takes the row lock that serializes the administration's writes to
// one life cycle (PostgreSQL; SQLite transactions are serialized already).
// strong also keeps other transactions from referencing the row (a state
// being deleted). A missing row is notFound.
func (a *Admin) lock(ctx context.Context, table string, id int64, strong bool, notFound error) error {
	q := "SELECT id FROM " + table + " WHERE id = ?"
	if a.db.Dialect == db.Postgres {
		if strong {
			q += " FOR UPDATE"
		} else {
			q += " FOR NO KEY UPDATE"
		}
	}
	var got int64
	err := a.db.QueryRow(ctx, q, id).Scan(&got)
	if db.IsNoRows(err) {
		return notFound
	}
	if err != nil {
		return fmt.Errorf("lifecycle: lock %s %d: %w", table, id, err)
	}
	if table == "life_cycle" { // every write locks its life cycle: nodes' cached copies are now stale
		if _, err := a.db.Exec(ctx, "UPDATE life_cycle SET version = version + 1 WHERE id = ?", id); err != nil {
			return fmt.Errorf("lifecycle: bump version of %d: %w", id, err)
		}
		db.AfterCommit(ctx, a.store.changed)
	}
	return nil
}

// lifeCycleWrites is the PostgreSQL advisory lock that queues the writes to
// life cycles themselves (create, update, delete): they touch other life
// cycles' default flags, and taking row locks in two orders would deadlock.
const lifeCycleWrites = 727273

func (a *Admin) serialize(ctx context.Context) error {
	if a.db.Dialect != db.Postgres {
		return nil
	}
	if _, err := a.db.Exec(ctx, "SELECT pg_advisory_xact_lock(?)", lifeCycleWrites); err != nil {
		return fmt.Errorf("lifecycle: write lock: %w", err)
	}
	return nil
}

func (a *Admin) checkLifeCycle(in *LifeCycleInput) error {
	in.Name = strings.TrimSpace(in.Name)
	c := apperr.NewCheck("lifeCycle")
	if c.Required("name", in.Name) {
		c.Size("name", in.Name, 1, 200)
	}
	if c.Required("contributionType", in.ContributionType) {
		c.OneOf("contributionType", in.ContributionType, ContributionTypes...)
	}
	if err := c.Err(); err != nil {
		return err
	}
	if in.IsDefault && !boolOr(in.IsActive, true) {
		return apperr.BadRequest("defaultLifeCycleInactive", nil)
	}
	return nil
}

func boolOr(b *bool, def bool) bool {
	if b == nil {
		return def
	}
	return *b
}

// contributionsIn counts the contributions of a life cycle (exact, not the counters).
func (a *Admin) contributionsIn(ctx context.Context, lifeCycleID int64) (int64, error) {
	var n int64
	if err := a.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution WHERE life_cycle_id = ?", lifeCycleID).Scan(&n); err != nil {
		return 0, fmt.Errorf("lifecycle: contributions of %d: %w", lifeCycleID, err)
	}
	return n, nil
}

// Create adds a life cycle. It starts with one initial DRAFT state in which
// the owner edits, so it can serve contributions at once; the first life
// cycle of a type becomes its default, and a new default replaces the old.
func (a *Admin) Create(ctx context.Context, in LifeCycleInput) (*Summary, error) {
	if in.ID != nil && *in.ID != 0 {
		return nil, apperr.EntityBadRequest("lifeCycle", "idexists")
	}
	if err := a.checkLifeCycle(&in); err != nil {
		return nil, err
	}
	var id int64
	err := a.db.WithTx(ctx, func(ctx context.Context) error {
		if err := a.serialize(ctx); err != nil {
			return err
		}
		var others int
		if err := a.db.QueryRow(ctx, "SELECT COUNT(*) FROM life_cycle WHERE contribution_type = ?", in.ContributionType).Scan(&others); err != nil {
			return fmt.Errorf("lifecycle: count of type: %w", err)
		}
		isDefault := in.IsDefault || others == 0
		if isDefault && !boolOr(in.IsActive, true) {
			return apperr.BadRequest("defaultLifeCycleInactive", nil)
		}
		if isDefault {
			if _, err := a.db.Exec(ctx, "UPDATE life_cycle SET is_default = ? WHERE contribution_type = ?", false, in.ContributionType); err != nil {
				return fmt.Errorf("lifecycle: clear default: %w", err)
			}
		}
		var err error
		id, err = a.db.InsertID(ctx, `INSERT INTO life_cycle (name, contribution_type, is_default, is_active, is_owners_chat_enabled,
			is_owners_mentor_chat_enabled, is_owners_advisors_chat_enabled, is_mentor_expert_chat_enabled, is_banner_enabled, created_date)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, in.Name, in.ContributionType, isDefault, boolOr(in.IsActive, true), in.IsOwnersChatEnabled,
			in.IsOwnersMentorChatEnabled, in.IsOwnersAdvisorsChatEnabled, in.IsMentorExpertChatEnabled, boolOr(in.IsBannerEnabled, true), a.now())
		if err != nil {
			return fmt.Errorf("lifecycle: insert: %w", err)
		}
		sid, err := a.db.InsertID(ctx, `INSERT INTO life_cycle_state (life_cycle_id, code, state_type, rank, is_happy_path, is_initial)
			VALUES (?, ?, ?, ?, ?, ?)`, id, StateDraft, TypeNew, 1, true, true)
		if err != nil {
			return fmt.Errorf("lifecycle: insert initial state: %w", err)
		}
		if err := a.writeNames(ctx, sid, []StateName{{Language: "en", Name: "Draft"}, {Language: "tr", Name: "Taslak"}}); err != nil {
			return err
		}
		for _, cmd := range []string{CmdEdit, CmdViewHistory, CmdViewOwners} {
			if _, err := a.db.Exec(ctx, "INSERT INTO state_command (state_id, command, roles) VALUES (?, ?, ?)", sid, cmd, RoleOwner); err != nil {
				return fmt.Errorf("lifecycle: initial command %s: %w", cmd, err)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Get(ctx, id)
}

// Update changes a life cycle's name, type and flags. The type cannot
// change while contributions use the life cycle; a type keeps one default
// (make another the default instead of clearing it).
func (a *Admin) Update(ctx context.Context, in LifeCycleInput) (*Summary, error) {
	if in.ID == nil || *in.ID <= 0 {
		return nil, apperr.EntityBadRequest("lifeCycle", "idnull")
	}
	if err := a.checkLifeCycle(&in); err != nil {
		return nil, err
	}
	id := *in.ID
	err := a.db.WithTx(ctx, func(ctx context.Context) error {
		if err := a.serialize(ctx); err != nil {
			return err
		}
		if err := a.lock(ctx, "life_cycle", id, false, apperr.NotFound("lifeCycle")); err != nil {
			return err
		}
		cur, err := a.Get(ctx, id)
		if err != nil {
			return err
		}
		if cur.ContributionType != in.ContributionType {
			n, err := a.contributionsIn(ctx, id)
			if err != nil {
				return err
			}
			if n > 0 {
				return apperr.BadRequest("lifeCycleInUse", map[string]any{"count": n})
			}
			if cur.IsDefault {
				return apperr.BadRequest("defaultLifeCycleRequired", map[string]any{"type": cur.ContributionType})
			}
		}
		if cur.IsDefault && !in.IsDefault {
			return apperr.BadRequest("defaultLifeCycleRequired", map[string]any{"type": cur.ContributionType})
		}
		if in.IsDefault && !cur.IsDefault {
			if _, err := a.db.Exec(ctx, "UPDATE life_cycle SET is_default = ? WHERE contribution_type = ? AND id <> ?", false, in.ContributionType, id); err != nil {
				return fmt.Errorf("lifecycle: clear default: %w", err)
			}
		}
		if _, err := a.db.Exec(ctx, `UPDATE life_cycle SET name = ?, contribution_type = ?, is_default = ?, is_active = ?, is_owners_chat_enabled = ?,
			is_owners_mentor_chat_enabled = ?, is_owners_advisors_chat_enabled = ?, is_mentor_expert_chat_enabled = ?, is_banner_enabled = ?
			WHERE id = ?`, in.Name, in.ContributionType, in.IsDefault, boolOr(in.IsActive, true), in.IsOwnersChatEnabled, in.IsOwnersMentorChatEnabled,
			in.IsOwnersAdvisorsChatEnabled, in.IsMentorExpertChatEnabled, boolOr(in.IsBannerEnabled, true), id); err != nil {
			return fmt.Errorf("lifecycle: update %d: %w", id, err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Get(ctx, id)
}

// Delete removes a life cycle with its whole configuration; refused for a
// type's default and while contributions use it.
func (a *Admin) Delete(ctx context.Context, id int64) error {
	return a.db.WithTx(ctx, func(ctx context.Context) error {
		if err := a.serialize(ctx); err != nil {
			return err
		}
		if err := a.lock(ctx, "life_cycle", id, true, apperr.NotFound("lifeCycle")); err != nil {
			return err
		}
		cur, err := a.Get(ctx, id)
		if err != nil {
			return err
		}
		if cur.IsDefault {
			return apperr.BadRequest("defaultLifeCycleRequired", map[string]any{"type": cur.ContributionType})
		}
		n, err := a.contributionsIn(ctx, id)
		if err != nil {
			return err
		}
		var tasks int64
		if err := a.db.QueryRow(ctx, `SELECT COUNT(*) FROM contribution_task WHERE state_id IN
			(SELECT id FROM life_cycle_state WHERE life_cycle_id = ?)`, id).Scan(&tasks); err != nil {
			return fmt.Errorf("lifecycle: tasks of %d: %w", id, err)
		}
		if n > 0 || tasks > 0 {
			return apperr.BadRequest("lifeCycleInUse", map[string]any{"count": n, "tasks": tasks})
		}
		const states = "(SELECT id FROM life_cycle_state WHERE life_cycle_id = ?)"
		for _, q := range []string{
			"DELETE FROM state_action WHERE state_id IN " + states,
			"DELETE FROM contribution_count WHERE state_id IN " + states,
			"DELETE FROM life_cycle_state WHERE life_cycle_id = ?",
			"DELETE FROM life_cycle WHERE id = ?",
		} {
			if _, err := a.db.Exec(ctx, q, id); err != nil {
				return fmt.Errorf("lifecycle: delete %d: %w", id, err)
			}
		}
		return nil
	})
}
