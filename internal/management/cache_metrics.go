package management

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/inno-platform/inno/internal/memo"
)

// cacheCollector exposes the per-node caches' hits and misses (package
// memo) as inno_cache_hits_total and inno_cache_misses_total by cache kind,
// so a load test can tell how much of a figure came from memory.
type cacheCollector struct{ hits, misses *prometheus.Desc }

func newCacheCollector() *cacheCollector {
	return &cacheCollector{
		hits: prometheus.NewDesc("inno_cache_hits_total",
			"Per-node cache reads answered from memory, by cache kind.", []string{"cache"}, nil),
		misses: prometheus.NewDesc("inno_cache_misses_total",
			"Per-node cache reads that loaded the value, by cache kind.", []string{"cache"}, nil),
	}
}

func (c *cacheCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.hits
	ch <- c.misses
}

func (c *cacheCollector) Collect(ch chan<- prometheus.Metric) {
	for _, s := range memo.Stats() {
		ch <- prometheus.MustNewConstMetric(c.hits, prometheus.CounterValue, float64(s.Hits), s.Name)
		ch <- prometheus.MustNewConstMetric(c.misses, prometheus.CounterValue, float64(s.Misses), s.Name)
	}
}
