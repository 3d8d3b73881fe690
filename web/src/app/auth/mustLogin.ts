/**
 * Must-login redirect (spec 000 §4): an info message, then /login after 5 seconds, carrying
 * the current location so the user comes back after signing in.
 */
import i18n from 'i18next';
import { withToast } from '../notifications/toaster';
import { getCurrentLocation, navigateTo } from '../router/navigation';

export const MUST_LOGIN_REDIRECT_MS = 5_000;
export const MUST_LOGIN_MESSAGE_KEY = 'warn.mustLoginMessage';

export function mustLogin(delayMs: number = MUST_LOGIN_REDIRECT_MS): () => void {
  withToast((toast) => toast.info(i18n.t(MUST_LOGIN_MESSAGE_KEY), { toastId: MUST_LOGIN_MESSAGE_KEY, autoClose: delayMs }));
  const from = getCurrentLocation();
  const timer = setTimeout(() => navigateTo('/login', { state: { from } }), delayMs);
  return () => clearTimeout(timer);
}
