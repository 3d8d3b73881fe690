/**
 * A suggestion from start to evaluation, as the people involved do it (issue 5): the demo `user`
 * starts it from the Contribute control, fills the form, answers the extra inputs, adds a banner,
 * a tag and a file and submits; the field's demo mentor (`suggestion`, mentor of every suggestion
 * field) starts the pre-evaluation and sends it to an expert with an explanation; `user` sees the
 * new states and the history. The tests share one server and run in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { asUser, launch } from './browser';
import { PDF, png } from './fixtures';

let browser: Browser;
/** the suggestion the tests follow */
let id = 0;
const TITLE = `Quieter compressors ${Date.now()}`;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function stateIs(page: Page, name: string) {
  await page.waitForFunction((n) => document.querySelector('[data-testid="contribution-detail-state"]')?.textContent === n, name);
}

describe('contributions', () => {
  it('user starts a suggestion from the Contribute control, fills it in and submits it', async () => {
    await asUser(browser, 'user', async (page) => {
      await page.getByTestId('nav-contribute').click();
      await page.getByTestId('nav-contribute-SUGGESTION').click();
      await page.waitForURL(/\/contribution\/SUGGESTION\/\d+\/edit$/);
      id = Number(/\/SUGGESTION\/(\d+)\/edit$/.exec(new URL(page.url()).pathname)![1]);
      expect(id).toBeGreaterThan(0);

      await page.getByTestId('contribution-title').fill(TITLE);
      await expect(page.getByTestId('contribution-title-counter').textContent()).resolves.toBe(`${TITLE.length}/200`);
      await page.getByTestId('contribution-summary').fill('The compressors next to the sales office are loud enough to stop phone calls.');
      await page.getByTestId('contribution-body-content').click();
      await page.keyboard.type('Move them behind the warehouse wall and add a sound hood.');
      await page.getByTestId('contribution-field').selectOption({ label: 'Workplace safety' });
      // the campaign select offers the free option (campaigns come with issue 6)
      await expect(page.getByTestId('contribution-campaign').inputValue()).resolves.toBe('0');

      // extra inputs: the numeric one refuses letters; a single selection as radios
      const savings = page.getByLabel('Expected yearly savings (TRY)');
      await savings.pressSequentially('12a0x00');
      await expect(savings.inputValue()).resolves.toBe('12000');
      await page.getByRole('group', { name: 'Where does it apply?' }).getByLabel('Head office').check();

      await page.getByTestId('contribution-tags').getByText('Safety', { exact: true }).click();

      await page
        .getByTestId('contribution-banner-file')
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png(400, 200) });
      const banner = page.getByTestId('contribution-banner-image');
      await banner.waitFor();
      await page.waitForFunction(
        () => (document.querySelector<HTMLImageElement>('[data-testid="contribution-banner-image"]')?.naturalWidth ?? 0) > 0,
      );

      await page
        .getByTestId('contribution-file-input')
        .setInputFiles({ name: 'noise-measurements.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByTestId('contribution-files').getByText('noise-measurements.pdf').waitFor();

      await page.getByTestId('contribution-submit').click();
      await page.waitForURL(new RegExp(`/contribution/view/${id}$`));
      await stateIs(page, 'Submitted');
      await expect(page.getByTestId('contribution-detail-title').textContent()).resolves.toBe(TITLE);
      await expect(page.getByTestId('contribution-detail-body').textContent()).resolves.toContain('sound hood');
      await expect(page.getByTestId('contribution-detail-field').textContent()).resolves.toBe('Workplace safety');
      await expect(page.getByTestId('contribution-detail-tags').textContent()).resolves.toContain('Safety');
      const answers = await page.getByTestId('contribution-detail-extra-inputs').textContent();
      expect(answers).toContain('12000');
      expect(answers).toContain('Head office');
      // the field's mentor was assigned on submission
      await page.getByTestId('contribution-person-MENTOR-suggestion').waitFor();
      await page.getByTestId('contribution-detail-banner').waitFor();

      // the attached file downloads with the session (from the detail's Files tab)
      await page.getByTestId('contribution-tab-files').click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('noise-measurements.pdf').click()]);
      expect(download.suggestedFilename()).toBe('noise-measurements.pdf');
    });
  });

  it('the field mentor finds it among the assigned ones and starts the pre-evaluation', async () => {
    expect(id).toBeGreaterThan(0);
    await asUser(browser, 'suggestion', async (page) => {
      await page.goto('/contribution/list/SUGGESTION/0/assigned');
      await page.getByTestId('contribution-filters').getByTestId('filter-title').fill(TITLE);
      await page.getByTestId('filter-search').click();
      await page.getByTestId(`contribution-link-${id}`).click();
      await page.waitForURL(new RegExp(`/contribution/view/${id}$`));
      await stateIs(page, 'Submitted');

      await page.getByTestId('contribution-action-start-pre-evaluation').click();
      const dialog = page.getByTestId('action-dialog');
      await expect(dialog.getByTestId('action-dialog-target').textContent()).resolves.toContain('Pre-evaluation');
      // the mentor explains why the pre-evaluation starts (optional in the default life cycle)
      await dialog.getByTestId('action-explanation').fill('Looks feasible, checking the noise figures.');
      await dialog.getByTestId('action-confirm').click();
      await stateIs(page, 'Pre-evaluation');
      await page.getByTestId('contribution-commands').waitFor();
    });
  });

  it('user sees the new state and the history entry', async () => {
    await asUser(browser, 'user', async (page) => {
      await page.getByTestId('nav-list-suggestion').click();
      await page.getByTestId('contribution-scope-mine').click();
      await page.waitForURL(/\/contribution\/list\/SUGGESTION\/0\/mine$/);
      await page.getByTestId(`contribution-link-${id}`).click();
      await stateIs(page, 'Pre-evaluation');
      // the path marks where it stands; the history is a tab of the detail
      await expect(page.getByTestId('contribution-path-step-current').textContent()).resolves.toContain('Pre-evaluation');
      await page.getByTestId('contribution-tab-history').click();
      const history = page.getByTestId('contribution-history');
      await history.getByText('Start pre-evaluation').waitFor();
      await expect(history.textContent()).resolves.toContain('Submitted → Pre-evaluation');
      await history.getByText('Looks feasible, checking the noise figures.').waitFor();
      // the owner reads the primary form (its path through the states) and no other (docs/api-collaboration.md)
      await expect(history.getByTestId('history-tab-PRIMARY').getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(history.getByTestId('history-tab-MANAGEMENT').count()).resolves.toBe(0);
      await expect(history.getByText('Draft → Submitted').count()).resolves.toBe(1);
      // past the draft the owner no longer edits it
      await expect(page.getByTestId('contribution-edit').count()).resolves.toBe(0);
    });
  });

  it("the mentor's explanation reaches the owner's history", async () => {
    await asUser(browser, 'suggestion', async (page) => {
      await page.goto(`/contribution/view/${id}`);
      await stateIs(page, 'Pre-evaluation');
      await page.getByTestId('contribution-action-send-to-expert').click();
      await page.getByTestId('action-explanation').fill('Worth an acoustic expert look.');
      await page.getByTestId('action-confirm').click();
      // no expert yet: the server refuses, and the dialog offers the assignment in place
      const dialog = page.getByTestId('action-dialog');
      await dialog.getByTestId('action-role-required').waitFor();
      await dialog.getByTestId('action-assign-users-input').fill('content');
      await dialog.getByTestId('action-assign-users-option-content').click();
      await dialog.getByTestId('action-assign-save').click();
      await dialog.getByTestId('action-role-assigned').waitFor();
      await dialog.getByTestId('action-confirm').click();
      await stateIs(page, 'Expert evaluation');
      await page.getByTestId('contribution-person-EXPERT-content').waitFor();
    });
    await asUser(browser, 'user', async (page) => {
      await page.goto(`/contribution/view/${id}`);
      await stateIs(page, 'Expert evaluation');
      await page.getByTestId('contribution-tab-history').click();
      await page.getByTestId('contribution-history').getByText('Worth an acoustic expert look.').waitFor();
    });
  });

  it('user deletes a draft they no longer want', async () => {
    await asUser(browser, 'user', async (page) => {
      await page.goto('/contribution/IMPROVEMENT/null');
      await page.waitForURL(/\/contribution\/IMPROVEMENT\/\d+\/edit$/);
      await page.getByTestId('contribution-title').fill('Throwaway draft');
      await page.getByTestId('contribution-delete').click();
      // the app's confirmation dialog, not the browser's
      await page.getByTestId('contribution-delete-dialog-confirm').click();
      await page.waitForURL(/\/contribution\/list\/IMPROVEMENT\/0\/mine$/);
      await page.getByTestId('contribution-table').or(page.getByTestId('record-not-found')).first().waitFor();
      await expect(page.getByText('Throwaway draft').count()).resolves.toBe(0);
    });
  });
});
