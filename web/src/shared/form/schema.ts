/**
 * Zod building blocks for forms. Each rule is one of the spec's generic rules (000 §5, the functions of
 * ./validation.ts, which mirror the server's checks), so a schema reads like the server's rule list:
 *
 *   const tagSchema = z.object({ name: text({ required: true, min: 2, max: 50 }), description: text({ max: 255 }) });
 *
 * A failed rule's message is a FieldMessage (translation key + parameters) encoded into the one string
 * zod and react-hook-form carry (`key?param=value`); `fieldMessage` decodes it for the field components.
 */
import { z } from 'zod';
import type { FieldError } from 'react-hook-form';
import { checkMatch, checkText, checkTrue, MESSAGES, type FieldMessage, type FormErrors, type TextRule } from './validation';

/** FieldMessage → the string a zod issue or react-hook-form error carries. */
export function encodeMessage(m: FieldMessage): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(m.params ?? {})) params.set(k, String(v));
  const query = params.toString();
  return query === '' ? m.key : `${m.key}?${query}`;
}

/** The inverse of encodeMessage; numbers come back as numbers (for plurals and formatting). */
export function decodeMessage(s: string): FieldMessage {
  const at = s.indexOf('?');
  if (at < 0) return { key: s };
  const params: Record<string, string | number> = {};
  for (const [k, v] of new URLSearchParams(s.slice(at + 1))) params[k] = v !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
  return { key: s.slice(0, at), params };
}

/** A react-hook-form field error as the FieldMessage the field components show. */
export function fieldMessage(error: Pick<FieldError, 'message'> | undefined): FieldMessage | undefined {
  return error?.message ? decodeMessage(error.message) : undefined;
}

function issue(ctx: z.RefinementCtx, m: FieldMessage | undefined, path?: PropertyKey[]) {
  if (m) ctx.addIssue({ code: 'custom', message: encodeMessage(m), ...(path ? { path } : {}) });
}

/** A text field checked (trimmed) by checkText: required, lengths in characters, e-mail, pattern. */
export function text(rule: TextRule = {}) {
  return z.string().superRefine((v, ctx) => issue(ctx, checkText(v, rule)));
}

/** A checkbox that must be ticked (terms, consent). */
export function mustBeTrue() {
  return z.boolean().superRefine((v, ctx) => issue(ctx, checkTrue(v)));
}

/** A value that must be chosen (a select whose empty option is null or ''). */
export function chosen<T extends z.ZodType>(inner: T) {
  return inner.nullable().superRefine((v, ctx) => issue(ctx, v === null || v === '' ? { key: MESSAGES.required } : undefined));
}

/**
 * An object refinement: `confirmation` must repeat `original` (passwords). Use as
 * `z.object({...}).superRefine(sameAs('newPassword', 'confirmPassword'))`.
 */
export function sameAs<F extends Record<string, unknown>>(original: keyof F & string, confirmation: keyof F & string) {
  return (values: F, ctx: z.RefinementCtx) =>
    issue(ctx, checkMatch(String(values[confirmation] ?? ''), String(values[original] ?? '')), [confirmation]);
}

/** A rule of its own, written as a ./validation.ts-style check: answers a FieldMessage or undefined. */
export function rule<T>(check: (value: T) => FieldMessage | undefined) {
  return (value: T, ctx: z.RefinementCtx) => issue(ctx, check(value));
}

/** The first message of each field a schema refuses, as the plain rule functions answer them (for tests and checks outside a form). */
export function formErrors<F>(schema: z.ZodType<F>, values: F): FormErrors<F> {
  const result = schema.safeParse(values);
  const out: Record<string, FieldMessage> = {};
  if (!result.success) {
    for (const i of result.error.issues) {
      const field = i.path.join('.');
      if (!(field in out)) out[field] = decodeMessage(i.message);
    }
  }
  return out as FormErrors<F>;
}
