// Package language lets administrators change translations at run time:
// the web app's texts ("web") and the server's own messages ("server"), per
// language, without a rebuild. Changes are stored as overrides over the
// built-in files.
package language

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/i18n"
	"github.com/inno-platform/inno/internal/upload"
)

// Scopes of a translation.
const (
	ScopeWeb    = "web"
	ScopeServer = "server"
)

// Limits of one language file.
const (
	MaxFileBytes = 2 << 20
	MaxKeys      = 20000
	MaxKeyLen    = 300
	MaxValueLen  = 10000
)

var localePattern = regexp.MustCompile(`^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$`)

// Service stores the overrides and keeps the server catalog in step.
type Service struct {
	db       *db.DB
	catalog  *i18n.Catalog
	settings *appconfig.Service
	log      *slog.Logger
}

// NewService returns the language service.
func NewService(d *db.DB, c *i18n.Catalog, s *appconfig.Service, log *slog.Logger) *Service {
	return &Service{db: d, catalog: c, settings: s, log: log}
}

func (s *Service) overrides(ctx context.Context, scope, locale string) (map[string]string, error) {
	q, args := "SELECT locale, msg_key, msg_value FROM translation_override WHERE scope = ?", []any{scope}
	if locale != "" {
		q, args = q+" AND locale = ?", append(args, locale)
	}
	rows, err := s.db.Query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("language: read overrides: %w", err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var l, k, v string
		if err := rows.Scan(&l, &k, &v); err != nil {
			return nil, fmt.Errorf("language: scan override: %w", err)
		}
		out[k] = v
	}
	return out, rows.Err()
}

// Refresh loads the server overrides into the catalog (at start, after a
// change, and periodically so every node sees another node's change).
func (s *Service) Refresh(ctx context.Context) error {
	rows, err := s.db.Query(ctx, "SELECT locale, msg_key, msg_value FROM translation_override WHERE scope = ?", ScopeServer)
	if err != nil {
		return fmt.Errorf("language: refresh: %w", err)
	}
	defer rows.Close()
	all := map[string]map[string]string{}
	for rows.Next() {
		var l, k, v string
		if err := rows.Scan(&l, &k, &v); err != nil {
			return fmt.Errorf("language: scan override: %w", err)
		}
		if all[l] == nil {
			all[l] = map[string]string{}
		}
		all[l][k] = v
	}
	if err := rows.Err(); err != nil {
		return err
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
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		if _, err := s.db.Exec(ctx, "DELETE FROM translation_override WHERE scope = ? AND locale = ?", scope, locale); err != nil {
			return fmt.Errorf("language: clear %s/%s: %w", scope, locale, err)
		}
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if _, err := s.db.Exec(ctx, "INSERT INTO translation_override (scope, locale, msg_key, msg_value) VALUES (?, ?, ?, ?)",
				scope, locale, k, m[k]); err != nil {
				return fmt.Errorf("language: store %s: %w", k, err)
			}
		}
		return nil
	})
	if err != nil {
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

// HTTP holds the language administration handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

func (h *HTTP) lang(r *http.Request) (string, error) {
	if l := r.URL.Query().Get("lang"); l != "" {
		return l, nil
	}
	cfg, err := h.svc.settings.Get(r.Context())
	if err != nil {
		return "", err
	}
	return cfg.Locales[0], nil
}

// GetWeb handles GET /api/v3/language-admin?lang=xx: the changed web texts.
func (h *HTTP) GetWeb(w http.ResponseWriter, r *http.Request) error {
	l, err := h.lang(r)
	if err != nil {
		return err
	}
	m, err := h.svc.WebOverrides(r.Context(), l)
	if err != nil {
		return err
	}
	return httpapi.OK(w, m)
}

// PutWeb handles PUT /api/v3/language-admin?lang=xx with a key-value map.
func (h *HTTP) PutWeb(w http.ResponseWriter, r *http.Request) error {
	l, err := h.lang(r)
	if err != nil {
		return err
	}
	var m map[string]string
	if err := httpapi.DecodeJSON(w, r, &m); err != nil {
		return err
	}
	if err := h.svc.SetWebOverrides(r.Context(), l, m); err != nil {
		return err
	}
	return httpapi.Updated(w, "language", l, m)
}

// GetServer handles GET /api/v3/language-admin/messages?lang=xx.
func (h *HTTP) GetServer(w http.ResponseWriter, r *http.Request) error {
	l, err := h.lang(r)
	if err != nil {
		return err
	}
	m, err := h.svc.ServerMessages(l)
	if err != nil {
		return err
	}
	return httpapi.OK(w, m)
}

// PutServer handles PUT /api/v3/language-admin/messages?lang=xx.
func (h *HTTP) PutServer(w http.ResponseWriter, r *http.Request) error {
	l, err := h.lang(r)
	if err != nil {
		return err
	}
	var m map[string]string
	if err := httpapi.DecodeJSON(w, r, &m); err != nil {
		return err
	}
	if err := h.svc.SetServerMessages(r.Context(), l, m); err != nil {
		return err
	}
	effective, err := h.svc.ServerMessages(l)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "language", l, effective)
}

func (h *HTTP) upload(w http.ResponseWriter, r *http.Request, set func(context.Context, string, map[string]string) error) error {
	l := httpapi.Param(r, "lang")
	if err := checkLocale(l); err != nil {
		return err
	}
	up, err := httpapi.ReadUpload(w, r, upload.Rule{MaxBytes: MaxFileBytes, Extensions: []string{".json"},
		ContentTypes: []string{"text/plain"}})
	if err != nil {
		return err
	}
	m, err := ParseFile(up.Data)
	if err != nil {
		return err
	}
	if err := set(r.Context(), l, m); err != nil {
		return err
	}
	httpapi.Alert(w, "inno.language.uploaded", l)
	return httpapi.OK(w, map[string]any{"lang": l, "keys": len(m)})
}

// UploadWeb handles POST /api/v3/language-admin/upload/{lang}: a whole web
// translation file (JSON) for a language.
func (h *HTTP) UploadWeb(w http.ResponseWriter, r *http.Request) error {
	return h.upload(w, r, h.svc.SetWebOverrides)
}

// UploadServer handles POST /api/v3/language-admin/upload/backend/{lang}.
func (h *HTTP) UploadServer(w http.ResponseWriter, r *http.Request) error {
	return h.upload(w, r, h.svc.SetServerMessages)
}

// PublicLocale handles GET /api/public/config/locale/{locale}.
func (h *HTTP) PublicLocale(w http.ResponseWriter, r *http.Request) error {
	m, ok, err := h.svc.PublicLocale(r.Context(), strings.TrimSpace(httpapi.Param(r, "locale")))
	if err != nil {
		return err
	}
	if !ok {
		return apperr.NotFound("locale")
	}
	w.Header().Set("Cache-Control", "no-cache")
	return httpapi.OK(w, m)
}
