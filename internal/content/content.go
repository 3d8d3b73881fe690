// Package content holds news and announcements: who may write them, who
// may read them (package audience), the draft → published rule and the
// optional announcement mail.
package content

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/audience"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/banner"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/mail"
	"github.com/inno-platform/inno/internal/paging"
	"github.com/inno-platform/inno/internal/sanitize"
)

// Publish states of content.
const (
	StateDraft     = "DRAFT"
	StatePublished = "PUBLISHED"
)

// Category is a kind of content with its icon (spec 001 §3).
type Category struct {
	ID   int    `json:"id"`
	Name string `json:"name"` // a translation key
	Icon string `json:"icon"`
}

// Categories are the content categories.
var Categories = []Category{
	{1, "contentCategory.announcement", "bullhorn"},
	{2, "contentCategory.news", "newspaper"},
	{3, "contentCategory.document", "file-alt"},
}

func category(id int) (Category, bool) {
	for _, c := range Categories {
		if c.ID == id {
			return c, true
		}
	}
	return Category{}, false
}

// Content is a news or announcement item.
type Content struct {
	ID                int64      `json:"id"`
	Code              string     `json:"code"`
	Title             string     `json:"title"`
	Summary           string     `json:"summary"`
	Body              string     `json:"body"`
	Post              string     `json:"post"` // the spec's other name for body: the same text out, either name in
	CategoryID        int        `json:"categoryId"`
	Category          string     `json:"category"`
	CategoryIcon      string     `json:"categoryIcon"`
	Language          string     `json:"language"`
	AccessLevel       string     `json:"accessLevel"`
	PublishState      string     `json:"publishState"`
	PublishDate       *time.Time `json:"publishDate"`
	LastDate          *time.Time `json:"lastDate"`
	DateCreated       time.Time  `json:"dateCreated"`
	DateUpdated       time.Time  `json:"dateUpdated"`
	BannerID          *int64     `json:"bannerId"`
	BannerPreviewID   *int64     `json:"bannerPreviewId"`
	BannerPath        *string    `json:"bannerPath"`
	BannerPreviewPath *string    `json:"bannerPreviewPath"`
	BannerPreview     *string    `json:"bannerPreview"` // the spec names the preview path both ways
	AuthorName        string     `json:"authorName"`
	CreatedBy         int64      `json:"createdBy"`
	SendEmailToUser   bool       `json:"sendEmailToUser,omitempty"`
	audience.Targets
}

// Service holds the content rules.
type Service struct {
	db       *db.DB
	audience *audience.Service
	banners  *banner.Service
	mailer   *mail.Mailer
	log      *slog.Logger
	now      func() time.Time
}

// NewService wires the content service and registers it as a banner owner.
func NewService(d *db.DB, a *audience.Service, b *banner.Service, m *mail.Mailer, log *slog.Logger) *Service {
	s := &Service{db: d, audience: a, banners: b, mailer: m, log: log, now: db.Now}
	b.Register("content", s)
	return s
}

// Sortable are the list sort fields.
var Sortable = paging.Sortable{"publishDate": "c.publish_date", "title": "c.title", "dateCreated": "c.created_date",
	"dateUpdated": "c.updated_date", "id": "c.id"}

const columns = `SELECT c.id, c.code, c.title, c.summary, c.body, c.category_id, c.language, c.access_level, c.publish_state,
	c.publish_date, c.last_date, c.created_date, c.updated_date, c.banner_id, c.banner_preview_id, c.banner_path,
	c.banner_preview_path, c.created_by, TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, ''))
	FROM content c JOIN app_user u ON u.id = c.created_by`

func (s *Service) query(ctx context.Context, where string, args []any, tail string) ([]Content, error) {
	rows, err := s.db.Query(ctx, columns+where+tail, args...)
	if err != nil {
		return nil, fmt.Errorf("content: list: %w", err)
	}
	defer rows.Close()
	out := []Content{}
	for rows.Next() {
		var c Content
		if err := rows.Scan(&c.ID, &c.Code, &c.Title, &c.Summary, &c.Body, &c.CategoryID, &c.Language, &c.AccessLevel, &c.PublishState,
			&c.PublishDate, &c.LastDate, &c.DateCreated, &c.DateUpdated, &c.BannerID, &c.BannerPreviewID, &c.BannerPath,
			&c.BannerPreviewPath, &c.CreatedBy, &c.AuthorName); err != nil {
			return nil, fmt.Errorf("content: scan: %w", err)
		}
		cat, _ := category(c.CategoryID)
		c.Category, c.CategoryIcon = cat.Name, cat.Icon
		c.Post, c.BannerPreview = c.Body, c.BannerPreviewPath
		c.Targets = audience.Targets{Organizations: []int64{}, Units: []int64{}}
		out = append(out, c)
	}
	return out, rows.Err()
}

