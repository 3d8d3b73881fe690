package lifecycle

import (
	"slices"
	"strings"
)

// Eval types (spec 002 §4): the evaluations a contribution can get, each
// answered on a scorecard of an evaluation definition of that type.
const (
	EvalPre    = "EVAL_PRE"
	EvalBoard1 = "EVAL_BOARD1"
	EvalBoard2 = "EVAL_BOARD2"
	EvalBoard3 = "EVAL_BOARD3"
	EvalJury1  = "EVAL_JURY1"
	EvalJury2  = "EVAL_JURY2"
	EvalJury3  = "EVAL_JURY3"
)

// EvalTypes lists every eval type.
var EvalTypes = []string{EvalPre, EvalBoard1, EvalBoard2, EvalBoard3, EvalJury1, EvalJury2, EvalJury3}

// evalSuffix is the part of an eval type its commands end with: PRE, BOARD1, …
func evalSuffix(evalType string) string { return strings.TrimPrefix(evalType, "EVAL_") }

// EvalCommand is the command that lets roles answer a scorecard of evalType.
func EvalCommand(evalType string) string { return "EVALUATION_" + evalSuffix(evalType) }

// EvalReportCommand is the command that lets roles read the report of evalType.
func EvalReportCommand(evalType string) string { return "EVALUATION_REPORT_" + evalSuffix(evalType) }

// EvalRole is the contribution role that answers evalType by default: the
// mentor pre-evaluates, BOARDn and JURYn evaluate as their board or jury.
// A state may grant the evaluation command to other roles too.
func EvalRole(evalType string) string {
	if evalType == EvalPre {
		return RoleMentor
	}
	return evalSuffix(evalType)
}

// EvaluatorRoles lists the roles the state lets answer evalType (working
// roles only: VIEWER and MANAGER watch, they do not score).
func (s *State) EvaluatorRoles(evalType string) []string {
	var out []string
	for _, c := range s.Commands {
		if c.Command != EvalCommand(evalType) {
			continue
		}
		for _, r := range c.Roles {
			if r != RoleViewer && r != RoleManager && !slices.Contains(out, r) {
				out = append(out, r)
			}
		}
	}
	return out
}

// Evaluates reports whether the state lets holders of role answer a
// scorecard of some eval type: their tasks in the state are their own,
// one per holder, closed by their own submission.
func (s *State) Evaluates(role string) bool {
	for _, t := range EvalTypes {
		if slices.Contains(s.EvaluatorRoles(t), role) {
			return true
		}
	}
	return false
}

// IsJuryEval reports whether evalType is a jury's (EVAL_JURY1-3): a
// competition's jury answers the definition its wizard chose, and a jury's
// members read each other's scorecards only once their stage has ended.
func IsJuryEval(evalType string) bool { return strings.HasPrefix(evalType, "EVAL_JURY") }
