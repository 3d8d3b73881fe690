package lifecycle

import (
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/paging"
)

// HTTP holds the life-cycle administration handlers (docs/api-lifecycle.md).
type HTTP struct {
	a *Admin
	// One set of GET /{id}, POST, PUT, DELETE /{id} per configuration piece.
	Notifications, Actions, Tasks, PostHandlers, ActionPoints, Commands, CommandTasks, CommandPoints *PieceHTTP
}

// NewHTTP returns the handlers.
func NewHTTP(a *Admin) *HTTP {
	return &HTTP{a: a,
		Notifications: pieceHTTP(a.pieces.Notifications),
		Actions:       pieceHTTP(a.pieces.Actions),
		Tasks:         pieceHTTP(a.pieces.Tasks),
		PostHandlers:  pieceHTTP(a.pieces.PostHandlers),
		ActionPoints:  pieceHTTP(a.pieces.ActionPoints),
		Commands:      pieceHTTP(a.pieces.Commands),
		CommandTasks:  pieceHTTP(a.pieces.CommandTasks),
		CommandPoints: pieceHTTP(a.pieces.CommandPoints),
	}
}

func lang(r *http.Request) string {
	for _, k := range []string{"langkey", "langKey"} {
		if l := strings.TrimSpace(r.URL.Query().Get(k)); l != "" {
			return l
		}
	}
	return "en"
}

