package evaluation

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/inno-platform/inno/internal/export"
	"github.com/inno-platform/inno/internal/httpapi"
)

// HTTP holds the evaluation handlers.
type HTTP struct{ svc *Service }

// NewHTTP returns the evaluation handlers.
func NewHTTP(s *Service) *HTTP { return &HTTP{svc: s} }

func upper(r *http.Request, name string) string { return strings.ToUpper(httpapi.Param(r, name)) }

// List handles GET /api/v3/evals/list/{type}: the definitions of a contribution type.
func (h *HTTP) List(w http.ResponseWriter, r *http.Request) error {
	defs, err := h.svc.List(r.Context(), upper(r, "type"))
	if err != nil {
		return err
	}
	return httpapi.WriteList(w, defs, int64(len(defs)))
}

// Options handles GET /api/v3/evals/types/{type}: the definitions of a type to choose from.
func (h *HTTP) Options(w http.ResponseWriter, r *http.Request) error {
	opts, err := h.svc.Options(r.Context(), upper(r, "type"))
	if err != nil {
		return err
	}
	return httpapi.OK(w, opts)
}

// Get handles GET /api/v3/evals/{id}.
func (h *HTTP) Get(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	d, err := h.svc.Get(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, d)
}

// Create handles PUT /api/v3/evals/create.
func (h *HTTP) Create(w http.ResponseWriter, r *http.Request) error {
	var d EvalDefinition
	if err := httpapi.DecodeJSON(w, r, &d); err != nil {
		return err
	}
	d, err := h.svc.Create(r.Context(), d)
	if err != nil {
		return err
	}
	return httpapi.Created(w, "evalDefinition", strconv.FormatInt(d.ID, 10), d)
}

// Update handles PUT /api/v3/evals/update.
func (h *HTTP) Update(w http.ResponseWriter, r *http.Request) error {
	var d EvalDefinition
	if err := httpapi.DecodeJSON(w, r, &d); err != nil {
		return err
	}
	d, err := h.svc.Update(r.Context(), d)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "evalDefinition", strconv.FormatInt(d.ID, 10), d)
}

// Delete handles DELETE /api/v3/evals/{id}.
func (h *HTTP) Delete(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	if err := h.svc.Delete(r.Context(), id); err != nil {
		return err
	}
	return httpapi.Deleted(w, "evalDefinition", strconv.FormatInt(id, 10))
}

// Save handles PUT /api/v3/evals: the caller's answers.
func (h *HTTP) Save(w http.ResponseWriter, r *http.Request) error {
	var in ScorecardInput
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.EvalFlowType = strings.ToUpper(in.EvalFlowType)
	sc, err := h.svc.Save(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.OK(w, sc)
}

// Scorecard handles GET /api/v3/evals/{type}/contribution/{contributionId}/{a}/{b}:
// type is the eval type, a the contribution type, b the evaluator's user id
// (0: the caller).
func (h *HTTP) Scorecard(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "contributionId")
	if err != nil {
		return err
	}
	userID, err := strconv.ParseInt(httpapi.Param(r, "b"), 10, 64)
	if err != nil || userID < 0 {
		return httpapi.BadRequest("the evaluator must be a user id, 0 for the caller")
	}
	sc, err := h.svc.Scorecard(r.Context(), upper(r, "type"), id, upper(r, "a"), userID)
	if err != nil {
		return err
	}
	return httpapi.OK(w, sc)
}

func (h *HTTP) report(r *http.Request) (EvalReport, error) {
	id, err := httpapi.PathID(r, "y")
	if err != nil {
		return EvalReport{}, err
	}
	return h.svc.Report(r.Context(), upper(r, "x"), id, upper(r, "z"))
}

// EvalReport handles GET /api/v3/evals/contribution/report/{x}/{y}/{z}: x is
// the contribution type, y its id, z an eval type or ALL.
func (h *HTTP) Report(w http.ResponseWriter, r *http.Request) error {
	rep, err := h.report(r)
	if err != nil {
		return err
	}
	return httpapi.OK(w, rep)
}

// Excel handles GET /api/v3/evals/contribution/report/{x}/{y}/{z}/excel?langKey=:
// the same report as an Excel workbook (the web app saves it as .xls).
func (h *HTTP) Excel(w http.ResponseWriter, r *http.Request) error {
	rep, err := h.report(r)
	if err != nil {
		return err
	}
	return export.WriteExcel(w, ExcelName(rep), ExcelTable(rep, httpapi.Lang(r)))
}
