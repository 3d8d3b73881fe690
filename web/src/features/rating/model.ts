import type { ContributionDetail } from '../contribution/types';

/** Whether the caller reads the ratings: not HIDDEN, or they administer the type (MANAGER). */
export function ratingsVisible(d: Pick<ContributionDetail, 'ratingStatus' | 'callerRoles'>): boolean {
  return d.ratingStatus !== 'HIDDEN' || d.callerRoles.includes('MANAGER');
}

/** An average as the card shows it: one decimal, in the interface language. */
export function formatAverage(avg: number | null | undefined, lang: string): string {
  if (avg === null || avg === undefined) return '–';
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(avg);
}

/** A bucket's share of the ratings, in percent (0 without ratings). */
export function share(count: number, total: number): number {
  return total > 0 ? Math.round((count * 100) / total) : 0;
}
