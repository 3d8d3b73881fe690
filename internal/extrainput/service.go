package extrainput

import (
	"context"
	"slices"
	"time"

	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/memo"
	"github.com/inno-platform/inno/internal/paging"
)

// Fields is what this package needs of the contribution fields (package
// field): the type a field belongs to.
type Fields interface {
	// Type is the contribution type of field id; not found (404) when there
	// is no such field.
	Type(ctx context.Context, id int64) (string, error)
}

// Contributions is what this package needs of the contribution engine.
type Contributions interface {
	// Readable refuses (404) a caller who may not see contribution id and
	// tells its type and field.
	Readable(ctx context.Context, id int64) (contributionType string, fieldID *int64, err error)
	// Changed runs inside a write's transaction for each contribution whose
	// answers the write changed: its version moves on and the lists forget
	// what they remembered.
	Changed(ctx context.Context, id int64) error
}

// Competitions is what this package needs of the competitions (package
// competition): whether the caller may change a competition's inputs.
type Competitions interface {
	CanManage(ctx context.Context, id int64) error
	// MayRead refuses a caller who may not see competition id.
	MayRead(ctx context.Context, id int64) error
}

// Service administers extra inputs and checks and stores the answers
// contributions give them.
type Service struct {
	db            *db.DB
	store         *Store
	settings      *appconfig.Service
	fields        Fields
	contributions Contributions
	competitions  Competitions
	typeInputs    *memo.Cache[string, []Input] // a type's inputs in list order, read by every form and detail
	now           func() time.Time
}

// configMaxAge is how late a node shows another node's change to the
// inputs; its own changes show at once (changed).
const configMaxAge = 2 * time.Second

// NewService returns the extra-input service; SetContributions completes it.
func NewService(d *db.DB, settings *appconfig.Service, fields Fields) *Service {
	return &Service{db: d, store: NewStore(d), settings: settings, fields: fields, now: db.Now,
		typeInputs: memo.New[string, []Input](configMaxAge, 16)}
}

// SetContributions gives the service the engine it asks who may read a
// contribution and tells of changed answers.
func (s *Service) SetContributions(c Contributions) { s.contributions = c }

// SetCompetitions gives the service the competitions whose IDEA inputs it keeps.
func (s *Service) SetCompetitions(c Competitions) { s.competitions = c }

// requireAdmin lets a source's administrators change its inputs; an IDEA
// input of a competition is for those who manage that competition
// (COMPETITION_ADMIN of their own, COMPETITION_EDITOR).
func (s *Service) requireAdmin(ctx context.Context, source string, competitionID *int64) error {
	if source != lifecycle.ContributionIdea || competitionID == nil {
		return lifecycle.RequireTypeAdmin(ctx, source)
	}
	if s.competitions == nil {
		return apperr.NotFound("competition")
	}
	return s.competitions.CanManage(ctx, *competitionID)
}

// ForCompetition lists the IDEA inputs of a competition in their order: for
// those who manage it and those who may see it (the idea form).
func (s *Service) ForCompetition(ctx context.Context, competitionID int64) ([]Input, error) {
	if s.competitions == nil {
		return nil, apperr.NotFound("competition")
	}
	if err := s.competitions.CanManage(ctx, competitionID); err != nil {
		if err := s.competitions.MayRead(ctx, competitionID); err != nil {
			return nil, err
		}
	}
	return s.store.OfCompetition(ctx, competitionID)
}

// write runs fn in one transaction; once it commits this node forgets the
// inputs it remembers.
func (s *Service) write(ctx context.Context, fn func(ctx context.Context) error) error {
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		db.AfterCommit(ctx, s.typeInputs.Changed)
		return fn(ctx)
	})
}

// List lists a source's inputs, a page at a time (type admins).
func (s *Service) List(ctx context.Context, source string, p paging.Page) ([]Input, int64, error) {
	if err := lifecycle.RequireTypeAdmin(ctx, source); err != nil {
		return nil, 0, err
	}
	return s.store.Page(ctx, source, p)
}

// Get returns one input of a source (type admins).
func (s *Service) Get(ctx context.Context, source string, id int64) (Input, error) {
	if err := lifecycle.CheckContributionType(source); err != nil {
		return Input{}, err
	}
	e, err := s.get(ctx, source, id)
	if err != nil {
		return Input{}, err
	}
	return e, s.requireAdmin(ctx, source, e.CompetitionID)
}

func (s *Service) get(ctx context.Context, source string, id int64) (Input, error) {
	e, found, err := s.store.Get(ctx, source, id)
	if err == nil && !found {
		return Input{}, apperr.NotFound("extraInput")
	}
	return e, err
}

// Save creates (id 0, placed last) or changes an input of a source. A
// change of type drops the input's answers; an option taken away leaves
// the answers that chose it.
func (s *Service) Save(ctx context.Context, source string, e Input) (Input, error) {
	if err := lifecycle.CheckContributionType(source); err != nil {
		return Input{}, err
	}
	if source != lifecycle.ContributionIdea {
		e.CompetitionID = nil
	}
	if e.ID != 0 { // an input stays with its competition
		old, err := s.get(ctx, source, e.ID)
		if err != nil {
			return Input{}, err
		}
		e.CompetitionID = old.CompetitionID
	}
	if err := s.requireAdmin(ctx, source, e.CompetitionID); err != nil {
		return Input{}, err
	}
	e.Source = source
	cfg, err := s.settings.Get(ctx)
	if err != nil {
		return Input{}, err
	}
	if err := checkInput(&e, cfg.Locales); err != nil {
		return Input{}, err
	}
	err = s.write(ctx, func(ctx context.Context) error {
		if e.FieldID != nil {
			typ, err := s.fields.Type(ctx, *e.FieldID)
			if apperr.Is(err, apperr.KindNotFound) || err == nil && typ != source {
				return apperr.BadRequest("contributionFieldNotFound", nil)
			}
			if err != nil {
				return err
			}
		}
		if e.ID == 0 {
			n, last, err := s.store.Last(ctx, source, e.CompetitionID)
			if err != nil {
				return err
			}
			if n >= maxInputs {
				return apperr.BadRequest("extraInputLimit", map[string]any{"max": maxInputs})
			}
			e.ListOrder = last + 1
			if e.ID, err = s.store.Insert(ctx, e, s.now()); err != nil {
				return err
			}
		} else {
			old, err := s.get(ctx, source, e.ID)
			if err != nil {
				return err
			}
			if err := s.store.Update(ctx, e); err != nil {
				return err
			}
			if err := s.fitAnswers(ctx, old, e); err != nil {
				return err
			}
		}
		return s.store.SetDefinitions(ctx, e.ID, e.DefinitionList)
	})
	if err != nil {
		return Input{}, err
	}
	return s.get(ctx, source, e.ID)
}

