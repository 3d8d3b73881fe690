package evaluation

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/memo"
)

// Contributions is what the evaluations ask of the contribution engine.
type Contributions interface {
	EvalSubjectAlong(ctx context.Context, id int64, along *db.Along) (contribution.EvalSubject, error)
	EvaluationSubmitted(ctx context.Context, id int64, st *lifecycle.State, evalType string, allDone bool) error
}

// Service holds the rules of evaluation definitions, scorecards and the report.
type Service struct {
	db            *db.DB
	store         *Store
	contributions Contributions
	now           func() time.Time
	defs          *memo.Cache[int64, EvalDefinition] // definitions by id (read paths)
	latest        *memo.Cache[latestKey, int64]      // the newest definition's id (read paths)
	onChange      []func()                           // told after a commit that wrote a definition or a scorecard
}

// OnChange registers f, called after each commit that wrote a definition or
// a scorecard (the competitions forget the rankings they keep).
func (s *Service) OnChange(f func()) { s.onChange = append(s.onChange, f) }

// NewService returns the evaluation service.
func NewService(d *db.DB, c Contributions) *Service {
	return &Service{db: d, store: NewStore(d), contributions: c, now: db.Now,
		defs: memo.New[int64, EvalDefinition](defMaxAge, 1000), latest: memo.New[latestKey, int64](defMaxAge, 1000)}
}

// defMaxAge is how long a node serves the definitions it read for the
// report and the scorecards: they change rarely (another node's change is
// seen after this; this node's at once, see changed).
const defMaxAge = 2 * time.Second

// latestKey names the newest definition of an eval type for a contribution
// type (and competition, 0 for none).
type latestKey struct {
	contributionType, evalType string
	competitionID              int64
}

// changed marks the remembered definitions stale once the transaction
// commits: a definition was written, or a scorecard (which may make one in use).
func (s *Service) changed(ctx context.Context) {
	db.AfterCommit(ctx, func() {
		s.defs.Changed()
		s.latest.Changed()
		for _, f := range s.onChange {
			f()
		}
	})
}

// readDefinition is a definition for the read paths (the report, a
// scorecard's view), remembered for defMaxAge; writers read it with get.
// The value is shared: callers do not change it.
func (s *Service) readDefinition(ctx context.Context, id int64) (EvalDefinition, error) {
	return s.defs.Get(id, func() (EvalDefinition, error) { return s.get(ctx, id) })
}

// readLatest is store.Latest for the read paths, remembered as readDefinition.
func (s *Service) readLatest(ctx context.Context, contributionType, evalType string, competitionID *int64) (int64, error) {
	k := latestKey{contributionType: contributionType, evalType: evalType}
	if competitionID != nil {
		k.competitionID = *competitionID
	}
	return s.latest.Get(k, func() (int64, error) { return s.store.Latest(ctx, contributionType, evalType, competitionID) })
}

// adminRoles are the authorities that administer the definitions of a
// contribution type: its type administrator, and for ideas the competition
// editors too (competitions build their juries on them).
func adminRoles(contributionType string) []string {
	if contributionType == lifecycle.ContributionIdea {
		return []string{auth.RoleCompetitionAdmin, auth.RoleCompetitionEditor}
	}
	return []string{lifecycle.TypeAdminRole(contributionType)}
}

// requireAdmin refuses an unknown type and a caller who does not administer it.
func requireAdmin(ctx context.Context, contributionType string) error {
	if err := lifecycle.CheckContributionType(contributionType); err != nil {
		return err
	}
	if !auth.FromContext(ctx).HasAny(adminRoles(contributionType)...) {
		return apperr.Forbidden()
	}
	return nil
}

// List returns the definitions of a contribution type, newest first.
func (s *Service) List(ctx context.Context, contributionType string) ([]EvalDefinition, error) {
	if err := requireAdmin(ctx, contributionType); err != nil {
		return nil, err
	}
	return s.store.List(ctx, contributionType)
}

// Options returns the definitions of a contribution type to choose from.
func (s *Service) Options(ctx context.Context, contributionType string) ([]EvalOption, error) {
	defs, err := s.List(ctx, contributionType)
	if err != nil {
		return nil, err
	}
	out := make([]EvalOption, 0, len(defs))
	for _, d := range defs {
		out = append(out, EvalOption{ID: d.ID, Title: d.Title, EvalFlowType: d.EvalFlowType})
	}
	return out, nil
}

