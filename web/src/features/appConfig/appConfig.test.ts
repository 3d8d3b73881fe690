import { describe, expect, it } from 'vitest';
import { addLocale, checkTestEmail, moveLocale, normalizeConfig, toggleModule, validateConfig } from './appConfig';

describe('app config rules', () => {
  it('normalizes the document', () => {
    const c = normalizeConfig({
      locales: ['tr', 'en'],
      moduleSubmitListSettings: { SUGGESTION: { listingEnabled: 'BOTH', submitEnabled: 'INTERNAL' } },
    });
    expect(c.locales).toEqual(['tr', 'en']);
    expect(c.moduleSubmitListSettings.SUGGESTION).toEqual({ listingEnabled: 'BOTH', submitEnabled: 'INTERNAL' });
    expect(c.moduleSubmitListSettings.IMPROVEMENT).toEqual({ listingEnabled: 'NONE', submitEnabled: 'NONE' });
    expect(c.applicationStatus).toBe('OK');
  });

  it('toggles modules in canonical order', () => {
    expect(toggleModule(['IMPROVEMENT', 'CONTENT'], 'SUGGESTION', true)).toEqual(['CONTENT', 'SUGGESTION', 'IMPROVEMENT']);
    expect(toggleModule(['CONTENT', 'IMPROVEMENT'], 'IMPROVEMENT', false)).toEqual(['CONTENT']);
  });

  it('orders and adds locales', () => {
    expect(moveLocale(['en', 'tr'], 1, -1)).toEqual(['tr', 'en']);
    expect(moveLocale(['en', 'tr'], 0, -1)).toEqual(['en', 'tr']);
    expect(addLocale(['en'], 'de')).toEqual(['en', 'de']);
    expect(addLocale(['en'], 'pt-BR')).toEqual(['en', 'pt-BR']);
    expect(addLocale(['en'], 'en')).toEqual(['en']);
    expect(addLocale(['en'], 'x')).toBeNull();
    expect(addLocale(['en'], 'EN')).toBeNull();
  });

  it('validates', () => {
    const c = normalizeConfig({});
    expect(validateConfig(c)).toEqual({});
    expect(validateConfig({ ...c, locales: [] }).locales?.key).toBe('entity.validation.required');
    expect(validateConfig({ ...c, leaderboardDisplayMonthCount: 121 }).leaderboardDisplayMonthCount).toBeDefined();
    expect(checkTestEmail('a@b.io')).toBeUndefined();
    expect(checkTestEmail('nope')?.key).toBe('global.messages.validate.email.invalid');
  });
});