// Delete removes an input and the answers given to it.
func (s *Service) Delete(ctx context.Context, source string, id int64) error {
	if err := lifecycle.CheckContributionType(source); err != nil {
		return err
	}
	return s.write(ctx, func(ctx context.Context) error {
		e, err := s.get(ctx, source, id)
		if err != nil {
			return err
		}
		if err := s.requireAdmin(ctx, source, e.CompetitionID); err != nil {
			return err
		}
		return s.store.Delete(ctx, id)
	})
}

// Reorder sets the list order of a source's inputs. Inputs the call leaves
// out keep their relative order after the named ones.
func (s *Service) Reorder(ctx context.Context, source string, items []OrderItem) error {
	if err := lifecycle.CheckContributionType(source); err != nil {
		return err
	}
	slices.SortStableFunc(items, func(a, b OrderItem) int { return a.ListOrder - b.ListOrder })
	return s.write(ctx, func(ctx context.Context) error {
		// The inputs reordered together: a source's own, or one competition's (named by the first item).
		var competitionID *int64
		if source == lifecycle.ContributionIdea && len(items) > 0 {
			first, err := s.get(ctx, source, items[0].ID)
			if err != nil {
				return apperr.BadRequest("extraInputNotFound", map[string]any{"id": items[0].ID})
			}
			competitionID = first.CompetitionID
		}
		if err := s.requireAdmin(ctx, source, competitionID); err != nil {
			return err
		}
		all, err := s.store.OfSource(ctx, source)
		if err != nil {
			return err
		}
		all = slices.DeleteFunc(all, func(e Input) bool { return !sameCompetition(e.CompetitionID, competitionID) })
		known := map[int64]bool{}
		for _, e := range all {
			known[e.ID] = true
		}
		order := []int64{}
		named := map[int64]bool{}
		for _, it := range items {
			if !known[it.ID] {
				return apperr.BadRequest("extraInputNotFound", map[string]any{"id": it.ID})
			}
			if !named[it.ID] {
				named[it.ID] = true
				order = append(order, it.ID)
			}
		}
		for _, e := range all {
			if !named[e.ID] {
				order = append(order, e.ID)
			}
		}
		for i, id := range order {
			if err := s.store.SetOrder(ctx, id, i+1); err != nil {
				return err
			}
		}
		return nil
	})
}

// ForField lists the inputs a contribution of field fieldID answers: its
// type's inputs for every field and those of that field, in list order.
// For the type's administrators and whoever may list or submit the type.
func (s *Service) ForField(ctx context.Context, fieldID int64) ([]Input, error) {
	typ, err := s.fields.Type(ctx, fieldID)
	if err != nil {
		return nil, err
	}
	caller := auth.FromContext(ctx)
	if !caller.Has(lifecycle.TypeAdminRole(typ)) {
		cfg, err := s.settings.Get(ctx)
		if err != nil {
			return nil, err
		}
		if !cfg.Allows(typ, appconfig.Listing, caller) && !cfg.Allows(typ, appconfig.Submit, caller) {
			return nil, apperr.Forbidden()
		}
	}
	return s.inputsFor(ctx, typ, &fieldID)
}

// Of lists the inputs of a contribution the caller may see, with its
// answers, in lang.
func (s *Service) Of(ctx context.Context, contributionID int64, lang string) ([]WithAnswer, error) {
	typ, fieldID, err := s.contributions.Readable(ctx, contributionID)
	if err != nil {
		return nil, err
	}
	answers, err := s.store.Answers(ctx, contributionID)
	if err != nil {
		return nil, err
	}
	return s.Shown(ctx, typ, fieldID, answers, lang)
}

func sameCompetition(a, b *int64) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

// inputsFor returns the inputs a contribution of the type and field
// answers: the type's inputs without those of another field.
func (s *Service) inputsFor(ctx context.Context, contributionType string, fieldID *int64) ([]Input, error) {
	all, err := s.ofType(ctx, contributionType)
	if err != nil {
		return nil, err
	}
	out := make([]Input, 0, len(all))
	for _, e := range all {
		own := e.FieldID
		if contributionType == lifecycle.ContributionIdea {
			own = e.CompetitionID // an idea's scope is its competition
		}
		if own != nil && (fieldID == nil || *own != *fieldID) {
			continue
		}
		out = append(out, e)
	}
	return out, nil
}

// ofType is the type's inputs in their order, remembered outside
// transactions (shared between callers: read them, never change them).
func (s *Service) ofType(ctx context.Context, contributionType string) ([]Input, error) {
	load := func() ([]Input, error) { return s.store.OfSource(ctx, contributionType) }
	if db.InTx(ctx) {
		return load()
	}
	return s.typeInputs.Get(contributionType, load)
}
