package evaluation

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// Store is the SQL of evaluation definitions, scorecards and answers.
type Store struct{ db *db.DB }

// NewStore returns the evaluation store.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

const definitionColumns = `d.id, d.title, d.explanation, d.contribution_type, d.eval_flow_type, d.competition_id, d.eval_type,
	d.eval_over, d.created_date, d.updated_date, EXISTS (SELECT 1 FROM eval_scorecard s WHERE s.eval_definition_id = d.id)`

func scanDefinition(sc db.Scanner) (EvalDefinition, error) {
	d := EvalDefinition{Items: []EvalItem{}}
	err := sc.Scan(&d.ID, &d.Title, &d.Explanation, &d.ContributionType, &d.EvalFlowType, &d.CompetitionID, &d.EvalType,
		&d.EvalOver, &d.CreatedDate, &d.UpdatedDate, &d.InUse)
	return d, err
}

// withItems reads the questions of the definitions, in their order.
func (s *Store) withItems(ctx context.Context, defs []EvalDefinition) error {
	if len(defs) == 0 {
		return nil
	}
	at := map[int64]int{}
	ids := make([]int64, 0, len(defs))
	for i, d := range defs {
		at[d.ID] = i
		ids = append(ids, d.ID)
	}
	var w db.Where
	db.AndIn(&w, "eval_definition_id", ids)
	where, args := w.SQL()
	items, err := db.Collect(ctx, s.db, func(sc db.Scanner) (EvalItem, error) {
		var it EvalItem
		err := sc.Scan(&it.ID, &it.EvalDefinitionID, &it.Question, &it.Weight)
		return it, err
	}, "SELECT id, eval_definition_id, question, weight FROM eval_item_definition"+where+" ORDER BY rank, id", args...)
	if err != nil {
		return fmt.Errorf("evaluation: questions: %w", err)
	}
	for _, it := range items {
		d := &defs[at[it.EvalDefinitionID]]
		d.Items = append(d.Items, it)
	}
	return nil
}

// List reads the definitions of a contribution type, newest first.
func (s *Store) List(ctx context.Context, contributionType string) ([]EvalDefinition, error) {
	defs, err := db.Collect(ctx, s.db, scanDefinition, "SELECT "+definitionColumns+
		" FROM eval_definition d WHERE d.contribution_type = ? ORDER BY d.id DESC", contributionType)
	if err != nil {
		return nil, fmt.Errorf("evaluation: list %s: %w", contributionType, err)
	}
	return defs, s.withItems(ctx, defs)
}

// Get reads one definition with its questions (db.IsNoRows when there is none).
func (s *Store) Get(ctx context.Context, id int64) (EvalDefinition, error) {
	d, err := db.ScanOne(ctx, s.db, scanDefinition, "SELECT "+definitionColumns+" FROM eval_definition d WHERE d.id = ?", id)
	if err != nil {
		if db.IsNoRows(err) {
			return d, err
		}
		return d, fmt.Errorf("evaluation: get %d: %w", id, err)
	}
	defs := []EvalDefinition{d}
	err = s.withItems(ctx, defs)
	return defs[0], err
}

// Latest finds the newest definition of an eval type for a contribution
// type (a competition's own first); 0 when there is none.
func (s *Store) Latest(ctx context.Context, contributionType, evalType string, competitionID *int64) (int64, error) {
	if competitionID != nil && lifecycle.IsJuryEval(evalType) {
		// A competition's jury answers the definition the wizard chose for it (package competition).
		ids, err := db.Int64s(ctx, s.db, "SELECT eval_definition_id FROM competition_jury WHERE competition_id = ? AND jury_type = ?",
			*competitionID, strings.TrimPrefix(evalType, "EVAL_"))
		if err != nil {
			return 0, fmt.Errorf("evaluation: jury definition %s: %w", evalType, err)
		}
		if len(ids) > 0 {
			return ids[0], nil
		}
	}
	ids, err := db.Int64s(ctx, s.db, `SELECT id FROM eval_definition WHERE contribution_type = ? AND eval_flow_type = ?
		AND (competition_id IS NULL OR competition_id = ?) ORDER BY CASE WHEN competition_id IS NULL THEN 1 ELSE 0 END, id DESC LIMIT 1`,
		contributionType, evalType, competitionID)
	if err != nil {
		return 0, fmt.Errorf("evaluation: latest %s: %w", evalType, err)
	}
	if len(ids) == 0 {
		return 0, nil
	}
	return ids[0], nil
}

