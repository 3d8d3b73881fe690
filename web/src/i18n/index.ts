/**
 * i18n: the web's own messages (en.json, tr.json, loaded lazily per locale) with the server's
 * flat map from GET /api/public/config/locale/{locale} laid over them (built-in < server: the
 * server map carries the administrators' changes to web texts). The chosen locale lives in
 * sessionStorage key 'locale'; the default is the first configured locale.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import api from '../app/api';

export const LOCALE_STORAGE_KEY = 'locale';
export const FALLBACK_LOCALE = 'en';

export type Messages = { [key: string]: string | Messages };

void i18n.use(initReactI18next).init({
  resources: {},
  lng: FALLBACK_LOCALE,
  fallbackLng: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
  initAsync: false,
});

/** Web messages per locale; each is its own chunk. Unknown locales use English texts. */
const webLoaders: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('./en.json'),
  tr: () => import('./tr.json'),
};

/** true when the web app ships its own file for `locale`. */
export function hasWebMessages(locale: string): boolean {
  return locale in webLoaders;
}

export async function loadWebMessages(locale: string): Promise<Messages> {
  const load = webLoaders[locale] ?? webLoaders[FALLBACK_LOCALE];
  return (await load()).default;
}

/** Turns {"a.b":"x"} into {a:{b:"x"}}; a key that would overwrite a text with a subtree (or the reverse) is skipped. */
export function unflatten(flat: Record<string, unknown>): Messages {
  const root: Messages = {};
  for (const [key, value] of Object.entries(flat)) {
    if (typeof value !== 'string') continue;
    const parts = key.split('.');
    let node: Messages = root;
    let ok = true;
    for (let i = 0; i < parts.length - 1; i++) {
      const next = node[parts[i]];
      if (next === undefined) {
        const created: Messages = {};
        node[parts[i]] = created;
        node = created;
      } else if (typeof next === 'string') {
        ok = false;
        break;
      } else {
        node = next;
      }
    }
    const last = parts[parts.length - 1];
    if (ok && typeof node[last] !== 'object') node[last] = value;
  }
  return root;
}

/** Deep merge: `top` wins over `base`. */
export function mergeMessages(base: Messages, top: Messages): Messages {
  const out: Messages = { ...base };
  for (const [k, v] of Object.entries(top)) {
    const b = out[k];
    out[k] = typeof v === 'object' && typeof b === 'object' ? mergeMessages(b, v) : v;
  }
  return out;
}

/** The built-in web texts with the server's map laid over them (the server wins). */
export function mergeWithServer(web: Messages, server: Messages): Messages {
  return mergeMessages(web, server);
}

export async function loadServerMessages(locale: string): Promise<Messages> {
  try {
    const res = await api.get<Record<string, unknown>>(`/api/public/config/locale/${encodeURIComponent(locale)}`, {
      notify: false,
    });
    return res.data && typeof res.data === 'object' ? unflatten(res.data) : {};
  } catch {
    return {};
  }
}

const loaded = new Set<string>();

/** Forgets the loaded messages of `locale` (or all) so the next activation fetches them again. */
export function forgetLocale(locale?: string): void {
  if (locale) loaded.delete(locale);
  else loaded.clear();
}

/** Loads (once) the messages of `locale` and switches to it. */
export async function activateLocale(locale: string): Promise<void> {
  if (!loaded.has(locale)) {
    const [web, server] = await Promise.all([loadWebMessages(locale), loadServerMessages(locale)]);
    i18n.addResourceBundle(locale, 'translation', mergeWithServer(web, server), true, true);
    loaded.add(locale);
  }
  await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export function getStoredLocale(): string | null {
  try {
    return sessionStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLocale(locale: string): void {
  try {
    sessionStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

/** The stored locale when it is configured, else the first configured one. */
export function pickLocale(stored: string | null, configured: readonly string[]): string {
  if (stored && (configured.length === 0 || configured.includes(stored))) return stored;
  return configured[0] ?? FALLBACK_LOCALE;
}

/** The user chose a language in the menu. */
export async function changeLocale(locale: string): Promise<void> {
  storeLocale(locale);
  await activateLocale(locale);
}

export default i18n;
