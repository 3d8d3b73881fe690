/**
 * News as the people involved use it (issue 6): the demo content editor (`content`) writes a
 * news item for the Production unit, drops a banner on it and publishes it with the mail; the
 * demo `user` (Production) gets the mail, finds the item among the latest news on the home page
 * and reads it; `competition` (Research & Development) and visitors do not see it. The tests
 * share one server and run in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { asUser, launch } from './browser';
import { dropBanner, localInput, png, toast } from './fixtures';
import { allMail, waitForMail } from './mail';

let browser: Browser;
let contentId = 0;
const STAMP = Date.now().toString(36).slice(-5).toUpperCase();
const TITLE = `Line 3 gets a new packing robot ${STAMP}`;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** The home page has the caller's lists. */
async function homeLoaded(page: Page) {
  await page.locator('[data-testid="home-page"][data-lists="loaded"]').waitFor();
}

describe('content', () => {
  it('the content editor writes a news item for Production, drops a banner and publishes it with the e-mail', async () => {
    await asUser(browser, 'content', async (page) => {
      await page.getByTestId('nav-admin-menu').click();
      await page.getByTestId('nav-item-content-manage').click();
      await page.waitForURL(/\/content\/manage$/);
      await page.getByTestId('content-create').click();
      await page.waitForURL(/\/content\/new$/);

      await page.getByTestId('content-title').fill(TITLE);
      await page
        .getByTestId('content-summary')
        .fill('From Monday a robot packs the finished parts on line 3, so the team can focus on quality checks.');
      await page.getByTestId('content-category').selectOption({ label: 'News' });
      // the last date must be at least a day after the publish date
      await page.getByTestId('content-last-date').fill(localInput(0.5));
      await page.getByTestId('content-next').click();
      await toast(page, 'at least one day');
      await page.getByTestId('content-last-date').fill(localInput(10));
      await page.getByTestId('content-next').click();
      await page.waitForURL(/\/content\/\d+\/edit$/);
      contentId = Number(/\/content\/(\d+)\/edit$/.exec(new URL(page.url()).pathname)![1]);
      await expect(page.getByTestId('content-state').textContent()).resolves.toBe('Draft');

      await dropBanner(page, png(1600, 900), 'robot.png');
      await page.waitForFunction(
        () => (document.querySelector<HTMLImageElement>('[data-testid="banner-preview"]')?.naturalWidth ?? 0) === 480,
      );
      await page.getByTestId('content-body-content').click();
      await page.keyboard.type('The robot was tested for two weeks on the night shift.');
      await page.locator('[data-testid="content-targets-node"][data-title="Production"]').check();

      await page.getByTestId('content-publish').click();
      await expect(page.getByTestId('content-publish-dialog-question').textContent()).resolves.toContain(TITLE);
      await page.getByTestId('content-publish-dialog-send-email').check();
      await page.getByTestId('content-publish-dialog-confirm').click();
      await page.waitForURL(/\/content\/manage$/);
      await expect(page.getByTestId(`content-row-${contentId}`).getByTestId('content-row-state').textContent()).resolves.toBe('Published');
    });

    const mail = await waitForMail('user@inno.example', `New: ${TITLE}`);
    expect(mail.text).toContain(`/content/${contentId}`);
    // Quality lies below Production; Research & Development does not
    await waitForMail('suggestion@inno.example', `New: ${TITLE}`);
    const outside = (await allMail()).filter((m) => m.subject.includes(TITLE) && m.to.includes('competition@inno.example'));
    expect(outside).toEqual([]);
  });

  it('a Production user finds it among the latest news on the home page and reads it', async () => {
    await asUser(browser, 'user', async (page) => {
      const slide = page.getByTestId('home-latest-content').getByTestId(`home-content-${contentId}`);
      await slide.waitFor();
      await expect(slide.getByTestId('content-category').textContent()).resolves.toBe('News');
      await slide.getByTestId('home-content-link').click();
      await page.waitForURL(new RegExp(`/content/${contentId}$`));
      await expect(page.getByTestId('content-detail-title').textContent()).resolves.toBe(TITLE);
      await expect(page.getByTestId('content-category').textContent()).resolves.toBe('News');
      await expect(page.getByTestId('category-icon').getAttribute('data-icon')).resolves.toBe('newspaper');
      await page.waitForFunction(
        () => (document.querySelector<HTMLImageElement>('[data-testid="content-detail-banner"]')?.naturalWidth ?? 0) === 1600,
      );
      await expect(page.getByTestId('content-detail-body').textContent()).resolves.toContain('night shift');
      await expect(page.getByTestId('content-detail-author').textContent()).resolves.toBe('By Ceren Content');
      await expect(page.getByTestId('content-detail-published').textContent()).resolves.toMatch(/^Published \d\d\/\d\d\/\d\d \d\d:\d\d$/);
      await expect(page.getByTestId('content-detail-updated').textContent()).resolves.toMatch(/^Updated /);

      // and in the public list
      await page.getByTestId('content-detail-back').click();
      await page.waitForURL(/\/content$/);
      await page.getByTestId(`content-card-${contentId}`).waitFor();
    });
  });

  it('a user outside Production and a visitor do not see it', async () => {
    await asUser(browser, 'competition', async (page) => {
      await homeLoaded(page);
      await expect(page.locator(`[data-testid="home-content-${contentId}"]`).count()).resolves.toBe(0);
      await page.goto(`/content/${contentId}`);
      await page.getByTestId('not-found-page').waitFor();
    });
    await asUser(browser, null, async (page) => {
      await page.goto(`/content/${contentId}`);
      await page.getByTestId('not-found-page').waitFor();
      await page.goto('/content');
      await page.waitForFunction(() => !document.querySelector('[data-testid="page-spinner"]'));
      await expect(page.locator(`[data-testid="content-card-${contentId}"]`).count()).resolves.toBe(0);
    });
  });
});
