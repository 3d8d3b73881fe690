package benefit_test

import (
	"bytes"
	"context"
	"encoding/json"
	"mime/multipart"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/testkit"
)

type total struct {
	Category, Currency, Amount string
}

type analysis struct {
	ID                   int64  `json:"id"`
	BenefitType          string `json:"benefitType"`
	IsActionItemAnalysis bool   `json:"isActionItemAnalysis"`
	Explanation          string `json:"explanation"`
	Items                []struct {
		Category, Amount, Currency, Period, Explanation string
	} `json:"items"`
	Totals []total `json:"totals"`
	File   *struct {
		FileName    string `json:"fileName"`
		ContentType string `json:"contentType"`
		Size        int64  `json:"size"`
	} `json:"file"`
	Editable bool `json:"editable"`
}

type overview struct {
	Analyses       []analysis `json:"analyses"`
	ForecastTotals []total    `json:"forecastTotals"`
	ActualTotals   []total    `json:"actualTotals"`
	CanForecast    bool       `json:"canForecast"`
	CanActual      bool       `json:"canActual"`
}

func item(category, amount, currency, period string) map[string]any {
	return map[string]any{"category": category, "amount": amount, "currency": currency, "period": period, "explanation": "Measured on line 2"}
}

func body(id int64, benefitType string, items ...map[string]any) map[string]any {
	if items == nil {
		items = []map[string]any{}
	}
	return map[string]any{"contributionId": id, "benefitType": benefitType, "explanation": "Less scrap", "items": items}
}

func path(id int64) string {
	return "/api/v3/contribution-benefits/contribution/" + strconv.FormatInt(id, 10) + "/command/viewBenefits"
}

func view(t *testing.T, w *testkit.World, who string, id int64) overview {
	t.Helper()
	var o overview
	w.Call(who, http.MethodGet, path(id), nil).Expect(t, http.StatusOK).JSON(t, &o)
	return o
}