// Get returns one definition to an administrator of its type.
func (s *Service) Get(ctx context.Context, id int64) (EvalDefinition, error) {
	d, err := s.get(ctx, id)
	if err != nil {
		return d, err
	}
	return d, requireAdmin(ctx, d.ContributionType)
}

func (s *Service) get(ctx context.Context, id int64) (EvalDefinition, error) {
	d, err := s.store.Get(ctx, id)
	if db.IsNoRows(err) {
		return d, apperr.NotFound("evalDefinition")
	}
	return d, err
}

// check holds a definition to spec 001 §5: title 3–255, explanation
// 3–1024, questions 3–512 with a weight of at least 1, weights totalling
// exactly 100, STAR5 over 100.
func check(d *EvalDefinition) error {
	d.Title, d.Explanation = strings.TrimSpace(d.Title), strings.TrimSpace(d.Explanation)
	if d.EvalType == "" {
		d.EvalType = EvalTypeStar5
	}
	if d.EvalOver == 0 {
		d.EvalOver = EvalOver
	}
	c := apperr.NewCheck("evalDefinition")
	if c.Required("title", d.Title) {
		c.Size("title", d.Title, 3, 255)
	}
	if c.Required("explanation", d.Explanation) {
		c.Size("explanation", d.Explanation, 3, 1024)
	}
	if c.Required("contributionType", d.ContributionType) {
		c.OneOf("contributionType", d.ContributionType, lifecycle.ContributionTypes...)
	}
	if c.Required("evalFlowType", d.EvalFlowType) {
		c.OneOf("evalFlowType", d.EvalFlowType, lifecycle.EvalTypes...)
	}
	c.OneOf("evalType", d.EvalType, EvalTypeStar5)
	c.Range("evalOver", int64(d.EvalOver), EvalOver, EvalOver)
	if len(d.Items) == 0 {
		c.Fail("evalItemDefinitionList", "NotEmpty")
	}
	if len(d.Items) > MaxQuestions {
		c.Fail("evalItemDefinitionList", "Size")
	}
	total := 0
	for i := range d.Items {
		it := &d.Items[i]
		it.Question = strings.TrimSpace(it.Question)
		field := "evalItemDefinitionList[" + strconv.Itoa(i) + "]"
		if c.Required(field+".question", it.Question) {
			c.Size(field+".question", it.Question, 3, 512)
		}
		c.Range(field+".weight", int64(it.Weight), 1, EvalOver)
		total += it.Weight
	}
	if len(d.Items) > 0 && total != EvalOver {
		code := "Min"
		if total > EvalOver {
			code = "Max"
		}
		c.Fail("evalItemDefinitionList", code) // weights must total exactly 100
	}
	return c.Err()
}

// Create adds a definition.
func (s *Service) Create(ctx context.Context, d EvalDefinition) (EvalDefinition, error) {
	if d.ID != 0 {
		return EvalDefinition{}, apperr.EntityBadRequest("evalDefinition", "idexists")
	}
	if err := check(&d); err != nil {
		return EvalDefinition{}, err
	}
	if err := requireAdmin(ctx, d.ContributionType); err != nil {
		return EvalDefinition{}, err
	}
	var id int64
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		var err error
		s.changed(ctx)
		id, err = s.store.Insert(ctx, d, s.now())
		return err
	})
	if err != nil {
		return EvalDefinition{}, err
	}
	return s.get(ctx, id)
}

// Update changes a definition. Once scorecards answer it only its texts
// may change (title, explanation, the questions' wording): its type, eval
// type, questions and weights stay, and a new definition is the next version.
func (s *Service) Update(ctx context.Context, d EvalDefinition) (EvalDefinition, error) {
	if d.ID == 0 {
		return EvalDefinition{}, apperr.EntityBadRequest("evalDefinition", "idnull")
	}
	if err := check(&d); err != nil {
		return EvalDefinition{}, err
	}
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		if err := s.store.Lock(ctx, d.ID); err != nil {
			return err
		}
		old, err := s.get(ctx, d.ID)
		if err != nil {
			return err
		}
		if err := requireAdmin(ctx, old.ContributionType); err != nil {
			return err
		}
		if err := requireAdmin(ctx, d.ContributionType); err != nil {
			return err
		}
		if old.InUse && !sameShape(old, d) {
			return apperr.BadRequest(ErrAnswered, map[string]any{"id": d.ID})
		}
		s.changed(ctx)
		return s.store.Update(ctx, d, !old.InUse, s.now())
	})
	if err != nil {
		return EvalDefinition{}, err
	}
	return s.get(ctx, d.ID)
}

