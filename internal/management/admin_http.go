package management

import (
	"crypto/subtle"
	"errors"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/pprof"
	"sort"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/audit"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/config"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/paging"
)

// Admin serves the operator screens: metrics, configuration, environment,
// audits, log levels and log files.
type Admin struct {
	cfg          config.Config
	metrics      *Metrics
	audits       *audit.Log
	level        *slog.LevelVar
	logDir       string
	metricsToken string
}

// NewAdmin returns the operator handlers. level is the server's live log level.
func NewAdmin(cfg config.Config, m *Metrics, a *audit.Log, level *slog.LevelVar) *Admin {
	if level == nil {
		level = new(slog.LevelVar)
	}
	return &Admin{cfg: cfg, metrics: m, audits: a, level: level, logDir: filepath.Join(cfg.DataDir, "logs"), metricsToken: cfg.MetricsToken}
}

// JHIMetrics handles GET /management/jhimetrics: the dashboard figures.
func (a *Admin) JHIMetrics(w http.ResponseWriter, _ *http.Request) error {
	snap, err := a.metrics.Snapshot()
	if err != nil {
		return err
	}
	return httpapi.OK(w, snap)
}

// Prometheus handles GET /management/prometheus. A scraper authenticates
// with INNO_METRICS_TOKEN as its bearer token; an administrator's session works too.
func (a *Admin) Prometheus(w http.ResponseWriter, r *http.Request) error {
	token, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	scraper := a.metricsToken != "" && subtle.ConstantTimeCompare([]byte(token), []byte(a.metricsToken)) == 1
	if !scraper {
		p := auth.FromContext(r.Context())
		if p == nil {
			return apperr.Unauthorized()
		}
		if !p.Has(auth.RoleAdmin) {
			return apperr.Forbidden()
		}
	}
	a.metrics.Handler().ServeHTTP(w, r)
	return nil
}

var secretName = regexp.MustCompile(`(?i)(secret|password|passwd|token|key|credential)`)

// Mask hides secrets: values of secret-looking names, and the password of a URL.
func Mask(name, value string) string {
	if value == "" {
		return value
	}
	if secretName.MatchString(name) {
		return "******"
	}
	if i := strings.Index(value, "://"); i >= 0 {
		if at := strings.Index(value[i+3:], "@"); at >= 0 {
			userinfo := value[i+3 : i+3+at]
			if user, _, ok := strings.Cut(userinfo, ":"); ok {
				return value[:i+3] + user + ":******" + value[i+3+at:]
			}
		}
	}
	return value
}

// ConfigProps handles GET /management/configprops: the effective settings, secrets masked.
func (a *Admin) ConfigProps(w http.ResponseWriter, _ *http.Request) error {
	c := a.cfg
	props := map[string]string{
		"INNO_ADDR": c.Addr, "INNO_DATA_DIR": c.DataDir, "INNO_DATABASE_URL": c.DatabaseURL, "INNO_BASE_URL": c.BaseURL,
		"INNO_JWT_SECRET": c.JWTSecret, "INNO_ADMIN_PASSWORD": c.AdminPassword, "INNO_ENV": c.Environment,
		"INNO_LOG_LEVEL": a.level.Level().String(), "INNO_LOG_FORMAT": c.LogFormat, "INNO_SMTP_URL": c.SMTPURL,
		"INNO_MAIL_FROM": c.MailFrom, "INNO_MAIL_POLL_INTERVAL": c.MailPollInterval.String(), "INNO_MAIL_DIGEST_WINDOW": c.MailDigestWindow.String(),
		"INNO_TOKEN_LIFETIME": c.TokenLifetime.String(), "INNO_REMEMBER_TOKEN_LIFETIME": c.RememberTokenLifetime.String(),
		"INNO_CAPTCHA_TEST_ANSWER": c.CaptchaTestAnswer, "INNO_METRICS_TOKEN": c.MetricsToken,
	}
	for k, v := range props {
		props[k] = Mask(k, v)
	}
	if c.Demo {
		props["INNO_DEMO"] = "1"
	} else {
		props["INNO_DEMO"] = ""
	}
	return httpapi.OK(w, ConfigProps{Properties: props})
}

// ConfigProps are the effective settings, secrets masked.
type ConfigProps struct {
	Properties map[string]string `json:"properties"`
}

// Environment is the process environment and the system it runs on.
type Environment struct {
	Environment map[string]string `json:"environment"`
	System      System            `json:"system"`
}

// System is the runtime and host of the process.
type System struct {
	GoVersion string `json:"goVersion"`
	OS        string `json:"os"`
	Arch      string `json:"arch"`
	CPUs      int    `json:"cpus"`
	Hostname  string `json:"hostname"`
	PID       int    `json:"pid"`
	Version   string `json:"version"`
	Build     string `json:"build"`
}

// Env handles GET /management/env: the process environment (INNO_* and a
// few others of interest), secrets masked.
func (a *Admin) Env(w http.ResponseWriter, _ *http.Request) error {
	vars := map[string]string{}
	for _, kv := range os.Environ() {
		k, v, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(k, "INNO_") || k == "HOSTNAME" || k == "TZ" || k == "LANG" || k == "PATH" || k == "USER" {
			vars[k] = Mask(k, v)
		}
	}
	host, _ := os.Hostname()
	return httpapi.OK(w, Environment{Environment: vars, System: System{GoVersion: runtime.Version(), OS: runtime.GOOS,
		Arch: runtime.GOARCH, CPUs: runtime.NumCPU(), Hostname: host, PID: os.Getpid(), Version: Version, Build: Build}})
}

