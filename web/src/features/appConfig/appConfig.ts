/** Application configuration editing (spec 000 §9, spec 002 §7 "Application config and management"). */
import type { ApplicationStatus, Availability } from '../../app/config/configSlice';
import { checkText, compact, isEmail, type FieldMessage } from '../../shared/form/validation';

export const ALL_MODULES = ['CONTENT', 'CAMPAIGN', 'COMPETITION', 'SUGGESTION', 'IMPROVEMENT'] as const;
export const SETTING_MODULES = ['SUGGESTION', 'IMPROVEMENT', 'COMPETITION'] as const;
export const AVAILABILITIES: readonly Availability[] = ['NONE', 'BOTH', 'INTERNAL', 'EXTERNAL'];
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'OK',
  'MAINTENANCE',
  'INCOMPLETE',
  'ERROR',
  'UPDATE_SUCCESSFULL',
  'UPDATE_SOME_VALUES_ARE_INVALID',
];
export const FLAGS = [
  'externalRegistrationAllowed',
  'contactFormEnabled',
  'showLeadersTable',
  'showPointSummaryTable',
  'showBadgesTable',
  'showPointAndRewardMenu',
] as const;
export type Flag = (typeof FLAGS)[number];

export interface EditConfig {
  locales: string[];
  availableModules: string[];
  moduleSubmitListSettings: Record<string, { listingEnabled: Availability; submitEnabled: Availability }>;
  externalRegistrationAllowed: boolean;
  applicationStatus: string;
  contactFormEnabled: boolean;
  showLeadersTable: boolean;
  showPointSummaryTable: boolean;
  showBadgesTable: boolean;
  showPointAndRewardMenu: boolean;
  leaderboardDisplayMonthCount: number;
}

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
export function toggleModule(list: readonly string[], module: string, on: boolean): string[] {
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

export interface ConfigErrors {
  locales?: FieldMessage;
  leaderboardDisplayMonthCount?: FieldMessage;
}

export function validateConfig(c: EditConfig): ConfigErrors {
  return compact<ConfigErrors>({
    locales: c.locales.length === 0 ? { key: 'entity.validation.required' } : undefined,
    leaderboardDisplayMonthCount:
      Number.isInteger(c.leaderboardDisplayMonthCount) && c.leaderboardDisplayMonthCount >= 0 && c.leaderboardDisplayMonthCount <= 120
        ? undefined
        : { key: 'entity.validation.pattern' },
  }) as ConfigErrors;
}

/** The test e-mail address must be a valid address. */
export function checkTestEmail(address: string): FieldMessage | undefined {
  return checkText(address, { required: true, email: true });
}

export { isEmail };
