package contribution

import (
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/paging"
)

// HTTP holds the contribution handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

// Create handles POST /api/v3/contributions/{type}: a new draft; the body
// is the new id (spec 002 §3 "The server returns the new id").
func (h *HTTP) Create(w http.ResponseWriter, r *http.Request) error {
	typ := strings.ToUpper(httpapi.Param(r, "type"))
	var id int64
	var err error
	if typ == TypeIdea { // an idea belongs to a competition: ?competitionId=
		competitionID, perr := strconv.ParseInt(r.URL.Query().Get("competitionId"), 10, 64)
		if perr != nil || competitionID <= 0 {
			return httpapi.BadRequest("query parameter competitionId must be a competition's id")
		}
		id, err = h.svc.CreateIdea(r.Context(), competitionID)
	} else {
		id, err = h.svc.Create(r.Context(), typ)
	}
	if err != nil {
		return err
	}
	httpapi.Alert(w, "inno.contribution.created", strconv.FormatInt(id, 10))
	return httpapi.WriteJSON(w, http.StatusCreated, id)
}

// Get handles GET /api/v3/contributions/{id}?langkey=.
func (h *HTTP) Get(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	c, err := h.svc.Get(r.Context(), id, httpapi.Lang(r))
	if err != nil {
		return err
	}
	return httpapi.OK(w, c)
}

// Execute handles POST /api/v3/contributions/contributionId/{id}/execute-action/{action}.
// The body is the explanation: plain text, a JSON string, {"explanation": "…"}, or empty.
// The answer is the contribution as the caller now sees it (just its id when
// the new state hides it from them, as a draft returned to its owner does).
func (h *HTTP) Execute(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	explanation, err := readExplanation(w, r)
	if err != nil {
		return err
	}
	if err := h.svc.Execute(r.Context(), id, httpapi.Param(r, "action"), explanation); err != nil {
		return err
	}
	c, err := h.svc.Get(r.Context(), id, httpapi.Lang(r))
	if apperr.Is(err, apperr.KindNotFound) {
		return httpapi.OK(w, map[string]int64{"id": id})
	}
	if err != nil {
		return err
	}
	return httpapi.OK(w, c)
}

func readExplanation(w http.ResponseWriter, r *http.Request) (string, error) {
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 64<<10))
	if err != nil {
		return "", httpapi.BadRequest("explanation larger than 64 KB")
	}
	text := strings.TrimSpace(string(raw))
	if text == "" {
		return "", nil
	}
	if !strings.HasPrefix(text, "{") && !strings.HasPrefix(text, `"`) && !strings.HasPrefix(text, "[") && !isJSONScalar(text) {
		return text, nil // plain text
	}
	var s string
	if err := json.Unmarshal([]byte(text), &s); err == nil {
		return s, nil
	}
	var obj struct {
		Explanation string `json:"explanation"`
	}
	if err := json.Unmarshal([]byte(text), &obj); err != nil {
		return "", httpapi.BadRequest("the body must be the explanation text or {\"explanation\": …}")
	}
	return obj.Explanation, nil
}

// isJSONScalar spots bodies such as 42 or true, which are JSON but not an explanation.
func isJSONScalar(s string) bool {
	var v any
	return json.Unmarshal([]byte(s), &v) == nil
}

// Assign handles POST /api/v3/contributions/{id}/{role}/command/assign/{command}
// with {"userList": [ids]}: the holders of role become exactly those users.
func (h *HTTP) Assign(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	var body struct {
		UserList []int64 `json:"userList"`
	}
	if err := httpapi.DecodeJSON(w, r, &body); err != nil {
		return err
	}
	role := strings.ToUpper(httpapi.Param(r, "role"))
	if cmd := httpapi.Param(r, "command"); !strings.EqualFold(cmd, assignCommand[role]) {
		return httpapi.BadRequest("the command must be ASSIGN_" + role)
	}
	if err := h.svc.Assign(r.Context(), id, role, body.UserList); err != nil {
		return err
	}
	c, err := h.svc.Get(r.Context(), id, httpapi.Lang(r))
	if err != nil {
		return err
	}
	return httpapi.OK(w, c)
}

// History handles GET /api/v3/contribution-histories/{id}/category/{c} (c: ALL, STATE, ASSIGNMENT, CREATED).
func (h *HTTP) History(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	list, err := h.svc.History(r.Context(), id, strings.ToUpper(httpapi.Param(r, "c")), httpapi.Lang(r))
	if err != nil {
		return err
	}
	return httpapi.OK(w, list)
}

func typeParam(r *http.Request, name string) string { return strings.ToUpper(httpapi.Param(r, name)) }

// EditView handles GET /api/v3/contributions/edit/{id}/{source}.
func (h *HTTP) EditView(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	e, err := h.svc.EditView(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, e)
}

