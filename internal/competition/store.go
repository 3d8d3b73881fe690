package competition

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"time"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
	"github.com/inno-platform/inno/internal/publishable"
)

// Store is the SQL of competitions; the reads every publishable kind shares
// come from publishable.Store.
type Store struct {
	db *db.DB
	*publishable.Store[Competition]
}

// NewStore returns the competition store.
func NewStore(d *db.DB) *Store {
	return &Store{db: d, Store: publishable.NewStore(d, Kind, `c.life_cycle_id,
		COALESCE((SELECT l.name FROM life_cycle l WHERE l.id = c.life_cycle_id), ''), c.date_submission_end, c.competition_state,
		c.state_version, `+publishable.ItemColumns, scan)}
}

func scan(s db.Scanner) (Competition, error) {
	var c Competition
	dest := append([]any{&c.Lifecycle, &c.LifecycleName, &c.DateSubmissionEnd, &c.CompetitionState, &c.version}, c.ItemDest()...)
	if err := s.Scan(dest...); err != nil {
		return c, err
	}
	c.Scanned()
	return c, nil
}

// Lock takes the competition's row lock on PostgreSQL (SQLite transactions
// are serialized already), so wizard writes and state changes queue.
func (s *Store) Lock(ctx context.Context, id int64) error {
	if s.db.Dialect != db.Postgres {
		return nil
	}
	if _, err := s.db.Exec(ctx, "SELECT id FROM competition WHERE id = ? FOR UPDATE", id); err != nil {
		return fmt.Errorf("competition store: lock %d: %w", id, err)
	}
	return nil
}

