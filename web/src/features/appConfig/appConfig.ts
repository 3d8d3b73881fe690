/** Application configuration editing (spec 000 §9, spec 002 §7 "Application config and management"). */
import { z } from 'zod';
import type { ApplicationStatus, Availability, ModuleName } from '../../app/config/configSlice';
import { encodeMessage, formErrors, rule, text } from '../../shared/form/schema';
import { MESSAGES, type FieldMessage } from '../../shared/form/validation';
import type { EditConfig } from './types';

export const ALL_MODULES = ['CONTENT', 'CAMPAIGN', 'COMPETITION', 'SUGGESTION', 'IMPROVEMENT'] as const satisfies readonly ModuleName[];
export const SETTING_MODULES = ['SUGGESTION', 'IMPROVEMENT', 'COMPETITION'] as const satisfies readonly ModuleName[];
export const AVAILABILITIES = ['NONE', 'BOTH', 'INTERNAL', 'EXTERNAL'] as const satisfies readonly Availability[];
export const APPLICATION_STATUSES = [
  'OK',
  'MAINTENANCE',
  'INCOMPLETE',
  'ERROR',
  'UPDATE_SUCCESSFULL',
  'UPDATE_SOME_VALUES_ARE_INVALID',
] as const satisfies readonly ApplicationStatus[];
export const FLAGS = [
  'externalRegistrationAllowed',
  'contactFormEnabled',
  'showLeadersTable',
  'showPointSummaryTable',
  'showBadgesTable',
  'showPointAndRewardMenu',
] as const;
export type Flag = (typeof FLAGS)[number];

/** Fills the missing parts of the server's document (each setting module gets NONE/NONE). */
export function normalizeConfig(c: Partial<EditConfig>): EditConfig {
  const settings: EditConfig['moduleSubmitListSettings'] = {};
  for (const m of SETTING_MODULES) {
    const s = c.moduleSubmitListSettings?.[m];
    settings[m] = { listingEnabled: s?.listingEnabled ?? 'NONE', submitEnabled: s?.submitEnabled ?? 'NONE' };
  }
  return {
    locales: [...(c.locales ?? ['en'])],
    availableModules: [...(c.availableModules ?? [])],
    moduleSubmitListSettings: settings,
    externalRegistrationAllowed: !!c.externalRegistrationAllowed,
    applicationStatus: c.applicationStatus ?? 'OK',
    contactFormEnabled: !!c.contactFormEnabled,
    showLeadersTable: !!c.showLeadersTable,
    showPointSummaryTable: !!c.showPointSummaryTable,
    showBadgesTable: !!c.showBadgesTable,
    showPointAndRewardMenu: !!c.showPointAndRewardMenu,
    leaderboardDisplayMonthCount: c.leaderboardDisplayMonthCount ?? 0,
  };
}

/** Modules in the canonical order. */
export function toggleModule(list: readonly ModuleName[], module: ModuleName, on: boolean): ModuleName[] {
  const set = new Set(list);
  if (on) set.add(module);
  else set.delete(module);
  return ALL_MODULES.filter((m) => set.has(m));
}

/** Moves the locale at `index` by `delta` (−1 up, +1 down); the first is the default. */
export function moveLocale(list: readonly string[], index: number, delta: number): string[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const out = [...list];
  [out[index], out[target]] = [out[target], out[index]];
  return out;
}

export const LOCALE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/** Adds a language code (lower-cased language part) unless present or invalid; answers null when invalid. */
export function addLocale(list: readonly string[], code: string): string[] | null {
  const c = code.trim();
  if (!LOCALE_PATTERN.test(c)) return null;
  return list.includes(c) ? [...list] : [...list, c];
}

const PATTERN = { key: MESSAGES.pattern };
const availability = z.enum(AVAILABILITIES);

/** The configuration form: at least one language, a month count of 0 to 120; the rest is chosen from fixed options. */
export const configSchema = z.object({
  locales: z.array(z.string()).superRefine(rule((l: string[]) => (l.length === 0 ? { key: MESSAGES.required } : undefined))),
  availableModules: z.array(z.enum(ALL_MODULES)),
  moduleSubmitListSettings: z.record(z.string(), z.object({ listingEnabled: availability, submitEnabled: availability })),
  externalRegistrationAllowed: z.boolean(),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  contactFormEnabled: z.boolean(),
  showLeadersTable: z.boolean(),
  showPointSummaryTable: z.boolean(),
  showBadgesTable: z.boolean(),
  showPointAndRewardMenu: z.boolean(),
  // NaN (an emptied number input) is refused with the same message as a number out of range
  leaderboardDisplayMonthCount: z
    .number({ error: () => encodeMessage(PATTERN) })
    .superRefine(rule((n: number) => (Number.isInteger(n) && n >= 0 && n <= 120 ? undefined : PATTERN))),
}) satisfies z.ZodType<EditConfig>;

export interface ConfigErrors {
  locales?: FieldMessage;
  leaderboardDisplayMonthCount?: FieldMessage;
}

export function validateConfig(c: EditConfig): ConfigErrors {
  return formErrors(configSchema, c);
}

export const testEmailSchema = z.object({ email: text({ required: true, email: true }) });

/** The test e-mail address must be a valid address. */
export function checkTestEmail(address: string): FieldMessage | undefined {
  return formErrors(testEmailSchema, { email: address }).email;
}
