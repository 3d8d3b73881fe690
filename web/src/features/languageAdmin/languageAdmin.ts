/** Language administration rules (spec 002 §2 language upload page, §7 "Static content and languages"). */
import type { Messages } from '../../i18n';
import { hasExtension } from '../../shared/upload';

/** The page reloads this long after a successful upload. */
export const LANGUAGE_RELOAD_MS = 5000;
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

export function isLanguageCode(code: string): boolean {
  return LANGUAGE_CODE_PATTERN.test(code.trim());
}

export function isLanguageFile(name: string): boolean {
  return hasExtension(name, ['json']);
}

/** {a:{b:'x'}} → {'a.b':'x'} */
export function flattenMessages(m: Messages | null | undefined, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(m ?? {})) {
    if (typeof v === 'string') out[`${prefix}${k}`] = v;
    else Object.assign(out, flattenMessages(v, `${prefix}${k}.`));
  }
  return out;
}

export interface WebTextRow {
  key: string;
  /** the built-in text of the chosen language ('' when the language has no built-in file) */
  builtIn: string;
  /** the English built-in text */
  english: string;
}

/** Every key of the built-in English file, with the chosen language's built-in text. */
export function webTextRows(english: Record<string, string>, builtIn: Record<string, string> | null): WebTextRow[] {
  return Object.keys(english)
    .sort()
    .map((key) => ({ key, english: english[key], builtIn: builtIn?.[key] ?? '' }));
}

/** The complete map of changes to send: keys with a non-empty override. */
export function overrideMap(edits: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(edits)) if (v.trim() !== '') out[k] = v;
  return out;
}

/** Case-insensitive match on the key or any of the texts. */
export function matchesQuery(query: string, ...texts: (string | undefined)[]): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return texts.some((t) => (t ?? '').toLowerCase().includes(q));
}
