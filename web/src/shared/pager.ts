/** Pager model (spec 000 §2 "Lists page"): at most 5 page buttons plus first/previous/next/last and ellipses. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_BUTTONS = 5;

export type PagerButton = { kind: 'page'; page: number; active: boolean } | { kind: 'ellipsis'; position: 'start' | 'end' };

export interface PagerModel {
  /** 1-based, clamped to 1..lastPage */
  page: number;
  lastPage: number;
  buttons: PagerButton[];
  canPrevious: boolean;
  canNext: boolean;
  /** 1-based index of the first and last item shown on this page (0 when there are none) */
  firstItem: number;
  lastItem: number;
  totalItems: number;
}

export function lastPageOf(totalItems: number, pageSize: number): number {
  if (!(totalItems > 0) || !(pageSize > 0)) return 1;
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** Clamps a 1-based page to 1..last (1 when there are no items). */
export function clampPage(page: number, totalItems: number, pageSize: number): number {
  const last = lastPageOf(totalItems, pageSize);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), last);
}

export function computePager(
  page: number,
  totalItems: number,
  pageSize: number = DEFAULT_PAGE_SIZE,
  maxButtons: number = MAX_PAGE_BUTTONS,
): PagerModel {
  const lastPage = lastPageOf(totalItems, pageSize);
  const current = clampPage(page, totalItems, pageSize);
  const count = Math.min(maxButtons, lastPage);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, lastPage - count + 1);
  const end = start + count - 1;

  const buttons: PagerButton[] = [];
  if (start > 1) buttons.push({ kind: 'ellipsis', position: 'start' });
  for (let p = start; p <= end; p++) buttons.push({ kind: 'page', page: p, active: p === current });
  if (end < lastPage) buttons.push({ kind: 'ellipsis', position: 'end' });

  const total = Math.max(0, totalItems || 0);
  const firstItem = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const lastItem = total === 0 ? 0 : Math.min(current * pageSize, total);
  return {
    page: current,
    lastPage,
    buttons,
    canPrevious: current > 1,
    canNext: current < lastPage,
    firstItem,
    lastItem,
    totalItems: total,
  };
}

/** A sortable list's column and direction (the `sort` parameter of spec 000 §2 lists: `field,asc`). */
export interface Sort<F extends string> {
  field: F;
  order: 'asc' | 'desc';
}

/** The same column flips the order; another column starts ascending. */
export function toggleSort<F extends string>(current: Sort<F>, field: F): Sort<F> {
  if (current.field === field) return { field, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { field, order: 'asc' };
}

export function sortParam<F extends string>(s: Sort<F>): string {
  return `${s.field},${s.order}`;
}

/** 'title,asc' → the column and direction when the column is one of `fields`, else the fallback. */
export function parseSort<F extends string>(raw: string | null, fields: readonly F[], fallback: Sort<F>): Sort<F> {
  const [field, order] = (raw ?? '').split(',');
  if ((fields as readonly string[]).includes(field) && (order === 'asc' || order === 'desc')) return { field: field as F, order };
  return fallback;
}
