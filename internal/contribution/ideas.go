package contribution

// Ideas: contributions of type IDEA belong to a competition (package
// competition), start in its life cycle, take its extra inputs, and are
// moved by its moderators all at once when the competition changes stage
// (docs/api-competitions.md).

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/mail"
)

// Competitions is what the engine asks of the competitions.
type Competitions interface {
	// IdeaLifeCycle refuses a competition the caller cannot submit an idea
	// to now (400 competitionNotAvailable) and answers its life cycle's id.
	IdeaLifeCycle(ctx context.Context, competitionID int64) (int64, error)
}

// SetCompetitions plugs in the competitions; without them no idea is taken.
func (s *Service) SetCompetitions(c Competitions) { s.competitions = c }

func (s *Service) checkCompetition(ctx context.Context, competitionID int64) error {
	_, err := s.ideaLifeCycle(ctx, competitionID)
	return err
}

func (s *Service) ideaLifeCycle(ctx context.Context, competitionID int64) (int64, error) {
	if s.competitions == nil {
		return 0, apperr.BadRequest("competitionNotAvailable", map[string]any{"competitionId": competitionID})
	}
	return s.competitions.IdeaLifeCycle(ctx, competitionID)
}

// CreateIdea starts a draft idea of the caller for a competition that takes
// ideas now, in the initial state of the competition's life cycle.
func (s *Service) CreateIdea(ctx context.Context, competitionID int64) (int64, error) {
	if auth.FromContext(ctx) == nil {
		return 0, apperr.Unauthorized()
	}
	if err := s.mayCreate(ctx, TypeIdea); err != nil {
		return 0, err
	}
	lcID, err := s.ideaLifeCycle(ctx, competitionID)
	if err != nil {
		return 0, err
	}
	lc, err := s.lifecycles.Load(ctx, lcID)
	if err != nil {
		return 0, err
	}
	return s.create(ctx, TypeIdea, lc, &competitionID)
}

// competitionRoles adds to roles those the caller holds through an idea's
// competition: COMPETITION_MODERATOR, and JURY1–3 during their stage.
func (s *Service) competitionRoles(ctx context.Context, competitionID int64, roles []string) ([]string, error) {
	p := auth.FromContext(ctx)
	if p == nil {
		return roles, nil
	}
	more, err := s.store.CompetitionRoles(ctx, competitionID, p.UserID)
	if err != nil {
		return nil, err
	}
	roles = append(slices.Clone(roles), more...)
	slices.Sort(roles)
	return slices.Compact(roles), nil
}

// IdeaRef is an idea as a competition's state change reads it.
type IdeaRef struct {
	ID, StateID int64
	StateType   string
	Title       string
	Visible     bool
}

// IdeasOf lists the ideas of a competition (in the caller's transaction).
func (s *Service) IdeasOf(ctx context.Context, competitionID, lifeCycleID int64) ([]IdeaRef, error) {
	lc, err := s.lifecycles.Load(ctx, lifeCycleID)
	if err != nil {
		return nil, err
	}
	ideas, err := s.store.Ideas(ctx, competitionID)
	if err != nil {
		return nil, err
	}
	for i := range ideas {
		if st := lc.Find(ideas[i].StateID); st != nil {
			ideas[i].StateType = st.StateType
		}
	}
	return ideas, nil
}

// IdeaMove moves one idea to a state of its life cycle.
type IdeaMove struct {
	ID, ToStateID int64
}

// StageChange is a competition's stage change as the engine carries it out
// on the competition's ideas, inside the caller's transaction.
type StageChange struct {
	CompetitionID int64
	LifeCycleID   int64
	Action        string // the history's action name, e.g. "competition-EVAL1"
	Moves         []IdeaMove
	Explanations  map[int64]string // by target state
	// Jury (JURY1–3, or "") scores in the new stage: each of Jurors gets a
	// scorecard task on every idea whose new state lets the jury evaluate.
	Jury     string
	Jurors   []int64
	MailJury bool
}

// batch is how many rows one statement of a bulk write carries.
const batch = 400