// sameShape reports whether d keeps old's type, eval type, questions (by
// id, in order) and weights: all an answered definition may not change.
func sameShape(old, d EvalDefinition) bool {
	if old.ContributionType != d.ContributionType || old.EvalFlowType != d.EvalFlowType || len(old.Items) != len(d.Items) {
		return false
	}
	if (old.CompetitionID == nil) != (d.CompetitionID == nil) || (old.CompetitionID != nil && *old.CompetitionID != *d.CompetitionID) {
		return false
	}
	for i, it := range old.Items {
		if d.Items[i].ID != it.ID || d.Items[i].Weight != it.Weight {
			return false
		}
	}
	return true
}

// Delete removes a definition no scorecard answers (400 evalDefinitionInUse otherwise).
func (s *Service) Delete(ctx context.Context, id int64) error {
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		d, err := s.get(ctx, id)
		if err != nil {
			return err
		}
		if err := requireAdmin(ctx, d.ContributionType); err != nil {
			return err
		}
		s.changed(ctx)
		deleted, err := s.store.Delete(ctx, id)
		if err != nil {
			return err
		}
		if !deleted {
			return apperr.BadRequest(ErrInUse, map[string]any{"id": id})
		}
		return nil
	})
}

// Submitted lists who has submitted a scorecard of evalType on a
// contribution (the engine asks before an action that waits for it).
func (s *Service) Submitted(ctx context.Context, contributionID int64, evalType string) ([]int64, error) {
	return s.store.Submitted(ctx, contributionID, evalType)
}

func checkEvalType(evalType string) error {
	if !slices.Contains(lifecycle.EvalTypes, evalType) {
		return apperr.BadRequest(ErrTypeInvalid, map[string]any{"evalType": evalType})
	}
	return nil
}

// subject loads a contribution the caller may see, checking the path's type.
func (s *Service) subject(ctx context.Context, id int64, contributionType string, along *db.Along) (contribution.EvalSubject, error) {
	subj, err := s.contributions.EvalSubjectAlong(ctx, id, along)
	if err != nil {
		return subj, err
	}
	if contributionType != "" && !strings.EqualFold(contributionType, subj.ContributionType) {
		return subj, apperr.NotFound("contribution")
	}
	return subj, nil
}

// definitionFor is the definition a contribution's scorecards of evalType
// answer: the one its first scorecard answers, else the newest of its type
// (0 when there is none);
// latest (store.Latest or readLatest) finds the newest.
func (s *Service) definitionFor(ctx context.Context, subj contribution.EvalSubject, evalType string, cards []card,
	latest func(ctx context.Context, contributionType, evalType string, competitionID *int64) (int64, error)) (int64, error) {
	for _, c := range cards {
		if c.evalType == evalType {
			return c.definitionID, nil
		}
	}
	return latest(ctx, subj.ContributionType, evalType, subj.CompetitionID)
}

// othersHidden reports whether an evaluator of evalType who has submitted
// still may not read the other evaluators' scorecards: a jury's members
// (EVAL_JURY1-3) read them only once their stage has ended, that is once
// the state no longer lets them evaluate (mayEvaluate).
func othersHidden(evalType string, mayEvaluate bool) bool {
	return mayEvaluate && lifecycle.IsJuryEval(evalType)
}

// holds reports whether the caller holds one of roles.
func holds(subj contribution.EvalSubject, roles []string) bool {
	return slices.ContainsFunc(roles, func(r string) bool { return slices.Contains(subj.Roles, r) })
}

