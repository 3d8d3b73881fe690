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

async function withPage(fn: (page: Page) => Promise<void>) {
  const { context, page } = await newPage(browser);
  try {
    await fn(page);
  } finally {
    await context.close();
  }
}

async function pathOf(page: Page): Promise<string> {
  return new URL(page.url()).pathname;
}

async function waitForPath(page: Page, path: string) {
  await page.waitForURL((u) => u.pathname === path);
}

describe('foundation', () => {
  it('admin signs in through the dialog, sees the admin menus and signs out', async () => {
    await withPage(async (page) => {
      await page.goto('/');
      await page.getByTestId('nav-login').waitFor();
      await signIn(page, 'admin', 'admin');
      await page.getByTestId('nav-admin-menu').click();
      await expect(page.getByTestId('nav-platform-menu').isVisible()).resolves.toBe(true);
      await expect(page.getByTestId('nav-system-menu').isVisible()).resolves.toBe(true);
      await page.getByTestId('nav-platform-menu').click();
      await page.getByTestId('nav-item-user-management').waitFor({ state: 'visible' });
      await expect(page.getByTestId('nav-reporting-menu').isVisible()).resolves.toBe(true);

      await page.goto('/logout');
      await page.getByTestId('nav-login').waitFor({ state: 'visible' });
      await waitForPath(page, '/');
      await expect(page.getByTestId('nav-account-menu').count()).resolves.toBe(0);
      await expect(page.evaluate(() => localStorage.getItem('inno-token') ?? sessionStorage.getItem('inno-token'))).resolves.toBeNull();
    });
  });

  it('a plain user sees no management, platform or system menus', async () => {
    await withPage(async (page) => {
      await page.goto('/');
      await signIn(page, 'user', 'user');
      await page.getByTestId('nav-account-menu').click();
      await page.getByTestId('nav-logout').waitFor({ state: 'visible' });
      for (const id of ['nav-admin-menu', 'nav-platform-menu', 'nav-system-menu', 'nav-reporting-menu']) {
        await expect(page.getByTestId(id).count(), id).resolves.toBe(0);
      }
    });
  });

  it('an unknown path shows the not-found page with a back-home link', async () => {
    await withPage(async (page) => {
      await page.goto('/no/such/page');
      await page.getByTestId('not-found-page').waitFor();
      await expect(page.getByText('The page does not exist.').isVisible()).resolves.toBe(true);
      await page.getByTestId('back-home').click();
      await waitForPath(page, '/');
      await page.getByTestId('home-page').waitFor();
    });
  });

  it('a private route sends a signed-out visitor to /login and back after signing in', async () => {
    await withPage(async (page) => {
      await page.goto('/admin/user-management');
      await waitForPath(page, '/login');
      await page.getByTestId('login-dialog').waitFor();
      await signIn(page, 'admin', 'admin');
      await waitForPath(page, '/admin/user-management');
      await page.getByTestId('user-management-page').waitFor();
    });
  });

  it('remember-me keeps the token in localStorage, otherwise in sessionStorage', async () => {
    await withPage(async (page) => {
      await page.goto('/login');
      await signIn(page, 'user', 'user', { rememberMe: true });
      const stored = await page.evaluate(() => [localStorage.getItem('inno-token'), sessionStorage.getItem('inno-token')]);
      expect(stored[0]).toBeTruthy();
      expect(stored[1]).toBeNull();
      // the remembered session survives a reload
      await page.reload();
      await page.getByTestId('nav-account-menu').waitFor();
    });
    await withPage(async (page) => {
      await page.goto('/login');
      await signIn(page, 'user', 'user');
      const stored = await page.evaluate(() => [localStorage.getItem('inno-token'), sessionStorage.getItem('inno-token')]);
      expect(stored[0]).toBeNull();
      expect(stored[1]).toBeTruthy();
    });
  });

  it('switching to Turkish changes the navbar and stores the locale', async () => {
    await withPage(async (page) => {
      await page.goto('/');
      const login = page.getByTestId('nav-login');
      await expect(login.textContent()).resolves.toBe('Sign in');
      await page.getByTestId('nav-language').click();
      await page.getByTestId('nav-language-tr').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="nav-login"]')?.textContent === 'Giriş yap');
      await expect(page.evaluate(() => sessionStorage.getItem('locale'))).resolves.toBe('tr');
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('tr');
      // the choice survives a reload within the session
      await page.reload();
      await page.waitForFunction(() => document.querySelector('[data-testid="nav-login"]')?.textContent === 'Giriş yap');
    });
  });

  it('a signed-in user without an admin role sees the insufficient-authority message on /admin', async () => {
    await withPage(async (page) => {
      await page.goto('/login');
      await signIn(page, 'user', 'user');
      await page.goto('/admin/user-management');
      await page.getByTestId('insufficient-authority').waitFor();
      await expect(page.getByText('You are not authorized to access this page.').isVisible()).resolves.toBe(true);
      expect(await pathOf(page)).toBe('/admin/user-management');
    });
  });

  it('a wrong password shows the sign-in error in the dialog', async () => {
    await withPage(async (page) => {
      await page.goto('/login');
      await page.getByTestId('login-username').fill('content');
      await page.getByTestId('login-password').fill('wrong-password');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('login-error').waitFor();
      await expect(page.getByTestId('nav-account-menu').count()).resolves.toBe(0);
    });
  });

  it('after repeated failures the captcha appears and the right answer signs in', async () => {
    await withPage(async (page) => {
      await page.goto('/login');
      for (let i = 0; i < 3; i++) {
        await page.getByTestId('login-username').fill('campaign');
        await page.getByTestId('login-password').fill(`wrong-${i}`);
        await page.getByTestId('login-submit').click();
        await page.getByTestId('login-error').waitFor();
        if (await page.getByTestId('login-captcha-image').isVisible()) break;
        await page.waitForFunction(() => !document.querySelector('[data-testid="login-submit"]')?.hasAttribute('disabled'));
      }
      await page.getByTestId('login-captcha-image').waitFor();
      const src = await page.getByTestId('login-captcha-image').getAttribute('src');
      expect(src?.startsWith('data:image/')).toBe(true);
      await page.getByTestId('login-captcha-refresh').click();
      await page.getByTestId('login-password').fill('campaign');
      await page.getByTestId('login-captcha-answer').fill('e2e');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('nav-account-menu').waitFor();
    });
  });
});
