package contribution

import (
	"testing"

	"github.com/inno-platform/inno/internal/memo"
	"github.com/inno-platform/inno/internal/paging"
)

// TrigramPhrases lets the external tests check the index query of a term.
var TrigramPhrases = trigramPhrases

// HiddenWithRoleSQL is the statement that counts a caller's roles on hidden
// contributions, for the plan test.
const HiddenWithRoleSQL = hiddenWithRoleSQL

// SetCountCap lowers the cap of the lists' counts for one test (not to be
// run in parallel with other list tests).
func SetCountCap(t testing.TB, n int) {
	old := countCap
	countCap = n
	t.Cleanup(func() { countCap = old })
}

// SetCommonWordMatches changes how many titles make a searched word common
// (the id-set plan) until restore is called.
func SetCommonWordMatches(n int) (restore func()) {
	old := commonWordMatches
	commonWordMatches = n
	return func() { commonWordMatches = old }
}

// SetDenseTitleShare changes the share of ids holding a common title term
// from which a page checks titles along the sort's index (0: every common
// term) until restore is called.
func SetDenseTitleShare(share float64) (restore func()) {
	old := denseTitleShare
	denseTitleShare = share
	return func() { denseTitleShare = old }
}

// SetDateLeadRows changes how many contributions a submission-date range
// holds at most to be read first (0: every range walks the sort's index)
// until restore is called.
func SetDateLeadRows(n int) (restore func()) {
	old := dateLeadRows
	dateLeadRows = n
	return func() { dateLeadRows = old }
}

// SetParentLeadRows changes how many contributions a campaign holds at
// most for its list to be read from the campaign's index first (0: never)
// until restore is called.
func SetParentLeadRows(n int) (restore func()) {
	old := parentLeadRows
	parentLeadRows = n
	return func() { parentLeadRows = old }
}

// SetSeekStep changes how many rows lie between two seek points of a list
// for one test (not to be run in parallel with other list tests).
func SetSeekStep(t testing.TB, n int) {
	old := seekStep
	seekStep = n
	t.Cleanup(func() { seekStep = old })
}

// SoughtStatements are, for the plan tests, the statement of page p read
// after a seek key (value, id) a few rows before it, and that of the walk
// that reads the seek points after it.
func (s *Store) SoughtStatements(q listSQL, p paging.Page, value any, id int64) (page string, pageArgs []any, walk string, walkArgs []any) {
	q.seek = &seekKey{pos: p.Offset() - 5, value: value, id: id}
	page, pageArgs = q.pageSQL(p)
	walk, walkArgs = s.seekPointsSQL(q, p.Sort[0], q.seek, 10*seekStep)
	return page, pageArgs, walk, walkArgs
}

// SetListIndex makes the lists use the list index ("sync": built at once by
// the request that finds it stale, "off": never) until the test ends.
func SetListIndex(t testing.TB, mode string) {
	old := listIndexMode
	listIndexMode = map[string]int{"sync": indexSync, "off": indexOff, "async": indexAsync}[mode]
	t.Cleanup(func() { listIndexMode = old })
}

// ListIndexAnswers is how many lists the list index has answered in this
// process.
func ListIndexAnswers() uint64 {
	for _, s := range memo.Stats() {
		if s.Name == "contribution.listIndex" {
			return s.Hits
		}
	}
	return 0
}
