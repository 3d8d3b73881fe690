/** Evaluation shapes, generated from the OpenAPI document (internal/evaluation). */
import type { Schemas } from '../../app/api/types';

export type EvalDefinition = Schemas['EvalDefinition'];
export type EvalDefinitionBody = Schemas['EvalDefinitionRequest'];
export type Scorecard = Schemas['Scorecard'];
export type ScorecardBody = Schemas['ScorecardInput'];
export type EvalReport = Schemas['EvalReport'];
export type EvalType = EvalDefinition['evalFlowType'];

export const EVAL_TYPES = [
  'EVAL_PRE',
  'EVAL_BOARD1',
  'EVAL_BOARD2',
  'EVAL_BOARD3',
  'EVAL_JURY1',
  'EVAL_JURY2',
  'EVAL_JURY3',
] as const satisfies readonly EvalType[];

/** The contribution types whose definitions the screen manages. */
export const EVAL_CONTRIBUTION_TYPES = ['SUGGESTION', 'IMPROVEMENT', 'IDEA'] as const;
export type EvalContributionType = (typeof EVAL_CONTRIBUTION_TYPES)[number];
