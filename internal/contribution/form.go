package contribution

import (
	"context"
	"slices"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/extrainput"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/sanitize"
	"github.com/inno-platform/inno/internal/tag"
)

// EditEntity is what the edit form reads and saves (spec 002 §3 edit entity).
type EditEntity struct {
	ID               int64   `json:"id"`
	Code             string  `json:"code"`
	ContributionType string  `json:"contributionType" openapi:"enum=ContributionType"`
	StateID          int64   `json:"stateId"`
	StateType        string  `json:"stateType" openapi:"enum=StateType"`
	Title            string  `json:"title"`
	Summary          string  `json:"summary"`
	Body             string  `json:"body"`
	FieldID          *int64  `json:"fieldId"`
	CampaignID       *int64  `json:"campaignId"`
	CompetitionID    *int64  `json:"competitionId"`
	Editable         bool    `json:"editable"`
	SavedAsDraft     bool    `json:"savedAsDraft"`
	CoOwnerIDs       []int64 `json:"coOwnerIds"`
	TagIDs           []int64 `json:"tagIds"`

	ExtraInputAnswers []extrainput.Answer `json:"extraInputAnswers"`

	BannerID        *int64  `json:"bannerId"`
	BannerPreviewID *int64  `json:"bannerPreviewId"`
	BannerPath      *string `json:"bannerPath"`
}

// Form limits.
const (
	MaxTitle    = 200
	MaxSummary  = 1000
	MaxBody     = 100000
	MaxCoOwners = 10
)

// editContext loads the contribution and the caller's right to edit it:
// the state must grant EDIT to one of the caller's roles (the type's
// administrators may always), and the contribution must be editable.
func (s *Service) editContext(ctx context.Context, id int64) (row, *lifecycle.State, []string, error) {
	c, err := s.load(ctx, id)
	if err != nil {
		return c, nil, nil, err
	}
	lc, err := s.lifecycles.Load(ctx, c.lifeCycleID)
	if err != nil {
		return c, nil, nil, err
	}
	st := lc.Find(c.stateID)
	roles, err := s.Roles(ctx, id, c.contributionType)
	if err != nil {
		return c, nil, nil, err
	}
	if !s.canSee(ctx, c, st, roles) {
		return c, nil, nil, apperr.NotFound("contribution")
	}
	return c, st, roles, nil
}

// EditView returns the form data of a contribution the caller may edit.
func (s *Service) EditView(ctx context.Context, id int64) (EditEntity, error) {
	c, st, roles, err := s.editContext(ctx, id)
	if err != nil {
		return EditEntity{}, err
	}
	if !st.Grants(lifecycle.CmdEdit, roles) && !slices.Contains(roles, lifecycle.RoleManager) {
		return EditEntity{}, apperr.Forbidden()
	}
	e, err := s.store.EditForm(ctx, c.id)
	if err != nil {
		return e, err
	}
	e.StateType = st.StateType
	tags, err := s.tags.Of(ctx, c.id)
	if err != nil {
		return e, err
	}
	e.TagIDs = []int64{}
	for _, t := range tags {
		e.TagIDs = append(e.TagIDs, t.ID)
	}
	stored, err := s.inputs.Answers(ctx, c.id)
	if err != nil {
		return e, err
	}
	shown, err := s.inputs.Shown(ctx, c.contributionType, inputScope(c.contributionType, e.FieldID, e.CompetitionID), stored, "en")
	if err != nil {
		return e, err
	}
	e.ExtraInputAnswers = []extrainput.Answer{}
	for _, a := range shown {
		if a.Value != "" || len(a.Values) > 0 {
			e.ExtraInputAnswers = append(e.ExtraInputAnswers, extrainput.Answer{ExtraInputID: a.ID, Value: a.Value, Values: a.Values})
		}
	}
	e.CoOwnerIDs = []int64{}
	co, err := s.store.CoOwners(ctx, c.id, c.createdBy)
	if err != nil {
		return e, err
	}
	e.CoOwnerIDs = append(e.CoOwnerIDs, co...)
	return e, nil
}

