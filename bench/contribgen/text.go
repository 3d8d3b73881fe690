package main

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The vocabulary of the generated suggestions: sentences are built from
// templates whose slots are filled from these lists, so titles, summaries
// and bodies read like workplace suggestions and a title filter on a common
// word (say "energy") matches a few per cent of them, as in real data.
var (
	nouns = strings.Fields(`energy waste packaging label invoice shift schedule forklift conveyor pallet
		warehouse inventory supplier customer complaint defect scrap inspection maintenance downtime
		machine tool mould press oven compressor pump valve sensor cable lighting heating ventilation
		water paper printer laptop badge parking canteen meeting report dashboard spreadsheet approval
		onboarding training manual checklist procedure audit safety helmet glove ladder spill noise
		dust carton sample order delivery route truck fuel tyre battery charger screen form signature
		archive backup password ticket request handover break rota overtime budget purchase quote
		contract catalogue website newsletter survey feedback queue reception visitor lift stairway
		door window roof floor shelf locker uniform recycling bin coffee water-cooler printer-toner`)
	verbs = strings.Fields(`reduce replace automate simplify standardise digitise shorten combine move
		relabel reuse recycle schedule monitor measure track share publish train review remove add
		insulate repair redesign outsource insource rotate centralise split merge color-code barcode
		pre-sort batch pre-heat switch-off dim reroute resize reorder`)
	adjectives = strings.Fields(`manual paper-based weekly daily monthly shared central spare idle
		duplicate outdated noisy slow expensive unused broken heavy fragile urgent seasonal
		night-shift second-hand reusable low-energy wireless mobile digital standard local`)
	places = []string{"the warehouse", "the assembly line", "the packing area", "the canteen", "the main office",
		"the loading dock", "the quality lab", "the paint shop", "reception", "the IT help desk", "the night shift",
		"the finance team", "the training room", "the car park", "line 3", "the spare-parts store", "the sales office",
		"the print room", "the boiler house", "the cold store"}
	benefits = []string{"save about %d hours a week", "cut the monthly cost by roughly %d per cent",
		"halve the waiting time", "prevent %d incidents a year", "free up %d square metres",
		"save around %d thousand a year", "reduce rework by %d per cent", "make audits easier",
		"lower our energy bill by %d per cent", "shorten the lead time by %d days"}
	titleTemplates = []string{
		"{Verb} the {adj} {noun} in {place}",
		"{Verb} {noun} and {noun} handling",
		"A {adj} {noun} for {place}",
		"{Verb} {noun} checks to {benefit}",
		"Why not {verb} the {noun}?",
		"{Noun} {noun}: {verb} it once a week",
		"{Verb} the {noun} process at {place}",
		"Stop the {adj} {noun} problem in {place}",
	}
	sentenceTemplates = []string{
		"Today the {noun} in {place} is {adj} and people wait for it.",
		"We could {verb} the {noun} so that we {benefit}.",
		"Every {adj} {noun} costs us time, because someone has to {verb} it by hand.",
		"If we {verb} the {noun} and {verb} the {noun}, we would {benefit}.",
		"The {noun} team already tried to {verb} it last year, with good results.",
		"A small change to the {noun} would {benefit}.",
		"Colleagues in {place} told me the {noun} is often {adj}.",
		"I suggest we {verb} the {noun} first and measure the effect for a month.",
		"The {adj} {noun} also makes the {noun} harder to {verb}.",
		"This needs no new {noun}, only a clear {noun} and some training.",
		"Other sites {verb} their {noun} and it helped them {benefit}.",
		"The risk is low: we can {verb} the old {noun} if it does not work.",
	}
)

// text makes sentences from the vocabulary.
type text struct{ r *rand.Rand }

func (t text) pick(list []string) string { return list[t.r.IntN(len(list))] }

func (t text) fill(tpl string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(tpl, '{')
		if i < 0 {
			b.WriteString(tpl)
			return b.String()
		}
		j := strings.IndexByte(tpl[i:], '}') + i
		b.WriteString(tpl[:i])
		slot := tpl[i+1 : j]
		var w string
		switch strings.ToLower(slot) {
		case "noun":
			w = t.pick(nouns)
		case "verb":
			w = t.pick(verbs)
		case "adj":
			w = t.pick(adjectives)
		case "place":
			w = t.pick(places)
		case "benefit":
			w = t.pick(benefits)
			w = strings.Replace(w, "%d", strconv.Itoa(2+t.r.IntN(40)), 1)
		}
		if r, _ := utf8.DecodeRuneInString(slot); unicode.IsUpper(r) {
			w = capitalize(w)
		}
		b.WriteString(w)
		tpl = tpl[j+1:]
	}
}

func (t text) title() string { return clip(t.fill(t.pick(titleTemplates)), 200) }

func (t text) sentences(min, max int) string {
	n := min + t.r.IntN(max-min+1)
	parts := make([]string, n)
	for i := range parts {
		parts[i] = t.fill(t.pick(sentenceTemplates))
	}
	return strings.Join(parts, " ")
}

func (t text) summary() string { return clip(t.sentences(2, 4), 1000) }

// body is rich text as the editor sends it after sanitizing: paragraphs.
func (t text) body() string {
	n := 2 + t.r.IntN(3)
	var b strings.Builder
	for range n {
		b.WriteString("<p>")
		b.WriteString(t.sentences(2, 5))
		b.WriteString("</p>")
	}
	return b.String()
}

func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return strings.TrimSpace(s[:n])
}
