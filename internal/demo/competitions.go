package demo

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/audience"
	"github.com/inno-platform/inno/internal/competition"
	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/evaluation"
	"github.com/inno-platform/inno/internal/extrainput"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/publishable"
)

// contest is one demo competition: open (taking ideas) or completed, with
// its ideas (author → title) and, when completed, the jurors' stars per idea.
type contest struct {
	code, title, summary string
	open                 bool
	ideas                [][2]string
	stars                map[string][]int // juror → stars given to each idea (both questions)
}

var demoCompetitions = []contest{
	{"GREEN-27", "Greener factory 2027", "Ideas that cut the energy, water and waste of our plants. The best three win a trip and a dinner.",
		true, [][2]string{{"user", "Heat recovery from the compressors"}, {"external", "Solar film on the office windows"}}, nil},
	{"SMART-26", "Smart office 2026", "How should the office of tomorrow work? Ideas for meeting rooms, desks and the tools we share.",
		false, [][2]string{{"user", "Meeting-room sensors that free unused bookings"}, {"improvement", "One shared printer queue for every floor"}},
		map[string][]int{"content": {5, 3}, "campaign": {4, 2}}},
}

// seedCompetitions makes the demo competitions through the services: each with a
// moderator (suggestion), JURY1 (content, campaign) answering a jury
// definition, two rewards and one extra input; the completed one went
// through EVAL1 (the jurors scored) to COMPLETE.
func seedCompetitions(ctx context.Context, d Deps, users map[string]int64) error {
	as := func(login string) context.Context {
		return contribution.WithoutMail(actor(ctx, users, login))
	}
	admin := as("competition")
	options, err := d.Competitions.LifeCycleOptions(admin)
	if err != nil || len(options) == 0 {
		return fmt.Errorf("demo: idea life cycles: %v", err)
	}
	for _, k := range demoCompetitions {
		def, err := d.Evaluations.Create(admin, evaluation.EvalDefinition{Title: k.title + " – jury", Explanation: "How the jury scores an idea.",
			ContributionType: lifecycle.ContributionIdea, EvalFlowType: "EVAL_JURY1", Items: []evaluation.EvalItem{
				{Question: "How much does it save?", Weight: 60}, {Question: "How easy is it to build?", Weight: 40}}})
		if err != nil {
			return fmt.Errorf("demo: jury definition: %w", err)
		}
		end := time.Now().Add(21 * 24 * time.Hour)
		c, err := d.Competitions.Create(admin, competition.Competition{Item: publishable.Item{Code: k.code, Title: k.title, Summary: k.summary,
			Body: "<p>" + k.summary + "</p>", AccessLevel: audience.Public}, Lifecycle: options[0].ID, DateSubmissionEnd: &end})
		if err != nil {
			return fmt.Errorf("demo: competition %s: %w", k.code, err)
		}
		if _, err := d.Competitions.SetModerators(admin, c.ID, competition.Moderators{UserList: []int64{users["suggestion"]}}); err != nil {
			return err
		}
		if _, err := d.Competitions.SetJuries(admin, c.ID, map[string]competition.Jury{"0": {Type: competition.Jury1, EvalDefinitionID: &def.ID,
			Title: "Engineers", UserPost: []int64{users["content"], users["campaign"]}}}); err != nil {
			return err
		}
		for rank, reward := range []string{"A weekend trip for two", "Dinner for the team"} {
			if _, err := d.Competitions.SaveReward(admin, competition.Reward{CompetitionID: c.ID, Reward: reward, Rank: rank + 1,
				IsPoint: rank == 0, Points: 100 * (1 - rank)}); err != nil {
				return err
			}
		}
		input, err := d.ExtraInputs.Save(admin, lifecycle.ContributionIdea, extrainput.Input{CompetitionID: &c.ID, InputType: "TEXT",
			DefinitionList: []extrainput.Definition{{Language: "en", Label: "Expected yearly saving"}, {Language: "tr", Label: "Beklenen yıllık tasarruf"}}})
		if err != nil {
			return fmt.Errorf("demo: competition input: %w", err)
		}
		if _, err := d.Competitions.Start(admin, competition.StartRequest{ID: c.ID}); err != nil {
			return err
		}
		var ideaIDs []int64
		for i, idea := range k.ideas {
			owner := as(idea[0])
			id, err := d.Contributions.CreateIdea(owner, c.ID)
			if err != nil {
				return fmt.Errorf("demo: idea %q: %w", idea[1], err)
			}
			if _, err := d.Contributions.Save(owner, lifecycle.ContributionIdea, contribution.EditEntity{ID: id, Title: idea[1],
				Summary: idea[1] + ": details in the attached plan.", ExtraInputAnswers: []extrainput.Answer{
					{ExtraInputID: input.ID, Value: fmt.Sprintf("%d MWh", 40-15*i)}}}); err != nil {
				return fmt.Errorf("demo: save idea %q: %w", idea[1], err)
			}
			if err := d.Contributions.Execute(owner, id, "submit", ""); err != nil {
				return fmt.Errorf("demo: submit idea %q: %w", idea[1], err)
			}
			ideaIDs = append(ideaIDs, id)
		}
		if k.open {
			continue
		}
		if err := completeCompetition(as, d, c.ID, ideaIDs, def, k.stars); err != nil {
			return fmt.Errorf("demo: complete %s: %w", k.code, err)
		}
	}
	return nil
}

// completeCompetition moves a competition to EVAL1, has the jurors score,
// and completes it with the first idea the winner and the others rejected.
func completeCompetition(as func(string) context.Context, d Deps, id int64, ideas []int64, def evaluation.EvalDefinition,
	stars map[string][]int) error {
	moderator := as("suggestion")
	states, err := d.Competitions.PossibleStates(moderator, id, "en")
	if err != nil {
		return err
	}
	change := competition.StateChange{CompetitionID: id, NewCompetitionState: competition.StateEval1}
	for _, idea := range ideas {
		change.NewIdeaStates = append(change.NewIdeaStates, competition.IdeaStateChange{IdeaID: idea, NewLifeCycleStateID: states[0].ID})
	}
	if _, err := d.Competitions.ChangeState(moderator, change); err != nil {
		return err
	}
	for juror, given := range stars {
		for i, idea := range ideas {
			answers := []evaluation.EvalAnswer{}
			for _, q := range def.Items {
				answers = append(answers, evaluation.EvalAnswer{EvalItemDefinitionID: q.ID, Stars: given[i]})
			}
			if _, err := d.Evaluations.Save(as(juror), evaluation.ScorecardInput{ContributionID: idea, EvalFlowType: "EVAL_JURY1",
				Comment: "Scored in the demo.", Submit: true, Answers: answers}); err != nil {
				return fmt.Errorf("scorecard of %s: %w", juror, err)
			}
		}
	}
	states, err = d.Competitions.PossibleStates(moderator, id, "en")
	if err != nil {
		return err
	}
	var winner, rejected int64
	for _, s := range states {
		switch s.StateType {
		case lifecycle.TypeAcceptance:
			winner = s.ID
		case lifecycle.TypeRejection:
			rejected = s.ID
		}
	}
	change = competition.StateChange{CompetitionID: id, NewCompetitionState: competition.StateComplete}
	for i, idea := range ideas {
		to := rejected
		if i == 0 {
			to = winner
		}
		change.NewIdeaStates = append(change.NewIdeaStates, competition.IdeaStateChange{IdeaID: idea, NewLifeCycleStateID: to})
	}
	_, err = d.Competitions.ChangeState(moderator, change)
	return err
}
