/**
 * Generic form rules of spec 000 §5 as pure functions. A rule answers a FieldMessage (a
 * translation key with parameters) or undefined; the page shows
 * t(key, { ...params, fieldName: <the field's label> }).
 */
export interface FieldMessage {
  key: string;
  params?: Record<string, string | number>;
}

export type FormErrors<F> = Partial<Record<Extract<keyof F, string>, FieldMessage>>;

export const MESSAGES = {
  required: 'entity.validation.required',
  minlength: 'entity.validation.minlength',
  maxlength: 'entity.validation.maxlength',
  exactlength: 'entity.validation.exactlength',
  pattern: 'entity.validation.pattern',
  email: 'global.messages.validate.email.invalid',
  dontMatch: 'global.messages.error.dontMatch',
  rulePassword: 'global.messages.validate.newPassword.rulePassword',
} as const;

/** Length in characters (code points), as the server counts it. */
export function charCount(s: string): number {
  return [...s].length;
}

/** A plain address: something@domain.tld, no spaces, one @. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(s: string): boolean {
  return EMAIL_PATTERN.test(s);
}

export interface TextRule {
  required?: boolean;
  min?: number;
  max?: number;
  /** exact length (e.g. phone: 10) */
  length?: number;
  email?: boolean;
  pattern?: RegExp;
  /** message for a pattern mismatch (default entity.validation.pattern) */
  patternMessage?: FieldMessage;
}

/**
 * Checks one text value (trimmed first) in the order required → length → email → pattern.
 * An empty optional value passes.
 */
export function checkText(raw: string | null | undefined, rule: TextRule): FieldMessage | undefined {
  const value = (raw ?? '').trim();
  if (value === '') return rule.required ? { key: MESSAGES.required } : undefined;
  const n = charCount(value);
  if (rule.length !== undefined && n !== rule.length) return { key: MESSAGES.exactlength, params: { length: rule.length } };
  if (rule.min !== undefined && n < rule.min) return { key: MESSAGES.minlength, params: { min: rule.min } };
  if (rule.max !== undefined && n > rule.max) return { key: MESSAGES.maxlength, params: { max: rule.max } };
  if (rule.email && !isEmail(value)) return { key: MESSAGES.email };
  if (rule.pattern && !rule.pattern.test(value)) return rule.patternMessage ?? { key: MESSAGES.pattern };
  return undefined;
}

/** A required checkbox. */
export function checkTrue(value: boolean): FieldMessage | undefined {
  return value ? undefined : { key: MESSAGES.required };
}

/** The confirmation of a password: required, then equal. */
export function checkMatch(confirmation: string, original: string): FieldMessage | undefined {
  if (confirmation === '') return { key: MESSAGES.required };
  return confirmation === original ? undefined : { key: MESSAGES.dontMatch };
}

/** Drops the fields without a message. */
export function compact<F>(errors: Record<string, FieldMessage | undefined>): FormErrors<F> {
  const out: Record<string, FieldMessage> = {};
  for (const [k, v] of Object.entries(errors)) if (v) out[k] = v;
  return out as FormErrors<F>;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}

/** Field-error codes shown with the 'Size' message (spec 000 §8). */
const SIZE_CODES = new Set(['Min', 'Max', 'DecimalMin', 'DecimalMax']);

interface ServerFieldError {
  objectName?: string;
  field?: string;
  message?: string;
}

function bodyOf(e: unknown): Record<string, unknown> | null {
  const body = e && typeof e === 'object' ? (e as { body?: unknown }).body : undefined;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** The errorKey of a 400 business-rule answer (captchaInvalid, emailexists, …), or null. */
export function errorKeyOf(e: unknown): string | null {
  const body = bodyOf(e);
  return body && typeof body.errorKey === 'string' && body.errorKey !== '' ? body.errorKey : null;
}

/** The server's fieldErrors as form errors: field → error.{code} (shown with the field's label as fieldName). */
export function serverFieldErrors(e: unknown): Record<string, FieldMessage> {
  const body = bodyOf(e);
  const list = body && Array.isArray(body.fieldErrors) ? (body.fieldErrors as ServerFieldError[]) : [];
  const out: Record<string, FieldMessage> = {};
  for (const fe of list) {
    if (!fe.field || out[fe.field]) continue;
    const code = fe.message && SIZE_CODES.has(fe.message) ? 'Size' : (fe.message ?? 'validation');
    out[fe.field] = { key: `error.${code}` };
  }
  return out;
}
