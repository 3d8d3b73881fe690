package main

// -competition-ideas: one competition (issue 18) in its last jury stage,
// EVAL3, with that many ideas in play, three juries of -jury-members staff
// users whose scorecards are written as the evaluation service writes them,
// three rewards and three moderators: the load of the ideas-manage page, the
// state change of every idea at once, and the evaluation report.

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/inno-platform/inno/internal/audience"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/evaluation"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// CompetitionCode is the generated competition's code (contribgen plan and
// contribgen competition find it by it).
const CompetitionCode = "BENCH-COMP"

// competitionModerators is how many staff users moderate it.
const competitionModerators = 3

// juryUnscored is the share (per cent) of JURY3's scorecards still to come:
// their tasks are open.
const juryUnscored = 10

// competition writes the competition and its ideas; it answers the
// competition's id and the scorecards written.
func (g *gen) competition(ctx context.Context, n, members int) (int64, int, int64, error) {
	lc, err := lifecycle.NewStore(g.d).DefaultFor(ctx, "IDEA")
	if err != nil {
		return 0, 0, 0, fmt.Errorf("IDEA life cycle: %w", err)
	}
	state := func(code string) *lifecycle.State {
		for _, st := range lc.States {
			if st.Code == code {
				return st
			}
		}
		panic("no state " + code + " in the IDEA life cycle")
	}
	newState, submitted, inEval, shortlisted := state(lifecycle.StateIdeaNew), state(lifecycle.StateIdeaSubmitted),
		state(lifecycle.StateIdeaInEvaluation), state(lifecycle.StateIdeaShortlisted)
	if len(g.staff) < 2 {
		return 0, 0, 0, fmt.Errorf("-competition-ideas needs at least 2 staff users (more -users)")
	}
	mods := max(1, min(competitionModerators, len(g.staff)/2)) // fewer on a small database (the smoke test)
	members = min(members, len(g.staff)-mods)
	now := g.now
	start := now.AddDate(0, -4, 0)
	end := now.AddDate(0, -2, 0)
	var cid int64
	type jury struct {
		typ, evalType string
		def           int64
		items         []int64
		users         []int64
	}
	juries := []*jury{{typ: "JURY1", evalType: lifecycle.EvalJury1}, {typ: "JURY2", evalType: lifecycle.EvalJury2}, {typ: "JURY3", evalType: lifecycle.EvalJury3}}
	err = g.d.WithTx(ctx, func(ctx context.Context) error {
		owner := g.staff[0]
		if cid, err = g.d.InsertID(ctx, `INSERT INTO competition (code, title, summary, body, life_cycle_id, access_level, publish_state,
			competition_state, state_version, publish_date, date_submission_end, created_by, created_date, updated_date)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, CompetitionCode, "Energy ideas of the year", "Ideas that cut the energy the plants use.",
			"<p>"+g.txt.sentences(3, 5)+"</p>", lc.ID, audience.Registered, "PUBLISHED", "EVAL3", 3, start, end, owner, start, now); err != nil {
			return fmt.Errorf("competition: %w", err)
		}
		for _, u := range g.staff[:mods] {
			if _, err := g.d.Exec(ctx, "INSERT INTO competition_moderator (competition_id, user_id) VALUES (?, ?)", cid, u); err != nil {
				return err
			}
		}
		for k, j := range juries {
			if j.def, err = g.d.InsertID(ctx, `INSERT INTO eval_definition (title, explanation, contribution_type, eval_flow_type, eval_type, eval_over,
				created_date, updated_date) VALUES (?, ?, 'IDEA', ?, 'STAR5', 100, ?, ?)`, "Jury card "+j.typ, "How the jury scores", j.evalType, start, start); err != nil {
				return fmt.Errorf("jury definition: %w", err)
			}
			for i, w := range []int{60, 40} {
				item, err := g.d.InsertID(ctx, "INSERT INTO eval_item_definition (eval_definition_id, question, weight, rank) VALUES (?, ?, ?, ?)",
					j.def, []string{"How new is it?", "Can we build it?"}[i], w, i+1)
				if err != nil {
					return err
				}
				j.items = append(j.items, item)
			}
			if _, err := g.d.Exec(ctx, "INSERT INTO competition_jury (competition_id, jury_type, eval_definition_id, title) VALUES (?, ?, ?, ?)",
				cid, j.typ, j.def, fmt.Sprintf("Jury %d", k+1)); err != nil {
				return err
			}
			// each jury its own members where the staff allows, from after the moderators
			for i := range members {
				u := g.staff[mods+(k*members+i)%(len(g.staff)-mods)]
				j.users = append(j.users, u)
				if _, err := g.d.Exec(ctx, "INSERT INTO competition_jury_user (competition_id, jury_type, user_id) VALUES (?, ?, ?)", cid, j.typ, u); err != nil {
					return fmt.Errorf("jury member: %w", err)
				}
			}
		}
		for rank, r := range []struct {
			text   string
			points int
		}{{"A weekend for two", 500}, {"A tablet", 0}, {"Dinner for two", 0}} {
			if _, err := g.d.Exec(ctx, "INSERT INTO competition_reward (competition_id, reward, rank, is_point, points) VALUES (?, ?, ?, ?, ?)",
				cid, r.text, rank+1, r.points > 0, r.points); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return 0, 0, 0, err
	}

	first, err := g.maxID(ctx, "contribution")
	if err != nil {
		return 0, 0, 0, err
	}
	if g.nextCard, err = g.maxID(ctx, "eval_scorecard"); err != nil {
		return 0, 0, 0, err
	}
	g.nextCard++
	ideas := newTable(g.d, "contribution", "id", "code", "contribution_type", "competition_id", "life_cycle_id", "state_id", "title",
		"search_title", "summary", "publish_state", "editable", "visible", "comment_status", "rating_status", "saved_as_draft",
		"version", "created_by", "created_date", "submitted_date", "updated_date")
	bodies := g.tBody.fresh()
	people := g.tUser.fresh()
	history := g.tHistory.fresh()
	tasks := newTable(g.d, "contribution_task", "contribution_id", "state_id", "task_definition_id", "name", "role", "user_id",
		"created_date", "deadline", "closed_date", "closed_status")
	points := g.tPoint.fresh()
	cards := g.tCard.fresh()
	answers := g.tAnswer.fresh()
	contributors := g.users[:len(g.users)-len(g.staff)]
	// the stages: EVAL1 and EVAL2 over, EVAL3 running since a week
	stage := []time.Time{end.Add(24 * time.Hour), end.AddDate(0, 0, 21), now.AddDate(0, 0, -7)}
	for i := range n {
		id := first + 1 + int64(i)
		created := g.between(start, end.Add(-time.Hour))
		sent := created.Add(time.Duration(1+g.r.IntN(72)) * time.Hour)
		if sent.After(end) {
			sent = end
		}
		st := inEval
		if g.r.IntN(10) < 6 {
			st = shortlisted
		}
		owner := contributors[g.r.IntN(len(contributors))]
		title := g.txt.title()
		summary := g.txt.summary()
		bodies.add(id, g.txt.body())
		ideas.add(id, fmt.Sprintf("IDE-%06d", id), "IDEA", cid, lc.ID, st.ID, title, db.Fold(title), summary,
			lifecycle.PublishState(st.StateType), false, true, "HIDDEN", "CLOSED", false, 4, owner, created, sent, stage[2])
		people.add(id, owner, lifecycle.RoleOwner, true, created)
		if g.r.IntN(12) == 0 {
			if co := contributors[g.r.IntN(len(contributors))]; co != owner {
				people.add(id, co, lifecycle.RoleOwner, true, created)
			}
		}
		history.add(id, historyCreated, "", nil, newState.ID, "", owner, created)
		history.add(id, historyState, "submit", newState.ID, submitted.ID, "", owner, sent)
		points.add(owner, id, "IDEA", 10.0, "submit", sent)
		moderator := g.staff[g.r.IntN(mods)]
		history.add(id, historyState, "competition-eval1", submitted.ID, inEval.ID, "", moderator, stage[0])
		if st == shortlisted {
			history.add(id, historyState, "competition-eval2", inEval.ID, shortlisted.ID, "", moderator, stage[1])
		}
		// every idea is a good or a weak one for the whole jury, so the scores spread
		quality := g.r.Float64()
		for k, j := range juries {
			from, to := stage[k], now
			if k < 2 {
				to = stage[k+1]
			}
			for _, u := range j.users {
				if k == 2 && g.r.IntN(100) < juryUnscored {
					tasks.add(id, st.ID, nil, "juryEvaluate", j.typ, u, stage[2], stage[2].AddDate(0, 0, 14), nil, nil)
					continue
				}
				at := g.between(from, to)
				var total float64
				var given []evaluation.EvalAnswer
				for q, item := range j.items {
					stars := 1 + min(4, int(5*math.Pow(g.r.Float64(), 0.4+quality)))
					total += float64([]int{60, 40}[q]*stars) / 5
					answers.add(g.nextCard, item, stars)
					given = append(given, evaluation.EvalAnswer{EvalItemDefinitionID: item, Stars: stars})
				}
				comment := ""
				if g.r.IntN(3) == 0 {
					comment = g.txt.sentences(1, 2)
				}
				cards.add(g.nextCard, id, j.evalType, j.def, u, st.ID, comment, true, math.Round(total*100)/100, at, at, at,
					evaluation.AnswersText(given))
				g.nextCard++
				if k == 2 {
					tasks.add(id, st.ID, nil, "juryEvaluate", j.typ, u, stage[2], stage[2].AddDate(0, 0, 14), at, "ON_TIME_DONE")
				}
			}
		}
		if (i+1)%2000 == 0 || i == n-1 {
			if err := write(ctx, g.d, ideas, bodies, people, history, tasks, points, cards, answers); err != nil {
				return 0, 0, 0, fmt.Errorf("competition ideas: %w", err)
			}
		}
	}
	return cid, members, cards.total, nil
}
