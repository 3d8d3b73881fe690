/** The contribution form (spec 002 §2 edit routes; docs/api-contributions.md EditEntity). */
import { checkText, compact, MESSAGES, type FieldMessage, type FormErrors } from '../../shared/form/validation';
import type { SearchUser } from '../../shared/UserSearch/rules';
import { answersPayload, type Answer } from './extraInputs';
import type { ActionView, EditEntity, ExtraInputWithAnswer, Person } from './types';

export const TITLE_MIN = 3;
export const TITLE_MAX = 200;
export const SUMMARY_MAX = 1000;
export const BODY_MAX = 100_000;
export const MAX_CO_OWNERS = 10;
/** The server's title of a new draft. */
export const PLACEHOLDER_TITLE = 'New contribution';
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
export function validateMain(v: MainForm): FormErrors<MainForm> {
  return compact<MainForm>({
    title: checkText(v.title, { required: true, min: TITLE_MIN, max: TITLE_MAX }),
    summary: checkText(v.summary, { max: SUMMARY_MAX }),
    body: v.body.length > BODY_MAX ? { key: MESSAGES.maxlength, params: { max: BODY_MAX } } : undefined,
  });
}

/** Extra rules before the first action out of the draft: a real title and a summary. */
export function validateForSubmit(v: MainForm): Record<string, FieldMessage> {
  const out: Record<string, FieldMessage> = { ...validateMain(v) };
  if (!out.title && v.title.trim() === PLACEHOLDER_TITLE) out.title = { key: 'contribution.validation.placeholderTitle' };
  if (!out.summary && v.summary.trim() === '') out.summary = { key: MESSAGES.required };
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
