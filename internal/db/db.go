// Package db opens the SQL database (SQLite by default, PostgreSQL for
// scale), carries transactions in the context and runs the migrations.
//
// Store code writes portable SQL with '?' placeholders; DB rewrites them to
// '$n' for PostgreSQL, so one query text serves both engines.
package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib" // also registers the "pgx" driver
	_ "modernc.org/sqlite"           // registers the "sqlite" driver
)

// Dialect names the SQL engine behind a DB.
type Dialect string

const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// DB is the shared handle every store uses.
type DB struct {
	sql     *sql.DB
	Dialect Dialect
	stmts   *stmtCache // SQLite only: pgx keeps its own per-connection cache
}

// stmtCacheSize bounds the statements kept prepared for SQLite. The app has
// a few hundred distinct queries; lists add some per filter, sort and page.
const stmtCacheSize = 256

// Open connects to PostgreSQL when url starts with postgres:// or
// postgresql://, and otherwise opens (creating if needed) the SQLite file at
// sqlitePath.
func Open(ctx context.Context, databaseURL, sqlitePath string) (*DB, error) {
	var (
		conn    *sql.DB
		dialect Dialect
		err     error
	)
	if IsPostgresURL(databaseURL) {
		dialect = Postgres
		cfg, err := pgx.ParseConfig(databaseURL)
		if err != nil {
			return nil, fmt.Errorf("db: open postgres: %w", err)
		}
		// Session settings for an OLTP load (measured in bench/README.md),
		// each kept when the URL sets it (e.g. &jit=on):
		//   jit: PostgreSQL's JIT compiler spends 0.3-0.5 s compiling any
		//   plan it estimates as costly, such as a title search over
		//   100,000 contributions (0.35 s without, 0.9 s with).
		//   plan_cache_mode: pgx prepares every statement, but with "auto"
		//   PostgreSQL kept planning the list queries again at each
		//   execution (planning 0.5-1.7 ms, more than running them); a
		//   generic plan halves the contribution list's cost.
		for name, value := range map[string]string{"jit": "off", "plan_cache_mode": "force_generic_plan"} {
			if _, set := cfg.RuntimeParams[name]; !set {
				cfg.RuntimeParams[name] = value
			}
		}
		conn = stdlib.OpenDB(*cfg)
		// As many idle connections as open ones: with fewer, a busy node
		// closes and reopens connections (a new backend each, and pgx's
		// statement cache starts empty again).
		conn.SetMaxOpenConns(20)
		conn.SetMaxIdleConns(20)
		conn.SetConnMaxIdleTime(5 * time.Minute)
		// A connection plans each statement once (force_generic_plan) from
		// the statistics of that moment: renewed every half hour, the plans
		// follow the data as it grows (a table of likes empty at first).
		conn.SetConnMaxLifetime(30 * time.Minute)
	} else {
		if databaseURL != "" {
			return nil, fmt.Errorf("db: INNO_DATABASE_URL must start with postgres:// (leave it empty for SQLite)")
		}
		dialect = SQLite
		if err := os.MkdirAll(dirOf(sqlitePath), 0o750); err != nil {
			return nil, fmt.Errorf("db: create data dir: %w", err)
		}
		// WAL lets readers work beside the single writer; an immediate
		// transaction takes the write lock at BEGIN, so two writers wait on
		// busy_timeout instead of failing with SQLITE_BUSY mid-transaction.
		q := url.Values{}
		q.Add("_pragma", "busy_timeout(10000)")
		q.Add("_pragma", "journal_mode(WAL)")
		q.Add("_pragma", "foreign_keys(1)")
		q.Add("_pragma", "synchronous(NORMAL)")
		// Reads through a memory map of the file (up to SQLite's largest,
		// about 2 GB; the rest by read calls): a page that is not in the
		// connection's own cache was a pread system call and a copy each
		// (9 % of an evaluation report's CPU); mapped, 6-28 % more requests
		// per second (bench/README.md). The mapped pages are the kernel's
		// page cache, shared and given back under memory pressure, not
		// the server's own memory; SQLite writes through the WAL as before.
		q.Add("_pragma", "mmap_size(2147418112)")
		q.Set("_txlock", "immediate")
		conn, err = sql.Open("sqlite", "file:"+sqlitePath+"?"+q.Encode())
		if err != nil {
			return nil, fmt.Errorf("db: open sqlite: %w", err)
		}
		// Keep every connection: database/sql keeps two idle ones by
		// default and closes the others as they come back, and a new
		// SQLite connection starts without its prepared statements.
		conn.SetMaxOpenConns(8)
		conn.SetMaxIdleConns(8)
	}
	if err := conn.PingContext(ctx); err != nil {
		_ = conn.Close()
		return nil, fmt.Errorf("db: connect to %s: %w", dialect, err)
	}
	d := &DB{sql: conn, Dialect: dialect}
	if dialect == SQLite {
		d.stmts = newStmtCache(conn, stmtCacheSize)
	}
	return d, nil
}

