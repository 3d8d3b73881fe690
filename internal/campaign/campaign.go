// Package campaign holds campaigns: suggestion or improvement drives with a
// submission window. Its state machine (spec 001 §4) lives here and nowhere
// else; the web app only offers what the server would accept.
package campaign

import (
	"context"
	"fmt"
	"log/slog"
	"regexp"
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
	"github.com/inno-platform/inno/internal/sanitize"
)

// Publish states of a campaign.
const (
	StateDraft      = "DRAFT"
	StatePublished  = "PUBLISHED"
	StateTerminated = "TERMINATED"
	StateCompleted  = "COMPLETED"
	StateArchived   = "ARCHIVED"
)

// Campaign types.
var Types = []string{"SUGGESTION", "IMPROVEMENT"}

// Campaign is a submission drive.
type Campaign struct {
	ID                       int64      `json:"id"`
	Code                     string     `json:"code"`
	Title                    string     `json:"title"`
	Summary                  string     `json:"summary"`
	Body                     string     `json:"body"`
	CampaignType             string     `json:"campaignType"`
	AccessLevel              string     `json:"accessLevel"`
	PublishState             string     `json:"publishState"`
	AnnounceDate             *time.Time `json:"announceDate"`
	PublishDate              *time.Time `json:"publishDate"`
	DateSubmissionStart      *time.Time `json:"dateSubmissionStart"`
	DateSubmissionEnd        *time.Time `json:"dateSubmissionEnd"`
	DateSubmissionTerminated *time.Time `json:"dateSubmissionTerminated"`
	BannerID                 *int64     `json:"bannerId"`
	BannerPreviewID          *int64     `json:"bannerPreviewId"`
	BannerPath               *string    `json:"bannerPath"`
	BannerPreviewPath        *string    `json:"bannerPreviewPath"`
	BannerPreview            *string    `json:"bannerPreview"` // the spec names the preview path both ways
	CanSubmit                bool       `json:"canSubmit"`
	AuthorName               string     `json:"authorName"`
	CreatedBy                int64      `json:"createdBy"`
	DateCreated              time.Time  `json:"dateCreated"`
	DateUpdated              time.Time  `json:"dateUpdated"`
	SendEmailToUser          bool       `json:"sendEmailToUser,omitempty"`
	audience.Targets
}

// Service holds the campaign rules.
type Service struct {
	db       *db.DB
	audience *audience.Service
	banners  *banner.Service
	settings *appconfig.Service
	mailer   *mail.Mailer
	log      *slog.Logger
	now      func() time.Time
}

// NewService wires the campaign service and registers it as a banner owner.
func NewService(d *db.DB, a *audience.Service, b *banner.Service, s *appconfig.Service, m *mail.Mailer, log *slog.Logger) *Service {
	svc := &Service{db: d, audience: a, banners: b, settings: s, mailer: m, log: log, now: db.Now}
	b.Register("campaign", svc)
	return svc
}

// Sortable are the list sort fields.
var Sortable = paging.Sortable{"dateSubmissionEnd": "c.date_submission_end", "dateSubmissionStart": "c.date_submission_start",
	"publishDate": "c.publish_date", "title": "c.title", "code": "c.code", "dateCreated": "c.created_date", "id": "c.id",
	"dateUpdated": "c.updated_date"}

const columns = `SELECT c.id, c.code, c.title, c.summary, c.body, c.campaign_type, c.access_level, c.publish_state, c.announce_date,
	c.publish_date, c.date_submission_start, c.date_submission_end, c.date_submission_terminated, c.banner_id, c.banner_preview_id,
	c.banner_path, c.banner_preview_path, c.created_by, c.created_date, c.updated_date,
	TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')) FROM campaign c JOIN app_user u ON u.id = c.created_by`

