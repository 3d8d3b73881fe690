package db

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/jackc/pgx/v5"
)

// fillSearchTitles is migration 13's Go step: it folds the titles of the
// contributions already there, a thousand at a time.
func fillSearchTitles(ctx context.Context, d *DB) error {
	type row struct {
		id    int64
		title string
	}
	var last int64
	for {
		rows, err := d.Query(ctx, "SELECT id, title FROM contribution WHERE id > ? ORDER BY id LIMIT 1000", last)
		if err != nil {
			return fmt.Errorf("read titles: %w", err)
		}
		var batch []row
		for rows.Next() {
			var r row
			if err := rows.Scan(&r.id, &r.title); err != nil {
				_ = rows.Close()
				return fmt.Errorf("read titles: %w", err)
			}
			batch = append(batch, r)
		}
		if err := rows.Close(); err != nil {
			return fmt.Errorf("read titles: %w", err)
		}
		if len(batch) == 0 {
			return nil
		}
		for _, r := range batch {
			if _, err := d.Exec(ctx, "UPDATE contribution SET search_title = ? WHERE id = ?", Fold(r.title), r.id); err != nil {
				return fmt.Errorf("fold title of %d: %w", r.id, err)
			}
		}
		last = batch[len(batch)-1].id
	}
}

// TitleSearchIndexName is the PostgreSQL trigram index of folded titles.
const TitleSearchIndexName = "ix_contribution_search_title"

// CodeSearchIndexName is the PostgreSQL trigram index of lower-case codes
// (the list's code filter).
const CodeSearchIndexName = "ix_contribution_search_code"

// ensureOptionalIndexes adds the indexes that need something a migration
// cannot count on. On PostgreSQL, the trigram indexes of folded titles and
// of codes need the pg_trgm extension, which only a privileged role can
// install (and which belongs to the whole database, not to Inno's schema):
// when an administrator has installed it, the indexes are built at the next
// start.
func (d *DB) ensureOptionalIndexes(ctx context.Context, log *slog.Logger) error {
	if d.Dialect != Postgres {
		return nil
	}
	return d.WithTx(ctx, func(ctx context.Context) error {
		if _, err := d.Exec(ctx, "SELECT pg_advisory_xact_lock(727272)"); err != nil {
			return fmt.Errorf("db: index lock: %w", err)
		}
		var trgmSchema string
		err := d.QueryRow(ctx, `SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
			WHERE e.extname = 'pg_trgm'`).Scan(&trgmSchema)
		if IsNoRows(err) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("db: look for pg_trgm: %w", err)
		}
		ops := pgx.Identifier{trgmSchema, "gin_trgm_ops"}.Sanitize()
		for _, ix := range []struct{ name, expr string }{
			{TitleSearchIndexName, "search_title"},
			{CodeSearchIndexName, "(lower(code))"},
		} {
			var exists bool
			if err := d.QueryRow(ctx, "SELECT to_regclass(?) IS NOT NULL", ix.name).Scan(&exists); err != nil {
				return fmt.Errorf("db: look for %s: %w", ix.name, err)
			}
			if exists {
				continue
			}
			if _, err := d.Exec(ctx, "CREATE INDEX "+ix.name+" ON contribution USING gin ("+ix.expr+" "+ops+")"); err != nil {
				return fmt.Errorf("db: create %s: %w", ix.name, err)
			}
			log.Info("search index built", "index", ix.name, "extension", "pg_trgm")
		}
		return nil
	})
}
