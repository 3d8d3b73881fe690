/** Toasts (issue 15): top-right under the navigation, and a successful save clears the earlier error toast. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { asUser, launch } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('toasts', () => {
  it('sit top-right under the navbar; the green success removes the red "please correct" at once', async () => {
    await asUser(browser, 'user', async (page) => {
      await page.goto('/account/settings');
      const firstName = page.getByTestId('settings-firstName');
      await firstName.waitFor();
      const original = await firstName.inputValue();
      await firstName.fill('');
      await page.getByTestId('settings-submit').click();
      const error = page.locator('.Toastify__toast', { hasText: 'Please correct the marked fields of your settings.' });
      await error.waitFor({ state: 'visible' });

      const toast = (await error.boundingBox())!;
      const header = (await page.locator('.inno-header').boundingBox())!;
      const logo = (await page.getByTestId('nav-logo').boundingBox())!;
      const width = page.viewportSize()!.width;
      expect(toast.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(toast.x).toBeGreaterThan(width / 2);
      expect(toast.x + toast.width).toBeGreaterThan(width - 40);
      expect(toast.x).toBeGreaterThan(logo.x + logo.width);

      await firstName.fill(original || 'User');
      await page.getByTestId('settings-submit').click();
      await page.locator('.Toastify__toast', { hasText: 'Settings saved!' }).waitFor({ state: 'visible' });
      // well before its 5 s: the success dismissed it
      await error.waitFor({ state: 'detached', timeout: 2500 });
    });
  });

  it('at 360 px the toast starts below the navbar too', async () => {
    await asUser(browser, 'user', async (page) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/account/settings');
      const firstName = page.getByTestId('settings-firstName');
      await firstName.waitFor();
      const original = await firstName.inputValue();
      await firstName.fill('');
      await page.getByTestId('settings-submit').click();
      const error = page.locator('.Toastify__toast', { hasText: 'Please correct the marked fields of your settings.' });
      await error.waitFor({ state: 'visible' });
      const toast = (await error.boundingBox())!;
      const header = (await page.locator('.inno-header').boundingBox())!;
      expect(toast.y).toBeGreaterThanOrEqual(header.y + header.height);
      await firstName.fill(original || 'User');
    });
  });
});
