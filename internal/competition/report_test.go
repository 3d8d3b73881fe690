package competition

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"
)

// TestReportRows: the rows by idea and jury, each jury's cards by juror id
// and then its jurors without a card; drafts count in no mean; a card of a
// user no longer on the jury keeps its place and name.
func TestReportRows(t *testing.T) {
	ideas := []Idea{{ID: 7, Code: "IDE-1", Title: "First"}, {ID: 3, Code: "IDE-2", Title: "Second"}}
	ann, bob, cem := Member{ID: 10, Title: "Ann A"}, Member{ID: 11, Title: "Bob B"}, Member{ID: 12, Title: "Cem C"}
	juries := []Jury{{Type: "JURY1", Title: "Engineers", Users: []Member{bob, ann}}, {Type: "JURY3", Title: "Board", Users: []Member{cem}}}
	names := map[int64]string{10: "Ann A", 11: "Bob B", 12: "Cem C", 99: "Former Juror"}
	cards := []reportCard{ // in no order, as the store gives them
		{ideaID: 3, jury: 0, userID: 11, submitted: true, score: 60},
		{ideaID: 7, jury: 0, userID: 11, submitted: true, score: 80, comment: "good"},
		{ideaID: 7, jury: 1, userID: 12, submitted: false, score: -1},
		{ideaID: 7, jury: 0, userID: 10, submitted: true, score: 100},
		{ideaID: 7, jury: 0, userID: 99, submitted: true, score: 33.33},
		{ideaID: 8, jury: 0, userID: 10, submitted: true, score: 1}, // not a submitted idea of the report
	}
	var got []string
	for _, r := range reportRows(ideas, juries, cards, names) {
		line := fmt.Sprintf("%d %s %s %s %v:", r.IdeaID, r.Code, r.JuryType, r.JuryTitle, r.Score)
		for _, u := range r.JuryUserReport {
			line += fmt.Sprintf(" %d/%s/%v/%q", u.UserID, u.FullName, u.Score, u.Comment)
		}
		got = append(got, line)
	}
	want := []string{
		`7 IDE-1 JURY1 Engineers 71.11: 10/Ann A/100/"" 11/Bob B/80/"good" 99/Former Juror/33.33/""`, // (100 + 80 + 33.33) / 3
		`7 IDE-1 JURY3 Board -1: 12/Cem C/-1/""`,
		`3 IDE-2 JURY1 Engineers 60: 11/Bob B/60/"" 10/Ann A/-1/""`,
		`3 IDE-2 JURY3 Board -1: 12/Cem C/-1/""`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("rows:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if rows := reportRows(ideas, nil, nil, names); rows == nil || len(rows) != 0 {
		t.Errorf("no juries: %v", rows)
	}
}

// TestReportJSONIsEncodingJSON: the handler writes each row exactly as
// encoding/json writes a ReportRow, every field set and the texts holding
// what JSON escapes.
func TestReportJSONIsEncodingJSON(t *testing.T) {
	rows := []ReportRow{
		{IdeaID: 20001, Code: "IDE-020001", Title: `"Quotes" & <tags> \ back`, Score: 55.6, JuryType: "JURY1", JuryTitle: "Jüri 1\n",
			JuryUserReport: []JurorReport{{UserID: 9504, FullName: "Kerem Çelik", Score: 32, Comment: ""},
				{UserID: 9505, FullName: "Elif\u2028Yılmaz", Score: -1, Comment: "tab\there \x01 \xff"}}},
		{IdeaID: 3, Code: "", Title: "", Score: 1.0 / 3, JuryType: "JURY3", JuryTitle: "", JuryUserReport: []JurorReport{}},
	}
	for _, r := range rows {
		want, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		got, err := appendReportRow(nil, r)
		if err != nil || string(got) != string(want) {
			t.Errorf("got  %s (%v)\nwant %s", got, err, want)
		}
	}
	if _, err := appendReportRow(nil, ReportRow{Score: math.NaN(), JuryUserReport: []JurorReport{}}); err == nil {
		t.Error("NaN: no error")
	}
}
