/**
 * The forms of benefit analyses, schedules and action items (their zod schemas mirror the server's rules,
 * docs/api-collaboration.md), amounts as decimal text (never floats), and which tabs the detail shows.
 */
import { z } from 'zod';
import { rule, text } from '../../shared/form/schema';
import { MESSAGES, type FieldMessage } from '../../shared/form/validation';
import type {
  ActionItemBody,
  Benefit,
  BenefitBody,
  BenefitCategory,
  BenefitPeriod,
  BenefitType,
  ImplementationSchedule,
  ScheduleBody,
  ScheduleStatus,
} from './types';

/** An amount as the API takes it: digits, a point and at most two decimals, up to 999,999,999,999.99. */
export const AMOUNT_PATTERN = /^[0-9]{1,12}(\.[0-9]{1,2})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Decimal text ("12500.5") with a thousands separator and two decimals (000 §9): "12,500.50". No float on the way. */
export function formatAmount(amount: string): string {
  const [whole = '0', frac = ''] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(frac + '00').slice(0, 2)}`;
}

export interface ItemValues {
  category: BenefitCategory | '';
  amount: string;
  currency: string;
  period: BenefitPeriod | '';
  explanation: string;
}

export interface BenefitValues {
  id: number | null;
  benefitType: BenefitType;
  isActionItemAnalysis: boolean;
  explanation: string;
  items: ItemValues[];
  removeFile: boolean;
}

const amountRule = (v: string): FieldMessage | undefined =>
  v.trim() === '' ? { key: MESSAGES.required } : AMOUNT_PATTERN.test(v.trim()) ? undefined : { key: 'benefit.validation.amount' };
const chosenRule = (v: string): FieldMessage | undefined => (v === '' ? { key: MESSAGES.required } : undefined);

export const benefitSchema = z.object({
  id: z.number().nullable(),
  benefitType: z.enum(['FORECAST', 'ACTUAL']),
  isActionItemAnalysis: z.boolean(),
  explanation: text({ max: 2000 }),
  items: z
    .array(
      z.object({
        category: z.string().superRefine(rule(chosenRule)),
        amount: z.string().superRefine(rule(amountRule)),
        currency: text({ required: true, pattern: /^[A-Z]{3}$/ }),
        period: z.string().superRefine(rule(chosenRule)),
        explanation: text({ max: 1000 }),
      }),
    )
    .min(1)
    .max(50),
  removeFile: z.boolean(),
}) as unknown as z.ZodType<BenefitValues, BenefitValues>;

export const newItem = (currency = 'TRY'): ItemValues => ({ category: '', amount: '', currency, period: '', explanation: '' });

export function benefitToForm(b: Benefit | null, benefitType: BenefitType): BenefitValues {
  if (!b) return { id: null, benefitType, isActionItemAnalysis: false, explanation: '', items: [newItem()], removeFile: false };
  return {
    id: b.id,
    benefitType: b.benefitType,
    isActionItemAnalysis: b.isActionItemAnalysis,
    explanation: b.explanation,
    items: b.items.map((it) => ({ ...it })),
    removeFile: false,
  };
}

export function benefitBody(v: BenefitValues, contributionId: number): BenefitBody & { contributionId: number } {
  return {
    ...(v.id === null ? {} : { id: v.id }),
    contributionId,
    benefitType: v.benefitType,
    isActionItemAnalysis: v.isActionItemAnalysis,
    explanation: v.explanation.trim(),
    removeFile: v.removeFile,
    items: v.items.map((it) => ({
      category: it.category as BenefitCategory,
      amount: it.amount.trim(),
      currency: it.currency.trim().toUpperCase(),
      period: it.period as BenefitPeriod,
      explanation: it.explanation.trim(),
    })),
  };
}

export interface StepValues {
  title: string;
  responsibleUserId: number | null;
  responsibleName: string;
  plannedStart: string;
  plannedEnd: string;
  actualStart: string;
  actualEnd: string;
  status: ScheduleStatus;
}

const date = (required: boolean) =>
  z
    .string()
    .superRefine(
      rule((v: string) =>
        v === '' ? (required ? { key: MESSAGES.required } : undefined) : ISO_DATE.test(v) ? undefined : { key: MESSAGES.pattern },
      ),
    );

export const scheduleSchema = z.object({
  steps: z
    .array(
      z
        .object({
          title: text({ required: true, min: 3, max: 255 }),
          responsibleUserId: z.number().nullable(),
          responsibleName: z.string(),
          plannedStart: date(true),
          plannedEnd: date(true),
          actualStart: date(false),
          actualEnd: date(false),
          status: z.enum(['PLANNED', 'IN_PROGRESS', 'DONE', 'CANCELED']),
        })
        .superRefine((s, ctx) => {
          const fail = (path: string, key: string) => ctx.addIssue({ code: 'custom', message: key, path: [path] });
          if (s.plannedStart && s.plannedEnd && s.plannedEnd < s.plannedStart) fail('plannedEnd', 'schedule.validation.endBeforeStart');
          if (s.actualEnd && !s.actualStart) fail('actualStart', MESSAGES.required);
          if (s.actualStart && s.actualEnd && s.actualEnd < s.actualStart) fail('actualEnd', 'schedule.validation.endBeforeStart');
          if (s.status === 'DONE' && !s.actualEnd) fail('actualEnd', MESSAGES.required);
        }),
    )
    .max(100),
}) satisfies z.ZodType<{ steps: StepValues[] }>;

export const newStep = (): StepValues => ({
  title: '',
  responsibleUserId: null,
  responsibleName: '',
  plannedStart: '',
  plannedEnd: '',
  actualStart: '',
  actualEnd: '',
  status: 'PLANNED',
});

export function scheduleToForm(s: ImplementationSchedule | undefined): { steps: StepValues[] } {
  return {
    steps: (s?.steps ?? []).map((st) => ({
      title: st.title,
      responsibleUserId: st.responsibleUserId,
      responsibleName: st.responsibleName,
      plannedStart: st.plannedStart,
      plannedEnd: st.plannedEnd,
      actualStart: st.actualStart ?? '',
      actualEnd: st.actualEnd ?? '',
      status: st.status,
    })),
  };
}

export function scheduleBody(v: { steps: StepValues[] }, contributionId: number): ScheduleBody & { contributionId: number } {
  return {
    contributionId,
    steps: v.steps.map((s) => ({
      title: s.title.trim(),
      responsibleUserId: s.responsibleUserId,
      plannedStart: s.plannedStart,
      plannedEnd: s.plannedEnd,
      actualStart: s.actualStart || null,
      actualEnd: s.actualEnd || null,
      status: s.status,
    })),
  };
}

export interface ActionItemValues {
  title: string;
  description: string;
  assigneeId: number | null;
  dueDate: string;
}

export const actionItemSchema = z.object({
  title: text({ required: true, min: 3, max: 255 }),
  description: text({ max: 2000 }),
  assigneeId: z
    .number()
    .nullable()
    .superRefine(rule((v: number | null) => (v === null ? { key: MESSAGES.required } : undefined))),
  dueDate: date(true),
}) satisfies z.ZodType<ActionItemValues>;

export function actionItemBody(v: ActionItemValues, contributionId: number): ActionItemBody & { contributionId: number } {
  return { contributionId, title: v.title.trim(), description: v.description.trim(), assigneeId: v.assigneeId ?? 0, dueDate: v.dueDate };
}

/** What the tabs' rules read of a contribution (ContributionDetail has it). */
type Subject = { commands: readonly string[]; callerRoles: readonly string[]; stateType: string };
const grants = (d: Subject, ...commands: string[]) => d.commands.some((c) => commands.includes(c));
const manager = (d: Subject) => d.callerRoles.includes('MANAGER');

/** The benefit tab: the state grants a benefit command, or the caller administers the type (as the server decides). */
export const showsBenefits = (d: Subject) =>
  manager(d) || grants(d, 'BENEFIT_ANALYSIS_VIEW', 'BENEFIT_ANALYSIS_FORECAST', 'BENEFIT_ANALYSIS_ACTUAL');

/** The schedule tab: once accepted (a schedule is made from then on). */
export const showsSchedule = (d: Subject) => ['ACCEPTANCE', 'IMPLEMENTATION', 'COMPLETION'].includes(d.stateType);

/** The action items tab: the state grants viewing or creating them, or the caller administers the type. */
export const showsActionItems = (d: Subject) => manager(d) || grants(d, 'VIEW_ACTION_ITEM', 'CREATE_ACTION_ITEM');
