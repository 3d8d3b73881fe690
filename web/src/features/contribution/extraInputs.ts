/** Extra-input rules of spec 002 §2 and §5 and docs/api-contributions.md, as pure functions. */
import { charCount, MESSAGES, type FieldMessage } from '../../shared/form/validation';
import type { ExtraInputAnswer, ExtraInputWithAnswer, InputType } from './types';

export interface Answer {
  value: string;
  values: string[];
}

/** Defaults when min/max are blank: lengths for the text types, values for NUMERIC. */
export const DEFAULT_LIMITS: Partial<Record<InputType, { min: number; max: number }>> = {
  TEXT: { min: 0, max: 255 },
  TEXT_AREA: { min: 0, max: 1024 },
  RICH_TEXT: { min: 0, max: 10000 },
  NUMERIC: { min: 0, max: 1_000_000 },
};

export function limitsOf(
  input: Pick<ExtraInputWithAnswer, 'inputType' | 'minLenOrValue' | 'maxLenOrValue'>,
): { min: number; max: number } | null {
  const d = DEFAULT_LIMITS[input.inputType];
  if (!d) return null;
  return { min: input.minLenOrValue ?? d.min, max: input.maxLenOrValue ?? d.max };
}

export interface Option {
  /** the rank as the answer names it */
  value: string;
  label: string;
}

/** A selection's options in rank order, each labelled in the language (else English, else any). */
export function optionsOf(input: Pick<ExtraInputWithAnswer, 'selectionValues'>, lang: string): Option[] {
  const byRank = new Map<number, { label: string; score: number }>();
  for (const v of input.selectionValues) {
    const score = v.language === lang ? 2 : v.language === 'en' ? 1 : 0;
    const cur = byRank.get(v.rank);
    if (!cur || score > cur.score) byRank.set(v.rank, { label: v.label, score });
  }
  return [...byRank.entries()].sort(([a], [b]) => a - b).map(([rank, o]) => ({ value: String(rank), label: o.label }));
}

/** The server's field name for an input's answer (fieldErrors `extraInput[{id}]`). */
export function answerKey(id: number): string {
  return `extraInput[${id}]`;
}

/** Label and explanation in the language, from the answer's own or the definition list (then English, then any). */
export function labelOf(input: ExtraInputWithAnswer, lang: string): { label: string; explanation: string } {
  const defs = input.definitionList;
  const def = defs.find((d) => d.language === lang) ?? defs.find((d) => d.language === 'en') ?? defs[0];
  return {
    label: input.label || def?.label || `#${input.id}`,
    explanation: input.explanation || def?.explanation || '',
  };
}

/** The input's current answer as the form keeps it. */
export function answerOf(input: ExtraInputWithAnswer): Answer {
  return { value: input.value ?? '', values: [...input.values] };
}

/** The form's answers in the server's shape, in list order. */
export function answersPayload(inputs: readonly ExtraInputWithAnswer[], answers: Readonly<Record<number, Answer>>): ExtraInputAnswer[] {
  return inputs.map((i) => {
    const a = answers[i.id] ?? { value: '', values: [] };
    if (i.inputType === 'MULTIPLE_SELECTION') return { extraInputId: i.id, value: '', values: [...a.values] };
    if (i.inputType === 'BOOL') return { extraInputId: i.id, value: a.value === 'true' ? 'true' : 'false', values: [] };
    return { extraInputId: i.id, value: a.value, values: [] };
  });
}

