/** The order of a source's extra inputs (spec 002 §2): list order, moves, the update-order body, after a delete. */
import type { OrderEntry } from './types';
import type { ExtraInput } from '../contribution/types';

/** Items in list order (ties by id), whatever order the server sent them in. */
export function byListOrder<T extends { id: number; listOrder: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.listOrder - b.listOrder || a.id - b.id);
}

/** Moves the item at `from` to `to` (a new array). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length || from === to) return out;
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved);
  return out;
}

/**
 * The whole order after the items of one page were rearranged: the page's items take the places
 * they held among all the inputs, in their new sequence (the server puts the inputs an
 * update-order call leaves out after the named ones, so a page alone is not enough).
 */
export function mergePageOrder(all: readonly { id: number }[], page: readonly { id: number }[]): number[] {
  const onPage = new Set(page.map((p) => p.id));
  const queue = page.map((p) => p.id);
  let next = 0;
  const out = all.map((x) => (onPage.has(x.id) ? queue[next++] : x.id));
  // items the full list did not hold (changed meanwhile) go last
  while (next < queue.length) out.push(queue[next++]);
  return out;
}

/** The update-order body: [{id, listOrder}] numbered from 1 in the given sequence. */
export function orderBody(ids: readonly number[]): OrderEntry[] {
  return ids.map((id, i) => ({ id, listOrder: i + 1 }));
}

/** The new list after the order was sent: same items with their new list orders. */
export function applyOrder<T extends { id: number; listOrder: number }>(ordered: readonly T[], body: readonly OrderEntry[]): T[] {
  return ordered.map((item) => ({ ...item, listOrder: body.find((b) => b.id === item.id)?.listOrder ?? item.listOrder }));
}

/** Spec 002 §2: after a delete the list is fetched again with page 0, size 20, sort id. */
export const EXTRA_INPUT_PAGE_SIZE = 20;
export const AFTER_DELETE_QUERY = { page: 0, size: EXTRA_INPUT_PAGE_SIZE, sort: 'id' } as const;
export const INITIAL_EXTRA_INPUT_QUERY = { page: 0, size: EXTRA_INPUT_PAGE_SIZE, sort: 'listOrder,asc' } as const;
/** Every input of a source at once (the server's largest page), to reorder across pages. */
export const ALL_EXTRA_INPUTS_QUERY = { page: 0, size: 1000, sort: 'listOrder,asc' } as const;

/** IDEA inputs are deleted at once; the others after a confirmation. */
export function deleteNeedsConfirmation(item: Pick<ExtraInput, 'source'>): boolean {
  return item.source !== 'IDEA';
}
