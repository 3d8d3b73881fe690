import { describe, expect, it } from 'vitest';
import { flattenMessages, isLanguageCode, isLanguageFile, matchesQuery, overrideMap, webTextRows } from './languageAdmin';

describe('language admin rules', () => {
  it('flattens nested messages', () => {
    expect(flattenMessages({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual({ 'a.b': 'x', 'a.c.d': 'y', e: 'z' });
  });

  it('rows list every English key with the chosen built-in text', () => {
    expect(webTextRows({ b: 'B', a: 'A' }, { a: 'Aa' })).toEqual([
      { key: 'a', english: 'A', builtIn: 'Aa' },
      { key: 'b', english: 'B', builtIn: '' },
    ]);
    expect(webTextRows({ a: 'A' }, null)[0].builtIn).toBe('');
  });

  it('sends only non-empty overrides', () => {
    expect(overrideMap({ a: 'x', b: '', c: '  ' })).toEqual({ a: 'x' });
  });

  it('search and codes', () => {
    expect(matchesQuery('', 'x')).toBe(true);
    expect(matchesQuery('MENU', 'global.menu.home')).toBe(true);
    expect(matchesQuery('zzz', 'a', undefined)).toBe(false);
    expect(isLanguageCode('de')).toBe(true);
    expect(isLanguageCode('pt-BR')).toBe(true);
    expect(isLanguageCode('German')).toBe(false);
    expect(isLanguageFile('de.json')).toBe(true);
    expect(isLanguageFile('de.txt')).toBe(false);
  });
});