// Save writes the form: title, summary, body (sanitized), field, campaign
// and co-owners.
func (s *Service) Save(ctx context.Context, contributionType string, in EditEntity) (EditEntity, error) {
	in.Title, in.Summary = strings.TrimSpace(in.Title), strings.TrimSpace(in.Summary)
	check := apperr.NewCheck("contribution")
	if check.Required("title", in.Title) {
		check.Size("title", in.Title, 3, MaxTitle)
	}
	check.Size("summary", in.Summary, 0, MaxSummary)
	check.Size("body", in.Body, 0, MaxBody)
	if len(in.CoOwnerIDs) > MaxCoOwners {
		check.Fail("coOwnerIds", "Size")
	}
	if len(in.TagIDs) > tag.MaxPerContribution {
		check.Fail("tagIds", "Size")
	}
	if err := check.Err(); err != nil {
		return EditEntity{}, err
	}
	if in.ID == 0 {
		return EditEntity{}, apperr.EntityBadRequest("contribution", "idnull")
	}
	err := s.write(ctx, func(ctx context.Context) error {
		c, _, err := s.requireEdit(ctx, in.ID)
		if err != nil {
			return err
		}
		if c.contributionType != contributionType {
			return apperr.NotFound("contribution")
		}
		if in.FieldID != nil {
			ok, err := s.fields.Usable(ctx, contributionType, *in.FieldID)
			if err != nil {
				return err
			}
			if !ok {
				return apperr.BadRequest("contributionFieldNotFound", nil)
			}
		}
		if in.CampaignID != nil && *in.CampaignID == 0 {
			in.CampaignID = nil // the free option
		}
		if in.CampaignID != nil {
			current, err := s.store.CampaignOf(ctx, c.id)
			if err != nil {
				return err
			}
			// A contribution keeps the campaign it was submitted to; a new choice must be open to the caller.
			if current == nil || *current != *in.CampaignID {
				if err := s.checkCampaign(ctx, *in.CampaignID, contributionType); err != nil {
					return err
				}
			}
		}
		in.Body = sanitize.HTML(in.Body)
		if err := s.store.SaveForm(ctx, c.id, in, s.now()); err != nil {
			return err
		}
		if err := s.setTags(ctx, c.id, in.TagIDs); err != nil {
			return err
		}
		if err := s.saveAnswers(ctx, c, in.FieldID, in.ExtraInputAnswers); err != nil {
			return err
		}
		return s.setCoOwners(ctx, c, in.CoOwnerIDs)
	})
	if err != nil {
		return EditEntity{}, err
	}
	return s.EditView(ctx, in.ID)
}

// setCoOwners makes exactly the given users (plus the creator) owners.
func (s *Service) setCoOwners(ctx context.Context, c row, ids []int64) error {
	s.listsChanged(ctx)
	if err := s.touch(ctx, c.id); err != nil {
		return err
	}
	if err := s.checkUsers(ctx, ids); err != nil {
		return err
	}
	if err := s.store.Unassign(ctx, c.id, lifecycle.RoleOwner, c.createdBy); err != nil {
		return err
	}
	for _, uid := range ids {
		if uid == c.createdBy {
			continue
		}
		if err := s.addPerson(ctx, c.id, uid, lifecycle.RoleOwner); err != nil {
			return err
		}
	}
	return nil
}

// Delete removes a draft its owner no longer wants. Submitted contributions
// are cancelled through their life cycle instead, so their history stays.
func (s *Service) Delete(ctx context.Context, contributionType string, id int64) error {
	var cleanup func()
	err := s.write(ctx, func(ctx context.Context) error {
		c, st, roles, err := s.editContext(ctx, id)
		if err != nil {
			return err
		}
		if c.contributionType != contributionType {
			return apperr.NotFound("contribution")
		}
		if st.StateType != lifecycle.TypeDraft && st.StateType != lifecycle.TypeNew {
			return apperr.BadRequest("contributionNotDraft", nil)
		}
		if !slices.Contains(roles, lifecycle.RoleOwner) {
			return apperr.Forbidden()
		}
		if cleanup, err = s.attachments.Forget(ctx, id); err != nil {
			return err
		}
		if err := s.store.Delete(ctx, id); err != nil {
			return err
		}
		return s.bump(ctx, c.contributionType, c.stateID, c.visible, -1)
	})
	if err != nil {
		return err
	}
	cleanup()
	return nil
}

// setTags makes exactly the given tags the contribution's (package tag),
// moving its version on so the remembered detail parts follow.
func (s *Service) setTags(ctx context.Context, id int64, tagIDs []int64) error {
	if err := s.touch(ctx, id); err != nil {
		return err
	}
	return s.tags.Set(ctx, id, tagIDs)
}

// saveAnswers stores the form's extra-input answers (package extrainput),
// moving the contribution's version on so the remembered detail parts follow.
func (s *Service) saveAnswers(ctx context.Context, c row, fieldID *int64, given []extrainput.Answer) error {
	if err := s.touch(ctx, c.id); err != nil {
		return err
	}
	if c.contributionType == TypeIdea {
		competitionID, err := s.store.CompetitionOf(ctx, c.id)
		if err != nil {
			return err
		}
		fieldID = competitionID
	}
	return s.inputs.SaveAnswers(ctx, c.contributionType, fieldID, c.id, given)
}