// Save handles PUT /api/v3/contributions/{type} with the edit entity.
func (h *HTTP) Save(w http.ResponseWriter, r *http.Request) error {
	var in EditEntity
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	e, err := h.svc.Save(r.Context(), typeParam(r, "type"), in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "contribution", e.Code, e)
}

// Delete handles DELETE /api/v3/contributions/{type}/{id} (drafts only).
func (h *HTTP) Delete(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	if err := h.svc.Delete(r.Context(), typeParam(r, "type"), id); err != nil {
		return err
	}
	return httpapi.Deleted(w, "contribution", strconv.FormatInt(id, 10))
}

func queryID(r *http.Request, names ...string) (int64, error) {
	name, v := firstQuery(r, names...)
	if v == "" {
		return 0, nil
	}
	id, err := strconv.ParseInt(v, 10, 64)
	if err != nil || id < 0 {
		return 0, httpapi.BadRequest(name + " must be a number")
	}
	return id, nil
}

// firstQuery is the first of the named query parameters that has a value,
// with its name: filters take their documented name and the criteria
// spelling (title.contains) alike.
func firstQuery(r *http.Request, names ...string) (name, value string) {
	q := r.URL.Query()
	for _, name := range names {
		if v := q.Get(name); v != "" {
			return name, v
		}
	}
	return "", ""
}

func queryDay(r *http.Request, next bool, names ...string) (time.Time, error) {
	name, v := firstQuery(r, names...)
	if v == "" {
		return time.Time{}, nil
	}
	t, err := time.Parse("2006-01-02", v)
	if err != nil {
		return time.Time{}, httpapi.BadRequest(name + " must be YYYY-MM-DD")
	}
	if next {
		t = t.AddDate(0, 0, 1)
	}
	return t.UTC(), nil
}

// List handles GET /api/v3/contributions/{type}/{parent}/{scope} with the
// filters title, contributionFieldId, stateId, eiId, role, dateSubmittedFrom,
// dateSubmittedTo (YYYY-MM-DD), exactTotal, page, size, sort and langkey (criteria
// spellings accepted too: title.contains, stateId.equals,
// dateSubmitted.greaterThanOrEqual, dateSubmitted.lessThanOrEqual, …).
func (h *HTTP) List(w http.ResponseWriter, r *http.Request) error {
	f, p, err := listQuery(r)
	if err != nil {
		return err
	}
	items, total, err := h.svc.List(r.Context(), f, p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// listQuery reads a list's filters and page from its path and query; the
// list and its id list (IDs) take the same.
func listQuery(r *http.Request) (ListFilter, paging.Page, error) {
	parent, err := strconv.ParseInt(httpapi.Param(r, "parent"), 10, 64)
	if err != nil || parent < 0 {
		return ListFilter{}, paging.Page{}, httpapi.BadRequest("the campaign or competition id must be a number (0 for all)")
	}
	q := r.URL.Query()
	f := ListFilter{Type: typeParam(r, "type"), ParentID: parent, Scope: strings.ToLower(httpapi.Param(r, "scope")),
		Code: q.Get("eiId"), Role: strings.ToUpper(q.Get("role")), Lang: httpapi.Lang(r)}
	_, f.Title = firstQuery(r, "title", "title.contains")
	if f.FieldID, err = queryID(r, "contributionFieldId", "contributionFieldId.equals"); err != nil {
		return ListFilter{}, paging.Page{}, err
	}
	if f.TagID, err = queryID(r, "selectedTagId", "tagId"); err != nil {
		return ListFilter{}, paging.Page{}, err
	}
	if f.StateID, err = queryID(r, "stateId", "stateId.equals"); err != nil {
		return ListFilter{}, paging.Page{}, err
	}
	if campaign, err := queryID(r, "campaignId", "campaignId.equals"); err != nil {
		return ListFilter{}, paging.Page{}, err
	} else if campaign != 0 && f.ParentID == 0 {
		f.ParentID = campaign
	}
	if f.SubmittedFrom, err = queryDay(r, false, "dateSubmittedFrom", "dateSubmitted.greaterThanOrEqual"); err != nil {
		return ListFilter{}, paging.Page{}, err
	}
	if f.SubmittedTo, err = queryDay(r, true, "dateSubmittedTo", "dateSubmitted.lessThanOrEqual"); err != nil {
		return ListFilter{}, paging.Page{}, err
	}
	switch v := q.Get("exactTotal"); v {
	case "", "false":
	case "true":
		f.ExactTotal = true
	default:
		return ListFilter{}, paging.Page{}, httpapi.BadRequest("exactTotal must be true or false")
	}
	p, err := httpapi.ParsePage(r, ListSortable, paging.Order{Column: "c.updated_date", Desc: true})
	return f, p, err
}
