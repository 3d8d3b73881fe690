package contribution

import (
	"context"
	"index/suffixarray"
	"log/slog"
	"maps"
	"math"
	"math/bits"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/memo"
	"github.com/inno-platform/inno/internal/paging"
)

// The list index (issue 14, docs/decisions.md "The list index"). A filtered
// list or a title search cost 3-5 ms of SQL per request however the
// statements were shaped: each one builds the sets its filters name (a
// tag's, a common word's, a date range's) and counts them. Each node keeps
// instead, per contribution type, what the "all" lists filter and sort on
// for every contribution outside drafts: a bit set per state, field,
// campaign (competition) and tag, the visible ones, the submission dates,
// the codes and folded titles with substring indexes, and every offered
// sort's order. A list then costs a few bit-set operations in memory and
// one read of its page's rows by id.
//
// The index is built at one value of list_change.seq (migration 33), which
// every committed write of those columns and of the tag links bumps, and is
// used only while the seq a request reads is still that one: it never
// answers from an older state. A stale index is rebuilt in the background,
// at most once per listIndexGap, while the lists are read by SQL.

// bitset is a set of index rows.
type bitset []uint64

func newBitset(n int) bitset { return make(bitset, (n+63)/64) }

func (b bitset) set(i uint32)      { b[i>>6] |= 1 << (i & 63) }
func (b bitset) has(i uint32) bool { return b[i>>6]&(1<<(i&63)) != 0 }

func (b bitset) and(o bitset) {
	for i := range b {
		b[i] &= o[i]
	}
}

func (b bitset) count() int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}

// substrings finds the entries of a list of texts that contain a text: a
// suffix array of the entries joined by NUL bytes, which no entry holds.
type substrings struct {
	index  *suffixarray.Index
	starts []int // where each entry starts in the joined text
}

func newSubstrings(entries []string) substrings {
	var text strings.Builder
	starts := make([]int, len(entries))
	for i, e := range entries {
		starts[i] = text.Len()
		text.WriteString(strings.ReplaceAll(e, "\x00", ""))
		text.WriteByte(0)
	}
	return substrings{index: suffixarray.New([]byte(text.String())), starts: starts}
}

// each calls fn with every entry that contains term (an entry more than
// once when it holds term more than once).
func (s substrings) each(term string, fn func(entry int)) {
	if strings.ContainsRune(term, 0) {
		return
	}
	for _, off := range s.index.Lookup([]byte(term), -1) {
		fn(sort.SearchInts(s.starts, off+1) - 1)
	}
}

// noDate is the submission date of a row that has none.
const noDate = math.MinInt64

// listIndex is one contribution type's rows outside drafts, at one seq.
type listIndex struct {
	seq     int64
	ids     []int64 // row → contribution id, ascending
	visible bitset
	states  map[int64]bitset
	fields  map[int64]bitset
	parents map[int64]bitset // campaigns, or competitions for ideas
	tags    map[int64]bitset
	// submitted are the submission dates in Unix nanoseconds (noDate when
	// none), compared as the database compares the column.
	submitted []int64
	codes     substrings // the lower-case codes, by row
	// titles are the folded titles (search_title) one after the other,
	// row r's from titleEnds[r-1] (0 for the first) to titleEnds[r]: one
	// allocation, not one per title.
	titles    string
	titleEnds []uint32
	// words are the distinct words of the titles (split at white space,
	// as a term is), postings the rows holding each.
	words    substrings
	postings [][]uint32
	// orders are the rows in ascending order of (column, id) as the
	// database sorts them, by sort column (ListSortable's).
	orders map[string][]uint32
}

// indexRow is what the index holds of one contribution.
type indexRow struct {
	id                       int64
	visible                  bool
	state, field, parent     int64
	code, title              string
	submitted                int64
	hasField, hasParent, sub bool
}

