package contribution

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/inno-platform/inno/internal/appconfig"
	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/mail"
	"github.com/inno-platform/inno/internal/memo"
	"github.com/inno-platform/inno/internal/tag"
)

// Service holds the contribution rules and the life-cycle engine.
type Service struct {
	db          *db.DB
	lifecycles  *lifecycle.Store
	settings    *appconfig.Service
	mailer      *mail.Mailer
	campaigns   CampaignChecker
	tags        Tags
	attachments Attachments
	fields      Fields
	inputs      ExtraInputs
	totals      *memo.Cache[string, counterTotals] // list totals per type, from the per-state counters
	hiddenRole  *memo.Cache[hiddenKey, int64]      // hidden contributions a user has a role on
	// Configuration the detail and the form read on every request.
	partsMemo   *memo.Cache[partsKey, parts]  // a contribution's people, tags, files and answers by version
	sharedPages *memo.Cache[string, listPage] // "all" list pages the same for every caller without hidden roles
	log         *slog.Logger
	now         func() time.Time
}

// NewService wires the contribution service.
func NewService(d *db.DB, lc *lifecycle.Store, s *appconfig.Service, m *mail.Mailer, tags Tags, attachments Attachments, fields Fields,
	inputs ExtraInputs, log *slog.Logger) *Service {
	svc := &Service{db: d, lifecycles: lc, settings: s, mailer: m, tags: tags, attachments: attachments, fields: fields, inputs: inputs, log: log, now: db.Now,
		totals:      memo.New[string, counterTotals](totalsMaxAge, 16),
		hiddenRole:  memo.New[hiddenKey, int64](hiddenRoleMaxAge, 10000),
		partsMemo:   memo.New[partsKey, parts](partsMaxAge, 4096),
		sharedPages: memo.New[string, listPage](totalsMaxAge, 1000)}
	lc.OnChange(svc.forgetTotals) // deleting or retyping a state moves counters
	return svc
}

func codePrefix(contributionType string) string {
	switch contributionType {
	case TypeSuggestion:
		return "SUG"
	case TypeImprovement:
		return "IMP"
	case TypeIdea:
		return "IDE"
	}
	return "CON"
}