func (s *Service) query(ctx context.Context, where string, args []any, tail string) ([]Campaign, error) {
	rows, err := s.db.Query(ctx, columns+where+tail, args...)
	if err != nil {
		return nil, fmt.Errorf("campaign: list: %w", err)
	}
	defer rows.Close()
	out := []Campaign{}
	for rows.Next() {
		var c Campaign
		if err := rows.Scan(&c.ID, &c.Code, &c.Title, &c.Summary, &c.Body, &c.CampaignType, &c.AccessLevel, &c.PublishState, &c.AnnounceDate,
			&c.PublishDate, &c.DateSubmissionStart, &c.DateSubmissionEnd, &c.DateSubmissionTerminated, &c.BannerID, &c.BannerPreviewID,
			&c.BannerPath, &c.BannerPreviewPath, &c.CreatedBy, &c.DateCreated, &c.DateUpdated, &c.AuthorName); err != nil {
			return nil, fmt.Errorf("campaign: scan: %w", err)
		}
		c.BannerPreview = c.BannerPreviewPath
		c.Targets = audience.Targets{Organizations: []int64{}, Units: []int64{}}
		out = append(out, c)
	}
	return out, rows.Err()
}

// open reports whether submissions are accepted now.
func (c Campaign) open(now time.Time) bool {
	return c.PublishState == StatePublished && c.DateSubmissionStart != nil && !now.Before(*c.DateSubmissionStart) &&
		c.DateSubmissionEnd != nil && now.Before(*c.DateSubmissionEnd)
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
	targets, err := s.audience.LoadMany(ctx, audience.KindCampaign, ids)
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

// ListFilter narrows the public list.
type ListFilter struct {
	Open, Closed bool
	Type         string
	All          bool // every non-draft, non-archived state
}

// List returns the campaigns the caller may see.
func (s *Service) List(ctx context.Context, f ListFilter, p paging.Page) ([]Campaign, int64, error) {
	v, err := s.audience.Viewer(ctx)
	if err != nil {
		return nil, 0, err
	}
	cond, args := v.Condition(audience.KindCampaign, "c")
	now := s.now()
	where := " WHERE " + cond
	switch {
	case f.Open:
		where += " AND c.publish_state = ? AND c.date_submission_start <= ? AND c.date_submission_end > ?"
		args = append(args, StatePublished, now, now)
	case f.Closed:
		where += " AND c.publish_state IN (?, ?)"
		args = append(args, StateTerminated, StateCompleted)
	case f.All:
		where += " AND c.publish_state IN (?, ?, ?)"
		args = append(args, StatePublished, StateTerminated, StateCompleted)
	default:
		where += " AND c.publish_state = ?"
		args = append(args, StatePublished)
	}
	if f.Type != "" {
		where, args = where+" AND c.campaign_type = ?", append(args, strings.ToUpper(f.Type))
	}
	var total int64
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM campaign c"+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("campaign: count: %w", err)
	}
	out, err := s.query(ctx, where, args, p.OrderLimit("c.id"))
	if err != nil {
		return nil, 0, err
	}
	return out, total, s.fill(ctx, v, out)
}

func (s *Service) one(ctx context.Context, id int64) (Campaign, error) {
	out, err := s.query(ctx, " WHERE c.id = ?", []any{id}, "")
	if err != nil {
		return Campaign{}, err
	}
	if len(out) == 0 {
		return Campaign{}, apperr.NotFound("campaign")
	}
	v, err := s.audience.Viewer(ctx)
	if err != nil {
		return Campaign{}, err
	}
	return out[0], s.fill(ctx, v, out[:1])
}

// mayManage: editors manage every campaign, authors their own.
func (s *Service) mayManage(ctx context.Context, c Campaign) error {
	p := auth.FromContext(ctx)
	switch {
	case p.Has(auth.RoleCampaignEditor):
		return nil
	case p.Has(auth.RoleCampaignAuthor) && c.CreatedBy == p.UserID:
		return nil
	}
	return apperr.Forbidden()
}