// Scorecard returns a scorecard of evalType on a contribution: the
// caller's own (userID 0 or their id; an empty one while the state lets
// them evaluate), or another evaluator's submitted one once the caller has
// submitted theirs (no anchoring). Owners and others get 403.
func (s *Service) Scorecard(ctx context.Context, evalType string, contributionID int64, contributionType string, userID int64) (Scorecard, error) {
	if err := checkEvalType(evalType); err != nil {
		return Scorecard{}, err
	}
	var cards []card
	subj, err := s.subject(ctx, contributionID, contributionType, s.store.CardsAlong(contributionID, evalType, &cards))
	if err != nil {
		return Scorecard{}, err
	}
	byAge(cards)
	caller := auth.FromContext(ctx).UserID
	var own, other *card
	for i := range cards {
		if cards[i].userID == caller {
			own = &cards[i]
		}
		if cards[i].userID == userID {
			other = &cards[i]
		}
	}
	mayWrite := holds(subj, subj.State.EvaluatorRoles(evalType))
	if userID != 0 && userID != caller {
		if own == nil || !own.submitted || othersHidden(evalType, mayWrite) {
			return Scorecard{}, apperr.Forbidden()
		}
		if other == nil || !other.submitted {
			return Scorecard{}, apperr.NotFound("evalScorecard")
		}
		return s.view(ctx, subj, evalType, other, false)
	}
	if own == nil && !mayWrite {
		return Scorecard{}, apperr.Forbidden()
	}
	return s.view(ctx, subj, evalType, own, mayWrite)
}

// view builds the answer for a scorecard (c nil: the caller's empty one).
func (s *Service) view(ctx context.Context, subj contribution.EvalSubject, evalType string, c *card, editable bool) (Scorecard, error) {
	var defID int64
	if c != nil {
		defID = c.definitionID
	} else {
		var err error
		if defID, err = s.readLatest(ctx, subj.ContributionType, evalType, subj.CompetitionID); err != nil {
			return Scorecard{}, err
		}
		if other, err := s.store.Cards(ctx, subj.ID, evalType, 0); err != nil {
			return Scorecard{}, err
		} else if len(other) > 0 {
			defID = other[0].definitionID
		}
	}
	if defID == 0 {
		return Scorecard{}, apperr.BadRequest(ErrNoDefinition, map[string]any{"evalType": evalType, "contributionType": subj.ContributionType})
	}
	d, err := s.readDefinition(ctx, defID)
	if err != nil {
		return Scorecard{}, err
	}
	out := Scorecard{ContributionID: subj.ID, EvalFlowType: evalType, EvalDefinition: d, UserID: auth.FromContext(ctx).UserID,
		Answers: []EvalAnswer{}, Score: NoScore, Editable: editable}
	if c != nil {
		out.UserID, out.FullName, out.Comment, out.Submitted, out.SubmittedDate = c.userID, c.fullName, c.comment, c.submitted, c.submittedDate
		out.Answers, out.Score = c.answers, c.score
	}
	return out, nil
}

