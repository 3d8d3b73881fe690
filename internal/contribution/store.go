package contribution

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

// Store is the SQL of the contribution engine: contributions, their
// people, history, per-state counters, tasks and points. The store_*.go
// files hold the reads of the form, the lists, the detail, the counts and
// the tasks.
type Store struct{ db *db.DB }

// NewStore returns the engine's store.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

// draft is what a new contribution starts with.
type draft struct {
	code, contributionType      string
	lifeCycleID, stateID        int64
	title, publishState         string
	commentStatus, ratingStatus string
	createdBy                   int64
	competitionID               *int64 // an idea's competition
	now                         time.Time
}

// Insert adds a contribution and returns its id.
func (s *Store) Insert(ctx context.Context, d draft) (int64, error) {
	id, err := s.db.InsertID(ctx, `INSERT INTO contribution (code, contribution_type, life_cycle_id, state_id, title, search_title, publish_state,
		editable, visible, comment_status, rating_status, saved_as_draft, created_by, created_date, updated_date, competition_id)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		d.code, d.contributionType, d.lifeCycleID, d.stateID, d.title, db.Fold(d.title), d.publishState,
		true, true, d.commentStatus, d.ratingStatus, false, d.createdBy, d.now, d.now, d.competitionID)
	if err != nil {
		return 0, fmt.Errorf("contribution: insert: %w", err)
	}
	return id, nil
}

// SetCode names a contribution.
func (s *Store) SetCode(ctx context.Context, id int64, code string) error {
	if _, err := s.db.Exec(ctx, "UPDATE contribution SET code = ? WHERE id = ?", code, id); err != nil {
		return fmt.Errorf("contribution: code: %w", err)
	}
	return nil
}

func scanRow(s db.Scanner) (row, error) {
	var r row
	err := s.Scan(&r.id, &r.lifeCycleID, &r.stateID, &r.createdBy, &r.version, &r.contributionType, &r.title, &r.visible)
	return r, err
}

// Load reads what the engine needs of a contribution (db.IsNoRows when
// there is none).
func (s *Store) Load(ctx context.Context, id int64) (row, error) {
	r, err := db.ScanOne(ctx, s.db, scanRow, `SELECT id, life_cycle_id, state_id, created_by, version, contribution_type, title, visible
		FROM contribution WHERE id = ?`, id)
	if err != nil && !db.IsNoRows(err) {
		return r, fmt.Errorf("contribution: load %d: %w", id, err)
	}
	return r, err
}

// formFields are the parts of the form a submission needs filled in.
type formFields struct {
	title, summary                     string
	fieldID, campaignID, competitionID *int64
}

// FormFields reads the parts of a contribution's form a submission checks.
func (s *Store) FormFields(ctx context.Context, id int64) (formFields, error) {
	var f formFields
	if err := s.db.QueryRow(ctx, "SELECT title, summary, field_id, campaign_id, competition_id FROM contribution WHERE id = ?", id).Scan(
		&f.title, &f.summary, &f.fieldID, &f.campaignID, &f.competitionID); err != nil {
		return f, fmt.Errorf("contribution: read form: %w", err)
	}
	return f, nil
}

// FieldOf reads the field of a contribution (nil for none).
func (s *Store) FieldOf(ctx context.Context, id int64) (*int64, error) {
	var fieldID *int64
	if err := s.db.QueryRow(ctx, "SELECT field_id FROM contribution WHERE id = ?", id).Scan(&fieldID); err != nil {
		return nil, fmt.Errorf("contribution: field of %d: %w", id, err)
	}
	return fieldID, nil
}

// Editable reads whether a contribution's owners may edit it.
func (s *Store) Editable(ctx context.Context, id int64) (bool, error) {
	var editable bool
	if err := s.db.QueryRow(ctx, "SELECT editable FROM contribution WHERE id = ?", id).Scan(&editable); err != nil {
		return false, fmt.Errorf("contribution: editable: %w", err)
	}
	return editable, nil
}

// Touch moves a contribution's version on.
func (s *Store) Touch(ctx context.Context, id int64) error {
	if _, err := s.db.Exec(ctx, "UPDATE contribution SET version = version + 1 WHERE id = ?", id); err != nil {
		return fmt.Errorf("contribution: touch %d: %w", id, err)
	}
	return nil
}

// move is a state change: the contribution moves from its state at its
// version to another.
type move struct {
	id, fromStateID, toStateID int64
	version                    int
	publishState               string
	submits                    bool // the submitted date is set, when it has none
	now                        time.Time
}

// Move changes a contribution's state unless someone changed it first;
// moved is false then.
func (s *Store) Move(ctx context.Context, m move) (moved bool, err error) {
	res, err := s.db.Exec(ctx, `UPDATE contribution SET state_id = ?, version = version + 1, updated_date = ?, publish_state = ?,
		submitted_date = CASE WHEN submitted_date IS NULL AND ? THEN ? ELSE submitted_date END
		WHERE id = ? AND version = ? AND state_id = ?`,
		m.toStateID, m.now, m.publishState, m.submits, m.now, m.id, m.version, m.fromStateID)
	if err != nil {
		return false, fmt.Errorf("contribution: move state: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// Switchable columns of a contribution, which commands and post handlers set.
const (
	columnVisible       = "visible"
	columnEditable      = "editable"
	columnCommentStatus = "comment_status"
	columnRatingStatus  = "rating_status"
	columnField         = "field_id"
)

// Set sets one column of a contribution (one of the column constants)
// and moves its version on.
func (s *Store) Set(ctx context.Context, id int64, column string, value any, now time.Time) error {
	if _, err := s.db.Exec(ctx, "UPDATE contribution SET "+column+" = ?, version = version + 1, updated_date = ? WHERE id = ?", value, now, id); err != nil {
		return fmt.Errorf("contribution: %s: %w", column, err)
	}
	return nil
}

// Switches reads a contribution's visibility, comment, rating and edit state.
func (s *Store) Switches(ctx context.Context, id int64) (Switches, error) {
	sw := Switches{ContributionID: id}
	err := s.db.QueryRow(ctx, "SELECT visible, comment_status, rating_status, editable FROM contribution WHERE id = ?", id).Scan(
		&sw.Visible, &sw.CommentStatus, &sw.RatingStatus, &sw.Editable)
	if err != nil {
		return sw, fmt.Errorf("contribution: switches: %w", err)
	}
	return sw, nil
}

// Bump adds delta to the per-state counter list totals are read from.
func (s *Store) Bump(ctx context.Context, contributionType string, stateID int64, visible bool, delta int) error {
	if _, err := s.db.Exec(ctx, `INSERT INTO contribution_count (contribution_type, state_id, visible, n) VALUES (?, ?, ?, ?)
		ON CONFLICT (contribution_type, state_id, visible) DO UPDATE SET n = contribution_count.n + excluded.n`,
		contributionType, stateID, visible, delta); err != nil {
		return fmt.Errorf("contribution: count: %w", err)
	}
	return nil
}

// historyEntry is one line a write adds to a contribution's timeline.
type historyEntry struct {
	contributionID   int64
	category, action string
	from, to         *int64
	explanation      string
	userID           int64
	now              time.Time
}

// AddHistory records a line of a contribution's timeline.
func (s *Store) AddHistory(ctx context.Context, h historyEntry) error {
	if _, err := s.db.Exec(ctx, `INSERT INTO contribution_history (contribution_id, category, action, from_state_id, to_state_id, explanation, user_id, created_date)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, h.contributionID, h.category, h.action, h.from, h.to, h.explanation, h.userID, h.now); err != nil {
		return fmt.Errorf("contribution: history: %w", err)
	}
	return nil
}

