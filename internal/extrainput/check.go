package extrainput

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/lifecycle"
)

var languageCode = regexp.MustCompile(`^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,6})?$`) // fits the 10 characters of the language columns

// checkInput checks and normalizes an input (spec 001 §3/§5, 002 §3/§5):
// a label of 3..255 in every language given (every platform language for
// IDEA inputs), explanations up to 1000, options of 1..255 for selections,
// the type's default bounds when min or max are blank.
func checkInput(e *Input, locales []string) error {
	c := apperr.NewCheck("extraInput")
	values := e.SelectionValues
	if !slices.Contains(Types, e.InputType) {
		c.Fail("inputType", "Pattern")
	}
	if e.Source == lifecycle.ContributionIdea && (e.InputType == TypeDate || e.InputType == TypeRichText) {
		c.Fail("inputType", "Pattern")
	}
	labelled := false
	seen := map[string]bool{}
	for i := range e.DefinitionList {
		d := &e.DefinitionList[i]
		d.Language, d.Label, d.Explanation = strings.TrimSpace(d.Language), strings.TrimSpace(d.Label), strings.TrimSpace(d.Explanation)
		if !languageCode.MatchString(d.Language) || seen[d.Language] {
			c.Fail("definitionList["+strconv.Itoa(i)+"].language", "Pattern")
		}
		seen[d.Language] = true
		if n := utf8.RuneCountInString(d.Label); n < 3 || n > 255 {
			c.Fail("definitionList["+strconv.Itoa(i)+"].label", "Size")
		} else {
			labelled = true
		}
		if utf8.RuneCountInString(d.Explanation) > 1000 {
			c.Fail("definitionList["+strconv.Itoa(i)+"].explanation", "Size")
		}
	}
	if !labelled {
		c.Fail("definitionList", "NotNull")
	}
	if e.Source == lifecycle.ContributionIdea {
		for _, l := range locales {
			if !seen[l] {
				c.Fail("definitionList", "NotNull")
				break
			}
		}
	}
	e.SelectionValues = []SelectionValue{}
	switch e.InputType {
	case TypeSingleSelection, TypeMultipleSelection:
		e.SelectionValues = checkSelectionValues(c, values)
		e.MinLenOrValue, e.MaxLenOrValue = nil, nil
	case TypeText, TypeTextArea, TypeRichText, TypeNumeric:
		lo, hi := e.Bounds() // blank bounds are stored as the type's defaults
		e.MinLenOrValue, e.MaxLenOrValue = &lo, &hi
		if lo < 0 {
			c.Fail("minLenOrValue", "Min")
		}
		switch {
		case hi < lo:
			c.Fail("maxLenOrValue", "Min")
		case e.InputType != TypeNumeric && hi > defaults[e.InputType][1], hi > maxNumericBound:
			c.Fail("maxLenOrValue", "Max")
		}
	default:
		e.MinLenOrValue, e.MaxLenOrValue = nil, nil
	}
	return c.Err()
}

// checkSelectionValues checks a selection's options: labels of 1..255, a
// rank of 1..1000, one label per language and rank, no label twice in a
// language, 1..50 options. It returns them trimmed, by rank and language.
func checkSelectionValues(c *apperr.Check, values []SelectionValue) []SelectionValue {
	out := make([]SelectionValue, 0, len(values))
	type langRank struct {
		lang string
		rank int
	}
	langs, labels, ranks := map[langRank]bool{}, map[[2]string]bool{}, map[int]bool{}
	for i, v := range values {
		field := "selectionValues[" + strconv.Itoa(i) + "]"
		v.Language, v.Label = strings.TrimSpace(v.Language), strings.TrimSpace(v.Label)
		if !languageCode.MatchString(v.Language) || langs[langRank{v.Language, v.Rank}] {
			c.Fail(field+".language", "Pattern")
		}
		langs[langRank{v.Language, v.Rank}] = true
		if n := utf8.RuneCountInString(v.Label); n < 1 || n > 255 {
			c.Fail(field+".label", "Size")
		} else if labels[[2]string{v.Language, v.Label}] {
			c.Fail(field+".label", "Pattern") // two options with one label in a language
		}
		labels[[2]string{v.Language, v.Label}] = true
		if v.Rank < 1 {
			c.Fail(field+".rank", "Min")
		} else if v.Rank > maxSelectionRank {
			c.Fail(field+".rank", "Max")
		}
		ranks[v.Rank] = true
		out = append(out, v)
	}
	if len(ranks) == 0 || len(ranks) > MaxSelectionValues {
		c.Fail("selectionValues", "Size")
	}
	slices.SortStableFunc(out, func(a, b SelectionValue) int {
		if a.Rank != b.Rank {
			return a.Rank - b.Rank
		}
		return strings.Compare(a.Language, b.Language)
	})
	return out
}
