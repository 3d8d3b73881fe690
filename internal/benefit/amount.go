package benefit

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// amountPattern is an amount as the API takes it: digits, optionally a
// point and one or two decimals; no sign, no separators, no exponent.
var amountPattern = regexp.MustCompile(`^[0-9]{1,12}(\.[0-9]{1,2})?$`)

// currencyPattern is an ISO 4217 code.
var currencyPattern = regexp.MustCompile(`^[A-Z]{3}$`)

// parseAmount turns decimal text into minor units (cents); false when it
// is not an amount of the API's form.
func parseAmount(s string) (int64, bool) {
	if !amountPattern.MatchString(s) {
		return 0, false
	}
	whole, frac, _ := strings.Cut(s, ".")
	for len(frac) < 2 {
		frac += "0"
	}
	n, err := strconv.ParseInt(whole+frac, 10, 64)
	if err != nil || n > MaxMinor {
		return 0, false
	}
	return n, true
}

// formatMinor writes minor units as decimal text with two decimals.
func formatMinor(n int64) string {
	s := strconv.FormatInt(n/100, 10)
	c := n % 100
	if c < 10 {
		return s + ".0" + strconv.FormatInt(c, 10)
	}
	return s + "." + strconv.FormatInt(c, 10)
}

// firstYear is an item's share of the first-year benefit.
func firstYear(it BenefitItem) int64 {
	if it.Period == PeriodMonthly {
		return it.minor * 12
	}
	return it.minor
}

// totals sums the first-year benefit of items per category and currency
// (in the order of Categories, then by currency), and per currency over
// every category (category "").
func totals(items []BenefitItem) []BenefitTotal {
	type key struct{ category, currency string }
	sums := map[key]int64{}
	for _, it := range items {
		sums[key{it.Category, it.Currency}] += firstYear(it)
		sums[key{"", it.Currency}] += firstYear(it)
	}
	rank := map[string]int{}
	for i, c := range Categories {
		rank[c] = i
	}
	rank[""] = len(Categories)
	keys := make([]key, 0, len(sums))
	for k := range sums {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if rank[keys[i].category] != rank[keys[j].category] {
			return rank[keys[i].category] < rank[keys[j].category]
		}
		return keys[i].currency < keys[j].currency
	})
	out := make([]BenefitTotal, 0, len(keys))
	for _, k := range keys {
		out = append(out, BenefitTotal{Category: k.category, Currency: k.currency, Amount: formatMinor(sums[k])})
	}
	return out
}
