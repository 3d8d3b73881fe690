import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addSelection, createThrottle, placeholderKey, removeSelection, searchParams, shouldSearch, userLabel } from './rules';

describe('user search rules', () => {
  it('asks the server only after more than 2 characters', () => {
    expect(shouldSearch('')).toBe(false);
    expect(shouldSearch('ab')).toBe(false);
    expect(shouldSearch('  ab  ')).toBe(false);
    expect(shouldSearch('abc')).toBe(true);
    expect(shouldSearch('abc', 'INTERNAL')).toBe(true);
  });

  it('in EXTERNAL mode only a complete e-mail address is sent', () => {
    expect(shouldSearch('umut', 'EXTERNAL')).toBe(false);
    expect(shouldSearch('umut@inno', 'EXTERNAL')).toBe(false);
    expect(shouldSearch('umut@inno.example', 'EXTERNAL')).toBe(true);
  });

  it('placeholders', () => {
    expect(placeholderKey('EXTERNAL')).toBe('userSearch.placeholder.email');
    expect(placeholderKey('BOTH')).toBe('userSearch.placeholder.name');
    expect(placeholderKey()).toBe('userSearch.placeholder.name');
  });

  it('builds the query', () => {
    expect(searchParams(' umu ', 'BOTH')).toEqual({ searchString: 'umu', parameter: 'BOTH' });
    expect(searchParams('umu', 'INTERNAL', 'task')).toEqual({ searchString: 'umu', parameter: 'INTERNAL', searchContext: 'task' });
  });

  it('labels and selections', () => {
    const a = { id: 1, login: 'a', fullName: 'Ada Admin', email: 'a@x.io' };
    const b = { id: 2, login: 'b' };
    expect(userLabel(a)).toBe('Ada Admin (a@x.io)');
    expect(userLabel(b)).toBe('b');
    expect(addSelection([a], b, false)).toEqual([b]);
    expect(addSelection([a], b, true)).toEqual([a, b]);
    expect(addSelection([a], a, true)).toEqual([a]);
    expect(removeSelection([a, b], 1)).toEqual([b]);
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then once per window with the latest value', () => {
    const calls: string[] = [];
    const th = createThrottle((s: string) => calls.push(s), 400);
    th('a');
    th('ab');
    th('abc');
    expect(calls).toEqual(['a']);
    vi.advanceTimersByTime(399);
    expect(calls).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['a', 'abc']);
    th.cancel();
  });

  it('cancel drops the pending call', () => {
    const calls: string[] = [];
    const th = createThrottle((s: string) => calls.push(s), 400);
    th('a');
    th('b');
    th.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['a']);
  });
});