// Get returns a campaign the caller may see: published (or closed) and in
// its audience, or any for those who manage it.
func (s *Service) Get(ctx context.Context, id int64) (Campaign, error) {
	c, err := s.one(ctx, id)
	if err != nil {
		return c, err
	}
	if s.mayManage(ctx, c) == nil {
		return c, nil
	}
	v, err := s.audience.Viewer(ctx)
	if err != nil {
		return c, err
	}
	visible := c.PublishState == StatePublished || c.PublishState == StateTerminated || c.PublishState == StateCompleted
	if !visible || !v.Sees(c.AccessLevel, c.Targets.All()) {
		return Campaign{}, apperr.NotFound("campaign")
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
	return s.mayManage(ctx, c)
}

// Table is the banner owner's table.
func (s *Service) Table() string { return "campaign" }

// Manage lists the campaigns the caller manages.
func (s *Service) Manage(ctx context.Context, title, state string, p paging.Page) ([]Campaign, int64, error) {
	caller := auth.FromContext(ctx)
	where, args := " WHERE 1 = 1", []any{}
	if !caller.Has(auth.RoleCampaignEditor) {
		where, args = where+" AND c.created_by = ?", append(args, caller.UserID)
	}
	if title = strings.TrimSpace(title); title != "" {
		where, args = where+" AND "+db.FoldedLike("c.title"), append(args, db.FoldedContains(title))
	}
	if state != "" {
		where, args = where+" AND c.publish_state = ?", append(args, strings.ToUpper(state))
	}
	var total int64
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM campaign c"+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("campaign: count manage: %w", err)
	}
	out, err := s.query(ctx, where, args, p.OrderLimit("c.id"))
	if err != nil {
		return nil, 0, err
	}
	v, err := s.audience.Viewer(ctx)
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
	return c, s.mayManage(ctx, c)
}

// The code pattern of spec 001 §5: letters (Turkish ones too), digits, dot, hyphen.
var codePattern = regexp.MustCompile(`^[\p{L}0-9.\-]{3,16}$`)

const day = 24 * time.Hour

func check(in *Campaign) error {
	in.Code, in.Title, in.Summary = strings.TrimSpace(in.Code), strings.TrimSpace(in.Title), strings.TrimSpace(in.Summary)
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
	if c.Required("title", in.Title) {
		c.Size("title", in.Title, 3, 100)
	}
	if c.Required("summary", in.Summary) {
		c.Size("summary", in.Summary, 10, 500)
	}
	if in.DateSubmissionEnd == nil {
		c.Fail("dateSubmissionEnd", "NotNull")
	}
	if !slices.Contains(Types, in.CampaignType) {
		c.Fail("campaignType", "Pattern")
	}
	if !slices.Contains(audience.Levels, in.AccessLevel) {
		c.Fail("accessLevel", "Pattern")
	}
	return c.Err()
}

// allowed is the state machine of spec 001 §4: from → the states a save may move to.
var allowed = map[string][]string{
	StateDraft:      {StateDraft, StatePublished},
	StatePublished:  {StatePublished, StateCompleted, StateTerminated},
	StateTerminated: {StateArchived},
	StateCompleted:  {StateArchived},
}

