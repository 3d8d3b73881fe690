package main

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"

	"github.com/inno-platform/inno/internal/db"
)

// maxParams keeps one statement under SQLite's bound-parameter limit
// (32766) and PostgreSQL's (65535).
const maxParams = 30000

// table writes rows into one table with multi-row INSERTs. Rows are queued
// and written at flush: full batches through one statement prepared per
// transaction, the remainder through a statement of its own size. Flushing
// tables in order (parents first) keeps foreign keys satisfied, since both
// engines check them at the end of each statement.
type table struct {
	d     *db.DB
	name  string
	cols  []string
	per   int // rows per full statement
	args  []any
	total int64
}

func newTable(d *db.DB, name string, cols ...string) *table {
	per := min(maxParams/len(cols), 500)
	return &table{d: d, name: name, cols: cols, per: per}
}

// insertSQL is the INSERT of n rows, with the engine's placeholders.
func (t *table) insertSQL(n int) string {
	var b strings.Builder
	b.WriteString("INSERT INTO ")
	b.WriteString(t.name)
	b.WriteString(" (")
	b.WriteString(strings.Join(t.cols, ", "))
	b.WriteString(") VALUES ")
	row := "(" + strings.TrimSuffix(strings.Repeat("?, ", len(t.cols)), ", ") + ")"
	for i := range n {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(row)
	}
	return t.d.Rebind(b.String())
}

// fresh is an empty table of the same columns with room for as many rows
// as t (the next chunk's rows then go in without growing the slice).
func (t *table) fresh() *table {
	n := newTable(t.d, t.name, t.cols...)
	n.args = make([]any, 0, cap(t.args))
	return n
}

// add queues one row.
func (t *table) add(vals ...any) {
	if len(vals) != len(t.cols) {
		panic(fmt.Sprintf("%s: %d values for %d columns", t.name, len(vals), len(t.cols)))
	}
	t.args = append(t.args, vals...)
}

// flush writes the queued rows inside tx.
func (t *table) flush(ctx context.Context, tx *sql.Tx) error {
	width := len(t.cols)
	rows := len(t.args) / width
	var stmt *sql.Stmt
	defer func() {
		if stmt != nil {
			_ = stmt.Close()
		}
	}()
	done := 0
	for ; rows-done >= t.per; done += t.per {
		if stmt == nil {
			st, err := tx.PrepareContext(ctx, t.insertSQL(t.per))
			if err != nil {
				return fmt.Errorf("prepare %s: %w", t.name, err)
			}
			stmt = st
		}
		if _, err := stmt.ExecContext(ctx, t.args[done*width:(done+t.per)*width]...); err != nil {
			return fmt.Errorf("insert into %s: %w", t.name, err)
		}
	}
	if done < rows {
		if _, err := tx.ExecContext(ctx, t.insertSQL(rows-done), t.args[done*width:]...); err != nil {
			return fmt.Errorf("insert into %s: %w", t.name, err)
		}
	}
	t.total += int64(rows)
	clear(t.args)
	t.args = t.args[:0]
	return nil
}

// write runs one transaction that writes the queued rows of tables, in the
// order given. SQLite: multi-row prepared INSERTs on the app's pool (BEGIN
// IMMEDIATE, as the app's own transactions). PostgreSQL: COPY on one
// connection of the same pool, several times faster than INSERTs there.
func write(ctx context.Context, d *db.DB, tables ...*table) error {
	if d.Dialect == db.Postgres {
		return copyAll(ctx, d, tables)
	}
	tx, err := d.SQL().BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	for _, t := range tables {
		if err := t.flush(ctx, tx); err != nil {
			_ = tx.Rollback()
			return err
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}

func copyAll(ctx context.Context, d *db.DB, tables []*table) error {
	conn, err := d.SQL().Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	return conn.Raw(func(driverConn any) error {
		sc, ok := driverConn.(*stdlib.Conn)
		if !ok {
			return fmt.Errorf("copy: driver connection is %T, not pgx", driverConn)
		}
		tx, err := sc.Conn().Begin(ctx)
		if err != nil {
			return fmt.Errorf("begin: %w", err)
		}
		defer func() { _ = tx.Rollback(ctx) }()
		// A crash mid-run means generating again: no commit waits for the disk.
		if _, err := tx.Exec(ctx, "SET LOCAL synchronous_commit = off"); err != nil {
			return fmt.Errorf("copy: %w", err)
		}
		// The foreign-key triggers cost PostgreSQL more than the rows
		// themselves (about three checks a row). The rows are consistent by
		// construction, and the same generator runs on SQLite with the
		// checks on, so they are skipped here when the role may (superuser).
		var super string
		if err := tx.QueryRow(ctx, "SELECT current_setting('is_superuser')").Scan(&super); err != nil {
			return fmt.Errorf("copy: %w", err)
		}
		if super == "on" {
			if _, err := tx.Exec(ctx, "SET LOCAL session_replication_role = replica"); err != nil {
				return fmt.Errorf("copy: %w", err)
			}
		}
		for _, t := range tables {
			width := len(t.cols)
			rows := make([][]any, 0, len(t.args)/width)
			for i := 0; i < len(t.args); i += width {
				rows = append(rows, t.args[i:i+width])
			}
			if _, err := tx.CopyFrom(ctx, pgx.Identifier{t.name}, t.cols, pgx.CopyFromRows(rows)); err != nil {
				return fmt.Errorf("copy into %s: %w", t.name, err)
			}
			t.total += int64(len(rows))
			clear(t.args)
			t.args = t.args[:0]
		}
		if err := tx.Commit(ctx); err != nil {
			return fmt.Errorf("commit: %w", err)
		}
		return nil
	})
}
