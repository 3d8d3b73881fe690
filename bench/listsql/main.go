// Command listsql replays the list requests of a `contribgen plan` file as
// the store's statements, one at a time, straight on the database: per
// request the time of building the list (its probes), of the page and of the
// capped count, so the slowest filter shapes show without the HTTP server.
//
//	go run ./bench/listsql -db /tmp/inno/inno.db -tokens plans/tokens -n 300 plans/filter.plan
//	go run ./bench/listsql -db /tmp/inno/inno.db -explain -line 17 plans/filter.plan   # one request's plans
package main

import (
	"bufio"
	"context"
	"encoding/base64"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net/url"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
)

func main() {
	dbURL := flag.String("db", "", "SQLite file or postgres:// URL")
	tokensF := flag.String("tokens", "", "the plan's tokens file (the callers' user ids)")
	n := flag.Int("n", 300, "requests")
	line := flag.Int("line", -1, "only this request (0-based)")
	explain := flag.Bool("explain", false, "print statements and their plans")
	runs := flag.Int("runs", 3, "runs per statement (the median is kept)")
	top := flag.Int("top", 25, "slowest requests shown")
	flag.Parse()
	ctx := context.Background()
	var d *db.DB
	var err error
	if strings.HasPrefix(*dbURL, "postgres") {
		d, err = db.Open(ctx, *dbURL, "")
	} else {
		d, err = db.Open(ctx, "", *dbURL)
	}
	if err != nil {
		log.Fatal(err)
	}
	store := contribution.NewStore(d)
	uids := userIDs(*tokensF)
	f, err := os.Open(flag.Arg(0))
	if err != nil {
		log.Fatal(err)
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	type result struct {
		i                int
		build, page, cnt float64
		path             string
	}
	var res []result
	var sum result
	for i := 0; sc.Scan() && i < *n; i++ {
		if *line >= 0 && i != *line {
			continue
		}
		parts := strings.SplitN(sc.Text(), " ", 2)
		caller, _ := strconv.Atoi(parts[0])
		u, err := url.Parse(parts[1])
		if err != nil || !strings.HasPrefix(u.Path, "/api/v3/contributions/") {
			continue
		}
		lf, p := parse(u)
		uid := uids[caller]
		hidden, err := store.HiddenWithRole(ctx, lf.Type, uid)
		if err != nil {
			log.Fatal(err)
		}
		visibleOnly := lf.Scope == contribution.ScopeAll && lf.Role == "" && hidden == 0
		q, _ := store.ListSQL(ctx, lf, uid, visibleOnly)
		build := timeIt(*runs, func() {
			var e error
			q, e = store.ListSQL(ctx, lf, uid, visibleOnly)
			if e != nil {
				log.Fatal(e)
			}
		})
		page, args, count, countArgs := q.Statements(p)
		var rows int
		// What the store runs for the page and its total (ListPage), and
		// the count's share of it, timed alone.
		tp := timeIt(*runs, func() {
			items, _, e := store.ListPage(ctx, q, p, false)
			if e != nil {
				log.Fatal(e)
			}
			rows = len(items)
		})
		tc := 0.0
		if rows == p.Size || rows == 0 && p.Number > 0 {
			tc = timeIt(*runs, func() { run(ctx, d, count, countArgs) })
		}
		r := result{i, build, tp, 0, parts[1]}
		res = append(res, r)
		sum.build += build
		sum.page += tp
		if *explain {
			fmt.Printf("request %d (user %d, visibleOnly %v): %s\nbuild %.2f ms, page and total %.2f ms (%d rows), count alone %.2f ms\nargs %v\n", i, uid, visibleOnly,
				parts[1], build, tp, rows, tc, args)
			fmt.Println(page)
			fmt.Println(plan(ctx, d, page, args))
			fmt.Println(count, countArgs)
			fmt.Println(plan(ctx, d, count, countArgs))
		}
	}
	sort.Slice(res, func(a, b int) bool { return res[a].build+res[a].page > res[b].build+res[b].page })
	for k, r := range res {
		if k >= *top {
			break
		}
		fmt.Printf("%4d %7.2f = build %6.2f read %6.2f  %s\n", r.i, r.build+r.page, r.build, r.page,
			strings.NewReplacer("/api/v3/contributions/", "", "&langkey=en", "", "&langkey=tr", "", "&size=10", "").Replace(r.path))
	}
	if k := len(res); k > 0 {
		fmt.Printf("n=%d mean %.2f ms (build %.2f, page and total %.2f), total %.0f ms\n", k, (sum.build+sum.page)/float64(k),
			sum.build/float64(k), sum.page/float64(k), sum.build+sum.page)
	}
}

func run(ctx context.Context, d *db.DB, query string, args []any) int {
	rows, err := d.Query(ctx, query, args...)
	if err != nil {
		log.Fatalf("%s: %v", query, err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		n++
	}
	if err := rows.Err(); err != nil {
		log.Fatal(err)
	}
	return n
}

func plan(ctx context.Context, d *db.DB, query string, args []any) string {
	prefix := "EXPLAIN QUERY PLAN "
	if d.Dialect == db.Postgres {
		prefix = "EXPLAIN (ANALYZE, BUFFERS) "
	}
	rows, err := d.Query(ctx, prefix+query, args...)
	if err != nil {
		log.Fatal(err)
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	var b strings.Builder
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			log.Fatal(err)
		}
		fmt.Fprintln(&b, "   ", vals[len(vals)-1])
	}
	return b.String()
}

func timeIt(runs int, fn func()) float64 {
	ts := make([]float64, runs)
	for i := range ts {
		t0 := time.Now()
		fn()
		ts[i] = float64(time.Since(t0).Microseconds()) / 1000
	}
	sort.Float64s(ts)
	return ts[runs/2]
}

func userIDs(file string) []int64 {
	b, err := os.ReadFile(file)
	if err != nil {
		log.Fatal(err)
	}
	var ids []int64
	for _, tok := range strings.Fields(string(b)) {
		parts := strings.Split(tok, ".")
		payload, err := base64.RawURLEncoding.DecodeString(parts[1])
		if err != nil {
			log.Fatal(err)
		}
		var c struct {
			UID int64 `json:"uid"`
		}
		if err := json.Unmarshal(payload, &c); err != nil {
			log.Fatal(err)
		}
		ids = append(ids, c.UID)
	}
	return ids
}

func parse(u *url.URL) (contribution.ListFilter, paging.Page) {
	seg := strings.Split(strings.TrimPrefix(u.Path, "/api/v3/contributions/"), "/")
	q := u.Query()
	id := func(k string) int64 { v, _ := strconv.ParseInt(q.Get(k), 10, 64); return v }
	f := contribution.ListFilter{Type: seg[0], Scope: seg[2], Title: q.Get("title"), FieldID: id("contributionFieldId"),
		TagID: id("selectedTagId"), StateID: id("stateId"), Code: q.Get("eiId"), Role: strings.ToUpper(q.Get("role"))}
	f.ParentID, _ = strconv.ParseInt(seg[1], 10, 64)
	if c := id("campaignId"); c != 0 && f.ParentID == 0 {
		f.ParentID = c
	}
	if v := q.Get("dateSubmittedFrom"); v != "" {
		f.SubmittedFrom, _ = time.Parse("2006-01-02", v)
	}
	if v := q.Get("dateSubmittedTo"); v != "" {
		t, _ := time.Parse("2006-01-02", v)
		f.SubmittedTo = t.AddDate(0, 0, 1)
	}
	p := paging.Page{Size: 10}
	p.Number, _ = strconv.Atoi(q.Get("page"))
	if s, _ := strconv.Atoi(q.Get("size")); s > 0 {
		p.Size = s
	}
	order := paging.Order{Column: "c.updated_date", Desc: true}
	if s := q.Get("sort"); s != "" {
		name, dir, _ := strings.Cut(s, ",")
		order = paging.Order{Column: contribution.ListSortable[name], Desc: dir == "desc"}
	}
	p.Sort = []paging.Order{order}
	return f, p
}
