package contribution

import (
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/httpapi"
)

// HTTP holds the contribution handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

// Create handles POST /api/v3/contributions/{type}: a new draft; the body
// is the new id (spec 002 §3 "The server returns the new id").
func (h *HTTP) Create(w http.ResponseWriter, r *http.Request) error {
	id, err := h.svc.Create(r.Context(), strings.ToUpper(httpapi.Param(r, "type")))
	if err != nil {
		return err
	}
	httpapi.Alert(w, "inno.contribution.created", strconv.FormatInt(id, 10))
	return httpapi.WriteJSON(w, http.StatusCreated, id)
}

func lang(r *http.Request) string {
	if l := r.URL.Query().Get("langkey"); l != "" {
		return l
	}
	if l := r.URL.Query().Get("langKey"); l != "" {
		return l
	}
	return "en"
}

// Get handles GET /api/v3/contributions/{id}?langkey=.
func (h *HTTP) Get(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	c, err := h.svc.Get(r.Context(), id, lang(r))
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
	c, err := h.svc.Get(r.Context(), id, lang(r))
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
	c, err := h.svc.Get(r.Context(), id, lang(r))
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
	list, err := h.svc.History(r.Context(), id, strings.ToUpper(httpapi.Param(r, "c")), lang(r))
	if err != nil {
		return err
	}
	return httpapi.OK(w, list)
}

// Tasks handles GET /api/v3/contribution-tasks/user/{userId}?status.in=…&page&size&sort.
func (h *HTTP) Tasks(w http.ResponseWriter, r *http.Request) error {
	uid, err := httpapi.PathID(r, "userId")
	if err != nil {
		return err
	}
	p, err := httpapi.ParsePage(r, TaskSortable, httpapi.Order{Column: "t.deadline"})
	if err != nil {
		return err
	}
	var statuses []string
	for _, v := range r.URL.Query()["status.in"] {
		for _, st := range strings.Split(v, ",") {
			if st = strings.TrimSpace(st); st != "" {
				statuses = append(statuses, st)
			}
		}
	}
	items, total, err := h.svc.Tasks(r.Context(), uid, statuses, p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}
