package language

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"time"

	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/i18n"
)

// Service stores the overrides and keeps the server catalog in step.
type Service struct {
	db       *db.DB
	store    *Store
	catalog  *i18n.Catalog
	settings *appconfig.Service
	log      *slog.Logger
}

// NewService returns the language service.
func NewService(d *db.DB, c *i18n.Catalog, s *appconfig.Service, log *slog.Logger) *Service {
	return &Service{db: d, store: &Store{db: d}, catalog: c, settings: s, log: log}
}

func (s *Service) overrides(ctx context.Context, scope, locale string) (map[string]string, error) {
	all, err := s.store.Overrides(ctx, scope, locale)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, o := range all {
		out[o.Key] = o.Value
	}
	return out, nil
}

// Refresh loads the server overrides into the catalog (at start, after a
// change, and periodically so every node sees another node's change).
func (s *Service) Refresh(ctx context.Context) error {
	rows, err := s.store.Overrides(ctx, ScopeServer, "")
	if err != nil {
		return fmt.Errorf("language: refresh: %w", err)
	}
	all := map[string]map[string]string{}
	for _, o := range rows {
		if all[o.Locale] == nil {
			all[o.Locale] = map[string]string{}
		}
		all[o.Locale][o.Key] = o.Value
	}
	s.catalog.SetOverrides(all)
	return nil
}

// RunRefresh refreshes the catalog every interval until ctx ends.
func (s *Service) RunRefresh(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := s.Refresh(ctx); err != nil && ctx.Err() == nil {
				s.log.Warn("translation refresh failed", "err", err)
			}
		}
	}
}

func checkLocale(locale string) error {
	if !localePattern.MatchString(locale) {
		return apperr.Malformed("lang must be a language code such as en, tr or pt-BR")
	}
	return nil
}

// WebOverrides returns the administrators' changes to the web app's texts.
func (s *Service) WebOverrides(ctx context.Context, locale string) (map[string]string, error) {
	if err := checkLocale(locale); err != nil {
		return nil, err
	}
	return s.overrides(ctx, ScopeWeb, locale)
}

// ServerMessages returns the server's effective messages for a locale.
func (s *Service) ServerMessages(locale string) (map[string]string, error) {
	if err := checkLocale(locale); err != nil {
		return nil, err
	}
	m, ok := s.catalog.Messages(locale)
	if !ok {
		m = map[string]string{}
	}
	return m, nil
}

func validMap(m map[string]string) error {
	if len(m) > MaxKeys {
		return apperr.BadRequest("languageFileTooLarge", map[string]any{"maxKeys": MaxKeys})
	}
	for k, v := range m {
		if k == "" || len(k) > MaxKeyLen || len(v) > MaxValueLen {
			return apperr.BadRequest("languageKeyInvalid", map[string]any{"key": k})
		}
	}
	return nil
}

// replace swaps the stored overrides of (scope, locale) for m.
func (s *Service) replace(ctx context.Context, scope, locale string, m map[string]string) error {
	if err := validMap(m); err != nil {
		return err
	}
	if err := s.db.WithTx(ctx, func(ctx context.Context) error { return s.store.Replace(ctx, scope, locale, m) }); err != nil {
		return err
	}
	if scope == ScopeServer {
		return s.Refresh(ctx)
	}
	return nil
}

// SetWebOverrides replaces the web app's changed texts for a locale.
func (s *Service) SetWebOverrides(ctx context.Context, locale string, m map[string]string) error {
	if err := checkLocale(locale); err != nil {
		return err
	}
	return s.replace(ctx, ScopeWeb, locale, m)
}

// SetServerMessages stores the server's messages for a locale: only the
// texts that differ from the built-in ones are kept as overrides.
func (s *Service) SetServerMessages(ctx context.Context, locale string, m map[string]string) error {
	if err := checkLocale(locale); err != nil {
		return err
	}
	builtIn := s.catalog.BuiltIn(locale)
	diff := map[string]string{}
	for k, v := range m {
		if b, ok := builtIn[k]; !ok || b != v {
			diff[k] = v
		}
	}
	return s.replace(ctx, ScopeServer, locale, diff)
}

// PublicLocale is what the web app loads for a language: the server's
// messages with the administrators' changes to the web texts laid over them.
func (s *Service) PublicLocale(ctx context.Context, locale string) (map[string]string, bool, error) {
	if !localePattern.MatchString(locale) {
		return nil, false, nil
	}
	web, err := s.overrides(ctx, ScopeWeb, locale)
	if err != nil {
		return nil, false, err
	}
	server, ok := s.catalog.Messages(locale)
	if !ok && len(web) == 0 {
		cfg, err := s.settings.Get(ctx)
		if err != nil {
			return nil, false, err
		}
		known := false
		for _, l := range cfg.Locales {
			known = known || l == locale
		}
		if !known {
			return nil, false, nil
		}
	}
	out := make(map[string]string, len(server)+len(web))
	for k, v := range server {
		out[k] = v
	}
	for k, v := range web {
		out[k] = v
	}
	return out, true, nil
}

// flatten turns a nested JSON translation file into dotted keys.
func flatten(prefix string, v any, out map[string]string) error {
	switch t := v.(type) {
	case map[string]any:
		for k, child := range t {
			key := k
			if prefix != "" {
				key = prefix + "." + k
			}
			if err := flatten(key, child, out); err != nil {
				return err
			}
		}
	case string:
		out[prefix] = t
	case float64, bool:
		out[prefix] = fmt.Sprint(t)
	case nil:
	default:
		return fmt.Errorf("key %s: arrays are not translations", prefix)
	}
	return nil
}

// ParseFile reads an uploaded language file: a JSON object, flat or nested.
func ParseFile(data []byte) (map[string]string, error) {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, apperr.BadRequest("languageFileInvalid", map[string]any{"detail": err.Error()})
	}
	if _, ok := v.(map[string]any); !ok {
		return nil, apperr.BadRequest("languageFileInvalid", map[string]any{"detail": "the file must hold a JSON object"})
	}
	out := map[string]string{}
	if err := flatten("", v, out); err != nil {
		return nil, apperr.BadRequest("languageFileInvalid", map[string]any{"detail": err.Error()})
	}
	return out, nil
}
