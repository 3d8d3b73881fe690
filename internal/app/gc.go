package app

import (
	"context"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// serverGCPercent is the garbage collector's highest target a server runs
// with, unless GOGC says otherwise: the heap may grow to 1.5 times what is
// live, not Go's default 2 times. Requests allocate fast, so the default's
// headroom was most of the process's memory: 174 MB against 139 MB at GOGC
// 50 under the mixed load test at 100,000 contributions, at the same
// requests per second (bench/README.md, issue 14 part 6).
const serverGCPercent = 50

// gcHeadroom is the room for garbage the server aims at between two
// collections. What requests allocate between two collections does not
// grow with the data, but a percentage of the live heap does: at a million
// contributions the list index is most of the live heap (some 200 MB), and
// 50 % of it was 100 MB of room for garbage. So the target is the
// percentage that gives this headroom, between gcLeast and serverGCPercent.
const (
	gcHeadroom = 48 << 20
	gcLeast    = 10
	gcRetune   = 5 * time.Second
)

// TuneGC sets the server's garbage-collector target and keeps it at
// gcHeadroom over the live heap until ctx ends, unless the GOGC environment
// variable sets it.
func TuneGC(ctx context.Context) {
	if os.Getenv("GOGC") != "" {
		return
	}
	debug.SetGCPercent(serverGCPercent)
	go func() {
		sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
		tick := time.NewTicker(gcRetune)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			}
			metrics.Read(sample)
			if sample[0].Value.Kind() == metrics.KindUint64 {
				debug.SetGCPercent(gcPercentFor(sample[0].Value.Uint64()))
			}
		}
	}()
}

// gcPercentFor is the target that gives gcHeadroom over a live heap of live
// bytes, between gcLeast and serverGCPercent.
func gcPercentFor(live uint64) int {
	if live == 0 {
		return serverGCPercent
	}
	return int(min(max(100*uint64(gcHeadroom)/live, gcLeast), serverGCPercent))
}
