package content

import (
	"context"
	"log/slog"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/audience"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/banner"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/mail"
	"github.com/inno-platform/inno/internal/paging"
	"github.com/inno-platform/inno/internal/publishable"
	"github.com/inno-platform/inno/internal/sanitize"
)

// Service holds the content rules; what content shares with the other
// publishable kinds is in its publishable.Core.
type Service struct {
	db    *db.DB
	store *Store
	core  *publishable.Core
	log   *slog.Logger
	now   func() time.Time
}

// NewService wires the content service and registers it as a banner owner.
func NewService(d *db.DB, a *audience.Service, b *banner.Service, m *mail.Mailer, log *slog.Logger) *Service {
	s := &Service{db: d, store: NewStore(d), core: publishable.NewCore(Kind, d, a, b, m), log: log, now: db.Now}
	b.Register(Kind.Entity, s)
	return s
}

// List returns the published, current items the caller may see (language
// "" for every language).
func (s *Service) List(ctx context.Context, language string, p paging.Page) ([]Content, int64, error) {
	v, err := s.core.Viewer(ctx)
	if err != nil {
		return nil, 0, err
	}
	now := s.now()
	w := s.core.AudienceFilter(v)
	w.And("c.publish_state = ? AND c.publish_date <= ? AND c.last_date >= ?", StatePublished, now, now)
	w.AndIf(language != "", "(c.language = '' OR c.language = ?)", language)
	return s.store.Page(ctx, w, p)
}

func (s *Service) one(ctx context.Context, id int64) (Content, error) {
	c, err := s.store.Get(ctx, id)
	if err != nil {
		return Content{}, s.core.Found(err)
	}
	c.Targets, err = s.core.Targets(ctx, id)
	return c, err
}

// Get returns an item the caller may read: published and in its audience,
// or any item for those who manage it.
func (s *Service) Get(ctx context.Context, id int64) (Content, error) {
	c, err := s.one(ctx, id)
	if err != nil {
		return c, err
	}
	if err := s.core.Readable(ctx, c.Item, StatePublished); err != nil {
		return Content{}, err
	}
	return c, nil
}

// CanManage tells the banner service whether the caller may change item id.
func (s *Service) CanManage(ctx context.Context, id int64) error {
	c, err := s.one(ctx, id)
	if err != nil {
		return err
	}
	return s.core.MayManage(ctx, c.Item)
}

// Table is the banner owner's table.
func (s *Service) Table() string { return Kind.Table }

// Manage lists the items the caller manages: every item for editors,
// their own for authors.
func (s *Service) Manage(ctx context.Context, title string, p paging.Page) ([]Content, int64, error) {
	return s.store.Page(ctx, s.core.ManageFilter(ctx, title, ""), p)
}

// Form returns an item for its edit form.
func (s *Service) Form(ctx context.Context, id int64) (Content, error) {
	c, err := s.one(ctx, id)
	if err != nil {
		return c, err
	}
	return c, s.core.MayManage(ctx, c.Item)
}

func check(in *Content) error {
	in.Language = strings.TrimSpace(in.Language)
	c := apperr.NewCheck("content")
	publishable.CheckText(c, &in.Item)
	if in.LastDate == nil {
		c.Fail("lastDate", "NotNull")
	}
	if _, ok := category(in.CategoryID); !ok {
		c.Fail("categoryId", "NotNull")
	}
	publishable.CheckAccessLevel(c, in.AccessLevel)
	if len(in.Language) > 10 {
		c.Fail("language", "Size")
	}
	if in.PublishState != StateDraft && in.PublishState != StatePublished {
		c.Fail("publishState", "Pattern")
	}
	return c.Err()
}

// Create adds an item (a body with an id is refused).
func (s *Service) Create(ctx context.Context, in Content) (Content, error) {
	if err := s.core.New(in.Item); err != nil {
		return Content{}, err
	}
	return s.save(ctx, in)
}

// Update changes an item (a body without an id is refused).
func (s *Service) Update(ctx context.Context, in Content) (Content, error) {
	if err := s.core.Existing(in.Item); err != nil {
		return Content{}, err
	}
	return s.save(ctx, in)
}

// save creates (id 0) or changes an item. DRAFT may stay a draft or be
// published; a published item can only be updated. Publishing sets the
// publish date to now and, with sendEmailToUser, mails the audience.
func (s *Service) save(ctx context.Context, in Content) (Content, error) {
	caller := auth.FromContext(ctx)
	if in.Body == "" {
		in.Body = in.Post
	}
	if err := check(&in); err != nil {
		return Content{}, err
	}
	in.Body = sanitize.HTML(in.Body)
	now := s.now()
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		from := StateDraft
		if in.ID == 0 {
			if err := s.core.MayCreate(ctx); err != nil {
				return err
			}
		} else {
			cur, err := s.one(ctx, in.ID)
			if err != nil {
				return err
			}
			if err := s.core.MayManage(ctx, cur.Item); err != nil {
				return err
			}
			from = cur.PublishState
			in.PublishDate = cur.PublishDate
		}
		if from == StatePublished && in.PublishState != StatePublished {
			return apperr.BadRequest("contentTransitionInvalid", map[string]any{"from": from, "to": in.PublishState})
		}
		publishing := from == StateDraft && in.PublishState == StatePublished
		if publishing {
			in.PublishDate = &now
		}
		start := now
		if in.PublishDate != nil {
			start = *in.PublishDate
		}
		if publishable.EndsTooSoon(start, *in.LastDate) {
			return apperr.BadRequest("dateValidateOneDayError", nil)
		}
		if err := publishable.NeedsTargets(in.Item); err != nil {
			return err
		}
		if in.ID == 0 {
			id, err := s.store.Insert(ctx, in, caller.UserID, now)
			if err != nil {
				return err
			}
			in.ID = id
		} else if err := s.store.Update(ctx, in, now); err != nil {
			return err
		}
		return s.core.Saved(ctx, in.Item, publishing)
	})
	if err != nil {
		return Content{}, err
	}
	return s.one(ctx, in.ID)
}

// Delete removes an item (CONTENT_EDITOR), its targets and banner.
func (s *Service) Delete(ctx context.Context, id int64) error {
	return s.core.Delete(ctx, id, func(ctx context.Context) error {
		_, err := s.one(ctx, id)
		return err
	})
}
