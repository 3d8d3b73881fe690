package staticcontent

import (
	"context"
	"fmt"
	"strings"

	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
	"github.com/inno-platform/inno/internal/sanitize"
)

// Service reads and saves static content.
type Service struct {
	db       *db.DB
	store    *Store
	settings *appconfig.Service
}

// NewService returns the static content service.
func NewService(d *db.DB, s *appconfig.Service) *Service {
	return &Service{db: d, store: NewStore(d), settings: s}
}

// List returns a page of entries, optionally of one locale or key.
func (s *Service) List(ctx context.Context, locale, key string, p paging.Page) ([]Content, int64, error) {
	return s.store.List(ctx, locale, key, p)
}

// Get returns one entry by id.
func (s *Service) Get(ctx context.Context, id int64) (Content, error) {
	c, err := s.store.Get(ctx, id)
	if db.IsNoRows(err) {
		return c, apperr.NotFound("staticContent")
	}
	if err != nil {
		return c, fmt.Errorf("staticcontent: get: %w", err)
	}
	return c, nil
}

// Public returns the entry for key in locale, falling back to the first
// configured locale and then to any locale that has it.
func (s *Service) Public(ctx context.Context, locale, key string) (Content, error) {
	cfg, err := s.settings.Get(ctx)
	if err != nil {
		return Content{}, err
	}
	c, err := s.store.Best(ctx, key, locale, cfg.Locales[0])
	if db.IsNoRows(err) {
		return c, apperr.NotFound("staticContent")
	}
	if err != nil {
		return c, fmt.Errorf("staticcontent: public %s/%s: %w", locale, key, err)
	}
	return c, nil
}

// Save creates or replaces the entry of (contentKey, locale), sanitizing the HTML.
func (s *Service) Save(ctx context.Context, in Content) (Content, error) {
	in.ContentKey, in.Locale, in.Title = strings.TrimSpace(in.ContentKey), strings.TrimSpace(in.Locale), strings.TrimSpace(in.Title)
	c := apperr.NewCheck("staticContent")
	if c.Required("contentKey", in.ContentKey) {
		c.Pattern("contentKey", in.ContentKey, keyPattern)
	}
	if c.Required("locale", in.Locale) {
		c.Size("locale", in.Locale, 2, 10)
	}
	c.Size("title", in.Title, 0, 200)
	c.Size("content", in.Content, 0, 200000)
	if err := c.Err(); err != nil {
		return Content{}, err
	}
	in.Content = sanitize.HTML(in.Content)
	in.LastModifiedBy = auth.FromContext(ctx).Login
	var id int64
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		if in.ID != 0 {
			cur, err := s.Get(ctx, in.ID)
			if err != nil {
				return err
			}
			if cur.ContentKey != in.ContentKey || cur.Locale != in.Locale {
				return apperr.BadRequest("staticContentKeyChanged", nil)
			}
		}
		var err error
		if id, err = s.store.IDOf(ctx, in.ContentKey, in.Locale); err != nil {
			return err
		}
		if id == 0 {
			id, err = s.store.Insert(ctx, in)
			return err
		}
		return s.store.Update(ctx, id, in)
	})
	if err != nil {
		return Content{}, err
	}
	return s.Get(ctx, id)
}
