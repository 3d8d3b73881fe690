/** Where the browser goes after signing in: the `from` location in router state, else `?redirect=`, else '/'. */
interface FromState {
  from?: { pathname?: string; search?: string; hash?: string } | string;
}

function safeInternal(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  const bare = path.split(/[?#]/)[0];
  if (bare === '/login' || bare === '/logout') return null;
  return path;
}

export function resolveRedirect(state: unknown, redirectParam: string | null): string {
  const from = (state && typeof state === 'object' ? (state as FromState).from : undefined) ?? undefined;
  if (typeof from === 'string') {
    const ok = safeInternal(from);
    if (ok) return ok;
  } else if (from && typeof from.pathname === 'string') {
    const ok = safeInternal(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
    if (ok) return ok;
  }
  return safeInternal(redirectParam) ?? '/';
}