/** Text of an HTML fragment (for telling an empty editor from a filled one). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

export function isDigits(s: string): boolean {
  return /^\d+$/.test(s);
}

/** A key press the numeric input refuses: any printable character but a digit. */
export function rejectsKey(key: string, ctrlOrMeta = false): boolean {
  return !ctrlOrMeta && key.length === 1 && !/\d/.test(key);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isEmptyAnswer(input: ExtraInputWithAnswer, a: Answer | undefined): boolean {
  if (!a) return true;
  switch (input.inputType) {
    case 'MULTIPLE_SELECTION':
      return a.values.length === 0;
    case 'BOOL':
      return a.value !== 'true';
    case 'RICH_TEXT':
      return htmlText(a.value) === '' && !/<img/i.test(a.value);
    default:
      return a.value.trim() === '';
  }
}

/**
 * Checks one answer. `required` says whether a missing answer is an error (only when submitting:
 * drafts may leave required inputs empty, as the server does).
 */
export function checkAnswer(input: ExtraInputWithAnswer, a: Answer | undefined, required: boolean): FieldMessage | undefined {
  if (isEmptyAnswer(input, a)) return required && input.isRequired ? { key: MESSAGES.required } : undefined;
  const answer = a as Answer;
  const limits = limitsOf(input);
  switch (input.inputType) {
    case 'TEXT':
    case 'TEXT_AREA':
    case 'RICH_TEXT': {
      const n = charCount(input.inputType === 'RICH_TEXT' ? answer.value : answer.value.trim());
      if (limits && n < limits.min) return { key: MESSAGES.minlength, params: { min: limits.min } };
      if (limits && n > limits.max) return { key: MESSAGES.maxlength, params: { max: limits.max } };
      return undefined;
    }
    case 'NUMERIC': {
      const v = answer.value.trim();
      if (!isDigits(v)) return { key: 'contribution.validation.digits' };
      const n = Number(v);
      if (limits && (n < limits.min || n > limits.max))
        return { key: 'contribution.validation.range', params: { min: limits.min, max: limits.max } };
      return undefined;
    }
    case 'DATE':
      return DATE.test(answer.value) ? undefined : { key: 'contribution.validation.date' };
    case 'SINGLE_SELECTION':
      return ranksOf(input).includes(answer.value) ? undefined : { key: 'contribution.validation.selection' };
    case 'MULTIPLE_SELECTION':
      return answer.values.every((v) => ranksOf(input).includes(v)) ? undefined : { key: 'contribution.validation.selection' };
    default:
      return undefined;
  }
}

function ranksOf(input: Pick<ExtraInputWithAnswer, 'selectionValues'>): string[] {
  return input.selectionValues.map((v) => String(v.rank));
}

/** Errors of every shown input, keyed like the server's fieldErrors. */
export function checkAnswers(
  inputs: readonly ExtraInputWithAnswer[],
  answers: Readonly<Record<number, Answer>>,
  required: boolean,
): Record<string, FieldMessage> {
  const out: Record<string, FieldMessage> = {};
  for (const i of inputs) {
    const m = checkAnswer(i, answers[i.id], required);
    if (m) out[answerKey(i.id)] = m;
  }
  return out;
}

/** The rules an input's info popover lists (translation keys with parameters). */
export function ruleMessages(input: ExtraInputWithAnswer): FieldMessage[] {
  const out: FieldMessage[] = [];
  if (input.isRequired) out.push({ key: 'contribution.extraInput.rules.required' });
  const limits = limitsOf(input);
  switch (input.inputType) {
    case 'TEXT':
    case 'TEXT_AREA':
    case 'RICH_TEXT':
      if (limits && limits.min > 0) out.push({ key: 'contribution.extraInput.rules.minlength', params: { min: limits.min } });
      if (limits) out.push({ key: 'contribution.extraInput.rules.maxlength', params: { max: limits.max } });
      break;
    case 'NUMERIC':
      out.push({ key: 'contribution.extraInput.rules.digits' });
      if (limits) out.push({ key: 'contribution.extraInput.rules.range', params: { min: limits.min, max: limits.max } });
      break;
    case 'DATE':
      out.push({ key: 'contribution.extraInput.rules.date' });
      break;
    case 'SINGLE_SELECTION':
      out.push({ key: 'contribution.extraInput.rules.single' });
      break;
    case 'MULTIPLE_SELECTION':
      out.push({ key: 'contribution.extraInput.rules.multiple' });
      break;
    default:
      break;
  }
  return out;
}

/** Inputs asked for the chosen field: those of no field, and those of that field. */
export function inputsForField(inputs: readonly ExtraInputWithAnswer[], fieldId: number | null): ExtraInputWithAnswer[] {
  return [...inputs]
    .filter((i) => i.fieldId === null || i.fieldId === undefined || i.fieldId === fieldId)
    .sort((a, b) => a.listOrder - b.listOrder || a.id - b.id);
}

/**
 * How a stored answer reads on the detail page: a selection shows its options' labels in the
 * language (the server's valueLabels when they are there, else looked up by rank).
 */
export function answerText(input: ExtraInputWithAnswer, yes: string, no: string, lang: string): string {
  if (input.inputType === 'SINGLE_SELECTION' || input.inputType === 'MULTIPLE_SELECTION') {
    if (input.valueLabels && input.valueLabels.length > 0) return input.valueLabels.join(', ');
    const chosen = input.inputType === 'MULTIPLE_SELECTION' ? input.values : input.value ? [input.value] : [];
    const options = optionsOf(input, lang);
    return chosen
      .map((v) => options.find((o) => o.value === v)?.label)
      .filter((l): l is string => !!l)
      .join(', ');
  }
  if (input.inputType === 'BOOL') return input.value === 'true' ? yes : input.value === 'false' ? no : '';
  return input.value ?? '';
}
