package db

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// Listen subscribes to a PostgreSQL notification channel (LISTEN) on a
// connection of its own, calls ready once the subscription holds, then fn
// with each notification's payload, in order, until ctx ends or the
// connection fails. It returns why it stopped; the connection is dropped
// from the pool afterwards (it still listens). Only PostgreSQL has it.
func (d *DB) Listen(ctx context.Context, channel string, ready func(), fn func(payload string)) error {
	if d.Dialect != Postgres {
		return errors.New("db: LISTEN needs PostgreSQL")
	}
	conn, err := d.sql.Conn(ctx)
	if err != nil {
		return fmt.Errorf("db: listen: connection: %w", err)
	}
	defer func() { _ = conn.Close() }()
	return conn.Raw(func(dc any) error {
		sc, ok := dc.(*stdlib.Conn)
		if !ok {
			return fmt.Errorf("db: listen: driver connection is %T", dc)
		}
		pc := sc.Conn()
		if _, err := pc.Exec(ctx, "LISTEN "+pgx.Identifier{channel}.Sanitize()); err != nil {
			return errors.Join(fmt.Errorf("db: listen %s: %w", channel, err), driver.ErrBadConn)
		}
		ready()
		for {
			n, err := pc.WaitForNotification(ctx)
			if err != nil {
				// Never hand a listening connection back to the pool.
				return errors.Join(fmt.Errorf("db: listen %s: %w", channel, err), driver.ErrBadConn)
			}
			fn(n.Payload)
		}
	})
}

// Schema is the schema the connection's unqualified names resolve to
// (PostgreSQL's current_schema(); "main" on SQLite).
func (d *DB) Schema(ctx context.Context) (string, error) {
	if d.Dialect != Postgres {
		return "main", nil
	}
	var s string
	if err := d.QueryRow(ctx, "SELECT current_schema()").Scan(&s); err != nil {
		return "", fmt.Errorf("db: current schema: %w", err)
	}
	return s, nil
}
