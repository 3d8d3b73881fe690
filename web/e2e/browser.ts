import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { inject } from 'vitest';
import { expectAccessible } from './a11y';

export const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';

export function baseURL(): string {
  return inject('baseURL');
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(20_000);
  // the cookie notice stays out of the way
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('[browser]', e.message));
  trackRequests(page);
  return { context, page };
}

/** The requests of each page that have not finished, with their start time (for failure messages). */
const pendingRequests = new WeakMap<Page, Map<Request, number>>();

function trackRequests(page: Page) {
  const pending = new Map<Request, number>();
  pendingRequests.set(page, pending);
  page.on('request', (r) => pending.set(r, Date.now()));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
}

/** "GET /api/x for 1234 ms" for each unfinished request of the page. */
export function describePending(page: Page): string {
  const pending = pendingRequests.get(page);
  if (!pending || pending.size === 0) return 'none';
  const now = Date.now();
  return [...pending].map(([r, start]) => `${r.method()} ${new URL(r.url()).pathname} for ${now - start} ms`).join(', ');
}

/** Opens the sign-in dialog from the navbar (unless already on /login) and signs in. */
export async function signIn(page: Page, username: string, password: string, opts: { rememberMe?: boolean } = {}) {
  const dialog = page.getByTestId('login-dialog');
  if (new URL(page.url()).pathname === '/login') {
    // the /login page opens the dialog itself (it may still be on its way)
    await dialog.waitFor({ state: 'visible' });
  } else if (!(await dialog.isVisible().catch(() => false))) {
    await page.getByTestId('nav-login').click();
  }
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  if (opts.rememberMe) await page.getByTestId('login-remember-me').check();
  await page.getByTestId('login-submit').click();
  try {
    await page.getByTestId('nav-account-menu').waitFor({ state: 'visible' });
  } catch (err) {
    // Say what the page showed instead (an error, a captcha, a still-open dialog), so a rare
    // failure here can be told apart from a slow machine.
    const shown = await dialog.innerText({ timeout: 1000 }).catch(() => '(no sign-in dialog)');
    throw new Error(
      `signing in as ${username} did not finish at ${page.url()}; the sign-in dialog shows: ${shown}; ` +
        `unfinished requests: ${describePending(page)}`,
      {
        cause: err,
      },
    );
  }
}

/**
 * Runs fn in a fresh browser context on the home page, signed in as the demo account `login`
 * (password = login), or as a visitor when login is null. The page the test ends on is also checked
 * with axe-core (WCAG 2.2 AA), as the sweep (sweep.e2e.test.ts) checks every route; E2E_AXE=0 turns
 * this end-of-test check off while a test is being written.
 */
export async function asUser(browser: Browser, login: string | null, fn: (page: Page) => Promise<void>) {
  const { context, page } = await newPage(browser);
  try {
    await page.goto('/');
    await page.getByTestId('nav-login').waitFor();
    if (login) await signIn(page, login, login);
    await fn(page);
    if (process.env.E2E_AXE !== '0') await expectAccessible(page);
  } finally {
    await context.close();
  }
}
