/**
 * The API page (issue 12): an administrator opens it from the system menu and Swagger UI shows the
 * server's OpenAPI document, operations and roles included; the viewer's script loads on this page only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, signIn } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('API documentation', () => {
  it('an administrator opens /api-docs from the system menu and sees the operations', async () => {
    const { context, page } = await newPage(browser);
    try {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto('/');
      await page.getByTestId('nav-login').waitFor();
      await signIn(page, 'admin', 'admin');
      await page.getByTestId('home-page').waitFor();
      expect(scripts.some((s) => s.includes('swaggerUi'))).toBe(false);

      await page.getByTestId('nav-admin-menu').click();
      await page.getByTestId('nav-system-menu').click();
      await page.getByTestId('nav-item-api-docs').click();
      await page.waitForURL((u) => u.pathname === '/api-docs');
      await page.getByTestId('api-docs-viewer').waitFor();

      await expect(page.locator('.swagger-ui .info .title').textContent()).resolves.toContain('Inno API');
      // an operation of the document, opened: its answer's schema and the error contract
      const account = page.locator('.opblock-get').filter({ has: page.locator('.opblock-summary-path[data-path="/api/account"]') });
      await account.locator('.opblock-summary-control').click();
      const body = account.locator('.opblock-body');
      await body.waitFor({ state: 'visible' });
      // the viewer fills the answers in after it shows the body
      await body.locator('.response[data-code="200"]').waitFor();
      await expect(body.locator('.response[data-code="200"]').count()).resolves.toBe(1);
      await expect(body.locator('.response[data-code="401"]').count()).resolves.toBe(1);
      // the viewer's filter finds the tag administration among the other operations
      await page.locator('.operation-filter-input').fill('tag');
      await page.locator('.opblock-summary-path[data-path="/api/v3/admin/contribution-tags"]').waitFor({ state: 'visible' });
      expect(scripts.some((s) => s.includes('swaggerUi'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('a user without ADMIN is refused', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      await signIn(page, 'appadmin', 'appadmin');
      await page.goto('/api-docs');
      await page.getByTestId('insufficient-authority').waitFor();
      await expect(page.getByTestId('api-docs-viewer').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
