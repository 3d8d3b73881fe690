package benefit

import (
	"strconv"
	"strings"
	"testing"
)

// An amount the API takes comes back as the same value with two decimals;
// anything else is refused, never misread.
func FuzzParseAmount(f *testing.F) {
	for _, s := range []string{"0", "1", "1.5", "12500.50", "999999999999.99", "1000000000000", "-1", "1e5", "1,000", ".5", "5.", "0.001", " 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, ok := parseAmount(s)
		if !ok {
			return
		}
		if n < 0 || n > MaxMinor {
			t.Fatalf("%q: %d out of bounds", s, n)
		}
		back := formatMinor(n)
		whole, frac, _ := strings.Cut(s, ".")
		w, _ := strconv.ParseInt(whole, 10, 64)
		for len(frac) < 2 {
			frac += "0"
		}
		if back != strconv.FormatInt(w, 10)+"."+frac {
			t.Fatalf("%q read as %d, written %q", s, n, back)
		}
	})
}

func TestTotalsFirstYear(t *testing.T) {
	items := []BenefitItem{{Category: "REVENUE", Currency: "EUR", Period: PeriodMonthly, minor: 10_001},
		{Category: "COST_SAVING", Currency: "EUR", Period: PeriodOneTime, minor: 5},
		{Category: "COST_SAVING", Currency: "TRY", Period: PeriodYearly, minor: 100}}
	got := totals(items)
	want := []BenefitTotal{{"COST_SAVING", "EUR", "0.05"}, {"COST_SAVING", "TRY", "1.00"}, {"REVENUE", "EUR", "1200.12"},
		{"", "EUR", "1200.17"}, {"", "TRY", "1.00"}}
	if len(got) != len(want) {
		t.Fatalf("totals %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("total %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}