// Insert adds a DRAFT competition and returns its id.
func (s *Store) Insert(ctx context.Context, in Competition, by int64, now time.Time) (int64, error) {
	id, err := s.db.InsertID(ctx, `INSERT INTO competition (code, title, summary, body, life_cycle_id, access_level, publish_state,
		competition_state, date_submission_end, created_by, created_date, updated_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		in.Code, in.Title, in.Summary, in.Body, in.Lifecycle, in.AccessLevel, StateDraft, StateDraft, in.DateSubmissionEnd, by, now, now)
	if err != nil {
		return 0, fmt.Errorf("competition store: insert: %w", err)
	}
	return id, nil
}

// Update writes the wizard's fields.
func (s *Store) Update(ctx context.Context, in Competition, now time.Time) error {
	if _, err := s.db.Exec(ctx, `UPDATE competition SET code = ?, title = ?, summary = ?, body = ?, life_cycle_id = ?, access_level = ?,
		date_submission_end = ?, updated_date = ? WHERE id = ?`,
		in.Code, in.Title, in.Summary, in.Body, in.Lifecycle, in.AccessLevel, in.DateSubmissionEnd, now, in.ID); err != nil {
		return fmt.Errorf("competition store: update %d: %w", in.ID, err)
	}
	return nil
}

// SetState moves a competition from the state it had at version to state;
// false when another write changed it first.
func (s *Store) SetState(ctx context.Context, id int64, version int, from, to, publishState string, publishDate *time.Time, now time.Time) (bool, error) {
	res, err := s.db.Exec(ctx, `UPDATE competition SET competition_state = ?, publish_state = ?, publish_date = COALESCE(publish_date, ?),
		state_version = state_version + 1, updated_date = ? WHERE id = ? AND state_version = ? AND competition_state = ?`,
		to, publishState, publishDate, now, id, version, from)
	if err != nil {
		return false, fmt.Errorf("competition store: state of %d: %w", id, err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// CodeTaken reports whether another competition than except has the code, letters folded.
func (s *Store) CodeTaken(ctx context.Context, code string, except int64) (bool, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM competition WHERE "+db.FoldSQL+"(code) = ? AND id <> ?", db.Fold(code), except).Scan(&n); err != nil {
		return false, fmt.Errorf("competition store: code: %w", err)
	}
	return n > 0, nil
}

// IdeaLifeCycle reports whether life cycle id is an active IDEA life cycle.
func (s *Store) IdeaLifeCycle(ctx context.Context, id int64) (bool, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM life_cycle WHERE id = ? AND contribution_type = 'IDEA' AND is_active = ?", id, true).Scan(&n); err != nil {
		return false, fmt.Errorf("competition store: life cycle: %w", err)
	}
	return n > 0, nil
}

// Ideas counts the ideas (drafts too) of a competition.
func (s *Store) Ideas(ctx context.Context, id int64) (int64, error) {
	var n int64
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution WHERE competition_id = ?", id).Scan(&n); err != nil {
		return 0, fmt.Errorf("competition store: ideas: %w", err)
	}
	return n, nil
}

func scanUser(sc db.Scanner) (Member, error) {
	var u Member
	err := sc.Scan(&u.ID, &u.FirstName, &u.LastName, &u.Login)
	u.Title = fullName(u.FirstName, u.LastName)
	return u, err
}

const userColumns = "u.id, COALESCE(u.first_name, ''), COALESCE(u.last_name, ''), u.login"

// ActiveUsers reads the active users among ids.
func (s *Store) ActiveUsers(ctx context.Context, ids []int64) ([]Member, error) {
	if len(ids) == 0 {
		return []Member{}, nil
	}
	cond, args := db.In("u.id", ids)
	out, err := db.Collect(ctx, s.db, scanUser, "SELECT "+userColumns+" FROM app_user u WHERE u.activated = ? AND "+cond+" ORDER BY u.id",
		append([]any{true}, args...)...)
	if err != nil {
		return nil, fmt.Errorf("competition store: users: %w", err)
	}
	return out, nil
}

// Moderators reads a competition's moderators.
func (s *Store) Moderators(ctx context.Context, id int64) ([]Member, error) {
	out, err := db.Collect(ctx, s.db, scanUser, "SELECT "+userColumns+` FROM competition_moderator m JOIN app_user u ON u.id = m.user_id
		WHERE m.competition_id = ? ORDER BY u.first_name, u.last_name, u.id`, id)
	if err != nil {
		return nil, fmt.Errorf("competition store: moderators: %w", err)
	}
	return out, nil
}

// SetModerators replaces a competition's moderators.
func (s *Store) SetModerators(ctx context.Context, id int64, users []int64) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM competition_moderator WHERE competition_id = ?", id); err != nil {
		return fmt.Errorf("competition store: moderators: %w", err)
	}
	for _, u := range users {
		if _, err := s.db.Exec(ctx, "INSERT INTO competition_moderator (competition_id, user_id) VALUES (?, ?)", id, u); err != nil {
			return fmt.Errorf("competition store: moderator: %w", err)
		}
	}
	return nil
}

// IsModerator reports whether a user moderates a competition.
func (s *Store) IsModerator(ctx context.Context, id, userID int64) (bool, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM competition_moderator WHERE competition_id = ? AND user_id = ?", id, userID).Scan(&n); err != nil {
		return false, fmt.Errorf("competition store: moderator: %w", err)
	}
	return n > 0, nil
}

// Moderation is what get-ideas needs of a competition for its caller.
type Moderation struct {
	LifeCycleID      int64
	LifeCycleVersion int64 // the per-node copy of this version serves it (lifecycle.Store.LoadVersion)
	Moderator        bool  // the caller moderates the competition
	Rewards          []Reward
	IdeasVersion     int64 // competition_idea_change.seq: the node's copy of its ideas built at it is current (-1: none kept)
}

// ModeratedBy reads a competition's life cycle and its version, whether the
// user moderates it and its rewards by rank, with along (nil: none) in the
// same statement: get-ideas asks it on every page, with the page's ideas
// along (IdeasAlong). The rewards come as a JSON array of [id, reward,
// rank, is point, points]; db.ErrNoRows when there is no such competition.
func (s *Store) ModeratedBy(ctx context.Context, id, userID int64, along *db.Along) (Moderation, error) {
	var m Moderation
	var list *string
	found := false
	_, err := db.Collect(ctx, s.db, func(sc db.Scanner) (struct{}, error) {
		found = true
		return struct{}{}, db.ScanAlong(sc, along, &m.LifeCycleID, &m.LifeCycleVersion, &m.Moderator, &list, &m.IdeasVersion)
		// the subqueries of the parameter, not of c.id: computed once, not once per along row
	}, `SELECT c.life_cycle_id, l.version, EXISTS (SELECT 1 FROM competition_moderator m WHERE m.competition_id = ? AND m.user_id = ?),
		(SELECT `+s.db.Dialect.JSONAgg()+`(`+s.db.Dialect.JSONArray()+`(r.id, r.reward, r.rank, CASE WHEN r.is_point THEN 1 ELSE 0 END, r.points)
			ORDER BY r.rank) FROM competition_reward r WHERE r.competition_id = ?), COALESCE(ch.seq, -1)`+along.Columns()+`
		FROM competition c JOIN life_cycle l ON l.id = c.life_cycle_id
		LEFT JOIN competition_idea_change ch ON ch.competition_id = c.id`+along.Join()+` WHERE c.id = ?`,
		slices.Concat([]any{id, userID, id}, along.ArgsOf(), []any{id})...)
	if err != nil {
		return m, fmt.Errorf("competition store: moderation of %d: %w", id, err)
	}
	if !found {
		return m, db.ErrNoRows
	}
	m.Rewards = []Reward{}
	if list == nil {
		return m, nil
	}
	var rows [][5]json.RawMessage
	if err := json.Unmarshal([]byte(*list), &rows); err != nil {
		return m, fmt.Errorf("competition store: rewards of %d: %w", id, err)
	}
	m.Rewards = make([]Reward, len(rows))
	for i, r := range rows {
		var isPoint int
		for j, into := range []any{&m.Rewards[i].ID, &m.Rewards[i].Reward, &m.Rewards[i].Rank, &isPoint, &m.Rewards[i].Points} {
			if err := json.Unmarshal(r[j], into); err != nil {
				return m, fmt.Errorf("competition store: rewards of %d: %w", id, err)
			}
		}
		m.Rewards[i].IsPoint, m.Rewards[i].CompetitionID = isPoint == 1, id
	}
	return m, nil
}

// JuriesOf reads the juries a user sits on in a competition.
func (s *Store) JuriesOf(ctx context.Context, id, userID int64) ([]string, error) {
	out, err := db.Strings(ctx, s.db, "SELECT jury_type FROM competition_jury_user WHERE competition_id = ? AND user_id = ? ORDER BY jury_type", id, userID)
	if err != nil {
		return nil, fmt.Errorf("competition store: juries of a user: %w", err)
	}
	return out, nil
}

// Juries reads a competition's juries with their members.
func (s *Store) Juries(ctx context.Context, id int64) ([]Jury, error) {
	juries, err := db.Collect(ctx, s.db, func(sc db.Scanner) (Jury, error) {
		var j Jury
		var def int64
		err := sc.Scan(&j.Type, &def, &j.Title)
		j.EvalDefinitionID = &def
		j.Users, j.UserPost = []Member{}, []int64{}
		return j, err
	}, "SELECT jury_type, eval_definition_id, title FROM competition_jury WHERE competition_id = ? ORDER BY jury_type", id)
	if err != nil {
		return nil, fmt.Errorf("competition store: juries: %w", err)
	}
	type member struct {
		jury string
		user Member
	}
	members, err := db.Collect(ctx, s.db, func(sc db.Scanner) (member, error) {
		var m member
		err := sc.Scan(&m.jury, &m.user.ID, &m.user.FirstName, &m.user.LastName, &m.user.Login)
		m.user.Title = fullName(m.user.FirstName, m.user.LastName)
		return m, err
	}, "SELECT j.jury_type, "+userColumns+` FROM competition_jury_user j JOIN app_user u ON u.id = j.user_id
		WHERE j.competition_id = ? ORDER BY j.jury_type, u.first_name, u.last_name, u.id`, id)
	if err != nil {
		return nil, fmt.Errorf("competition store: jury members: %w", err)
	}
	for _, m := range members {
		for i := range juries {
			if juries[i].Type == m.jury {
				juries[i].Users = append(juries[i].Users, m.user)
				juries[i].UserPost = append(juries[i].UserPost, m.user.ID)
			}
		}
	}
	return juries, nil
}

// SetJury replaces one jury (nil definition: the jury is removed).
func (s *Store) SetJury(ctx context.Context, id int64, j Jury) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM competition_jury_user WHERE competition_id = ? AND jury_type = ?", id, j.Type); err != nil {
		return fmt.Errorf("competition store: jury members: %w", err)
	}
	if _, err := s.db.Exec(ctx, "DELETE FROM competition_jury WHERE competition_id = ? AND jury_type = ?", id, j.Type); err != nil {
		return fmt.Errorf("competition store: jury: %w", err)
	}
	if j.EvalDefinitionID == nil {
		return nil
	}
	if _, err := s.db.Exec(ctx, "INSERT INTO competition_jury (competition_id, jury_type, eval_definition_id, title) VALUES (?, ?, ?, ?)",
		id, j.Type, *j.EvalDefinitionID, j.Title); err != nil {
		return fmt.Errorf("competition store: jury: %w", err)
	}
	for _, u := range j.UserPost {
		if _, err := s.db.Exec(ctx, "INSERT INTO competition_jury_user (competition_id, jury_type, user_id) VALUES (?, ?, ?)", id, j.Type, u); err != nil {
			return fmt.Errorf("competition store: jury member: %w", err)
		}
	}
	return nil
}

func scanReward(sc db.Scanner) (Reward, error) {
	var r Reward
	err := sc.Scan(&r.ID, &r.CompetitionID, &r.Reward, &r.Rank, &r.IsPoint, &r.Points)
	return r, err
}

const rewardColumns = "id, competition_id, reward, rank, is_point, points"

// Rewards reads the rewards of competitions by rank.
func (s *Store) Rewards(ctx context.Context, ids []int64) (map[int64][]Reward, error) {
	out := map[int64][]Reward{}
	if len(ids) == 0 {
		return out, nil
	}
	cond, args := db.In("competition_id", ids)
	rewards, err := db.Collect(ctx, s.db, scanReward, "SELECT "+rewardColumns+" FROM competition_reward WHERE "+cond+" ORDER BY competition_id, rank", args...)
	if err != nil {
		return nil, fmt.Errorf("competition store: rewards: %w", err)
	}
	for _, r := range rewards {
		out[r.CompetitionID] = append(out[r.CompetitionID], r)
	}
	return out, nil
}

// Reward reads one reward (db.ErrNoRows when there is none).
func (s *Store) Reward(ctx context.Context, id int64) (Reward, error) {
	return db.ScanOne(ctx, s.db, scanReward, "SELECT "+rewardColumns+" FROM competition_reward WHERE id = ?", id)
}

// SaveReward adds (id 0) or changes a reward and returns its id.
func (s *Store) SaveReward(ctx context.Context, r Reward) (int64, error) {
	if r.ID == 0 {
		id, err := s.db.InsertID(ctx, "INSERT INTO competition_reward (competition_id, reward, rank, is_point, points) VALUES (?, ?, ?, ?, ?)",
			r.CompetitionID, r.Reward, r.Rank, r.IsPoint, r.Points)
		if err != nil {
			return 0, fmt.Errorf("competition store: add reward: %w", err)
		}
		return id, nil
	}
	if _, err := s.db.Exec(ctx, "UPDATE competition_reward SET reward = ?, rank = ?, is_point = ?, points = ? WHERE id = ?",
		r.Reward, r.Rank, r.IsPoint, r.Points, r.ID); err != nil {
		return 0, fmt.Errorf("competition store: reward %d: %w", r.ID, err)
	}
	return r.ID, nil
}

// RankTaken reports whether another reward of the competition has the rank.
func (s *Store) RankTaken(ctx context.Context, competitionID int64, rank int, except int64) (bool, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM competition_reward WHERE competition_id = ? AND rank = ? AND id <> ?",
		competitionID, rank, except).Scan(&n); err != nil {
		return false, fmt.Errorf("competition store: reward rank: %w", err)
	}
	return n > 0, nil
}

// DeleteReward removes a reward.
func (s *Store) DeleteReward(ctx context.Context, id int64) error {
	if _, err := s.db.Exec(ctx, "DELETE FROM competition_reward WHERE id = ?", id); err != nil {
		return fmt.Errorf("competition store: delete reward: %w", err)
	}
	return nil
}

func fullName(first, last string) string {
	switch {
	case first == "":
		return last
	case last == "":
		return first
	}
	return first + " " + last
}

// StateCounts counts a competition's ideas per state: the submitted ones,
// or with userID those the user owns (drafts too).
func (s *Store) StateCounts(ctx context.Context, id, userID int64) (map[int64]int64, error) {
	q := "SELECT state_id, COUNT(*) FROM contribution WHERE competition_id = ? AND submitted_date IS NOT NULL GROUP BY state_id"
	args := []any{id}
	if userID != 0 {
		q = `SELECT c.state_id, COUNT(*) FROM contribution c JOIN contribution_user cu ON cu.contribution_id = c.id
			WHERE c.competition_id = ? AND cu.user_id = ? AND cu.user_role = 'OWNER' AND cu.is_active = ? AND c.title <> ? GROUP BY c.state_id`
		args = append(args, userID, true, untouchedTitle)
	}
	rows, err := db.Collect(ctx, s.db, func(sc db.Scanner) ([2]int64, error) {
		var r [2]int64
		err := sc.Scan(&r[0], &r[1])
		return r, err
	}, q, args...)
	if err != nil {
		return nil, fmt.Errorf("competition store: idea counts: %w", err)
	}
	out := map[int64]int64{}
	for _, r := range rows {
		out[r[0]] = r[1]
	}
	return out, nil
}

// IdeaOrder reads the ids of a competition's submitted ideas in the page's
// order (its number and size aside): get-ideas keeps it per sort, so a page
// of any depth reads only its own ideas.
func (s *Store) IdeaOrder(ctx context.Context, competitionID int64, p paging.Page) ([]int64, error) {
	out, err := db.Int64s(ctx, s.db, "SELECT c.id FROM contribution c WHERE c.competition_id = ? AND c.submitted_date IS NOT NULL"+
		p.OrderBy("c.id"), competitionID)
	if err != nil {
		return nil, fmt.Errorf("competition store: idea order: %w", err)
	}
	return out, nil
}

// IdeasByID reads the ideas of ids, in that order, with their owners, tags
// and score, in one statement: the owners (in the order they joined the
// idea) and the tags (by name) come as JSON arrays, which keep any text
// apart. On PostgreSQL a page of ten read in three statements (ideas,
// owners, tags) took 234 µs against 202 µs, and get-ideas under wrk
// answered 10 % more with one (bench/README.md, "Issue 18, part 3");
// SQLite, without round trips, is the same either way. The score is the
// mean of the latest jury stage with a submitted scorecard (-1: none), from
// the counts and sums evaluation keeps per idea and eval type (eval_score,
// migration 0035): one row per idea, not one per juror.
func (s *Store) IdeasByID(ctx context.Context, ids []int64) ([]Idea, error) {
	if len(ids) == 0 {
		return []Idea{}, nil
	}
	cond, idArgs := db.In("c.id", ids)
	query, args := s.ideasSQL(cond, idArgs)
	rows, err := db.Collect(ctx, s.db, scanIdea, query, args...)
	if err != nil {
		return nil, fmt.Errorf("competition store: ideas: %w", err)
	}
	return db.InOrder(ids, rows, func(i Idea) int64 { return i.ID }), nil
}

// IdeaPage is a page of ideas read along another statement (IdeasAlong).
type IdeaPage struct {
	ids  []int64
	rows []Idea
}

// Ideas are the page's ideas in the order of its ids (an along's rows come
// in none).
func (p *IdeaPage) Ideas() []Idea {
	return db.InOrder(p.ids, p.rows, func(i Idea) int64 { return i.ID })
}

// IdeasAlong reads what IdeasByID reads into page, as an along of the
// competition's own read (ModeratedBy): one round trip for both. Nil (no
// along) when ids is empty.
func (s *Store) IdeasAlong(ids []int64, page *IdeaPage) *db.Along {
	page.ids = ids
	if len(ids) == 0 {
		return nil
	}
	cond, idArgs := db.In("c.id", ids)
	query, args := s.ideasSQL(cond, idArgs)
	return &db.Along{SQL: query, Args: args, Scan: func(sc db.Scanner) error {
		i, err := scanIdea(sc)
		page.rows = append(page.rows, i)
		return err
	}}
}

// ideasSQL is the statement of IdeasByID, IdeasAlong and IdeaIndex: the
// ideas where cond holds, in no order. (IdeasByID's ids are a competition's,
// from its order; a condition on the competition as well made SQLite read
// its 5,000 ideas by that index.)
func (s *Store) ideasSQL(cond string, args []any) (string, []any) {
	agg := s.db.Dialect.JSONAgg()
	juries, juryArgs := db.In("e.eval_flow_type", juryEvalTypes())
	return `SELECT c.id, c.code, c.title, c.state_id, c.submitted_date, c.updated_date, r.reward_id,
		(SELECT ` + agg + `(TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')) ORDER BY cu.id)
			FROM contribution_user cu JOIN app_user u ON u.id = cu.user_id
			WHERE cu.contribution_id = c.id AND cu.user_role = 'OWNER' AND cu.is_active = ?),
		(SELECT ` + agg + `(t.name ORDER BY t.name) FROM contribution_tag_link l JOIN contribution_tag t ON t.id = l.tag_id
			WHERE l.contribution_id = c.id),
		(SELECT e.score_sum / e.submitted_count FROM eval_score e
			WHERE e.contribution_id = c.id AND e.submitted_count > 0 AND ` + juries + ` ORDER BY e.eval_flow_type DESC LIMIT 1)
		FROM contribution c LEFT JOIN competition_idea_reward r ON r.contribution_id = c.id WHERE ` + cond,
		slices.Concat([]any{true}, juryArgs, args)
}

// scanIdea scans a row of ideasSQL.
func scanIdea(sc db.Scanner) (Idea, error) {
	var i Idea
	var owners, tags *string
	var score *float64
	err := sc.Scan(&i.ID, &i.Code, &i.Title, &i.StateID, &i.DateSubmitted, &i.DateUpdated, &i.RewardID, &owners, &tags, &score)
	i.Owners, i.Tags, i.EvalAvarage = []string{}, []string{}, -1
	if score != nil {
		i.EvalAvarage = round2(*score)
	}
	if err == nil && owners != nil {
		err = json.Unmarshal([]byte(*owners), &i.Owners)
	}
	if err == nil && tags != nil {
		err = json.Unmarshal([]byte(*tags), &i.Tags)
	}
	i.ParticipantCount = len(i.Owners)
	return i, err
}

// juryEvalTypes are the eval types of the juries, EVAL_JURY1 to 3: in this
// order their names sort as their stages.
func juryEvalTypes() []string {
	out := make([]string, len(JuryTypes))
	for i, t := range JuryTypes {
		out[i] = "EVAL_" + t
	}
	return out
}

// round2 rounds a mean score to two decimals, as the evaluation report does.
func round2(v float64) float64 { return math.Round(v*100) / 100 }

// GiveReward records the reward an idea won and the reward of each of its owners.
func (s *Store) GiveReward(ctx context.Context, competitionID, ideaID, rewardID int64, now time.Time) error {
	if _, err := s.db.Exec(ctx, "INSERT INTO competition_idea_reward (contribution_id, competition_id, reward_id, created_date) VALUES (?, ?, ?, ?)",
		ideaID, competitionID, rewardID, now); err != nil {
		return fmt.Errorf("competition store: idea reward: %w", err)
	}
	if _, err := s.db.Exec(ctx, `INSERT INTO user_reward (user_id, competition_id, contribution_id, reward_id, created_date)
		SELECT cu.user_id, ?, ?, ?, ? FROM contribution_user cu WHERE cu.contribution_id = ? AND cu.user_role = 'OWNER' AND cu.is_active = ?`,
		competitionID, ideaID, rewardID, now, ideaID, true); err != nil {
		return fmt.Errorf("competition store: user rewards: %w", err)
	}
	return nil
}

// SubmittedIdeas reads the submitted ideas of a competition by code.
func (s *Store) SubmittedIdeas(ctx context.Context, id int64) ([]Idea, error) {
	out, err := db.Collect(ctx, s.db, func(sc db.Scanner) (Idea, error) {
		var i Idea
		err := sc.Scan(&i.ID, &i.Code, &i.Title)
		return i, err
	}, "SELECT id, code, title FROM contribution WHERE competition_id = ? AND submitted_date IS NOT NULL ORDER BY code, id", id)
	if err != nil {
		return nil, fmt.Errorf("competition store: submitted ideas: %w", err)
	}
	return out, nil
}

// ReportCards reads the scorecards of the evaluation report: those of the
// eval types flowTypes (the juries') on the competition's submitted ideas,
// in no particular order (the report sorts them per idea and jury; an ORDER
// BY here made PostgreSQL sort 145,000 rows on disk, 0.13 s). A row holds
// only what the report shows: the eval type comes back as its index in
// flowTypes, a draft's score as -1 and its comment empty, and the juror's
// name is not joined (the report names the few jurors once). Only the
// ideas whose ids are from first to last are read: the report reads two
// halves at once (Service.reportCards).
func (s *Store) ReportCards(ctx context.Context, competitionID int64, flowTypes []string, first, last int64) ([]reportCard, error) {
	if len(flowTypes) == 0 {
		return []reportCard{}, nil
	}
	jury := "CASE s.eval_flow_type"
	args := make([]any, 0, 2*len(flowTypes)+1)
	for i, t := range flowTypes {
		jury += " WHEN ? THEN " + strconv.Itoa(i)
		args = append(args, t)
	}
	types, typeArgs := db.In("s.eval_flow_type", flowTypes)
	args = append(append(args, competitionID, first, last), typeArgs...)
	out, err := db.Collect(ctx, s.db, func(sc db.Scanner) (reportCard, error) {
		var c reportCard
		err := sc.Scan(&c.ideaID, &c.jury, &c.userID, &c.submitted, &c.score, &c.comment)
		return c, err
	}, `SELECT s.contribution_id, `+jury+` END, s.user_id, s.submitted, CASE WHEN s.submitted THEN s.score ELSE -1 END,
		CASE WHEN s.submitted THEN s.comment ELSE '' END
		FROM eval_scorecard s
		WHERE s.contribution_id IN (SELECT id FROM contribution WHERE competition_id = ? AND submitted_date IS NOT NULL AND id BETWEEN ? AND ?)
		AND `+types, args...)
	if err != nil {
		return nil, fmt.Errorf("competition store: scorecards of %d: %w", competitionID, err)
	}
	return out, nil
}

// UserNames reads the full names of users (first and last name, trimmed),
// whatever their state: the report names the authors of scorecards who no
// longer sit on a jury.
func (s *Store) UserNames(ctx context.Context, ids []int64) (map[int64]string, error) {
	out := make(map[int64]string, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	type named struct {
		id   int64
		name string
	}
	cond, args := db.In("id", ids)
	names, err := db.Collect(ctx, s.db, func(sc db.Scanner) (named, error) {
		var n named
		err := sc.Scan(&n.id, &n.name)
		return n, err
	}, "SELECT id, TRIM(COALESCE(first_name, '') || ' ' || COALESCE(last_name, '')) FROM app_user WHERE "+cond, args...)
	if err != nil {
		return nil, fmt.Errorf("competition store: user names: %w", err)
	}
	for _, n := range names {
		out[n.id] = n.name
	}
	return out, nil
}

// Ranked reads the best limit ideas of a competition among those in one of
// stateIDs with a score, best first: an idea's score is the mean of the
// submitted scorecards of its latest jury stage that has one (two decimals,
// as the report shows it); ties go to the older idea. The score and the
// rank are computed in SQL (window functions), so only limit rows come back
// whatever the number of ideas and scorecards.
func (s *Store) Ranked(ctx context.Context, competitionID int64, stateIDs []int64, limit int) ([]RankedIdea, error) {
	if len(stateIDs) == 0 || limit <= 0 {
		return []RankedIdea{}, nil
	}
	mean := "ROUND(e.score_sum / e.submitted_count, 2)"
	if s.db.Dialect == db.Postgres {
		mean = "ROUND((e.score_sum / e.submitted_count)::numeric, 2)::double precision"
	}
	juries, juryArgs := db.In("e.eval_flow_type", juryEvalTypes())
	states, stateArgs := db.In("c.state_id", stateIDs)
	args := slices.Concat([]any{competitionID}, juryArgs, stateArgs, []any{limit})
	out, err := db.Collect(ctx, s.db, func(sc db.Scanner) (RankedIdea, error) {
		var r RankedIdea
		err := sc.Scan(&r.ID, &r.Score)
		return r, err
	}, `WITH scored AS (
			SELECT e.contribution_id AS id, e.eval_flow_type AS eval_type, `+mean+` AS score
			FROM contribution c JOIN eval_score e ON e.contribution_id = c.id
			WHERE c.competition_id = ? AND e.submitted_count > 0 AND `+juries+` AND `+states+`),
		latest AS (SELECT id, score, ROW_NUMBER() OVER (PARTITION BY id ORDER BY eval_type DESC) AS stage FROM scored),
		ranked AS (SELECT id, score, ROW_NUMBER() OVER (ORDER BY score DESC, id) AS place FROM latest WHERE stage = 1)
		SELECT id, score FROM ranked WHERE place <= ? ORDER BY place`, args...)
	if err != nil {
		return nil, fmt.Errorf("competition store: ranking of %d: %w", competitionID, err)
	}
	return out, nil
}

// Winners reads the rewards given in competitions (at COMPLETE): per reward
// the idea that won it and the owners who got it.
func (s *Store) Winners(ctx context.Context, ids []int64) (map[int64]*RewardWinner, error) {
	out := map[int64]*RewardWinner{}
	if len(ids) == 0 {
		return out, nil
	}
	cond, args := db.In("r.competition_id", ids)
	type row struct {
		reward int64
		w      RewardWinner
		owner  *int64
		name   *string
	}
	rows, err := db.Collect(ctx, s.db, func(sc db.Scanner) (row, error) {
		var r row
		err := sc.Scan(&r.reward, &r.w.IdeaID, &r.w.Code, &r.w.Title, &r.owner, &r.name)
		return r, err
	}, `SELECT r.reward_id, c.id, c.code, c.title, u.id, TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, ''))
		FROM competition_idea_reward r JOIN contribution c ON c.id = r.contribution_id
		LEFT JOIN user_reward ur ON ur.contribution_id = r.contribution_id AND ur.reward_id = r.reward_id
		LEFT JOIN app_user u ON u.id = ur.user_id
		WHERE `+cond+` ORDER BY r.reward_id, ur.id`, args...)
	if err != nil {
		return nil, fmt.Errorf("competition store: winners: %w", err)
	}
	for _, r := range rows {
		w := out[r.reward]
		if w == nil {
			w = &RewardWinner{IdeaID: r.w.IdeaID, Code: r.w.Code, Title: r.w.Title, Owners: []RewardOwner{}}
			out[r.reward] = w
		}
		if r.owner != nil && r.name != nil {
			w.Owners = append(w.Owners, RewardOwner{ID: *r.owner, FullName: *r.name})
		}
	}
	return out, nil
}

// IdeaIndex reads, in one snapshot, a competition's submitted ideas as
// IdeasByID reads them, their order in each sort get-ideas offers (as the
// database sorts them: its collation, its place for NULL) and the
// competition_idea_change.seq they are as of (-1: no counter row, so no
// copy may be kept).
func (s *Store) IdeaIndex(ctx context.Context, competitionID int64) (ideas []Idea, orders map[string][]int64, seq int64, err error) {
	err = s.db.WithSnapshot(ctx, func(ctx context.Context) error {
		if err := s.db.QueryRow(ctx, "SELECT COALESCE((SELECT seq FROM competition_idea_change WHERE competition_id = ?), -1)",
			competitionID).Scan(&seq); err != nil {
			return fmt.Errorf("competition store: idea change of %d: %w", competitionID, err)
		}
		query, args := s.ideasSQL("c.competition_id = ? AND c.submitted_date IS NOT NULL", []any{competitionID})
		var err error
		if ideas, err = db.Collect(ctx, s.db, scanIdea, query, args...); err != nil {
			return fmt.Errorf("competition store: ideas of %d: %w", competitionID, err)
		}
		orders = map[string][]int64{}
		for _, column := range IdeaSortable {
			if orders[column], err = s.IdeaOrder(ctx, competitionID, paging.Page{Sort: []paging.Order{{Column: column}}}); err != nil {
				return err
			}
		}
		return nil
	})
	return ideas, orders, seq, err
}
