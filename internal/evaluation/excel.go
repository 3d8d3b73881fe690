package evaluation

import "github.com/inno-platform/inno/internal/export"

// excelHeaders are the report sheet's column titles per language.
var excelHeaders = map[string][]string{
	"en": {"Code", "Title", "Eval type", "Evaluation", "Line", "Question / evaluator", "Weight", "Score", "Comment"},
	"tr": {"Kod", "Başlık", "Değerlendirme tipi", "Değerlendirme", "Satır", "Soru / değerlendirici", "Ağırlık", "Puan", "Yorum"},
}

var excelLines = map[string][3]string{
	"en": {"Question", "Evaluator", "Overall"},
	"tr": {"Soru", "Değerlendirici", "Genel"},
}

// ExcelTable lays the report out as one sheet: per eval type its questions
// with their weighted averages, its evaluators with score and comment, and
// the overall score; "-" where there is no score, the same numbers as the
// screen's.
func ExcelTable(r EvalReport, lang string) export.Table {
	headers, ok := excelHeaders[lang]
	if !ok {
		lang, headers = "en", excelHeaders["en"]
	}
	lines := excelLines[lang]
	num := func(v float64) any {
		if v < 0 {
			return "-"
		}
		return v
	}
	t := export.Table{Sheet: "Evaluation", Headers: headers}
	for _, row := range r.Rows {
		lead := []any{row.Code, row.Title, row.JuryType, row.JuryTitle}
		for _, q := range row.Questions {
			t.Rows = append(t.Rows, append(append([]any{}, lead...), lines[0], q.Question, q.Weight, num(q.Average), ""))
		}
		for _, u := range row.JuryUserReport {
			comment := u.Comment
			if !u.Submitted {
				comment = "-"
			}
			t.Rows = append(t.Rows, append(append([]any{}, lead...), lines[1], u.FullName, "", num(u.Score), comment))
		}
		t.Rows = append(t.Rows, append(append([]any{}, lead...), lines[2], "", row.EvalOver, num(row.Score), ""))
	}
	return t
}
