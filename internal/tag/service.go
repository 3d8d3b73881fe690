package tag

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/memo"
	"github.com/inno-platform/inno/internal/paging"
)

// Service administers tags and sets the tags of contributions. Who may
// administer is the route's rule (ADMIN, APP_ADMIN); who may change a
// contribution's tags is the contribution engine's, which calls Set.
type Service struct {
	db      *db.DB
	store   *Store
	changed func(ctx context.Context)
	names   *memo.Cache[struct{}, map[int64]named] // every tag's name, read by every detail
}

// namesMaxAge is how late a node shows another node's change to a tag's
// name on a contribution's detail; its own changes show at once (write).
// Field titles follow the same rule.
const namesMaxAge = 2 * time.Second

// NewService returns the tag service.
func NewService(d *db.DB) *Service {
	return &Service{db: d, store: NewStore(d), changed: func(context.Context) {}, names: memo.New[struct{}, map[int64]named](namesMaxAge, 1)}
}

// OnChange registers what to do inside every transaction that changes a
// tag: the contribution lists, which filter by tag, forget their totals.
func (s *Service) OnChange(fn func(ctx context.Context)) { s.changed = fn }

func (s *Service) write(ctx context.Context, fn func(ctx context.Context) error) error {
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		s.changed(ctx)
		db.AfterCommit(ctx, s.names.Changed)
		return fn(ctx)
	})
}

// Admin lists every tag, a page at a time, optionally by name.
func (s *Service) Admin(ctx context.Context, name string, p paging.Page) ([]Tag, int64, error) {
	return s.store.List(ctx, Filter{Name: strings.TrimSpace(name)}, p)
}

// Active lists the active tags (the form's and the list filter's choices).
func (s *Service) Active(ctx context.Context, p paging.Page) ([]Tag, int64, error) {
	return s.store.List(ctx, Filter{ActiveOnly: true}, p)
}

// Get returns one tag.
func (s *Service) Get(ctx context.Context, id int64) (Tag, error) {
	t, err := s.store.Get(ctx, id)
	if db.IsNoRows(err) {
		return Tag{}, apperr.NotFound("contributionTag")
	}
	return t, err
}

// Create adds a tag; a body that carries an id is refused (idexists).
func (s *Service) Create(ctx context.Context, t Tag) (Tag, error) {
	if t.ID != 0 {
		return Tag{}, apperr.EntityBadRequest("contributionTag", "idexists")
	}
	return s.save(ctx, t)
}

// Update changes a tag; a body without an id is refused (idnull).
func (s *Service) Update(ctx context.Context, t Tag) (Tag, error) {
	if t.ID == 0 {
		return Tag{}, apperr.EntityBadRequest("contributionTag", "idnull")
	}
	return s.save(ctx, t)
}

// save creates (id 0) or changes a tag. Names are unique regardless of case.
func (s *Service) save(ctx context.Context, t Tag) (Tag, error) {
	t.Name, t.Description = strings.TrimSpace(t.Name), strings.TrimSpace(t.Description)
	c := apperr.NewCheck("contributionTag")
	if c.Required("name", t.Name) {
		c.Size("name", t.Name, 2, 50)
	}
	c.Size("description", t.Description, 0, 255)
	if err := c.Err(); err != nil {
		return Tag{}, err
	}
	key := strings.ToLower(t.Name)
	err := s.write(ctx, func(ctx context.Context) error {
		taken, err := s.store.NameTaken(ctx, key, t.ID)
		if err != nil {
			return err
		}
		if taken {
			return apperr.BadRequest(ErrNameExists, map[string]any{"name": t.Name})
		}
		if t.ID == 0 {
			t.ID, err = s.store.Insert(ctx, t, key, db.Now())
			return err
		}
		found, err := s.store.Update(ctx, t, key)
		if err == nil && !found {
			return apperr.NotFound("contributionTag")
		}
		return err
	})
	if err != nil {
		return Tag{}, err
	}
	return s.Get(ctx, t.ID)
}

// Delete removes a tag no contribution carries; a used tag is refused
// (tagInUse), so the contributions keep it: deactivate it instead.
func (s *Service) Delete(ctx context.Context, id int64) error {
	return s.write(ctx, func(ctx context.Context) error {
		t, err := s.Get(ctx, id)
		if err != nil {
			return err
		}
		if t.UsageCount > 0 {
			return apperr.BadRequest(ErrInUse, map[string]any{"contributions": t.UsageCount})
		}
		return s.store.Delete(ctx, id)
	})
}

// Of reads the tags of a contribution.
func (s *Service) Of(ctx context.Context, contributionID int64) ([]Ref, error) {
	return s.store.Of(ctx, contributionID)
}

// Refs gives the tags of ids, by name: what a contribution's detail shows
// of the ids it reads. The names come from the ones this node remembers
// (namesMaxAge); a tag this node has not seen yet (created on another node
// since) reads them again. Inside a transaction they are read anew.
func (s *Service) Refs(ctx context.Context, ids []int64) ([]Ref, error) {
	if len(ids) == 0 {
		return []Ref{}, nil
	}
	names, err := s.namesOf(ctx, ids)
	if err != nil {
		return nil, err
	}
	refs := make([]Ref, 0, len(ids))
	for _, id := range ids {
		if n, ok := names[id]; ok {
			refs = append(refs, Ref{ID: id, Name: n.name})
		}
	}
	slices.SortFunc(refs, func(a, b Ref) int { return cmp.Compare(names[a.ID].place, names[b.ID].place) })
	return refs, nil
}

// namesOf gives every tag's name, holding at least those of ids unless a
// tag is gone.
func (s *Service) namesOf(ctx context.Context, ids []int64) (map[int64]named, error) {
	load := func() (map[int64]named, error) { return s.store.names(ctx) }
	if db.InTx(ctx) {
		return load()
	}
	names, err := s.names.Get(struct{}{}, load)
	if err != nil || !slices.ContainsFunc(ids, func(id int64) bool { _, ok := names[id]; return !ok }) {
		return names, err
	}
	s.names.Changed()
	return s.names.Get(struct{}{}, load)
}

// Set makes exactly the given tags the contribution's, inside the caller's
// transaction. A tag already on it may stay after it was deactivated; a new
// one must be active (tagNotFound otherwise).
func (s *Service) Set(ctx context.Context, contributionID int64, tagIDs []int64) error {
	current, err := s.store.Of(ctx, contributionID)
	if err != nil {
		return err
	}
	had := map[int64]bool{}
	for _, t := range current {
		had[t.ID] = true
	}
	want := map[int64]bool{}
	for _, tid := range tagIDs {
		if want[tid] {
			continue
		}
		want[tid] = true
		if had[tid] {
			continue
		}
		active, err := s.store.Active(ctx, tid)
		if err != nil {
			return err
		}
		if !active {
			return apperr.BadRequest(ErrNotFound, map[string]any{"tagId": tid})
		}
		if err := s.store.Link(ctx, contributionID, tid); err != nil {
			return err
		}
	}
	for tid := range had {
		if !want[tid] {
			if err := s.store.Unlink(ctx, contributionID, tid); err != nil {
				return err
			}
		}
	}
	return nil
}
