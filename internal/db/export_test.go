package db

import (
	"context"
	"log/slog"
)

// MigrateTo lets the tests build a database as an earlier release left it.
func (d *DB) MigrateTo(ctx context.Context, log *slog.Logger, version int) error {
	return d.migrateTo(ctx, log, version)
}