// IsPostgresURL reports whether u names a PostgreSQL database.
func IsPostgresURL(u string) bool {
	return strings.HasPrefix(u, "postgres://") || strings.HasPrefix(u, "postgresql://")
}

func dirOf(path string) string {
	if i := strings.LastIndexAny(path, `/\`); i >= 0 {
		return path[:i]
	}
	return "."
}

// Close releases the connection pool.
func (d *DB) Close() error {
	if d.stmts != nil {
		d.stmts.close()
	}
	return d.sql.Close()
}

// Ping checks that the database answers.
func (d *DB) Ping(ctx context.Context) error { return d.sql.PingContext(ctx) }

// SQL exposes the pool for the rare caller that needs it (tests, tools).
func (d *DB) SQL() *sql.DB { return d.sql }

type txKey struct{}

// txState is the transaction a context carries, with what is to run once
// it commits (AfterCommit).
type txState struct {
	tx    *sql.Tx
	after []func()
}

func txOf(ctx context.Context) (*txState, bool) {
	st, ok := ctx.Value(txKey{}).(*txState)
	return st, ok
}

// querier is what *sql.DB and *sql.Tx have in common.
type querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// InTx reports whether ctx carries a transaction (WithTx). A per-node cache
// fills itself only outside one: what a transaction reads may be rolled back.
func InTx(ctx context.Context) bool {
	_, ok := txOf(ctx)
	return ok
}

// AfterCommit runs fn once the transaction ctx carries has committed, or at
// once outside a transaction; after a rollback it never runs. Per-node
// caches mark themselves stale this way: marked before the commit, a reader
// could fill the cache again with what the commit is about to change.
func AfterCommit(ctx context.Context, fn func()) {
	if st, ok := txOf(ctx); ok {
		st.after = append(st.after, fn)
		return
	}
	fn()
}

func (d *DB) q(ctx context.Context) querier {
	if st, ok := txOf(ctx); ok {
		return st.tx
	}
	return d.sql
}

// WithTx runs fn inside one transaction carried by the context. Stores called
// with that context take part in it. A nested call joins the outer
// transaction. The transaction commits when fn returns nil and rolls back
// otherwise.
func (d *DB) WithTx(ctx context.Context, fn func(ctx context.Context) error) (err error) {
	return d.withTx(ctx, nil, fn)
}

// WithSnapshot runs fn inside one read-only transaction whose reads all see
// the same committed state (REPEATABLE READ on PostgreSQL; on SQLite every
// transaction reads one snapshot). For a reader that must see several
// tables as of one moment, such as an index built from them.
func (d *DB) WithSnapshot(ctx context.Context, fn func(ctx context.Context) error) error {
	var opts *sql.TxOptions
	if d.Dialect == Postgres {
		opts = &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true}
	}
	return d.withTx(ctx, opts, fn)
}

func (d *DB) withTx(ctx context.Context, opts *sql.TxOptions, fn func(ctx context.Context) error) (err error) {
	if _, ok := txOf(ctx); ok {
		return fn(ctx)
	}
	tx, err := d.sql.BeginTx(ctx, opts)
	if err != nil {
		return fmt.Errorf("db: begin: %w", err)
	}
	defer func() {
		if p := recover(); p != nil {
			_ = tx.Rollback()
			panic(p)
		}
		if err != nil {
			_ = tx.Rollback()
		}
	}()
	st := &txState{tx: tx}
	if err = fn(context.WithValue(ctx, txKey{}, st)); err != nil {
		return err
	}
	if err = tx.Commit(); err != nil {
		return fmt.Errorf("db: commit: %w", err)
	}
	for _, f := range st.after {
		f()
	}
	return nil
}

// Exec runs a statement written with '?' placeholders.
func (d *DB) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return d.q(ctx).ExecContext(ctx, d.Rebind(query), args...)
}

// Query runs a query written with '?' placeholders.
func (d *DB) Query(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	query = d.Rebind(query)
	if st, done := d.prepared(ctx, query); st != nil {
		defer done()
		return st.QueryContext(ctx, args...)
	}
	return d.q(ctx).QueryContext(ctx, query, args...)
}

// QueryRow runs a single-row query written with '?' placeholders.
func (d *DB) QueryRow(ctx context.Context, query string, args ...any) *sql.Row {
	query = d.Rebind(query)
	if st, done := d.prepared(ctx, query); st != nil {
		defer done()
		return st.QueryRowContext(ctx, args...)
	}
	return d.q(ctx).QueryRowContext(ctx, query, args...)
}

// prepared gives the cached prepared statement of a query on SQLite, bound
// to the context's transaction if there is one, and the func to call once
// the query has started. It gives nil when the query is to run unprepared:
// on PostgreSQL (pgx caches prepared statements itself), when preparing
// fails (running the query then reports the error), and inside a
// transaction for a query not cached yet.
func (d *DB) prepared(ctx context.Context, query string) (*sql.Stmt, func()) {
	if d.stmts == nil {
		return nil, nil
	}
	txs, inTx := txOf(ctx)
	cs, err := d.stmts.acquire(ctx, query, !inTx)
	if err != nil || cs == nil {
		return nil, nil
	}
	st := cs.stmt
	if inTx {
		st = txs.tx.StmtContext(ctx, st)
	}
	return st, func() { d.stmts.release(cs) }
}

// InsertID runs an INSERT … RETURNING id and gives the new id. Both engines
// support RETURNING, so the statement is written once.
func (d *DB) InsertID(ctx context.Context, query string, args ...any) (int64, error) {
	var id int64
	err := d.QueryRow(ctx, query+" RETURNING id", args...).Scan(&id)
	return id, err
}

// Rebind turns '?' placeholders into '$1', '$2', … for PostgreSQL. Question
// marks inside single-quoted literals are left alone.
func (d *DB) Rebind(query string) string {
	if d.Dialect != Postgres || !strings.Contains(query, "?") {
		return query
	}
	var b strings.Builder
	b.Grow(len(query) + 8)
	n, inQuote := 0, false
	for i := 0; i < len(query); i++ {
		c := query[i]
		switch {
		case c == '\'':
			inQuote = !inQuote
			b.WriteByte(c)
		case c == '?' && !inQuote:
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// Now is the current time as every store writes it: UTC, microsecond
// precision (what PostgreSQL keeps), so values compare the same on both engines.
func Now() time.Time { return time.Now().UTC().Truncate(time.Microsecond) }

// ErrNoRows is sql.ErrNoRows, re-exported so stores need not import database/sql
// just to compare.
var ErrNoRows = sql.ErrNoRows

// IsNoRows reports whether err says a single-row query found nothing.
func IsNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }
