// Package management answers the operator's questions: which build is
// running (info) and whether it is healthy (health).
package management

import (
	"context"
	"net/http"
	"syscall"
	"time"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/httpapi"
)

// Version and Build are set at link time by the Makefile
// (-ldflags "-X …/management.Version=… -X …/management.Build=…").
var (
	Version = "0.1.0"
	Build   = "dev"
)

// MinFreeDisk is the free space below which health reports the disk DOWN.
const MinFreeDisk = 50 << 20

// HTTP holds the management handlers.
type HTTP struct {
	db          *db.DB
	dataDir     string
	environment string
	checks      map[string]Check
}

// Check reports one more component of health, by its name: one whose
// DOWN makes the server DOWN, or one that says how a part of it is (UP, or
// UNKNOWN while it warms up) and leaves the server UP.
type Check func() Component

// NewHTTP returns the management handlers; checks are the components
// health reports besides the database and the disk.
func NewHTTP(d *db.DB, dataDir, environment string, checks map[string]Check) *HTTP {
	return &HTTP{db: d, dataDir: dataDir, environment: environment, checks: checks}
}

// Info handles GET /management/info.
func (h *HTTP) Info(w http.ResponseWriter, _ *http.Request) error {
	return httpapi.OK(w, Info{Version: Version, Build: Build, Environment: h.environment, Database: string(h.db.Dialect)})
}

// Info is which build is running where.
type Info struct {
	Version     string `json:"version"`
	Build       string `json:"build"`
	Environment string `json:"environment"`
	Database    string `json:"database"`
}

// Health is the server's state and its components' (UP, DOWN, UNKNOWN).
type Health struct {
	Status     string               `json:"status"`
	Components map[string]Component `json:"components"`
}

// Component is one part of Health.
type Component struct {
	Status  string         `json:"status"`
	Details map[string]any `json:"details,omitempty"`
}

// Health handles GET /management/health: UP with 200, or DOWN with 503.
func (h *HTTP) Health(w http.ResponseWriter, r *http.Request) error {
	ctx, cancel := context.WithTimeout(r.Context(), 3*time.Second)
	defer cancel()
	dbc := Component{Status: "UP", Details: map[string]any{"database": string(h.db.Dialect)}}
	if err := h.db.Ping(ctx); err != nil {
		dbc.Status = "DOWN"
		dbc.Details["error"] = "database did not answer"
	}
	disk := Component{Status: "UP"}
	var st syscall.Statfs_t
	if err := syscall.Statfs(h.dataDir, &st); err != nil {
		disk.Status = "UNKNOWN"
	} else {
		free := st.Bavail * uint64(st.Bsize)
		disk.Details = map[string]any{"total": st.Blocks * uint64(st.Bsize), "free": free, "threshold": MinFreeDisk}
		if free < MinFreeDisk {
			disk.Status = "DOWN"
		}
	}
	components := map[string]Component{"db": dbc, "diskSpace": disk}
	for name, check := range h.checks {
		components[name] = check()
	}
	status, code := "UP", http.StatusOK
	for _, c := range components {
		if c.Status == "DOWN" {
			status, code = "DOWN", http.StatusServiceUnavailable
		}
	}
	return httpapi.WriteJSON(w, code, Health{Status: status, Components: components})
}
