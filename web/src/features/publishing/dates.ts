/** The date rules of spec 001 §5: the minimum gap between two dates is one day. */
import dayjs from 'dayjs';

export const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** true when `later` is at least one day after `earlier` (both ISO instants or epoch ms). */
export function atLeastOneDayAfter(later: string | number | null | undefined, earlier: string | number | null | undefined): boolean {
  if (later === null || later === undefined || later === '' || earlier === null || earlier === undefined || earlier === '') return false;
  const l = dayjs(later);
  const e = dayjs(earlier);
  if (!l.isValid() || !e.isValid()) return false;
  return l.valueOf() - e.valueOf() >= ONE_DAY_MS;
}
