package contribution

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// List scopes of /contribution/list/{type}/{id}/{scope}.
const (
	ScopeAll      = "all"
	ScopeMine     = "mine"
	ScopeAssigned = "assigned"
)

// ListItem is one row of a contribution list.
type ListItem struct {
	ID            int64      `json:"id"`
	Code          string     `json:"code"`
	Title         string     `json:"title"`
	Summary       string     `json:"summary"`
	StateID       int64      `json:"stateId"`
	StateCode     string     `json:"stateCode"`
	StateType     string     `json:"stateType"`
	StateName     string     `json:"stateName"`
	FieldID       *int64     `json:"fieldId"`
	CampaignID    *int64     `json:"campaignId"`
	CreatedBy     int64      `json:"createdBy"`
	SubmittedDate *time.Time `json:"dateSubmitted"`
	UpdatedDate   time.Time  `json:"dateUpdated"`
	BannerPreview *string    `json:"bannerPreviewPath"`

	lifeCycleID, lifeCycleVersion int64
}

// ListFilter holds the list filters of spec 002 §3.
type ListFilter struct {
	Type          string
	ParentID      int64 // campaign (or competition for ideas); 0 for all
	Scope         string
	Title         string
	FieldID       int64
	TagID         int64
	StateID       int64
	Code          string
	Role          string
	SubmittedFrom time.Time
	SubmittedTo   time.Time // exclusive
	Lang          string
}

func (f ListFilter) narrowed() bool {
	return f.ParentID != 0 || f.Title != "" || f.FieldID != 0 || f.TagID != 0 || f.StateID != 0 || f.Code != "" || f.Role != "" ||
		!f.SubmittedFrom.IsZero() || !f.SubmittedTo.IsZero()
}

// ListSortable are the list's sort fields.
var ListSortable = httpapi.Sortable{"id": "c.id", "code": "c.code", "title": "c.title", "dateSubmitted": "c.submitted_date",
	"dateUpdated": "c.updated_date", "createdDate": "c.created_date", "stateId": "c.state_id"}

