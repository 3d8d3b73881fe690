import { describe, expect, it } from 'vitest';
import { clampPage, computePager, lastPageOf, parseSort, sortParam, toggleSort } from './pager';

const pages = (m: ReturnType<typeof computePager>) =>
  m.buttons.map((b) => (b.kind === 'page' ? (b.active ? `[${b.page}]` : String(b.page)) : '…'));

describe('pager', () => {
  it('clamps the page between 1 and the last page (1 without items)', () => {
    expect(lastPageOf(0, 10)).toBe(1);
    expect(clampPage(5, 0, 10)).toBe(1);
    expect(clampPage(0, 35, 10)).toBe(1);
    expect(clampPage(-3, 35, 10)).toBe(1);
    expect(clampPage(9, 35, 10)).toBe(4);
    expect(clampPage(Number.NaN, 35, 10)).toBe(1);
  });

  it('shows every page when there are at most 5', () => {
    expect(pages(computePager(2, 35, 10))).toEqual(['1', '[2]', '3', '4']);
    expect(pages(computePager(1, 0, 10))).toEqual(['[1]']);
  });

  it('shows at most 5 page buttons with ellipses', () => {
    expect(pages(computePager(1, 200, 10))).toEqual(['[1]', '2', '3', '4', '5', '…']);
    expect(pages(computePager(10, 200, 10))).toEqual(['…', '8', '9', '[10]', '11', '12', '…']);
    expect(pages(computePager(20, 200, 10))).toEqual(['…', '16', '17', '18', '19', '[20]']);
    expect(pages(computePager(99, 200, 10))).toEqual(['…', '16', '17', '18', '19', '[20]']);
  });

  it('enables first/previous/next/last by position', () => {
    const first = computePager(1, 200, 10);
    expect([first.canPrevious, first.canNext]).toEqual([false, true]);
    const last = computePager(20, 200, 10);
    expect([last.canPrevious, last.canNext]).toEqual([true, false]);
    const only = computePager(1, 3, 10);
    expect([only.canPrevious, only.canNext]).toEqual([false, false]);
  });

  it('counts the items shown', () => {
    expect(computePager(2, 35, 10)).toMatchObject({ firstItem: 11, lastItem: 20, totalItems: 35 });
    expect(computePager(4, 35, 10)).toMatchObject({ firstItem: 31, lastItem: 35 });
    expect(computePager(1, 0, 10)).toMatchObject({ firstItem: 0, lastItem: 0, totalItems: 0 });
  });
});

describe('sorting', () => {
  const FIELDS = ['title', 'publishDate'] as const;
  const FALLBACK = { field: 'publishDate', order: 'desc' } as const;
  it('reads a sort parameter of a known column, else the fallback', () => {
    expect(parseSort('title,asc', FIELDS, FALLBACK)).toEqual({ field: 'title', order: 'asc' });
    expect(parseSort('secret,asc', FIELDS, FALLBACK)).toEqual(FALLBACK);
    expect(parseSort('title,up', FIELDS, FALLBACK)).toEqual(FALLBACK);
    expect(parseSort(null, FIELDS, FALLBACK)).toEqual(FALLBACK);
  });
  it('flips the same column and starts another ascending', () => {
    expect(toggleSort({ field: 'title', order: 'asc' }, 'title')).toEqual({ field: 'title', order: 'desc' });
    expect(sortParam(toggleSort({ field: 'title', order: 'desc' }, 'publishDate'))).toBe('publishDate,asc');
  });
});
