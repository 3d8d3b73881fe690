package competition

// The competition's evaluation report (eval-report tab and its Excel file):
// for each submitted idea and each jury, the mean of the jurors' submitted
// scores and each juror's score and comment (-1, a dash, when none).

import (
	"cmp"
	"context"
	"maps"
	"math"
	"slices"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/evaluation"
	"github.com/inno-platform/inno/internal/export"
)

// Report builds the evaluation report of a competition for its moderators:
// a row per submitted idea (by code) and jury, with the jury's scorecards on
// the idea by juror id, then the jurors who have none.
func (s *Service) Report(ctx context.Context, id int64) ([]ReportRow, Competition, error) {
	c, err := s.moderated(ctx, id)
	if err != nil {
		return nil, c, err
	}
	juries, err := s.store.Juries(ctx, id)
	if err != nil {
		return nil, c, err
	}
	ideas, err := s.store.SubmittedIdeas(ctx, id)
	if err != nil {
		return nil, c, err
	}
	flowTypes := make([]string, len(juries))
	for i, j := range juries {
		flowTypes[i] = "EVAL_" + j.Type
	}
	cards, err := s.reportCards(ctx, id, flowTypes, ideas)
	if err != nil {
		return nil, c, err
	}
	names, err := s.jurorNames(ctx, juries, cards)
	if err != nil {
		return nil, c, err
	}
	return reportRows(ideas, juries, cards, names), c, nil
}

// reportCards reads the scorecards of the report for ideas: at 5,000 ideas
// and 145,000 scorecards their rows through database/sql were two thirds
// of the report's time, so a competition of reportHalves ideas or more is
// read in two halves at once, on two connections (two statements, as the
// ideas and the juries are read apart already: each idea's cards come from
// one of them).
func (s *Service) reportCards(ctx context.Context, id int64, flowTypes []string, ideas []Idea) ([]reportCard, error) {
	if len(ideas) < reportHalves || db.InTx(ctx) {
		return s.store.ReportCards(ctx, id, flowTypes, math.MinInt64, math.MaxInt64)
	}
	ids := make([]int64, len(ideas))
	for i, idea := range ideas {
		ids[i] = idea.ID
	}
	slices.Sort(ids)
	// Each half is bounded by ideas' ids on both sides: PostgreSQL's
	// generic plan reads the range from the contributions' primary key,
	// and an open lower end made the first half walk every contribution
	// older than the competition (100,000 rows, 50 ms, to find 2,500).
	first, mid, last := ids[0], ids[len(ids)/2], ids[len(ids)-1]
	var low, high []reportCard
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() (err error) {
		low, err = s.store.ReportCards(gctx, id, flowTypes, first, mid-1)
		return err
	})
	g.Go(func() (err error) {
		high, err = s.store.ReportCards(gctx, id, flowTypes, mid, last)
		return err
	})
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return append(low, high...), nil
}

// reportHalves is the number of ideas from which the report reads its
// scorecards in two halves (the tests lower it so that their reports of
// two ideas are read in halves).
var reportHalves = 500

// jurorNames gives the name of the author of each card: the jurors' from
// the juries, and the others' (no longer on the jury) read by id.
func (s *Service) jurorNames(ctx context.Context, juries []Jury, cards []reportCard) (map[int64]string, error) {
	names := map[int64]string{}
	for _, j := range juries {
		for _, u := range j.Users {
			names[u.ID] = strings.Trim(u.FirstName+" "+u.LastName, " ") // as SQL's TRIM(first || ' ' || last)
		}
	}
	var missing []int64
	for _, card := range cards {
		if _, ok := names[card.userID]; !ok && !slices.Contains(missing, card.userID) {
			missing = append(missing, card.userID)
		}
	}
	others, err := s.store.UserNames(ctx, missing)
	if err != nil {
		return nil, err
	}
	maps.Copy(names, others)
	return names, nil
}

