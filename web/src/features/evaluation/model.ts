/** The definition form's values, its zod schema (the server's rules, 001 §5) and the weight rule. */
import { z } from 'zod';
import { text } from '../../shared/form/schema';
import type { EvalDefinition, EvalDefinitionBody, EvalType, EvalContributionType } from './types';

export const TOTAL = 100;

export interface QuestionValues {
  id: number | null;
  question: string;
  /** as typed; a whole number of at least 1 */
  weight: string;
}

export interface DefinitionValues {
  id: number | null;
  title: string;
  explanation: string;
  evalFlowType: EvalType;
  items: QuestionValues[];
}

export const definitionSchema = z.object({
  id: z.number().nullable(),
  title: text({ required: true, min: 3, max: 255 }),
  explanation: text({ required: true, min: 3, max: 1024 }),
  evalFlowType: z.enum(['EVAL_PRE', 'EVAL_BOARD1', 'EVAL_BOARD2', 'EVAL_BOARD3', 'EVAL_JURY1', 'EVAL_JURY2', 'EVAL_JURY3']),
  items: z.array(
    z.object({
      id: z.number().nullable(),
      question: text({ required: true, min: 3, max: 512 }),
      weight: z.string(),
    }),
  ),
}) satisfies z.ZodType<DefinitionValues>;

export const weightOf = (q: QuestionValues): number => (/^\d+$/.test(q.weight.trim()) ? Number(q.weight.trim()) : 0);

export const totalOf = (items: readonly QuestionValues[]): number => items.reduce((sum, q) => sum + weightOf(q), 0);

/**
 * The toast a definition earns (001 §5): a question shorter than 3 characters (questionEmpty), a
 * weight under 1 (min), a total over 100 (max); null when it may be saved (total exactly 100).
 */
export function weightProblem(items: readonly QuestionValues[]): 'questionEmpty' | 'min' | 'max' | null {
  if (items.some((q) => q.question.trim().length < 3)) return 'questionEmpty';
  if (items.length === 0 || items.some((q) => weightOf(q) < 1)) return 'min';
  if (totalOf(items) > TOTAL) return 'max';
  return null;
}

export function toForm(d: EvalDefinition | null): DefinitionValues {
  if (!d) return { id: null, title: '', explanation: '', evalFlowType: 'EVAL_PRE', items: [{ id: null, question: '', weight: '100' }] };
  return {
    id: d.id,
    title: d.title,
    explanation: d.explanation,
    evalFlowType: d.evalFlowType,
    items: d.evalItemDefinitionList.map((it) => ({ id: it.id, question: it.question, weight: String(it.weight) })),
  };
}

export function toBody(v: DefinitionValues, contributionType: EvalContributionType): EvalDefinitionBody {
  return {
    ...(v.id === null ? {} : { id: v.id }),
    title: v.title.trim(),
    explanation: v.explanation.trim(),
    contributionType,
    evalFlowType: v.evalFlowType,
    evalType: 'STAR5',
    evalOver: TOTAL,
    evalItemDefinitionList: v.items.map((q) => ({
      ...(q.id === null ? {} : { id: q.id }),
      question: q.question.trim(),
      weight: weightOf(q),
    })),
  } as EvalDefinitionBody;
}

/** A score for the screen: two decimals, a dash for "no score" (−1). */
export const formatScore = (v: number): string => (v < 0 ? '–' : String(Math.round(v * 100) / 100));
