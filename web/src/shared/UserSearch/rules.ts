/** Rules of the user search widget (spec 002 §2 "User search"), as pure functions. */
import type { Schemas } from '../../app/api/types';
import { isEmail } from '../form/validation';

export type SearchMode = 'BOTH' | 'INTERNAL' | 'EXTERNAL';

type SearchResult = Schemas['SearchResult'];

/** A user the widget shows: one the search answered, or a selection made elsewhere (its id and login at least). */
export type SearchUser = Pick<SearchResult, 'id' | 'login'> & {
  [K in 'firstName' | 'lastName' | 'email' | 'fullName']?: SearchResult[K] | null;
};

/** The server is asked only after more than 2 characters. */
export const MIN_SEARCH_CHARS = 3;
/** Typing is throttled: at most one call per this many ms. */
export const SEARCH_THROTTLE_MS = 400;

/** true when the typed text may be sent: more than 2 characters; in EXTERNAL mode a complete e-mail address. */
export function shouldSearch(text: string, mode: SearchMode = 'BOTH'): boolean {
  const value = text.trim();
  if ([...value].length < MIN_SEARCH_CHARS) return false;
  if (mode === 'EXTERNAL') return isEmail(value);
  return true;
}

/** 'Whole Email Address' in EXTERNAL mode, else 'Name or Surname'. */
export function placeholderKey(mode: SearchMode = 'BOTH'): string {
  return mode === 'EXTERNAL' ? 'userSearch.placeholder.email' : 'userSearch.placeholder.name';
}

export function searchParams(text: string, mode: SearchMode, context?: string): Record<string, string> {
  const params: Record<string, string> = { searchString: text.trim(), parameter: mode };
  if (context) params.searchContext = context;
  return params;
}

/** "First Last (email)" or the login. */
export function userLabel(u: SearchUser): string {
  const name = (u.fullName ?? [u.firstName, u.lastName].filter(Boolean).join(' ')).trim() || u.login;
  return u.email ? `${name} (${u.email})` : name;
}

/** Adds a user to a selection (single: replaces; multiple: appends unless present). */
export function addSelection(current: readonly SearchUser[], user: SearchUser, multiple: boolean): SearchUser[] {
  if (!multiple) return [user];
  return current.some((u) => u.id === user.id) ? [...current] : [...current, user];
}

export function removeSelection(current: readonly SearchUser[], id: number): SearchUser[] {
  return current.filter((u) => u.id !== id);
}

/**
 * A throttle with a trailing call: the first call runs at once, later calls within `ms` are
 * collapsed into one run with the latest argument at the end of the window.
 */
export function createThrottle<A>(fn: (arg: A) => void, ms: number = SEARCH_THROTTLE_MS) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: { arg: A } | null = null;
  const run = (arg: A) => {
    last = Date.now();
    fn(arg);
  };
  const call = (arg: A) => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === null) {
      run(arg);
      return;
    }
    pending = { arg };
    if (timer === null) {
      timer = setTimeout(
        () => {
          timer = null;
          if (pending) {
            const p = pending;
            pending = null;
            run(p.arg);
          }
        },
        Math.max(wait, 0),
      );
    }
  };
  call.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return call;
}
