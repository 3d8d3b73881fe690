import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import tr from './tr.json';
import { mergeWithServer, pickLocale, unflatten, type Messages } from './index';

function keys(obj: Messages, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

function lookup(obj: Messages, key: string): unknown {
  const at = (k: string) =>
    k.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined), obj);
  // a plural key lives as key_one / key_other (i18next picks one by count)
  return at(key) ?? at(`${key}_other`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('translations', () => {
  it('en and tr have identical key sets', () => {
    expect(keys(tr as Messages).sort()).toEqual(keys(en as Messages).sort());
  });

  it('every literal key used in src exists in en.json', () => {
    const src = resolve(__dirname, '..');
    const patterns = [/\bt\(\s*'([^']+)'/g, /\bt\(\s*"([^"]+)"/g, /i18nKey="([^"]+)"/g, /\b(?:labelKey|titleKey):\s*'([^']+)'/g];
    const missing: string[] = [];
    let found = 0;
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      for (const re of patterns) {
        for (const m of text.matchAll(re)) {
          found++;
          if (typeof lookup(en as Messages, m[1]) !== 'string') missing.push(`${m[1]} (${file.slice(src.length + 1)})`);
        }
      }
    }
    expect(found).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('no Turkish text is left equal to a long English sentence', () => {
    const allowed = new Set(['error.chunkLoad.title']);
    const same = keys(en as Messages).filter((k) => {
      if (allowed.has(k)) return false;
      const e = lookup(en as Messages, k) as string;
      return e.length > 12 && e === lookup(tr as Messages, k);
    });
    expect(same).toEqual([]);
  });
});

describe('message merging', () => {
  it('unflattens the server map and skips conflicting keys', () => {
    expect(unflatten({ 'error.http.500': 'Server', 'a.b': 'x', 'a.b.c': 'y', plain: 'p', n: 3 })).toEqual({
      error: { http: { '500': 'Server' } },
      a: { b: 'x' },
      plain: 'p',
    });
  });

  it("the server's map (with the administrators' changes) wins over the built-in web messages", () => {
    const server = unflatten({ 'error.http.404': 'server 404', 'error.custom': 'from server' });
    const merged = mergeWithServer({ error: { http: { '404': 'web 404', '500': 'web 500' } } }, server);
    expect(merged).toEqual({ error: { http: { '404': 'server 404', '500': 'web 500' }, custom: 'from server' } });
  });

  it('picks the stored locale when configured, else the first configured one', () => {
    expect(pickLocale('tr', ['en', 'tr'])).toBe('tr');
    expect(pickLocale('de', ['en', 'tr'])).toBe('en');
    expect(pickLocale(null, ['tr', 'en'])).toBe('tr');
    expect(pickLocale(null, [])).toBe('en');
  });
});
