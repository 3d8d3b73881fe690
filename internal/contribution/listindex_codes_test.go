package contribution

import (
	"fmt"
	"strings"
	"testing"
)

// The codes' trigram index finds exactly the rows whose code contains a
// term (strings.Contains), for terms of any length, common and rare.
func TestCodeIndexFindsWhatContainsFinds(t *testing.T) {
	var codes []string
	for i := range 400 {
		prefix := "sug"
		if i%5 == 0 {
			prefix = "imp"
		}
		codes = append(codes, fmt.Sprintf("%s-%06d", prefix, i*37%1000+i/3))
	}
	codes = append(codes, "", "ab", "odd code ş", "sug-1234567")
	b := newCodeIndexBuilder()
	for row, code := range codes {
		b.add(uint32(row), code)
	}
	x := b.done(len(codes))
	dense, sparse := 0, 0
	for _, g := range x.grams {
		if g.dense != nil {
			dense++
		} else {
			sparse++
		}
	}
	if dense == 0 || sparse == 0 {
		t.Fatalf("trigrams: %d as bit sets, %d as gaps; the test needs both", dense, sparse)
	}
	terms := []string{"s", "1", "12", "sug", "sug-", "-00", "000", "sug-000", "123", "1234", "sug-1234567", "234567",
		"imp-0003", "de ş", "ş", "ab", "abc", "zzz", "99", "999", "-0", "g-000", "p-00012", "sug-0001220"}
	for _, term := range terms {
		var got []int
		x.each(term, func(row int) { got = append(got, row) })
		var want []int
		for row, code := range codes {
			if strings.Contains(code, term) {
				want = append(want, row)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%q: rows %v, want %v", term, got, want)
		}
	}
}