// Create starts a DRAFT campaign (CAMPAIGN_AUTHOR).
func (s *Service) Create(ctx context.Context, in Campaign) (Campaign, error) {
	caller := auth.FromContext(ctx)
	if !caller.Has(auth.RoleCampaignAuthor) {
		return Campaign{}, apperr.Forbidden()
	}
	in.PublishState = StateDraft
	if err := check(&in); err != nil {
		return Campaign{}, err
	}
	now := s.now()
	if in.DateSubmissionEnd.Before(now.Add(day)) {
		return Campaign{}, apperr.BadRequest("dateValidateOneDayError", nil)
	}
	var id int64
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		if err := s.uniqueCode(ctx, in.Code, 0); err != nil {
			return err
		}
		var err error
		id, err = s.db.InsertID(ctx, `INSERT INTO campaign (code, title, summary, body, campaign_type, access_level, publish_state,
			date_submission_end, created_by, created_date, updated_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			in.Code, in.Title, in.Summary, sanitize.HTML(in.Body), in.CampaignType, in.AccessLevel, StateDraft, in.DateSubmissionEnd,
			caller.UserID, now, now)
		if err != nil {
			return fmt.Errorf("campaign: insert: %w", err)
		}
		return s.audience.Save(ctx, audience.KindCampaign, id, in.Targets)
	})
	if err != nil {
		return Campaign{}, err
	}
	return s.one(ctx, id)
}

func (s *Service) uniqueCode(ctx context.Context, code string, id int64) error {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM campaign WHERE "+db.FoldSQL+"(code) = ? AND id <> ?", db.Fold(code), id).Scan(&n); err != nil {
		return fmt.Errorf("campaign: code: %w", err)
	}
	if n > 0 {
		return apperr.BadRequest("campaignCodeExists", map[string]any{"code": code})
	}
	return nil
}

// Update saves a campaign and moves it to in.PublishState when the state
// machine allows it (see allowed and docs/api-content-campaigns.md).
func (s *Service) Update(ctx context.Context, in Campaign) (Campaign, error) {
	now := s.now()
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		cur, err := s.one(ctx, in.ID)
		if err != nil {
			return err
		}
		if err := s.mayManage(ctx, cur); err != nil {
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
			_, err := s.db.Exec(ctx, "UPDATE campaign SET publish_state = ?, updated_date = ? WHERE id = ?", to, now, in.ID)
			return err
		}
		in.PublishState = to
		if err := check(&in); err != nil {
			return err
		}
		end := *in.DateSubmissionEnd
		switch {
		case cur.PublishState == StateDraft && to == StateDraft:
			in.AnnounceDate, in.DateSubmissionStart, in.PublishDate = &now, &now, nil
			if end.Before(now.Add(day)) {
				return apperr.BadRequest("dateValidateOneDayError", nil)
			}
		case cur.PublishState == StateDraft && to == StatePublished:
			in.AnnounceDate, in.DateSubmissionStart, in.PublishDate = &now, &now, &now
			if end.Before(now.Add(day)) {
				return apperr.BadRequest("dateValidateOneDayError", nil)
			}
		case to == StatePublished:
			in.AnnounceDate, in.DateSubmissionStart, in.PublishDate = cur.AnnounceDate, cur.DateSubmissionStart, cur.PublishDate
			if cur.DateSubmissionStart != nil && end.Before(cur.DateSubmissionStart.Add(day)) {
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
		if to != StateDraft && len(in.Targets.All()) == 0 {
			return apperr.BadRequest("targetUnitValidation", nil)
		}
		if err := s.uniqueCode(ctx, in.Code, in.ID); err != nil {
			return err
		}
		if _, err := s.db.Exec(ctx, `UPDATE campaign SET code = ?, title = ?, summary = ?, body = ?, campaign_type = ?, access_level = ?,
			publish_state = ?, announce_date = ?, publish_date = ?, date_submission_start = ?, date_submission_end = ?,
			date_submission_terminated = ?, updated_date = ? WHERE id = ?`,
			in.Code, in.Title, in.Summary, sanitize.HTML(in.Body), in.CampaignType, in.AccessLevel, to, in.AnnounceDate, in.PublishDate,
			in.DateSubmissionStart, in.DateSubmissionEnd, in.DateSubmissionTerminated, now, in.ID); err != nil {
			return fmt.Errorf("campaign: update: %w", err)
		}
		if err := s.audience.Save(ctx, audience.KindCampaign, in.ID, in.Targets); err != nil {
			return err
		}
		if cur.PublishState == StateDraft && to == StatePublished && in.SendEmailToUser {
			return s.announce(ctx, in)
		}
		return nil
	})
	if err != nil {
		return Campaign{}, err
	}
	return s.one(ctx, in.ID)
}

// announce mails the item's audience through the outbox.
func (s *Service) announce(ctx context.Context, c Campaign) error {
	return s.audience.Announce(ctx, s.mailer, mail.CategoryNotification, c.AccessLevel, c.Targets.All(), c.Title, c.Summary,
		fmt.Sprintf("%s/campaign/%d", s.mailer.BaseURL(), c.ID))
}

// Delete removes a campaign no contribution belongs to (CAMPAIGN_EDITOR).
func (s *Service) Delete(ctx context.Context, id int64) error {
	if !auth.FromContext(ctx).Has(auth.RoleCampaignEditor) {
		return apperr.Forbidden()
	}
	var cleanup func()
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		if _, err := s.one(ctx, id); err != nil {
			return err
		}
		var used int
		if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution WHERE campaign_id = ?", id).Scan(&used); err != nil {
			return fmt.Errorf("campaign: in use: %w", err)
		}
		if used > 0 {
			return apperr.BadRequest("campaignInUse", map[string]any{"contributions": used})
		}
		var err error
		if cleanup, err = s.banners.Forget(ctx, "campaign", id); err != nil {
			return err
		}
		if err := s.audience.Delete(ctx, audience.KindCampaign, id); err != nil {
			return err
		}
		_, err = s.db.Exec(ctx, "DELETE FROM campaign WHERE id = ?", id)
		return err
	})
	if err != nil {
		return err
	}
	cleanup()
	return nil
}

// Option is a campaign in the contribution form's select.
type Option struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
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