// Create starts a draft of the type for the caller, with the defaults of
// spec 002 §3, in the initial state of the type's default life cycle.
func (s *Service) Create(ctx context.Context, contributionType string) (int64, error) {
	p := auth.FromContext(ctx)
	if p == nil {
		return 0, apperr.Unauthorized()
	}
	if contributionType != TypeSuggestion && contributionType != TypeImprovement {
		return 0, apperr.BadRequest("contributionTypeInvalid", map[string]any{"type": contributionType})
	}
	cfg, err := s.settings.Get(ctx)
	if err != nil {
		return 0, err
	}
	if !cfg.Allows(contributionType, appconfig.Submit, p) {
		return 0, apperr.Forbidden()
	}
	lc, err := s.lifecycles.DefaultFor(ctx, contributionType)
	if err != nil {
		return 0, err
	}
	initial := lc.Initial()
	if initial == nil {
		return 0, apperr.BadRequest("lifeCycleHasNoStates", nil)
	}
	var id int64
	err = s.write(ctx, func(ctx context.Context) error {
		now := s.now()
		tmp := make([]byte, 8)
		_, _ = rand.Read(tmp)
		id, err = s.db.InsertID(ctx, `INSERT INTO contribution (code, contribution_type, life_cycle_id, state_id, title, search_title, publish_state,
			editable, visible, comment_status, rating_status, saved_as_draft, created_by, created_date, updated_date)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			"tmp-"+hex.EncodeToString(tmp), contributionType, lc.ID, initial.ID, PlaceholderTitle, db.Fold(PlaceholderTitle), PublishDraft,
			true, true, CommentHidden, RatingClosed, false, p.UserID, now, now)
		if err != nil {
			return fmt.Errorf("contribution: insert: %w", err)
		}
		if _, err := s.db.Exec(ctx, "UPDATE contribution SET code = ? WHERE id = ?", fmt.Sprintf("%s-%06d", codePrefix(contributionType), id), id); err != nil {
			return fmt.Errorf("contribution: code: %w", err)
		}
		if err := s.addPerson(ctx, id, p.UserID, lifecycle.RoleOwner); err != nil {
			return err
		}
		if err := s.bump(ctx, contributionType, initial.ID, true, 1); err != nil {
			return err
		}
		if err := s.history(ctx, id, HistoryCreated, "", nil, &initial.ID, "", p.UserID); err != nil {
			return err
		}
		return s.openTasks(ctx, id, initial, contributionType)
	})
	return id, err
}

func (s *Service) addPerson(ctx context.Context, contributionID, userID int64, role string) error {
	s.listsChanged(ctx)
	if err := s.touch(ctx, contributionID); err != nil {
		return err
	}
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_user WHERE contribution_id = ? AND user_id = ? AND user_role = ?",
		contributionID, userID, role).Scan(&n); err != nil {
		return fmt.Errorf("contribution: check person: %w", err)
	}
	if n > 0 {
		_, err := s.db.Exec(ctx, "UPDATE contribution_user SET is_active = ? WHERE contribution_id = ? AND user_id = ? AND user_role = ?",
			true, contributionID, userID, role)
		return err
	}
	if _, err := s.db.Exec(ctx, `INSERT INTO contribution_user (contribution_id, user_id, user_role, is_active, assigned_date)
		VALUES (?, ?, ?, ?, ?)`, contributionID, userID, role, true, s.now()); err != nil {
		return fmt.Errorf("contribution: add %s: %w", role, err)
	}
	return nil
}

func (s *Service) history(ctx context.Context, id int64, category, action string, from, to *int64, explanation string, userID int64) error {
	s.listsChanged(ctx) // every engine write records history: remembered list totals are stale
	if _, err := s.db.Exec(ctx, `INSERT INTO contribution_history (contribution_id, category, action, from_state_id, to_state_id, explanation, user_id, created_date)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, id, category, action, from, to, explanation, userID, s.now()); err != nil {
		return fmt.Errorf("contribution: history: %w", err)
	}
	return nil
}

// row is what the engine reads of a contribution.
type row struct {
	id, lifeCycleID, stateID, createdBy int64
	version                             int
	contributionType, title             string
	visible                             bool
}

func (s *Service) load(ctx context.Context, id int64) (row, error) {
	var r row
	err := s.db.QueryRow(ctx, `SELECT id, life_cycle_id, state_id, created_by, version, contribution_type, title, visible
		FROM contribution WHERE id = ?`, id).Scan(&r.id, &r.lifeCycleID, &r.stateID, &r.createdBy, &r.version, &r.contributionType, &r.title, &r.visible)
	if db.IsNoRows(err) {
		return r, apperr.NotFound("contribution")
	}
	if err != nil {
		return r, fmt.Errorf("contribution: load %d: %w", id, err)
	}
	return r, nil
}

// Roles computes the caller's contribution roles: the assignments held on
// it, MANAGER for the type's administrators, VIEWER for everyone else.
func (s *Service) Roles(ctx context.Context, contributionID int64, contributionType string) ([]string, error) {
	p := auth.FromContext(ctx)
	if p == nil {
		return nil, nil
	}
	roles, err := db.Strings(ctx, s.db, "SELECT user_role FROM contribution_user WHERE contribution_id = ? AND user_id = ? AND is_active = ?",
		contributionID, p.UserID, true)
	if err != nil {
		return nil, fmt.Errorf("contribution: roles: %w", err)
	}
	if p.Has(lifecycle.TypeAdminRole(contributionType)) {
		roles = append(roles, lifecycle.RoleManager)
	}
	roles = append(roles, lifecycle.RoleViewer)
	slices.Sort(roles)
	return slices.Compact(roles), nil
}

// Execute runs a named action of the contribution's current state for the
// caller (spec 002 §7 execute-action). In one transaction it checks the
// caller's roles, moves the state (refusing if someone else moved it first),
// records history, closes the old state's tasks, opens the new state's,
// queues notifications and writes the action's points.
func (s *Service) Execute(ctx context.Context, contributionID int64, actionName, explanation string) error {
	p := auth.FromContext(ctx)
	if p == nil {
		return apperr.Unauthorized()
	}
	explanation = strings.TrimSpace(explanation)
	return s.write(ctx, func(ctx context.Context) error {
		c, err := s.load(ctx, contributionID)
		if err != nil {
			return err
		}
		lc, err := s.lifecycles.Load(ctx, c.lifeCycleID)
		if err != nil {
			return err
		}
		from := lc.Find(c.stateID)
		if from == nil {
			return fmt.Errorf("contribution %d: state %d not in life cycle %d", c.id, c.stateID, lc.ID)
		}
		roles, err := s.Roles(ctx, c.id, c.contributionType)
		if err != nil {
			return err
		}
		if !s.canSee(ctx, c, from, roles) {
			return apperr.NotFound("contribution")
		}
		action := from.Action(actionName)
		if action == nil {
			return apperr.BadRequest("actionNotAvailable", map[string]any{"action": actionName, "state": from.Code})
		}
		if !action.Allows(roles) {
			return apperr.Forbidden()
		}
		check := apperr.NewCheck("executeAction")
		if action.Explanation == lifecycle.ExplanationRequired {
			check.Required("explanation", explanation)
		}
		if explanation != "" && (utf8.RuneCountInString(explanation) < 3 || utf8.RuneCountInString(explanation) > 1000) {
			check.Fail("explanation", "Size")
		}
		if err := check.Err(); err != nil {
			return err
		}
		to := lc.Find(action.TargetStateID)
		leavingDraft := from.StateType == lifecycle.TypeDraft || from.StateType == lifecycle.TypeNew
		if leavingDraft && to.StateType != lifecycle.TypeCancellation {
			if err := s.checkComplete(ctx, c.id); err != nil {
				return err
			}
		}
		now := s.now()
		res, err := s.db.Exec(ctx, `UPDATE contribution SET state_id = ?, version = version + 1, updated_date = ?, publish_state = ?,
			submitted_date = CASE WHEN submitted_date IS NULL AND ? THEN ? ELSE submitted_date END
			WHERE id = ? AND version = ? AND state_id = ?`,
			to.ID, now, lifecycle.PublishState(to.StateType), to.StateType != lifecycle.TypeDraft && to.StateType != lifecycle.TypeNew, now,
			c.id, c.version, c.stateID)
		if err != nil {
			return fmt.Errorf("contribution: move state: %w", err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return apperr.Conflict("contributionChanged", map[string]any{"id": c.id})
		}
		if err := s.bump(ctx, c.contributionType, from.ID, c.visible, -1); err != nil {
			return err
		}
		if err := s.bump(ctx, c.contributionType, to.ID, c.visible, 1); err != nil {
			return err
		}
		if err := s.history(ctx, c.id, HistoryState, action.Name, &from.ID, &to.ID, explanation, p.UserID); err != nil {
			return err
		}
		if to.StateType == lifecycle.TypeSubmitted {
			if err := s.assignFieldMentors(ctx, c.id); err != nil {
				return err
			}
		}
		if err := s.closeTasks(ctx, c.id, from.ID, roles, to.StateType == lifecycle.TypeCancellation); err != nil {
			return err
		}
		if err := s.openTasks(ctx, c.id, to, c.contributionType); err != nil {
			return err
		}
		if err := s.notify(ctx, c, to); err != nil {
			return err
		}
		if err := s.award(ctx, c, action); err != nil {
			return err
		}
		return s.runPostHandlers(ctx, c.id, action, to)
	})
}

// canSee applies the visibility rules: a draft is its owners' only; a
// hidden contribution only for those with a role on it; otherwise anyone
// the module's listing setting lets in.
func (s *Service) canSee(ctx context.Context, c row, st *lifecycle.State, roles []string) bool {
	hasRole := slices.ContainsFunc(roles, func(r string) bool { return r != lifecycle.RoleViewer })
	if st.StateType == lifecycle.TypeDraft || st.StateType == lifecycle.TypeNew {
		return slices.Contains(roles, lifecycle.RoleOwner)
	}
	if !c.visible {
		return hasRole
	}
	if hasRole {
		return true
	}
	cfg, err := s.settings.Get(ctx)
	if err != nil {
		return false
	}
	return cfg.Allows(c.contributionType, appconfig.Listing, auth.FromContext(ctx))
}

// Tags are the labels a contribution carries (package tag): the engine
// reads them for the detail and sets them from the form, in its own
// transaction and after touching the contribution's version.
type Tags interface {
	Of(ctx context.Context, contributionID int64) ([]tag.Ref, error)
	Set(ctx context.Context, contributionID int64, tagIDs []int64) error
}

// ListsChanged makes the remembered list totals stale once the transaction
// ctx carries commits; the tag service calls it when tags change.
func (s *Service) ListsChanged(ctx context.Context) { s.listsChanged(ctx) }

// CampaignChecker refuses a contribution of a type for a campaign the
// caller cannot submit to now (package campaign implements it).
type CampaignChecker interface {
	CheckSubmit(ctx context.Context, campaignID int64, contributionType string) error
}

// SetCampaigns plugs in the campaign rules; without them every campaign is refused.
func (s *Service) SetCampaigns(c CampaignChecker) { s.campaigns = c }

func (s *Service) checkCampaign(ctx context.Context, id int64, contributionType string) error {
	if s.campaigns == nil {
		return apperr.BadRequest("campaignNotAvailable", map[string]any{"campaignId": id})
	}
	return s.campaigns.CheckSubmit(ctx, id, contributionType)
}

// write runs fn in one transaction. Any write may change what a list
// shows, so once it commits this node forgets the lists and totals it
// remembers.
func (s *Service) write(ctx context.Context, fn func(ctx context.Context) error) error {
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		s.listsChanged(ctx)
		return fn(ctx)
	})
}

// touch moves a contribution's version on: every write to its people,
// tags, files or answers calls it in the same transaction, so the parts
// remembered for a version (detailParts) are right for that version.
func (s *Service) touch(ctx context.Context, id int64) error {
	if _, err := s.db.Exec(ctx, "UPDATE contribution SET version = version + 1 WHERE id = ?", id); err != nil {
		return fmt.Errorf("contribution: touch %d: %w", id, err)
	}
	return nil
}

// bump keeps the per-state counters that list totals are read from.
func (s *Service) bump(ctx context.Context, contributionType string, stateID int64, visible bool, delta int) error {
	s.listsChanged(ctx)
	if _, err := s.db.Exec(ctx, `INSERT INTO contribution_count (contribution_type, state_id, visible, n) VALUES (?, ?, ?, ?)
		ON CONFLICT (contribution_type, state_id, visible) DO UPDATE SET n = contribution_count.n + excluded.n`,
		contributionType, stateID, visible, delta); err != nil {
		return fmt.Errorf("contribution: count: %w", err)
	}
	return nil
}

// checkComplete refuses to submit a contribution whose form is not filled in.
func (s *Service) checkComplete(ctx context.Context, id int64) error {
	c, err := s.load(ctx, id)
	if err != nil {
		return err
	}
	var title, summary string
	var fieldID, campaignID *int64
	if err := s.db.QueryRow(ctx, "SELECT title, summary, field_id, campaign_id FROM contribution WHERE id = ?", id).Scan(&title, &summary, &fieldID, &campaignID); err != nil {
		return fmt.Errorf("contribution: read form: %w", err)
	}
	if campaignID != nil {
		if err := s.checkCampaign(ctx, *campaignID, c.contributionType); err != nil {
			return err
		}
	}
	check := apperr.NewCheck("contribution")
	if title == PlaceholderTitle || strings.TrimSpace(title) == "" {
		check.Fail("title", "required")
	}
	if strings.TrimSpace(summary) == "" {
		check.Fail("summary", "required")
	}
	if err := s.inputs.CheckRequired(ctx, c.contributionType, fieldID, c.id, check); err != nil {
		return err
	}
	return check.ErrAs("contributionIncomplete")
}