func count(t *testing.T, w *testkit.World, id int64) int {
	t.Helper()
	var n int
	if err := w.Env.App.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM contribution_benefit WHERE contribution_id = ?", id).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// withFile posts an analysis and a file as multipart (the JSON in "contributionBenefit").
func withFile(t *testing.T, w *testkit.World, who string, analysis map[string]any, fileName string, data []byte) *testkit.Response {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	raw, _ := json.Marshal(analysis)
	if err := mw.WriteField("contributionBenefit", string(raw)); err != nil {
		t.Fatal(err)
	}
	if fileName != "" {
		fw, err := mw.CreateFormFile("file", fileName)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = fw.Write(data)
	}
	_ = mw.Close()
	return w.Env.Do(testkit.Request{Method: http.MethodPost, Path: "/api/v3/contribution-benefits/contribution/command/with-file",
		Token: w.Tok[who], Body: buf.Bytes(), Header: map[string]string{"Content-Type": mw.FormDataContentType()}})
}

func fieldErrors(t *testing.T, res *testkit.Response) string {
	t.Helper()
	res.Expect(t, http.StatusBadRequest)
	var b struct {
		FieldErrors []struct{ Field, Message string } `json:"fieldErrors"`
	}
	res.JSON(t, &b)
	var out []string
	for _, f := range b.FieldErrors {
		out = append(out, f.Field+":"+f.Message)
	}
	return strings.Join(out, ",")
}

// Who may read and write forecast and actual analyses at each step of the
// default life cycle, and that the totals add up to the cent.
func TestBenefitPermissionsAndTotals(t *testing.T) {
	w := testkit.NewWorld(t)
	id := w.Create("user", "SUGGESTION")
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	forecast := body(id, "FORECAST", item("COST_SAVING", "1000.5", "EUR", "ONE_TIME"), item("COST_SAVING", "100.25", "eur", "MONTHLY"),
		item("REVENUE", "5000", "TRY", "YEARLY"))

	// Submitted: no state grants a benefit command yet; the type's admin reads (MANAGER), nobody writes.
	w.Call("user", http.MethodPost, "/api/v3/contribution-benefits", forecast).Expect(t, http.StatusForbidden)
	w.Call("user", http.MethodGet, path(id), nil).Expect(t, http.StatusForbidden)
	if o := view(t, w, "suggestion", id); len(o.Analyses) != 0 || o.CanForecast || o.CanActual {
		t.Errorf("submitted, the admin's view: %+v", o)
	}
	w.Call("suggestion", http.MethodPost, "/api/v3/contribution-benefits", forecast).Expect(t, http.StatusForbidden)

	w.Assign("suggestion", id, "MENTOR", "suggestion").Expect(t, http.StatusOK)
	w.Act("suggestion", id, "start-pre-evaluation", nil).Expect(t, http.StatusOK)
	w.Assign("suggestion", id, "EXPERT", "admin").Expect(t, http.StatusOK)
	w.Act("suggestion", id, "send-to-expert", nil).Expect(t, http.StatusOK)

	// Expert evaluation: owners, the expert and the admin forecast; nobody writes actuals; a reader without a role is refused.
	var saved analysis
	w.Call("user", http.MethodPost, "/api/v3/contribution-benefits", forecast).Expect(t, http.StatusOK).JSON(t, &saved)
	if saved.ID == 0 || saved.BenefitType != "FORECAST" || len(saved.Items) != 3 || saved.Items[0].Amount != "1000.50" ||
		saved.Items[1].Currency != "EUR" || !saved.Editable {
		t.Fatalf("saved forecast: %+v", saved)
	}
	want := []total{{"COST_SAVING", "EUR", "2203.50"}, {"REVENUE", "TRY", "5000.00"}, {"", "EUR", "2203.50"}, {"", "TRY", "5000.00"}}
	if len(saved.Totals) != len(want) {
		t.Fatalf("totals: %+v", saved.Totals)
	}
	for i := range want {
		if saved.Totals[i] != want[i] {
			t.Errorf("total %d: %+v, want %+v", i, saved.Totals[i], want[i])
		}
	}
	w.Call("admin", http.MethodPost, "/api/v3/contribution-benefits", body(id, "FORECAST", item("QUALITY", "0.01", "EUR", "YEARLY"))).Expect(t, http.StatusOK)
	w.Call("user", http.MethodPost, "/api/v3/contribution-benefits", body(id, "ACTUAL", item("QUALITY", "1", "EUR", "YEARLY"))).Expect(t, http.StatusForbidden)
	w.Call("competition", http.MethodGet, path(id), nil).Expect(t, http.StatusForbidden) // a reader with no role on it
	w.Call("competition", http.MethodPost, "/api/v3/contribution-benefits", forecast).Expect(t, http.StatusForbidden)
	o := view(t, w, "user", id)
	if len(o.Analyses) != 2 || !o.CanForecast || o.CanActual || len(o.ForecastTotals) != 5 || len(o.ActualTotals) != 0 {
		t.Fatalf("owner's view: %+v", o)
	}
	var ofType []analysis
	w.Call("user", http.MethodGet, "/api/v3/contribution-benefits/contribution/"+strconv.FormatInt(id, 10)+"/benefitType/ACTUAL", nil).
		Expect(t, http.StatusOK).JSON(t, &ofType)
	if len(ofType) != 0 {
		t.Errorf("actual analyses: %+v", ofType)
	}
	w.Call("user", http.MethodGet, "/api/v3/contribution-benefits/contribution/"+strconv.FormatInt(id, 10)+"/benefitType/GUESS", nil).
		ExpectError(t, http.StatusBadRequest, "benefitTypeInvalid")

	// A change replaces the items; the analysis of another contribution or type cannot be reached through it.
	change := body(id, "FORECAST", item("SAFETY", "12", "USD", "YEARLY"))
	change["id"], change["isActionItemAnalysis"] = saved.ID, true
	var changed analysis
	w.Call("user", http.MethodPost, "/api/v3/contribution-benefits", change).Expect(t, http.StatusOK).JSON(t, &changed)
	if changed.ID != saved.ID || len(changed.Items) != 1 || changed.Items[0].Amount != "12.00" || !changed.IsActionItemAnalysis {
		t.Errorf("changed: %+v", changed)
	}
	other := w.Create("user", "SUGGESTION")
	moved := body(other, "FORECAST", item("SAFETY", "12", "USD", "YEARLY"))
	moved["id"] = saved.ID
	w.Call("user", http.MethodPost, "/api/v3/contribution-benefits", moved).Expect(t, http.StatusForbidden) // a draft: no benefit command

	// Accepted, then implementation: actuals by the implementer, the mentor and the admin; owners still forecast.
	w.Act("admin", id, "accept", nil).Expect(t, http.StatusOK)
	w.Assign("suggestion", id, "IMPLEMENTER", "improvement").Expect(t, http.StatusOK)
	w.Act("suggestion", id, "start-implementation", nil).Expect(t, http.StatusOK)
	w.Call("user", http.MethodPost, "/api/v3/contribution-benefits", body(id, "ACTUAL", item("COST_SAVING", "99.99", "EUR", "ONE_TIME"))).Expect(t, http.StatusForbidden)
	w.Call("improvement", http.MethodPost, "/api/v3/contribution-benefits", body(id, "ACTUAL", item("COST_SAVING", "99.99", "EUR", "ONE_TIME"))).Expect(t, http.StatusOK)
	o = view(t, w, "user", id)
	if len(o.ActualTotals) != 2 || o.ActualTotals[0].Amount != "99.99" || !o.CanForecast || o.CanActual {
		t.Errorf("implementation, the owner's view: %+v", o)
	}
	if o := view(t, w, "improvement", id); !o.CanActual {
		t.Errorf("the implementer may write actuals: %+v", o)
	}

	// Delete: a writer of the type only.
	w.Call("improvement", http.MethodDelete, "/api/v3/contribution-benefits/"+strconv.FormatInt(saved.ID, 10), nil).Expect(t, http.StatusNoContent)
	w.Call("user", http.MethodDelete, "/api/v3/contribution-benefits/"+strconv.FormatInt(o.Analyses[0].ID, 10), nil).Expect(t, http.StatusForbidden)
	w.Call("competition", http.MethodDelete, "/api/v3/contribution-benefits/"+strconv.FormatInt(o.Analyses[0].ID, 10), nil).Expect(t, http.StatusNotFound)
	w.Call("user", http.MethodDelete, "/api/v3/contribution-benefits/999999", nil).Expect(t, http.StatusNotFound)
	if n := count(t, w, id); n != 2 {
		t.Errorf("%d analyses left, want 2", n)
	}

	// The history's management form shows the benefit lines; the primary one does not.
	var lines []struct{ Category, Action string }
	w.Call("suggestion", http.MethodGet, "/api/v3/contribution-histories/"+strconv.FormatInt(id, 10)+"/category/MANAGEMENT", nil).Expect(t, http.StatusOK).JSON(t, &lines)
	benefitLines := 0
	for _, l := range lines {
		if l.Category == "BENEFIT" {
			benefitLines++
		}
	}
	if benefitLines != 5 { // three forecasts saved, one actual, one delete
		t.Errorf("benefit lines in the management history: %d (%+v)", benefitLines, lines)
	}
	w.Call("user", http.MethodGet, "/api/v3/contribution-histories/"+strconv.FormatInt(id, 10)+"/category/PRIMARY", nil).Expect(t, http.StatusOK).JSON(t, &lines)
	for _, l := range lines {
		if l.Category != "CREATED" && l.Category != "STATE" {
			t.Errorf("primary history shows %+v", l)
		}
	}
}

// Bad input: 400 with fieldErrors naming each item's field, nothing written.
func TestBenefitBadInput(t *testing.T) {
	w := testkit.NewWorld(t)
	id := w.Walk("user", "EXPERT_EVALUATION", "")
	many := []map[string]any{}
	for range 51 {
		many = append(many, item("OTHER", "1", "EUR", "ONE_TIME"))
	}
	for _, c := range []struct {
		body map[string]any
		want string
	}{
		{body(id, "FORECAST"), "items:NotEmpty"},
		{body(id, "FORECAST", many...), "items:Size"},
		{body(id, "GUESS", item("OTHER", "1", "EUR", "ONE_TIME")), "benefitType:Pattern"},
		{body(0, "FORECAST", item("OTHER", "1", "EUR", "ONE_TIME")), "contributionId:NotNull"},
		{body(id, "FORECAST", item("OTHER", "12.345", "EUR", "ONE_TIME")), "items[0].amount:Pattern"},
		{body(id, "FORECAST", item("OTHER", "-5", "EUR", "ONE_TIME")), "items[0].amount:Pattern"},
		{body(id, "FORECAST", item("OTHER", "1e5", "EUR", "ONE_TIME")), "items[0].amount:Pattern"},
		{body(id, "FORECAST", item("OTHER", "1,000.00", "EUR", "ONE_TIME")), "items[0].amount:Pattern"},
		{body(id, "FORECAST", item("OTHER", "1000000000000", "EUR", "ONE_TIME")), "items[0].amount:Pattern"},
		{body(id, "FORECAST", item("OTHER", "", "EUR", "ONE_TIME")), "items[0].amount:NotBlank"},
		{body(id, "FORECAST", item("OTHER", "1", "EURO", "ONE_TIME")), "items[0].currency:Pattern"},
		{body(id, "FORECAST", item("LUCK", "1", "EUR", "ONE_TIME")), "items[0].category:Pattern"},
		{body(id, "FORECAST", item("OTHER", "1", "EUR", "WEEKLY")), "items[0].period:Pattern"},
		{body(id, "FORECAST", item("OTHER", "1", "EUR", "ONE_TIME"), item("OTHER", "2", "", "")), "items[1].currency:NotBlank,items[1].period:NotBlank"},
	} {
		if got := fieldErrors(t, w.Call("user", http.MethodPost, "/api/v3/contribution-benefits", c.body)); got != c.want {
			t.Errorf("%v: %s, want %s", c.body, got, c.want)
		}
	}
	long := body(id, "FORECAST", item("OTHER", "1", "EUR", "ONE_TIME"))
	long["explanation"] = strings.Repeat("x", 2001)
	if got := fieldErrors(t, w.Call("user", http.MethodPost, "/api/v3/contribution-benefits", long)); got != "explanation:Size" {
		t.Errorf("long explanation: %s", got)
	}
	w.Call("user", http.MethodPost, "/api/v3/contribution-benefits", `{"contributionId": "x"}`).Expect(t, http.StatusBadRequest)
	// the largest amount is taken
	var ok analysis
	w.Call("user", http.MethodPost, "/api/v3/contribution-benefits", body(id, "FORECAST", item("OTHER", "999999999999.99", "EUR", "MONTHLY"))).
		Expect(t, http.StatusOK).JSON(t, &ok)
	if ok.Totals[0].Amount != "11999999999999.88" {
		t.Errorf("largest amount's total: %+v", ok.Totals)
	}
	if n := count(t, w, id); n != 1 {
		t.Errorf("%d analyses written, want 1", n)
	}
	// another contribution's hidden draft: 404, as if it did not exist
	draft := w.Create("external", "SUGGESTION")
	w.Call("user", http.MethodPost, "/api/v3/contribution-benefits", body(draft, "FORECAST", item("OTHER", "1", "EUR", "ONE_TIME"))).Expect(t, http.StatusNotFound)
	w.Call("user", http.MethodGet, path(draft), nil).Expect(t, http.StatusNotFound)
}

var pdf = []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")

// The attached file: checked by name, content and size, readable by those
// who read the analyses, replaced and removed; a refused upload writes nothing.
func TestBenefitFile(t *testing.T) {
	w := testkit.NewWorld(t)
	id := w.Walk("user", "EXPERT_EVALUATION", "")
	an := body(id, "FORECAST", item("COST_SAVING", "250", "EUR", "YEARLY"))

	var saved analysis
	withFile(t, w, "user", an, "calculation.pdf", pdf).Expect(t, http.StatusOK).JSON(t, &saved)
	if saved.File == nil || saved.File.FileName != "calculation.pdf" || saved.File.ContentType != "application/pdf" || saved.File.Size != int64(len(pdf)) {
		t.Fatalf("saved with file: %+v", saved)
	}
	file := "/api/v3/contribution-benefits/" + strconv.FormatInt(saved.ID, 10) + "/file"
	res := w.Call("admin", http.MethodGet, file, nil).Expect(t, http.StatusOK)
	if !bytes.Equal(res.Body, pdf) || !strings.Contains(res.Header.Get("Content-Disposition"), "calculation.pdf") {
		t.Errorf("download: %q %v", res.Body, res.Header)
	}
	w.Call("competition", http.MethodGet, file, nil).Expect(t, http.StatusForbidden)
	w.Call("user", http.MethodGet, "/api/v3/contribution-benefits/999999/file", nil).Expect(t, http.StatusNotFound)

	// Refused files: wrong content, wrong name, too large, none; a caller who may not write. Nothing written.
	withFile(t, w, "user", an, "calculation.pdf", []byte("just text, not a PDF")).ExpectError(t, http.StatusBadRequest, "uploadWrongContent")
	withFile(t, w, "user", an, "tool.exe", []byte("MZ\x90\x00")).ExpectError(t, http.StatusBadRequest, "uploadWrongExtension")
	withFile(t, w, "user", an, "big.pdf", append(append([]byte{}, pdf...), make([]byte, 10<<20)...)).ExpectError(t, http.StatusBadRequest, "uploadTooLarge")
	withFile(t, w, "user", an, "", nil).ExpectError(t, http.StatusBadRequest, "uploadMissing")
	withFile(t, w, "competition", an, "calculation.pdf", pdf).Expect(t, http.StatusForbidden)
	bad := body(id, "FORECAST", item("COST_SAVING", "2.5.0", "EUR", "YEARLY"))
	if got := fieldErrors(t, withFile(t, w, "user", bad, "calculation.pdf", pdf)); got != "items[0].amount:Pattern" {
		t.Errorf("bad analysis with a good file: %s", got)
	}
	if n := count(t, w, id); n != 1 {
		t.Errorf("%d analyses after refused uploads, want 1", n)
	}

	// Replace the file (a CSV now), then remove it.
	an["id"] = saved.ID
	var replaced analysis
	withFile(t, w, "user", an, "figures.csv", []byte("month,saving\n1,250\n")).Expect(t, http.StatusOK).JSON(t, &replaced)
	if replaced.File == nil || replaced.File.FileName != "figures.csv" {
		t.Errorf("replaced file: %+v", replaced.File)
	}
	if res := w.Call("user", http.MethodGet, file, nil).Expect(t, http.StatusOK); string(res.Body) != "month,saving\n1,250\n" {
		t.Errorf("download after replace: %q", res.Body)
	}
	an["removeFile"] = true
	var removed analysis
	w.Call("user", http.MethodPost, "/api/v3/contribution-benefits", an).Expect(t, http.StatusOK).JSON(t, &removed)
	if removed.File != nil {
		t.Errorf("file after removal: %+v", removed.File)
	}
	w.Call("user", http.MethodGet, file, nil).Expect(t, http.StatusNotFound)
}
