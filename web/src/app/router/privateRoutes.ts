/**
 * The route-access table of spec 000 §2 (and 002 §2), shared by every feature: the screens that
 * exist and the roles they admit, as the server's routes of their main calls do. A screen that is
 * not built has no entry (and no menu item: menuRules.test.ts checks every link has a route).
 */
import { matchPath } from 'react-router';
import { AUTHORITIES as A } from '../auth/authorities';

export interface PrivatePrefix {
  prefix: string;
  authorities: readonly string[];
}

export const PRIVATE_PREFIXES: readonly PrivatePrefix[] = [
  { prefix: '/admin', authorities: [A.ADMIN, A.APP_ADMIN] },
  { prefix: '/account', authorities: [A.ADMIN, A.USER] },
  { prefix: '/extra-input', authorities: [A.IMPROVEMENT_ADMIN, A.SUGGESTION_ADMIN] },
  { prefix: '/life-cycle', authorities: [A.ADMIN] },
  { prefix: '/contribution', authorities: [A.EXTERNAL, A.INTERNAL] },
  { prefix: '/contribution-tag', authorities: [A.ADMIN, A.APP_ADMIN] },
  { prefix: '/contribution-field', authorities: [A.COMPETITION_ADMIN, A.SUGGESTION_ADMIN, A.IMPROVEMENT_ADMIN] },
  { prefix: '/static-content', authorities: [A.ADMIN, A.APP_ADMIN] },
  { prefix: '/campaign/manage', authorities: [A.CAMPAIGN_AUTHOR, A.CAMPAIGN_EDITOR] },
  { prefix: '/content/manage', authorities: [A.CONTENT_EDITOR, A.CONTENT_AUTHOR] },
  { prefix: '/organization', authorities: [A.ADMIN, A.APP_ADMIN] },
  { prefix: '/app', authorities: [A.ADMIN] },
  { prefix: '/language-admin', authorities: [A.ADMIN] },
  { prefix: '/api-docs', authorities: [A.ADMIN] },
  // the type's admin (the page checks which type)
  { prefix: '/contribution-task/admin', authorities: [A.SUGGESTION_ADMIN, A.IMPROVEMENT_ADMIN] },
  // sign-in only (a specific role is not shown)
  { prefix: '/contribution-task', authorities: [] },
  { prefix: '/asset', authorities: [] },
  { prefix: '/brand', authorities: [] },
];

/** Public routes that live under a private prefix (registration, activation, password reset). */
export const PUBLIC_UNDER_PRIVATE: readonly string[] = [
  '/account/register',
  '/account/activate/:key?',
  '/account/activateUser/:key?',
  '/account/reset/request',
  '/account/reset/finish/:key?',
];

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '' && s !== '*');
}

function segmentMatches(prefixSeg: string, pathSeg: string): boolean {
  if (prefixSeg.startsWith(':')) return true;
  if (pathSeg.startsWith(':')) return false;
  return prefixSeg.replace(/\?$/, '') === pathSeg;
}

/** true when `prefix` covers `path` segment by segment ('/report' does not cover '/reporting'). */
export function prefixCovers(prefix: string, path: string): boolean {
  const p = segments(prefix);
  const s = segments(path);
  if (p.length > s.length) return false;
  return p.every((seg, i) => segmentMatches(seg, s[i]));
}

/**
 * The authorities a path needs: null when public, [] for any signed-in user.
 * The longest matching prefix wins; the public exceptions win over all.
 */
export function requiredAuthorities(path: string): readonly string[] | null {
  if (PUBLIC_UNDER_PRIVATE.some((p) => p === path || matchPath({ path: p, end: true }, path) !== null)) return null;
  let best: PrivatePrefix | null = null;
  for (const entry of PRIVATE_PREFIXES) {
    if (prefixCovers(entry.prefix, path) && (!best || segments(entry.prefix).length > segments(best.prefix).length)) {
      best = entry;
    }
  }
  return best ? best.authorities : null;
}
