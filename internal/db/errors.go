package db

import (
	"errors"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// PostgreSQL SQLSTATE codes of the constraint failures stores look for.
const (
	pgUniqueViolation     = "23505"
	pgForeignKeyViolation = "23503"
	pgDeadlockDetected    = "40P01"
)

// IsUniqueViolation reports whether err is a unique-constraint (or primary
// key) failure on either engine, read from the driver's error code.
func IsUniqueViolation(err error) bool {
	switch code, ok := sqliteCode(err); {
	case ok:
		return code == sqlite3.SQLITE_CONSTRAINT_UNIQUE || code == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY
	default:
		return pgCode(err) == pgUniqueViolation
	}
}

// IsForeignKeyViolation reports whether err is a foreign-key failure on
// either engine: a row refers to one that does not exist, or a row still
// referred to was deleted.
func IsForeignKeyViolation(err error) bool {
	switch code, ok := sqliteCode(err); {
	case ok:
		return code == sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY
	default:
		return pgCode(err) == pgForeignKeyViolation
	}
}

// sqliteCode is the extended result code of a SQLite error.
func sqliteCode(err error) (int, bool) {
	var e *sqlite.Error
	if errors.As(err, &e) {
		return e.Code(), true
	}
	return 0, false
}

// pgCode is the SQLSTATE of a PostgreSQL error, "" for any other error.
func pgCode(err error) string {
	var e *pgconn.PgError
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

// IsDeadlock reports whether PostgreSQL cancelled the statement to break a
// deadlock (SQLite, with one writer, has none).
func IsDeadlock(err error) bool { return pgCode(err) == pgDeadlockDetected }
