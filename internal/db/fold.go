package db

import (
	"database/sql/driver"
	"fmt"

	"modernc.org/sqlite"
)

// FoldSQL is the SQL function that folds a column the way Fold folds a search
// term, on both engines: SQLite gets it from Go below, PostgreSQL from
// migration 17. Searches over small tables (people, content, campaigns) use it
// instead of LOWER, which SQLite only applies to ASCII letters.
const FoldSQL = "inno_fold"

func init() {
	err := sqlite.RegisterDeterministicScalarFunction(FoldSQL, 1, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		switch v := args[0].(type) {
		case nil:
			return nil, nil
		case string:
			return Fold(v), nil
		case []byte:
			return Fold(string(v)), nil
		default:
			return v, nil
		}
	})
	if err != nil {
		panic(fmt.Sprintf("db: register %s: %v", FoldSQL, err))
	}
}

// FoldedLike is the condition "the folded column contains the next argument",
// for an argument made by FoldedContains.
func FoldedLike(column string) string {
	return FoldSQL + "(" + column + ") LIKE ? ESCAPE '\\'"
}
