/**
 * The one typed API client of the web app (spec 000 §7).
 *
 * - fetch based, same origin (base URL ''), request timeout 600 000 ms;
 * - Bearer token from localStorage / sessionStorage key `inno-token`;
 * - every outcome (success or failure) is reported to one listener, installed by
 *   app/notifications, which turns it into toasts and the 401/403 handling (spec 000 §8).
 */
import { getToken } from './auth/tokenStorage';

/** The session's token, for a client of its own (the API viewer's "Try it out"). */
export function sessionToken(): string | null {
  return getToken();
}

export const API_BASE_URL = '';
export const REQUEST_TIMEOUT_MS = 600_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ResponseType = 'json' | 'text' | 'blob';

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

export interface ApiListResponse<T> {
  items: T[];
  totalCount: number;
  headers: Headers;
}

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
export type QueryParams = Record<string, QueryValue>;

export interface RequestOptions {
  params?: QueryParams;
  headers?: Record<string, string>;
  /** Caller's own cancellation; an aborted request is never reported as an error toast. */
  signal?: AbortSignal;
  responseType?: ResponseType;
  timeoutMs?: number;
  /** false: do not report this call to the notification listener (no toasts, no 401/403 redirect). */
  notify?: boolean;
  /** Translation key shown as a success toast when the call succeeds. */
  successMessage?: string;
  /** Parameters for the successMessage translation. */
  successParams?: Record<string, string | number>;
}

/** The request a failure or success belongs to; `url` is the path without the query string, always starting with '/'. */
export interface RequestInfo {
  method: HttpMethod;
  url: string;
}

/** Error thrown for every failed call. status 0 = no response (network error or timeout). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
  readonly request: RequestInfo;
  /** true when the caller aborted the request itself. */
  readonly aborted: boolean;
  readonly timedOut: boolean;

  constructor(
    message: string,
    init: { status: number; body?: unknown; headers?: Headers; request: RequestInfo; aborted?: boolean; timedOut?: boolean },
  ) {
    super(message);
    this.status = init.status;
    this.body = init.body;
    this.headers = init.headers ?? new Headers();
    this.request = init.request;
    this.aborted = init.aborted ?? false;
    this.timedOut = init.timedOut ?? false;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

export type ApiOutcome =
  | { ok: true; request: RequestInfo; status: number; headers: Headers; options: RequestOptions }
  | { ok: false; request: RequestInfo; error: ApiError; options: RequestOptions };

export type ApiListener = (outcome: ApiOutcome) => void;

let listener: ApiListener | null = null;

/** Installs the single outcome listener (app/notifications). Returns a function that removes it. */
export function setApiListener(fn: ApiListener | null): () => void {
  listener = fn;
  return () => {
    if (listener === fn) listener = null;
  };
}

function report(outcome: ApiOutcome): void {
  if (outcome.options.notify === false || !listener) return;
  try {
    listener(outcome);
  } catch (e) {
    console.error('API listener failed', e);
  }
}

/** Normalizes 'api/x' and '/api/x' to '/api/x'. */
export function normalizePath(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return path.startsWith('/') ? path : `/${path}`;
}

export interface PageQuery {
  page?: number;
  size?: number;
  /** 'field,asc' or several of them. */
  sort?: string | readonly string[];
  /** adds cacheBuster=<timestamp> */
  cacheBuster?: boolean;
}

/** Builds page/size/sort(+cacheBuster) parameters in the server's format. */
export function pageParams(q: PageQuery, now: () => number = Date.now): QueryParams {
  const params: QueryParams = {};
  if (q.page !== undefined) params.page = q.page;
  if (q.size !== undefined) params.size = q.size;
  if (q.sort !== undefined) params.sort = typeof q.sort === 'string' ? [q.sort] : [...q.sort];
  if (q.cacheBuster) params.cacheBuster = now();
  return params;
}

/** Serializes params into a query string ('' or '?a=1&b=2'); arrays become repeated keys, null/undefined are skipped. */
export function buildQuery(params?: QueryParams): string {
  if (!params) return '';
  const usp = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const v of value as ReadonlyArray<string | number | boolean>) usp.append(key, String(v));
    } else {
      usp.append(key, String(value));
    }
  }
  const s = usp.toString();
  return s ? `?${s}` : '';
}

async function readBody(res: Response, responseType: ResponseType): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return null;
  if (responseType === 'blob' && res.ok) return res.blob();
  const text = await res.text();
  if (text === '') return null;
  const type = res.headers.get('content-type') ?? '';
  if (responseType === 'json' || type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export async function request<T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const url = normalizePath(path);
  const info: RequestInfo = { method, url };
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (body instanceof FormData || body instanceof Blob || typeof body === 'string') {
      payload = body;
    } else {
      payload = JSON.stringify(body);
      headers['Content-Type'] = 'application/json';
    }
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  try {
    let res: Response;
    try {
      res = await fetch(`${API_BASE_URL}${url}${buildQuery(options.params)}`, {
        method,
        headers,
        body: payload,
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch (e) {
      const aborted = !timedOut && (options.signal?.aborted ?? false);
      const error = new ApiError(timedOut ? 'Request timed out' : e instanceof Error ? e.message : 'Network error', {
        status: 0,
        request: info,
        aborted,
        timedOut,
      });
      if (!aborted) report({ ok: false, request: info, error, options });
      throw error;
    }
    const data = await readBody(res, options.responseType ?? 'json');
    if (!res.ok) {
      const message =
        data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
          ? (data as { message: string }).message
          : `Request failed with status code ${res.status}`;
      const error = new ApiError(message, { status: res.status, body: data, headers: res.headers, request: info });
      report({ ok: false, request: info, error, options });
      throw error;
    }
    report({ ok: true, request: info, status: res.status, headers: res.headers, options });
    return { data: data as T, headers: res.headers, status: res.status };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

export const api = {
  get<T>(path: string, options?: RequestOptions) {
    return request<T>('GET', path, undefined, options);
  },
  post<T>(path: string, body?: unknown, options?: RequestOptions) {
    return request<T>('POST', path, body, options);
  },
  put<T>(path: string, body?: unknown, options?: RequestOptions) {
    return request<T>('PUT', path, body, options);
  },
  patch<T>(path: string, body?: unknown, options?: RequestOptions) {
    return request<T>('PATCH', path, body, options);
  },
  del<T = null>(path: string, options?: RequestOptions) {
    return request<T>('DELETE', path, undefined, options);
  },
  /** GET of a paged list: items from the body, total from `x-total-count` (falls back to the item count). */
  async list<T>(path: string, query: PageQuery & { params?: QueryParams } = {}, options: RequestOptions = {}) {
    const { params, ...page } = query;
    const res = await request<T[]>('GET', path, undefined, {
      ...options,
      params: { ...pageParams(page), ...params, ...options.params },
    });
    const items = Array.isArray(res.data) ? res.data : [];
    const header = res.headers.get('x-total-count');
    const total = header === null ? NaN : Number.parseInt(header, 10);
    const result: ApiListResponse<T> = {
      items,
      totalCount: Number.isFinite(total) ? total : items.length,
      headers: res.headers,
    };
    return result;
  },
  /** GET returning a Blob (files). */
  blob(path: string, options?: RequestOptions) {
    return request<Blob>('GET', path, undefined, { ...options, responseType: 'blob' });
  },
};

export default api;
