/**
 * Benefit analyses, the implementation schedule and action items as the people involved use them
 * (issue 17), on the demo suggestion that was just accepted ("Shared calendar for meeting rooms", owner
 * `content`, internal/demo/contributions.go): its owner forecasts the benefit with a file attached (a
 * wrong amount refused first), reads the totals and downloads the file back; plans the implementation
 * with a step already late, which the timeline marks; the type's admin (`suggestion`) gives the owner
 * an action item, which reaches the owner's task list and is closed there. The tests share one server
 * and run in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, sidewaysOverflow } from './a11y';
import { asUser, launch } from './browser';
import { PDF } from './fixtures';

let browser: Browser;
const SUGGESTION = 'Shared calendar for meeting rooms';
let id = 0;
const ITEM = `Book a trial licence ${Date.now()}`;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** A date `days` from today as YYYY-MM-DD (the DateInput takes a pasted ISO date as it is). */
function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Opens the demo suggestion's detail from the list (its id is learnt on the first visit). */
async function openSuggestion(page: Page) {
  if (id === 0) {
    await page.goto('/contribution/list/SUGGESTION/0/all');
    await page.getByTestId('contribution-filters').getByTestId('filter-title').fill(SUGGESTION);
    await page.getByTestId('filter-search').click();
    await page.getByTestId('contribution-table').getByRole('link', { name: SUGGESTION }).click();
    await page.waitForURL(/\/contribution\/view\/\d+$/);
    id = Number(/\/view\/(\d+)/.exec(page.url())![1]);
  } else {
    await page.goto(`/contribution/view/${id}`);
  }
  await page.getByTestId('contribution-detail-title').waitFor();
}

describe('benefits, schedule and action items', () => {
  it('the owner forecasts the benefit with a file and reads the totals', async () => {
    await asUser(browser, 'content', async (page) => {
      await openSuggestion(page);
      await page.getByTestId('contribution-tab-benefits').click();
      await page.getByTestId('benefit-new-FORECAST').click();
      const dialog = page.getByTestId('benefit-dialog');
      await dialog.getByTestId('benefit-explanation').fill('Fewer double bookings: the time people spend looking for a room.');
      await dialog.getByTestId('benefit-item-0-category').selectOption('TIME_SAVED');
      // a thousands separator is not an amount of the API: refused on the field, nothing sent
      await dialog.getByTestId('benefit-item-0-amount').fill('1,250.50');
      await dialog.getByTestId('benefit-item-0-currency').selectOption('EUR');
      await dialog.getByTestId('benefit-item-0-period').selectOption('MONTHLY');
      await dialog.getByTestId('benefit-save').click();
      await dialog.getByTestId('benefit-item-0-amount-error').waitFor();
      await dialog.getByTestId('benefit-item-0-amount').fill('1250.50');
      await dialog.getByTestId('benefit-add-item').click();
      await dialog.getByTestId('benefit-item-1-category').selectOption('COST_SAVING');
      await dialog.getByTestId('benefit-item-1-amount').fill('30000');
      await dialog.getByTestId('benefit-item-1-currency').selectOption('EUR');
      await dialog.getByTestId('benefit-item-1-period').selectOption('YEARLY');
      await dialog.getByTestId('benefit-file-input').setInputFiles({ name: 'room-study.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expectAccessible(page, 'benefit dialog');
      await dialog.getByTestId('benefit-save').click();
      await dialog.waitFor({ state: 'detached' });

      // first-year totals: 12 × 1,250.50 + 30,000
      const totals = page.getByTestId('benefit-totals-FORECAST');
      await expect(totals.getByTestId('benefit-totals-FORECAST-TIME_SAVED-EUR').textContent()).resolves.toBe('15,006.00 EUR');
      await expect(totals.getByTestId('benefit-totals-FORECAST-ALL-EUR').textContent()).resolves.toBe('45,006.00 EUR');
      const analysis = page.locator('section.card', { hasText: 'Fewer double bookings' });
      await expect(analysis.textContent()).resolves.toContain('1,250.50 EUR');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        analysis.getByRole('button', { name: /room-study\.pdf/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('room-study.pdf');
      await expectAccessible(page);
      for (const width of [800, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(sidewaysOverflow(page)).resolves.toBe(0);
      }
    });
  });

  it('the owner plans the implementation; a step past its planned end is marked late', async () => {
    await asUser(browser, 'content', async (page) => {
      await openSuggestion(page);
      await page.getByTestId('contribution-tab-schedule').click();
      await page.getByTestId('schedule-edit').click();
      const editor = page.getByTestId('schedule-editor');
      await editor.getByTestId('schedule-add-step').click();
      await editor.getByTestId('schedule-step-0-title').fill('Buy the calendar licence');
      await editor.getByTestId('schedule-step-0-status').selectOption('IN_PROGRESS');
      await editor.getByTestId('schedule-step-0-plannedStart').fill(isoDay(-10));
      await editor.getByTestId('schedule-step-0-plannedEnd').fill(isoDay(-2));
      await editor.getByTestId('schedule-step-0-actualStart').fill(isoDay(-9));
      await editor.getByTestId('schedule-add-step').click();
      await editor.getByTestId('schedule-step-1-title').fill('Train the receptionists');
      await editor.getByTestId('schedule-step-1-plannedStart').fill(isoDay(1));
      await editor.getByTestId('schedule-step-1-plannedEnd').fill(isoDay(10));
      await expectAccessible(page, 'schedule editor');
      await editor.getByTestId('schedule-save').click();
      await editor.waitFor({ state: 'detached' });

      await page.getByTestId('schedule-step-0-late').waitFor();
      await expect(page.getByTestId('schedule-step-1-late').count()).resolves.toBe(0);
      await expect(page.getByTestId('schedule-late-count').textContent()).resolves.toBe('1 step late');
      await expectAccessible(page);
    });
  });

  it('the type’s admin gives the owner an action item, which the owner closes from the task list', async () => {
    await asUser(browser, 'suggestion', async (page) => {
      await openSuggestion(page);
      await page.getByTestId('contribution-tab-action-items').click();
      await page.getByTestId('action-item-new').click();
      const form = page.getByTestId('action-item-form');
      await form.getByTestId('action-item-title').fill(ITEM);
      await form.getByTestId('action-item-assignee-input').fill('content');
      await form.getByTestId('action-item-assignee-option-content').click();
      await form.getByTestId('action-item-dueDate').fill(isoDay(5));
      await form.getByTestId('action-item-save').click();
      await form.waitFor({ state: 'detached' });
      await page.getByTestId('action-item-table').getByText(ITEM).waitFor();
      await expectAccessible(page);
    });
    await asUser(browser, 'content', async (page) => {
      await page.goto('/contribution-task');
      const row = page.locator('[data-testid^="task-row-"]', { hasText: SUGGESTION }).filter({ hasText: 'Action item' });
      await row.waitFor();
      await expect(row.getByRole('link').getAttribute('href')).resolves.toBe(`/contribution/view/${id}?tab=action-items`);
      await row.getByRole('button', { name: 'Mark done' }).click();
      // the list opens on the open tasks: the closed one leaves it
      await row.waitFor({ state: 'detached' });
      await openSuggestion(page);
      await page.getByTestId('contribution-tab-action-items').click();
      const item = page.getByTestId('action-item-table').locator('tr', { hasText: ITEM });
      await expect(item.textContent()).resolves.toContain('Done');
    });
  });
});
