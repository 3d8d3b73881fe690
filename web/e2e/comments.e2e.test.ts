/**
 * Comments and ratings as the people involved use them (issue 17): `user` finds a demo suggestion in
 * review (comments and ratings open, internal/demo/feedback.go) through the list, whose row shows its
 * comments and average; on its Comments tab they like a comment, post one with a link and a line break,
 * and edit it (marked edited); the field's moderator (`suggestion`) hides it with a reason and `user`
 * sees the notice; `user` gives five stars on the rating card and sees the average and count move, on
 * the detail and in the list. The tests share one server and run in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, sidewaysOverflow } from './a11y';
import { asUser, launch } from './browser';
import { toast } from './fixtures';

let browser: Browser;
/** a demo suggestion in pre-evaluation, owned by `competition`; `user` has neither commented, liked nor rated there */
const SUGGESTION = 'Night-shift shuttle from the city centre';
const TEXT = `Our team would use it ${Date.now()}.\nTimetable ideas: https://example.com/shuttle`;
let id = 0;
let mine = 0;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** Finds the suggestion through the list's title filter and answers its row. */
async function findRow(page: Page) {
  await page.goto('/contribution/list/SUGGESTION/0/all');
  await page.getByTestId('contribution-filters').getByTestId('filter-title').fill('Night-shift');
  await page.getByTestId('filter-search').click();
  const row = page.locator('[data-testid^="contribution-row-"]', { hasText: SUGGESTION });
  await row.waitFor();
  return row;
}

/** The one-decimal average the card shows, in English. */
const oneDecimal = (n: number) => n.toFixed(1);

describe('comments and ratings', () => {
  it('a reader likes a comment, posts one with a link and edits it', async () => {
    await asUser(browser, 'user', async (page) => {
      const row = await findRow(page);
      await expect(row.textContent()).resolves.toMatch(/\d+ comments/);
      id = Number((await row.getAttribute('data-testid'))!.replace('contribution-row-', ''));
      await page.getByTestId(`contribution-link-${id}`).click();
      await page.waitForURL(new RegExp(`/contribution/view/${id}$`));
      await page.getByTestId('contribution-tab-comments').click();
      const thread = page.getByTestId('comments-list');
      await thread.waitFor();

      // the first comment's like: toggled on, counted
      const first = thread.locator('[data-testid$="-like"]').first();
      const before = Number(/\d+/.exec((await first.textContent()) ?? '')![0]);
      await first.click();
      await page.waitForFunction(
        ([n]) => {
          const b = document.querySelector('[data-testid="comments-list"] [data-testid$="-like"]');
          return b?.getAttribute('aria-pressed') === 'true' && b.textContent?.includes(String(n));
        },
        [before + 1],
      );

      // a new comment: plain text, its link clickable, its line break kept
      await page.getByTestId('comment-new-save').click(); // empty: the field says so, nothing is sent
      await page.getByTestId('comment-new-error').waitFor();
      await page.getByTestId('comment-new').fill(TEXT);
      await page.getByTestId('comment-new-save').click();
      await toast(page, 'Your comment is posted');
      const item = thread.locator('li', { hasText: 'Our team would use it' });
      await item.waitFor();
      mine = Number((await item.getAttribute('data-testid'))!.replace('comment-', ''));
      await expect(item.getByRole('link', { name: 'https://example.com/shuttle' }).getAttribute('target')).resolves.toBe('_blank');
      await expect(item.locator('br').count()).resolves.toBe(1);
      await expect(page.getByTestId('contribution-tab-comments').textContent()).resolves.toMatch(/Comments \(\d+\)/);

      // the author edits it: marked edited
      await page.getByTestId(`comment-${mine}-edit`).click();
      await page.getByTestId(`comment-${mine}-edit`).fill('Our team would use it every night.');
      await page.getByTestId(`comment-${mine}-edit-save`).click();
      await page.getByTestId(`comment-${mine}-edited`).waitFor();
      await expect(page.getByTestId(`comment-${mine}-text`).textContent()).resolves.toBe('Our team would use it every night.');
      await expectAccessible(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await expect(sidewaysOverflow(page)).resolves.toBe(0);
    });
  });

  it('the moderator hides it with a reason, and its author sees the notice', async () => {
    expect(mine).toBeGreaterThan(0);
    await asUser(browser, 'suggestion', async (page) => {
      await page.goto(`/contribution/view/${id}?tab=comments`);
      await page.getByTestId(`comment-${mine}-hide`).click();
      const dialog = page.getByTestId('comment-hide-dialog');
      await dialog.getByTestId('comment-hide-reason').fill('Please keep timetables in the transport channel.');
      await dialog.getByTestId('comment-hide-confirm').click();
      await dialog.waitFor({ state: 'detached' });
      await expect(page.getByTestId(`comment-${mine}-hidden`).textContent()).resolves.toContain('transport channel');
      await expectAccessible(page);
    });
    await asUser(browser, 'user', async (page) => {
      await page.goto(`/contribution/view/${id}?tab=comments`);
      await expect(page.getByTestId(`comment-${mine}-hidden`).textContent()).resolves.toBe('A moderator hid this comment.');
      await expect(page.getByTestId(`comment-${mine}-edit`).count()).resolves.toBe(0);
    });
  });

  it('a reader gives five stars and sees the average and the count move', async () => {
    await asUser(browser, 'user', async (page) => {
      await page.goto(`/contribution/view/${id}`);
      const card = page.getByTestId('rating-card');
      await card.waitFor();
      const count = Number(/\d+/.exec((await card.getByTestId('rating-count').textContent()) ?? '')![0]);
      const average = Number(await card.getByTestId('rating-average').textContent());
      const fives = Number(await card.getByTestId('rating-bucket-5').locator('.inno-rating-n').textContent());
      expect(count).toBeGreaterThan(0);
      await card.getByTestId('rating-mine-star-5').click();
      await toast(page, 'Thank you for your rating');
      const expected = oneDecimal((average * count + 5) / (count + 1));
      await page.waitForFunction(
        ([n]) => document.querySelector('[data-testid="rating-count"]')?.textContent === `${n} ratings`,
        [count + 1],
      );
      // the shown average was rounded: recompute it from the distribution instead
      const buckets = await card.locator('[data-testid^="rating-bucket-"]').allTextContents();
      const dist = buckets.map((b) => Number(/(\d+)\s*$/.exec(b)![1]));
      const total = dist.reduce((a, b) => a + b, 0);
      const sum = dist.reduce((a, n, i) => a + n * (5 - i), 0); // listed 5 stars first
      expect(total).toBe(count + 1);
      expect(dist[0]).toBe(fives + 1);
      await expect(card.getByTestId('rating-average').textContent()).resolves.toBe(oneDecimal(sum / total));
      expect(Math.abs(Number(expected) - sum / total)).toBeLessThan(0.06);
      await expect(card.getByTestId('rating-mine-value').textContent()).resolves.toBe('5 stars of 5');
      await expectAccessible(page);

      // the list row shows the new average
      const row = await findRow(page);
      await expect(row.textContent()).resolves.toContain(`${oneDecimal(sum / total)} (${total} ratings)`);
    });
  });
});
