package appconfig

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sync"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/db"
)

// Service reads and changes the settings.
type Service struct {
	db    *db.DB
	store store

	mu     sync.Mutex
	cached Settings
	at     time.Time // when cached was read; zero: nothing cached
}

// NewService returns the settings service.
func NewService(d *db.DB) *Service { return &Service{db: d, store: store{db: d}} }

// settingsMaxAge is how long a node reuses the settings it read: every list
// and detail asks for them. A change made on this node is seen at once,
// one made on another node within this time.
const settingsMaxAge = time.Second

// Get returns the stored settings laid over the defaults, so a setting added
// by a later release has its default until someone changes it.
func (s *Service) Get(ctx context.Context) (Settings, error) {
	if db.InTx(ctx) { // a transaction reads what it may change
		return s.read(ctx)
	}
	s.mu.Lock()
	if !s.at.IsZero() && time.Since(s.at) < settingsMaxAge {
		out := s.cached.clone()
		s.mu.Unlock()
		return out, nil
	}
	s.mu.Unlock()
	out, err := s.read(ctx)
	if err != nil {
		return out, err
	}
	s.mu.Lock()
	s.cached, s.at = out.clone(), time.Now()
	s.mu.Unlock()
	return out, nil
}

func (st Settings) clone() Settings {
	st.Locales = slices.Clone(st.Locales)
	st.AvailableModules = slices.Clone(st.AvailableModules)
	st.ModuleSubmitListSettings = maps.Clone(st.ModuleSubmitListSettings)
	return st
}

// read reads the settings from the database.
func (s *Service) read(ctx context.Context) (Settings, error) {
	out := Defaults()
	raw, found, err := s.store.read(ctx)
	if err != nil || !found {
		return out, err
	}
	if err := json.Unmarshal([]byte(raw), &out); err != nil {
		return Defaults(), fmt.Errorf("appconfig: stored settings are not valid JSON: %w", err)
	}
	return out, nil
}

// Save validates and stores the settings.
func (s *Service) Save(ctx context.Context, in Settings) error {
	if err := Validate(in); err != nil {
		return err
	}
	b, err := json.Marshal(in)
	if err != nil {
		return fmt.Errorf("appconfig: encode: %w", err)
	}
	s.mu.Lock()
	s.at = time.Time{}
	s.mu.Unlock()
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		return s.store.write(ctx, string(b))
	})
}

// Update reads the settings, applies change and saves them, in one transaction.
func (s *Service) Update(ctx context.Context, change func(*Settings)) error {
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		cur, err := s.read(ctx)
		if err != nil {
			return err
		}
		change(&cur)
		return s.Save(ctx, cur)
	})
}

// Validate checks a settings document.
func Validate(in Settings) error {
	c := apperr.NewCheck("appConfig")
	if len(in.Locales) == 0 {
		c.Fail("locales", "NotNull")
	}
	for _, l := range in.Locales {
		if len(l) < 2 || len(l) > 10 {
			c.Fail("locales", "Size")
		}
	}
	for _, m := range in.AvailableModules {
		if !slices.Contains(AllModules, m) {
			c.Fail("availableModules", "Pattern")
		}
	}
	for m, ms := range in.ModuleSubmitListSettings {
		if !slices.Contains(AllModules, m) {
			c.Fail("moduleSubmitListSettings", "Pattern")
		}
		c.OneOf("moduleSubmitListSettings", ms.ListingEnabled, Audiences...)
		c.OneOf("moduleSubmitListSettings", ms.SubmitEnabled, Audiences...)
	}
	c.OneOf("applicationStatus", in.ApplicationStatus, Statuses...)
	c.Range("leaderboardDisplayMonthCount", int64(in.LeaderboardDisplayMonthCount), 0, 120)
	return c.Err()
}

// Patch lays a partial JSON settings document over the current settings and
// saves the result; fields the patch leaves out keep their value.
func (s *Service) Patch(ctx context.Context, patch json.RawMessage) (Settings, error) {
	var out Settings
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		cur, err := s.Get(ctx)
		if err != nil {
			return err
		}
		if err := json.Unmarshal(patch, &cur); err != nil {
			return apperr.BadRequest("appConfig.invalid", map[string]any{"detail": err.Error()})
		}
		out = cur
		return s.Save(ctx, cur)
	})
	return out, err
}
