/**
 * GET /api/public/unsubscribe-email/{token} through the app's RTK Query API. The answer is a
 * text/plain message, shown as it is, in the language asked for (Accept-Language); a failure is
 * shown on the page with its status (spec 000 §8), so the call is quiet. A token is used once per
 * page load.
 */
import { isApiError, request } from '../../app/api';
import { api } from '../../app/api/baseApi';

export interface UnsubscribeArgs {
  token: string;
  locale: string;
}

/** The message of an answer: the text itself, or the message of a JSON error. */
export function messageText(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object') {
    const m = (body as { message?: unknown }).message;
    if (typeof m === 'string') return m;
  }
  return '';
}

const unsubscribeApi = api.injectEndpoints({
  endpoints: (build) => ({
    unsubscribe: build.query<string, UnsubscribeArgs>({
      // a text answer with its own language header: read with the client itself
      queryFn: async ({ token, locale }, { signal }) => {
        try {
          const res = await request<unknown>('GET', `/api/public/unsubscribe-email/${encodeURIComponent(token)}`, undefined, {
            responseType: 'text',
            headers: { Accept: 'text/plain, */*', 'Accept-Language': locale },
            notify: false,
            signal,
          });
          return { data: messageText(res.data) };
        } catch (e) {
          if (isApiError(e)) return { error: { status: e.status, body: messageText(e.body) || e.message } };
          return { error: { status: 0, body: e instanceof Error ? e.message : String(e) } };
        }
      },
      keepUnusedDataFor: Infinity,
    }),
  }),
});

export const { useUnsubscribeQuery } = unsubscribeApi;
