package field

import (
	"context"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/memo"
	"github.com/inno-platform/inno/internal/paging"
)

// Accounts tells whether a user may be given a role on a field (package
// account).
type Accounts interface {
	// IsActive reports whether userID is an active account.
	IsActive(ctx context.Context, userID int64) (bool, error)
}

// Service administers the fields of each contribution type and their
// people, and answers the engine's questions about them.
type Service struct {
	db       *db.DB
	store    *Store
	accounts Accounts
	titles   *memo.Cache[key, known] // a field's titles, read by every detail
	now      func() time.Time
}

type key struct {
	contributionType string
	id               int64
}

// known is a field's titles as remembered; found is false when the type
// has no such field.
type known struct {
	Field
	found bool
}

// configMaxAge is how late a node shows another node's change to a
// field's titles; its own changes show at once (write).
const configMaxAge = 2 * time.Second

// NewService returns the field service.
func NewService(d *db.DB, accounts Accounts) *Service {
	return &Service{db: d, store: NewStore(d), accounts: accounts, now: db.Now, titles: memo.New[key, known](configMaxAge, 1000)}
}

// write runs fn in one transaction; once it commits this node forgets the
// titles it remembers.
func (s *Service) write(ctx context.Context, fn func(ctx context.Context) error) error {
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		db.AfterCommit(ctx, s.titles.Changed)
		return fn(ctx)
	})
}

// List lists a type's fields, a page at a time (activeOnly for selects).
func (s *Service) List(ctx context.Context, contributionType string, activeOnly bool, p paging.Page) ([]Field, int64, error) {
	if err := lifecycle.CheckContributionType(contributionType); err != nil {
		return nil, 0, err
	}
	return s.store.Page(ctx, contributionType, activeOnly, p)
}

// Get returns one field of a type.
func (s *Service) Get(ctx context.Context, contributionType string, id int64) (Field, error) {
	f, found, err := s.store.Get(ctx, contributionType, id)
	if err == nil && !found {
		return f, apperr.NotFound("contributionField")
	}
	return f, err
}

func check(f *Field) error {
	c := apperr.NewCheck("contributionField")
	if len(f.DefinitionList) == 0 {
		c.Fail("definitionList", "NotNull")
	}
	seen := map[string]bool{}
	for i := range f.DefinitionList {
		t := &f.DefinitionList[i]
		t.Title, t.Language = strings.TrimSpace(t.Title), strings.TrimSpace(t.Language)
		if t.Title == "" || len([]rune(t.Title)) > 200 {
			c.Fail("definitionList", "Size")
		}
		if t.Language == "" || len(t.Language) > 10 || seen[t.Language] {
			c.Fail("definitionList", "Pattern")
		}
		seen[t.Language] = true
	}
	c.Int32("sortOrder", f.SortOrder)
	return c.Err()
}

// Save creates (id 0) or changes a field of the type.
func (s *Service) Save(ctx context.Context, contributionType string, f Field) (Field, error) {
	if err := lifecycle.RequireTypeAdmin(ctx, contributionType); err != nil {
		return Field{}, err
	}
	if err := check(&f); err != nil {
		return Field{}, err
	}
	f.ContributionType = contributionType
	err := s.write(ctx, func(ctx context.Context) error {
		if f.ID == 0 {
			id, err := s.store.Insert(ctx, f, s.now())
			if err != nil {
				return err
			}
			f.ID = id
		} else {
			if _, err := s.Get(ctx, contributionType, f.ID); err != nil {
				return err
			}
			if err := s.store.Update(ctx, f); err != nil {
				return err
			}
		}
		return s.store.SetTitles(ctx, f.ID, f.DefinitionList)
	})
	if err != nil {
		return Field{}, err
	}
	return s.Get(ctx, contributionType, f.ID)
}

// Delete removes a field no contribution uses; a used one is refused
// (contributionFieldInUse): deactivate it instead.
func (s *Service) Delete(ctx context.Context, contributionType string, id int64) error {
	if err := lifecycle.RequireTypeAdmin(ctx, contributionType); err != nil {
		return err
	}
	return s.write(ctx, func(ctx context.Context) error {
		if _, err := s.Get(ctx, contributionType, id); err != nil {
			return err
		}
		used, err := s.store.Used(ctx, id)
		if err != nil {
			return err
		}
		if used > 0 {
			return apperr.BadRequest("contributionFieldInUse", map[string]any{"contributions": used})
		}
		return s.store.Delete(ctx, id)
	})
}

// Type is the contribution type of field id; not found (404) when there is
// no such field.
func (s *Service) Type(ctx context.Context, id int64) (string, error) {
	t, found, err := s.store.Type(ctx, id)
	if err == nil && !found {
		return "", apperr.NotFound("contributionField")
	}
	return t, err
}

// Usable reports whether id is an active field of the type: the only ones
// a contribution may move to.
func (s *Service) Usable(ctx context.Context, contributionType string, id int64) (bool, error) {
	return s.store.Usable(ctx, contributionType, id)
}

// Title is the title of field id in lang (else English, else any),
// remembered per field; found is false when the field is not one of the
// type's.
func (s *Service) Title(ctx context.Context, contributionType string, id int64, lang string) (string, bool, error) {
	f, err := s.titles.Get(key{contributionType, id}, func() (known, error) {
		titles, found, err := s.store.Titles(ctx, contributionType, id)
		return known{Field: Field{DefinitionList: titles}, found: found}, err
	})
	return f.Title(lang), f.found, err
}
