package config

import (
	"runtime"
	"testing"
)

func TestActiveRequestsByEngine(t *testing.T) {
	env := func(vars map[string]string) func(string) string { return func(k string) string { return vars[k] } }
	c, err := Load(nil, env(nil))
	if err != nil {
		t.Fatal(err)
	}
	perCore := max(3, runtime.GOMAXPROCS(0)+1)
	if got := c.ActiveRequests(false); got != perCore {
		t.Errorf("SQLite: %d requests at once, want cores + 1 (at least 3) = %d", got, perCore)
	}
	if got := c.ActiveRequests(true); got != 2*perCore {
		t.Errorf("PostgreSQL: %d requests at once, want %d", got, 2*perCore)
	}
	c, err = Load(nil, env(map[string]string{"INNO_MAX_ACTIVE_REQUESTS": "5"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.ActiveRequests(false) != 5 || c.ActiveRequests(true) != 5 {
		t.Errorf("INNO_MAX_ACTIVE_REQUESTS=5 gave %d (SQLite) and %d (PostgreSQL)", c.ActiveRequests(false), c.ActiveRequests(true))
	}
	for _, bad := range []string{"0", "-1", "many"} {
		if _, err := Load(nil, env(map[string]string{"INNO_MAX_ACTIVE_REQUESTS": bad})); err == nil {
			t.Errorf("INNO_MAX_ACTIVE_REQUESTS=%q was accepted", bad)
		}
	}
}
