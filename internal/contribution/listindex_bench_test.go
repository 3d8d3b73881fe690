package contribution

import (
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/paging"
)

// syntheticIndexInput is a type's worth of index rows shaped as the
// generator makes them (bench/contribgen): codes with the type's prefix,
// titles of 4–8 words from a vocabulary of 2,000, ten states, twelve
// fields, twenty campaigns on a quarter of the rows, 30 tags on three
// quarters, and every sort's order.
func syntheticIndexInput(n int) ([]indexRow, map[int64][]int64, map[string][]int64) {
	r := rand.New(rand.NewPCG(1, 2))
	vocabulary := make([]string, 2000)
	for i := range vocabulary {
		vocabulary[i] = fmt.Sprintf("w%03dord%c", i, 'a'+rune(i%26))
	}
	rows := make([]indexRow, n)
	tags := map[int64][]int64{}
	start := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC).UnixNano()
	for i := range rows {
		words := make([]string, 4+r.IntN(5))
		for j := range words {
			words[j] = vocabulary[int(r.ExpFloat64()*300)%len(vocabulary)]
		}
		rows[i] = indexRow{id: int64(i + 1), visible: r.IntN(100) >= 3, state: int64(1 + r.IntN(10)), field: int64(1 + r.IntN(12)), hasField: true,
			code: "SUG-" + strconv.Itoa(100000+i), title: strings.Join(words, " "), submitted: start + int64(i)*int64(time.Minute), sub: true}
		if r.IntN(4) == 0 {
			rows[i].parent, rows[i].hasParent = int64(1+r.IntN(20)), true
		}
		if r.IntN(4) != 0 {
			tags[int64(i+1)] = []int64{int64(1 + r.IntN(30))}
		}
	}
	orders := map[string][]int64{}
	for _, col := range listIndexColumns {
		ids := make([]int64, n)
		for i := range ids {
			ids[i] = int64(i + 1)
		}
		if col != idColumn && col != submittedColumn { // the dates rise with the ids
			r.Shuffle(n, func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		}
		orders[col] = ids
	}
	return rows, tags, orders
}

// buildFrom builds an index of rows, their tag links and the sorts' orders
// (ids), as a build reads them.
func buildFrom(rows []indexRow, tags map[int64][]int64, orders map[string][]int64) *listIndex {
	b := newIndexBuilder(1)
	for _, r := range rows {
		b.row(r)
	}
	b.rowsDone()
	for _, r := range rows {
		for _, tag := range tags[r.id] {
			b.tag(r.id, tag)
		}
	}
	for col, ids := range orders {
		b.order(col, b.x.rowsOf(ids))
	}
	return b.done()
}

// BenchmarkListIndex measures what the list index of one type costs at
// INNO_BENCH_INDEX_ROWS rows (default 600,000: the suggestions of a
// million contributions): its heap after the build, and one page of each
// kind of query.
//
//	INNO_BENCH_INDEX_ROWS=600000 go test -run '^$' -bench ListIndex -benchmem ./internal/contribution
func BenchmarkListIndex(b *testing.B) {
	n := 600_000
	if v, err := strconv.Atoi(os.Getenv("INNO_BENCH_INDEX_ROWS")); err == nil && v > 0 {
		n = v
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	rows, tags, orders := syntheticIndexInput(n)
	started := time.Now()
	x := buildFrom(rows, tags, orders)
	built := time.Since(started)
	rows, tags, orders = nil, nil, nil
	runtime.GC()
	runtime.ReadMemStats(&after)
	b.Logf("%d rows: built in %s, %.1f MB of heap held, %.1f MB allocated by the build", n, built.Round(time.Millisecond),
		float64(after.HeapAlloc-min(before.HeapAlloc, after.HeapAlloc))/1e6, float64(after.TotalAlloc-before.TotalAlloc)/1e6)
	from := time.Date(2024, 3, 1, 0, 0, 0, 0, time.UTC)
	queries := []struct {
		name   string
		filter ListFilter
		order  paging.Order
	}{
		{"all by dateUpdated", ListFilter{}, paging.Order{Column: ListSortable["dateUpdated"], Desc: true}},
		{"all by title", ListFilter{}, paging.Order{Column: ListSortable["title"]}},
		{"tag by title", ListFilter{TagID: 7}, paging.Order{Column: ListSortable["title"]}},
		{"state field by code", ListFilter{StateID: 3, FieldID: 5}, paging.Order{Column: ListSortable["code"], Desc: true}},
		{"campaign state tag", ListFilter{ParentID: 4, StateID: 2, TagID: 9}, paging.Order{Column: ListSortable["dateUpdated"], Desc: true}},
		{"date range", ListFilter{SubmittedFrom: from, SubmittedTo: from.AddDate(0, 1, 0)}, paging.Order{Column: ListSortable["dateSubmitted"]}},
		{"code", ListFilter{Code: "1234"}, paging.Order{Column: ListSortable["dateUpdated"], Desc: true}},
		{"common word", ListFilter{Title: "w001ordb"}, paging.Order{Column: ListSortable["dateUpdated"], Desc: true}},
		{"rare word", ListFilter{Title: "w900"}, paging.Order{Column: ListSortable["title"]}},
		{"phrase", ListFilter{Title: "w001ordb w002ordc"}, paging.Order{Column: ListSortable["dateUpdated"], Desc: true}},
	}
	for _, q := range queries {
		for _, offset := range []int{0, 2500} {
			b.Run(fmt.Sprintf("%s/offset %d", q.name, offset), func(b *testing.B) {
				q.filter.Type = TypeSuggestion
				iq := indexQuery{filter: q.filter, order: q.order, offset: offset, size: 10}
				var total int64
				for b.Loop() {
					_, total = x.page(iq)
				}
				b.ReportMetric(float64(total), "total")
			})
		}
	}
}
