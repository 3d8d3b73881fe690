package contribution

import (
	"encoding/binary"
	"slices"
	"strings"
)

// titleWords are the list index's folded titles, kept as the numbers of
// their words rather than as text: at a million contributions the text was
// 38 MB. A title whose words are separated by single spaces (nearly every
// title) is the sequence of its words' numbers, each a varint; the words
// are numbered as they first appear, so the common ones, met in the first
// titles, take one byte. Any other title is kept as text in odd. What a
// title "contains" stays exactly strings.Contains on its text (contains).
type titleWords struct {
	nums  []byte            // the rows' word numbers, one varint each, row after row
	ends  []uint32          // where each row's numbers end in nums
	odd   map[uint32]string // the titles not made of words and single spaces, as text
	words []string          // word number → word
}

// titleWordsBuilder collects titles row by row, with each word's rows.
type titleWordsBuilder struct {
	t      titleWords
	number map[string]uint32 // word → number
	rows   [][]uint32        // word number → the rows holding it, ascending
	seen   []uint32          // scratch: one title's word numbers
}

func newTitleWordsBuilder() *titleWordsBuilder {
	return &titleWordsBuilder{t: titleWords{odd: map[uint32]string{}}, number: map[string]uint32{}}
}

// add adds row's title (folded), the rows in ascending order.
func (b *titleWordsBuilder) add(row uint32, title string) {
	words := strings.Fields(title)
	odd := !singleSpaced(title, words)
	if odd {
		b.t.odd[row] = title
	}
	b.seen = b.seen[:0]
	for _, w := range words {
		n, ok := b.number[w]
		if !ok {
			n = uint32(len(b.t.words))
			w = strings.Clone(w) // not the whole title's memory
			b.number[w] = n
			b.t.words = append(b.t.words, w)
			b.rows = append(b.rows, nil)
		}
		if !odd {
			b.t.nums = binary.AppendUvarint(b.t.nums, uint64(n))
		}
		b.seen = append(b.seen, n)
	}
	b.t.ends = append(b.t.ends, uint32(len(b.t.nums)))
	slices.Sort(b.seen)
	for _, n := range slices.Compact(b.seen) {
		b.rows[n] = append(b.rows[n], row)
	}
}

// singleSpaced reports whether title is its words (strings.Fields') joined
// by single spaces.
func singleSpaced(title string, words []string) bool {
	at := 0
	for i, w := range words {
		if i > 0 {
			if at >= len(title) || title[at] != ' ' {
				return false
			}
			at++
		}
		if !strings.HasPrefix(title[at:], w) {
			return false
		}
		at += len(w)
	}
	return at == len(title)
}

// phrase is a title search of several words, as contains checks it.
type phrase struct {
	text   string   // folded and trimmed
	words  []string // strings.Fields(text)
	spaced bool     // text is its words joined by single spaces
}

func newPhrase(text string) phrase {
	words := strings.Fields(text)
	return phrase{text: text, words: words, spaced: singleSpaced(text, words)}
}

// contains reports whether row's title contains p's text, as
// strings.Contains on the title's text would: in a title of single-spaced
// words, p's first word ends a word of the title, its last begins the word
// after the middle ones, and the middle ones are whole words. A phrase
// with other spacing is in no such title.
func (t titleWords) contains(row uint32, p phrase) bool {
	if text, ok := t.odd[row]; ok {
		return strings.Contains(text, p.text)
	}
	if !p.spaced || len(p.words) == 0 {
		return p.text == ""
	}
	start := uint32(0)
	if row > 0 {
		start = t.ends[row-1]
	}
	var buf [32]string
	words := buf[:0]
	for nums := t.nums[start:t.ends[row]]; len(nums) > 0; {
		n, size := binary.Uvarint(nums)
		words = append(words, t.words[n])
		nums = nums[size:]
	}
	k := len(p.words)
	if k == 1 {
		return slices.ContainsFunc(words, func(w string) bool { return strings.Contains(w, p.words[0]) })
	}
	last := p.words[k-1]
	for i := 0; i+k <= len(words); i++ {
		if !strings.HasSuffix(words[i], p.words[0]) || !strings.HasPrefix(words[i+k-1], last) {
			continue
		}
		if slices.Equal(words[i+1:i+k-1], p.words[1:k-1]) {
			return true
		}
	}
	return false
}
