/** Sessions across the tabs of one browser (issue 15): two pages of one browser context are two tabs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const tokens = (page: Page) => page.evaluate(() => [localStorage.getItem('inno-token'), sessionStorage.getItem('inno-token')]);

describe('sessions across tabs', () => {
  it('without remember-me a new tab is signed in through the open tab, and signing out there signs out both', async () => {
    const { context, page: first } = await newPage(browser);
    try {
      await first.goto('/');
      await signIn(first, 'user', 'user');
      expect((await tokens(first))[0]).toBeNull();

      // a new tab (as Ctrl-click opens it): a fresh sessionStorage, a private page
      const second = await context.newPage();
      await second.goto('/account/settings');
      await second.getByTestId('settings-page').waitFor();
      await second.getByTestId('nav-account-menu').waitFor();
      expect(new URL(second.url()).pathname).toBe('/account/settings');
      const [local, session] = await tokens(second);
      expect(local).toBeNull(); // remember-me stays off
      expect(session).toBe((await tokens(first))[1]);

      await second.goto('/logout');
      await second.getByTestId('nav-login').waitFor();
      // the first tab follows without a reload
      await first.getByTestId('nav-login').waitFor();
      expect(await tokens(first)).toEqual([null, null]);

      // a third tab now finds nobody signed in
      const third = await context.newPage();
      await third.goto('/account/settings');
      await third.waitForURL((u) => u.pathname === '/login');
      await third.getByTestId('login-dialog').waitFor();
    } finally {
      await context.close();
    }
  });

  it('with remember-me every tab is signed in, and signing out in one signs out the others', async () => {
    const { context, page: first } = await newPage(browser);
    try {
      await first.goto('/');
      const second = await context.newPage();
      await second.goto('/');
      await second.getByTestId('nav-login').waitFor();

      await signIn(first, 'user', 'user', { rememberMe: true });
      expect((await tokens(first))[0]).toBeTruthy();
      const third = await context.newPage();
      await third.goto('/account/settings');
      await third.getByTestId('settings-page').waitFor();

      await first.goto('/logout');
      await first.getByTestId('nav-login').waitFor();
      await third.getByTestId('nav-login').waitFor();
      await third.waitForURL((u) => u.pathname === '/login');
      await second.getByTestId('nav-login').waitFor();
    } finally {
      await context.close();
    }
  });
});