// buildListIndex indexes rows (in ascending id order), their tag links
// (contribution id → tag ids) and the sorts' orders (column → ids in
// ascending order of column, id).
func buildListIndex(seq int64, rows []indexRow, tags map[int64][]int64, orders map[string][]int64) *listIndex {
	n := len(rows)
	x := &listIndex{seq: seq, ids: make([]int64, n), visible: newBitset(n), states: map[int64]bitset{}, fields: map[int64]bitset{},
		parents: map[int64]bitset{}, tags: map[int64]bitset{}, submitted: make([]int64, n), titleEnds: make([]uint32, n),
		orders: map[string][]uint32{}}
	add := func(sets map[int64]bitset, key int64, row uint32) {
		b, ok := sets[key]
		if !ok {
			b = newBitset(n)
			sets[key] = b
		}
		b.set(row)
	}
	codes := make([]string, n)
	var titles strings.Builder
	wordRows := map[string][]uint32{}
	for i, r := range rows {
		row := uint32(i)
		x.ids[i] = r.id
		if r.visible {
			x.visible.set(row)
		}
		add(x.states, r.state, row)
		if r.hasField {
			add(x.fields, r.field, row)
		}
		if r.hasParent {
			add(x.parents, r.parent, row)
		}
		x.submitted[i] = noDate
		if r.sub {
			x.submitted[i] = r.submitted
		}
		codes[i] = strings.ToLower(r.code)
		titles.WriteString(r.title)
		x.titleEnds[i] = uint32(titles.Len())
		for _, w := range uniqueWords(r.title) {
			wordRows[w] = append(wordRows[w], row)
		}
		for _, tag := range tags[r.id] {
			add(x.tags, tag, row)
		}
	}
	x.titles = titles.String()
	x.codes = newSubstrings(codes)
	words := make([]string, 0, len(wordRows))
	for w := range wordRows {
		words = append(words, w)
	}
	slices.Sort(words)
	x.postings = make([][]uint32, len(words))
	for i, w := range words {
		x.postings[i] = wordRows[w]
	}
	x.words = newSubstrings(words)
	for col, ids := range orders {
		if perm := x.rowsOf(ids); len(perm) == n { // else the orders were read at another moment: that sort is left to SQL
			x.orders[col] = perm
		}
	}
	return x
}

// uniqueWords are the distinct white-space separated words of a title.
func uniqueWords(title string) []string {
	words := strings.Fields(title)
	slices.Sort(words)
	return slices.Compact(words)
}

// title is the folded title of row.
func (x *listIndex) title(row uint32) string {
	start := uint32(0)
	if row > 0 {
		start = x.titleEnds[row-1]
	}
	return x.titles[start:x.titleEnds[row]]
}

// row is the index row of a contribution id.
func (x *listIndex) row(id int64) (uint32, bool) {
	i, ok := slices.BinarySearch(x.ids, id)
	return uint32(i), ok
}

// indexQuery is one page of an "all" list asked of the index.
type indexQuery struct {
	filter ListFilter
	// also are the rows of hidden contributions the caller may see (a role
	// on them) besides the visible ones; roles, when the filter names a
	// role, the rows of the contributions the caller holds it on.
	also, roles []uint32
	order       paging.Order
	offset      int
	size        int
}

// rowsOf are the index rows of ids (those outside the index left out).
func (x *listIndex) rowsOf(ids []int64) []uint32 {
	rows := make([]uint32, 0, len(ids))
	for _, id := range ids {
		if row, ok := x.row(id); ok {
			rows = append(rows, row)
		}
	}
	return rows
}

// sorts reports whether the index holds the order of column.
func (x *listIndex) sorts(column string) bool {
	_, ok := x.orders[column]
	return ok
}

