package extrainput_test

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/inno-platform/inno/internal/testkit"
)

// The extra-input tests run through HTTP with testkit.World: the
// administration, and answers as the contribution form saves them and the
// form, the detail and the input list show them.

func itoa(id int64) string { return strconv.FormatInt(id, 10) }

// extraInputView is an extra input as the admin API answers it (spec 001 §3).
type extraInputView struct {
	ID              int64
	InputType       string
	MinLenOrValue   *int64
	MaxLenOrValue   *int64
	SelectionValues []struct {
		Language, Label string
		Rank            int
	}
	DefinitionList []struct {
		ID                 int64
		Label, Explanation string
		Language           string
		ExtraInputID       int64
	}
}

type fieldErrors struct {
	Status      int
	Message     string
	FieldErrors []struct{ ObjectName, Field, Message string }
}

// expectFieldError checks a 400 of the validation contract naming field with code.
func expectFieldError(t *testing.T, res *testkit.Response, field, code string) {
	t.Helper()
	res.Expect(t, http.StatusBadRequest)
	var e fieldErrors
	res.JSON(t, &e)
	if e.Status != 400 || e.Message != "error.validation" {
		t.Errorf("not the validation contract: %s", res.Body)
	}
	for _, fe := range e.FieldErrors {
		if fe.ObjectName == "extraInput" && fe.Field == field && fe.Message == code {
			return
		}
	}
	t.Errorf("want field error %s %s, got %s", field, code, res.Body)
}

