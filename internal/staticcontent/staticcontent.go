// Package staticcontent holds the editable pages and blocks of the site
// (privacy and terms pages, the contact panel, the home intro texts, the
// footer block), one title and HTML body per key and locale.
package staticcontent

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/paging"
	"github.com/inno-platform/inno/internal/sanitize"
)

// Keys the product uses.
const (
	KeyPrivacy       = "privacy-platform"
	KeyTerms         = "terms-platform"
	KeyContact       = "contact"
	KeyIntroInternal = "home-intro-internal"
	KeyIntroExternal = "home-intro-external"
	KeyFooter        = "footer"
)

var keyPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,99}$`)

// Content is one static content entry.
type Content struct {
	ID               int64     `json:"id"`
	ContentKey       string    `json:"contentKey"`
	Locale           string    `json:"locale"`
	Title            string    `json:"title"`
	Content          string    `json:"content"`
	LastModifiedBy   string    `json:"lastModifiedBy"`
	LastModifiedDate time.Time `json:"lastModifiedDate"`
}

// Service reads and saves static content.
type Service struct {
	db       *db.DB
	settings *appconfig.Service
}

// NewService returns the static content service.
func NewService(d *db.DB, s *appconfig.Service) *Service { return &Service{db: d, settings: s} }

const columns = "id, content_key, locale, title, content, last_modified_by, last_modified_date"

func scan(row interface{ Scan(...any) error }) (Content, error) {
	var c Content
	err := row.Scan(&c.ID, &c.ContentKey, &c.Locale, &c.Title, &c.Content, &c.LastModifiedBy, &c.LastModifiedDate)
	return c, err
}

// Sortable are the list's sort fields.
var Sortable = paging.Sortable{"id": "id", "contentKey": "content_key", "locale": "locale", "title": "title", "lastModifiedDate": "last_modified_date"}

// List returns a page of entries, optionally of one locale or key.
func (s *Service) List(ctx context.Context, locale, key string, p paging.Page) ([]Content, int64, error) {
	var conds []string
	var args []any
	if locale != "" {
		conds, args = append(conds, "locale = ?"), append(args, locale)
	}
	if key != "" {
		conds, args = append(conds, "content_key = ?"), append(args, key)
	}
	where := ""
	if len(conds) > 0 {
		where = " WHERE " + strings.Join(conds, " AND ")
	}
	var total int64
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM static_content"+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("staticcontent: count: %w", err)
	}
	rows, err := s.db.Query(ctx, "SELECT "+columns+" FROM static_content"+where+p.OrderLimit("id"), args...)
	if err != nil {
		return nil, 0, fmt.Errorf("staticcontent: list: %w", err)
	}
	defer rows.Close()
	var out []Content
	for rows.Next() {
		c, err := scan(rows)
		if err != nil {
			return nil, 0, fmt.Errorf("staticcontent: scan: %w", err)
		}
		out = append(out, c)
	}
	return out, total, rows.Err()
}

// Get returns one entry by id.
func (s *Service) Get(ctx context.Context, id int64) (Content, error) {
	c, err := scan(s.db.QueryRow(ctx, "SELECT "+columns+" FROM static_content WHERE id = ?", id))
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
	c, err := scan(s.db.QueryRow(ctx, "SELECT "+columns+` FROM static_content WHERE content_key = ?
		ORDER BY CASE WHEN locale = ? THEN 0 WHEN locale = ? THEN 1 ELSE 2 END, locale LIMIT 1`, key, locale, cfg.Locales[0]))
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
	by := auth.FromContext(ctx).Login
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
		err := s.db.QueryRow(ctx, "SELECT id FROM static_content WHERE content_key = ? AND locale = ?", in.ContentKey, in.Locale).Scan(&id)
		switch {
		case db.IsNoRows(err):
			id, err = s.db.InsertID(ctx, `INSERT INTO static_content (content_key, locale, title, content, last_modified_by, last_modified_date)
				VALUES (?, ?, ?, ?, ?, ?)`, in.ContentKey, in.Locale, in.Title, in.Content, by, db.Now())
			if err != nil {
				return fmt.Errorf("staticcontent: insert: %w", err)
			}
			return nil
		case err != nil:
			return fmt.Errorf("staticcontent: find: %w", err)
		}
		_, err = s.db.Exec(ctx, "UPDATE static_content SET title = ?, content = ?, last_modified_by = ?, last_modified_date = ? WHERE id = ?",
			in.Title, in.Content, by, db.Now(), id)
		if err != nil {
			return fmt.Errorf("staticcontent: update: %w", err)
		}
		return nil
	})
	if err != nil {
		return Content{}, err
	}
	return s.Get(ctx, id)
}

// HTTP holds the static content handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

// List handles GET /api/v3/static-contents (paged; optional locale and contentKey).
func (h *HTTP) List(w http.ResponseWriter, r *http.Request) error {
	p, err := httpapi.ParsePage(r, Sortable, paging.Order{Column: "content_key"}, paging.Order{Column: "locale"})
	if err != nil {
		return err
	}
	items, total, err := h.svc.List(r.Context(), r.URL.Query().Get("locale"), r.URL.Query().Get("contentKey"), p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// Get handles GET /api/v3/static-contents/{id}.
func (h *HTTP) Get(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	c, err := h.svc.Get(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, c)
}

// Save handles PUT /api/v3/static-contents.
func (h *HTTP) Save(w http.ResponseWriter, r *http.Request) error {
	var in Content
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	c, err := h.svc.Save(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "staticContent", c.ContentKey, c)
}

// Public handles GET /api/v3/public/static-contents/{locale}/{key}.
func (h *HTTP) Public(w http.ResponseWriter, r *http.Request) error {
	c, err := h.svc.Public(r.Context(), httpapi.Param(r, "locale"), httpapi.Param(r, "key"))
	if err != nil {
		return err
	}
	return httpapi.OK(w, c)
}