// reportRows lays the cards out as the report's rows: the cards are sorted
// into one bucket per idea and jury (counted first, then placed), so each
// row takes its cards as one slice.
func reportRows(ideas []Idea, juries []Jury, cards []reportCard, names map[int64]string) []ReportRow {
	out := make([]ReportRow, 0, len(ideas)*len(juries))
	if len(juries) == 0 {
		return out
	}
	at := make(map[int64]int, len(ideas))
	for i, idea := range ideas {
		at[idea.ID] = i
	}
	// bucket k = idea×len(juries)+jury holds sorted[start[k]:start[k+1]].
	bucket := func(c reportCard) (int, bool) {
		i, ok := at[c.ideaID]
		return i*len(juries) + int(c.jury), ok
	}
	start := make([]int, len(ideas)*len(juries)+1)
	for _, c := range cards {
		if k, ok := bucket(c); ok {
			start[k+1]++
		}
	}
	for k := 1; k < len(start); k++ {
		start[k] += start[k-1]
	}
	sorted := make([]reportCard, start[len(start)-1])
	next := slices.Clone(start)
	for _, c := range cards {
		if k, ok := bucket(c); ok {
			sorted[next[k]] = c
			next[k]++
		}
	}
	for i, idea := range ideas {
		for jx, j := range juries {
			k := i*len(juries) + jx
			own := sorted[start[k]:start[k+1]]
			slices.SortFunc(own, func(a, b reportCard) int { return cmp.Compare(a.userID, b.userID) })
			row := ReportRow{IdeaID: idea.ID, Code: idea.Code, Title: idea.Title, Score: evaluation.NoScore, JuryType: j.Type, JuryTitle: j.Title,
				JuryUserReport: make([]JurorReport, 0, len(own)+len(j.Users))}
			var sum float64
			var n int
			for _, card := range own {
				row.JuryUserReport = append(row.JuryUserReport, JurorReport{UserID: card.userID, FullName: names[card.userID], Score: card.score, Comment: card.comment})
				if card.submitted {
					sum += card.score
					n++
				}
			}
			for _, u := range j.Users {
				if !slices.ContainsFunc(own, func(c reportCard) bool { return c.userID == u.ID }) {
					row.JuryUserReport = append(row.JuryUserReport, JurorReport{UserID: u.ID, FullName: u.Title, Score: evaluation.NoScore})
				}
			}
			if n > 0 {
				row.Score = math.Round(sum/float64(n)*100) / 100
			}
			out = append(out, row)
		}
	}
	return out
}

var reportHeaders = map[string][]string{
	"en": {"Code", "Title", "Score", "Jury", "Jury title", "Juror", "Juror's score", "Comment"},
	"tr": {"Kod", "Başlık", "Puan", "Jüri", "Jüri başlığı", "Jüri üyesi", "Jüri üyesinin puanı", "Yorum"},
}

// ReportTable lays the report out as one sheet: a line per juror of each
// idea and jury ("-" where there is no score), the same numbers as the screen.
func ReportTable(rows []ReportRow, lang string) export.Table {
	headers, ok := reportHeaders[lang]
	if !ok {
		headers = reportHeaders["en"]
	}
	num := func(v float64) any {
		if v < 0 {
			return "-"
		}
		return v
	}
	t := export.Table{Sheet: "Evaluation", Headers: headers}
	for _, r := range rows {
		if len(r.JuryUserReport) == 0 {
			t.Rows = append(t.Rows, []any{r.Code, r.Title, num(r.Score), r.JuryType, r.JuryTitle, "", "-", ""})
		}
		for _, u := range r.JuryUserReport {
			t.Rows = append(t.Rows, []any{r.Code, r.Title, num(r.Score), r.JuryType, r.JuryTitle, u.FullName, num(u.Score), u.Comment})
		}
	}
	return t
}

// ReportName is the Excel file's name (without extension).
func ReportName(c Competition) string {
	return "competition-report-" + strings.ReplaceAll(c.Code, "/", "-")
}
