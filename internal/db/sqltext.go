package db

import "strings"

// Placeholders is "?, ?, …" for n values of an IN list (Rebind turns them
// into $n for PostgreSQL).
func Placeholders(n int) string { return strings.TrimSuffix(strings.Repeat("?,", n), ",") }

// In is "col IN (?, …)" with its arguments.
func In[T any](col string, values []T) (string, []any) {
	args := make([]any, len(values))
	for i, v := range values {
		args[i] = v
	}
	return col + " IN (" + Placeholders(len(values)) + ")", args
}

// Contains is the lower-cased LIKE pattern "contains s", for a
// "LIKE ? ESCAPE '\'": the user's %, _ and \ match themselves.
func Contains(s string) string {
	s = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(strings.ToLower(strings.TrimSpace(s)))
	return "%" + s + "%"
}
