import { describe, expect, it } from 'vitest';
import { remainingUntil } from './countdown';

describe('remainingUntil', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(remainingUntil('2025-01-03T04:05:06Z', now)).toEqual({ days: 2, hours: 4, minutes: 5, seconds: 6, done: false });
    expect(remainingUntil(now + 59_999, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59, done: false });
  });

  it('is done at and after the end, and for a missing or bad date', () => {
    expect(remainingUntil(now, now).done).toBe(true);
    expect(remainingUntil(now - 5000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    expect(remainingUntil(null, now).done).toBe(true);
    expect(remainingUntil('not a date', now).done).toBe(true);
  });
});
