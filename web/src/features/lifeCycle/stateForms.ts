/**
 * The forms of a life cycle's own fields and of its states (spec 002 §7): values, zod rules with the
 * spec's message keys (mirroring the server's checks), and the POST/PUT bodies.
 */
import { z } from 'zod';
import { encodeMessage, formErrors, rule, text } from '../../shared/form/schema';
import { checkText, MESSAGES, type FieldMessage, type FormErrors } from '../../shared/form/validation';
import {
  CONTRIBUTION_TYPES,
  FLAG_KEYS,
  RATING_TYPES,
  type ContributionType,
  type LifeCycle,
  type LifeCycleFlags,
  type LifeCycleState,
  type RatingType,
} from './types';

/** The "must be unique" message of a name already taken in its scope. */
export const UNIQUE: FieldMessage = { key: 'error.Unique' };
export const REQUIRED: FieldMessage = { key: MESSAGES.required };

/** A text checked by checkText, then refused when another item of its scope already has it. */
export function uniqueText(rules: Parameters<typeof checkText>[1], taken: readonly string[]) {
  return z.string().superRefine(rule((v: string) => checkText(v, rules) ?? (taken.includes(v.trim()) ? UNIQUE : undefined)));
}

/** A choice of a select ('' = none): required, and not one taken in its scope. */
export function uniqueChoice(taken: readonly string[] = []) {
  return z.string().superRefine(rule((v: string) => (v === '' ? REQUIRED : taken.includes(v) ? UNIQUE : undefined)));
}

/** At least one role ticked. */
export const someRoles = z.array(z.string()).superRefine(rule((v: string[]) => (v.length === 0 ? REQUIRED : undefined)));

// ---- the life cycle's own form ----

export interface LifeCycleForm extends LifeCycleFlags {
  id: number | null;
  name: string;
  contributionType: ContributionType;
  isDefault: boolean;
  isActive: boolean;
  /** how its contributions are rated (issue 17) */
  ratingType: RatingType;
}

/** The name is required, at most 200 characters. */
export const lifeCycleSchema = z.object({
  id: z.number().nullable(),
  name: text({ required: true, max: 200 }),
  contributionType: z.enum(CONTRIBUTION_TYPES),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  isOwnersChatEnabled: z.boolean(),
  isOwnersMentorChatEnabled: z.boolean(),
  isOwnersAdvisorsChatEnabled: z.boolean(),
  isMentorExpertChatEnabled: z.boolean(),
  isBannerEnabled: z.boolean(),
  ratingType: z.enum(RATING_TYPES),
}) satisfies z.ZodType<LifeCycleForm, LifeCycleForm>;

export function newLifeCycleForm(): LifeCycleForm {
  return {
    id: null,
    name: '',
    contributionType: 'SUGGESTION',
    isDefault: false,
    isActive: true,
    isOwnersChatEnabled: false,
    isOwnersMentorChatEnabled: false,
    isOwnersAdvisorsChatEnabled: false,
    isMentorExpertChatEnabled: false,
    isBannerEnabled: true,
    ratingType: 'STAR5',
  };
}

export function lifeCycleToForm(lc: LifeCycle): LifeCycleForm {
  const form: LifeCycleForm = {
    ...newLifeCycleForm(),
    id: lc.id,
    name: lc.name,
    contributionType: lc.contributionType,
    isDefault: lc.isDefault,
    isActive: lc.isActive,
    ratingType: lc.ratingType,
  };
  for (const k of FLAG_KEYS) form[k] = lc[k];
  return form;
}

export function validateLifeCycle(v: LifeCycleForm): FormErrors<LifeCycleForm> {
  return formErrors(lifeCycleSchema, v);
}

export function lifeCyclePayload(v: LifeCycleForm) {
  const { id, name, ...rest } = v;
  return { ...(id !== null ? { id } : {}), name: name.trim(), ...rest };
}

// ---- states ----

export const STATE_CODE = /^[A-Z][A-Z0-9_]*$/;

export interface StateForm {
  id: number | null;
  code: string;
  stateType: string;
  isHappyPath: boolean;
  isInitial: boolean;
  /** language → name ('' = none) */
  names: Record<string, string>;
}

/** The rule functions name a state's name fields `name.<language>`; the form holds them as `names.<language>`. */
export type StateFormErrors = FormErrors<StateForm> & Partial<Record<`name.${string}`, FieldMessage>>;

/**
 * The code (upper case, unique in the life cycle, at most 50), the type, the English name (required)
 * and the other names (optional), at most 200 each.
 */
export function stateSchema(takenCodes: readonly string[] = []) {
  return z.object({
    id: z.number().nullable(),
    code: uniqueText({ required: true, max: 50, pattern: STATE_CODE }, takenCodes),
    stateType: text({ required: true }),
    isHappyPath: z.boolean(),
    isInitial: z.boolean(),
    names: z.record(z.string(), z.string()).superRefine((names, ctx) => {
      for (const lang of new Set(['en', ...Object.keys(names)])) {
        const m = checkText(names[lang], { required: lang === 'en', max: 200 });
        if (m) ctx.addIssue({ code: 'custom', path: [lang], message: encodeMessage(m) });
      }
    }),
  }) satisfies z.ZodType<StateForm, StateForm>;
}

export function validateState(v: StateForm, takenCodes: readonly string[] = []): StateFormErrors {
  const out: Record<string, FieldMessage> = {};
  for (const [field, m] of Object.entries(formErrors(stateSchema(takenCodes), v) as Record<string, FieldMessage>)) {
    out[field.replace(/^names\./, 'name.')] = m;
  }
  return out as StateFormErrors;
}

export function newStateForm(): StateForm {
  return { id: null, code: '', stateType: 'FLOW', isHappyPath: true, isInitial: false, names: {} };
}

export function stateToForm(s: LifeCycleState): StateForm {
  const names: Record<string, string> = {};
  for (const n of s.stateDefinitionList) names[n.language] = n.name;
  return { id: s.id, code: s.code, stateType: s.stateType, isHappyPath: s.isHappyPath, isInitial: s.isInitial, names };
}

/** The POST/PUT body; rank 0 keeps the position (or appends a new state). */
export function statePayload(v: StateForm, lifeCycleId: number, rank = 0) {
  return {
    ...(v.id !== null ? { id: v.id } : {}),
    lifeCycleId,
    code: v.code.trim(),
    stateType: v.stateType,
    rank,
    isHappyPath: v.isHappyPath,
    isInitial: v.isInitial,
    stateDefinitionList: Object.entries(v.names)
      .map(([language, name]) => ({ language, name: name.trim() }))
      .filter((n) => n.name !== ''),
  };
}

/** The PUT body that moves a state to another position and changes nothing else. */
export function moveStatePayload(s: LifeCycleState, rank: number) {
  return statePayload(stateToForm(s), s.lifeCycleId, rank);
}

/** Server field errors of a state (stateDefinitionList[i].name) mapped onto the form's fields. */
export function stateServerErrors(
  errors: Record<string, FieldMessage>,
  sent: ReturnType<typeof statePayload>,
): Record<string, FieldMessage> {
  const out: Record<string, FieldMessage> = {};
  for (const [field, message] of Object.entries(errors)) {
    const m = field.match(/^stateDefinitionList\[(\d+)\]\.(name|language)$/);
    if (m) {
      const lang = sent.stateDefinitionList[Number(m[1])]?.language ?? 'en';
      out[`name.${lang}`] = message;
    } else if (field === 'stateDefinitionList') {
      out['name.en'] = message;
    } else {
      out[field] = message;
    }
  }
  return out;
}
