package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/inno-platform/inno/internal/db"
)

// On PostgreSQL the secondary indexes of the tables the contributions fill
// are built once after the copy instead of being kept up to date row by
// row during it: a million rows through the contribution table's some
// fifteen indexes (two of them GIN trigram indexes) cost more than the
// rows, and sorting each index once is far cheaper. Their definitions are
// read from pg_indexes before they are dropped, so what is re-created is
// the migrations' own. Unique indexes (and so the primary keys and the
// unique constraints) stay: they are what would catch a generator bug.

// bulkTables are the tables the contributions phase writes (contributions).
var bulkTables = []string{"contribution", "contribution_user", "contribution_history", "contribution_task", "user_point",
	"contribution_tag_link", "eval_scorecard", "eval_answer", "contribution_comment", "contribution_rating"}

// index is a secondary index dropped for the copy.
type index struct {
	name, table, def string
}

// dropIndexes drops the non-unique indexes of tables in the connection's
// current schema and answers their definitions.
func dropIndexes(ctx context.Context, d *db.DB, tables []string) ([]index, error) {
	quoted := make([]string, len(tables))
	for i, t := range tables {
		quoted[i] = "'" + t + "'"
	}
	var out []index
	err := d.WithTx(ctx, func(ctx context.Context) error {
		rows, err := d.Query(ctx, `SELECT i.indexname, i.tablename, i.indexdef FROM pg_indexes i
			JOIN pg_index x ON x.indexrelid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass
			WHERE i.schemaname = current_schema() AND i.tablename IN (`+strings.Join(quoted, ", ")+`) AND NOT x.indisunique
			ORDER BY i.tablename, i.indexname`)
		if err != nil {
			return err
		}
		for rows.Next() {
			var ix index
			if err := rows.Scan(&ix.name, &ix.table, &ix.def); err != nil {
				_ = rows.Close()
				return err
			}
			out = append(out, ix)
		}
		if err := rows.Close(); err != nil {
			return err
		}
		for _, ix := range out {
			if _, err := d.Exec(ctx, "DROP INDEX "+pgx.Identifier{ix.name}.Sanitize()); err != nil {
				return fmt.Errorf("drop %s: %w", ix.name, err)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("drop indexes for the copy: %w", err)
	}
	return out, nil
}

// createIndexes re-creates indexes from their definitions, on two
// connections at once (a GIN index is built by one process; the machine
// has two cores), each with more memory to sort in than the default.
func createIndexes(ctx context.Context, d *db.DB, indexes []index) error {
	const workers = 2
	todo := make(chan index, len(indexes))
	for _, ix := range indexes {
		todo <- ix
	}
	close(todo)
	done := make(chan error, workers)
	for range workers {
		go func() { done <- buildIndexes(ctx, d, todo) }()
	}
	var err error
	for range workers {
		if e := <-done; e != nil && err == nil {
			err = e
		}
	}
	return err
}

// buildIndexes runs the CREATE INDEX statements it receives on one
// connection until todo is closed or one fails.
func buildIndexes(ctx context.Context, d *db.DB, todo <-chan index) error {
	conn, err := d.SQL().Conn(ctx)
	if err != nil {
		return fmt.Errorf("create indexes: %w", err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "SET maintenance_work_mem = '512MB'"); err != nil {
		return fmt.Errorf("create indexes: %w", err)
	}
	for ix := range todo {
		if _, err := conn.ExecContext(ctx, ix.def); err != nil {
			return fmt.Errorf("re-create %s on %s: %w", ix.name, ix.table, err)
		}
	}
	return nil
}
