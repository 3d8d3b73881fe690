package db

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func openSQLite(t *testing.T) *DB {
	t.Helper()
	d, err := Open(context.Background(), "", filepath.Join(t.TempDir(), "test.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = d.Close() })
	if _, err := d.Exec(context.Background(), "CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL)"); err != nil {
		t.Fatal(err)
	}
	return d
}

// Reads on SQLite go through prepared statements kept in a bounded cache:
// same answers as unprepared queries, inside and outside transactions, and
// no more statements kept than the bound.
func TestSQLiteStatementCache(t *testing.T) {
	ctx := context.Background()
	d := openSQLite(t)
	for i := 1; i <= 5; i++ {
		if _, err := d.Exec(ctx, "INSERT INTO item (id, name) VALUES (?, ?)", i, fmt.Sprintf("n%d", i)); err != nil {
			t.Fatal(err)
		}
	}
	for range 3 {
		var name string
		if err := d.QueryRow(ctx, "SELECT name FROM item WHERE id = ?", 2).Scan(&name); err != nil || name != "n2" {
			t.Fatalf("got %q, %v", name, err)
		}
	}
	if n := d.stmts.len(); n != 1 {
		t.Fatalf("cached statements = %d, want 1 (one query text)", n)
	}

	// In a transaction: a cached query runs on the transaction's connection
	// (it sees the uncommitted row); an uncached one runs unprepared and is
	// not added.
	if InTx(ctx) {
		t.Fatal("InTx outside a transaction")
	}
	err := d.WithTx(ctx, func(ctx context.Context) error {
		if !InTx(ctx) {
			return fmt.Errorf("InTx is false inside WithTx")
		}
		if _, err := d.Exec(ctx, "INSERT INTO item (id, name) VALUES (?, ?)", 6, "n6"); err != nil {
			return err
		}
		var name string
		if err := d.QueryRow(ctx, "SELECT name FROM item WHERE id = ?", 6).Scan(&name); err != nil || name != "n6" {
			return fmt.Errorf("in tx, cached query: %q, %v", name, err)
		}
		var n int
		if err := d.QueryRow(ctx, "SELECT COUNT(*) FROM item").Scan(&n); err != nil || n != 6 {
			return fmt.Errorf("in tx, uncached query: %d, %v", n, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n := d.stmts.len(); n != 1 {
		t.Fatalf("cached statements = %d after the transaction, want 1", n)
	}

	// A bad query reports its error, and is not cached.
	if err := d.QueryRow(ctx, "SELECT nope FROM item").Scan(new(int)); err == nil {
		t.Fatal("a bad query gave no error")
	}
	if _, err := d.Query(ctx, "SELECT nope FROM item"); err == nil {
		t.Fatal("a bad query gave no error")
	}

	// More distinct queries than the bound: the oldest go, answers stay right.
	for i := range stmtCacheSize + 20 {
		var got int
		if err := d.QueryRow(ctx, fmt.Sprintf("SELECT COUNT(*) + %d FROM item", i)).Scan(&got); err != nil || got != 6+i {
			t.Fatalf("query %d: %d, %v", i, got, err)
		}
	}
	if n := d.stmts.len(); n != stmtCacheSize {
		t.Fatalf("cached statements = %d, want the bound %d", n, stmtCacheSize)
	}
}

// Statements pushed out of the cache while other goroutines use them, and
// rows still being read from them, keep working (run with -race).
func TestSQLiteStatementCacheEvictionUnderLoad(t *testing.T) {
	ctx := context.Background()
	d := openSQLite(t)
	d.stmts.max = 3
	for i := 1; i <= 20; i++ {
		if _, err := d.Exec(ctx, "INSERT INTO item (id, name) VALUES (?, ?)", i, "x"); err != nil {
			t.Fatal(err)
		}
	}
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for g := range 8 {
		wg.Go(func() {
			for i := range 200 {
				k := (g + i) % 7 // seven query texts through a cache of three
				rows, err := d.Query(ctx, fmt.Sprintf("SELECT id FROM item WHERE id > %d ORDER BY id", k))
				if err != nil {
					errs <- err
					return
				}
				n := 0
				for rows.Next() {
					n++
				}
				if err := rows.Close(); err != nil {
					errs <- err
					return
				}
				if n != 20-k {
					errs <- fmt.Errorf("query %d read %d rows, want %d", k, n, 20-k)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
}

// Each engine's sessions run with the settings Open gives them: SQLite in
// WAL mode with foreign keys and a busy timeout; PostgreSQL with JIT off
// and generic plans, unless the URL says otherwise. The test checks the
// engine the suite runs on (INNO_TEST_DB), so each half of `make test`
// covers its own.
func TestSessionSettings(t *testing.T) {
	if os.Getenv("INNO_TEST_DB") != "postgres" {
		d, err := Open(context.Background(), "", filepath.Join(t.TempDir(), "settings.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		for pragma, want := range map[string]string{"journal_mode": "wal", "foreign_keys": "1", "busy_timeout": "10000", "synchronous": "1"} {
			var got string
			if err := d.QueryRow(context.Background(), "PRAGMA "+pragma).Scan(&got); err != nil || got != want {
				t.Errorf("PRAGMA %s = %q (%v), want %q", pragma, got, err, want)
			}
		}
		return
	}
	base := os.Getenv("INNO_TEST_POSTGRES_URL")
	if base == "" {
		base = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"
	}
	sep := "?"
	if strings.Contains(base, "?") {
		sep = "&"
	}
	for url, want := range map[string][2]string{
		base: {"off", "force_generic_plan"},
		base + sep + "jit=on&plan_cache_mode=auto": {"on", "auto"},
	} {
		d, err := Open(context.Background(), url, "")
		if err != nil {
			t.Fatal(err)
		}
		var jit, planCache string
		err = d.QueryRow(context.Background(), "SELECT current_setting('jit'), current_setting('plan_cache_mode')").Scan(&jit, &planCache)
		_ = d.Close()
		if err != nil || jit != want[0] || planCache != want[1] {
			t.Errorf("%s: jit = %q, plan_cache_mode = %q (%v), want %q", url, jit, planCache, err, want)
		}
	}
}
