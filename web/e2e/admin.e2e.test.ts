/**
 * Platform administration as an administrator does it (issue 4). The tests share one server and
 * run in order; each puts back the global state it changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn } from './browser';
import { PDF, png, toast } from './fixtures';

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

async function asAdmin(page: Page) {
  await page.goto('/');
  await page.getByTestId('nav-login').waitFor();
  await signIn(page, 'admin', 'admin');
}

/** A call with the page's session (for checks and for putting state back). */
async function call(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; type: string; text: string }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('inno-token') ?? sessionStorage.getItem('inno-token');
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
    },
    { method, path, body },
  );
}

describe('platform administration', () => {
  it('creates a unit under Production, moves user into it and finds them by that unit', async () => {
    await withPage(async (page) => {
      await asAdmin(page);
      await page.goto('/admin/organization-tree');
      await page.getByTestId('org-add-Production').click();
      await page.getByTestId('org-name').fill('E2E Lab');
      await page.getByTestId('org-code').fill('E2E');
      await page.getByTestId('org-save').click();
      await page.getByTestId('org-select-E2E Lab').waitFor();

      await page.goto('/admin/user-management');
      await page.getByTestId('user-edit-user').click();
      const unitSelect = page.getByTestId('user-organizationUnitId');
      await page.waitForFunction(() => {
        const s = document.querySelector<HTMLSelectElement>('[data-testid="user-organizationUnitId"]');
        return !!s && [...s.options].some((o) => o.text.includes('E2E Lab')) && s.value !== '';
      });
      const original = await unitSelect.inputValue();
      const labId = await unitSelect.evaluate((s: HTMLSelectElement) => [...s.options].find((o) => o.text.includes('E2E Lab'))!.value);
      await unitSelect.selectOption(labId);
      await page.getByTestId('user-save').click();
      await page.getByTestId('user-dialog').waitFor({ state: 'detached' });

      await page.getByTestId('filter-unitId').selectOption(labId);
      await page.getByTestId('filter-search').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid^="user-row-"]').length === 1);
      await expect(page.getByTestId('user-row-user').isVisible()).resolves.toBe(true);
      await expect(page.getByTestId('user-unit-user').textContent()).resolves.toBe('E2E Lab');

      // the unit is in use: deleting it is refused with the server's message
      await page.goto('/admin/organization-tree');
      await page.getByTestId('org-delete-E2E Lab').click();
      await page.getByTestId('confirm-dialog-confirm').click();
      // (the server's text of error.organizationInUse is laid over the built-in one)
      await toast(page, 'This organization still has');

      // put back: user in the original unit, the new unit deleted
      await page.goto('/admin/user-management');
      await page.getByTestId('user-edit-user').click();
      await page.waitForFunction(
        (lab) => document.querySelector<HTMLSelectElement>('[data-testid="user-organizationUnitId"]')?.value === lab,
        labId,
      );
      await page.getByTestId('user-organizationUnitId').selectOption(original);
      await page.getByTestId('user-save').click();
      await page.getByTestId('user-dialog').waitFor({ state: 'detached' });
      expect((await call(page, 'DELETE', `/api/v3/organizations/${labId}`)).status).toBe(204);
    });
  });

  it('edits the English privacy page and the new text shows signed out', async () => {
    let original: { id: number; contentKey: string; locale: string; title: string; content: string } | null = null;
    await withPage(async (page) => {
      await asAdmin(page);
      const list = await call(page, 'GET', '/api/v3/static-contents?contentKey=privacy-platform&locale=en');
      original = (JSON.parse(list.text) as (typeof original)[])[0];
      await page.goto('/static-content/edit');
      await page.getByTestId('static-content-filter-key').fill('privacy-platform');
      await page.getByTestId('static-content-edit-privacy-platform-en').click();
      await page.getByTestId('static-content-title').fill('Privacy (E2E)');
      const editor = page.getByTestId('static-content-editor-content');
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Edited by the e2e test.');
      await page.getByTestId('static-content-save').click();
      await page.getByTestId('static-content-form').waitFor({ state: 'detached' });
    });
    await withPage(async (page) => {
      await page.goto('/static-content-view/privacy-platform');
      await page.getByText('Edited by the e2e test.').waitFor();
      await expect(page.getByTestId('static-content-view-title').textContent()).resolves.toBe('Privacy (E2E)');
      // put back
      await signIn(page, 'admin', 'admin');
      expect((await call(page, 'PUT', '/api/v3/static-contents', original)).status).toBe(200);
    });
  });

  it('uploads a logo and the navbar shows it, then restores the default', async () => {
    await withPage(async (page) => {
      await asAdmin(page);
      await page.goto('/brand');
      const defaultWidth = await page
        .getByTestId('nav-logo')
        .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
      expect(defaultWidth).not.toBe(37);
      // wrong extension first
      await page.getByTestId('brand-file-logo').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await toast(page, 'wrong extension');
      await page.getByTestId('brand-file-logo').setInputFiles({ name: 'my-logo.png', mimeType: 'image/png', buffer: png(37, 11) });
      await expect(page.getByTestId('brand-name-logo').textContent()).resolves.toBe('my-logo.png');
      const reloaded = page.waitForEvent('load', { timeout: 15_000 });
      await page.getByTestId('brand-save').click();
      await toast(page, 'logo upload done');
      await expect(page.getByTestId('brand-name-logo').textContent()).resolves.toBe('no file selected');
      await reloaded;
      await page.getByTestId('brand-page').waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="nav-logo"]');
        return !!img && img.complete && img.naturalWidth === 37 && img.naturalHeight === 11;
      });
      // restore the default
      await page.getByTestId('brand-restore-logo').click();
      await toast(page, 'The default image of logo.png is restored');
      await page.reload();
      await page.waitForFunction((w) => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="nav-logo"]');
        return !!img && img.complete && img.naturalWidth === w;
      }, defaultWidth);
    });
  });

  it('switching the IMPROVEMENT module off hides its listing and contribute entry at once', async () => {
    await withPage(async (page) => {
      await asAdmin(page);
      await page.goto('/app/config');
      await page.getByTestId('nav-list-improvement').waitFor();
      await page.getByTestId('nav-contribute').click();
      await page.getByTestId('nav-contribute-IMPROVEMENT').waitFor();
      await page.keyboard.press('Escape');
      const box = page.getByTestId('config-module-IMPROVEMENT');
      await expect(box.isChecked()).resolves.toBe(true);
      await box.uncheck();
      await page.getByTestId('config-save').click();
      await page.getByTestId('nav-list-improvement').waitFor({ state: 'detached' });
      // one type left: the contribute control is a single button for SUGGESTION
      await expect(page.getByTestId('nav-contribute').getAttribute('href')).resolves.toBe('/contribution/SUGGESTION/null');
      await expect(page.getByTestId('nav-contribute-IMPROVEMENT').count()).resolves.toBe(0);
      // switch it back on
      await box.check();
      await page.getByTestId('config-save').click();
      await page.getByTestId('nav-list-improvement').waitFor();
      const cfg = JSON.parse((await call(page, 'GET', '/api/public/config/app')).text) as { availableModules: string[] };
      expect(cfg.availableModules).toContain('IMPROVEMENT');
    });
  });

  it('uploads the innovation manual and the account menu opens it as a PDF', async () => {
    await withPage(async (page) => {
      await asAdmin(page);
      await page.goto('/asset');
      await page
        .getByTestId('asset-file-innovation')
        .setInputFiles({ name: 'manual.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
      await toast(page, 'Only files with the extension pdf are accepted.');
      await page.getByTestId('asset-file-innovation').setInputFiles({ name: 'manual.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByTestId('asset-upload-innovation').click();
      await toast(page, 'The file manual-innovation.pdf is uploaded.');

      const served = await call(page, 'GET', '/api/public/asset/manual/manual-innovation.pdf');
      expect(served.status).toBe(200);
      expect(served.type).toContain('application/pdf');
      expect(served.text.startsWith('%PDF-1.4')).toBe(true);

      await page.getByTestId('nav-account-menu').click();
      const popup = page.context().waitForEvent('page');
      await page.getByTestId('nav-manual').click();
      const win = await popup;
      await win.waitForURL((u) => u.protocol === 'blob:', { timeout: 20_000 });
      const blobType = await page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), win.url());
      expect(blobType).toBe('application/pdf');
    });
  });

  it('changes a Turkish web text, sees it in Turkish and restores it', async () => {
    const key = 'footer.privacy';
    await withPage(async (page) => {
      await asAdmin(page);
      await page.goto('/language-admin');
      await page.getByTestId('language-select').selectOption('tr');
      await page.getByTestId('language-search').fill(key);
      const field = page.getByTestId(`language-value-${key}`);
      await field.waitFor();
      await field.fill('Gizlilik (E2E)');
      await page.getByTestId('language-save').click();
      await toast(page, 'The texts are saved.');
    });
    await withPage(async (page) => {
      await page.goto('/');
      await page.getByTestId('nav-language').click();
      await page.getByTestId('nav-language-tr').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="footer-privacy"]')?.textContent === 'Gizlilik (E2E)');
    });
    await withPage(async (page) => {
      await asAdmin(page);
      await page.goto('/language-admin');
      await page.getByTestId('language-select').selectOption('tr');
      await page.getByTestId('language-search').fill(key);
      const field = page.getByTestId(`language-value-${key}`);
      await page.waitForFunction(
        (k) => document.querySelector<HTMLTextAreaElement>(`[data-testid="language-value-${k}"]`)?.value === 'Gizlilik (E2E)',
        key,
      );
      await field.fill('');
      await page.getByTestId('language-save').click();
      await toast(page, 'The texts are saved.');
      expect(JSON.parse((await call(page, 'GET', '/api/v3/language-admin?lang=tr')).text)).toEqual({});
    });
  });

  it('the metrics page shows figures and health', async () => {
    await withPage(async (page) => {
      await asAdmin(page);
      await page.goto('/admin/metrics');
      await page.getByTestId('metrics-uptime').waitFor();
      await page.waitForFunction(() => Number(document.querySelector('[data-testid="metrics-requests"]')?.textContent) > 0);
      await expect(page.getByTestId('metrics-uptime').textContent()).resolves.toMatch(/\d+s$/);
      await page.getByTestId('health-db').waitFor();
      await expect(page.getByTestId('metrics-routes').locator('tbody tr').count()).resolves.toBeGreaterThan(0);
    });
  });

  it('the logs page changes the root level and puts it back', async () => {
    await withPage(async (page) => {
      await asAdmin(page);
      await page.goto('/admin/logs');
      await page.getByTestId('logger-ROOT').waitFor();
      const before = JSON.parse((await call(page, 'GET', '/management/loggers')).text) as {
        loggers: { ROOT: { configuredLevel: string } };
      };
      const original = before.loggers.ROOT.configuredLevel;
      const target = original === 'DEBUG' ? 'WARN' : 'DEBUG';
      await page.getByTestId(`logger-ROOT-${target}`).click();
      await page.waitForFunction(
        (t) => document.querySelector(`[data-testid="logger-ROOT-${t}"]`)?.getAttribute('aria-pressed') === 'true',
        target,
      );
      const after = JSON.parse((await call(page, 'GET', '/management/loggers')).text) as { loggers: { ROOT: { configuredLevel: string } } };
      expect(after.loggers.ROOT.configuredLevel).toBe(target);
      await page.getByTestId('log-files').waitFor();
      await page.getByTestId(`logger-ROOT-${original}`).click();
      await page.waitForFunction(
        (t) => document.querySelector(`[data-testid="logger-ROOT-${t}"]`)?.getAttribute('aria-pressed') === 'true',
        original,
      );
    });
  });

  it('APP_ADMIN gets the platform submenu but not the system submenu', async () => {
    await withPage(async (page) => {
      await page.goto('/');
      await signIn(page, 'appadmin', 'appadmin');
      await page.getByTestId('nav-admin-menu').click();
      await page.getByTestId('nav-platform-menu').waitFor();
      await expect(page.getByTestId('nav-system-menu').count()).resolves.toBe(0);
      await page.goto('/admin/metrics');
      await page.getByTestId('insufficient-authority').waitFor();
      await page.goto('/admin/user-management');
      await page.getByTestId('user-table').waitFor();
      // administrators are changed by ADMIN only
      await expect(page.getByTestId('user-edit-admin').isDisabled()).resolves.toBe(true);
      await expect(page.getByTestId('user-edit-user').isDisabled()).resolves.toBe(false);
    });
  });
});
