/**
 * Life-cycle administration as an administrator does it (issue 5): open the SUGGESTION default
 * from the management menu, add a state named in two languages and an action into it, reload and
 * find both stored, then take them away again through the editor (the state is in use, so the
 * editor asks where to move what refers to it). The life cycle ends as it started, so the other
 * browser tests see the default workflow.
 */
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

/** The codes of the state cards, in the order shown. */
async function stateOrder(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="state-list"] > li')
    .evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset.testid?.replace(/^state-/, '') ?? ''));
}

async function openExpertEvaluation(page: Page) {
  const body = page.getByTestId('state-EXPERT_EVALUATION-body');
  if (!(await body.isVisible().catch(() => false))) await page.getByTestId('state-EXPERT_EVALUATION-toggle').click();
  await body.waitFor({ state: 'visible' });
}

describe('life-cycle administration', () => {
  it('adds a state and an action into it to the SUGGESTION default, and they stay after a reload', async () => {
    await withPage(async (page) => {
      await page.goto('/');
      await page.getByTestId('nav-login').waitFor();
      await signIn(page, 'admin', 'admin');
      await page.getByTestId('nav-admin-menu').click();
      await page.getByTestId('nav-item-life-cycle').click();
      await page.getByTestId('life-cycle-list-page').waitFor();
      await page
        .locator('tr', { has: page.getByTestId('life-cycle-default-SUGGESTION') })
        .getByRole('link')
        .first()
        .click();
      await page.getByTestId('life-cycle-edit-page').waitFor();
      await expect(page.getByTestId('life-cycle-title').textContent()).resolves.toBe('Suggestion workflow');
      const before = await stateOrder(page);
      expect(before).toEqual([
        'DRAFT',
        'SUBMITTED',
        'PRE_EVALUATION',
        'EXPERT_EVALUATION',
        'ACCEPTED',
        'IMPLEMENTATION',
        'COMPLETED',
        'REJECTED',
        'CANCELLED',
      ]);

      // A new state, named in English and Turkish; it goes to the end, then one step up.
      await page.getByTestId('state-add').click();
      await page.getByTestId('state-code').fill('board review');
      await expect(page.getByTestId('state-code').inputValue()).resolves.toBe('BOARD_REVIEW');
      await page.getByTestId('state-type').selectOption('EVALUATION');
      await page.getByTestId('state-name-en').fill('Board review');
      await page.getByTestId('state-name-tr').fill('Kurul incelemesi');
      await page.getByTestId('state-dialog-save').click();
      await page.getByTestId('state-dialog').waitFor({ state: 'detached' });
      await page.getByTestId('state-BOARD_REVIEW').waitFor();
      await expect(stateOrder(page)).resolves.toEqual([...before, 'BOARD_REVIEW']);
      await page.getByTestId('state-BOARD_REVIEW-up').click();
      await page.waitForFunction(() => {
        const codes = [...document.querySelectorAll('[data-testid="state-list"] > li')].map((li) => (li as HTMLElement).dataset.testid);
        return codes.indexOf('state-BOARD_REVIEW') === codes.length - 2;
      });

      // An action from expert evaluation into it, for experts and managers.
      await openExpertEvaluation(page);
      await page.getByTestId('state-EXPERT_EVALUATION-actions-add').click();
      await page.getByTestId('action-name').fill('send-to-board');
      await page.getByTestId('action-target').selectOption({ label: 'Board review (BOARD_REVIEW)' });
      await page.getByTestId('action-roles-EXPERT').check();
      await page.getByTestId('action-roles-MANAGER').check();
      await page.getByTestId('action-explanation').selectOption('OPTIONAL');
      await page.getByTestId('action-dialog-save').click();
      await page.getByTestId('action-dialog').waitFor({ state: 'detached' });
      await page.getByTestId('action-EXPERT_EVALUATION-send-to-board').waitFor();

      // Stored: a reload shows both.
      await page.reload();
      await page.getByTestId('state-BOARD_REVIEW').waitFor();
      await expect(page.getByTestId('state-BOARD_REVIEW-names').textContent()).resolves.toBe('en: Board review · tr: Kurul incelemesi');
      await expect(stateOrder(page)).resolves.toEqual([
        'DRAFT',
        'SUBMITTED',
        'PRE_EVALUATION',
        'EXPERT_EVALUATION',
        'ACCEPTED',
        'IMPLEMENTATION',
        'COMPLETED',
        'REJECTED',
        'BOARD_REVIEW',
        'CANCELLED',
      ]);
      await openExpertEvaluation(page);
      await expect(page.getByTestId('action-EXPERT_EVALUATION-send-to-board-target').textContent()).resolves.toBe('Board review');
      await expect(page.getByTestId('action-EXPERT_EVALUATION-send-to-board').textContent()).resolves.toContain('Manager, Expert');

      // Put it back. The state is in use (the action leads to it): the editor asks where to move.
      await page.getByTestId('state-BOARD_REVIEW-delete').click();
      await page.getByTestId('confirm-dialog-confirm').click();
      await expect(page.getByTestId('move-dialog-usage').textContent()).resolves.toContain('1 actions');
      await page.getByTestId('move-target').selectOption({ label: 'Accepted (ACCEPTED)' });
      await page.getByTestId('move-dialog-save').click();
      await page.getByTestId('state-BOARD_REVIEW').waitFor({ state: 'detached' });
      await openExpertEvaluation(page);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="action-EXPERT_EVALUATION-send-to-board-target"]')?.textContent === 'Accepted',
      );
      await page.getByTestId('action-EXPERT_EVALUATION-send-to-board-delete').click();
      await page.getByTestId('confirm-dialog-confirm').click();
      await page.getByTestId('action-EXPERT_EVALUATION-send-to-board').waitFor({ state: 'detached' });
      await expect(stateOrder(page)).resolves.toEqual(before);
    });
  });
});