// page answers q: the ids of its page in order and the list's total, which
// for a narrowed list without ExactTotal counts up to offset + countCap, as
// the SQL count does (ListPage).
func (x *listIndex) page(q indexQuery) ([]int64, int64) {
	f := q.filter
	m := slices.Clone(x.visible)
	for _, row := range q.also {
		m.set(row)
	}
	for _, c := range []struct {
		sets map[int64]bitset
		key  int64
	}{{x.states, f.StateID}, {x.fields, f.FieldID}, {x.parents, f.ParentID}, {x.tags, f.TagID}} {
		if c.key == 0 {
			continue
		}
		b, ok := c.sets[c.key]
		if !ok {
			return nil, 0
		}
		m.and(b)
	}
	if f.Role != "" {
		roles := newBitset(len(x.ids))
		for _, row := range q.roles {
			roles.set(row)
		}
		m.and(roles)
	}
	if !f.SubmittedFrom.IsZero() || !f.SubmittedTo.IsZero() {
		x.keepDates(m, f)
	}
	if code := strings.ToLower(strings.TrimSpace(f.Code)); code != "" { // blank: every code contains it
		b := newBitset(len(x.ids))
		x.codes.each(code, func(row int) { b.set(uint32(row)) })
		m.and(b)
	}
	phrase := ""
	if f.Title != "" {
		term := db.Fold(strings.TrimSpace(f.Title))
		m.and(x.titleCandidates(term))
		if len(strings.Fields(term)) > 1 {
			phrase = term // the candidates hold each word: the whole term is checked on each
		}
	}
	limit := -1 // how many matches the total counts up to; -1: all
	if f.narrowed() && !f.ExactTotal {
		limit = q.offset + countCap
	}
	order := x.orders[q.order.Column]
	if phrase != "" {
		return x.walk(m, order, q, func(row uint32) bool { return strings.Contains(x.title(row), phrase) }, limit)
	}
	n := m.count()
	total := int64(n)
	if limit >= 0 && n > limit {
		total = int64(limit)
	}
	if q.offset >= n {
		return nil, total
	}
	// The page: a walk of the sort's order through the matches, about
	// (offset + size) · rows / matches steps, at most the type's rows
	// (50 µs at 50,000).
	ids, _ := x.walk(m, order, q, nil, 0)
	return ids, total
}

// keepDates keeps in m the rows submitted in f's range: from inclusive, to
// exclusive; a row without a date is outside every range.
func (x *listIndex) keepDates(m bitset, f ListFilter) {
	from, to := int64(math.MinInt64+1), int64(math.MaxInt64)
	if !f.SubmittedFrom.IsZero() {
		from = f.SubmittedFrom.UnixNano()
	}
	if !f.SubmittedTo.IsZero() {
		to = f.SubmittedTo.UnixNano()
	}
	for i, w := range m {
		for v := w; v != 0; v &= v - 1 {
			bit := bits.TrailingZeros64(v)
			if d := x.submitted[i*64+bit]; d == noDate || d < from || d >= to {
				w &^= 1 << bit
			}
		}
		m[i] = w
	}
}

// titleCandidates is the set of rows whose title may contain term (folded):
// every row one of whose words contains a word of term, for each of the
// term's words. For a term of one word that is exactly the rows whose title
// contains it; a longer one keeps its longer words (three letters or more,
// when it has them: a short word is in nearly every title) and is checked
// whole on each candidate.
func (x *listIndex) titleCandidates(term string) bitset {
	words := strings.Fields(term)
	if len(words) == 0 {
		b := newBitset(len(x.ids))
		for i := range b {
			b[i] = math.MaxUint64
		}
		return b
	}
	long := slices.DeleteFunc(slices.Clone(words), func(w string) bool { return utf8.RuneCountInString(w) < 3 })
	if len(long) > 0 {
		words = long
	}
	var all bitset
	for _, w := range words {
		b := newBitset(len(x.ids))
		seen := map[int]bool{}
		x.words.each(w, func(word int) {
			if seen[word] {
				return
			}
			seen[word] = true
			for _, row := range x.postings[word] {
				b.set(row)
			}
		})
		if all == nil {
			all = b
		} else {
			all.and(b)
		}
	}
	return all
}

// walk finds q's page by walking order through the rows of m that pass
// check (every one when nil), and counts them up to limit (-1: all; 0: no
// count, the walk stops at the page's end).
func (x *listIndex) walk(m bitset, order []uint32, q indexQuery, check func(row uint32) bool, limit int) ([]int64, int64) {
	var ids []int64
	seen := 0
	stop := q.offset + q.size
	if limit > stop || limit < 0 {
		stop = limit
	}
	n := len(order)
	for k := range n {
		row := order[k]
		if q.order.Desc {
			row = order[n-1-k]
		}
		if !m.has(row) || check != nil && !check(row) {
			continue
		}
		if seen >= q.offset && len(ids) < q.size {
			ids = append(ids, x.ids[row])
		}
		seen++
		if stop >= 0 && seen >= stop {
			break
		}
	}
	return ids, int64(seen)
}

// listIndexGap is the least time between two builds of a type's index:
// under a steady stream of writes the lists are read by SQL rather than the
// node rebuilding without pause.
const listIndexGap = time.Second

// How lists use the index: built in the background (the default), not at
// all, or built at once by the request that finds it stale (the tests).
const (
	indexAsync = iota
	indexOff
	indexSync
)

