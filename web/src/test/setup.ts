import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import i18n from '../i18n';
import en from '../i18n/en.json';

i18n.addResourceBundle('en', 'translation', en, true, true);
void i18n.changeLanguage('en');

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