// List handles GET /api/v3/life-cycles?page&size&sort&contributionType.
func (h *HTTP) List(w http.ResponseWriter, r *http.Request) error {
	p, err := httpapi.ParsePage(r, Sortable, paging.Order{Column: "l.contribution_type"}, paging.Order{Column: "l.id"})
	if err != nil {
		return err
	}
	typ := r.URL.Query().Get("contributionType")
	if typ != "" && !slices.Contains(ContributionTypes, typ) {
		return httpapi.BadRequest("contributionType must be one of " + strings.Join(ContributionTypes, ", "))
	}
	items, total, err := h.a.List(r.Context(), typ, p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// withID runs fn with the {id} path parameter.
func withID(r *http.Request, fn func(id int64) (any, error), w http.ResponseWriter) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	v, err := fn(id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, v)
}

// Get handles GET /api/v3/life-cycles/{id}.
func (h *HTTP) Get(w http.ResponseWriter, r *http.Request) error {
	return withID(r, func(id int64) (any, error) { return h.a.Get(r.Context(), id) }, w)
}

// GetForUpdate handles GET /api/v3/life-cycles/get-for-update/{id}: the whole graph.
func (h *HTTP) GetForUpdate(w http.ResponseWriter, r *http.Request) error {
	return withID(r, func(id int64) (any, error) { return h.a.Graph(r.Context(), id) }, w)
}

// GetConfig handles GET /api/v3/life-cycles/get-config/{id}.
func (h *HTTP) GetConfig(w http.ResponseWriter, r *http.Request) error {
	return withID(r, func(id int64) (any, error) { return h.a.Config(r.Context(), id) }, w)
}

// DefinedTypes handles GET /api/v3/life-cycles/get-defined-types.
func (h *HTTP) DefinedTypes(w http.ResponseWriter, _ *http.Request) error {
	return httpapi.OK(w, h.a.Types())
}

// StatesBySource handles GET /api/v3/life-cycles/list-states-by-source/{source}/{competitionId}?langkey=.
func (h *HTTP) StatesBySource(w http.ResponseWriter, r *http.Request) error {
	competitionID, err := strconv.ParseInt(httpapi.Param(r, "competitionId"), 10, 64)
	if err != nil || competitionID < 0 {
		return httpapi.BadRequest("path parameter competitionId must be a number from 0")
	}
	states, err := h.a.StatesBySource(r.Context(), strings.ToUpper(httpapi.Param(r, "source")), competitionID, lang(r))
	if err != nil {
		return err
	}
	return httpapi.OK(w, states)
}

// StatesOrdered handles GET /api/v3/life-cycles/{id}/states-ordered?langkey=.
func (h *HTTP) StatesOrdered(w http.ResponseWriter, r *http.Request) error {
	return withID(r, func(id int64) (any, error) { return h.a.StatesOrdered(r.Context(), id, lang(r)) }, w)
}

// HappyPath handles GET /api/v3/life-cycles/happy-path/{id}?langkey=.
func (h *HTTP) HappyPath(w http.ResponseWriter, r *http.Request) error {
	return withID(r, func(id int64) (any, error) { return h.a.HappyPath(r.Context(), id, lang(r)) }, w)
}

// Create handles POST /api/v3/life-cycles.
func (h *HTTP) Create(w http.ResponseWriter, r *http.Request) error {
	var in LifeCycleInput
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	lc, err := h.a.Create(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Created(w, "lifeCycle", lc.Name, lc)
}

// Update handles PUT /api/v3/life-cycles.
func (h *HTTP) Update(w http.ResponseWriter, r *http.Request) error {
	var in LifeCycleInput
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	lc, err := h.a.Update(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "lifeCycle", lc.Name, lc)
}

// Delete handles DELETE /api/v3/life-cycles/{id}.
func (h *HTTP) Delete(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	if err := h.a.Delete(r.Context(), id); err != nil {
		return err
	}
	return httpapi.Deleted(w, "lifeCycle", strconv.FormatInt(id, 10))
}

// PossibleTargets handles GET /api/v3/life-cycle-states/getPossibleTargetStates/{id}?langkey=.
func (h *HTTP) PossibleTargets(w http.ResponseWriter, r *http.Request) error {
	return withID(r, func(id int64) (any, error) { return h.a.PossibleTargets(r.Context(), id, lang(r)) }, w)
}

// GetState handles GET /api/v3/life-cycle-states/{id}.
func (h *HTTP) GetState(w http.ResponseWriter, r *http.Request) error {
	return withID(r, func(id int64) (any, error) { return h.a.State(r.Context(), id) }, w)
}

// CreateState handles POST /api/v3/life-cycle-states.
func (h *HTTP) CreateState(w http.ResponseWriter, r *http.Request) error {
	var in StateInput
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	st, err := h.a.CreateState(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Created(w, "lifeCycleState", st.Code, st)
}

// UpdateState handles PUT /api/v3/life-cycle-states.
func (h *HTTP) UpdateState(w http.ResponseWriter, r *http.Request) error {
	var in StateInput
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	st, err := h.a.UpdateState(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "lifeCycleState", st.Code, st)
}

// DeleteState handles DELETE /api/v3/life-cycle-states/{id}?moveTo={stateId}.
// The moved count is in the x-moved-count header.
func (h *HTTP) DeleteState(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	var moveTo *int64
	if raw := r.URL.Query().Get("moveTo"); raw != "" {
		to, err := strconv.ParseInt(raw, 10, 64)
		if err != nil || to <= 0 {
			return httpapi.BadRequest("moveTo must be a state id")
		}
		moveTo = &to
	}
	moved, err := h.a.DeleteState(r.Context(), id, moveTo)
	if err != nil {
		return err
	}
	w.Header().Set("x-moved-count", strconv.FormatInt(moved, 10))
	return httpapi.Deleted(w, "lifeCycleState", strconv.FormatInt(moved, 10))
}

// PieceHTTP is GET /{id}, POST, PUT and DELETE /{id} of one configuration piece.
type PieceHTTP struct {
	get, create, update, del httpapi.Handler
}

// Get handles GET …/{id}.
func (p *PieceHTTP) Get(w http.ResponseWriter, r *http.Request) error { return p.get(w, r) }

// Create handles POST.
func (p *PieceHTTP) Create(w http.ResponseWriter, r *http.Request) error { return p.create(w, r) }

// Update handles PUT.
func (p *PieceHTTP) Update(w http.ResponseWriter, r *http.Request) error { return p.update(w, r) }

// Delete handles DELETE …/{id}.
func (p *PieceHTTP) Delete(w http.ResponseWriter, r *http.Request) error { return p.del(w, r) }

func pieceHTTP[T any](p *Piece[T]) *PieceHTTP {
	idOf := func(v *T) string {
		id, _ := p.ids(v)
		return strconv.FormatInt(*id, 10)
	}
	write := func(w http.ResponseWriter, r *http.Request, save func(*T) (*T, error), created bool) error {
		v := new(T)
		if err := httpapi.DecodeJSON(w, r, v); err != nil {
			return err
		}
		out, err := save(v)
		if err != nil {
			return err
		}
		if created {
			return httpapi.Created(w, p.Entity, idOf(out), out)
		}
		return httpapi.Updated(w, p.Entity, idOf(out), out)
	}
	return &PieceHTTP{
		get: func(w http.ResponseWriter, r *http.Request) error {
			return withID(r, func(id int64) (any, error) { return p.Get(r.Context(), id) }, w)
		},
		create: func(w http.ResponseWriter, r *http.Request) error {
			return write(w, r, func(v *T) (*T, error) { return p.Create(r.Context(), v) }, true)
		},
		update: func(w http.ResponseWriter, r *http.Request) error {
			return write(w, r, func(v *T) (*T, error) { return p.Update(r.Context(), v) }, false)
		},
		del: func(w http.ResponseWriter, r *http.Request) error {
			id, err := httpapi.PathID(r, "id")
			if err != nil {
				return err
			}
			if err := p.Delete(r.Context(), id); err != nil {
				return err
			}
			return httpapi.Deleted(w, p.Entity, strconv.FormatInt(id, 10))
		},
	}
}