// List returns the published, current items the caller may see (language
// "" for every language).
func (s *Service) List(ctx context.Context, language string, p paging.Page) ([]Content, int64, error) {
	v, err := s.audience.Viewer(ctx)
	if err != nil {
		return nil, 0, err
	}
	cond, args := v.Condition(audience.KindContent, "c")
	now := s.now()
	where := " WHERE c.publish_state = ? AND c.publish_date <= ? AND c.last_date >= ? AND " + cond
	args = append([]any{StatePublished, now, now}, args...)
	if language != "" {
		where, args = where+" AND (c.language = '' OR c.language = ?)", append(args, language)
	}
	var total int64
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM content c"+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("content: count: %w", err)
	}
	out, err := s.query(ctx, where, args, p.OrderLimit("c.id"))
	return out, total, err
}

func (s *Service) one(ctx context.Context, id int64) (Content, error) {
	out, err := s.query(ctx, " WHERE c.id = ?", []any{id}, "")
	if err != nil {
		return Content{}, err
	}
	if len(out) == 0 {
		return Content{}, apperr.NotFound("content")
	}
	c := out[0]
	c.Targets, err = s.audience.Load(ctx, audience.KindContent, id)
	return c, err
}

// Get returns an item the caller may read: published and in its audience,
// or any item for those who manage it.
func (s *Service) Get(ctx context.Context, id int64) (Content, error) {
	c, err := s.one(ctx, id)
	if err != nil {
		return c, err
	}
	if s.mayManage(ctx, c) == nil {
		return c, nil
	}
	v, err := s.audience.Viewer(ctx)
	if err != nil {
		return c, err
	}
	if c.PublishState != StatePublished || !v.Sees(c.AccessLevel, c.Targets.All()) {
		return Content{}, apperr.NotFound("content")
	}
	return c, nil
}

// mayManage: editors manage every item, authors their own.
func (s *Service) mayManage(ctx context.Context, c Content) error {
	p := auth.FromContext(ctx)
	switch {
	case p.Has(auth.RoleContentEditor):
		return nil
	case p.Has(auth.RoleContentAuthor) && c.CreatedBy == p.UserID:
		return nil
	}
	return apperr.Forbidden()
}

// CanManage tells the banner service whether the caller may change item id.
func (s *Service) CanManage(ctx context.Context, id int64) error {
	c, err := s.one(ctx, id)
	if err != nil {
		return err
	}
	return s.mayManage(ctx, c)
}

// Table is the banner owner's table.
func (s *Service) Table() string { return "content" }

// Manage lists the items the caller manages: every item for editors,
// their own for authors.
func (s *Service) Manage(ctx context.Context, title string, p paging.Page) ([]Content, int64, error) {
	caller := auth.FromContext(ctx)
	where, args := " WHERE 1 = 1", []any{}
	if !caller.Has(auth.RoleContentEditor) {
		where, args = where+" AND c.created_by = ?", append(args, caller.UserID)
	}
	if title = strings.TrimSpace(title); title != "" {
		where, args = where+" AND "+db.FoldedLike("c.title"), append(args, db.FoldedContains(title))
	}
	var total int64
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM content c"+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("content: count manage: %w", err)
	}
	out, err := s.query(ctx, where, args, p.OrderLimit("c.id"))
	return out, total, err
}

// Form returns an item for its edit form.
func (s *Service) Form(ctx context.Context, id int64) (Content, error) {
	c, err := s.one(ctx, id)
	if err != nil {
		return c, err
	}
	return c, s.mayManage(ctx, c)
}

const day = 24 * time.Hour

func check(in *Content) error {
	in.Title, in.Summary, in.Language = strings.TrimSpace(in.Title), strings.TrimSpace(in.Summary), strings.TrimSpace(in.Language)
	c := apperr.NewCheck("content")
	if c.Required("title", in.Title) {
		c.Size("title", in.Title, 3, 100)
	}
	if c.Required("summary", in.Summary) {
		c.Size("summary", in.Summary, 10, 500)
	}
	if in.LastDate == nil {
		c.Fail("lastDate", "NotNull")
	}
	if _, ok := category(in.CategoryID); !ok {
		c.Fail("categoryId", "NotNull")
	}
	if !slices.Contains(audience.Levels, in.AccessLevel) {
		c.Fail("accessLevel", "Pattern")
	}
	if len(in.Language) > 10 {
		c.Fail("language", "Size")
	}
	if in.PublishState != StateDraft && in.PublishState != StatePublished {
		c.Fail("publishState", "Pattern")
	}
	return c.Err()
}