func TestExtraInputEntityFollowsTheSpec(t *testing.T) {
	w := testkit.NewWorld(t)
	base := "/api/v3/extra-inputs/SUGGESTION"
	labels := []map[string]any{{"language": "en", "label": "Cost center", "explanation": "Where it is booked"}, {"language": "tr", "label": "Masraf yeri"}}
	post := func(body map[string]any) *testkit.Response {
		if _, ok := body["definitionList"]; !ok {
			body["definitionList"] = labels
		}
		return w.Call("suggestion", http.MethodPost, base, body)
	}

	// Blank min and max are stored and answered as the type's defaults; other types have none.
	for typ, want := range map[string][2]int64{"TEXT": {0, 255}, "TEXT_AREA": {0, 1024}, "RICH_TEXT": {0, 10000}, "NUMERIC": {0, 1000000}} {
		res := post(map[string]any{"inputType": typ}).Expect(t, http.StatusCreated)
		if strings.Contains(string(res.Body), `"minValue"`) || !strings.Contains(string(res.Body), `"minLenOrValue"`) {
			t.Errorf("%s: the spec's names minLenOrValue/maxLenOrValue: %s", typ, res.Body)
		}
		var e extraInputView
		w.Env.Get(base+"/"+itoa(res.ID(t)), w.Tok["suggestion"]).Expect(t, http.StatusOK).JSON(t, &e)
		if e.MinLenOrValue == nil || e.MaxLenOrValue == nil || *e.MinLenOrValue != want[0] || *e.MaxLenOrValue != want[1] {
			t.Errorf("%s bounds: %v %v, want %v", typ, e.MinLenOrValue, e.MaxLenOrValue, want)
		}
	}
	var boolean extraInputView
	post(map[string]any{"inputType": "BOOL", "minLenOrValue": 3, "maxLenOrValue": 9}).Expect(t, http.StatusCreated).JSON(t, &boolean)
	if boolean.MinLenOrValue != nil || boolean.MaxLenOrValue != nil || len(boolean.SelectionValues) != 0 {
		t.Errorf("BOOL keeps no bounds or values: %+v", boolean)
	}
	// One bound given: the other is the default.
	var text extraInputView
	post(map[string]any{"inputType": "TEXT", "minLenOrValue": 5}).Expect(t, http.StatusCreated).JSON(t, &text)
	if *text.MinLenOrValue != 5 || *text.MaxLenOrValue != 255 {
		t.Errorf("TEXT with a min: %d..%d", *text.MinLenOrValue, *text.MaxLenOrValue)
	}

	// definitionList entries carry their id and their input's id; a language kept keeps its id.
	if len(text.DefinitionList) != 2 {
		t.Fatalf("labels: %+v", text.DefinitionList)
	}
	ids := map[string]int64{}
	for _, d := range text.DefinitionList {
		if d.ID == 0 || d.ExtraInputID != text.ID {
			t.Errorf("label without its ids: %+v", d)
		}
		ids[d.Language] = d.ID
	}
	var changed extraInputView
	w.Call("suggestion", http.MethodPut, base, map[string]any{"id": text.ID, "inputType": "TEXT", "definitionList": []map[string]any{
		{"language": "en", "label": "Cost centre"}, {"language": "de", "label": "Kostenstelle"}}}).Expect(t, http.StatusOK).JSON(t, &changed)
	got := map[string]int64{}
	for _, d := range changed.DefinitionList {
		got[d.Language] = d.ID
	}
	if len(got) != 2 || got["en"] != ids["en"] || got["de"] == 0 || got["de"] == ids["tr"] {
		t.Errorf("labels after an update: %+v (before %v)", changed.DefinitionList, ids)
	}
	if *changed.MinLenOrValue != 0 || *changed.MaxLenOrValue != 255 {
		t.Errorf("bounds blanked on update: %d..%d", *changed.MinLenOrValue, *changed.MaxLenOrValue)
	}

	// Bounds and texts are checked on the server with the field-error contract.
	long := strings.Repeat("x", 256)
	for _, c := range []struct {
		body        map[string]any
		field, code string
	}{
		{map[string]any{"inputType": "TEXT", "definitionList": []map[string]any{{"language": "en", "label": "ab"}}}, "definitionList[0].label", "Size"},
		{map[string]any{"inputType": "TEXT", "definitionList": []map[string]any{{"language": "en", "label": long}}}, "definitionList[0].label", "Size"},
		{map[string]any{"inputType": "TEXT", "definitionList": []map[string]any{{"language": "en", "label": "Fine", "explanation": strings.Repeat("é", 1001)}}}, "definitionList[0].explanation", "Size"},
		{map[string]any{"inputType": "TEXT", "definitionList": []map[string]any{{"language": "en", "label": "Fine"}, {"language": "en", "label": "Again"}}}, "definitionList[1].language", "Pattern"},
		{map[string]any{"inputType": "TEXT", "definitionList": []map[string]any{}}, "definitionList", "NotNull"},
		{map[string]any{"inputType": "TEXT", "maxLenOrValue": 256}, "maxLenOrValue", "Max"},
		{map[string]any{"inputType": "TEXT_AREA", "maxLenOrValue": 1025}, "maxLenOrValue", "Max"},
		{map[string]any{"inputType": "NUMERIC", "minLenOrValue": 10, "maxLenOrValue": 5}, "maxLenOrValue", "Min"},
		{map[string]any{"inputType": "NUMERIC", "minLenOrValue": -1}, "minLenOrValue", "Min"},
		{map[string]any{"inputType": "SINGLE_SELECTION"}, "selectionValues", "Size"},
		{map[string]any{"inputType": "SINGLE_SELECTION", "selectionValues": []map[string]any{{"language": "en", "label": "", "rank": 1}}}, "selectionValues[0].label", "Size"},
		{map[string]any{"inputType": "SINGLE_SELECTION", "selectionValues": []map[string]any{{"language": "en", "label": long, "rank": 1}}}, "selectionValues[0].label", "Size"},
		{map[string]any{"inputType": "SINGLE_SELECTION", "selectionValues": []map[string]any{{"language": "en", "label": "Zero", "rank": 0}}}, "selectionValues[0].rank", "Min"},
		{map[string]any{"inputType": "SINGLE_SELECTION", "selectionValues": []map[string]any{{"language": "en", "label": "A", "rank": 1}, {"language": "en", "label": "B", "rank": 1}}}, "selectionValues[1].language", "Pattern"},
		{map[string]any{"inputType": "SINGLE_SELECTION", "selectionValues": []map[string]any{{"language": "en", "label": "A", "rank": 1}, {"language": "en", "label": "A", "rank": 2}}}, "selectionValues[1].label", "Pattern"},
		{map[string]any{"inputType": "SINGLE_SELECTION", "selectionValues": []map[string]any{{"language": "", "label": "A", "rank": 1}}}, "selectionValues[0].language", "Pattern"},
	} {
		expectFieldError(t, post(c.body), c.field, c.code)
	}
	many := []map[string]any{}
	for i := 1; i <= 51; i++ {
		many = append(many, map[string]any{"language": "en", "label": "Option " + itoa(int64(i)), "rank": i})
	}
	expectFieldError(t, post(map[string]any{"inputType": "MULTIPLE_SELECTION", "selectionValues": many}), "selectionValues", "Size")
	w.Call("suggestion", http.MethodPost, base, map[string]any{"inputType": "SINGLE_SELECTION", "selectionValues": []string{"Old", "Shape"},
		"definitionList": labels}).Expect(t, http.StatusBadRequest)
	// Competition inputs need a label in every platform language (en and tr here).
	expectFieldError(t, w.Call("competition", http.MethodPost, "/api/v3/extra-inputs/IDEA", map[string]any{"inputType": "TEXT",
		"definitionList": []map[string]any{{"language": "en", "label": "Team name"}}}), "definitionList", "NotNull")
	w.Call("competition", http.MethodPost, "/api/v3/extra-inputs/IDEA", map[string]any{"inputType": "TEXT", "definitionList": labels}).Expect(t, http.StatusCreated)

	// Options come back by rank and language, trimmed.
	var site extraInputView
	post(map[string]any{"inputType": "SINGLE_SELECTION", "selectionValues": []map[string]any{
		{"language": "tr", "label": " Genel müdürlük ", "rank": 3}, {"language": "en", "label": "Head office", "rank": 3},
		{"language": "en", "label": "Ankara plant", "rank": 1}, {"language": "tr", "label": "Ankara fabrikası", "rank": 1},
		{"language": "en", "label": "Izmir plant", "rank": 2}}}).Expect(t, http.StatusCreated).JSON(t, &site)
	var order []string
	for _, v := range site.SelectionValues {
		order = append(order, itoa(int64(v.Rank))+v.Language+":"+v.Label)
	}
	if strings.Join(order, "|") != "1en:Ankara plant|1tr:Ankara fabrikası|2en:Izmir plant|3en:Head office|3tr:Genel müdürlük" {
		t.Errorf("options: %v", order)
	}
	areas := post(map[string]any{"inputType": "MULTIPLE_SELECTION", "selectionValues": []map[string]any{
		{"language": "en", "label": "Safety", "rank": 1}, {"language": "tr", "label": "Güvenlik", "rank": 1},
		{"language": "en", "label": "Quality", "rank": 2}, {"language": "tr", "label": "Kalite", "rank": 2},
		{"language": "en", "label": "Cost", "rank": 3}, {"language": "tr", "label": "Maliyet", "rank": 3}}}).Expect(t, http.StatusCreated).ID(t)

	// Answers name options by rank; a label in any language is taken and stored as its rank.
	id := w.Create("user", "SUGGESTION")
	form := func(answers ...map[string]any) map[string]any {
		return map[string]any{"id": id, "title": "Shared forklifts", "summary": "Pool the forklifts of both halls.", "extraInputAnswers": answers}
	}
	for _, bad := range []map[string]any{
		{"extraInputId": site.ID, "value": "4"},
		{"extraInputId": site.ID, "value": "Paris"},
		{"extraInputId": areas, "values": []string{"Safety", "Speed"}},
	} {
		res := w.Save("user", "SUGGESTION", form(bad)).Expect(t, http.StatusBadRequest)
		if !strings.Contains(string(res.Body), `"message":"Selection"`) {
			t.Errorf("answer %v: %s", bad, res.Body)
		}
	}
	w.Save("user", "SUGGESTION", form(
		map[string]any{"extraInputId": site.ID, "value": "Genel müdürlük"},
		map[string]any{"extraInputId": areas, "values": []string{"3", "Kalite", "Cost"}},
	)).Expect(t, http.StatusOK)
	stored := func(input int64) string {
		var v string
		if err := w.Env.App.DB.QueryRow(context.Background(), "SELECT COALESCE(MAX(value), '') FROM extra_input_answer WHERE contribution_id = ? AND extra_input_id = ?", id, input).Scan(&v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	if stored(site.ID) != "3" || stored(areas) != `["2","3"]` {
		t.Errorf("stored answers: %q %q", stored(site.ID), stored(areas))
	}
	var edit struct {
		ExtraInputAnswers []struct {
			ExtraInputID int64
			Value        string
			Values       []string
		}
	}
	w.Env.Get("/api/v3/contributions/edit/"+itoa(id)+"/SUGGESTION", w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &edit)
	answers := map[int64]string{}
	for _, a := range edit.ExtraInputAnswers {
		answers[a.ExtraInputID] = a.Value + strings.Join(a.Values, ",")
	}
	if answers[site.ID] != "3" || answers[areas] != "2,3" {
		t.Errorf("edit form answers: %+v", edit.ExtraInputAnswers)
	}
	shown := func(lang string) map[int64]string {
		t.Helper()
		var d struct {
			ExtraInputs []struct {
				ID          int64
				ValueLabels []string
			}
		}
		w.Env.Get("/api/v3/contributions/"+itoa(id)+"?langkey="+lang, w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &d)
		out := map[int64]string{}
		for _, e := range d.ExtraInputs {
			out[e.ID] = strings.Join(e.ValueLabels, ",")
		}
		return out
	}
	if tr, en := shown("tr"), shown("en"); tr[site.ID] != "Genel müdürlük" || tr[areas] != "Kalite,Maliyet" || en[site.ID] != "Head office" || en[areas] != "Quality,Cost" {
		t.Errorf("detail labels: tr %v, en %v", tr, en)
	}
	// A language without a label of its own shows the English one.
	w.Save("user", "SUGGESTION", form(map[string]any{"extraInputId": site.ID, "value": "2"})).Expect(t, http.StatusOK)
	if tr := shown("tr"); tr[site.ID] != "Izmir plant" {
		t.Errorf("fallback label: %v", tr)
	}

	// Taking an option away takes it out of the answers; another type drops them.
	w.Save("user", "SUGGESTION", form(map[string]any{"extraInputId": site.ID, "value": "1"}, map[string]any{"extraInputId": areas, "values": []string{"1", "3"}})).Expect(t, http.StatusOK)
	w.Call("suggestion", http.MethodPut, base, map[string]any{"id": areas, "inputType": "MULTIPLE_SELECTION", "definitionList": labels, "selectionValues": []map[string]any{
		{"language": "en", "label": "Safety", "rank": 1}, {"language": "en", "label": "Quality", "rank": 2}, {"language": "en", "label": "Speed", "rank": 4}}}).Expect(t, http.StatusOK)
	if stored(areas) != `["1"]` {
		t.Errorf("answer after taking option 3 away: %q", stored(areas))
	}
	w.Call("suggestion", http.MethodPut, base, map[string]any{"id": areas, "inputType": "MULTIPLE_SELECTION", "definitionList": labels, "selectionValues": []map[string]any{
		{"language": "en", "label": "Quality", "rank": 2}}}).Expect(t, http.StatusOK)
	if stored(areas) != "" {
		t.Errorf("answer after its only option went: %q", stored(areas))
	}
	w.Call("suggestion", http.MethodPut, base, map[string]any{"id": site.ID, "inputType": "TEXT", "definitionList": labels}).Expect(t, http.StatusOK)
	if stored(site.ID) != "" {
		t.Errorf("answer kept after the input became TEXT: %q", stored(site.ID))
	}
	if en := shown("en"); en[site.ID] != "" || en[areas] != "" {
		t.Errorf("detail after the options changed: %v", en)
	}
}

func TestExtraInputsAdminOrderAndAnswers(t *testing.T) {
	w := testkit.NewWorld(t)
	base := "/api/v3/extra-inputs/SUGGESTION"
	def := func(label string) []map[string]any {
		return []map[string]any{{"language": "en", "label": label, "explanation": "Why we ask"}, {"language": "tr", "label": label + " (tr)"}}
	}
	// Only the type's admin configures its inputs.
	w.Call("user", http.MethodPost, base, map[string]any{"inputType": "TEXT", "definitionList": def("Cost")}).Expect(t, http.StatusForbidden)
	w.Call("improvement", http.MethodPost, base, map[string]any{"inputType": "TEXT", "definitionList": def("Cost")}).Expect(t, http.StatusForbidden)
	// Validation: a label of 3 to 255, selections need values, IDEA refuses DATE.
	w.Call("suggestion", http.MethodPost, base, map[string]any{"inputType": "TEXT", "definitionList": def("ab")}).Expect(t, http.StatusBadRequest)
	w.Call("suggestion", http.MethodPost, base, map[string]any{"inputType": "SINGLE_SELECTION", "definitionList": def("Site")}).Expect(t, http.StatusBadRequest)
	w.Call("suggestion", http.MethodPost, base, map[string]any{"inputType": "FILE", "definitionList": def("Site")}).Expect(t, http.StatusBadRequest)
	w.Call("competition", http.MethodPost, "/api/v3/extra-inputs/IDEA", map[string]any{"inputType": "DATE", "definitionList": def("When")}).Expect(t, http.StatusBadRequest)

	text := w.Call("suggestion", http.MethodPost, base, map[string]any{"inputType": "TEXT", "isRequired": true, "maxLenOrValue": 10, "definitionList": def("Short name")}).Expect(t, http.StatusCreated).ID(t)
	num := w.Call("suggestion", http.MethodPost, base, map[string]any{"inputType": "NUMERIC", "minLenOrValue": 1, "maxLenOrValue": 500, "definitionList": def("Savings")}).Expect(t, http.StatusCreated).ID(t)
	sel := w.Call("suggestion", http.MethodPost, base, map[string]any{"inputType": "MULTIPLE_SELECTION", "selectionValues": []map[string]any{
		{"language": "en", "label": "Ankara", "rank": 1}, {"language": "en", "label": "Izmir", "rank": 2}, {"language": "tr", "label": "İzmir", "rank": 2}}, "definitionList": def("Sites")}).Expect(t, http.StatusCreated).ID(t)

	date := w.Call("suggestion", http.MethodPost, base, map[string]any{"inputType": "DATE", "definitionList": def("Start")}).Expect(t, http.StatusCreated).ID(t)
	boolean := w.Call("suggestion", http.MethodPost, base, map[string]any{"inputType": "BOOL", "definitionList": def("Tried")}).Expect(t, http.StatusCreated).ID(t)
	rich := w.Call("suggestion", http.MethodPost, base, map[string]any{"inputType": "RICH_TEXT", "definitionList": def("Details")}).Expect(t, http.StatusCreated).ID(t)

	// Reorder: the savings first; the others keep their order after it.
	var list []struct {
		ID        int64
		ListOrder int
	}
	res := w.Call("suggestion", http.MethodPost, base+"/update-order", []map[string]any{{"id": num, "listOrder": 1}, {"id": text, "listOrder": 2}}).Expect(t, http.StatusOK)
	res.JSON(t, &list)
	want := []int64{num, text, sel, date, boolean, rich}
	for i, it := range list {
		if it.ID != want[i] || it.ListOrder != i+1 {
			t.Fatalf("order after update: %+v, want ids %v", list, want)
		}
	}
	w.Call("suggestion", http.MethodPost, base+"/update-order", []int64{999999}).Expect(t, http.StatusBadRequest)
	res = w.Env.Get(base+"?page=0&size=20&sort=id", w.Tok["suggestion"]).Expect(t, http.StatusOK)
	if res.Header.Get("X-Total-Count") != "6" {
		t.Errorf("total %q", res.Header.Get("X-Total-Count"))
	}

	// Answers are checked by type on every save.
	id := w.Create("user", "SUGGESTION")
	form := func(answers ...map[string]any) map[string]any {
		return map[string]any{"id": id, "title": "Night shift buses", "summary": "Shared buses for the night shift.", "extraInputAnswers": answers}
	}
	bad := []map[string]any{
		{"extraInputId": text, "value": "far more than ten characters"},
		{"extraInputId": num, "value": "12a"},
		{"extraInputId": num, "value": "501"},
		{"extraInputId": sel, "values": []string{"Paris"}},
		{"extraInputId": date, "value": "2026-13-01"},
		{"extraInputId": boolean, "value": "maybe"},
		{"extraInputId": 999999, "value": "x"},
	}
	for _, a := range bad {
		res := w.Save("user", "SUGGESTION", form(a)).Expect(t, http.StatusBadRequest)
		if !strings.Contains(string(res.Body), "extraInput[") {
			t.Errorf("answer %v: %s", a, res.Body)
		}
	}
	// The required input stops the submission until it is answered.
	w.Save("user", "SUGGESTION", form(map[string]any{"extraInputId": num, "value": "120"})).Expect(t, http.StatusOK)
	res = w.Act("user", id, "submit", nil).Expect(t, http.StatusBadRequest)
	if !strings.Contains(string(res.Body), `"errorKey":"contributionIncomplete"`) || !strings.Contains(string(res.Body), "extraInput["+itoa(text)+"]") {
		t.Errorf("submit without the required input: %s", res.Body)
	}
	w.Save("user", "SUGGESTION", form(
		map[string]any{"extraInputId": text, "value": "Buses"},
		map[string]any{"extraInputId": num, "value": "120"},
		map[string]any{"extraInputId": sel, "values": []string{"İzmir", "1", "Izmir"}}, // a label in any language or a rank
		map[string]any{"extraInputId": date, "value": "2027-01-15"},
		map[string]any{"extraInputId": boolean, "value": "true"},
		map[string]any{"extraInputId": rich, "value": `<p>Route <script>alert(1)</script><b>map</b></p>`},
	)).Expect(t, http.StatusOK)
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)

	var withAnswers []struct {
		ID          int64
		Label       string
		Value       string
		Values      []string
		ValueLabels []string
	}
	w.Env.Get("/api/v3/extra-inputs-with-selection/"+itoa(id)+"?langkey=tr", w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &withAnswers)
	if len(withAnswers) != 6 || withAnswers[0].ID != num || withAnswers[0].Label != "Savings (tr)" || withAnswers[0].Value != "120" {
		t.Fatalf("inputs with answers: %+v", withAnswers)
	}
	for _, a := range withAnswers {
		switch a.ID {
		case sel:
			// stored as ranks in option order; labels in the caller's language (else English)
			if strings.Join(a.Values, ",") != "1,2" || strings.Join(a.ValueLabels, ",") != "Ankara,İzmir" {
				t.Errorf("multiple selection: %v %v", a.Values, a.ValueLabels)
			}
		case rich:
			if strings.Contains(a.Value, "script") || !strings.Contains(a.Value, "<b>map</b>") {
				t.Errorf("rich text not sanitized: %q", a.Value)
			}
		}
	}
	// Deleting an input takes its answers with it.
	w.Call("suggestion", http.MethodDelete, base+"/"+itoa(date), nil).Expect(t, http.StatusNoContent)
	var n int
	if err := w.Env.App.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM extra_input_answer WHERE contribution_id = ?", id).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 5 {
		t.Errorf("answers left after deleting an input: %d, want 5", n)
	}
}