// listIndexMode is how lists use the index; the tests change it.
var listIndexMode = indexAsync

// listIndexColumns are the sorts the index holds: every one the API offers.
var listIndexColumns = slices.Sorted(maps.Values(ListSortable))

// listIndexes are a node's list indexes, by contribution type, and the
// index rows of callers' roles.
type listIndexes struct {
	mu       sync.Mutex
	builds   sync.Mutex // held by the build that runs
	byType   map[string]*listIndex
	started  map[string]time.Time // the last build's start, by type
	building map[string]bool
	roles    map[roleRowsKey]roleRows
	running  sync.WaitGroup  // the background builds
	closed   bool            // no more builds (the service is closing)
	stop     context.Context // the builds' context, cancelled by close
	cancel   context.CancelFunc
	off      bool         // INNO_LIST_INDEX=off
	counts   memo.Counter // answers from the index (hits) and by SQL (misses)
}

// roleRowsKey names the rows of one caller's roles in one type's index:
// kind is hiddenRoles (the hidden contributions they hold any active role
// on) or a role (the role filter).
type roleRowsKey struct {
	userID                 int64
	contributionType, kind string
}

const hiddenRoles = "hidden"

// roleRows are the rows of a roleRowsKey in the index built at seq, read
// at roleSeq: exact while both hold (a role written moves roleSeq).
type roleRows struct {
	seq, roleSeq int64
	rows         []uint32
}

// roleRowsKept bounds the callers' role rows a node keeps (a few hundred
// bytes each, a mentor's some KB): it starts empty when full.
const roleRowsKept = 10_000

func newListIndexes(off bool) *listIndexes {
	stop, cancel := context.WithCancel(context.Background())
	return &listIndexes{byType: map[string]*listIndex{}, started: map[string]time.Time{}, building: map[string]bool{},
		roles: map[roleRowsKey]roleRows{}, stop: stop, cancel: cancel, off: off, counts: memo.NewCounter("contribution.listIndex")}
}

// roleRows are the rows of key in x and the role_seq they are as of:
// those the node keeps when they are for x and, once this request has
// read list_change (known), for its role_seq; else read with read, as of
// the role_seq that changes reads. The hidden contributions a mentor holds
// roles on took a walk of the type's hidden ones per request.
func (l *listIndexes) roleRows(x *listIndex, key roleRowsKey, known *listChanges, changes func() (listChanges, error),
	read func() ([]int64, error)) ([]uint32, int64, error) {
	l.mu.Lock()
	r, ok := l.roles[key]
	l.mu.Unlock()
	if ok && r.seq == x.seq && (known == nil || r.roleSeq == known.roleSeq) {
		return r.rows, r.roleSeq, nil
	}
	c, err := changes()
	if err != nil {
		return nil, 0, err
	}
	ids, err := read()
	if err != nil {
		return nil, 0, err
	}
	r = roleRows{seq: x.seq, roleSeq: c.roleSeq, rows: x.rowsOf(ids)}
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.roles) >= roleRowsKept {
		l.roles = map[roleRowsKey]roleRows{}
	}
	l.roles[key] = r
	return r.rows, r.roleSeq, nil
}

// close starts no more builds, cancels those running and waits for them: a build holds
// a read transaction, which must not outlive the database (a test's schema
// dropped under it deadlocked).
func (l *listIndexes) close() {
	l.mu.Lock()
	l.closed = true
	l.mu.Unlock()
	l.cancel()
	l.running.Wait()
}

// latest is the type's newest index, current or not (nil: none yet).
func (l *listIndexes) latest(contributionType string) *listIndex {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.byType[contributionType]
}

// fresh is the type's index when it was built at seq, else nil, after
// starting a build when none runs and the last started listIndexGap ago.
func (l *listIndexes) fresh(contributionType string, seq int64, build func() (*listIndex, error), log *slog.Logger) *listIndex {
	l.mu.Lock()
	defer l.mu.Unlock()
	if x := l.byType[contributionType]; x != nil && x.seq == seq {
		return x
	}
	if listIndexMode == indexSync {
		x, err := build()
		if err != nil || x.seq != seq {
			return nil
		}
		l.byType[contributionType] = x
		return x
	}
	if l.closed || l.building[contributionType] || time.Since(l.started[contributionType]) < listIndexGap {
		return nil
	}
	l.building[contributionType], l.started[contributionType] = true, time.Now()
	l.running.Add(1)
	go func() {
		defer l.running.Done()
		// One build at a time per node: a build holds the type's rows
		// twice over for a moment, and two at once raised the peak memory.
		l.builds.Lock()
		x, err := build()
		l.builds.Unlock()
		l.mu.Lock()
		defer l.mu.Unlock()
		l.building[contributionType] = false
		if err != nil {
			log.Warn("list index build failed; lists are read by SQL", "type", contributionType, "err", err)
			return
		}
		if old := l.byType[contributionType]; old == nil || old.seq <= x.seq {
			l.byType[contributionType] = x
		}
	}()
	return nil
}