// Insert adds a definition and its questions; it returns the new id.
func (s *Store) Insert(ctx context.Context, d EvalDefinition, now time.Time) (int64, error) {
	id, err := s.db.InsertID(ctx, `INSERT INTO eval_definition (title, explanation, contribution_type, eval_flow_type, competition_id,
		eval_type, eval_over, created_date, updated_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, d.Title, d.Explanation, d.ContributionType,
		d.EvalFlowType, d.CompetitionID, d.EvalType, d.EvalOver, now, now)
	if err != nil {
		return 0, fmt.Errorf("evaluation: insert definition: %w", err)
	}
	return id, s.insertItems(ctx, id, d.Items)
}

func (s *Store) insertItems(ctx context.Context, id int64, items []EvalItem) error {
	for i, it := range items {
		if _, err := s.db.Exec(ctx, "INSERT INTO eval_item_definition (eval_definition_id, question, weight, rank) VALUES (?, ?, ?, ?)",
			id, it.Question, it.Weight, i+1); err != nil {
			return fmt.Errorf("evaluation: insert question: %w", err)
		}
	}
	return nil
}

// Update writes a definition's fields and, when replaceItems, replaces its
// questions; otherwise only the questions' texts change.
func (s *Store) Update(ctx context.Context, d EvalDefinition, replaceItems bool, now time.Time) error {
	if _, err := s.db.Exec(ctx, `UPDATE eval_definition SET title = ?, explanation = ?, contribution_type = ?, eval_flow_type = ?,
		competition_id = ?, updated_date = ? WHERE id = ?`, d.Title, d.Explanation, d.ContributionType, d.EvalFlowType, d.CompetitionID,
		now, d.ID); err != nil {
		return fmt.Errorf("evaluation: update definition %d: %w", d.ID, err)
	}
	if replaceItems {
		if _, err := s.db.Exec(ctx, "DELETE FROM eval_item_definition WHERE eval_definition_id = ?", d.ID); err != nil {
			return fmt.Errorf("evaluation: drop questions: %w", err)
		}
		return s.insertItems(ctx, d.ID, d.Items)
	}
	for _, it := range d.Items {
		if _, err := s.db.Exec(ctx, "UPDATE eval_item_definition SET question = ? WHERE id = ? AND eval_definition_id = ?",
			it.Question, it.ID, d.ID); err != nil {
			return fmt.Errorf("evaluation: update question: %w", err)
		}
	}
	return nil
}

// Lock takes the definition's row for the rest of the transaction, so a
// scorecard cannot start answering it while it changes.
func (s *Store) Lock(ctx context.Context, id int64) error {
	if _, err := s.db.Exec(ctx, "UPDATE eval_definition SET updated_date = updated_date WHERE id = ?", id); err != nil {
		return fmt.Errorf("evaluation: lock definition %d: %w", id, err)
	}
	return nil
}

// Delete removes a definition that no scorecard answers; false when one does.
func (s *Store) Delete(ctx context.Context, id int64) (bool, error) {
	res, err := s.db.Exec(ctx, "DELETE FROM eval_definition WHERE id = ? AND NOT EXISTS (SELECT 1 FROM eval_scorecard s WHERE s.eval_definition_id = ?)", id, id)
	if err != nil {
		return false, fmt.Errorf("evaluation: delete definition %d: %w", id, err)
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

// card is a scorecard row with its evaluator's name.
type card struct {
	id, definitionID, userID, stateID int64
	evalType, fullName, comment       string
	submitted                         bool
	score                             float64
	submittedDate                     *time.Time
	answers                           []EvalAnswer
}

const cardColumns = `s.id, s.eval_definition_id, s.user_id, s.state_id, s.eval_flow_type,
	TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')), s.comment, s.submitted, s.score, s.submitted_date`

// Cards reads the scorecards of a contribution (of one eval type, or all
// when evalType is ""), with their answers, oldest first: one statement,
// each card's answers its answers column (AnswersText).
func (s *Store) Cards(ctx context.Context, contributionID int64, evalType string, userID int64) ([]card, error) {
	q, args := s.cardsQuery(contributionID, evalType, userID)
	cards, err := db.Collect(ctx, s.db, scanCard, q+" ORDER BY s.id", args...)
	if err != nil {
		return nil, fmt.Errorf("evaluation: scorecards of %d: %w", contributionID, err)
	}
	return cards, nil
}

// CardsAlong reads what Cards reads (all of the caller's evaluators) into
// into, as an along of the contribution's own read: one round trip for the
// evaluation subject and its scorecards. byAge puts them in Cards' order.
func (s *Store) CardsAlong(contributionID int64, evalType string, into *[]card) *db.Along {
	q, args := s.cardsQuery(contributionID, evalType, 0)
	return &db.Along{SQL: q, Args: args, Scan: func(sc db.Scanner) error {
		c, err := scanCard(sc)
		*into = append(*into, c)
		return err
	}}
}

// byAge orders scorecards oldest first, as Cards reads them.
func byAge(cards []card) {
	slices.SortFunc(cards, func(a, b card) int { return cmp.Compare(a.id, b.id) })
}

// cardsQuery is the statement of Cards, without its order.
func (s *Store) cardsQuery(contributionID int64, evalType string, userID int64) (string, []any) {
	var w db.Where
	w.And("s.contribution_id = ?", contributionID)
	w.AndIf(evalType != "", "s.eval_flow_type = ?", evalType)
	w.AndIf(userID != 0, "s.user_id = ?", userID)
	where, args := w.SQL()
	return "SELECT " + cardColumns + ", s.answers FROM eval_scorecard s JOIN app_user u ON u.id = s.user_id" + where, args
}

// scanCard scans a row of cardsQuery.
func scanCard(sc db.Scanner) (card, error) {
	var c card
	var answers *string
	err := sc.Scan(&c.id, &c.definitionID, &c.userID, &c.stateID, &c.evalType, &c.fullName, &c.comment, &c.submitted, &c.score,
		&c.submittedDate, &answers)
	c.answers = []EvalAnswer{}
	if err != nil || answers == nil {
		return c, err
	}
	var pairs [][2]int64
	if err := json.Unmarshal([]byte(*answers), &pairs); err != nil {
		return c, fmt.Errorf("answers of scorecard %d: %w", c.id, err)
	}
	for _, p := range pairs {
		c.answers = append(c.answers, EvalAnswer{EvalItemDefinitionID: p[0], Stars: int(p[1])})
	}
	return c, nil
}

// Submitted lists who has submitted a scorecard of evalType on a contribution.
func (s *Store) Submitted(ctx context.Context, contributionID int64, evalType string) ([]int64, error) {
	ids, err := db.Int64s(ctx, s.db, "SELECT user_id FROM eval_scorecard WHERE contribution_id = ? AND eval_flow_type = ? AND submitted = ? ORDER BY user_id",
		contributionID, evalType, true)
	if err != nil {
		return nil, fmt.Errorf("evaluation: submitted of %d: %w", contributionID, err)
	}
	return ids, nil
}

// saved is a scorecard to write.
type saved struct {
	contributionID, definitionID, userID, stateID int64
	evalType, comment                             string
	submitted                                     bool
	score                                         float64
	answers                                       []EvalAnswer
	now                                           time.Time
}

// AnswersText is a scorecard's answers as its answers column holds them
// (migration 0039): a JSON array of [item id, stars] pairs by item id,
// NULL (nil) when there are none. The eval_answer rows hold the same.
func AnswersText(answers []EvalAnswer) *string {
	if len(answers) == 0 {
		return nil
	}
	sorted := slices.SortedFunc(slices.Values(answers), func(a, b EvalAnswer) int {
		return cmp.Compare(a.EvalItemDefinitionID, b.EvalItemDefinitionID)
	})
	b := []byte{'['}
	for i, a := range sorted {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		b = strconv.AppendInt(b, a.EvalItemDefinitionID, 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(a.Stars), 10)
		b = append(b, ']')
	}
	text := string(append(b, ']'))
	return &text
}

// Save writes the caller's scorecard (one per contribution, eval type and
// user) and replaces its answers.
func (s *Store) Save(ctx context.Context, c saved) error {
	var submittedDate *time.Time
	if c.submitted {
		submittedDate = &c.now
	}
	var id int64
	err := s.db.QueryRow(ctx, `INSERT INTO eval_scorecard (contribution_id, eval_flow_type, eval_definition_id, user_id, state_id, comment,
		submitted, score, created_date, updated_date, submitted_date, answers) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (contribution_id, eval_flow_type, user_id) DO UPDATE SET state_id = excluded.state_id, comment = excluded.comment,
		submitted = excluded.submitted, score = excluded.score, updated_date = excluded.updated_date,
		submitted_date = COALESCE(eval_scorecard.submitted_date, excluded.submitted_date), answers = excluded.answers RETURNING id`,
		c.contributionID, c.evalType, c.definitionID, c.userID, c.stateID, c.comment, c.submitted, c.score, c.now, c.now, submittedDate,
		AnswersText(c.answers)).Scan(&id)
	if err != nil {
		return fmt.Errorf("evaluation: save scorecard: %w", err)
	}
	if _, err := s.db.Exec(ctx, "DELETE FROM eval_answer WHERE scorecard_id = ?", id); err != nil {
		return fmt.Errorf("evaluation: drop answers: %w", err)
	}
	for _, a := range c.answers {
		if _, err := s.db.Exec(ctx, "INSERT INTO eval_answer (scorecard_id, eval_item_definition_id, stars) VALUES (?, ?, ?)",
			id, a.EvalItemDefinitionID, a.Stars); err != nil {
			return fmt.Errorf("evaluation: answer: %w", err)
		}
	}
	return nil
}
