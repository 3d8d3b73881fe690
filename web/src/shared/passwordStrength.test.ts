import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordChecks, passwordStrength } from './passwordStrength';

describe('passwordStrength (spec 000 §5)', () => {
  it('empty password scores 0 with no bars', () => {
    expect(passwordStrength('')).toMatchObject({ score: 0, bars: 0, classes: 0 });
  });

  it('caps at 10 when length ≤ 6', () => {
    // 2*6 + 40 = 52 → 10
    expect(passwordStrength('aB1$cD').score).toBe(10);
    expect(passwordStrength('aB1$cD').bars).toBe(1);
  });

  it('caps at 10 with a single class', () => {
    expect(passwordStrength('abcdefghijkl').score).toBe(10);
  });

  it('caps at 20 with two classes', () => {
    // 2*8 + 20 = 36 → 20
    expect(passwordStrength('abcdefg1').score).toBe(20);
    expect(passwordStrength('abcdefg1').bars).toBe(2);
  });

  it('caps at 40 with three classes', () => {
    // 2*12 + 1 + 30 = 55 → 40
    expect(passwordStrength('abcdefgh12AB').score).toBe(40);
    expect(passwordStrength('abcdefgh12AB').bars).toBe(4);
    // 2*7 + 30 = 44 → 40
    expect(passwordStrength('abcde1A').score).toBe(40);
  });

  it('adds 2 per character, 1 from 10 characters, 10 per class with four classes', () => {
    // 2*7 + 40 = 54
    expect(passwordStrength('aB1$cDe').score).toBe(54);
    expect(passwordStrength('aB1$cDe').bars).toBe(5);
    // 2*10 + 1 + 40 = 61
    expect(passwordStrength('aB1$cDefgh').score).toBe(61);
  });

  it('fills bars at 10, 20, 30 and 40', () => {
    expect(passwordStrength('ab').bars).toBe(1); // 10 (capped)
    expect(passwordStrength('abcdefg1').bars).toBe(2); // 20
  });

  it('checks the five rules', () => {
    expect(passwordChecks('Abcdefg1!')).toEqual({ minLength: true, uppercase: true, lowercase: true, digit: true, special: true });
    expect(passwordChecks('abc')).toEqual({ minLength: false, uppercase: false, lowercase: true, digit: false, special: false });
    expect(passwordChecks('ŞİĞ')).toMatchObject({ uppercase: true, special: false });
    expect(isStrongPassword('Abcdefg1!')).toBe(true);
    expect(isStrongPassword('Abcdefg1')).toBe(false);
  });
});
