package main

import (
	"fmt"
	"html"
	"math"
	"time"

	"github.com/inno-platform/inno/internal/lifecycle"
)

// Comments and ratings (issue 17): -comments comments and -ratings ratings
// over the contributions outside drafts, a few of them hot (a power law:
// the busiest threads run to thousands of comments, deep pages included),
// each by a random user (ratings never by the owner, one per person), with
// comments and ratings OPEN on every contribution that has some and the
// counters of the lists (comment_count, rating_count, rating_sum) equal to
// the rows, as the services keep them.
//
// How many each contribution gets is drawn before any contribution is
// written (drawFeedback); the rows themselves are drawn with the
// contribution (contribution → feedbackRows), which then carries its
// counters and statuses as it is copied and goes in the same transaction as
// its comments and ratings: no update of the contribution table afterwards.

// Issue 17's volumes are absolute (on the 100,000 contributions): the
// defaults are so many per contribution up to these totals.
const (
	commentsEach, maxDefaultComments = 10, 1_000_000
	ratingsEach, maxDefaultRatings   = 3, 300_000
)

// defaultFeedback fills in -comments and -ratings left at -1: commentsEach
// and ratingsEach per contribution, at most maxDefaultComments and
// maxDefaultRatings (so 100,000 and 1,000,000 contributions get the same).
func defaultFeedback(o *options) {
	if o.comments == -1 {
		o.comments = int(min(int64(commentsEach)*int64(o.contributions), maxDefaultComments))
	}
	if o.ratings == -1 {
		o.ratings = int(min(int64(ratingsEach)*int64(o.contributions), maxDefaultRatings))
	}
}

// feedback is how many comments and ratings one contribution gets.
type feedback struct {
	comments, ratings int32
}

// opensFeedback tells whether a contribution of typ that follows variant v
// is one the comments and ratings go to: submitted once and outside drafts
// at the end (publish_state <> DRAFT, submitted_date set).
func (g *gen) opensFeedback(typ string, v variant) (bool, error) {
	cy := g.cycles[typ]
	st := cy.initial
	submitted := false
	for _, name := range v.actions {
		a := st.Action(name)
		if a == nil {
			return false, fmt.Errorf("state %s of %s has no action %s: the default life cycle changed, update contribgen's variants", st.Code, typ, name)
		}
		st = cy.lc.Find(a.TargetStateID)
		if st.StateType != lifecycle.TypeDraft && st.StateType != lifecycle.TypeNew {
			submitted = true
		}
	}
	return submitted && lifecycle.PublishState(st.StateType) != "DRAFT", nil
}

// drawFeedback draws how many of the -comments comments and -ratings
// ratings go to each of plans (by index): only to those that open feedback,
// a few hot ones taking most (the hot order shuffled so they are spread
// over the ids), ratings at most one per user other than the owner.
func (g *gen) drawFeedback(plans []plan) ([]feedback, error) {
	out := make([]feedback, len(plans))
	if g.o.comments == 0 && g.o.ratings == 0 {
		return out, nil
	}
	type way struct {
		typ     string
		variant uint8
	}
	opens := map[way]bool{}
	var subjects []int
	for i, p := range plans {
		key := way{p.typ, p.variant}
		ok, seen := opens[key]
		if !seen {
			var err error
			if ok, err = g.opensFeedback(p.typ, variants[p.variant]); err != nil {
				return nil, err
			}
			opens[key] = ok
		}
		if ok {
			subjects = append(subjects, i)
		}
	}
	if len(subjects) == 0 {
		return out, nil
	}
	order := g.r.Perm(len(subjects))
	hot := func() *feedback {
		return &out[subjects[order[int(float64(len(subjects))*math.Pow(g.r.Float64(), 2.2))]]]
	}
	for range g.o.comments {
		hot().comments++
	}
	raters := int32(len(g.users) - 1) // everyone but the owner
	if int64(g.o.ratings) > int64(raters)*int64(len(subjects)) {
		return nil, fmt.Errorf("-ratings %d: more than %d users can give over %d contributions outside drafts", g.o.ratings, len(g.users), len(subjects))
	}
	for n := 0; n < g.o.ratings; {
		if f := hot(); f.ratings < raters {
			f.ratings++
			n++
		}
	}
	return out, nil
}

// feedbackRows queues contribution id's comments and ratings (f), written
// after its submission (since), and answers the counters and statuses its
// row carries: the visible comments, the ratings and their sum, and OPEN
// for both when it has any.
func (g *gen) feedbackRows(id, owner int64, since time.Time, f feedback) (comments, ratings, sum int, commentStatus, ratingStatus string) {
	if f.comments == 0 && f.ratings == 0 {
		return 0, 0, 0, "HIDDEN", "CLOSED"
	}
	for range f.comments {
		body := clip(g.txt.sentences(1, 3), 2000)
		at := g.between(since, g.now)
		hidden := g.r.IntN(200) == 0 // one in 200 hidden by a moderator
		reason := ""
		if hidden {
			reason = "Off topic"
		} else {
			comments++
		}
		g.tComment.add(id, g.users[g.r.IntN(len(g.users))], body, html.EscapeString(body), 0, at, hidden, reason)
	}
	seen := make(map[int64]bool, f.ratings)
	for ratings < int(f.ratings) {
		user := g.users[g.r.IntN(len(g.users))]
		if seen[user] || user == owner {
			continue
		}
		seen[user] = true
		// mostly 3 to 5 stars, as people rate what they bothered to open
		value := []int{1, 2, 3, 3, 4, 4, 4, 5, 5, 5}[g.r.IntN(10)]
		at := g.between(since, g.now)
		g.tRating.add(id, user, value, at, at)
		ratings++
		sum += value
	}
	return comments, ratings, sum, "OPEN", "OPEN"
}
