package competition

// The wizard's other steps: moderators (step 4), juries (step 5) and
// rewards (step 6).

import (
	"context"
	"slices"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// form loads a competition for a wizard write, locked, refusing an archived one.
func (s *Service) form(ctx context.Context, id int64) (Competition, error) {
	if err := mayManage(ctx); err != nil {
		return Competition{}, err
	}
	if err := s.store.Lock(ctx, id); err != nil && !db.IsNoRows(err) {
		return Competition{}, err
	}
	c, err := s.one(ctx, id)
	if err != nil {
		return c, err
	}
	if c.CompetitionState == StateArchived {
		return c, apperr.BadRequest("competitionArchived", nil)
	}
	return c, nil
}

// users checks a list of user ids: no duplicates, at most max, every one an
// active user.
func (s *Service) users(ctx context.Context, field string, ids []int64, max int) ([]int64, error) {
	slices.Sort(ids)
	ids = slices.Compact(ids)
	if len(ids) > max {
		c := apperr.NewCheck("competition")
		c.Fail(field, "Size")
		return nil, c.Err()
	}
	found, err := s.store.ActiveUsers(ctx, ids)
	if err != nil {
		return nil, err
	}
	if len(found) != len(ids) {
		return nil, apperr.BadRequest(ErrUserInvalid, map[string]any{"field": field})
	}
	return ids, nil
}

// Moderators reads a competition's moderators (wizard).
func (s *Service) Moderators(ctx context.Context, id int64) (Moderators, error) {
	if _, err := s.Form(ctx, id); err != nil {
		return Moderators{}, err
	}
	users, err := s.store.Moderators(ctx, id)
	if err != nil {
		return Moderators{}, err
	}
	out := Moderators{UserList: []int64{}, Users: users}
	for _, u := range users {
		out.UserList = append(out.UserList, u.ID)
	}
	return out, nil
}

// SetModerators replaces a competition's moderators: at most MaxModerators
// active users (a running competition keeps at least one).
func (s *Service) SetModerators(ctx context.Context, id int64, in Moderators) (Moderators, error) {
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		c, err := s.form(ctx, id)
		if err != nil {
			return err
		}
		ids, err := s.users(ctx, "userList", in.UserList, MaxModerators)
		if err != nil {
			return err
		}
		if len(ids) == 0 && c.CompetitionState != StateDraft {
			return apperr.BadRequest(ErrNotReady, map[string]any{"missing": "moderators"})
		}
		return s.store.SetModerators(ctx, id, ids)
	})
	if err != nil {
		return Moderators{}, err
	}
	return s.Moderators(ctx, id)
}

// Juries reads a competition's three juries (an unset one has no definition).
func (s *Service) Juries(ctx context.Context, id int64) ([]Jury, error) {
	if _, err := s.Form(ctx, id); err != nil {
		return nil, err
	}
	return s.juries(ctx, id)
}

func (s *Service) juries(ctx context.Context, id int64) ([]Jury, error) {
	set, err := s.store.Juries(ctx, id)
	if err != nil {
		return nil, err
	}
	out := make([]Jury, 0, len(JuryTypes))
	for _, t := range JuryTypes {
		j := Jury{Type: t, Users: []Member{}, UserPost: []int64{}}
		for _, x := range set {
			if x.Type == t {
				j = x
			}
		}
		out = append(out, j)
	}
	return out, nil
}

// stageIndex orders the competition states of the stage sequence.
func stageIndex(state string) int {
	return slices.Index([]string{StateDraft, StateAnnounced, StateEval1, StateEval2, StateEval3, StateComplete, StateArchived}, state)
}

