/** The contribution form (spec 002 §2 edit routes; docs/api-contributions.md EditEntity). */
import { z } from 'zod';
import { encodeMessage, formErrors, rule, text } from '../../shared/form/schema';
import { MESSAGES, type FieldMessage, type FormErrors } from '../../shared/form/validation';
import type { SearchUser } from '../../shared/UserSearch/rules';
import { answerOf, answersPayload, checkAnswer, inputsForField, type Answer } from './extraInputs';
import type { ActionView, EditEntity, ExtraInputWithAnswer, Person } from './types';

export const TITLE_MIN = 3;
export const TITLE_MAX = 200;
export const SUMMARY_MAX = 1000;
export const BODY_MAX = 100_000;
export const MAX_CO_OWNERS = 10;
/** The free campaign option. */
export const FREE_CAMPAIGN = '0';

export interface MainForm {
  title: string;
  summary: string;
  body: string;
  /** '' = none */
  fieldId: string;
  /** '0' = free */
  campaignId: string;
}

export function toMainForm(e: EditEntity, initialCampaignId: number | null): MainForm {
  const campaign = e.campaignId ?? initialCampaignId ?? 0;
  return {
    title: e.title ?? '',
    summary: e.summary ?? '',
    body: e.body ?? '',
    fieldId: e.fieldId === null || e.fieldId === undefined ? '' : String(e.fieldId),
    campaignId: String(campaign),
  };
}

/** Rules on every save (the server's too). */
export const mainSchema = z.object({
  title: text({ required: true, min: TITLE_MIN, max: TITLE_MAX }),
  summary: text({ max: SUMMARY_MAX }),
  body: z
    .string()
    .superRefine(rule((b: string) => (b.length > BODY_MAX ? { key: MESSAGES.maxlength, params: { max: BODY_MAX } } : undefined))),
  fieldId: z.string(),
  campaignId: z.string(),
});

/**
 * Extra rules before the first action out of the draft: a summary (the title, required on every save, starts
 * empty: a new draft has none until its owner saves one).
 */
function submitRules(v: MainForm, ctx: z.RefinementCtx) {
  const add = (field: keyof MainForm, m: FieldMessage) => ctx.addIssue({ code: 'custom', path: [field], message: encodeMessage(m) });
  if (v.summary.trim() === '') add('summary', { key: MESSAGES.required });
}

export const submitSchema = mainSchema.superRefine(submitRules);

export function validateMain(v: MainForm): FormErrors<MainForm> {
  return formErrors(mainSchema, v);
}

export function validateForSubmit(v: MainForm): FormErrors<MainForm> {
  return formErrors(submitSchema, v);
}

/** The whole form: the main fields, the answers, tags and co-owners. */
export interface ContributionFormValues extends MainForm {
  /** answers by input id; the server names their fields `extraInput[{id}]`, the same path */
  extraInput: Record<string, Answer>;
  tagIds: number[];
  coOwners: SearchUser[];
  /** the rules that apply: a draft save's, or a submit's (a real title, a summary, the required answers) */
  intent: 'draft' | 'submit';
}

/** The answers of the inputs shown for the chosen field (an input new to the form starts from its stored answer). */
export function shownAnswers(
  inputs: readonly ExtraInputWithAnswer[],
  v: Pick<ContributionFormValues, 'fieldId' | 'extraInput'>,
): { shown: ExtraInputWithAnswer[]; answers: Record<number, Answer> } {
  const shown = inputsForField(inputs, v.fieldId === '' ? null : Number(v.fieldId));
  const answers: Record<number, Answer> = {};
  for (const i of shown) answers[i.id] = v.extraInput[i.id] ?? answerOf(i);
  return { shown, answers };
}

/** The form's rules for the inputs the contribution has: the main ones, the submit's when submitting, each shown answer's. */
export function contributionSchema(inputs: readonly ExtraInputWithAnswer[]): z.ZodType<ContributionFormValues, ContributionFormValues> {
  return z
    .object({
      ...mainSchema.shape,
      extraInput: z.record(z.string(), z.object({ value: z.string(), values: z.array(z.string()) })),
      tagIds: z.array(z.number()),
      coOwners: z.array(z.custom<SearchUser>()),
      intent: z.enum(['draft', 'submit']),
    })
    .superRefine((v, ctx) => {
      const submitting = v.intent === 'submit';
      if (submitting) submitRules(v, ctx);
      const { shown, answers } = shownAnswers(inputs, v);
      for (const i of shown) {
        const m = checkAnswer(i, answers[i.id], submitting);
        if (m) ctx.addIssue({ code: 'custom', path: ['extraInput', String(i.id)], message: encodeMessage(m) });
      }
    });
}

/** The stored answers of the inputs, then the entity's for those the inputs leave empty. */
export function initialAnswers(inputs: readonly ExtraInputWithAnswer[], entity: EditEntity): Record<string, Answer> {
  const out: Record<string, Answer> = {};
  for (const i of inputs) out[i.id] = answerOf(i);
  for (const a of entity.extraInputAnswers) {
    if (!(a.extraInputId in out) || (out[a.extraInputId].value === '' && out[a.extraInputId].values.length === 0)) {
      out[a.extraInputId] = { value: a.value ?? '', values: [...(a.values ?? [])] };
    }
  }
  return out;
}

/** The PUT body: the loaded entity with the form laid over it. */
export function toPayload(
  original: EditEntity,
  v: MainForm,
  extra: {
    tagIds: number[];
    coOwners: SearchUser[];
    inputs: readonly ExtraInputWithAnswer[];
    answers: Readonly<Record<number, Answer>>;
    savedAsDraft: boolean;
  },
): EditEntity {
  return {
    ...original,
    title: v.title.trim(),
    summary: v.summary.trim(),
    body: v.body,
    fieldId: v.fieldId === '' ? null : Number(v.fieldId),
    campaignId: Number(v.campaignId || FREE_CAMPAIGN),
    coOwnerIds: extra.coOwners.map((u) => u.id),
    tagIds: [...extra.tagIds],
    extraInputAnswers: answersPayload(extra.inputs, extra.answers),
    savedAsDraft: extra.savedAsDraft,
  };
}

/** The co-owners as the user search shows them, named from the detail's people when known. */
export function coOwnersOf(ids: readonly number[], people: readonly Person[]): SearchUser[] {
  return ids.map((id) => {
    const p = people.find((x) => x.userId === id);
    return p ? { id, login: p.login, fullName: p.fullName || p.login } : { id, login: `#${id}` };
  });
}

/** The action the Submit button runs: the one named `submit`, else the first the caller has. */
export function submitAction(actions: readonly ActionView[]): ActionView | null {
  return actions.find((a) => a.name === 'submit') ?? actions[0] ?? null;
}

/** The server's field errors split into the main form's and the extra inputs'. */
export function splitServerErrors(errors: Record<string, FieldMessage>): {
  main: Record<string, FieldMessage>;
  extra: Record<string, FieldMessage>;
} {
  const main: Record<string, FieldMessage> = {};
  const extra: Record<string, FieldMessage> = {};
  for (const [k, m] of Object.entries(errors)) {
    if (k.startsWith('extraInput[')) extra[k] = m;
    else main[k] = m;
  }
  return { main, extra };
}
