package demo

import (
	"context"
	"fmt"

	"github.com/inno-platform/inno/internal/comment"
	"github.com/inno-platform/inno/internal/rating"
)

// discussedIdea is a demo contribution whose comments and ratings are open.
type discussedIdea struct {
	id               int64
	seed             int
	owner, moderator string
}

// demoThreads are the comments of the discussed ideas: who says what, the
// owner answering now and then (one thread per idea, picked by its seed).
var demoThreads = [][]struct{ who, text string }{
	{{"content", "We had the same problem in Izmir last winter. Happy to share what we tried."},
		{"owner", "Thanks! Please do, especially what it cost."},
		{"campaign", "Could we start with one area as a pilot? See https://example.com/pilot-guide for how others did it."}},
	{{"campaign", "Big +1 from sales: customers asked about this twice this month."},
		{"competition", "How would this work on the night shift?"},
		{"owner", "Same as the day shift; the team lead would own it."},
		{"content", "Sounds good.\nI can help with the announcement."}},
	{{"competition", "Is there a supplier we already work with for this?"},
		{"owner", "Yes, the one we use for the Ankara plant."}},
}

// demoRaters rate every discussed idea they do not own (the other accounts
// do not, so the browser tests can rate as them).
var demoRaters = []string{"content", "campaign", "competition"}

// seedFeedback writes comments, a few likes and ratings on the discussed
// ideas through the comment and rating services (without e-mail, as the
// rest of the demo) and hides one off-topic comment with a reason.
func seedFeedback(d Deps, as func(string) context.Context, ideas []discussedIdea) error {
	if d.Comments == nil || d.Ratings == nil {
		return nil
	}
	for n, it := range ideas {
		var ids []int64
		for _, c := range demoThreads[it.seed%len(demoThreads)] {
			who := c.who
			if who == "owner" {
				who = it.owner
			}
			if who == it.owner && c.who != "owner" {
				continue // nobody comments on their own idea as a stranger
			}
			saved, err := d.Comments.Add(as(who), it.id, comment.Input{Comment: c.text})
			if err != nil {
				return fmt.Errorf("demo: comment on %d: %w", it.id, err)
			}
			ids = append(ids, saved.ID)
		}
		for k, id := range ids { // the first comment liked by two, the others by one ("user" likes none: the browser tests do)
			likers := []string{"external", "improvement"}
			if k > 0 {
				likers = likers[:1]
			}
			for _, who := range likers {
				if _, err := d.Comments.ToggleLike(as(who), id); err != nil {
					return fmt.Errorf("demo: like %d: %w", id, err)
				}
			}
		}
		if n == 0 {
			off, err := d.Comments.Add(as("external"), it.id, comment.Input{Comment: "Does anyone want to buy my old bicycle?"})
			if err != nil {
				return fmt.Errorf("demo: comment on %d: %w", it.id, err)
			}
			if _, err := d.Comments.Hide(as(it.moderator), off.ID, comment.HideInput{Reason: "Off topic: please use the notice board."}); err != nil {
				return fmt.Errorf("demo: hide %d: %w", off.ID, err)
			}
		}
		for k, who := range demoRaters {
			if who == it.owner {
				continue
			}
			if _, err := d.Ratings.Rate(as(who), rating.Input{ContributionID: it.id, Rating: 2 + (it.seed+k)%4}); err != nil {
				return fmt.Errorf("demo: rate %d: %w", it.id, err)
			}
		}
	}
	return nil
}
