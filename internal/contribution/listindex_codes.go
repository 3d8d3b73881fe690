package contribution

import (
	"encoding/binary"
	"slices"
	"strings"
)

// codeIndex finds the rows whose code (lower case) contains a term. A
// suffix array of the codes took four bytes per byte (some 40 MB at a
// million contributions) and a scan of them 2–5 ms per filter, so the
// index keeps, for each three-byte sequence of the codes (a trigram), the
// rows holding it: a term of three bytes or more checks only the rows of
// its rarest trigram. A code is "SUG-001234": the trigrams of its number
// are each in a few thousand rows, kept as varint gaps (a byte or two a
// row); those in more than one row in 32 ("sug", "ug-") as bit sets.
type codeIndex struct {
	codes texts
	grams map[trigram]gramRows
}

// trigram is three bytes of a code, as one number.
type trigram uint32

// gramRows are the rows whose code holds a trigram: a bit set when they
// are many, else their ascending row numbers as varint gaps.
type gramRows struct {
	n     int
	dense bitset
	gaps  []byte
}

// codeIndexBuilder collects the codes row by row (rows ascending).
type codeIndexBuilder struct {
	codes textsBuilder
	grams map[trigram]*gramBuilder
	seen  []trigram // scratch: one code's trigrams
}

type gramBuilder struct {
	n    int
	last uint32
	gaps []byte
}

func newCodeIndexBuilder() *codeIndexBuilder {
	return &codeIndexBuilder{grams: map[trigram]*gramBuilder{}}
}

// trigrams appends the distinct trigrams of s to into.
func trigrams(into []trigram, s string) []trigram {
	into = into[:0]
	for i := 0; i+3 <= len(s); i++ {
		into = append(into, trigram(s[i])<<16|trigram(s[i+1])<<8|trigram(s[i+2]))
	}
	slices.Sort(into)
	return slices.Compact(into)
}

// add adds the next row's code (lower case).
func (b *codeIndexBuilder) add(row uint32, code string) {
	b.codes.add(code)
	b.seen = trigrams(b.seen, code)
	for _, g := range b.seen {
		gb, ok := b.grams[g]
		if !ok {
			gb = &gramBuilder{}
			b.grams[g] = gb
		}
		gap := row
		if gb.n > 0 {
			gap = row - gb.last
		}
		gb.gaps = binary.AppendUvarint(gb.gaps, uint64(gap))
		gb.last = row
		gb.n++
	}
}

// done is the index of rows rows.
func (b *codeIndexBuilder) done(rows int) codeIndex {
	x := codeIndex{codes: b.codes.done(), grams: make(map[trigram]gramRows, len(b.grams))}
	for g, gb := range b.grams {
		if gb.n <= rows/32 {
			x.grams[g] = gramRows{n: gb.n, gaps: slices.Clip(gb.gaps)}
			continue
		}
		set := newBitset(rows)
		eachGap(gb.gaps, func(row uint32) { set.set(row) })
		x.grams[g] = gramRows{n: gb.n, dense: set}
	}
	return x
}

// eachGap calls fn with each row of varint gaps.
func eachGap(gaps []byte, fn func(row uint32)) {
	row := uint32(0)
	for first := true; len(gaps) > 0; first = false {
		gap, size := binary.Uvarint(gaps)
		gaps = gaps[size:]
		if first {
			row = uint32(gap)
		} else {
			row += uint32(gap)
		}
		fn(row)
	}
}

// each calls fn once with every row whose code contains term, as
// strings.Contains would say: the rows of term's rarest trigram checked
// one by one, or, for a term shorter than three bytes or whose trigrams
// are all common, a scan of every code.
func (x codeIndex) each(term string, fn func(row int)) {
	if len(term) < 3 || strings.ContainsRune(term, 0) {
		x.codes.each(term, fn)
		return
	}
	var rarest gramRows
	for i, g := range trigrams(nil, term) {
		rows, ok := x.grams[g]
		if !ok {
			return // no code holds this part of term
		}
		if i == 0 || rows.n < rarest.n {
			rarest = rows
		}
	}
	if rarest.dense != nil {
		x.codes.each(term, fn)
		return
	}
	eachGap(rarest.gaps, func(row uint32) {
		if strings.Contains(x.codes.at(row), term) {
			fn(int(row))
		}
	})
}
