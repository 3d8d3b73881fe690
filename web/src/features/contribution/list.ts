/** List filters and sorting of spec 002 §3 (contribution search filters). */
import type { QueryParams } from '../../app/api';

export interface ListFilters {
  title: string;
  selectedTagId: string;
  campaignId: string;
  contributionFieldId: string;
  stateId: string;
  eiId: string;
  role: string;
  dateSubmittedFrom: string;
  dateSubmittedTo: string;
}

export const EMPTY_FILTERS: ListFilters = {
  title: '',
  selectedTagId: '',
  campaignId: '',
  contributionFieldId: '',
  stateId: '',
  eiId: '',
  role: '',
  dateSubmittedFrom: '',
  dateSubmittedTo: '',
};

/** Roles the role filter offers. */
export const FILTER_ROLES = ['OWNER', 'MENTOR', 'EXPERT', 'IMPLEMENTER', 'ADVISOR', 'RESPONSIBLE', 'BOARD1', 'BOARD2', 'BOARD3'] as const;

/** Sort choices (field,order); the first is the default. */
export const SORTS = ['dateUpdated,desc', 'dateSubmitted,desc', 'createdDate,desc', 'title,asc', 'code,asc'] as const;
export type SortChoice = (typeof SORTS)[number];

/** Only the filters that are set, in the server's parameter names. */
export function filterParams(f: ListFilters): QueryParams {
  const out: QueryParams = {};
  for (const [k, v] of Object.entries(f) as [keyof ListFilters, string][]) {
    const value = v.trim();
    if (value !== '') out[k] = value;
  }
  return out;
}

/** A 'from' after a 'to' is swapped, so the user still gets the span they meant. */
export function normalizeDates(f: ListFilters): ListFilters {
  if (f.dateSubmittedFrom && f.dateSubmittedTo && f.dateSubmittedFrom > f.dateSubmittedTo) {
    return { ...f, dateSubmittedFrom: f.dateSubmittedTo, dateSubmittedTo: f.dateSubmittedFrom };
  }
  return f;
}
