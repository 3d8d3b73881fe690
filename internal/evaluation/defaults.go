package evaluation

import (
	"context"
	"fmt"

	"github.com/inno-platform/inno/internal/lifecycle"
)

// DefaultPre is the pre-evaluation scorecard the field mentor answers in
// the default life cycles: four weighted questions. Definitions hold one
// text per field, so the seeded one reads in English and Turkish together
// (docs/evaluation.md); administrators edit it or add their own version.
func DefaultPre(contributionType string) EvalDefinition {
	return EvalDefinition{
		Title:            "Pre-evaluation / Ön değerlendirme",
		Explanation:      "The field mentor's first assessment of the contribution. / Alan mentorunun katkıya ilk değerlendirmesi.",
		ContributionType: contributionType, EvalFlowType: lifecycle.EvalPre, EvalType: EvalTypeStar5, EvalOver: EvalOver,
		Items: []EvalItem{
			{Question: "Benefit: how much does it save or earn? / Fayda: ne kadar tasarruf ya da kazanç sağlar?", Weight: 40},
			{Question: "Feasibility: can we carry it out with our means? / Uygulanabilirlik: kendi imkânlarımızla hayata geçirebilir miyiz?", Weight: 30},
			{Question: "Originality: is it new for us? / Özgünlük: bizim için yeni mi?", Weight: 15},
			{Question: "Scope: how widely can it be applied? / Kapsam: ne kadar yaygın uygulanabilir?", Weight: 15},
		},
	}
}

// SeedDefaults gives SUGGESTION and IMPROVEMENT their default
// pre-evaluation definition when the type has no EVAL_PRE definition yet.
func SeedDefaults(ctx context.Context, s *Service) error {
	for _, typ := range []string{lifecycle.ContributionSuggestion, lifecycle.ContributionImprovement} {
		id, err := s.store.Latest(ctx, typ, lifecycle.EvalPre, nil)
		if err != nil {
			return err
		}
		if id != 0 {
			continue
		}
		d := DefaultPre(typ)
		if err := check(&d); err != nil {
			return fmt.Errorf("evaluation: default definition: %w", err)
		}
		if _, err := s.store.Insert(ctx, d, s.now()); err != nil {
			return err
		}
	}
	return nil
}
