import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filterParams, normalizeDates } from './list';

describe('list filters', () => {
  it('sends only the filters that are set, trimmed, under the server names', () => {
    expect(filterParams({ ...EMPTY_FILTERS, title: '  paper ', stateId: '3', eiId: '', dateSubmittedFrom: '2025-01-01' })).toEqual({
      title: 'paper',
      stateId: '3',
      dateSubmittedFrom: '2025-01-01',
    });
    expect(filterParams(EMPTY_FILTERS)).toEqual({});
  });

  it('swaps a from-date after the to-date', () => {
    const f = normalizeDates({ ...EMPTY_FILTERS, dateSubmittedFrom: '2025-03-01', dateSubmittedTo: '2025-01-01' });
    expect([f.dateSubmittedFrom, f.dateSubmittedTo]).toEqual(['2025-01-01', '2025-03-01']);
    const g = { ...EMPTY_FILTERS, dateSubmittedFrom: '2025-01-01' };
    expect(normalizeDates(g)).toBe(g);
  });
});
