/**
 * The one RTK Query API of the web app: every server read and write goes through it. Features add
 * their endpoints with `api.enhanceEndpoints({ addTagTypes: [...] }).injectEndpoints(...)` in their
 * own `<feature>Api.ts`, so nobody edits this file for a new feature.
 *
 * The transport is the client in `../api.ts`: Bearer token, timeout, and every outcome reported to
 * the notification listener, so toasts and the 401/403 handling of spec 000 §8 work as for any call.
 */
import { isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { request, type HttpMethod, type QueryParams, isApiError } from '../api';
import { authenticationCleared, login, logoutSession } from '../auth/sessionSlice';
import { addMiddleware, injectReducer } from '../store';
import { saveBlob } from '../../shared/download';

export interface ApiArgs {
  url: string;
  method?: HttpMethod;
  params?: QueryParams;
  body?: unknown;
  /** Translation key of a success toast. */
  successMessage?: string;
  successParams?: Record<string, string | number>;
  /** A paged list: answer `{ items, totalCount }` from the body and `x-total-count`. */
  list?: boolean;
  /** false: a quiet call, not reported to the notifications (no toast, no 401/403 sign-out); the page shows the outcome. */
  notify?: boolean;
  /** 'blob' for a file's bytes (the data is the Blob: use it inside a `queryFn`, never keep it in the store). */
  responseType?: 'blob';
  /** A file download: the answer is saved under this name (the browser's download) and the data is null. */
  saveAs?: string;
}

/** A page of a list and the total the server counted. */
export interface ListResult<T> {
  items: T[];
  totalCount: number;
}

/** The error a query or mutation ends with (plain data, so it can live in the store). */
export interface ApiFailure {
  /** HTTP status; 0 when no answer came (network error, timeout). */
  status: number;
  /** The server's error body (spec error shapes: errorKey, fieldErrors, params). */
  body: unknown;
}

export const baseQuery: BaseQueryFn<ApiArgs, unknown, ApiFailure> = async (args, { signal }) => {
  try {
    const res = await request<unknown>(args.method ?? 'GET', args.url, args.body, {
      params: args.params,
      signal,
      successMessage: args.successMessage,
      successParams: args.successParams,
      notify: args.notify,
      responseType: args.saveAs === undefined ? args.responseType : 'blob',
    });
    if (args.saveAs !== undefined) {
      saveBlob(res.data as Blob, args.saveAs);
      return { data: null };
    }
    if (!args.list) return { data: res.data };
    const items = Array.isArray(res.data) ? (res.data as unknown[]) : [];
    const header = res.headers.get('x-total-count');
    const total = header === null ? NaN : Number.parseInt(header, 10);
    return { data: { items, totalCount: Number.isFinite(total) ? total : items.length } };
  } catch (e) {
    if (isApiError(e)) return { error: { status: e.status, body: e.body } };
    throw e;
  }
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});

// The API joins the store when this module loads (see ../store).
injectReducer(api.reducerPath, api.reducer);
// Server data belongs to the person signed in: a new session starts with an empty cache.
const sessionChanged = isAnyOf(logoutSession, authenticationCleared, login.fulfilled);
const forgetOnSessionChange: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (sessionChanged(action)) store.dispatch(api.util.resetApiState());
  return result;
};
addMiddleware(api.middleware, forgetOnSessionChange);

/** The id tag that stands for "the whole list" of a type. */
export const LIST = 'LIST' as const;
