package competition

// The competition's evaluation report (eval-report tab and its Excel file):
// for each submitted idea and each jury, the mean of the jurors' submitted
// scores and each juror's score and comment (-1, a dash, when none).

import (
	"context"
	"math"
	"strings"

	"github.com/inno-platform/inno/internal/evaluation"
	"github.com/inno-platform/inno/internal/export"
)

// Report builds the evaluation report of a competition for its moderators.
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
	cards, err := s.evaluations.CompetitionCards(ctx, id, nil)
	if err != nil {
		return nil, c, err
	}
	type key struct {
		idea     int64
		evalType string
	}
	byIdea := map[key][]evaluation.CardSummary{}
	for _, card := range cards {
		k := key{card.ContributionID, card.EvalType}
		byIdea[k] = append(byIdea[k], card)
	}
	out := []ReportRow{}
	for _, idea := range ideas {
		for _, j := range juries {
			row := ReportRow{IdeaID: idea.ID, Code: idea.Code, Title: idea.Title, Score: evaluation.NoScore, JuryType: j.Type, JuryTitle: j.Title,
				JuryUserReport: []JurorReport{}}
			listed := map[int64]bool{}
			var sum float64
			var n int
			for _, card := range byIdea[key{idea.ID, "EVAL_" + j.Type}] {
				listed[card.UserID] = true
				row.JuryUserReport = append(row.JuryUserReport, JurorReport{UserID: card.UserID, FullName: card.FullName, Score: card.Score, Comment: card.Comment})
				if card.Submitted {
					sum += card.Score
					n++
				}
			}
			for _, u := range j.Users {
				if !listed[u.ID] {
					row.JuryUserReport = append(row.JuryUserReport, JurorReport{UserID: u.ID, FullName: u.Title, Score: evaluation.NoScore})
				}
			}
			if n > 0 {
				row.Score = math.Round(sum/float64(n)*100) / 100
			}
			out = append(out, row)
		}
	}
	return out, c, nil
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