// SetJuries saves the juries of the wizard's step 5 (the body is an indexed
// map of entries). An entry with nothing set removes its jury; a partly set
// one is refused with the toast key that names the missing piece. A jury
// whose stage has begun is kept as it is.
func (s *Service) SetJuries(ctx context.Context, id int64, in map[string]Jury) ([]Jury, error) {
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		c, err := s.form(ctx, id)
		if err != nil {
			return err
		}
		seen := map[string]bool{}
		keys := make([]string, 0, len(in))
		for k := range in {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			j := in[k]
			j.Type = strings.ToUpper(strings.TrimSpace(j.Type))
			j.Title = strings.TrimSpace(j.Title)
			if !slices.Contains(JuryTypes, j.Type) || seen[j.Type] {
				return apperr.BadRequest(ErrJuryUnknown, map[string]any{"type": j.Type})
			}
			seen[j.Type] = true
			empty := (j.EvalDefinitionID == nil || *j.EvalDefinitionID <= 0) && j.Title == "" && len(j.UserPost) == 0
			if stageIndex(c.CompetitionState) >= stageIndex(stageOf[j.Type]) {
				return apperr.BadRequest(ErrNotDraft, map[string]any{"state": c.CompetitionState, "jury": j.Type})
			}
			if empty {
				j.EvalDefinitionID = nil
				if err := s.store.SetJury(ctx, id, j); err != nil {
					return err
				}
				continue
			}
			if err := s.checkJury(ctx, c, &j); err != nil {
				return err
			}
			if err := s.store.SetJury(ctx, id, j); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.juries(ctx, id)
}

// checkJury holds a jury to spec 001 §5: a definition (an IDEA definition of
// the jury's eval type, general or this competition's), a title of at most
// 255 and at least one active user, at most MaxJuryUsers.
func (s *Service) checkJury(ctx context.Context, c Competition, j *Jury) error {
	if j.EvalDefinitionID == nil || *j.EvalDefinitionID <= 0 {
		return apperr.BadRequest(ErrEvalNotNull, map[string]any{"type": j.Type})
	}
	if j.Title == "" {
		return apperr.BadRequest(ErrJuryTitleNotNull, map[string]any{"type": j.Type})
	}
	if len([]rune(j.Title)) > MaxJuryTitle {
		check := apperr.NewCheck("jury")
		check.Fail("title", "Size")
		return check.Err()
	}
	if len(j.UserPost) == 0 {
		return apperr.BadRequest(ErrJuryNotNull, map[string]any{"type": j.Type})
	}
	d, err := s.evaluations.Get(ctx, *j.EvalDefinitionID)
	if apperr.Is(err, apperr.KindNotFound) {
		return apperr.BadRequest(ErrEvalInvalid, map[string]any{"type": j.Type})
	}
	if err != nil {
		return err
	}
	if d.ContributionType != lifecycle.ContributionIdea || d.EvalFlowType != "EVAL_"+j.Type || d.CompetitionID != nil && *d.CompetitionID != c.ID {
		return apperr.BadRequest(ErrEvalInvalid, map[string]any{"type": j.Type, "evalFlowType": d.EvalFlowType})
	}
	ids, err := s.users(ctx, "userPost", j.UserPost, MaxJuryUsers)
	if err != nil {
		return err
	}
	j.UserPost = ids
	return nil
}

// Rewards lists a competition's rewards by rank (wizard).
func (s *Service) Rewards(ctx context.Context, id int64) ([]Reward, error) {
	c, err := s.Form(ctx, id)
	if err != nil {
		return nil, err
	}
	return c.Rewards, nil
}

// SaveReward adds or changes a reward: text of 1 to 512 (notNullReward when
// empty), a rank from 1 that no other reward has, points ≥ 0 when it is a
// point reward; not once the competition is complete.
func (s *Service) SaveReward(ctx context.Context, in Reward) (Reward, error) {
	in.Reward = strings.TrimSpace(in.Reward)
	if in.Reward == "" {
		return Reward{}, apperr.BadRequest(ErrRewardNotNull, nil)
	}
	check := apperr.NewCheck("competitionReward")
	check.Size("reward", in.Reward, 1, MaxReward)
	check.Range("rank", int64(in.Rank), 1, MaxRewards)
	if in.IsPoint {
		check.Range("points", int64(in.Points), 1, 1000000)
	} else {
		in.Points = 0
	}
	if err := check.Err(); err != nil {
		return Reward{}, err
	}
	var id int64
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		if in.ID != 0 {
			old, err := s.store.Reward(ctx, in.ID)
			if db.IsNoRows(err) {
				return apperr.NotFound("competitionReward")
			}
			if err != nil {
				return err
			}
			in.CompetitionID = old.CompetitionID
		}
		c, err := s.form(ctx, in.CompetitionID)
		if err != nil {
			return err
		}
		if stageIndex(c.CompetitionState) >= stageIndex(StateComplete) {
			return apperr.BadRequest(ErrNotDraft, map[string]any{"state": c.CompetitionState})
		}
		if in.ID == 0 && len(c.Rewards) >= MaxRewards {
			return apperr.BadRequest("competitionRewardLimit", map[string]any{"max": MaxRewards})
		}
		taken, err := s.store.RankTaken(ctx, c.ID, in.Rank, in.ID)
		if err != nil {
			return err
		}
		if taken {
			return apperr.BadRequest(ErrRewardRank, map[string]any{"rank": in.Rank})
		}
		db.AfterCommit(ctx, s.ScoresChanged) // the possible rewards of get-ideas
		id, err = s.store.SaveReward(ctx, in)
		return err
	})
	if err != nil {
		return Reward{}, err
	}
	return s.store.Reward(ctx, id)
}

// DeleteReward removes a reward of a competition that is not complete.
func (s *Service) DeleteReward(ctx context.Context, id, competitionID int64) error {
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		r, err := s.store.Reward(ctx, id)
		if db.IsNoRows(err) || err == nil && r.CompetitionID != competitionID {
			return apperr.NotFound("competitionReward")
		}
		if err != nil {
			return err
		}
		c, err := s.form(ctx, competitionID)
		if err != nil {
			return err
		}
		if stageIndex(c.CompetitionState) >= stageIndex(StateComplete) {
			return apperr.BadRequest(ErrNotDraft, map[string]any{"state": c.CompetitionState})
		}
		db.AfterCommit(ctx, s.ScoresChanged)
		return s.store.DeleteReward(ctx, id)
	})
}
