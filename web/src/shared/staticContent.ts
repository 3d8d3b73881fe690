import { useEffect, useState } from 'react';
import api from '../app/api';

export interface StaticContent {
  title?: string | null;
  content?: string | null;
}

/** GET /api/v3/public/static-contents/{locale}/{key}; null when missing (404) or failing. */
export async function fetchStaticContent(locale: string, key: string, signal?: AbortSignal): Promise<StaticContent | null> {
  try {
    const res = await api.get<StaticContent>(`/api/v3/public/static-contents/${encodeURIComponent(locale)}/${encodeURIComponent(key)}`, {
      notify: false,
      signal,
    });
    return res.data && typeof res.data === 'object' ? res.data : null;
  } catch (e) {
    if (!(e instanceof Error && e.name === 'ApiError' && (e as { status?: number }).status === 404)) {
      console.debug(`static content ${key} not loaded`, e);
    }
    return null;
  }
}

/** The static content block for (locale, key); undefined while loading, null when absent. */
export function useStaticContent(locale: string, key: string | null): StaticContent | null | undefined {
  const [state, setState] = useState<{ id: string; value: StaticContent | null } | null>(null);
  const id = `${locale}/${key ?? ''}`;
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    void fetchStaticContent(locale, key, controller.signal).then((value) => {
      if (!controller.signal.aborted) setState({ id, value });
    });
    return () => controller.abort();
  }, [id, locale, key]);
  if (!key) return null;
  return state && state.id === id ? state.value : undefined;
}