// ThreadDump handles GET /management/threaddump: every goroutine's stack.
func (a *Admin) ThreadDump(w http.ResponseWriter, _ *http.Request) error {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	return pprof.Lookup("goroutine").WriteTo(w, 2)
}

func parseDay(v string, endOfDay bool) (time.Time, error) {
	if v == "" {
		return time.Time{}, nil
	}
	t, err := time.Parse("2006-01-02", v)
	if err != nil {
		if t, err = time.Parse(time.RFC3339, v); err != nil {
			return time.Time{}, apperr.Malformed("dates are YYYY-MM-DD")
		}
		return t.UTC(), nil
	}
	if endOfDay {
		t = t.AddDate(0, 0, 1)
	}
	return t.UTC(), nil
}

// Audits handles GET /management/audits?page&size&sort&fromDate&toDate.
func (a *Admin) Audits(w http.ResponseWriter, r *http.Request) error {
	p, err := httpapi.ParsePage(r, audit.Sortable, paging.Order{Column: "event_date", Desc: true})
	if err != nil {
		return err
	}
	from, err := parseDay(r.URL.Query().Get("fromDate"), false)
	if err != nil {
		return err
	}
	to, err := parseDay(r.URL.Query().Get("toDate"), true)
	if err != nil {
		return err
	}
	items, total, err := a.audits.List(r.Context(), from, to, p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

var levelNames = []string{"TRACE", "DEBUG", "INFO", "WARN", "ERROR", "OFF"}

func levelName(l slog.Level) string {
	switch {
	case l < slog.LevelDebug:
		return "TRACE"
	case l < slog.LevelInfo:
		return "DEBUG"
	case l < slog.LevelWarn:
		return "INFO"
	case l < slog.LevelError:
		return "WARN"
	case l < slog.LevelError+4:
		return "ERROR"
	}
	return "OFF"
}

func parseLevel(name string) (slog.Level, bool) {
	switch strings.ToUpper(name) {
	case "TRACE":
		return slog.LevelDebug - 4, true
	case "DEBUG":
		return slog.LevelDebug, true
	case "INFO":
		return slog.LevelInfo, true
	case "WARN":
		return slog.LevelWarn, true
	case "ERROR":
		return slog.LevelError, true
	case "OFF":
		return slog.LevelError + 4, true
	}
	return 0, false
}

// Loggers handles GET /management/loggers.
func (a *Admin) Loggers(w http.ResponseWriter, _ *http.Request) error {
	lvl := levelName(a.level.Level())
	return httpapi.OK(w, Loggers{Levels: levelNames, Loggers: map[string]LoggerLevel{"ROOT": {ConfiguredLevel: lvl, EffectiveLevel: lvl}}})
}

// Loggers are the log levels there are and the server's logger.
type Loggers struct {
	Levels  []string               `json:"levels"`
	Loggers map[string]LoggerLevel `json:"loggers"`
}

// LoggerLevel is one logger's level; LoggerLevel with ConfiguredLevel alone changes it.
type LoggerLevel struct {
	ConfiguredLevel string `json:"configuredLevel"`
	EffectiveLevel  string `json:"effectiveLevel,omitempty"`
}

// SetLogger handles POST /management/loggers/{name} {"configuredLevel": "DEBUG"}:
// the server's log level changes at once, without a restart.
func (a *Admin) SetLogger(w http.ResponseWriter, r *http.Request) error {
	var req LoggerLevel
	if err := httpapi.DecodeJSON(w, r, &req); err != nil {
		return err
	}
	if name := httpapi.Param(r, "name"); name != "ROOT" && name != "inno" {
		return apperr.NotFound("logger")
	}
	l, ok := parseLevel(req.ConfiguredLevel)
	if !ok {
		c := apperr.NewCheck("logger")
		c.Fail("configuredLevel", "Pattern")
		return c.Err()
	}
	a.level.Set(l)
	slog.Info("log level changed", "level", levelName(l), "by", auth.FromContext(r.Context()).Login)
	return a.Loggers(w, r)
}

// LogFiles handles GET /api/v3/log/files: the log files that can be downloaded.
func (a *Admin) LogFiles(w http.ResponseWriter, _ *http.Request) error {
	entries, err := os.ReadDir(a.logDir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	out := []LogFileInfo{}
	for _, e := range entries {
		if info, err := e.Info(); err == nil && !e.IsDir() && strings.HasPrefix(e.Name(), "inno.log") {
			out = append(out, LogFileInfo{Name: e.Name(), Size: info.Size(), Modified: info.ModTime()})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return httpapi.OK(w, out)
}

// LogFileInfo is a log file that can be downloaded.
type LogFileInfo struct {
	Name     string    `json:"name"`
	Size     int64     `json:"size"`
	Modified time.Time `json:"modified"`
}

var logFileName = regexp.MustCompile(`^inno\.log(\.[0-9]+)?$`)

// LogFile handles GET /api/v3/log/get-log-file/{name}: one log file as text.
func (a *Admin) LogFile(w http.ResponseWriter, r *http.Request) error {
	name := httpapi.Param(r, "name")
	if !logFileName.MatchString(name) {
		return apperr.NotFound("logFile")
	}
	f, err := os.Open(filepath.Join(a.logDir, name))
	if errors.Is(err, fs.ErrNotExist) {
		return apperr.NotFound("logFile")
	}
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	httpapi.ServeContent(w, r, name, st.ModTime(), f)
	return nil
}