// Save writes the caller's answers (PUT api/v3/evals). The state must grant
// the evaluation to one of the caller's roles; stars are 1 to 5 for
// questions of the definition in effect; submitting needs every question
// answered, scores the card and closes the caller's task. A submitted
// scorecard may still change while the contribution stays in the state.
func (s *Service) Save(ctx context.Context, in ScorecardInput) (Scorecard, error) {
	if in.ContributionID <= 0 {
		c := apperr.NewCheck("scorecard")
		c.Fail("contributionId", "NotNull")
		return Scorecard{}, c.Err()
	}
	if err := checkEvalType(in.EvalFlowType); err != nil {
		return Scorecard{}, err
	}
	in.Comment = strings.TrimSpace(in.Comment)
	caller := auth.FromContext(ctx).UserID
	var subj contribution.EvalSubject
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		var err error
		if subj, err = s.subject(ctx, in.ContributionID, "", nil); err != nil {
			return err
		}
		roles := subj.State.EvaluatorRoles(in.EvalFlowType)
		if len(roles) == 0 {
			return apperr.BadRequest(ErrNotOpen, map[string]any{"evalType": in.EvalFlowType, "state": subj.State.Code})
		}
		if !holds(subj, roles) {
			return apperr.Forbidden()
		}
		cards, err := s.store.Cards(ctx, in.ContributionID, in.EvalFlowType, 0)
		if err != nil {
			return err
		}
		defID, err := s.definitionFor(ctx, subj, in.EvalFlowType, cards, s.store.Latest)
		if err != nil {
			return err
		}
		if defID == 0 {
			return apperr.BadRequest(ErrNoDefinition, map[string]any{"evalType": in.EvalFlowType, "contributionType": subj.ContributionType})
		}
		if err := s.store.Lock(ctx, defID); err != nil {
			return err
		}
		d, err := s.get(ctx, defID)
		if err != nil {
			return err
		}
		submitted := in.Submit
		for _, c := range cards {
			if c.userID == caller && c.submitted {
				submitted = true
			}
		}
		if err := checkAnswers(d, in, submitted); err != nil {
			return err
		}
		sc := NoScore
		if submitted {
			sc = score(d, in.Answers)
		}
		s.changed(ctx) // the first scorecard puts the definition in use
		if err := s.store.Save(ctx, saved{contributionID: in.ContributionID, definitionID: defID, userID: caller, stateID: subj.State.ID,
			evalType: in.EvalFlowType, comment: in.Comment, submitted: submitted, score: sc, answers: in.Answers, now: s.now()}); err != nil {
			return err
		}
		if !submitted {
			return nil
		}
		done, err := s.store.Submitted(ctx, in.ContributionID, in.EvalFlowType)
		if err != nil {
			return err
		}
		people := subj.Holders(roles) // the people, read with the subject in this transaction
		allDone := !slices.ContainsFunc(people, func(p contribution.Person) bool { return !slices.Contains(done, p.UserID) })
		return s.contributions.EvaluationSubmitted(ctx, in.ContributionID, subj.State, in.EvalFlowType, allDone)
	})
	if err != nil {
		return Scorecard{}, err
	}
	return s.Scorecard(ctx, in.EvalFlowType, in.ContributionID, "", 0)
}

// checkAnswers holds the answers to the definition: known questions, once
// each, 1 to 5 stars; all of them when the scorecard is submitted.
func checkAnswers(d EvalDefinition, in ScorecardInput, submitted bool) error {
	c := apperr.NewCheck("scorecard")
	c.Size("comment", in.Comment, 0, MaxComment)
	seen := map[int64]bool{}
	for i, a := range in.Answers {
		field := "answers[" + strconv.Itoa(i) + "]"
		if !slices.ContainsFunc(d.Items, func(it EvalItem) bool { return it.ID == a.EvalItemDefinitionID }) || seen[a.EvalItemDefinitionID] {
			c.Fail(field+".evalItemDefinitionId", "Pattern")
		}
		seen[a.EvalItemDefinitionID] = true
		c.Range(field+".stars", int64(a.Stars), 1, MaxStars)
	}
	if err := c.Err(); err != nil {
		return err
	}
	if submitted && len(seen) != len(d.Items) {
		c.Fail("answers", "NotEmpty")
		return c.ErrAs(ErrIncomplete)
	}
	return nil
}

// evalTypesOf are the eval types a report asks for: one, or ALL.
func evalTypesOf(evalType string) ([]string, error) {
	if strings.EqualFold(evalType, ALL) {
		return lifecycle.EvalTypes, nil
	}
	if err := checkEvalType(evalType); err != nil {
		return nil, err
	}
	return []string{evalType}, nil
}

// EvalReport builds the evaluation report of a contribution for the eval types
// whose report command the state grants the caller (403 when none). Per
// eval type: each question's weighted average, each evaluator's score and
// comment (-1 and no comment until submitted), and the mean score.
func (s *Service) Report(ctx context.Context, contributionType string, contributionID int64, evalType string) (EvalReport, error) {
	types, err := evalTypesOf(evalType)
	if err != nil {
		return EvalReport{}, err
	}
	var cards []card
	subj, err := s.subject(ctx, contributionID, contributionType, s.store.CardsAlong(contributionID, "", &cards))
	if err != nil {
		return EvalReport{}, err
	}
	byAge(cards)
	types = slices.DeleteFunc(slices.Clone(types), func(t string) bool {
		return !subj.State.Grants(lifecycle.EvalReportCommand(t), subj.Roles)
	})
	if len(types) == 0 {
		return EvalReport{}, apperr.Forbidden()
	}
	out := EvalReport{ContributionID: subj.ID, Code: subj.Code, Title: subj.Title, Rows: []EvalReportRow{}}
	for _, t := range types {
		row, ok, err := s.reportRow(ctx, subj, t, cards)
		if err != nil {
			return EvalReport{}, err
		}
		if ok {
			out.Rows = append(out.Rows, row)
		}
	}
	return out, nil
}