// extra-inputs/filter/{field}: the inputs a contribution of the field answers.
func TestFieldExtraInputs(t *testing.T) {
	w := testkit.NewWorld(t)
	newField := func(title string) int64 {
		return w.Call("suggestion", http.MethodPost, "/api/v3/contribution-fields/SUGGESTION",
			map[string]any{"isActive": true, "definitionList": []map[string]string{{"language": "en", "title": title}}}).Expect(t, http.StatusCreated).ID(t)

	}
	energy, safety := newField("Energy"), newField("Safety")
	input := func(label string, field int64) int64 {
		body := map[string]any{"inputType": "TEXT", "definitionList": []map[string]any{{"language": "en", "label": label, "explanation": ""}}}
		if field != 0 {
			body["fieldId"] = field
		}
		return w.Call("suggestion", http.MethodPost, "/api/v3/extra-inputs/SUGGESTION", body).Expect(t, http.StatusCreated).ID(t)
	}
	forEnergy := input("Kilowatt hours", energy)
	everyone := input("Cost estimate", 0)
	forSafety := input("Risk level", safety)
	inputsOf := func(who string, field int64) []int64 {
		t.Helper()
		var list []struct {
			ID      int64
			FieldID *int64
		}
		w.Env.Get("/api/v3/extra-inputs/filter/"+itoa(field), w.Tok[who]).Expect(t, http.StatusOK).JSON(t, &list)
		out := []int64{}
		for _, e := range list {
			if e.FieldID != nil && *e.FieldID != field {
				t.Errorf("field %d got an input of field %d", field, *e.FieldID)
			}
			out = append(out, e.ID)
		}
		return out
	}
	for _, who := range []string{"user", "external", "suggestion"} {
		if got := inputsOf(who, energy); !slices.Equal(got, []int64{forEnergy, everyone}) {
			t.Errorf("%s, energy: %v", who, got)
		}
		if got := inputsOf(who, safety); !slices.Equal(got, []int64{everyone, forSafety}) {
			t.Errorf("%s, safety: %v", who, got)
		}
	}
	// The module setting: contributors it shuts out may not; the type's admin still may.
	w.Call("admin", http.MethodPut, "/api/v3/config/update-config", map[string]any{
		"moduleSubmitListSettings": map[string]any{"SUGGESTION": map[string]any{"listingEnabled": "INTERNAL", "submitEnabled": "INTERNAL"}},
	}).Expect(t, http.StatusOK)
	w.Env.Get("/api/v3/extra-inputs/filter/"+itoa(energy), w.Tok["external"]).ExpectError(t, http.StatusForbidden, "")
	if got := inputsOf("suggestion", energy); len(got) != 2 {
		t.Errorf("admin after the setting: %v", got)
	}
	// The admin's own routes still answer next to filter/.
	w.Env.Get("/api/v3/extra-inputs/SUGGESTION/"+itoa(everyone), w.Tok["suggestion"]).Expect(t, http.StatusOK)
	w.Env.Get("/api/v3/extra-inputs/filter/987654", w.Tok["user"]).ExpectError(t, http.StatusNotFound, "")
	w.Env.Get("/api/v3/extra-inputs/filter/x", w.Tok["user"]).ExpectError(t, http.StatusBadRequest, "")
	w.Env.Get("/api/v3/extra-inputs/filter/"+itoa(energy), "").ExpectError(t, http.StatusUnauthorized, "")
}
