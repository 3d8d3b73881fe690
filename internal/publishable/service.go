package publishable

import (
	"context"
	"fmt"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/audience"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/banner"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/mail"
)

// Core holds the rules every kind shares: who manages an item, what the
// manage list shows, who reads a published one, the announcement mail and
// deleting an item with its targets and banner.
type Core struct {
	Kind     Kind
	db       *db.DB
	audience *audience.Service
	banners  *banner.Service
	mailer   *mail.Mailer
}

// NewCore returns the shared rules of a kind.
func NewCore(k Kind, d *db.DB, a *audience.Service, b *banner.Service, m *mail.Mailer) *Core {
	return &Core{Kind: k, db: d, audience: a, banners: b, mailer: m}
}

// MayManage lets editors manage every item and authors their own.
func (c *Core) MayManage(ctx context.Context, it Item) error {
	p := auth.FromContext(ctx)
	switch {
	case p.Has(c.Kind.EditorRole):
		return nil
	case p.Has(c.Kind.AuthorRole) && it.CreatedBy == p.UserID:
		return nil
	}
	return apperr.Forbidden()
}

// New refuses a create body that carries an id (idexists).
func (c *Core) New(it Item) error {
	if it.ID != 0 {
		return apperr.EntityBadRequest(c.Kind.Entity, "idexists")
	}
	return nil
}

// Existing refuses an update body without an id (idnull).
func (c *Core) Existing(it Item) error {
	if it.ID == 0 {
		return apperr.EntityBadRequest(c.Kind.Entity, "idnull")
	}
	return nil
}

// MayCreate lets authors create items.
func (c *Core) MayCreate(ctx context.Context) error {
	if !auth.FromContext(ctx).Has(c.Kind.AuthorRole) {
		return apperr.Forbidden()
	}
	return nil
}

// ManageFilter is the manage list's filter: every item for editors, their
// own for authors, optionally by title (folded) and publish state.
func (c *Core) ManageFilter(ctx context.Context, title, state string) db.Where {
	caller := auth.FromContext(ctx)
	var w db.Where
	w.AndIf(!caller.Has(c.Kind.EditorRole), "c.created_by = ?", caller.UserID)
	if title = strings.TrimSpace(title); title != "" {
		w.And(db.FoldedLike("c.title"), db.FoldedContains(title))
	}
	w.AndIf(state != "", "c.publish_state = ?", strings.ToUpper(state))
	return w
}

// Viewer is the caller as the audience rule sees them.
func (c *Core) Viewer(ctx context.Context) (audience.Viewer, error) { return c.audience.Viewer(ctx) }

// AudienceFilter starts a public list's filter: the items the viewer's
// access level and organization let them see.
func (c *Core) AudienceFilter(v audience.Viewer) db.Where {
	cond, args := v.Condition(c.Kind.Audience, "c")
	var w db.Where
	w.And(cond, args...)
	return w
}

// Readable gives the item to those who manage it, and to others when it is
// in one of the visible states and its audience takes them in; anyone else
// gets 404, as if it did not exist.
func (c *Core) Readable(ctx context.Context, it Item, visibleStates ...string) error {
	if c.MayManage(ctx, it) == nil {
		return nil
	}
	v, err := c.audience.Viewer(ctx)
	if err != nil {
		return err
	}
	visible := false
	for _, s := range visibleStates {
		visible = visible || it.PublishState == s
	}
	if !visible || !v.Sees(it.AccessLevel, it.Targets.All()) {
		return apperr.NotFound(c.Kind.Entity)
	}
	return nil
}

// Targets reads the organization targets of an item.
func (c *Core) Targets(ctx context.Context, id int64) (audience.Targets, error) {
	return c.audience.Load(ctx, c.Kind.Audience, id)
}

// TargetsOf reads the targets of several items at once.
func (c *Core) TargetsOf(ctx context.Context, ids []int64) (map[int64]audience.Targets, error) {
	return c.audience.LoadMany(ctx, c.Kind.Audience, ids)
}

// SaveTargets replaces an item's targets.
func (c *Core) SaveTargets(ctx context.Context, id int64, t audience.Targets) error {
	return c.audience.Save(ctx, c.Kind.Audience, id, t)
}

// Announce mails an item's audience through the outbox.
func (c *Core) Announce(ctx context.Context, it Item) error {
	return c.audience.Announce(ctx, c.mailer, mail.CategoryNotification, it.AccessLevel, it.Targets.All(), it.Title, it.Summary,
		c.mailer.BaseURL()+fmt.Sprintf(c.Kind.Path, it.ID))
}

// Delete removes an item (editors only) in one transaction: before (the
// domain's own look-up and refusals, e.g. a campaign still in use), then
// the banner rows, the targets and the row; the banner files go once it
// has committed.
func (c *Core) Delete(ctx context.Context, id int64, before func(ctx context.Context) error) error {
	if !auth.FromContext(ctx).Has(c.Kind.EditorRole) {
		return apperr.Forbidden()
	}
	var cleanup func()
	err := c.db.WithTx(ctx, func(ctx context.Context) error {
		if err := before(ctx); err != nil {
			return err
		}
		var err error
		if cleanup, err = c.banners.Forget(ctx, c.Kind.Entity, id); err != nil {
			return err
		}
		if err := c.audience.Delete(ctx, c.Kind.Audience, id); err != nil {
			return err
		}
		return deleteRow(ctx, c.db, c.Kind, id)
	})
	if err != nil {
		return err
	}
	cleanup()
	return nil
}
