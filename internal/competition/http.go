package competition

import (
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/inno-platform/inno/internal/export"
	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/paging"
)

// HTTP holds the competition handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

func (h *HTTP) list(w http.ResponseWriter, r *http.Request, lang string) error {
	p, err := httpapi.ParsePage(r, Sortable, paging.Order{Column: "c.created_date", Desc: true})
	if err != nil {
		return err
	}
	q := r.URL.Query()
	items, total, err := h.svc.List(r.Context(), ListFilter{Open: q.Get("open") == "true", Closed: q.Get("closed") == "true"}, p, lang)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// List handles GET /api/v3/competitions (?open=true, ?closed=true).
func (h *HTTP) List(w http.ResponseWriter, r *http.Request) error {
	return h.list(w, r, httpapi.Lang(r))
}

// ListLang handles GET /api/v3/competitions/langKey/{lang}.
func (h *HTTP) ListLang(w http.ResponseWriter, r *http.Request) error {
	return h.list(w, r, httpapi.Param(r, "lang"))
}

// Manage handles GET /api/v3/competitions/manage.
func (h *HTTP) Manage(w http.ResponseWriter, r *http.Request) error {
	p, err := httpapi.ParsePage(r, Sortable, paging.Order{Column: "c.updated_date", Desc: true})
	if err != nil {
		return err
	}
	q := r.URL.Query()
	items, total, err := h.svc.Manage(r.Context(), q.Get("title"), q.Get("competitionState"), p)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// Get handles GET /api/v3/competitions/{id}/langKey/{key}: the detail.
func (h *HTTP) Get(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	c, err := h.svc.Get(r.Context(), id, httpapi.Param(r, "key"))
	if err != nil {
		return err
	}
	return httpapi.OK(w, c)
}

// Form handles GET /api/v3/competitions/{id}/update.
func (h *HTTP) Form(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	c, err := h.svc.Form(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, c)
}

// Create handles POST /api/v3/competitions (wizard step 1).
func (h *HTTP) Create(w http.ResponseWriter, r *http.Request) error {
	var in Competition
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	c, err := h.svc.Create(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Created(w, Kind.Entity, strconv.FormatInt(c.ID, 10), c)
}

// Update handles PUT /api/v3/competitions.
func (h *HTTP) Update(w http.ResponseWriter, r *http.Request) error {
	var in Competition
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	c, err := h.svc.Update(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, Kind.Entity, strconv.FormatInt(c.ID, 10), c)
}

// Start handles PUT /api/v3/competitions/start.
func (h *HTTP) Start(w http.ResponseWriter, r *http.Request) error {
	var in StartRequest
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	c, err := h.svc.Start(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, Kind.Entity, strconv.FormatInt(c.ID, 10), c)
}

// LifeCycle handles GET /api/v3/life-cycles-competition/{id}?langkey=.
func (h *HTTP) LifeCycle(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	lc, err := h.svc.LifeCycle(r.Context(), id, httpapi.Lang(r))
	if err != nil {
		return err
	}
	return httpapi.OK(w, lc)
}

// LifeCycleOptions handles GET /api/v3/competitions/life-cycles.
func (h *HTTP) LifeCycleOptions(w http.ResponseWriter, r *http.Request) error {
	out, err := h.svc.LifeCycleOptions(r.Context())
	if err != nil {
		return err
	}
	return httpapi.OK(w, out)
}

// Moderators handles GET /api/v3/competition-moderator/{id}.
func (h *HTTP) Moderators(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	out, err := h.svc.Moderators(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, out)
}

// SetModerators handles POST /api/v3/competition-moderator/{id} ({userList}).
func (h *HTTP) SetModerators(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	var in Moderators
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	out, err := h.svc.SetModerators(r.Context(), id, in)
	if err != nil {
		return err
	}
	return httpapi.OK(w, out)
}

// Juries handles GET /api/v3/juries/competition/{id}.
func (h *HTTP) Juries(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	out, err := h.svc.Juries(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, out)
}

// SetJuries handles POST /api/v3/juries/competition/{id}/juryPost (an
// indexed map of jury entries).
func (h *HTTP) SetJuries(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	var in map[string]Jury
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	out, err := h.svc.SetJuries(r.Context(), id, in)
	if err != nil {
		return err
	}
	return httpapi.OK(w, out)
}

// Rewards handles GET /api/v3/competition-rewards/competition/{id}.
func (h *HTTP) Rewards(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	out, err := h.svc.Rewards(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, out)
}

func (h *HTTP) saveReward(w http.ResponseWriter, r *http.Request, create bool) error {
	var in Reward
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if create != (in.ID == 0) {
		if create {
			return httpapi.BadRequest("a new reward has no id")
		}
		return httpapi.BadRequest("the reward's id is missing")
	}
	out, err := h.svc.SaveReward(r.Context(), in)
	if err != nil {
		return err
	}
	if create {
		return httpapi.Created(w, "competitionReward", strconv.FormatInt(out.ID, 10), out)
	}
	return httpapi.Updated(w, "competitionReward", strconv.FormatInt(out.ID, 10), out)
}

// CreateReward handles POST /api/v3/competition-rewards.
func (h *HTTP) CreateReward(w http.ResponseWriter, r *http.Request) error {
	return h.saveReward(w, r, true)
}

// UpdateReward handles PUT /api/v3/competition-rewards.
func (h *HTTP) UpdateReward(w http.ResponseWriter, r *http.Request) error {
	return h.saveReward(w, r, false)
}

// DeleteReward handles DELETE /api/v3/competition-rewards/{id}/competition/{competitionId}.
func (h *HTTP) DeleteReward(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	competitionID, err := httpapi.PathID(r, "competitionId")
	if err != nil {
		return err
	}
	if err := h.svc.DeleteReward(r.Context(), id, competitionID); err != nil {
		return err
	}
	return httpapi.Deleted(w, "competitionReward", strconv.FormatInt(id, 10))
}

// PossibleStates handles GET /api/v3/competitions/possible-life-cycle-states/{id}.
func (h *HTTP) PossibleStates(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	out, err := h.svc.PossibleStates(r.Context(), id, httpapi.Lang(r))
	if err != nil {
		return err
	}
	return httpapi.OK(w, out)
}

// ChangeState handles PUT /api/v3/competitions/update-competition-state.
func (h *HTTP) ChangeState(w http.ResponseWriter, r *http.Request) error {
	var in StateChange
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	c, err := h.svc.ChangeState(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, Kind.Entity, strconv.FormatInt(c.ID, 10), c)
}

// Ideas handles GET /api/v3/contributions/get-ideas/{id}/{lang}: a
// competition's submitted ideas, paged, sorted by code by default.
func (h *HTTP) Ideas(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	p, err := httpapi.ParsePage(r, IdeaSortable, paging.Order{Column: "c.code"})
	if err != nil {
		return err
	}
	lang := strings.ToLower(httpapi.Param(r, "lang"))
	items, total, err := h.svc.Ideas(r.Context(), id, p, lang)
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, items, total)
}

// Report handles GET /api/v3/competition_moderator/{id}/eval-report.
func (h *HTTP) Report(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	rows, _, err := h.svc.Report(r.Context(), id)
	if err != nil {
		return err
	}
	// 15,000 rows (17.5 MB) for 5,000 ideas and three juries of ten: written
	// row by row as encoding/json would write them, and compressed faster
	// than small answers (httpapi.WriteLargeJSON).
	return httpapi.WriteLargeJSON(w, r, func(out io.Writer) error {
		b := append(make([]byte, 0, 4<<10), '[')
		for i, row := range rows {
			if i > 0 {
				b = append(b, ',')
			}
			var err error
			if b, err = appendReportRow(b, row); err != nil {
				return err
			}
			if _, err = out.Write(b); err != nil {
				return err
			}
			b = b[:0]
		}
		_, err := out.Write(append(b, ']', '\n')) // encoding/json ends its answers with a newline
		return err
	})
}

// appendReportRow appends a row of the report as encoding/json writes a
// ReportRow (TestReportJSONIsEncodingJSON compares them).
func appendReportRow(b []byte, r ReportRow) ([]byte, error) {
	var err error
	b = append(b, `{"ideaId":`...)
	b = strconv.AppendInt(b, r.IdeaID, 10)
	b = append(b, `,"code":`...)
	b = httpapi.AppendJSONString(b, r.Code)
	b = append(b, `,"title":`...)
	b = httpapi.AppendJSONString(b, r.Title)
	b = append(b, `,"score":`...)
	if b, err = httpapi.AppendJSONFloat(b, r.Score); err != nil {
		return b, fmt.Errorf("competition report: idea %d: %w", r.IdeaID, err)
	}
	b = append(b, `,"juryType":`...)
	b = httpapi.AppendJSONString(b, r.JuryType)
	b = append(b, `,"juryTitle":`...)
	b = httpapi.AppendJSONString(b, r.JuryTitle)
	b = append(b, `,"juryUserReport":[`...)
	for i, u := range r.JuryUserReport {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"userId":`...)
		b = strconv.AppendInt(b, u.UserID, 10)
		b = append(b, `,"fullName":`...)
		b = httpapi.AppendJSONString(b, u.FullName)
		b = append(b, `,"score":`...)
		if b, err = httpapi.AppendJSONFloat(b, u.Score); err != nil {
			return b, fmt.Errorf("competition report: idea %d, juror %d: %w", r.IdeaID, u.UserID, err)
		}
		b = append(b, `,"comment":`...)
		b = httpapi.AppendJSONString(b, u.Comment)
		b = append(b, '}')
	}
	return append(b, ']', '}'), nil
}

// Excel handles GET /api/v3/competition_moderator/excel/{id}/eval-report?langKey=.
func (h *HTTP) Excel(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	rows, c, err := h.svc.Report(r.Context(), id)
	if err != nil {
		return err
	}
	return export.WriteExcel(w, ReportName(c), ReportTable(rows, httpapi.Lang(r)))
}
