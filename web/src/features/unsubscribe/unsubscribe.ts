import api, { isApiError } from '../../app/api';

export type UnsubscribeResult = { ok: true; text: string } | { ok: false; status: number; text: string };

function asText(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object') {
    const m = (body as { message?: unknown }).message;
    if (typeof m === 'string') return m;
  }
  return '';
}

/**
 * GET /api/public/unsubscribe-email/{token}: the answer is a text/plain message, shown as it is
 * (in the page's language: Accept-Language follows the chosen locale).
 */
export async function unsubscribe(token: string, locale: string): Promise<UnsubscribeResult> {
  try {
    const res = await api.get<string>(`/api/public/unsubscribe-email/${encodeURIComponent(token)}`, {
      responseType: 'text',
      headers: { Accept: 'text/plain, */*', 'Accept-Language': locale },
      notify: false,
    });
    return { ok: true, text: asText(res.data) };
  } catch (e) {
    if (isApiError(e)) return { ok: false, status: e.status, text: asText(e.body) || e.message };
    return { ok: false, status: 0, text: e instanceof Error ? e.message : String(e) };
  }
}
