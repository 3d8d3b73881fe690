/** The extra-input form (spec 001 §5, 002 §5 and the contract): types, ranges, options per language, labels. */
import { z } from 'zod';
import { formErrors } from '../../shared/form/schema';
import { checkText, type FieldMessage } from '../../shared/form/validation';
import { DEFAULT_LIMITS } from '../contribution/extraInputs';
import {
  INPUT_TYPES,
  type ContributionType,
  type InputType,
  type SelectionValue,
  type ExtraInput,
  type ExtraInputPayload,
} from '../contribution/types';
import { addIssues } from './model';

/** Competition (IDEA) inputs offer every type but DATE and RICH_TEXT (spec 002 §5). */
export function inputTypesFor(source: ContributionType): InputType[] {
  return source === 'IDEA' ? INPUT_TYPES.filter((t) => t !== 'DATE' && t !== 'RICH_TEXT') : [...INPUT_TYPES];
}

/** Defaults when min/max are blank (spec 002 §5): those the contribution form applies. */
export const RANGE_DEFAULTS = DEFAULT_LIMITS;

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
  for (const d of e.definitionList) {
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
function extraInputRules(
  v: ExtraInputForm,
  source: ContributionType,
  languages: readonly string[],
): Record<string, FieldMessage | undefined> {
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
  return errors;
}

const optionSchema = z.object({ rank: z.number(), labels: z.record(z.string(), z.string()) });

/** The extra-input form of a source, edited in these languages. */
export function extraInputSchema(source: ContributionType, languages: readonly string[]): z.ZodType<ExtraInputForm, ExtraInputForm> {
  return z
    .object({
      id: z.number().nullable(),
      listOrder: z.number(),
      competitionId: z.number().nullable(),
      inputType: z.enum(INPUT_TYPES),
      isRequired: z.boolean(),
      fieldId: z.string(),
      minLenOrValue: z.string(),
      maxLenOrValue: z.string(),
      options: z.array(optionSchema),
      loadedMaxRank: z.number(),
      labels: z.record(z.string(), z.string()),
      explanations: z.record(z.string(), z.string()),
    })
    .superRefine((v, ctx) => addIssues(ctx, extraInputRules(v, source, languages)));
}

export function validateExtraInput(
  v: ExtraInputForm,
  source: ContributionType,
  languages: readonly string[],
): Record<string, FieldMessage> {
  return formErrors(extraInputSchema(source, languages), v);
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
export function extraInputPayload(v: ExtraInputForm, source: ContributionType): ExtraInputPayload {
  const range = hasRange(v.inputType);
  const body: ExtraInputPayload = {
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
  body: Pick<ExtraInputPayload, 'definitionList' | 'selectionValues'>,
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
