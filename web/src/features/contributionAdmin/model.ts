/**
 * Contribution administration (issue 5, spec 002 §2–§7, docs/api-contributions.md): tasks, fields
 * and their people, extra inputs and tags. Types of the contract and the rules of the screens as
 * pure functions.
 */
import type { QueryParams } from '../../app/api';
import type { Schemas } from '../../app/api/types';
import { AUTHORITIES as A, hasAnyAuthority } from '../../app/auth/authorities';
import { charCount, checkText, compact, type FieldMessage, type FormErrors } from '../../shared/form/validation';
import { z } from 'zod';
import { formErrors, text } from '../../shared/form/schema';
import type { ExtraInputDefinition, SelectionValue } from '../contribution/types';

// ---------------------------------------------------------------------------------------------
// Types and roles

export const CONTRIBUTION_TYPES = ['SUGGESTION', 'IMPROVEMENT', 'IDEA'] as const;
export type ContributionType = (typeof CONTRIBUTION_TYPES)[number];

/** 'suggestion' → 'SUGGESTION'; null when the text is not a contribution type. */
export function parseType(value: string | undefined, allowed: readonly ContributionType[] = CONTRIBUTION_TYPES): ContributionType | null {
  const v = (value ?? '').toUpperCase();
  return (allowed as readonly string[]).includes(v) ? (v as ContributionType) : null;
}

/** The role that administers a type (IDEA belongs to the competition module). */
export function adminRoleOf(type: ContributionType): string {
  switch (type) {
    case 'SUGGESTION':
      return A.SUGGESTION_ADMIN;
    case 'IMPROVEMENT':
      return A.IMPROVEMENT_ADMIN;
    case 'IDEA':
      return A.COMPETITION_ADMIN;
  }
}

/** true when the user administers the type (the server checks the same; ADMIN alone is not enough). */
export function isTypeAdmin(authorities: readonly string[] | undefined, type: ContributionType): boolean {
  return hasAnyAuthority(authorities, [adminRoleOf(type)]);
}

/** Contribution roles of spec 002 §4. */
export const CONTRIBUTION_ROLES = [
  'OWNER',
  'AUDITOR',
  'MANAGER',
  'RESPONSIBLE',
  'MENTOR',
  'EXPERT',
  'ADVISOR',
  'IMPLEMENTER',
  'BOARD1',
  'BOARD2',
  'BOARD3',
  'JURY1',
  'JURY2',
  'JURY3',
  'COMPETITION_MODERATOR',
  'SYSTEM',
  'VIEWER',
] as const;

/** The roles the server attaches to a field (internal/contribution/fields.go fieldRoles). */
export const FIELD_USER_ROLES = ['MENTOR', 'RESPONSIBLE', 'EXPERT', 'ADVISOR', 'AUDITOR'] as const;
export type FieldUserRole = (typeof FIELD_USER_ROLES)[number];

export function roleKey(role: string): string {
  return `contributionAdmin.roles.${role}`;
}

export function typeKey(type: string): string {
  return `contributionAdmin.types.${type}`;
}

// ---------------------------------------------------------------------------------------------
// Localized texts

export interface Localized {
  language: string;
}

/** The entry of the current language, else English, else the first one. */
export function pickLanguage<T extends Localized>(list: readonly T[] | null | undefined, lang: string): T | null {
  const all = list ?? [];
  return all.find((d) => d.language === lang) ?? all.find((d) => d.language === 'en') ?? all[0] ?? null;
}

