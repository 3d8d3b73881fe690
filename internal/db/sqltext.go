package db

import (
	"strings"
	"unicode"
)

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
func Contains(s string) string { return likeContains(strings.ToLower(strings.TrimSpace(s))) }

// FoldedContains is Contains for a column of folded text (Fold).
func FoldedContains(s string) string { return likeContains(Fold(strings.TrimSpace(s))) }

var likeEscaper = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)

func likeContains(s string) string { return "%" + likeEscaper.Replace(s) + "%" }

// Fold is the form of a text that searches compare: lower case, with the
// dotted and dotless i of Turkish taken as one letter, so "İstanbul",
// "ISTANBUL" and "istanbul" match each other. It keeps the number of letters.
func Fold(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case 'İ', 'ı':
			return 'i'
		}
		return unicode.ToLower(r)
	}, s)
}

// JSONAgg is the aggregate that gathers one value per row into a JSON array
// (an ORDER BY may follow its argument): SQLite's json_group_array, '[]'
// without rows; PostgreSQL's json_agg, NULL without rows (scan it into a
// pointer). A statement reads a row with its short lists this way in one
// round trip, the lists' text kept apart by JSON.
func (d Dialect) JSONAgg() string {
	if d == Postgres {
		return "json_agg"
	}
	return "json_group_array"
}

// JSONArray is the function that makes a JSON array of its arguments:
// SQLite's json_array, PostgreSQL's json_build_array.
func (d Dialect) JSONArray() string {
	if d == Postgres {
		return "json_build_array"
	}
	return "json_array"
}
