package evaluation_test

import (
	"testing"

	"github.com/inno-platform/inno/internal/evaluation"
)

// TestAnswersText: the answers column holds the pairs by item id, whatever
// order the request gave them in, and nothing for no answers (as migration
// 0039 fills it from eval_answer).
func TestAnswersText(t *testing.T) {
	got := evaluation.AnswersText([]evaluation.EvalAnswer{{EvalItemDefinitionID: 12, Stars: 3}, {EvalItemDefinitionID: 4, Stars: 5}})
	if got == nil || *got != "[[4,5],[12,3]]" {
		t.Errorf("AnswersText = %v, want [[4,5],[12,3]]", got)
	}
	if got := evaluation.AnswersText(nil); got != nil {
		t.Errorf("AnswersText(nil) = %q, want nil", *got)
	}
}
