package contribution

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/inno-platform/inno/internal/db"
)

// Detail reads a contribution's row for its detail, and the version of its
// life cycle (db.IsNoRows when there is no such contribution), with its
// active people and its tags' ids as JSON arrays (Tags.Refs names the
// tags: joining their names cost the statement more than the rest of its
// subqueries on PostgreSQL) and whether it has files and answers: one
// round trip for most contributions.
func (s *Store) Detail(ctx context.Context, id int64) (c Contribution, lifeCycleVersion int64, err error) {
	agg := s.db.Dialect.JSONAgg()
	var people, tags *string
	err = s.db.QueryRow(ctx, `SELECT id, code, contribution_type, life_cycle_id, state_id, title, summary, COALESCE(b.body, ''), publish_state,
		editable, visible, comment_status, rating_status, saved_as_draft, field_id, campaign_id, competition_id, version,
		created_by, created_date, submitted_date, updated_date, banner_path, banner_preview_path,
		comment_count, rating_count, rating_sum, (SELECT l.version FROM life_cycle l WHERE l.id = contribution.life_cycle_id),
		`+peopleJSON(s.db.Dialect, "contribution.id")+`,
		(SELECT `+agg+`(tl.tag_id) FROM contribution_tag_link tl WHERE tl.contribution_id = contribution.id),
		EXISTS (SELECT 1 FROM contribution_file f WHERE f.contribution_id = contribution.id),
		EXISTS (SELECT 1 FROM extra_input_answer a WHERE a.contribution_id = contribution.id)
		FROM contribution LEFT JOIN contribution_body b ON b.contribution_id = contribution.id WHERE id = ?`, true, id).Scan(
		&c.ID, &c.Code, &c.ContributionType, &c.LifeCycleID, &c.StateID, &c.Title, &c.Summary, &c.Body, &c.PublishState,
		&c.Editable, &c.Visible, &c.CommentStatus, &c.RatingStatus, &c.SavedAsDraft, &c.FieldID, &c.CampaignID, &c.CompetitionID,
		&c.Version, &c.CreatedBy, &c.CreatedDate, &c.SubmittedDate, &c.UpdatedDate, &c.BannerPath, &c.BannerPreviewPath,
		&c.CommentCount, &c.RatingCount, &c.ratingSum, &lifeCycleVersion, &people, &tags, &c.has.files, &c.has.answers)
	if db.IsNoRows(err) {
		return c, 0, err
	}
	if err == nil {
		c.People, c.tagIDs, err = detailLists(people, tags)
	}
	if err != nil {
		err = fmt.Errorf("contribution: get %d: %w", id, err)
	}
	return c, lifeCycleVersion, err
}

// peopleJSON is the select item "the active people of the contribution
// whose id is column" as a JSON array of [id, login, full name, role] (text;
// NULL on PostgreSQL when there are none), by role and id, decoded by
// detailLists. Its one argument is TRUE.
func peopleJSON(d db.Dialect, column string) string {
	return `(SELECT ` + d.JSONAgg() + `(` + d.JSONArray() + `(CAST(u.id AS TEXT), u.login, COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, ''), cu.user_role)
			ORDER BY cu.user_role, u.id)
			FROM contribution_user cu JOIN app_user u ON u.id = cu.user_id WHERE cu.contribution_id = ` + column + ` AND cu.is_active = ?)`
}

// detailLists decodes the detail's people ([id, login, full name, role],
// a JSON array of arrays of text) and tag ids (a JSON array of numbers),
// each NULL when there are none.
func detailLists(people, tags *string) ([]Person, []int64, error) {
	var p [][4]string
	var t []int64
	for _, l := range []struct {
		text *string
		into any
	}{{people, &p}, {tags, &t}} {
		if l.text != nil {
			if err := json.Unmarshal([]byte(*l.text), l.into); err != nil {
				return nil, nil, fmt.Errorf("decode %s: %w", *l.text, err)
			}
		}
	}
	outPeople := make([]Person, len(p))
	for i, r := range p {
		id, err := strconv.ParseInt(r[0], 10, 64)
		if err != nil {
			return nil, nil, err
		}
		outPeople[i] = Person{UserID: id, Login: r[1], FullName: strings.TrimSpace(r[2]), Role: r[3]}
	}
	return outPeople, t, nil
}

// PeopleOf reads the active people of several contributions in one query;
// every id has an entry.
func (s *Store) PeopleOf(ctx context.Context, ids []int64) (map[int64][]Person, error) {
	out := make(map[int64][]Person, len(ids))
	for _, id := range ids {
		out[id] = []Person{}
	}
	if len(ids) == 0 {
		return out, nil
	}
	type held struct {
		contributionID int64
		person         Person
	}
	in, args := db.In("cu.contribution_id", ids)
	rows, err := db.Collect(ctx, s.db, func(sc db.Scanner) (held, error) {
		var h held
		p := &h.person
		err := sc.Scan(&h.contributionID, &p.UserID, &p.Login, &p.FullName, &p.Role)
		p.FullName = strings.TrimSpace(p.FullName)
		return h, err
	}, `SELECT cu.contribution_id, u.id, u.login, COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, ''), cu.user_role
		FROM contribution_user cu JOIN app_user u ON u.id = cu.user_id
		WHERE `+in+` AND cu.is_active = ? ORDER BY cu.user_role, u.id`, append(args, true)...)
	if err != nil {
		return nil, fmt.Errorf("contribution: people: %w", err)
	}
	for _, h := range rows {
		out[h.contributionID] = append(out[h.contributionID], h.person)
	}
	return out, nil
}

// History reads a contribution's timeline, of some categories or all
// (nil), oldest first (state names apart).
func (s *Store) History(ctx context.Context, id int64, categories []string) ([]HistoryEntry, error) {
	var w db.Where
	w.And("h.contribution_id = ?", id)
	if categories != nil {
		db.AndIn(&w, "h.category", categories)
	}
	where, args := w.SQL()
	out, err := db.Collect(ctx, s.db, func(sc db.Scanner) (HistoryEntry, error) {
		var h HistoryEntry
		err := sc.Scan(&h.ID, &h.Category, &h.Action, &h.FromStateID, &h.ToStateID, &h.Explanation, &h.UserID, &h.UserName, &h.CreatedDate)
		h.UserName = strings.TrimSpace(h.UserName)
		return h, err
	}, `SELECT h.id, h.category, h.action, h.from_state_id, h.to_state_id, h.explanation, h.user_id,
		COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, ''), h.created_date
		FROM contribution_history h LEFT JOIN app_user u ON u.id = h.user_id`+where+" ORDER BY h.created_date, h.id", args...)
	if err != nil {
		return nil, fmt.Errorf("contribution: history: %w", err)
	}
	return out, nil
}

// EvalRef reads a contribution's code and competition for the evaluations.
func (s *Store) EvalRef(ctx context.Context, id int64) (code string, competitionID *int64, err error) {
	err = s.db.QueryRow(ctx, "SELECT code, competition_id FROM contribution WHERE id = ?", id).Scan(&code, &competitionID)
	if err != nil {
		err = fmt.Errorf("contribution: ref %d: %w", id, err)
	}
	return code, competitionID, err
}
