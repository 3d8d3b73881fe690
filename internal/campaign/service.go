package campaign

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/audience"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/banner"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/mail"
	"github.com/inno-platform/inno/internal/paging"
	"github.com/inno-platform/inno/internal/publishable"
	"github.com/inno-platform/inno/internal/sanitize"
)

// Service holds the campaign rules.
type Service struct {
	db       *db.DB
	store    *Store
	core     *publishable.Core
	audience *audience.Service
	settings *appconfig.Service
	log      *slog.Logger
	now      func() time.Time
}

// NewService wires the campaign service and registers it as a banner owner.
func NewService(d *db.DB, a *audience.Service, b *banner.Service, s *appconfig.Service, m *mail.Mailer, log *slog.Logger) *Service {
	svc := &Service{db: d, store: NewStore(d), core: publishable.NewCore(Kind, d, a, b, m), audience: a, settings: s, log: log, now: db.Now}
	b.Register(Kind.Entity, svc)
	return svc
}

// fill adds targets and canSubmit for the caller.
func (s *Service) fill(ctx context.Context, v audience.Viewer, items []Campaign) error {
	cfg, err := s.settings.Get(ctx)
	if err != nil {
		return err
	}
	p := auth.FromContext(ctx)
	now := s.now()
	ids := make([]int64, len(items))
	for i, c := range items {
		ids[i] = c.ID
	}
	targets, err := s.core.TargetsOf(ctx, ids)
	if err != nil {
		return err
	}
	for i := range items {
		c := &items[i]
		c.Targets = targets[c.ID]
		c.CanSubmit = p != nil && c.open(now) && v.Sees(c.AccessLevel, c.Targets.All()) && cfg.Allows(c.CampaignType, appconfig.Submit, p)
	}
	return nil
}

// List returns the campaigns the caller may see.
func (s *Service) List(ctx context.Context, f ListFilter, p paging.Page) ([]Campaign, int64, error) {
	v, err := s.core.Viewer(ctx)
	if err != nil {
		return nil, 0, err
	}
	now := s.now()
	w := s.core.AudienceFilter(v)
	switch {
	case f.Open:
		w.And("c.publish_state = ? AND c.date_submission_start <= ? AND c.date_submission_end > ?", StatePublished, now, now)
	case f.Closed:
		w.And("c.publish_state IN (?, ?)", StateTerminated, StateCompleted)
	case f.All:
		w.And("c.publish_state IN (?, ?, ?)", StatePublished, StateTerminated, StateCompleted)
	default:
		w.And("c.publish_state = ?", StatePublished)
	}
	w.AndIf(f.Type != "", "c.campaign_type = ?", strings.ToUpper(f.Type))
	out, total, err := s.store.Page(ctx, w, p)
	if err != nil {
		return nil, 0, err
	}
	return out, total, s.fill(ctx, v, out)
}

func (s *Service) one(ctx context.Context, id int64) (Campaign, error) {
	c, err := s.store.Get(ctx, id)
	if err != nil {
		return Campaign{}, s.core.Found(err)
	}
	v, err := s.core.Viewer(ctx)
	if err != nil {
		return Campaign{}, err
	}
	out := []Campaign{c}
	err = s.fill(ctx, v, out) // fills out[0] in place
	return out[0], err
}

// Get returns a campaign the caller may see: published (or closed) and in
// its audience, or any for those who manage it.
func (s *Service) Get(ctx context.Context, id int64) (Campaign, error) {
	c, err := s.one(ctx, id)
	if err != nil {
		return c, err
	}
	if err := s.core.Readable(ctx, c.Item, StatePublished, StateTerminated, StateCompleted); err != nil {
		return Campaign{}, err
	}
	return c, nil
}

// CanManage tells the banner service whether the caller may change campaign id.
func (s *Service) CanManage(ctx context.Context, id int64) error {
	c, err := s.one(ctx, id)
	if err != nil {
		return err
	}
	if c.PublishState == StateArchived {
		return apperr.BadRequest("campaignArchived", nil)
	}
	return s.core.MayManage(ctx, c.Item)
}