// AddPerson makes a user active in a role on a contribution, adding the
// assignment when there is none.
func (s *Store) AddPerson(ctx context.Context, contributionID, userID int64, role string, now time.Time) error {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_user WHERE contribution_id = ? AND user_id = ? AND user_role = ?",
		contributionID, userID, role).Scan(&n); err != nil {
		return fmt.Errorf("contribution: check person: %w", err)
	}
	if n > 0 {
		if _, err := s.db.Exec(ctx, "UPDATE contribution_user SET is_active = ? WHERE contribution_id = ? AND user_id = ? AND user_role = ?",
			true, contributionID, userID, role); err != nil {
			return fmt.Errorf("contribution: activate %s: %w", role, err)
		}
		return nil
	}
	if _, err := s.db.Exec(ctx, `INSERT INTO contribution_user (contribution_id, user_id, user_role, is_active, assigned_date)
		VALUES (?, ?, ?, ?, ?)`, contributionID, userID, role, true, now); err != nil {
		return fmt.Errorf("contribution: add %s: %w", role, err)
	}
	return nil
}

// Unassign deactivates every holder of a role on a contribution but
// keepUserID (0 for none).
func (s *Store) Unassign(ctx context.Context, contributionID int64, role string, keepUserID int64) error {
	if _, err := s.db.Exec(ctx, "UPDATE contribution_user SET is_active = ? WHERE contribution_id = ? AND user_role = ? AND user_id <> ?",
		false, contributionID, role, keepUserID); err != nil {
		return fmt.Errorf("contribution: clear %s: %w", role, err)
	}
	return nil
}

// Holds counts the active holders of a role on a contribution.
func (s *Store) Holds(ctx context.Context, contributionID int64, role string) (int, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_user WHERE contribution_id = ? AND user_role = ? AND is_active = ?",
		contributionID, role, true).Scan(&n); err != nil {
		return 0, fmt.Errorf("contribution: count %s: %w", role, err)
	}
	return n, nil
}

