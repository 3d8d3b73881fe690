/**
 * What the detail page offers of evaluations (docs/evaluation.md): the eval types the state lets the
 * caller score (EVALUATION_* commands) or report on (EVALUATION_REPORT_*), the scorecard form's
 * values and rules, and the score as the server computes it.
 */
import { z } from 'zod';
import { text } from '../../shared/form/schema';
import { EVAL_TYPES, type EvalDefinition, type EvalType, type Scorecard, type ScorecardBody } from './types';

export const MAX_STARS = 5;
export const MAX_COMMENT = 1000;
export const NO_SCORE = -1;

const suffix = (e: EvalType) => e.replace(/^EVAL_/, '');

/** The command that lets roles answer a scorecard of an eval type: EVALUATION_PRE, EVALUATION_BOARD1, … */
export const evalCommand = (e: EvalType) => `EVALUATION_${suffix(e)}`;
/** The command that lets roles read the report of an eval type: EVALUATION_REPORT_PRE, … */
export const reportCommand = (e: EvalType) => `EVALUATION_REPORT_${suffix(e)}`;
/** The role that answers an eval type by default: the mentor pre-evaluates, BOARDn and JURYn their own. */
export const evalRole = (e: EvalType) => (e === 'EVAL_PRE' ? 'MENTOR' : suffix(e));

/** The eval types the state lets the caller score now. */
export function scoringTypes(commands: readonly string[]): EvalType[] {
  return EVAL_TYPES.filter((e) => commands.includes(evalCommand(e)));
}

/** The eval types whose report the state grants the caller. */
export function reportTypes(commands: readonly string[]): EvalType[] {
  return EVAL_TYPES.filter((e) => commands.includes(reportCommand(e)));
}

/**
 * The eval types whose scorecard the caller may have answered earlier (they hold the type's role),
 * shown read-only once the contribution left the state; the server says whether there is one.
 */
export function pastTypes(commands: readonly string[], callerRoles: readonly string[]): EvalType[] {
  const now = scoringTypes(commands);
  return EVAL_TYPES.filter((e) => !now.includes(e) && callerRoles.includes(evalRole(e)));
}

export interface ScorecardValues {
  /** stars per question id; 0 = not answered yet */
  stars: Record<string, number>;
  comment: string;
}

export const scorecardSchema = z.object({
  stars: z.record(z.string(), z.number().int().min(0).max(MAX_STARS)),
  comment: text({ max: MAX_COMMENT }),
}) satisfies z.ZodType<ScorecardValues, ScorecardValues>;

export function toScorecardForm(s: Scorecard | undefined): ScorecardValues {
  const stars: Record<string, number> = {};
  for (const q of s?.evalDefinition.evalItemDefinitionList ?? []) stars[String(q.id)] = 0;
  for (const a of s?.answers ?? []) stars[String(a.evalItemDefinitionId)] = a.stars;
  return { stars, comment: s?.comment ?? '' };
}

/** The questions still without stars (submitting needs every one). */
export function unanswered(d: EvalDefinition, v: ScorecardValues): number {
  return d.evalItemDefinitionList.filter((q) => !(v.stars[String(q.id)] > 0)).length;
}

export function toScorecardBody(contributionId: number, evalFlowType: EvalType, v: ScorecardValues, submit: boolean): ScorecardBody {
  return {
    contributionId,
    evalFlowType,
    comment: v.comment.trim(),
    submit,
    answers: Object.entries(v.stars)
      .filter(([, stars]) => stars > 0)
      .map(([id, stars]) => ({ evalItemDefinitionId: Number(id), stars })),
  };
}

/** Σ weight × stars / 5 on evalOver, two decimals: the server's score, shown while answering. */
export function scoreOf(d: EvalDefinition, v: ScorecardValues): number {
  const total = d.evalItemDefinitionList.reduce(
    (sum, q) => sum + ((q.weight * (v.stars[String(q.id)] ?? 0)) / MAX_STARS) * (d.evalOver / 100),
    0,
  );
  return Math.round(total * 100) / 100;
}