// Table is the banner owner's table.
func (s *Service) Table() string { return Kind.Table }

// Manage lists the campaigns the caller manages.
func (s *Service) Manage(ctx context.Context, title, state string, p paging.Page) ([]Campaign, int64, error) {
	out, total, err := s.store.Page(ctx, s.core.ManageFilter(ctx, title, state), p)
	if err != nil {
		return nil, 0, err
	}
	v, err := s.core.Viewer(ctx)
	if err != nil {
		return nil, 0, err
	}
	return out, total, s.fill(ctx, v, out)
}

// Form returns a campaign for its edit form.
func (s *Service) Form(ctx context.Context, id int64) (Campaign, error) {
	c, err := s.one(ctx, id)
	if err != nil {
		return c, err
	}
	return c, s.core.MayManage(ctx, c.Item)
}

func check(in *Campaign) error {
	in.Code = strings.TrimSpace(in.Code)
	if in.CampaignType == "" {
		in.CampaignType = "SUGGESTION"
	}
	if in.AccessLevel == "" {
		in.AccessLevel = audience.Registered
	}
	c := apperr.NewCheck("campaign")
	if c.Required("code", in.Code) && !codePattern.MatchString(in.Code) {
		c.Fail("code", "patternCampaign")
	}
	publishable.CheckText(c, &in.Item)
	if in.DateSubmissionEnd == nil {
		c.Fail("dateSubmissionEnd", "NotNull")
	}
	if !slices.Contains(Types, in.CampaignType) {
		c.Fail("campaignType", "Pattern")
	}
	publishable.CheckAccessLevel(c, in.AccessLevel)
	return c.Err()
}

// Create starts a DRAFT campaign (CAMPAIGN_AUTHOR).
func (s *Service) Create(ctx context.Context, in Campaign) (Campaign, error) {
	if err := s.core.New(in.Item); err != nil {
		return Campaign{}, err
	}
	if err := s.core.MayCreate(ctx); err != nil {
		return Campaign{}, err
	}
	in.PublishState = StateDraft
	if err := check(&in); err != nil {
		return Campaign{}, err
	}
	now := s.now()
	if publishable.EndsTooSoon(now, *in.DateSubmissionEnd) {
		return Campaign{}, apperr.BadRequest("dateValidateOneDayError", nil)
	}
	var id int64
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		if err := s.uniqueCode(ctx, in.Code, 0); err != nil {
			return err
		}
		in.Body = sanitize.HTML(in.Body)
		var err error
		if id, err = s.store.Insert(ctx, in, auth.FromContext(ctx).UserID, now); err != nil {
			return err
		}
		return s.core.SaveTargets(ctx, id, in.Targets)
	})
	if err != nil {
		return Campaign{}, err
	}
	return s.one(ctx, id)
}

func (s *Service) uniqueCode(ctx context.Context, code string, id int64) error {
	taken, err := s.store.CodeTaken(ctx, code, id)
	if err != nil {
		return err
	}
	if taken {
		return apperr.BadRequest("campaignCodeExists", map[string]any{"code": code})
	}
	return nil
}

