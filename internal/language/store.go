package language

import (
	"context"
	"fmt"
	"sort"

	"github.com/inno-platform/inno/internal/db"
)

// Store keeps the translation overrides.
type Store struct{ db *db.DB }

// Override is one changed text.
type Override struct{ Locale, Key, Value string }

func scanOverride(s db.Scanner) (Override, error) {
	var o Override
	err := s.Scan(&o.Locale, &o.Key, &o.Value)
	return o, err
}

// Overrides reads the overrides of a scope, of one locale or ("") all.
func (s *Store) Overrides(ctx context.Context, scope, locale string) ([]Override, error) {
	var w db.Where
	w.And("scope = ?", scope).AndIf(locale != "", "locale = ?", locale)
	where, args := w.SQL()
	out, err := db.Collect(ctx, s.db, scanOverride, "SELECT locale, msg_key, msg_value FROM translation_override"+where, args...)
	if err != nil {
		return nil, fmt.Errorf("language store: read overrides: %w", err)
	}
	return out, nil
}

// Replace swaps the overrides of (scope, locale) for m; the caller runs it
// inside a transaction so no reader sees the scope half-written.
func (s *Store) Replace(ctx context.Context, scope, locale string, m map[string]string) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM translation_override WHERE scope = ? AND locale = ?", scope, locale); err != nil {
		return fmt.Errorf("language store: clear %s/%s: %w", scope, locale, err)
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if _, err := s.db.Exec(ctx, "INSERT INTO translation_override (scope, locale, msg_key, msg_value) VALUES (?, ?, ?, ?)",
			scope, locale, k, m[k]); err != nil {
			return fmt.Errorf("language store: store %s: %w", k, err)
		}
	}
	return nil
}