// Save creates (id 0) or changes an item. DRAFT may stay a draft or be
// published; a published item can only be updated. Publishing sets the
// publish date to now and, with sendEmailToUser, mails the audience.
func (s *Service) Save(ctx context.Context, in Content) (Content, error) {
	caller := auth.FromContext(ctx)
	if in.Body == "" {
		in.Body = in.Post
	}
	if err := check(&in); err != nil {
		return Content{}, err
	}
	in.Body = sanitize.HTML(in.Body)
	now := s.now()
	publishing := false
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		from := StateDraft
		if in.ID == 0 {
			if !caller.Has(auth.RoleContentAuthor) {
				return apperr.Forbidden()
			}
		} else {
			cur, err := s.one(ctx, in.ID)
			if err != nil {
				return err
			}
			if err := s.mayManage(ctx, cur); err != nil {
				return err
			}
			from = cur.PublishState
			in.PublishDate = cur.PublishDate
		}
		if from == StatePublished && in.PublishState != StatePublished {
			return apperr.BadRequest("contentTransitionInvalid", map[string]any{"from": from, "to": in.PublishState})
		}
		publishing = from == StateDraft && in.PublishState == StatePublished
		if publishing {
			in.PublishDate = &now
		}
		start := now
		if in.PublishDate != nil {
			start = *in.PublishDate
		}
		if in.LastDate.Before(start.Add(day)) {
			return apperr.BadRequest("dateValidateOneDayError", nil)
		}
		if in.PublishState != StateDraft && len(in.Targets.All()) == 0 {
			return apperr.BadRequest("targetUnitValidation", nil)
		}
		if in.ID == 0 {
			id, err := s.db.InsertID(ctx, `INSERT INTO content (code, title, summary, body, category_id, language, access_level, publish_state,
				publish_date, last_date, created_by, created_date, updated_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				"new-"+fmt.Sprint(now.UnixNano()), in.Title, in.Summary, in.Body, in.CategoryID, in.Language, in.AccessLevel, in.PublishState,
				in.PublishDate, in.LastDate, caller.UserID, now, now)
			if err != nil {
				return fmt.Errorf("content: insert: %w", err)
			}
			in.ID = id
			if _, err := s.db.Exec(ctx, "UPDATE content SET code = ? WHERE id = ?", fmt.Sprintf("CNT-%05d", id), id); err != nil {
				return fmt.Errorf("content: code: %w", err)
			}
		} else if _, err := s.db.Exec(ctx, `UPDATE content SET title = ?, summary = ?, body = ?, category_id = ?, language = ?, access_level = ?,
			publish_state = ?, publish_date = ?, last_date = ?, updated_date = ? WHERE id = ?`,
			in.Title, in.Summary, in.Body, in.CategoryID, in.Language, in.AccessLevel, in.PublishState, in.PublishDate, in.LastDate, now, in.ID); err != nil {
			return fmt.Errorf("content: update: %w", err)
		}
		if err := s.audience.Save(ctx, audience.KindContent, in.ID, in.Targets); err != nil {
			return err
		}
		if publishing && in.SendEmailToUser {
			return s.announce(ctx, in)
		}
		return nil
	})
	if err != nil {
		return Content{}, err
	}
	return s.one(ctx, in.ID)
}

// announce mails the item's audience through the outbox.
func (s *Service) announce(ctx context.Context, c Content) error {
	return s.audience.Announce(ctx, s.mailer, mail.CategoryNotification, c.AccessLevel, c.Targets.All(), c.Title, c.Summary,
		fmt.Sprintf("%s/content/%d", s.mailer.BaseURL(), c.ID))
}

// Delete removes an item (CONTENT_EDITOR), its targets and banner.
func (s *Service) Delete(ctx context.Context, id int64) error {
	if !auth.FromContext(ctx).Has(auth.RoleContentEditor) {
		return apperr.Forbidden()
	}
	var cleanup func()
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		if _, err := s.one(ctx, id); err != nil {
			return err
		}
		var err error
		if cleanup, err = s.banners.Forget(ctx, "content", id); err != nil {
			return err
		}
		if err := s.audience.Delete(ctx, audience.KindContent, id); err != nil {
			return err
		}
		_, err = s.db.Exec(ctx, "DELETE FROM content WHERE id = ?", id)
		return err
	})
	if err != nil {
		return err
	}
	cleanup()
	return nil
}