// Update saves a campaign and moves it to in.PublishState when the state
// machine allows it (see allowed and docs/api-content-campaigns.md).
func (s *Service) Update(ctx context.Context, in Campaign) (Campaign, error) {
	if err := s.core.Existing(in.Item); err != nil {
		return Campaign{}, err
	}
	now := s.now()
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		cur, err := s.one(ctx, in.ID)
		if err != nil {
			return err
		}
		if err := s.core.MayManage(ctx, cur.Item); err != nil {
			return err
		}
		to := strings.ToUpper(in.PublishState)
		if to == "" {
			to = cur.PublishState
		}
		if !slices.Contains(allowed[cur.PublishState], to) {
			return apperr.BadRequest("campaignTransitionInvalid", map[string]any{"from": cur.PublishState, "to": to})
		}
		if to == StateArchived { // archiving keeps everything else as it was
			return s.store.SetState(ctx, in.ID, to, now)
		}
		in.PublishState = to
		if err := check(&in); err != nil {
			return err
		}
		end := *in.DateSubmissionEnd
		switch {
		case cur.PublishState == StateDraft && to == StateDraft:
			in.AnnounceDate, in.DateSubmissionStart, in.PublishDate = &now, &now, nil
			if publishable.EndsTooSoon(now, end) {
				return apperr.BadRequest("dateValidateOneDayError", nil)
			}
		case cur.PublishState == StateDraft && to == StatePublished:
			in.AnnounceDate, in.DateSubmissionStart, in.PublishDate = &now, &now, &now
			if publishable.EndsTooSoon(now, end) {
				return apperr.BadRequest("dateValidateOneDayError", nil)
			}
		case to == StatePublished:
			in.AnnounceDate, in.DateSubmissionStart, in.PublishDate = cur.AnnounceDate, cur.DateSubmissionStart, cur.PublishDate
			if cur.DateSubmissionStart != nil && publishable.EndsTooSoon(*cur.DateSubmissionStart, end) {
				return apperr.BadRequest("dateValidateOneDayErrorAfterPublished", nil)
			}
		case to == StateCompleted || to == StateTerminated:
			in.AnnounceDate, in.DateSubmissionStart, in.PublishDate = cur.AnnounceDate, cur.DateSubmissionStart, cur.PublishDate
			ended := !now.Before(*cur.DateSubmissionEnd)
			if to == StateCompleted && !ended {
				return apperr.BadRequest("campaignNotEnded", nil)
			}
			if to == StateTerminated && ended {
				return apperr.BadRequest("campaignEnded", nil)
			}
			in.DateSubmissionEnd = cur.DateSubmissionEnd // closing does not move the window
			in.DateSubmissionTerminated = &now
		}
		if err := publishable.NeedsTargets(in.Item); err != nil {
			return err
		}
		if err := s.uniqueCode(ctx, in.Code, in.ID); err != nil {
			return err
		}
		in.Body = sanitize.HTML(in.Body)
		if err := s.store.Update(ctx, in, now); err != nil {
			return err
		}
		return s.core.Saved(ctx, in.Item, cur.PublishState == StateDraft && to == StatePublished)
	})
	if err != nil {
		return Campaign{}, err
	}
	return s.one(ctx, in.ID)
}

// Delete removes a campaign no contribution belongs to (CAMPAIGN_EDITOR).
func (s *Service) Delete(ctx context.Context, id int64) error {
	return s.core.Delete(ctx, id, func(ctx context.Context) error {
		if _, err := s.one(ctx, id); err != nil {
			return err
		}
		used, err := s.store.Contributions(ctx, id)
		if err != nil {
			return err
		}
		if used > 0 {
			return apperr.BadRequest("campaignInUse", map[string]any{"contributions": used})
		}
		return nil
	})
}

// Options lists the campaigns of a type the caller may submit to now.
func (s *Service) Options(ctx context.Context, contributionType string) ([]Option, error) {
	items, _, err := s.List(ctx, ListFilter{Open: true, Type: contributionType},
		paging.Page{Size: paging.MaxPageSize, Sort: []paging.Order{{Column: "c.date_submission_end"}}})
	if err != nil {
		return nil, err
	}
	out := []Option{}
	for _, c := range items {
		if c.CanSubmit {
			out = append(out, Option{ID: c.ID, Title: c.Code + " – " + c.Title})
		}
	}
	return out, nil
}

// CheckSubmit refuses a contribution of the type for a campaign the caller
// cannot submit to now (contribution form and submission).
func (s *Service) CheckSubmit(ctx context.Context, id int64, contributionType string) error {
	c, err := s.one(ctx, id)
	if apperr.Is(err, apperr.KindNotFound) {
		return apperr.BadRequest("campaignNotAvailable", map[string]any{"campaignId": id})
	}
	if err != nil {
		return err
	}
	if !c.CanSubmit || c.CampaignType != contributionType {
		return apperr.BadRequest("campaignNotAvailable", map[string]any{"campaignId": id})
	}
	return nil
}
