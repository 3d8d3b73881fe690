package management

import (
	"fmt"
	"net/http"
	"runtime"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/httpapi"
)

// Metrics counts requests per route and exposes them, with Go runtime,
// process and connection-pool figures, in the Prometheus text format.
type Metrics struct {
	registry *prometheus.Registry
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
	started  time.Time
	db       *db.DB
}

// NewMetrics builds the registry.
func NewMetrics(d *db.DB) *Metrics {
	reg := prometheus.NewRegistry()
	m := &Metrics{
		registry: reg,
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "inno_http_requests_total",
			Help: "HTTP requests by method, route pattern and status."}, []string{"method", "route", "status"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "inno_http_request_duration_seconds",
			Help: "HTTP request duration by method and route pattern.", Buckets: prometheus.DefBuckets}, []string{"method", "route"}),
		started: time.Now(),
		db:      d,
	}
	reg.MustRegister(m.requests, m.duration, newCacheCollector(),
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		collectors.NewDBStatsCollector(d.SQL(), string(d.Dialect)),
	)
	return m
}

// Middleware records each request under its route pattern (not its path, so
// ids do not explode the number of series). Web app pages count as "web".
func (m *Metrics) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := httpapi.NewStatusWriter(w)
		next.ServeHTTP(rec, r)
		route := "web"
		if rc := chi.RouteContext(r.Context()); rc != nil && rc.RoutePattern() != "" && rc.RoutePattern() != "/*" {
			route = rc.RoutePattern()
		}
		m.requests.WithLabelValues(r.Method, route, strconv.Itoa(rec.Status())).Inc()
		m.duration.WithLabelValues(r.Method, route).Observe(time.Since(start).Seconds())
	})
}

// Handler serves the Prometheus text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{})
}

// RouteStat is one route's figures in the dashboard.
type RouteStat struct {
	Method string  `json:"method"`
	Route  string  `json:"route"`
	Count  uint64  `json:"count"`
	MeanMs float64 `json:"meanMs"`
}

// Dashboard is the metrics dashboard (management/jhimetrics). The members of
// Runtime and Database are in name order: the page lists them as they come.
type Dashboard struct {
	UptimeSeconds int64           `json:"uptimeSeconds"`
	Runtime       RuntimeFigures  `json:"runtime"`
	HTTP          HTTPFigures     `json:"http"`
	Database      DatabaseFigures `json:"database"`
}

// RuntimeFigures are the Go runtime's figures.
type RuntimeFigures struct {
	CPUs            int     `json:"cpus"`
	GCPauseTotalMs  float64 `json:"gcPauseTotalMs"`
	GoVersion       string  `json:"goVersion"`
	Goroutines      int     `json:"goroutines"`
	HeapAllocBytes  uint64  `json:"heapAllocBytes"`
	HeapSysBytes    uint64  `json:"heapSysBytes"`
	NumGC           uint32  `json:"numGC"`
	SysBytes        uint64  `json:"sysBytes"`
	TotalAllocBytes uint64  `json:"totalAllocBytes"`
}

// HTTPFigures count the requests served: in all, by status and by route.
type HTTPFigures struct {
	Requests float64            `json:"requests"`
	ByStatus map[string]float64 `json:"byStatus"`
	Routes   []RouteStat        `json:"routes"`
}

// DatabaseFigures are the connection pool's figures.
type DatabaseFigures struct {
	Engine             string `json:"engine"`
	Idle               int    `json:"idle"`
	InUse              int    `json:"inUse"`
	MaxOpenConnections int    `json:"maxOpenConnections"`
	OpenConnections    int    `json:"openConnections"`
	WaitCount          int64  `json:"waitCount"`
	WaitDurationMs     int64  `json:"waitDurationMs"`
}

// Snapshot is the metrics dashboard (management/jhimetrics).
func (m *Metrics) Snapshot() (Dashboard, error) {
	families, err := m.registry.Gather()
	if err != nil {
		return Dashboard{}, fmt.Errorf("gather metrics: %w", err)
	}
	byStatus := map[string]float64{}
	routes := []RouteStat{}
	var total float64
	for _, f := range families {
		switch f.GetName() {
		case "inno_http_requests_total":
			for _, metric := range f.GetMetric() {
				for _, l := range metric.GetLabel() {
					if l.GetName() == "status" {
						byStatus[l.GetValue()] += metric.GetCounter().GetValue()
						total += metric.GetCounter().GetValue()
					}
				}
			}
		case "inno_http_request_duration_seconds":
			for _, metric := range f.GetMetric() {
				rs := RouteStat{}
				for _, l := range metric.GetLabel() {
					switch l.GetName() {
					case "method":
						rs.Method = l.GetValue()
					case "route":
						rs.Route = l.GetValue()
					}
				}
				h := metric.GetHistogram()
				rs.Count = h.GetSampleCount()
				if rs.Count > 0 {
					rs.MeanMs = h.GetSampleSum() / float64(rs.Count) * 1000
				}
				routes = append(routes, rs)
			}
		}
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	st := m.db.SQL().Stats()
	return Dashboard{
		UptimeSeconds: int64(time.Since(m.started).Seconds()),
		Runtime: RuntimeFigures{
			GoVersion: runtime.Version(), Goroutines: runtime.NumGoroutine(), CPUs: runtime.NumCPU(),
			HeapAllocBytes: ms.HeapAlloc, HeapSysBytes: ms.HeapSys, TotalAllocBytes: ms.TotalAlloc,
			SysBytes: ms.Sys, NumGC: ms.NumGC, GCPauseTotalMs: float64(ms.PauseTotalNs) / 1e6,
		},
		HTTP: HTTPFigures{Requests: total, ByStatus: byStatus, Routes: routes},
		Database: DatabaseFigures{
			Engine: string(m.db.Dialect), OpenConnections: st.OpenConnections, InUse: st.InUse, Idle: st.Idle,
			WaitCount: st.WaitCount, WaitDurationMs: st.WaitDuration.Milliseconds(), MaxOpenConnections: st.MaxOpenConnections,
		},
	}, nil
}
