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
	ContributionType            string `json:"contributionType" openapi:"enum=ContributionType"`
	IsDefault                   bool   `json:"isDefault"`
	IsActive                    *bool  `json:"isActive"` // default true
	IsOwnersChatEnabled         bool   `json:"isOwnersChatEnabled"`
	IsOwnersMentorChatEnabled   bool   `json:"isOwnersMentorChatEnabled"`
	IsOwnersAdvisorsChatEnabled bool   `json:"isOwnersAdvisorsChatEnabled"`
	IsMentorExpertChatEnabled   bool   `json:"isMentorExpertChatEnabled"`
	IsBannerEnabled             *bool  `json:"isBannerEnabled"`                                // default true
	RatingType                  string `json:"ratingType,omitempty" openapi:"enum=RatingType"` // STAR5 (default) or LIKE
}

// Sortable are the life-cycle list's sort fields.
var Sortable = paging.Sortable{"id": "l.id", "name": "l.name", "contributionType": "l.contribution_type",
	"isDefault": "l.is_default", "isActive": "l.is_active", "createdDate": "l.created_date"}

// List pages the life cycles, of one contribution type when given.
func (a *Admin) List(ctx context.Context, contributionType string, p paging.Page) ([]*Summary, int64, error) {
	out, total, err := a.store.summaries(ctx, contributionType, p)
	if err != nil {
		return nil, 0, err
	}
	if out == nil {
		out = []*Summary{}
	}
	return out, total, nil
}

// Get returns one life cycle without its states.
func (a *Admin) Get(ctx context.Context, id int64) (*Summary, error) {
	s, err := a.store.summary(ctx, id)
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
// being deleted). A missing row is notFound. Locking a life cycle bumps its
// version: every write locks its life cycle, so nodes' cached copies are
// then stale.
func (a *Admin) lock(ctx context.Context, table string, id int64, strong bool, notFound error) error {
	err := a.store.lockRow(ctx, table, id, strong)
	if db.IsNoRows(err) {
		return notFound
	}
	if err != nil {
		return fmt.Errorf("lifecycle: lock %s %d: %w", table, id, err)
	}
	if table == "life_cycle" {
		return a.store.bumpVersion(ctx, id)
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
	if in.RatingType != "" {
		c.OneOf("ratingType", in.RatingType, RatingTypes...)
	}
	if err := c.Err(); err != nil {
		return err
	}
	if in.IsDefault && !boolOr(in.IsActive, true) {
		return apperr.BadRequest("defaultLifeCycleInactive", nil)
	}
	return nil
}

// lifeCycle is the row the input describes (IsDefault as asked, no id).
func (in LifeCycleInput) lifeCycle() LifeCycle {
	return LifeCycle{Name: in.Name, ContributionType: in.ContributionType, IsDefault: in.IsDefault, IsActive: boolOr(in.IsActive, true),
		IsOwnersChatEnabled: in.IsOwnersChatEnabled, IsOwnersMentorChatEnabled: in.IsOwnersMentorChatEnabled,
		IsOwnersAdvisorsChatEnabled: in.IsOwnersAdvisorsChatEnabled, IsMentorExpertChatEnabled: in.IsMentorExpertChatEnabled,
		IsBannerEnabled: boolOr(in.IsBannerEnabled, true), RatingType: ratingType(in.RatingType)}
}

func boolOr(b *bool, def bool) bool {
	if b == nil {
		return def
	}
	return *b
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
		if err := a.store.serializeWrites(ctx); err != nil {
			return err
		}
		others, err := a.store.Count(ctx, in.ContributionType)
		if err != nil {
			return fmt.Errorf("lifecycle: count of type: %w", err)
		}
		lc := in.lifeCycle()
		lc.IsDefault = in.IsDefault || others == 0
		if lc.IsDefault && !lc.IsActive {
			return apperr.BadRequest("defaultLifeCycleInactive", nil)
		}
		if lc.IsDefault {
			if err := a.store.clearDefault(ctx, in.ContributionType, 0); err != nil {
				return err
			}
		}
		if id, err = a.store.insertLifeCycle(ctx, lc, a.now()); err != nil {
			return err
		}
		sid, err := a.store.insertState(ctx, id, StateDraft, TypeNew, 1, true, true)
		if err != nil {
			return err
		}
		if err := a.store.writeNames(ctx, sid, []StateName{{Language: "en", Name: "Draft"}, {Language: "tr", Name: "Taslak"}}); err != nil {
			return err
		}
		for _, cmd := range []string{CmdEdit, CmdViewHistory, CmdViewOwners} {
			if err := a.store.insertCommand(ctx, sid, cmd, RoleOwner); err != nil {
				return err
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
		if err := a.store.serializeWrites(ctx); err != nil {
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
			n, err := a.store.contributionsIn(ctx, id)
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
			if err := a.store.clearDefault(ctx, in.ContributionType, id); err != nil {
				return err
			}
		}
		lc := in.lifeCycle()
		lc.ID = id
		if in.RatingType == "" { // a client that does not know the setting keeps it
			lc.RatingType = cur.RatingType
		}
		return a.store.updateLifeCycle(ctx, lc)
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
		if err := a.store.serializeWrites(ctx); err != nil {
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
		n, err := a.store.contributionsIn(ctx, id)
		if err != nil {
			return err
		}
		tasks, err := a.store.tasksIn(ctx, id)
		if err != nil {
			return err
		}
		if n > 0 || tasks > 0 {
			return apperr.BadRequest("lifeCycleInUse", map[string]any{"count": n, "tasks": tasks})
		}
		return a.store.deleteLifeCycle(ctx, id)
	})
}
