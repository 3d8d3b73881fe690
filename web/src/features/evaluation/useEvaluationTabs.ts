import { useScorecardQuery } from './evaluationApi';
import { pastTypes, reportTypes, scoringTypes } from './scorecard';
import { EVAL_TYPES, type EvalType } from './types';

export interface EvalSubject {
  id: number;
  contributionType: string;
  stateId: number;
  commands: readonly string[];
  callerRoles: readonly string[];
}

/**
 * The evaluation tabs the detail page shows the caller: the scorecards of the eval types the state lets
 * them score, and those they answered before (read-only: the server answers 403 when there is none),
 * and whether the state grants them a report.
 */
export interface EvaluationTabs {
  scorecardTypes: EvalType[];
  report: boolean;
}

export function useEvaluationTabs(d: EvalSubject): EvaluationTabs {
  const now = scoringTypes(d.commands);
  const past = pastTypes(d.commands, d.callerRoles);
  // one query per eval type, each skipped unless the caller may have answered it
  const found: Record<EvalType, boolean> = {
    EVAL_PRE: useAnswered('EVAL_PRE', d, past),
    EVAL_BOARD1: useAnswered('EVAL_BOARD1', d, past),
    EVAL_BOARD2: useAnswered('EVAL_BOARD2', d, past),
    EVAL_BOARD3: useAnswered('EVAL_BOARD3', d, past),
    EVAL_JURY1: useAnswered('EVAL_JURY1', d, past),
    EVAL_JURY2: useAnswered('EVAL_JURY2', d, past),
    EVAL_JURY3: useAnswered('EVAL_JURY3', d, past),
  };
  const earlier = past.filter((e) => found[e]);
  return {
    scorecardTypes: EVAL_TYPES.filter((e) => now.includes(e) || earlier.includes(e)),
    report: reportTypes(d.commands).length > 0,
  };
}

/** Whether the caller has a scorecard of evalType from an earlier state. */
function useAnswered(evalType: EvalType, d: EvalSubject, past: readonly EvalType[]): boolean {
  const q = useScorecardQuery(
    { evalType, contributionId: d.id, contributionType: d.contributionType, stateId: d.stateId },
    { skip: !past.includes(evalType) },
  );
  return q.data !== undefined;
}
