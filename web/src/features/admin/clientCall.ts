/**
 * The body of a `queryFn` for the few calls the one API's baseQuery does not make: a file download
 * (a Blob saved to disk) and a call kept away from the notification listener (`notify: false`) because
 * the page shows its own message. A failure ends as the same plain ApiFailure baseQuery answers, so
 * components treat these endpoints like any other.
 *
 * (It belongs beside baseQuery in src/app/api/baseApi.ts; it lives here until that file's owner takes it.)
 */
import { isApiError } from '../../app/api';
import type { ApiFailure } from '../../app/api/baseApi';

export async function clientCall<T>(run: () => Promise<T>): Promise<{ data: T } | { error: ApiFailure }> {
  try {
    return { data: await run() };
  } catch (e) {
    if (isApiError(e)) return { error: { status: e.status, body: e.body } };
    throw e;
  }
}