// indexPage answers page p of the "all" list f from the list index when the
// node's index of the type is current; ok is false when it is not (being
// built, or a write came in since), and the list is then read by SQL.
// withHidden says the caller holds a role on a hidden contribution.
//
// Whether the index is current is checked by the statement that reads the
// page's rows, which also reads list_change: one round trip, the page
// computed from the newest index first and thrown away when the counters
// show a write since (then once more from what they say, else by SQL).
func (s *Service) indexPage(ctx context.Context, f ListFilter, p paging.Page, userID int64, withHidden bool) (listPage, bool, error) {
	if s.indexes.off || listIndexMode == indexOff || f.Scope != ScopeAll || len(p.Sort) != 1 || db.InTx(ctx) {
		return listPage{}, false, nil
	}
	var known *listChanges // list_change as this request last read it
	changes := func() (listChanges, error) {
		if known == nil {
			c, err := s.store.ListChanges(ctx)
			if err != nil {
				return c, err
			}
			known = &c
		}
		return *known, nil
	}
	build := func() (*listIndex, error) {
		// not bound to this request (the build outlives it), but to the service
		ctx, cancel := context.WithTimeout(s.indexes.stop, time.Minute)
		defer cancel()
		return s.store.ListIndex(ctx, f.Type, listIndexColumns)
	}
	miss := func() (listPage, bool, error) {
		s.indexes.counts.Miss()
		return listPage{}, false, nil
	}
	x := s.indexes.latest(f.Type)
	for attempt := 0; attempt < 2; attempt++ {
		if x == nil || known != nil && x.seq != known.seq {
			c, err := changes()
			if err != nil {
				return listPage{}, false, err
			}
			if x = s.indexes.fresh(f.Type, c.seq, build, s.log); x == nil {
				return miss()
			}
		}
		if !x.sorts(p.Sort[0].Column) {
			return miss()
		}
		q := indexQuery{filter: f, order: p.Sort[0], offset: p.Offset(), size: p.Size}
		var roleSeqs []int64 // the role_seq of each set of role rows used
		if withHidden {
			rows, roleSeq, err := s.indexes.roleRows(x, roleRowsKey{userID, f.Type, hiddenRoles}, known, changes, func() ([]int64, error) {
				return s.store.HiddenWithRoleIDs(ctx, f.Type, userID)
			})
			if err != nil {
				return listPage{}, false, err
			}
			q.also, roleSeqs = rows, append(roleSeqs, roleSeq)
		}
		if f.Role != "" {
			rows, roleSeq, err := s.indexes.roleRows(x, roleRowsKey{userID, f.Type, f.Role}, known, changes, func() ([]int64, error) {
				return s.store.RoleContributionIDs(ctx, userID, f.Role)
			})
			if err != nil {
				return listPage{}, false, err
			}
			q.roles, roleSeqs = rows, append(roleSeqs, roleSeq)
		}
		ids, total := x.page(q)
		items, seen, err := s.store.ListRowsByID(ctx, ids)
		if err != nil {
			return listPage{}, false, err
		}
		if seen == nil { // no row to read them with
			c, err := s.store.ListChanges(ctx)
			if err != nil {
				return listPage{}, false, err
			}
			seen = &c
		}
		if seen.seq == x.seq && !slices.ContainsFunc(roleSeqs, func(r int64) bool { return r != seen.roleSeq }) {
			s.indexes.counts.Hit()
			// The total as ListPage gives it: a page that is not full shows it.
			if shown, ok := p.ShownTotal(len(items)); ok {
				total = shown
			}
			return listPage{items: items, total: total}, true, nil
		}
		known = seen // a write since: again from what this read saw
	}
	return miss()
}
