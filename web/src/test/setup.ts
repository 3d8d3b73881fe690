import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n from '../i18n';
import en from '../i18n/en.json';

i18n.addResourceBundle('en', 'translation', en, true, true);
void i18n.changeLanguage('en');

// Test files run side by side on a 2-core CI machine; a screen that answers in
// 1.2 s there is not broken, so findBy/waitFor wait up to 5 s before failing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// react-bootstrap's fade transitions (toasts, modals) end through a short
// dom-helpers timer that unmounting does not clear. Letting it fire before the
// file's jsdom is torn down keeps it from throwing "document is not defined".
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
});
