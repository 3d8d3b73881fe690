/**
 * Spec 000 §8 as pure functions: an API outcome in, toast descriptors (and whether the
 * authentication must be cleared) out. No React, no i18next, no toast library here.
 */
import type { RequestInfo } from '../api';

/** A parameter value, or a reference to a translation key whose text is the value. */
export type ToastParam = string | number | boolean | { tKey: string; defaultText?: string };

export interface ToastDescriptor {
  type: 'error' | 'success' | 'info' | 'warning';
  /** translation key; when absent `text` is shown as is */
  key?: string;
  text?: string;
  params?: Record<string, ToastParam>;
  /** text shown when the key has no translation */
  defaultText?: string;
}

export interface ErrorMapping {
  toasts: ToastDescriptor[];
  /** 401/403: drop the token, reset the session and go to /login with `clearAuthMessage` */
  clearAuth: boolean;
  clearAuthMessage?: string;
}

export const UNAUTHORIZED_MESSAGE_KEY = 'login.error.unauthorized';
export const UNKNOWN_ERROR = 'Unknown error!';

/** Keys that are never shown as toasts (spec 000 §8). */
export const SUPPRESSED_KEYS: ReadonlySet<string> = new Set(['error.urlNotFound', 'inno.contribution.created']);

/** Field-error codes shown with the 'Size' message. */
const SIZE_CODES = new Set(['Min', 'Max', 'DecimalMin', 'DecimalMax']);

/** What the mapper needs to know about a failure; ApiError satisfies it. */
export interface FailureLike {
  status?: number;
  body?: unknown;
  headers?: Headers | Record<string, string>;
  message?: string;
  request?: RequestInfo;
  aborted?: boolean;
}

interface FieldError {
  objectName?: string;
  field?: string;
  message?: string;
}

function header(headers: FailureLike['headers'], name: string): string | null {
  if (!headers) return null;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  const rec = headers as Record<string, string>;
  const found = Object.keys(rec).find((k) => k.toLowerCase() === name.toLowerCase());
  return found === undefined ? null : rec[found];
}

/** Header values may be URL-encoded with '+' for spaces. */
export function decodeHeader(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

function asRecord(v: unknown): Record<string, unknown> | null {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

function toParams(v: unknown): Record<string, ToastParam> | undefined {
  const rec = asRecord(v);
  if (!rec) return undefined;
  const out: Record<string, ToastParam> = {};
  for (const [k, val] of Object.entries(rec)) {
    if (typeof val === 'string' || typeof val === 'number' || typeof val === 'boolean') out[k] = val;
    else if (val !== null && val !== undefined) out[k] = JSON.stringify(val);
  }
  return out;
}

function error(key: string | undefined, text?: string, params?: Record<string, ToastParam>): ToastDescriptor {
  const d: ToastDescriptor = { type: 'error' };
  if (key !== undefined) d.key = key;
  if (text !== undefined) {
    if (key === undefined) d.text = text;
    else d.defaultText = text;
  }
  if (params) d.params = params;
  return d;
}

function isSilentFailure(status: number, req?: RequestInfo): boolean {
  if (!req) return false;
  // The session fetch answers 401 for anonymous visitors: silent.
  if (status === 401 && req.method === 'GET' && req.url === '/api/account') return true;
  // The sign-in dialog shows the authenticate failure itself.
  if (status === 401 && req.method === 'POST' && req.url === '/api/authenticate') return true;
  return false;
}

function filterSuppressed(toasts: ToastDescriptor[]): ToastDescriptor[] {
  return toasts.filter((t) => t.key === undefined || !SUPPRESSED_KEYS.has(t.key));
}

export function mapBadRequest(body: unknown, headers: FailureLike['headers']): ToastDescriptor[] {
  const appError = header(headers, 'app-error');
  if (appError) {
    const entity = header(headers, 'app-params');
    const params: Record<string, ToastParam> = {};
    if (entity) {
      const name = decodeHeader(entity);
      params.entityName = { tKey: `global.menu.entities.${name}`, defaultText: name };
    }
    return [error(appError, undefined, params)];
  }
  const data = asRecord(body);
  const fieldErrors = data && Array.isArray(data.fieldErrors) ? (data.fieldErrors as FieldError[]) : [];
  if (fieldErrors.length > 0) {
    return fieldErrors.map((fe) => {
      const code = fe.message && SIZE_CODES.has(fe.message) ? 'Size' : (fe.message ?? 'validation');
      const field = (fe.field ?? '').replace(/\[\d*\]/g, '[]');
      const fieldKey = fe.objectName ? `${fe.objectName}.${field}` : field;
      return error(`error.${code}`, `Error on field "${field}"`, {
        fieldName: { tKey: fieldKey, defaultText: field },
      });
    });
  }
  if (data && typeof data.message === 'string' && data.message !== '') {
    return [error(data.message, undefined, toParams(data.params))];
  }
  if (typeof body === 'string' && body !== '') return [error(undefined, body)];
  return [error('error.http.400', 'Bad request')];
}

/** Maps one failed call (or any thrown value) to what the user is shown. */
export function mapApiError(failure: unknown): ErrorMapping {
  const none: ErrorMapping = { toasts: [], clearAuth: false };
  const f = (asRecord(failure) ?? {}) as FailureLike;
  if (f.aborted) return none;
  const status = typeof f.status === 'number' ? f.status : undefined;

  if (status === undefined) {
    const message = failure instanceof Error ? failure.message : typeof f.message === 'string' ? f.message : '';
    return { toasts: [error(undefined, message || UNKNOWN_ERROR)], clearAuth: false };
  }
  if (isSilentFailure(status, f.request)) return none;

  switch (status) {
    case 0:
      return { toasts: [error('error.serverNotReachable', 'Server not reachable')], clearAuth: false };
    case 400:
      return { toasts: filterSuppressed(mapBadRequest(f.body, f.headers)), clearAuth: false };
    case 404:
      // error.urlNotFound is suppressed from the alerts.
      return none;
    case 401:
    case 403:
      return { toasts: [], clearAuth: true, clearAuthMessage: UNAUTHORIZED_MESSAGE_KEY };
    default: {
      const data = asRecord(f.body);
      if (data && typeof data.message === 'string' && data.message !== '') {
        return { toasts: filterSuppressed([error(data.message, undefined, toParams(data.params))]), clearAuth: false };
      }
      if (typeof f.body === 'string' && f.body !== '') return { toasts: [error(undefined, f.body)], clearAuth: false };
      return { toasts: [error(undefined, f.message || UNKNOWN_ERROR)], clearAuth: false };
    }
  }
}

/** Maps a successful call: the caller's success message, else the `app-alert` header with `app-params`. */
export function mapApiSuccess(
  headers: Headers | Record<string, string> | undefined,
  successMessage?: string,
  successParams?: Record<string, string | number>,
): ToastDescriptor[] {
  if (successMessage) {
    const d: ToastDescriptor = { type: 'success', key: successMessage };
    if (successParams) d.params = { ...successParams };
    return filterSuppressed([d]);
  }
  const alert = header(headers, 'app-alert');
  if (!alert) return [];
  const param = header(headers, 'app-params');
  const d: ToastDescriptor = { type: 'success', key: decodeHeader(alert) };
  if (param !== null) d.params = { param: decodeHeader(param) };
  return filterSuppressed([d]);
}
