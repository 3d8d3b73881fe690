package competition

import (
	"testing"

	"github.com/inno-platform/inno/internal/memo"
)

// The tests read their own writes through the copies of ideas get-ideas
// keeps: built in the request that finds one stale, so every test of
// get-ideas checks that the copy is current after its writes.
//
// Their reports of two ideas or more read the scorecards in two halves, as
// a report of hundreds of ideas does.
func init() { ideaIndexMode, reportHalves = ideaIndexInRequest, 2 }

// SetIdeaIndex makes the services made from now on until the test ends use
// the copies of ideas as mode says: "request" (built in the request), "off"
// (never), "async" (in the background, as the server does).
func SetIdeaIndex(t testing.TB, mode string) {
	old := ideaIndexMode
	ideaIndexMode = map[string]int{"request": ideaIndexInRequest, "off": ideaIndexOff, "async": ideaIndexAsync}[mode]
	t.Cleanup(func() { ideaIndexMode = old })
}

// IdeaIndexAnswers is how many get-ideas pages the copies of ideas have
// answered in this process.
func IdeaIndexAnswers() uint64 {
	for _, s := range memo.Stats() {
		if s.Name == "competition.ideaIndex" {
			return s.Hits
		}
	}
	return 0
}
