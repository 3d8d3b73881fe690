import { describe, expect, it } from 'vitest';
import { pastTypes, reportTypes, scoreOf, scoringTypes, toScorecardForm, unanswered } from './scorecard';
import type { EvalDefinition } from './types';

const D = {
  evalOver: 100,
  evalItemDefinitionList: [
    { id: 1, evalDefinitionId: 9, question: 'Benefit', weight: 40 },
    { id: 2, evalDefinitionId: 9, question: 'Feasibility', weight: 30 },
    { id: 3, evalDefinitionId: 9, question: 'Originality', weight: 15 },
    { id: 4, evalDefinitionId: 9, question: 'Scope', weight: 15 },
  ],
} as EvalDefinition;

describe('scorecard rules', () => {
  it('reads the eval types from the commands and the roles', () => {
    const commands = ['EDIT', 'EVALUATION_BOARD1', 'EVALUATION_REPORT_PRE', 'EVALUATION_REPORT_BOARD1'];
    expect(scoringTypes(commands)).toEqual(['EVAL_BOARD1']);
    expect(reportTypes(commands)).toEqual(['EVAL_PRE', 'EVAL_BOARD1']);
    // the mentor pre-evaluated earlier; board 1 is scored now, so it is not a past one
    expect(pastTypes(commands, ['MENTOR', 'BOARD1', 'OWNER'])).toEqual(['EVAL_PRE']);
    expect(pastTypes([], ['OWNER', 'MANAGER'])).toEqual([]);
  });

  it('scores Σ weight × stars / 5 on 100, two decimals (hand-computed)', () => {
    const v = { stars: { '1': 5, '2': 4, '3': 3, '4': 1 }, comment: '' };
    // 40·5/5 + 30·4/5 + 15·3/5 + 15·1/5 = 40 + 24 + 9 + 3
    expect(scoreOf(D, v)).toBe(76);
    expect(scoreOf(D, { stars: { '1': 3, '2': 3, '3': 3, '4': 3 }, comment: '' })).toBe(60);
    expect(
      scoreOf(
        { ...D, evalItemDefinitionList: [{ id: 1, evalDefinitionId: 9, question: 'q', weight: 33 }] },
        { stars: { '1': 2 }, comment: '' },
      ),
    ).toBe(13.2);
    expect(unanswered(D, v)).toBe(0);
    expect(unanswered(D, toScorecardForm(undefined))).toBe(4);
  });
});
