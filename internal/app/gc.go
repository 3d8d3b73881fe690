package app

import (
	"os"
	"runtime/debug"
)

// serverGCPercent is the garbage collector's target a server runs with
// unless GOGC says otherwise: the heap may grow to 1.5 times what is live,
// not Go's default 2 times. A node's live heap is small (the contribution
// lists' index is some 25 MB at 100,000 contributions) and requests
// allocate fast, so the default's headroom was most of the process's
// memory: 174 MB against 139 MB at GOGC 50 under the mixed load test, at
// the same requests per second (bench/README.md, issue 14 part 6).
const serverGCPercent = 50

// TuneGC sets the server's garbage-collector target (serverGCPercent)
// when the GOGC environment variable is not set.
func TuneGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(serverGCPercent)
	}
}
