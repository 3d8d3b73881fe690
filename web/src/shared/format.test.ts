import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatDotDate,
  formatLocalDate,
  formatLocalDateTime,
  formatPhone,
  formatShortDate,
  formatTimestamp,
  formatWholeNumber,
  localDateTimeToIso,
  truncate,
} from './format';

const d = new Date(2024, 2, 5, 9, 7, 3); // 5 March 2024 09:07:03 local

describe('dates (spec 000 §9)', () => {
  it('formats with every app format', () => {
    expect(formatDateTime(d)).toBe('05/03/24 09:07');
    expect(formatShortDate(d)).toBe('05/03/24');
    expect(formatTimestamp(d)).toBe('05/03/24 09:07:03');
    expect(formatLocalDate(d)).toBe('05/03/2024');
    expect(formatLocalDateTime(d)).toBe('2024-03-05T09:07');
    expect(formatDotDate(d)).toBe('2024.03.05');
  });
  it('returns an empty string for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('parses ISO strings', () => {
    expect(formatLocalDate('2024-12-31')).toBe('31/12/2024');
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso('2024-03-05T09:07')).toBe(new Date(2024, 2, 5, 9, 7).toISOString());
  });
});

describe('numbers', () => {
  it("'0,0'", () => {
    expect(formatWholeNumber(1234567)).toBe('1,234,567');
    expect(formatWholeNumber(1234.5)).toBe('1,235');
    expect(formatWholeNumber('42')).toBe('42');
    expect(formatWholeNumber(null)).toBe('');
  });
  it("'0,0.[00]'", () => {
    expect(formatDecimal(1234.5)).toBe('1,234.5');
    expect(formatDecimal(1234)).toBe('1,234');
    expect(formatDecimal(0.126)).toBe('0.13');
    expect(formatDecimal('abc')).toBe('');
  });
  it('currency: 2 decimals with thousands separator', () => {
    expect(formatCurrency(1234.5)).toBe('1,234.50');
    expect(formatCurrency(0)).toBe('0.00');
    expect(formatCurrency(-9876543.219)).toBe('-9,876,543.22');
  });
  it('phone 3-3-2-2 and truncation', () => {
    expect(formatPhone('5321234567')).toBe('532-123-45-67');
    expect(formatPhone('532')).toBe('532');
    expect(truncate('abcdef', 3)).toBe('abc…');
    expect(truncate('abc', 3)).toBe('abc');
  });
});
