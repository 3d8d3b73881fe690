/** Start-up: API notifications, session, configuration, build info and the first locale. */
import type { AppStore } from './store';
import { clearAuthentication, restoreSession, signedOutElsewhere } from './auth/sessionSlice';
import { createTabSync, defaultTransport, requestTokenFromTabs, setTabSync, type TabTransport } from './auth/tabSync';
import { getToken } from './auth/tokenStorage';
import { getAppConfig, getManagementInfo } from './config/configSlice';
import { installApiNotifications } from './notifications/toasts';
import { getCurrentLocation, navigateTo } from './router/navigation';
import { installFocusTrap } from '../shared/focusTrap';
import { activateLocale, FALLBACK_LOCALE, getStoredLocale, pickLocale } from '../i18n';

export function installNotifications(store: AppStore): () => void {
  return installApiNotifications({
    onClearAuth(messageKey) {
      store.dispatch(clearAuthentication(messageKey));
      const loc = getCurrentLocation();
      if (loc.pathname !== '/login') {
        navigateTo('/login', { replace: true, state: { from: loc } });
      }
    },
  });
}

/** Shares the session with the other tabs of the browser: answers their token requests, follows their sign-outs. */
export function installTabSync(store: AppStore, transport: TabTransport | null = defaultTransport()): () => void {
  const sync = createTabSync({ transport, currentToken: getToken, onLogout: () => store.dispatch(signedOutElsewhere()) });
  setTabSync(sync);
  return () => setTabSync(null);
}

/** Resolves once the first locale's messages are in place (the app renders after that). */
export async function bootstrap(store: AppStore): Promise<void> {
  installNotifications(store);
  installTabSync(store);
  installFocusTrap();
  // a new tab without a token first asks the open tabs (a few ms; at most ASK_TIMEOUT_MS when none answers)
  void store.dispatch(restoreSession(requestTokenFromTabs));
  void store.dispatch(getManagementInfo());

  const stored = getStoredLocale();
  // start loading the remembered locale while the configuration is on its way
  const early = stored ? activateLocale(stored).catch(() => undefined) : null;
  const action = await store.dispatch(getAppConfig());
  const configured = getAppConfig.fulfilled.match(action) ? store.getState().applicationConfig.config.locales : [];
  const locale = pickLocale(stored, configured);
  try {
    if (early && locale === stored) await early;
    else await activateLocale(locale);
  } catch {
    await activateLocale(FALLBACK_LOCALE).catch(() => undefined);
  }
}