// ChangeStage moves a competition's ideas (all or nothing, in the caller's
// transaction): their states, counters and history, the tasks of the states
// they leave and enter, the open jury tasks of the stage that ends, and the
// new jury's scorecard tasks. A moved idea must not have changed since ideas
// were read (409 contributionChanged otherwise).
func (s *Service) ChangeStage(ctx context.Context, in StageChange) error {
	p := auth.FromContext(ctx)
	if p == nil {
		return apperr.Unauthorized()
	}
	return s.write(ctx, func(ctx context.Context) error {
		lc, err := s.lifecycles.Load(ctx, in.LifeCycleID)
		if err != nil {
			return err
		}
		ideas, err := s.store.Ideas(ctx, in.CompetitionID)
		if err != nil {
			return err
		}
		byID := make(map[int64]IdeaRef, len(ideas))
		for _, i := range ideas {
			byID[i.ID] = i
		}
		now := s.now()
		if err := s.store.CloseNamedTasks(ctx, in.CompetitionID, JuryTaskName, TaskUndone, now); err != nil {
			return err
		}
		groups := map[int64][]int64{} // target state → ideas that change state
		counts := map[counterKey]int{}
		var history []historyEntry
		var stay []int64
		for _, m := range in.Moves {
			idea, ok := byID[m.ID]
			to := lc.Find(m.ToStateID)
			if !ok || to == nil {
				return apperr.BadRequest("contributionNotFound", map[string]any{"id": m.ID})
			}
			if idea.StateID == to.ID {
				stay = append(stay, idea.ID)
				continue
			}
			groups[to.ID] = append(groups[to.ID], idea.ID)
			counts[counterKey{idea.StateID, idea.Visible}]--
			counts[counterKey{to.ID, idea.Visible}]++
			from := idea.StateID
			history = append(history, historyEntry{contributionID: idea.ID, category: HistoryState, action: in.Action, from: &from,
				to: &to.ID, explanation: strings.TrimSpace(in.Explanations[to.ID]), userID: p.UserID, now: now})
		}
		for stateID, ids := range groups {
			to := lc.Find(stateID)
			submits := to.StateType != lifecycle.TypeDraft && to.StateType != lifecycle.TypeNew
			for part := range slices.Chunk(ids, batch) {
				if err := s.store.MoveMany(ctx, part, stateID, lifecycle.PublishState(to.StateType), submits, now); err != nil {
					return err
				}
				if err := s.store.CloseOpenTasks(ctx, part, TaskUndone, now); err != nil {
					return err
				}
			}
			for _, id := range ids {
				if err := s.openTasks(ctx, id, to, TypeIdea); err != nil {
					return err
				}
			}
		}
		for k, delta := range counts {
			if delta != 0 {
				if err := s.bump(ctx, TypeIdea, k.stateID, k.visible, delta); err != nil {
					return err
				}
			}
		}
		for part := range slices.Chunk(history, batch) {
			if err := s.store.AddHistoryMany(ctx, part); err != nil {
				return err
			}
		}
		return s.openJuryTasks(ctx, in, lc, append(stay, movedIDs(groups)...), now)
	})
}

type counterKey struct {
	stateID int64
	visible bool
}

func movedIDs(groups map[int64][]int64) []int64 {
	var out []int64
	for _, ids := range groups {
		out = append(out, ids...)
	}
	return out
}

// JuryTaskName is the task a juror scores an idea with.
const JuryTaskName = "juryEvaluate"

// juryTaskDays is a juror's time to score (the competition's stage).
const juryTaskDays = 14

// openJuryTasks gives each juror a scorecard task on each idea whose state
// lets the jury evaluate, and tells each juror once by mail when asked.
func (s *Service) openJuryTasks(ctx context.Context, in StageChange, lc *lifecycle.LifeCycle, ids []int64, now time.Time) error {
	if in.Jury == "" || len(in.Jurors) == 0 {
		return nil
	}
	states, err := s.store.StatesOf(ctx, ids)
	if err != nil {
		return err
	}
	deadline := now.AddDate(0, 0, juryTaskDays)
	var tasks []newTask
	for _, id := range ids {
		st := lc.Find(states[id])
		if st == nil || !st.Evaluates(in.Jury) {
			continue
		}
		for _, u := range in.Jurors {
			tasks = append(tasks, newTask{contributionID: id, stateID: st.ID, name: JuryTaskName, role: in.Jury, userID: &u,
				created: now, deadline: deadline})
		}
	}
	for part := range slices.Chunk(tasks, batch) {
		if err := s.store.InsertTasks(ctx, part); err != nil {
			return err
		}
	}
	if !in.MailJury || len(tasks) == 0 || quiet(ctx) {
		return nil
	}
	people, err := s.store.Recipients(ctx, in.Jurors)
	if err != nil {
		return err
	}
	for _, r := range people {
		if r.email == "" {
			continue
		}
		if _, err := s.mailer.Send(ctx, r.email, r.lang, "task", mail.CategoryNotification, map[string]any{"Name": r.name,
			"Task": JuryTaskName, "Deadline": deadline.Format("02/01/2006"), "Link": s.mailer.BaseURL() + "/contribution-task"}); err != nil {
			return err
		}
	}
	return nil
}

// AwardOwners gives each owner of an idea points (a competition's point
// reward), in the caller's transaction.
func (s *Service) AwardOwners(ctx context.Context, ideaID int64, points int, reason string) error {
	owners, err := s.store.Holders(ctx, ideaID, lifecycle.RoleOwner)
	if err != nil {
		return err
	}
	for _, r := range owners {
		if err := s.store.AddPoints(ctx, point{userID: r.userID, contributionID: ideaID, pointType: TypeIdea, points: float64(points),
			reason: reason, now: s.now()}); err != nil {
			return fmt.Errorf("contribution: reward points: %w", err)
		}
	}
	s.listsChanged(ctx)
	return nil
}
