package publishable

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/audience"
	"github.com/inno-platform/inno/internal/db"
)

// The checks and steps of saving an item that every kind makes the same
// way; each kind calls them in its own order among its own checks.

// Found turns a store's "no such row" into the kind's 404.
func (c *Core) Found(err error) error {
	if db.IsNoRows(err) {
		return apperr.NotFound(c.Kind.Entity)
	}
	return err
}

// CheckText trims an item's title and summary and checks their sizes
// (spec 001: a title of 3 to 100 characters, a summary of 10 to 500).
func CheckText(c *apperr.Check, it *Item) {
	it.Title, it.Summary = strings.TrimSpace(it.Title), strings.TrimSpace(it.Summary)
	if c.Required("title", it.Title) {
		c.Size("title", it.Title, 3, 100)
	}
	if c.Required("summary", it.Summary) {
		c.Size("summary", it.Summary, 10, 500)
	}
}

// CheckAccessLevel wants one of the audience's access levels.
func CheckAccessLevel(c *apperr.Check, level string) {
	if !slices.Contains(audience.Levels, level) {
		c.Fail("accessLevel", "Pattern")
	}
}

// EndsTooSoon reports whether a period from start ends less than a day
// after it (answered dateValidateOneDayError or a kind's variant of it).
func EndsTooSoon(start, end time.Time) bool { return end.Before(start.Add(24 * time.Hour)) }

// NeedsTargets refuses an item leaving DRAFT without an organization target.
func NeedsTargets(it Item) error {
	if it.PublishState != StateDraft && len(it.Targets.All()) == 0 {
		return apperr.BadRequest("targetUnitValidation", nil)
	}
	return nil
}

// Saved finishes saving an item whose row is written: its targets replace
// the old ones and, when it was just published and the author asked for it,
// its audience is mailed.
func (c *Core) Saved(ctx context.Context, it Item, published bool) error {
	if err := c.SaveTargets(ctx, it.ID, it.Targets); err != nil {
		return err
	}
	if published && it.SendEmailToUser {
		return c.Announce(ctx, it)
	}
	return nil
}