// RolesOf reads the roles a user actively holds on a contribution.
func (s *Store) RolesOf(ctx context.Context, contributionID, userID int64) ([]string, error) {
	roles, err := db.Strings(ctx, s.db, rolesOfSQL, rolesOfArgs(contributionID, userID)...)
	if err != nil {
		return nil, fmt.Errorf("contribution: roles: %w", err)
	}
	return roles, nil
}

// rolesOfSQL are the roles a user holds on a contribution (its arguments:
// rolesOfArgs): their active assignments and, on an idea, what
// its competition gives: COMPETITION_MODERATOR to its moderators, JURY1–3
// to a jury's members while the competition is in their stage. A role may
// come twice (UNION ALL: no step to remove duplicates, read on every comment
// page and rating summary); the callers compact them.
const rolesOfSQL = `SELECT user_role FROM contribution_user WHERE contribution_id = ? AND user_id = ? AND is_active = ?
		UNION ALL SELECT 'COMPETITION_MODERATOR' FROM competition_moderator m JOIN contribution c ON c.competition_id = m.competition_id
			WHERE c.id = ? AND m.user_id = ?
		UNION ALL SELECT j.jury_type FROM competition_jury_user j JOIN competition k ON k.id = j.competition_id
			JOIN contribution c ON c.competition_id = k.id
			WHERE c.id = ? AND j.user_id = ? AND k.competition_state = 'EVAL' || SUBSTR(j.jury_type, 5, 1)`

// rolesOfArgs are rolesOfSQL's arguments.
func rolesOfArgs(contributionID, userID int64) []any {
	return []any{contributionID, userID, true, contributionID, userID, contributionID, userID}
}

// AddFeedbackCounts adds to a contribution's comment and rating counters
// (an atomic increment: concurrent writers lose nothing).
func (s *Store) AddFeedbackCounts(ctx context.Context, id int64, comments, ratings, ratingSum int) error {
	if _, err := s.db.Exec(ctx, `UPDATE contribution SET comment_count = comment_count + ?, rating_count = rating_count + ?,
		rating_sum = rating_sum + ? WHERE id = ?`, comments, ratings, ratingSum, id); err != nil {
		return fmt.Errorf("contribution: feedback counters of %d: %w", id, err)
	}
	return nil
}

// feedbackRow is what Feedback reads of a contribution: the engine's row,
// the comment and rating status, and the version of its life cycle.
type feedbackRow struct {
	row
	commentStatus, ratingStatus string
	lifeCycleVersion            int64
	code                        string
	competitionID               *int64
	held                        []string // the caller's active roles on it
	people                      []Person // its active people, when asked for
}

// FeedbackRow reads a contribution for the comment, rating and evaluation
// services, with the roles userID holds on it (rolesOfSQL) and, withPeople,
// its active people, in one query (db.IsNoRows when there is none). An
// along (nil: none) rides in the same statement: the roles and people come
// as JSON arrays, so the contribution is one row whatever joins it.
func (s *Store) FeedbackRow(ctx context.Context, id, userID int64, withPeople bool, along *db.Along) (feedbackRow, error) {
	var r feedbackRow
	var people, roles *string
	peopleItem, args := "NULL", []any{}
	if withPeople {
		// of the parameter, not of c.id: computed once, not once per along row
		peopleItem, args = peopleJSON(s.db.Dialect, "?"), []any{id, true}
	}
	args = append(append(args, rolesOfArgs(id, userID)...), along.ArgsOf()...)
	found := false
	_, err := db.Collect(ctx, s.db, func(sc db.Scanner) (struct{}, error) {
		found = true
		return struct{}{}, db.ScanAlong(sc, along, &r.id, &r.lifeCycleID, &r.stateID, &r.createdBy, &r.version, &r.contributionType,
			&r.title, &r.visible, &r.commentStatus, &r.ratingStatus, &r.lifeCycleVersion, &r.code, &r.competitionID, &people, &roles)
	}, `SELECT c.id, c.life_cycle_id, c.state_id, c.created_by, c.version, c.contribution_type, c.title, c.visible,
		c.comment_status, c.rating_status, l.version, c.code, c.competition_id, `+peopleItem+`,
		(SELECT `+s.db.Dialect.JSONAgg()+`(h.user_role) FROM (`+rolesOfSQL+`) h)`+along.Columns()+`
		FROM contribution c JOIN life_cycle l ON l.id = c.life_cycle_id`+along.Join()+` WHERE c.id = ?`, append(args, id)...)
	if err != nil {
		return r, fmt.Errorf("contribution: feedback row %d: %w", id, err)
	}
	if !found {
		return r, db.ErrNoRows
	}
	if r.people, _, err = detailLists(people, nil); err != nil {
		return r, fmt.Errorf("contribution: feedback row %d: %w", id, err)
	}
	if roles != nil {
		if err := json.Unmarshal([]byte(*roles), &r.held); err != nil {
			return r, fmt.Errorf("contribution: roles on %d: %w", id, err)
		}
	}
	return r, nil
}