// evaluatorRoles are the roles that evaluate evalType in state st: those
// its commands grant the evaluation, and the type's own role.
func evaluatorRoles(st *lifecycle.State, evalType string) []string {
	roles := st.EvaluatorRoles(evalType)
	if !slices.Contains(roles, lifecycle.EvalRole(evalType)) {
		roles = append(roles, lifecycle.EvalRole(evalType))
	}
	return roles
}

// reportRow is the report of one eval type; false when the type has
// neither a definition nor scorecards. Its evaluators are among the
// subject's people, read with it.
func (s *Service) reportRow(ctx context.Context, subj contribution.EvalSubject, evalType string, all []card) (EvalReportRow, bool, error) {
	cards := slices.DeleteFunc(slices.Clone(all), func(c card) bool { return c.evalType != evalType })
	defID, err := s.definitionFor(ctx, subj, evalType, cards, s.readLatest)
	if err != nil || defID == 0 {
		return EvalReportRow{}, false, err
	}
	d, err := s.readDefinition(ctx, defID)
	if err != nil {
		return EvalReportRow{}, false, err
	}
	people := subj.Holders(evaluatorRoles(subj.State, evalType))
	if len(cards) == 0 && len(people) == 0 {
		return EvalReportRow{}, false, nil
	}
	row := EvalReportRow{Code: subj.Code, Title: subj.Title, Score: NoScore, JuryType: evalType, JuryTitle: d.Title, EvalDefinitionID: d.ID,
		EvalOver: d.EvalOver, Questions: []QuestionReport{}, JuryUserReport: []UserReport{}}
	// No anchoring: an evaluator of this type who has not submitted yet (a
	// juror: whose stage has not ended) sees who evaluates, but no score,
	// comment or average.
	evaluates := holds(subj, subj.State.EvaluatorRoles(evalType))
	row.ScoresHidden = evaluates && (!submittedBy(cards, auth.FromContext(ctx).UserID) || othersHidden(evalType, evaluates))
	var submitted []card
	listed := map[int64]bool{}
	for _, c := range cards {
		u := UserReport{UserID: c.userID, FullName: c.fullName, Score: NoScore, Submitted: c.submitted}
		if c.submitted && !row.ScoresHidden {
			u.Score, u.Comment = c.score, c.comment
			submitted = append(submitted, c)
		}
		listed[c.userID] = true
		row.JuryUserReport = append(row.JuryUserReport, u)
	}
	for _, p := range people {
		if !listed[p.UserID] {
			listed[p.UserID] = true
			row.JuryUserReport = append(row.JuryUserReport, UserReport{UserID: p.UserID, FullName: strings.TrimSpace(p.FullName), Score: NoScore})
		}
	}
	for _, it := range d.Items {
		q := QuestionReport{ID: it.ID, Question: it.Question, Weight: it.Weight, Average: NoScore}
		if len(submitted) > 0 {
			var sum float64
			for _, c := range submitted {
				for _, a := range c.answers {
					if a.EvalItemDefinitionID == it.ID {
						sum += itemScore(it.Weight, a.Stars, d.EvalOver)
					}
				}
			}
			q.Average = round2(sum / float64(len(submitted)))
		}
		row.Questions = append(row.Questions, q)
	}
	if len(submitted) > 0 {
		var sum float64
		for _, c := range submitted {
			sum += c.score
		}
		row.Score = round2(sum / float64(len(submitted)))
	}
	return row, true, nil
}

// submittedBy reports whether userID has submitted one of cards.
func submittedBy(cards []card, userID int64) bool {
	return slices.ContainsFunc(cards, func(c card) bool { return c.userID == userID && c.submitted })
}

// ExcelName is the download's file name (without extension) for a report.
func ExcelName(r EvalReport) string {
	return fmt.Sprintf("evaluation-report-%s", strings.ReplaceAll(r.Code, "/", "-"))
}
