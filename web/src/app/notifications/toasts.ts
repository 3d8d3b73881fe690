/** The glue between the pure mapping (errorMapping.ts) and react-toastify + i18next. */
import i18n from 'i18next';
import { setApiListener, type ApiOutcome } from '../api';
import { withToast } from './toaster';
import { mapApiError, mapApiSuccess, type ErrorMapping, type ToastDescriptor } from './errorMapping';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const defaultT: Translate = (key, options) => i18n.t(key, options ?? {}) as string;

/** Resolves a descriptor to the text the user reads. */
export function toastText(d: ToastDescriptor, t: Translate = defaultT): string {
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(d.params ?? {})) {
    params[k] = typeof v === 'object' ? t(v.tKey, { defaultValue: v.defaultText ?? v.tKey }) : v;
  }
  if (d.key === undefined) return d.text ?? '';
  return t(d.key, { ...params, defaultValue: d.defaultText ?? d.key });
}

/** The error toasts shown and not yet dismissed by clearErrorToasts (they may have closed on their own). */
const errorToastIds = new Set<string>();

/** Dismisses the error toasts shown so far: a success makes the earlier "please correct…" obsolete. */
export function clearErrorToasts(): void {
  const ids = [...errorToastIds];
  errorToastIds.clear();
  if (ids.length > 0) withToast((toast) => ids.forEach((id) => toast.dismiss(id)));
}

/** Shows the toasts; a success toast first clears the earlier error toasts. */
export function showToasts(descriptors: readonly ToastDescriptor[], t: Translate = defaultT): void {
  for (const d of descriptors) {
    const text = toastText(d, t);
    if (!text) continue;
    // toastId: the same message shown twice at once is shown once.
    const toastId = `${d.type}:${text}`;
    if (d.type === 'success') clearErrorToasts();
    if (d.type === 'error') errorToastIds.add(toastId);
    withToast((toast) => toast[d.type](text, { toastId }));
  }
}

/** Shows an error that did not come from the API client (e.g. a failed thunk). */
export function notifyError(e: unknown): void {
  showToasts(mapApiError(e).toasts);
}

export interface NotificationHooks {
  /** called for 401/403 outside the silent cases */
  onClearAuth: (messageKey: string | undefined) => void;
}

export function handleOutcome(outcome: ApiOutcome, hooks: NotificationHooks): ErrorMapping | ToastDescriptor[] {
  if (outcome.ok) {
    const toasts = mapApiSuccess(outcome.headers, outcome.options.successMessage, outcome.options.successParams);
    showToasts(toasts);
    return toasts;
  }
  const mapped = mapApiError(outcome.error);
  showToasts(mapped.toasts);
  if (mapped.clearAuth) hooks.onClearAuth(mapped.clearAuthMessage);
  return mapped;
}

/** Installs the single API listener. Returns the uninstall function. */
export function installApiNotifications(hooks: NotificationHooks): () => void {
  return setApiListener((outcome) => {
    handleOutcome(outcome, hooks);
  });
}
