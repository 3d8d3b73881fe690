/** Password strength (spec 000 §5): informational checklist and score. */
export interface PasswordChecks {
  minLength: boolean;
  uppercase: boolean;
  lowercase: boolean;
  digit: boolean;
  special: boolean;
}

export interface PasswordStrength {
  score: number;
  /** filled bars out of BAR_COUNT (0 for an empty password) */
  bars: number;
  checks: PasswordChecks;
  /** how many of the four classes (lower, upper, digit, symbol) are used */
  classes: number;
}

export const BAR_COUNT = 5;
export const MIN_STRONG_LENGTH = 8;
/** a bar fills past each threshold: ≤10 → 1, ≤20 → 2, ≤30 → 3, ≤40 → 4, above → 5 */
export const BAR_THRESHOLDS = [10, 20, 30, 40] as const;

export function passwordChecks(pw: string): PasswordChecks {
  return {
    minLength: [...pw].length >= MIN_STRONG_LENGTH,
    uppercase: /\p{Lu}/u.test(pw),
    lowercase: /\p{Ll}/u.test(pw),
    digit: /\p{Nd}/u.test(pw),
    special: /[^\p{L}\p{Nd}]/u.test(pw),
  };
}

export function passwordStrength(pw: string): PasswordStrength {
  const checks = passwordChecks(pw);
  const length = [...pw].length;
  const classes = [checks.lowercase, checks.uppercase, checks.digit, checks.special].filter(Boolean).length;
  let score = 2 * length + (length >= 10 ? 1 : 0) + 10 * classes;
  if (length <= 6 || classes === 1) score = Math.min(score, 10);
  else if (classes === 2) score = Math.min(score, 20);
  else if (classes === 3) score = Math.min(score, 40);
  let bars = 0;
  if (length > 0) {
    bars = BAR_THRESHOLDS.findIndex((t) => score <= t) + 1 || BAR_COUNT;
  }
  return { score, bars, checks, classes };
}

/** A password that satisfies the reset-finish rule: ≥ 8 characters and all four classes. */
export function isStrongPassword(pw: string): boolean {
  const c = passwordChecks(pw);
  return c.minLength && c.uppercase && c.lowercase && c.digit && c.special;
}