/** The languages a localized form offers: the configured ones, en and tr, and any the record already has. */
export function formLanguages(configured: readonly string[], existing: readonly Localized[] = []): string[] {
  const out: string[] = [];
  for (const l of [...configured, 'en', 'tr', ...existing.map((d) => d.language)]) {
    if (l && !out.includes(l)) out.push(l);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Tasks

export const TASK_STATUSES = ['WAITING', 'OVERDUE', 'UNDONE', 'CANCELED', 'ON_TIME_DONE', 'LATE_DONE'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export interface Task {
  id: number;
  contributionId: number;
  eiId: string;
  module: string;
  contributionTitle: string;
  stateId: number;
  stateName?: string | null;
  taskName: string;
  role: string;
  /** the contract's single assignee … */
  userId?: number | null;
  userName?: string | null;
  /** … and what the server sends: every holder of the task's role on the contribution */
  assignees?: { userId: number; login: string; fullName: string; userRole?: string }[];
  fieldId?: number | null;
  createdDate: string;
  deadline: string;
  closedDate?: string | null;
  status: string;
}

/** Bootstrap colour of a status badge: overdue red, waiting blue, done green. */
export function statusVariant(status: string): string {
  switch (status) {
    case 'OVERDUE':
      return 'danger';
    case 'WAITING':
      return 'primary';
    case 'ON_TIME_DONE':
    case 'LATE_DONE':
      return 'success';
    case 'UNDONE':
      return 'warning';
    default:
      return 'secondary';
  }
}

export interface TaskFilters {
  search: string;
  /** comma-separated task names */
  taskName: string;
  roles: string[];
  fieldIds: string[];
  stateIds: string[];
  /** comma-separated contribution codes */
  eiId: string;
  module: string;
  statuses: string[];
  /** YYYY-MM-DD */
  start: string;
  end: string;
}

export const EMPTY_TASK_FILTERS: TaskFilters = {
  search: '',
  taskName: '',
  roles: [],
  fieldIds: [],
  stateIds: [],
  eiId: '',
  module: '',
  statuses: [],
  start: '',
  end: '',
};

function commaList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The filters that are set, in the server's names (`.in` lists repeat the key). */
export function taskParams(f: TaskFilters): QueryParams {
  const out: QueryParams = {};
  if (f.search.trim() !== '') out.search = f.search.trim();
  const names = commaList(f.taskName);
  if (names.length > 0) out['taskName.in'] = names;
  if (f.roles.length > 0) out['role.in'] = [...f.roles];
  if (f.fieldIds.length > 0) out['contributionFieldId.in'] = [...f.fieldIds];
  if (f.stateIds.length > 0) out['stateId.in'] = [...f.stateIds];
  const codes = commaList(f.eiId);
  if (codes.length > 0) out['eiId.in'] = codes;
  if (f.module !== '') out.module = f.module;
  if (f.statuses.length > 0) out['status.in'] = [...f.statuses];
  if (f.start !== '') out.start = f.start;
  if (f.end !== '') out.end = f.end;
  return out;
}

export const TASK_SORT_FIELDS = ['id', 'eiId', 'taskName', 'role', 'createdDate', 'deadline'] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];

export interface Sort<F extends string> {
  field: F;
  order: 'asc' | 'desc';
}

/** The same column flips the order; another column starts ascending. */
export function toggleSort<F extends string>(current: Sort<F>, field: F): Sort<F> {
  if (current.field === field) return { field, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { field, order: 'asc' };
}

export function sortParam<F extends string>(s: Sort<F>): string {
  return `${s.field},${s.order}`;
}

/** Who holds the task: the contract's userName, else the holders of the role. */
export function assigneeText(t: Pick<Task, 'userName' | 'assignees'>): string {
  if (t.userName) return t.userName;
  return (t.assignees ?? []).map((p) => p.fullName || p.login).join(', ');
}

export interface StateOption {
  id: number;
  name: string;
}

/** Adds the states of a page of tasks to the known ones (the state filter offers what was seen). */
export function mergeStates(known: readonly StateOption[], tasks: readonly Task[]): StateOption[] {
  const out = [...known];
  for (const t of tasks) {
    if (!out.some((s) => s.id === t.stateId)) out.push({ id: t.stateId, name: t.stateName || String(t.stateId) });
  }
  return out;
}

export function toggleIn(list: readonly string[], value: string, on: boolean): string[] {
  return on ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((v) => v !== value);
}

// ---------------------------------------------------------------------------------------------
// Contribution fields and their people

export interface FieldTitle {
  language: string;
  title: string;
}

export interface ContributionField {
  id: number;
  contributionType?: string;
  isActive: boolean;
  sortOrder: number;
  definitionList: FieldTitle[];
}

export interface FieldUser {
  id: number;
  fieldId: number;
  userId: number;
  userRole: string;
  isActive: boolean;
  login: string;
  fullName: string;
}

export const FIELD_TITLE_MAX = 200;

export function fieldTitle(f: Pick<ContributionField, 'definitionList'>, lang: string, undefinedText = 'Undefined'): string {
  return pickLanguage(f.definitionList, lang)?.title || undefinedText;
}

export interface FieldForm {
  id: number | null;
  isActive: boolean;
  sortOrder: string;
  /** language → title */
  titles: Record<string, string>;
}

export function fieldToForm(f: ContributionField | null): FieldForm {
  const titles: Record<string, string> = {};
  for (const d of f?.definitionList ?? []) titles[d.language] = d.title;
  return { id: f?.id ?? null, isActive: f?.isActive ?? true, sortOrder: String(f?.sortOrder ?? 0), titles };
}

/** At least one title; each title ≤ 200; the sort order a whole number. Errors per `title-{lang}`. */
export function validateField(v: FieldForm): Record<string, FieldMessage> {
  const errors: Record<string, FieldMessage | undefined> = {};
  const filled = Object.entries(v.titles).filter(([, t]) => t.trim() !== '');
  if (filled.length === 0) errors.titles = { key: 'entity.validation.required' };
  for (const [lang, t] of filled) errors[`title-${lang}`] = checkText(t, { max: FIELD_TITLE_MAX });
  errors.sortOrder = checkText(v.sortOrder, { required: true, pattern: /^-?\d{1,9}$/ });
  return compact(errors) as Record<string, FieldMessage>;
}

export function fieldPayload(v: FieldForm): ContributionField | Omit<ContributionField, 'id'> {
  const body = {
    isActive: v.isActive,
    sortOrder: Number.parseInt(v.sortOrder, 10) || 0,
    definitionList: Object.entries(v.titles)
      .filter(([, t]) => t.trim() !== '')
      .map(([language, title]) => ({ language, title: title.trim() })),
  };
  return v.id === null ? body : { id: v.id, ...body };
}

// ---------------------------------------------------------------------------------------------
// Extra inputs

export const INPUT_TYPES = ['TEXT', 'TEXT_AREA', 'RICH_TEXT', 'NUMERIC', 'BOOL', 'SINGLE_SELECTION', 'MULTIPLE_SELECTION', 'DATE'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

// The wire shapes of an input's labels and options are the contribution form's.
export type { ExtraInputDefinition, SelectionValue } from '../contribution/types';

export interface ExtraInput {
  id: number;
  source: ContributionType;
  competitionId: number | null;
  fieldId: number | null;
  inputType: InputType;
  isRequired: boolean;
  listOrder: number;
  minLenOrValue: number | null;
  maxLenOrValue: number | null;
  selectionValues: SelectionValue[];
  definitionList: ExtraInputDefinition[];
}

/** Competition (IDEA) inputs offer every type but DATE and RICH_TEXT (spec 002 §5). */
export function inputTypesFor(source: ContributionType): InputType[] {
  return source === 'IDEA' ? INPUT_TYPES.filter((t) => t !== 'DATE' && t !== 'RICH_TEXT') : [...INPUT_TYPES];
}

/** Defaults when min/max are blank (spec 002 §5); null for types without a range. */
export const RANGE_DEFAULTS: Partial<Record<InputType, { min: number; max: number }>> = {
  TEXT: { min: 0, max: 255 },
  TEXT_AREA: { min: 0, max: 1024 },
  RICH_TEXT: { min: 0, max: 10000 },
  NUMERIC: { min: 0, max: 1000000 },
};

export function hasRange(type: InputType): boolean {
  return RANGE_DEFAULTS[type] !== undefined;
}

export function hasSelection(type: InputType): boolean {
  return type === 'SINGLE_SELECTION' || type === 'MULTIPLE_SELECTION';
}

export const LABEL_MIN = 3;
export const LABEL_MAX = 255;
export const EXPLANATION_MAX = 1000;
export const SELECTION_VALUE_MAX = 255;
export const SELECTION_VALUES_MAX = 50;

/** One option as the form edits it: its rank and its label per language. */
export interface OptionForm {
  rank: number;
  /** language → label */
  labels: Record<string, string>;
}

export interface ExtraInputForm {
  id: number | null;
  listOrder: number;
  competitionId: number | null;
  inputType: InputType;
  isRequired: boolean;
  /** '' = every field */
  fieldId: string;
  minLenOrValue: string;
  maxLenOrValue: string;
  /** the options in rank order */
  options: OptionForm[];
  /** the highest rank the input had when loaded: a new option never takes a rank an old one had */
  loadedMaxRank: number;
  /** language → label / explanation */
  labels: Record<string, string>;
  explanations: Record<string, string>;
}

export function emptyExtraInputForm(): ExtraInputForm {
  return {
    id: null,
    listOrder: 0,
    competitionId: null,
    inputType: 'TEXT',
    isRequired: false,
    fieldId: '',
    minLenOrValue: '',
    maxLenOrValue: '',
    options: [],
    loadedMaxRank: 0,
    labels: {},
    explanations: {},
  };
}

/** Groups the options' labels by rank, in rank order. */
export function optionsOf(values: readonly SelectionValue[] | null | undefined): OptionForm[] {
  const byRank = new Map<number, OptionForm>();
  for (const v of values ?? []) {
    const o = byRank.get(v.rank) ?? { rank: v.rank, labels: {} };
    o.labels[v.language] = v.label;
    byRank.set(v.rank, o);
  }
  return [...byRank.values()].sort((a, b) => a.rank - b.rank);
}

/** A new, empty option: ranked after every option the input has or had in this edit. */
export function addOption(v: Pick<ExtraInputForm, 'options' | 'loadedMaxRank'>): OptionForm[] {
  const rank = Math.max(v.loadedMaxRank, 0, ...v.options.map((o) => o.rank)) + 1;
  return [...v.options, { rank, labels: {} }];
}

/** The languages the options are edited in: the form's languages and any an option already has. */
export function optionLanguages(languages: readonly string[], options: readonly OptionForm[]): string[] {
  const out = [...languages];
  for (const o of options) for (const l of Object.keys(o.labels)) if (!out.includes(l)) out.push(l);
  return out;
}

export function extraInputToForm(e: ExtraInput): ExtraInputForm {
  const labels: Record<string, string> = {};
  const explanations: Record<string, string> = {};
  for (const d of e.definitionList ?? []) {
    labels[d.language] = d.label ?? '';
    explanations[d.language] = d.explanation ?? '';
  }
  const options = optionsOf(e.selectionValues);
  return {
    id: e.id,
    listOrder: e.listOrder ?? 0,
    competitionId: e.competitionId ?? null,
    inputType: e.inputType,
    isRequired: !!e.isRequired,
    fieldId: e.fieldId == null ? '' : String(e.fieldId),
    minLenOrValue: e.minLenOrValue == null ? '' : String(e.minLenOrValue),
    maxLenOrValue: e.maxLenOrValue == null ? '' : String(e.maxLenOrValue),
    options,
    loadedMaxRank: Math.max(0, ...options.map((o) => o.rank)),
    labels,
    explanations,
  };
}

const WHOLE = /^\d{1,12}$/;

/**
 * The form rules of spec 001 §5 / 002 §5 and the contract. Error keys: `label-{lang}`,
 * `explanation-{lang}`, `labels` (none given), `minLenOrValue`, `maxLenOrValue`, `selectionValues`,
 * `selectionValue-{i}` (an option without any label) and `selectionValue-{i}-{lang}`.
 * IDEA inputs need a label in every language; the others in one language at least.
 */
export function validateExtraInput(
  v: ExtraInputForm,
  source: ContributionType,
  languages: readonly string[],
): Record<string, FieldMessage> {
  const errors: Record<string, FieldMessage | undefined> = {};
  let anyLabel = false;
  for (const lang of languages) {
    const label = v.labels[lang] ?? '';
    const explanation = v.explanations[lang] ?? '';
    const needed = source === 'IDEA' || explanation.trim() !== '';
    const msg = checkText(label, { required: needed, min: LABEL_MIN, max: LABEL_MAX });
    if (label.trim() !== '') anyLabel = true;
    errors[`label-${lang}`] = msg;
    errors[`explanation-${lang}`] = checkText(explanation, { max: EXPLANATION_MAX });
  }
  if (!anyLabel)
    errors.labels = { key: 'contributionAdmin.extraInput.validation.labelRequired', params: { min: LABEL_MIN, max: LABEL_MAX } };

  if (hasRange(v.inputType)) {
    errors.minLenOrValue = checkText(v.minLenOrValue, {
      pattern: WHOLE,
      patternMessage: { key: 'contributionAdmin.extraInput.validation.whole' },
    });
    errors.maxLenOrValue = checkText(v.maxLenOrValue, {
      pattern: WHOLE,
      patternMessage: { key: 'contributionAdmin.extraInput.validation.whole' },
    });
    const limit = RANGE_DEFAULTS[v.inputType]?.max ?? 0;
    if (!errors.maxLenOrValue && v.inputType !== 'NUMERIC' && v.maxLenOrValue.trim() !== '' && Number(v.maxLenOrValue) > limit) {
      // a text cannot be longer than its type allows
      errors.maxLenOrValue = { key: 'contributionAdmin.extraInput.validation.maxLength', params: { max: limit } };
    }
    const lo = v.minLenOrValue.trim() === '' ? (RANGE_DEFAULTS[v.inputType]?.min ?? 0) : Number(v.minLenOrValue);
    const hi = v.maxLenOrValue.trim() === '' ? limit : Number(v.maxLenOrValue);
    if (!errors.minLenOrValue && !errors.maxLenOrValue && lo > hi) {
      errors.maxLenOrValue = { key: 'contributionAdmin.extraInput.validation.minMax' };
    }
  }
  if (hasSelection(v.inputType)) {
    if (v.options.length === 0) errors.selectionValues = { key: 'contributionAdmin.extraInput.validation.selectionRequired' };
    else if (v.options.length > SELECTION_VALUES_MAX) {
      errors.selectionValues = { key: 'contributionAdmin.extraInput.validation.selectionTooMany', params: { max: SELECTION_VALUES_MAX } };
    }
    const seen = new Set<string>();
    v.options.forEach((o, i) => {
      const filled = Object.entries(o.labels).filter(([, label]) => label.trim() !== '');
      if (filled.length === 0) errors[`selectionValue-${i}`] = { key: 'contributionAdmin.extraInput.validation.optionLabelRequired' };
      for (const [lang, label] of filled) {
        let msg = checkText(label, { min: 1, max: SELECTION_VALUE_MAX });
        const key = `${lang}\u0000${label.trim()}`;
        if (!msg && seen.has(key)) msg = { key: 'contributionAdmin.extraInput.validation.selectionDuplicate' };
        seen.add(key);
        errors[`selectionValue-${i}-${lang}`] = msg;
      }
    });
  }
  return compact(errors) as Record<string, FieldMessage>;
}

function wholeOrNull(s: string): number | null {
  return s.trim() === '' ? null : Number.parseInt(s.trim(), 10);
}

/** The options as the server takes them: one entry per option and language with a label. */
export function selectionValuesPayload(options: readonly OptionForm[]): SelectionValue[] {
  return options.flatMap((o) =>
    Object.entries(o.labels)
      .filter(([, label]) => label.trim() !== '')
      .map(([language, label]) => ({ language, label: label.trim(), rank: o.rank })),
  );
}

/** The POST/PUT body; min/max and values only for the types that use them; only languages with a label. */
export function extraInputPayload(v: ExtraInputForm, source: ContributionType): Omit<ExtraInput, 'id'> & { id?: number } {
  const range = hasRange(v.inputType);
  const body: Omit<ExtraInput, 'id'> & { id?: number } = {
    source,
    competitionId: v.competitionId,
    fieldId: v.fieldId === '' ? null : Number(v.fieldId),
    inputType: v.inputType,
    isRequired: v.isRequired,
    listOrder: v.listOrder,
    minLenOrValue: range ? wholeOrNull(v.minLenOrValue) : null,
    maxLenOrValue: range ? wholeOrNull(v.maxLenOrValue) : null,
    selectionValues: hasSelection(v.inputType) ? selectionValuesPayload(v.options) : [],
    definitionList: Object.keys(v.labels)
      .filter((lang) => (v.labels[lang] ?? '').trim() !== '')
      .map((language) => ({ language, label: v.labels[language].trim(), explanation: (v.explanations[language] ?? '').trim() })),
  };
  if (v.id !== null) body.id = v.id;
  return body;
}

/**
 * The server's field errors under the form's keys: `definitionList[i].label` → `label-{lang}`,
 * `selectionValues[i].label` → `selectionValue-{option}-{lang}` (by the body that was sent);
 * other names are kept.
 */
export function formErrorsOf(
  server: Readonly<Record<string, FieldMessage>>,
  body: Pick<ExtraInput, 'definitionList' | 'selectionValues'>,
  v: Pick<ExtraInputForm, 'options'>,
): Record<string, FieldMessage> {
  const out: Record<string, FieldMessage> = {};
  for (const [field, msg] of Object.entries(server)) {
    const def = /^definitionList\[(\d+)\]\.(label|explanation|language)$/.exec(field);
    const sel = /^selectionValues\[(\d+)\]\.(label|language|rank)$/.exec(field);
    if (def) {
      const d = body.definitionList[Number(def[1])];
      out[d ? `${def[2] === 'explanation' ? 'explanation' : 'label'}-${d.language}` : 'definitionList'] = msg;
    } else if (sel) {
      const s = body.selectionValues[Number(sel[1])];
      const i = s ? v.options.findIndex((o) => o.rank === s.rank) : -1;
      out[i >= 0 && s ? `selectionValue-${i}-${s.language}` : 'selectionValues'] = msg;
    } else {
      out[field] = msg;
    }
  }
  return out;
}

/** Items in list order (ties by id), whatever order the server sent them in. */
export function byListOrder<T extends { id: number; listOrder: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.listOrder - b.listOrder || a.id - b.id);
}

/** Moves the item at `from` to `to` (a new array). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length || from === to) return out;
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved);
  return out;
}

export interface OrderEntry {
  id: number;
  listOrder: number;
}

/**
 * The whole order after the items of one page were rearranged: the page's items take the places
 * they held among all the inputs, in their new sequence (the server puts the inputs an
 * update-order call leaves out after the named ones, so a page alone is not enough).
 */
export function mergePageOrder(all: readonly { id: number }[], page: readonly { id: number }[]): number[] {
  const onPage = new Set(page.map((p) => p.id));
  const queue = page.map((p) => p.id);
  let next = 0;
  const out = all.map((x) => (onPage.has(x.id) ? queue[next++] : x.id));
  // items the full list did not hold (changed meanwhile) go last
  while (next < queue.length) out.push(queue[next++]);
  return out;
}

/** The update-order body: [{id, listOrder}] numbered from 1 in the given sequence. */
export function orderBody(ids: readonly number[]): OrderEntry[] {
  return ids.map((id, i) => ({ id, listOrder: i + 1 }));
}

/** The new list after the order was sent: same items with their new list orders. */
export function applyOrder<T extends { id: number; listOrder: number }>(ordered: readonly T[], body: readonly OrderEntry[]): T[] {
  return ordered.map((item) => ({ ...item, listOrder: body.find((b) => b.id === item.id)?.listOrder ?? item.listOrder }));
}

/** Spec 002 §2: after a delete the list is fetched again with page 0, size 20, sort id. */
export const EXTRA_INPUT_PAGE_SIZE = 20;
export const AFTER_DELETE_QUERY = { page: 0, size: EXTRA_INPUT_PAGE_SIZE, sort: 'id' } as const;
export const INITIAL_EXTRA_INPUT_QUERY = { page: 0, size: EXTRA_INPUT_PAGE_SIZE, sort: 'listOrder,asc' } as const;
/** Every input of a source at once (the server's largest page), to reorder across pages. */
export const ALL_EXTRA_INPUTS_QUERY = { page: 0, size: 1000, sort: 'listOrder,asc' } as const;

/** IDEA inputs are deleted at once; the others after a confirmation. */
export function deleteNeedsConfirmation(item: Pick<ExtraInput, 'source'>): boolean {
  return item.source !== 'IDEA';
}

// ---------------------------------------------------------------------------------------------
// Tags

/** A tag as the server answers it (generated from the OpenAPI document). */
export type Tag = Schemas['Tag'];
/** A tag as the server takes it (create: no id; update: with id). */
export type TagBody = Schemas['TagRequest'];

export interface TagForm {
  id: number | null;
  name: string;
  description: string;
  isActive: boolean;
}

export function tagToForm(t: Tag | null): TagForm {
  return { id: t?.id ?? null, name: t?.name ?? '', description: t?.description ?? '', isActive: t?.isActive ?? true };
}

/** The server's tag rules (name 2–50 characters, description up to 255). */
export const tagSchema = z.object({
  id: z.number().nullable(),
  name: text({ required: true, min: 2, max: 50 }),
  description: text({ max: 255 }),
  isActive: z.boolean(),
});

export function validateTag(v: TagForm): FormErrors<TagForm> {
  return formErrors(tagSchema, v);
}

export function tagPayload(v: TagForm): TagBody {
  const body: TagBody = {
    name: v.name.trim(),
    description: v.description.trim(),
    isActive: v.isActive,
  };
  if (v.id !== null) body.id = v.id;
  return body;
}

export const TAG_SORT_FIELDS = ['id', 'name', 'isActive'] as const;
export type TagSortField = (typeof TAG_SORT_FIELDS)[number];

/** Character counter text 'n/max'. */
export function counter(text: string, max: number): string {
  return `${charCount(text)}/${max}`;
}
