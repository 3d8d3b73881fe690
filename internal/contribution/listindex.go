package contribution

import (
	"context"
	"index/suffixarray"
	"iter"
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
// the codes (through their trigrams) and the folded titles (through a substring index of
// their words), and every offered sort's order. A list then costs a few bit-set operations in memory and
// one read of its page's rows by id.
//
// The index is built at one value of its type's counter in list_change
// (migrations 33 and 36), which every committed write of those columns of
// the type's contributions and of their tag links bumps, and is used only
// while the counter a request reads is still that one: it never answers
// from an older state. A stale index is rebuilt in the background,
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

// rows are the rows of b, ascending or descending, a word at a time.
func (b bitset) rows(desc bool) iter.Seq[uint32] { return b.andRows(b, desc) }

// andRows are the rows of both b and o, ascending or descending.
func (b bitset) andRows(o bitset, desc bool) iter.Seq[uint32] {
	return func(yield func(uint32) bool) {
		for k := range b {
			i := k
			if desc {
				i = len(b) - 1 - k
			}
			for w := b[i] & o[i]; w != 0; {
				bit := bits.TrailingZeros64(w)
				if desc {
					bit = 63 - bits.LeadingZeros64(w)
				}
				if !yield(uint32(i*64 + bit)) {
					return
				}
				w &^= 1 << bit
			}
		}
	}
}

func (b bitset) or(o bitset) {
	for i := range b {
		b[i] |= o[i]
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
// It takes four bytes per byte of text: the titles' distinct words have
// one; the titles themselves are their words' numbers (titleWords),
// searched through their words, and the codes have their trigrams
// (codeIndex).
type substrings struct {
	index *suffixarray.Index
	ends  []uint32 // where each entry ends in the joined text
}

// newSubstrings indexes texts joined as a textsBuilder joins them.
func newSubstrings(joined string, ends []uint32) substrings {
	return substrings{index: suffixarray.New([]byte(joined)), ends: ends}
}

func newSubstringsOf(entries []string) substrings {
	var t textsBuilder
	for _, e := range entries {
		t.add(e)
	}
	return newSubstrings(t.b.String(), t.ends)
}

// each calls fn with every entry that contains term (an entry more than
// once when it holds term more than once).
func (s substrings) each(term string, fn func(entry int)) {
	if strings.ContainsRune(term, 0) {
		return
	}
	for _, off := range s.index.Lookup([]byte(term), -1) {
		entry, _ := slices.BinarySearch(s.ends, uint32(off)) // the first entry ending at or after the match
		fn(entry)
	}
}

// texts are one text per row in one string, each followed by a NUL byte
// (which no text holds): one allocation, not one per row. Row r's text ends
// at ends[r]. The codes are kept so.
type texts struct {
	joined string
	ends   []uint32
}

// textsBuilder collects texts row by row.
type textsBuilder struct {
	b    strings.Builder
	ends []uint32
}

func (t *textsBuilder) add(text string) {
	t.b.WriteString(strings.ReplaceAll(text, "\x00", ""))
	t.ends = append(t.ends, uint32(t.b.Len()))
	t.b.WriteByte(0)
}

func (t *textsBuilder) done() texts { return texts{joined: t.b.String(), ends: t.ends} }

// each calls fn once with every row whose text contains term, in row
// order, by scanning the joined texts (a match cannot span two rows: term
// holds no NUL byte): the codes' search of a term too short for their
// trigrams (codeIndex).
func (t texts) each(term string, fn func(row int)) {
	if term == "" || strings.ContainsRune(term, 0) {
		return
	}
	for from := 0; from < len(t.joined); {
		i := strings.Index(t.joined[from:], term)
		if i < 0 {
			return
		}
		row, _ := slices.BinarySearch(t.ends, uint32(from+i)) // the first row ending at or after the match
		fn(row)
		from = int(t.ends[row]) + 1
	}
}

// at is row's text.
func (t texts) at(row uint32) string {
	start := uint32(0)
	if row > 0 {
		start = t.ends[row-1] + 1
	}
	return t.joined[start:t.ends[row]]
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
	codes     codeIndex  // the lower-case codes
	titles    titleWords // the folded titles (search_title), as their words' numbers
	// words are the distinct words of the titles (split at white space,
	// as a term is), postings the rows holding each; a word in more than
	// one row in 32 has its rows as a bit set in dense instead (smaller
	// than its list, and or-ed a word at a time: "the" is in most titles).
	words    substrings
	postings [][]uint32
	dense    map[int]bitset
	// orders are the rows in ascending order of (column, id) as the
	// database sorts them, by sort column (ListSortable's): nil for the
	// ids' and any other that is the rows' own order. ranks are the
	// inverse: a row's place in each order, to sort a few matches rather
	// than walk the order.
	orders map[string][]uint32
	ranks  map[string][]uint32
	// stateKeys are the states in ascending id: the state order is
	// walked through their bit sets, not kept.
	stateKeys []int64
	// dated is the part of the dateSubmitted order whose rows have a date
	// (those without sit at one end): a date range is a run of it.
	dated []uint32
	// scratch holds bit sets of the index's length for the requests to
	// reuse: one per filter was 75 KB of garbage at 600,000 rows.
	scratch sync.Pool
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

// indexBuilder makes a listIndex from what a build reads, as it reads it:
// the rows (in ascending id order), then the tag links and the sorts'
// orders, each turned into index rows at once. Collected first, a million
// contributions' rows, links and orders held some 250 MB besides the index.
type indexBuilder struct {
	x      *listIndex
	codes  *codeIndexBuilder
	titles *titleWordsBuilder
}

func newIndexBuilder(seq int64) *indexBuilder {
	// The ids' order is the rows' own: nil.
	return &indexBuilder{x: &listIndex{seq: seq, states: map[int64]bitset{}, fields: map[int64]bitset{}, parents: map[int64]bitset{},
		tags: map[int64]bitset{}, orders: map[string][]uint32{idColumn: nil}, ranks: map[string][]uint32{idColumn: nil}},
		codes: newCodeIndexBuilder(), titles: newTitleWordsBuilder()}
}

// grown is b with room for row (the rows' count is known at the end).
func grown(b bitset, row uint32) bitset {
	for len(b) <= int(row>>6) {
		b = append(b, 0)
	}
	return b
}

// row adds the next row (ids ascending).
func (b *indexBuilder) row(r indexRow) {
	x := b.x
	row := uint32(len(x.ids))
	x.ids = append(x.ids, r.id)
	add := func(sets map[int64]bitset, key int64) {
		set := grown(sets[key], row)
		set.set(row)
		sets[key] = set
	}
	x.visible = grown(x.visible, row)
	if r.visible {
		x.visible.set(row)
	}
	add(x.states, r.state)
	if r.hasField {
		add(x.fields, r.field)
	}
	if r.hasParent {
		add(x.parents, r.parent)
	}
	submitted := int64(noDate)
	if r.sub {
		submitted = r.submitted
	}
	x.submitted = append(x.submitted, submitted)
	b.codes.add(row, strings.ToLower(r.code))
	b.titles.add(row, r.title)
}

// rowsDone ends the rows: every bit set takes the rows' length.
func (b *indexBuilder) rowsDone() {
	x := b.x
	length := len(newBitset(len(x.ids)))
	full := func(set bitset) bitset { return append(set, make(bitset, length-len(set))...) }
	x.visible = full(x.visible)
	for _, sets := range []map[int64]bitset{x.states, x.fields, x.parents} {
		for key, set := range sets {
			sets[key] = full(set)
		}
	}
	x.codes, x.titles = b.codes.done(len(x.ids)), b.titles.t
	b.codes = nil
	words := slices.Clone(x.titles.words)
	slices.Sort(words)
	x.postings, x.dense = make([][]uint32, len(words)), map[int]bitset{}
	for i, w := range words {
		rows := b.titles.rows[b.titles.number[w]]
		if len(rows) <= len(x.ids)/32 {
			x.postings[i] = slices.Clip(rows)
			continue
		}
		set := newBitset(len(x.ids))
		for _, row := range rows {
			set.set(row)
		}
		x.dense[i] = set
	}
	x.words = newSubstringsOf(words)
	b.titles = nil
}

// tag links a contribution to a tag (after rowsDone; one outside the index
// is left out).
func (b *indexBuilder) tag(contributionID, tagID int64) {
	x := b.x
	row, ok := x.row(contributionID)
	if !ok {
		return
	}
	set, ok := x.tags[tagID]
	if !ok {
		set = newBitset(len(x.ids))
		x.tags[tagID] = set
	}
	set.set(row)
}

// order keeps the order of column: its rows, from ids in ascending order of
// (column, id) as the database sorts them, unless they are not the index's
// rows (read at another moment: that sort is left to SQL). An order that is
// the rows' own (the creation dates rise with the ids) is kept as nil, as
// the ids' is: no array, no ranks.
func (b *indexBuilder) order(column string, rows []uint32) {
	x := b.x
	n := len(x.ids)
	if column == idColumn || column == stateColumn || len(rows) != n { // the rows' own; the bit sets per state
		return
	}
	own := column != submittedColumn // the date ranges need its array (dated)
	for k, row := range rows {
		if own && row != uint32(k) {
			own = false
		}
	}
	if own {
		x.orders[column], x.ranks[column] = nil, nil
		return
	}
	x.orders[column] = rows
	rank := make([]uint32, n)
	for k, row := range rows {
		rank[row] = uint32(k)
	}
	x.ranks[column] = rank
}

// done is the index.
func (b *indexBuilder) done() *listIndex {
	x := b.x
	n := len(x.ids)
	// The database sorts by (state id, id): the rows state by state, each
	// state's in row order, which the bit sets per state hold. That order
	// is not read (TestListIndexAgrees compares it with the database's).
	x.stateKeys = slices.Sorted(maps.Keys(x.states))
	if byDate, ok := x.orders[submittedColumn]; ok {
		if n > 0 && x.submitted[byDate[0]] == noDate { // no date first (SQLite)
			x.dated = byDate[sort.Search(n, func(k int) bool { return x.submitted[byDate[k]] != noDate }):]
		} else { // or last (PostgreSQL)
			x.dated = byDate[:sort.Search(n, func(k int) bool { return x.submitted[byDate[k]] == noDate })]
		}
	}
	return x
}

// bits is a bit set of the index's length, every bit clear, for one
// request: give it back with release.
func (x *listIndex) bits() bitset {
	if b, ok := x.scratch.Get().(*bitset); ok {
		clear(*b)
		return *b
	}
	return newBitset(len(x.ids))
}

func (x *listIndex) release(b bitset) {
	if b != nil {
		x.scratch.Put(&b)
	}
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
	return ok || column == stateColumn
}

// order is the rows in the order of column (ascending), nil for the id's
// (the rows' own).
func (x *listIndex) order(column string) []uint32 { return x.orders[column] }

// page answers q: the ids of its page in order and the list's total, which
// for a narrowed list without ExactTotal counts up to offset + countCap, as
// the SQL count does (ListPage).
func (x *listIndex) page(q indexQuery) ([]int64, int64) {
	f := q.filter
	m := x.bits()
	defer x.release(m)
	copy(m, x.visible)
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
	keep := x.bits() // the rows one more filter keeps
	defer x.release(keep)
	if f.Role != "" {
		clear(keep)
		for _, row := range q.roles {
			keep.set(row)
		}
		m.and(keep)
	}
	var run []uint32 // the date range's run of the dateSubmitted order
	if !f.SubmittedFrom.IsZero() || !f.SubmittedTo.IsZero() {
		clear(keep)
		run = x.submittedIn(keep, f)
		m.and(keep)
	}
	if code := strings.ToLower(strings.TrimSpace(f.Code)); code != "" { // blank: every code contains it
		clear(keep)
		x.codes.each(code, func(row int) { keep.set(uint32(row)) })
		m.and(keep)
	}
	var words phrase
	if f.Title != "" {
		term := db.Fold(strings.TrimSpace(f.Title))
		x.titleCandidates(m, keep, term)
		if len(strings.Fields(term)) > 1 {
			words = newPhrase(term) // the candidates hold each word: the whole term is checked on each
		}
	}
	limit := -1 // how many matches the total counts up to; -1: all
	if f.narrowed() && !f.ExactTotal {
		limit = q.offset + countCap
	}
	var check func(row uint32) bool // the phrase's, on each candidate
	if words.text != "" {
		check = func(row uint32) bool { return x.titles.contains(row, words) }
	}
	n := m.count()
	// Without a phrase to check, the matches are counted by their bits and
	// the rows are read only to the page's end; with one, each candidate is
	// checked and the count is how many passed, up to the limit.
	total := int64(n)
	if check == nil {
		if limit >= 0 && n > limit {
			total = int64(limit)
		}
		if q.offset >= n {
			return nil, total
		}
		limit = 0
	}
	var rows iter.Seq[uint32]
	switch {
	case run != nil && q.order.Column == submittedColumn: // the page is in the run: walk that, not the whole order
		rows = x.walkRun(m, run, q.order.Desc)
	case x.fewer(n, q):
		rows = x.sorted(m, q.order)
	default: // a walk of the sort's order through the matches, about (offset + size) · rows / matches steps
		rows = x.walk(m, q.order)
	}
	ids, seen := x.collect(rows, q, check, limit)
	if check != nil {
		total = seen
	}
	return ids, total
}

// fewer reports whether q's page is less work found by sorting its
// matches' places in the order than by walking the order through them
// ((offset + size) · rows / matches steps): a match's place is a random
// read of the ranks (a cache miss at a million rows, some 60 ns), a walk's
// step a sequential read and a bit test (2–3 ns). A narrow filter's
// page 250 walked half a million rows. An order that is the rows' own
// (nil) is walked through the set bits of the matches, a word at a time:
// never more work than sorting them.
func (x *listIndex) fewer(matches int, q indexQuery) bool {
	if _, ranked := x.ranks[q.order.Column]; matches == 0 || !ranked || x.order(q.order.Column) == nil {
		return false
	}
	walk := (q.offset + q.size) * len(x.ids) / matches
	return matches*24 < walk
}

// walk are the rows of m in order (ascending or descending), found by
// walking the whole order.
func (x *listIndex) walk(m bitset, o paging.Order) iter.Seq[uint32] {
	if o.Column == stateColumn {
		return x.walkStates(m, o.Desc)
	}
	order := x.order(o.Column) // nil: the rows' own
	if order == nil {
		return m.rows(o.Desc)
	}
	return func(yield func(uint32) bool) {
		n := len(x.ids)
		for k := range n {
			at := k
			if o.Desc {
				at = n - 1 - k
			}
			if row := order[at]; m.has(row) && !yield(row) {
				return
			}
		}
	}
}

// walkStates are the rows of m in the state order: state by state, each
// state's rows of m in id order (or all of it the other way round).
func (x *listIndex) walkStates(m bitset, desc bool) iter.Seq[uint32] {
	return func(yield func(uint32) bool) {
		for k := range x.stateKeys {
			if desc {
				k = len(x.stateKeys) - 1 - k
			}
			for row := range x.states[x.stateKeys[k]].andRows(m, desc) {
				if !yield(row) {
					return
				}
			}
		}
	}
}

// sorted are the rows of m in order, found by marking their places in it
// in a bit set of places and reading that in order: no sort, and the
// places past the page are never looked at. (Sorting them took 200 µs of a
// narrow filter's deep page at 600,000 rows, when it matched 15,000.) o's
// order and ranks are kept: fewer never picks this for an order that is
// the rows' own.
func (x *listIndex) sorted(m bitset, o paging.Order) iter.Seq[uint32] {
	order, rank := x.order(o.Column), x.ranks[o.Column]
	places := x.bits()
	for i, w := range m {
		for v := w; v != 0; v &= v - 1 {
			places.set(rank[i*64+bits.TrailingZeros64(v)])
		}
	}
	return func(yield func(uint32) bool) {
		defer x.release(places)
		for place := range places.rows(o.Desc) {
			if !yield(order[place]) {
				return
			}
		}
	}
}

// collect takes q's page from rows (in the page's order) that pass check
// (every one when nil), and counts them up to limit (-1: all; 0: no count,
// it stops at the page's end).
func (x *listIndex) collect(rows iter.Seq[uint32], q indexQuery, check func(row uint32) bool, limit int) ([]int64, int64) {
	var ids []int64
	seen := 0
	stop := q.offset + q.size
	if limit > stop || limit < 0 {
		stop = limit
	}
	for row := range rows {
		if check != nil && !check(row) {
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

// submittedIn sets in b the rows submitted in f's range: from inclusive, to
// exclusive; a row without a date is outside every range. The range is a
// run of the dateSubmitted order, found by two binary searches, and
// returned (nil when that order is not held).
func (x *listIndex) submittedIn(b bitset, f ListFilter) []uint32 {
	from, to := int64(math.MinInt64+1), int64(math.MaxInt64)
	if !f.SubmittedFrom.IsZero() {
		from = f.SubmittedFrom.UnixNano()
	}
	if !f.SubmittedTo.IsZero() {
		to = f.SubmittedTo.UnixNano()
	}
	if _, ok := x.orders[submittedColumn]; !ok { // that order was not read: every row is looked at
		for row, d := range x.submitted {
			if d != noDate && d >= from && d < to {
				b.set(uint32(row))
			}
		}
		return nil
	}
	first := sort.Search(len(x.dated), func(k int) bool { return x.submitted[x.dated[k]] >= from })
	end := sort.Search(len(x.dated), func(k int) bool { return x.submitted[x.dated[k]] >= to })
	run := x.dated[first:max(first, end)]
	for _, row := range run {
		b.set(row)
	}
	return run
}

// walkRun are the rows of m in run, in its order or the reverse.
func (x *listIndex) walkRun(m bitset, run []uint32, desc bool) iter.Seq[uint32] {
	return func(yield func(uint32) bool) {
		for k := range run {
			row := run[k]
			if desc {
				row = run[len(run)-1-k]
			}
			if m.has(row) && !yield(row) {
				return
			}
		}
	}
}

// titleCandidates keeps in m the rows whose title may contain term
// (folded), using b as scratch: every row one of whose words contains a
// word of term, for each of the term's words. For a term of one word that
// is exactly the rows whose title contains it; a longer one keeps its
// longer words (three letters or more, when it has them: a short word is in
// nearly every title) and is checked whole on each candidate.
func (x *listIndex) titleCandidates(m, b bitset, term string) {
	words := strings.Fields(term)
	long := slices.DeleteFunc(slices.Clone(words), func(w string) bool { return utf8.RuneCountInString(w) < 3 })
	if len(long) > 0 {
		words = long
	}
	for _, w := range words {
		clear(b)
		seen := map[int]bool{}
		x.words.each(w, func(word int) {
			if seen[word] {
				return
			}
			seen[word] = true
			if set, ok := x.dense[word]; ok {
				b.or(set)
				return
			}
			for _, row := range x.postings[word] {
				b.set(row)
			}
		})
		m.and(b)
	}
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

// listIndexColumns are the sorts the index holds: every one the API offers,
// by their SQL column (the paging.Order's Column).
var listIndexColumns = slices.Sorted(maps.Values(ListSortable))

// The sort columns the index treats apart: the ids' order is the rows'
// own; the submission dates' is where a date range is a run; the states'
// is the bit sets per state, walked one after the other.
var (
	idColumn        = ListSortable["id"]
	submittedColumn = ListSortable["dateSubmitted"]
	stateColumn     = ListSortable["stateId"]
)

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
		began := time.Now()
		x, err := build()
		l.builds.Unlock()
		l.mu.Lock()
		defer l.mu.Unlock()
		l.building[contributionType] = false
		if err != nil {
			log.Warn("list index build failed; lists are read by SQL", "type", contributionType, "err", err)
			return
		}
		level := slog.LevelDebug // a rebuild after writes: at most one a second
		if l.byType[contributionType] == nil {
			level = slog.LevelInfo
		}
		log.Log(l.stop, level, "list index built", "type", contributionType, "rows", len(x.ids), "took", time.Since(began).Round(time.Millisecond))
		if old := l.byType[contributionType]; old == nil || old.seq <= x.seq {
			l.byType[contributionType] = x
		}
	}()
	return nil
}

// listIndexBuild builds the type's list index, bound not to a request (the
// build outlives it) but to the service.
func (s *Service) listIndexBuild(contributionType string) func() (*listIndex, error) {
	return func() (*listIndex, error) {
		ctx, cancel := context.WithTimeout(s.indexes.stop, listIndexBuildTime)
		defer cancel()
		return s.store.ListIndex(ctx, contributionType, listIndexColumns)
	}
}

// listIndexBuildTime bounds a build (a million contributions take seconds).
const listIndexBuildTime = 5 * time.Minute

// listIndexTypes are the types whose lists the index answers.
var listIndexTypes = []string{TypeSuggestion, TypeImprovement, TypeIdea}

// WarmListIndexes starts building every type's list index as the node
// starts, so that the first lists need not wait for a build that takes
// seconds at a million contributions: until it is ready they are read by
// SQL.
func (s *Service) WarmListIndexes(ctx context.Context) {
	if s.indexes.off || listIndexMode != indexAsync {
		return
	}
	c, err := s.store.ListChanges(ctx)
	if err != nil {
		s.log.Warn("list index warm-up: list changes not read; the lists build it when asked", "err", err)
		return
	}
	for _, t := range listIndexTypes {
		s.indexes.fresh(t, c.of(t), s.listIndexBuild(t), s.log)
	}
}

// ListIndexesBuilding are the types whose first list index is being built
// (none when every type has one, or when the index is off).
func (s *Service) ListIndexesBuilding() []string {
	if s.indexes.off || listIndexMode == indexOff {
		return nil
	}
	s.indexes.mu.Lock()
	defer s.indexes.mu.Unlock()
	var building []string
	for _, t := range listIndexTypes {
		if s.indexes.byType[t] == nil && s.indexes.building[t] {
			building = append(building, t)
		}
	}
	return building
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
	build := s.listIndexBuild(f.Type)
	miss := func() (listPage, bool, error) {
		s.indexes.counts.Miss()
		return listPage{}, false, nil
	}
	x := s.indexes.latest(f.Type)
	for attempt := 0; attempt < 2; attempt++ {
		if x == nil || known != nil && x.seq != known.of(f.Type) {
			c, err := changes()
			if err != nil {
				return listPage{}, false, err
			}
			if x = s.indexes.fresh(f.Type, c.of(f.Type), build, s.log); x == nil {
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
		if seen.of(f.Type) == x.seq && !slices.ContainsFunc(roleSeqs, func(r int64) bool { return r != seen.roleSeq }) {
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
