package main

import (
	"context"
	"fmt"
	"html"
	"math"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// Comments and ratings (issue 17): -comments comments and -ratings ratings
// over the contributions outside drafts, a few of them hot (a power law:
// the busiest threads run to thousands of comments, deep pages included),
// each by a random user (ratings never by the owner, one per person), with
// comments and ratings OPEN on every contribution that has some and the
// counters of the lists (comment_count, rating_count, rating_sum) set from
// the rows, as the services keep them.

// feedbackChunk is how many comment or rating rows go in one transaction.
const feedbackChunk = 50000

// subject is a contribution that may be commented on and rated.
type subject struct {
	id, owner int64
	since     time.Time
}

func (g *gen) feedback(ctx context.Context) (comments, ratings int64, err error) {
	if g.o.comments == 0 && g.o.ratings == 0 {
		return 0, 0, nil
	}
	subjects, err := db.Collect(ctx, g.d, func(sc db.Scanner) (subject, error) {
		var s subject
		var submitted *time.Time
		err := sc.Scan(&s.id, &s.owner, &submitted)
		if submitted != nil {
			s.since = *submitted
		}
		return s, err
	}, "SELECT id, created_by, submitted_date FROM contribution WHERE publish_state <> ? AND submitted_date IS NOT NULL ORDER BY id", "DRAFT")
	if err != nil {
		return 0, 0, fmt.Errorf("feedback subjects: %w", err)
	}
	if len(subjects) == 0 {
		return 0, 0, nil
	}
	// hot picks a subject: a few take most of the traffic, shuffled so the
	// hot ones are spread over the ids.
	order := g.r.Perm(len(subjects))
	hot := func() subject { return subjects[order[int(float64(len(subjects))*math.Pow(g.r.Float64(), 2.2))]] }

	cols := []string{"contribution_id", "user_id", "body", "body_html", "like_count", "created_date", "hidden", "hidden_reason"}
	t := newTable(g.d, "contribution_comment", cols...)
	for i := range g.o.comments {
		s := hot()
		body := clip(g.txt.sentences(1, 3), 2000)
		at := g.between(s.since, g.now)
		hidden := g.r.IntN(200) == 0 // one in 200 hidden by a moderator
		reason := ""
		if hidden {
			reason = "Off topic"
		}
		t.add(s.id, g.users[g.r.IntN(len(g.users))], body, html.EscapeString(body), 0, at, hidden, reason)
		if (i+1)%feedbackChunk == 0 || i == g.o.comments-1 {
			if err := write(ctx, g.d, t); err != nil {
				return 0, 0, err
			}
			comments += t.total
			t = t.fresh()
		}
	}

	r := newTable(g.d, "contribution_rating", "contribution_id", "user_id", "rating", "created_date", "updated_date")
	seen := make(map[[2]int64]struct{}, g.o.ratings)
	for n := 0; n < g.o.ratings; {
		s := hot()
		user := g.users[g.r.IntN(len(g.users))]
		key := [2]int64{s.id, user}
		if _, dup := seen[key]; dup || user == s.owner {
			continue
		}
		seen[key] = struct{}{}
		// mostly 3 to 5 stars, as people rate what they bothered to open
		value := []int{1, 2, 3, 3, 4, 4, 4, 5, 5, 5}[g.r.IntN(10)]
		at := g.between(s.since, g.now)
		r.add(s.id, user, value, at, at)
		n++
		if n%feedbackChunk == 0 || n == g.o.ratings {
			if err := write(ctx, g.d, r); err != nil {
				return 0, 0, err
			}
			ratings += r.total
			r = r.fresh()
		}
	}

	// The statuses and the counters, from the rows.
	err = g.d.WithTx(ctx, func(ctx context.Context) error {
		// One pass over each table, grouped (the counters start at 0: a new database).
		if _, err := g.d.Exec(ctx, `UPDATE contribution SET comment_count = x.n FROM (SELECT contribution_id, COUNT(*) AS n
			FROM contribution_comment WHERE hidden = ? GROUP BY contribution_id) x WHERE x.contribution_id = contribution.id`, false); err != nil {
			return err
		}
		if _, err := g.d.Exec(ctx, `UPDATE contribution SET rating_count = x.n, rating_sum = x.s FROM (SELECT contribution_id,
			COUNT(*) AS n, SUM(rating) AS s FROM contribution_rating GROUP BY contribution_id) x WHERE x.contribution_id = contribution.id`); err != nil {
			return err
		}
		// Each row probes the comments' index (an IN over a million rows
		// may not fit PostgreSQL's work_mem as a hash and then rescans).
		_, err := g.d.Exec(ctx, `UPDATE contribution SET comment_status = ?, rating_status = ?
			WHERE publish_state <> ? AND (comment_count > 0 OR rating_count > 0
			OR EXISTS (SELECT 1 FROM contribution_comment cc WHERE cc.contribution_id = contribution.id))`, "OPEN", "OPEN", "DRAFT")
		return err
	})
	if err != nil {
		return 0, 0, fmt.Errorf("feedback counters: %w", err)
	}
	return comments, ratings, nil
}