// List returns one page of the contributions the caller may see in the
// scope, and the total. The total of the unfiltered "all" list comes from
// the per-state counters, not from counting the table.
func (s *Service) List(ctx context.Context, f ListFilter, p httpapi.Page) ([]ListItem, int64, error) {
	caller := auth.FromContext(ctx)
	if err := validType(f.Type); err != nil {
		return nil, 0, err
	}
	cfg, err := s.settings.Get(ctx)
	if err != nil {
		return nil, 0, err
	}
	if !cfg.Allows(f.Type, appconfig.Listing, caller) {
		return nil, 0, apperr.Forbidden()
	}
	drafts := "('" + lifecycle.TypeNew + "', '" + lifecycle.TypeDraft + "')"
	where := []string{"c.contribution_type = ?"}
	args := []any{f.Type}
	hasRole := "EXISTS (SELECT 1 FROM contribution_user cu WHERE cu.contribution_id = c.id AND cu.user_id = ? AND cu.is_active = ?"
	switch f.Scope {
	case ScopeAll:
		where = append(where, "s.state_type NOT IN "+drafts, "(c.visible = ? OR "+hasRole+"))")
		args = append(args, true, caller.UserID, true)
	case ScopeMine:
		where = append(where, hasRole+" AND cu.user_role = ?)")
		args = append(args, caller.UserID, true, lifecycle.RoleOwner)
	case ScopeAssigned:
		where = append(where, "s.state_type NOT IN "+drafts, hasRole+" AND cu.user_role NOT IN (?, ?))")
		args = append(args, caller.UserID, true, lifecycle.RoleOwner, lifecycle.RoleViewer)
	default:
		return nil, 0, httpapi.BadRequest("scope must be all, mine or assigned")
	}
	if f.ParentID != 0 {
		col := "c.campaign_id"
		if f.Type == TypeIdea {
			col = "c.competition_id"
		}
		where, args = append(where, col+" = ?"), append(args, f.ParentID)
	}
	if f.Title != "" {
		where, args = append(where, "LOWER(c.title) LIKE ? ESCAPE '\\'"), append(args, db.Contains(f.Title))
	}
	if f.Code != "" {
		where, args = append(where, "LOWER(c.code) LIKE ? ESCAPE '\\'"), append(args, db.Contains(f.Code))
	}
	if f.FieldID != 0 {
		where, args = append(where, "c.field_id = ?"), append(args, f.FieldID)
	}
	if f.TagID != 0 {
		where = append(where, "EXISTS (SELECT 1 FROM contribution_tag_link tl WHERE tl.contribution_id = c.id AND tl.tag_id = ?)")
		args = append(args, f.TagID)
	}
	if f.StateID != 0 {
		where, args = append(where, "c.state_id = ?"), append(args, f.StateID)
	}
	if f.Role != "" {
		where, args = append(where, hasRole+" AND cu.user_role = ?)"), append(args, caller.UserID, true, f.Role)
	}
	if !f.SubmittedFrom.IsZero() {
		where, args = append(where, "c.submitted_date >= ?"), append(args, f.SubmittedFrom)
	}
	if !f.SubmittedTo.IsZero() {
		where, args = append(where, "c.submitted_date < ?"), append(args, f.SubmittedTo)
	}
	from := " FROM contribution c JOIN life_cycle_state s ON s.id = c.state_id WHERE " + strings.Join(where, " AND ")

	// The unfiltered "all" list takes its total from the per-state counters,
	// read by the same statement as the page (one round trip instead of two).
	counted := f.Scope == ScopeAll && !f.narrowed()
	sums, sumArgs := "0, 0", []any{}
	var total int64
	if counted {
		sums, sumArgs = `(SELECT COALESCE(SUM(CASE WHEN n.visible = ? THEN n.n ELSE 0 END), 0) `+counterFrom+`),
			(SELECT COALESCE(SUM(CASE WHEN n.visible = ? THEN 0 ELSE n.n END), 0) `+counterFrom+`)`,
			[]any{true, f.Type, lifecycle.TypeNew, lifecycle.TypeDraft, true, f.Type, lifecycle.TypeNew, lifecycle.TypeDraft}
	} else if err := s.db.QueryRow(ctx, "SELECT COUNT(*)"+from, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("contribution: count list: %w", err)
	}
	rows, err := s.db.Query(ctx, `SELECT c.id, c.code, c.title, c.summary, c.state_id, c.field_id, c.campaign_id, c.created_by,
		c.submitted_date, c.updated_date, c.banner_preview_path, c.life_cycle_id,
		(SELECT l.version FROM life_cycle l WHERE l.id = c.life_cycle_id), `+sums+from+p.OrderLimit("c.id"), append(sumArgs, args...)...)
	if err != nil {
		return nil, 0, fmt.Errorf("contribution: list: %w", err)
	}
	var visible, hidden int64
	var items []ListItem
	for rows.Next() {
		var it ListItem
		if err := rows.Scan(&it.ID, &it.Code, &it.Title, &it.Summary, &it.StateID, &it.FieldID, &it.CampaignID, &it.CreatedBy,
			&it.SubmittedDate, &it.UpdatedDate, &it.BannerPreview, &it.lifeCycleID, &it.lifeCycleVersion, &visible, &hidden); err != nil {
			rows.Close()
			return nil, 0, fmt.Errorf("contribution: scan list: %w", err)
		}
		items = append(items, it)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	if counted {
		if len(items) == 0 { // a page past the end carries no sums
			if visible, hidden, err = s.counterSums(ctx, f.Type); err != nil {
				return nil, 0, err
			}
		}
		if total, err = s.withHidden(ctx, f.Type, caller.UserID, visible, hidden); err != nil {
			return nil, 0, err
		}
	}
	cycles := map[int64]*lifecycle.LifeCycle{}
	for i := range items {
		lc, ok := cycles[items[i].lifeCycleID]
		if !ok {
			if lc, err = s.lifecycles.LoadVersion(ctx, items[i].lifeCycleID, items[i].lifeCycleVersion); err != nil {
				return nil, 0, err
			}
			cycles[items[i].lifeCycleID] = lc
		}
		if st := lc.Find(items[i].StateID); st != nil {
			items[i].StateCode, items[i].StateType, items[i].StateName = st.Code, st.StateType, st.Name(f.Lang)
		}
	}
	return items, total, nil
}

// counterFrom is where the per-state counters of a type's listed states are.
const counterFrom = `FROM contribution_count n JOIN life_cycle_state cs ON cs.id = n.state_id
	WHERE n.contribution_type = ? AND cs.state_type NOT IN (?, ?)`

// counterSums reads the counters: visible and hidden contributions of the
// type outside drafts.
func (s *Service) counterSums(ctx context.Context, contributionType string) (visible, hidden int64, err error) {
	err = s.db.QueryRow(ctx, `SELECT COALESCE(SUM(CASE WHEN n.visible = ? THEN n.n ELSE 0 END), 0),
		COALESCE(SUM(CASE WHEN n.visible = ? THEN 0 ELSE n.n END), 0) `+counterFrom,
		true, true, contributionType, lifecycle.TypeNew, lifecycle.TypeDraft).Scan(&visible, &hidden)
	return visible, hidden, err
}

// withHidden is the total of the "all" scope: the visible contributions
// plus, when the type has hidden ones, those the caller has a role on
// (remembered for a few seconds, see hiddenCounts).
func (s *Service) withHidden(ctx context.Context, contributionType string, userID, visible, hidden int64) (int64, error) {
	if hidden == 0 {
		return visible, nil
	}
	now := time.Now()
	n, gen, ok := s.hidden.get(userID, contributionType, now)
	if ok {
		return visible + n, nil
	}
	err := s.db.QueryRow(ctx, `SELECT COUNT(DISTINCT c.id) FROM contribution_user cu JOIN contribution c ON c.id = cu.contribution_id
		WHERE cu.user_id = ? AND cu.is_active = ? AND c.visible = ? AND c.contribution_type = ? AND c.publish_state <> ?`,
		userID, true, false, contributionType, PublishDraft).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("contribution: hidden with a role: %w", err)
	}
	if !db.InTx(ctx) {
		s.hidden.put(userID, contributionType, n, gen, now)
	}
	return visible + n, nil
}
