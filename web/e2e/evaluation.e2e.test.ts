/**
 * Evaluations as the people involved use them (issue 16): the suggestion administrator builds an
 * evaluation definition whose weights must total 100 (the spec's toasts on the way); the demo's field
 * mentor (`suggestion`) opens their pre-evaluation task of a demo suggestion, scores it on the
 * scorecard and submits, which closes the task, then sends the suggestion on; its owner (`campaign`)
 * sees the state move; the administrator reads the evaluation report and downloads it as Excel, whose
 * numbers the test reads back. The tests share one server and run in order.
 */
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './a11y';
import { asUser, launch } from './browser';
import { toast } from './fixtures';

let browser: Browser;
/** the demo suggestion waiting for its pre-evaluation (internal/demo/contributions.go) */
const SUGGESTION = 'Solar panels on the car-park roof';
let id = 0;
const DEFINITION = `Board review ${Date.now()}`;
// the default pre-evaluation (internal/evaluation/defaults.go): weights 40, 30, 15, 15
const STARS = [5, 4, 3, 1];
// Σ weight × stars / 5: 40 + 24 + 9 + 3
const AVERAGES = ['40', '24', '9', '3'];
const SCORE = '76';

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function stateIs(page: Page, name: string) {
  await page.waitForFunction((n) => document.querySelector('[data-testid="contribution-detail-state"]')?.textContent === n, name);
}

/** The cells of the first sheet of an .xlsx file, row by row (a zip of XML parts). */
function xlsxRows(file: Buffer): string[][] {
  const parts = new Map<string, string>();
  // the central directory lists every part with its offset (the local headers may lack sizes)
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = file.readUInt32LE(end + 16);
  for (let n = file.readUInt16LE(end + 10); n > 0; n--) {
    const method = file.readUInt16LE(at + 10);
    const size = file.readUInt32LE(at + 20);
    const nameLen = file.readUInt16LE(at + 28);
    const extra = file.readUInt16LE(at + 30);
    const comment = file.readUInt16LE(at + 32);
    const local = file.readUInt32LE(at + 42);
    const name = file.toString('utf8', at + 46, at + 46 + nameLen);
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const raw = file.subarray(start, start + size);
    parts.set(name, (method === 8 ? inflateRawSync(raw) : raw).toString('utf8'));
    at += 46 + nameLen + extra + comment;
  }
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  const texts = (xml: string) => [...xml.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) => unescape(m[1]));
  const shared = [...(parts.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => texts(m[1]).join(''));
  const sheet = parts.get('xl/worksheets/sheet1.xml') ?? '';
  return [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    [...row[1].matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map((c) => {
      const type = /t="(\w+)"/.exec(c[1])?.[1];
      const body = c[2] ?? '';
      if (type === 'inlineStr') return texts(body).join('');
      const v = /<v>([^<]*)<\/v>/.exec(body)?.[1] ?? '';
      return type === 's' ? shared[Number(v)] : unescape(v);
    }),
  );
}

describe('evaluations', () => {
  it('the suggestion administrator builds a definition whose weights must total 100', async () => {
    await asUser(browser, 'suggestion', async (page) => {
      await page.goto('/eval/SUGGESTION/list');
      await page.getByTestId('eval-create').click();
      const dialog = page.getByTestId('eval-definition-dialog');
      await dialog.getByTestId('eval-title').fill(DEFINITION);
      await dialog.getByTestId('eval-explanation').fill('How the first board rates a suggestion.');
      await dialog.getByTestId('eval-type').selectOption('EVAL_BOARD1');
      await dialog.getByTestId('eval-question-0').fill('Does it pay back within two years?');
      await dialog.getByTestId('eval-weight-0').fill('70');
      await dialog.getByTestId('eval-add-question').click();
      await dialog.getByTestId('eval-question-1').fill('Is it safe?');
      // over 100: the max toast, and Save stays disabled
      await dialog.getByTestId('eval-weight-1').fill('40');
      await toast(page, 'The weights total more than 100.');
      await expect(dialog.getByTestId('eval-save').isDisabled()).resolves.toBe(true);
      await expect(dialog.getByTestId('eval-total').textContent()).resolves.toContain('110');
      // a weight of 0: the min toast
      await dialog.getByTestId('eval-weight-1').fill('0');
      await toast(page, 'Every question needs a weight of at least 1.');
      // a question shorter than 3 characters: the questionEmpty toast when saving
      await dialog.getByTestId('eval-weight-1').fill('30');
      await dialog.getByTestId('eval-question-1').fill('Ok');
      await expect(dialog.getByTestId('eval-save').isEnabled()).resolves.toBe(true);
      await dialog.getByTestId('eval-save').click();
      await toast(page, 'Every question needs at least 3 characters.');
      await dialog.getByTestId('eval-question-1').fill('Is it safe for the people who install it?');
      await dialog.getByTestId('eval-save').click();
      await dialog.waitFor({ state: 'detached' });
      const row = page.getByTestId('eval-definition-table').locator('tr', { hasText: DEFINITION });
      await expect(row.textContent()).resolves.toContain('Board 1');
      await expect(row.textContent()).resolves.toContain('Not answered yet');
      await expectAccessible(page);
    });
  });

  it('the field mentor scores the suggestion from their task and submits, which closes the task', async () => {
    await asUser(browser, 'suggestion', async (page) => {
      await page.goto('/contribution-task');
      const task = page.locator('[data-testid^="task-row-"]', { hasText: SUGGESTION }).filter({ hasText: 'Pre-evaluate' });
      await task.locator('a').click();
      await page.waitForURL(/\/contribution\/view\/\d+\?tab=evaluation$/);
      id = Number(/\/view\/(\d+)/.exec(page.url())![1]);
      await stateIs(page, 'Pre-evaluation');
      // the task opened the detail on the scorecard
      const card = page.getByTestId('scorecard-EVAL_PRE');
      await card.waitFor();
      await expect(page.getByTestId('contribution-tab-evaluation').getAttribute('aria-selected')).resolves.toBe('true');
      await expect(card.getByTestId('scorecard-EVAL_PRE-status').textContent()).resolves.toBe('Draft');

      // the first question with the keyboard: the stars are a radio group
      await card.getByTestId('scorecard-EVAL_PRE-q1').getByRole('radio', { name: '1 star of 5' }).focus();
      for (let i = 1; i < STARS[0]; i++) await page.keyboard.press('ArrowRight');
      await expect(card.getByTestId('scorecard-EVAL_PRE-q1-value').textContent()).resolves.toBe(`${STARS[0]} stars of 5`);
      // a draft with one question answered
      await card.getByTestId('scorecard-EVAL_PRE-save').click();
      await toast(page, 'Your scorecard is saved as a draft.');
      // submitting needs every question
      await card.getByTestId('scorecard-EVAL_PRE-submit').click();
      await toast(page, 'Please give stars to every question before submitting.');
      for (const [i, stars] of STARS.entries()) {
        if (i === 0) continue;
        await card.getByTestId(`scorecard-EVAL_PRE-q${i + 1}-star-${stars}`).click();
      }
      await card.getByTestId('scorecard-EVAL_PRE-comment').fill('Pays back fast; the roof needs a survey.');
      await expect(card.getByTestId('scorecard-EVAL_PRE-score').textContent()).resolves.toContain(SCORE);
      await expectAccessible(page);
      await card.getByTestId('scorecard-EVAL_PRE-submit').click();
      await toast(page, 'Your scorecard is submitted.');
      await card.getByTestId('scorecard-EVAL_PRE-status').filter({ hasText: 'Submitted' }).waitFor();

      // the pre-evaluation task is done: no longer among the open ones
      await page.goto('/contribution-task');
      await page.getByTestId('task-table').waitFor();
      await expect(
        page.locator('[data-testid^="task-row-"]', { hasText: SUGGESTION }).filter({ hasText: 'Pre-evaluate' }).count(),
      ).resolves.toBe(0);

      // the mentor sends it on to an expert (assigned in the action dialog)
      await page.goto(`/contribution/view/${id}`);
      await stateIs(page, 'Pre-evaluation');
      await page.getByTestId('contribution-action-send-to-expert').click();
      await page.getByTestId('action-confirm').click();
      const dialog = page.getByTestId('action-dialog');
      await dialog.getByTestId('action-role-required').waitFor();
      await dialog.getByTestId('action-assign-users-input').fill('content');
      await dialog.getByTestId('action-assign-users-option-content').click();
      await dialog.getByTestId('action-assign-save').click();
      await dialog.getByTestId('action-role-assigned').waitFor();
      await dialog.getByTestId('action-confirm').click();
      await stateIs(page, 'Expert evaluation');
      // past the state the scorecard is read-only
      await page.getByTestId('contribution-tab-evaluation').click();
      await page.getByTestId('scorecard-EVAL_PRE-read-only').waitFor();
      await expect(page.getByTestId('scorecard-EVAL_PRE-submit').count()).resolves.toBe(0);
    });
  });

  it('the owner sees the state move and no scorecard', async () => {
    expect(id).toBeGreaterThan(0);
    await asUser(browser, 'campaign', async (page) => {
      await page.goto(`/contribution/view/${id}`);
      await stateIs(page, 'Expert evaluation');
      await expect(page.getByTestId('contribution-path-step-current').textContent()).resolves.toContain('Expert evaluation');
      await expect(page.getByTestId('contribution-tab-evaluation').count()).resolves.toBe(0);
      await expect(page.getByTestId('contribution-tab-eval-report').count()).resolves.toBe(0);
    });
  });

  it('the administrator reads the evaluation report and downloads it as Excel with the same numbers', async () => {
    await asUser(browser, 'admin', async (page) => {
      await page.goto(`/contribution/view/${id}?tab=eval-report`);
      const row = page.getByTestId('eval-report-EVAL_PRE');
      await row.waitFor();
      await expect(row.getByTestId('eval-report-EVAL_PRE-score').textContent()).resolves.toBe(`Overall score: ${SCORE} of 100`);
      for (const [i, average] of AVERAGES.entries()) {
        await expect(row.getByTestId(`eval-report-EVAL_PRE-question-${i + 1}-average`).textContent()).resolves.toBe(average);
      }
      const mentor = row.locator('[data-testid^="eval-report-EVAL_PRE-evaluator-"]', { hasText: 'Sena Suggestion' });
      await expect(mentor.textContent()).resolves.toContain('Pays back fast; the roof needs a survey.');
      await expect(mentor.locator('td').nth(1).textContent()).resolves.toBe(SCORE);
      await expectAccessible(page);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('eval-report-excel').click()]);
      expect(download.suggestedFilename()).toMatch(/^evaluation-report-.+\.xls$/);
      const path = await download.path();
      const { readFile } = await import('node:fs/promises');
      const rows = xlsxRows(await readFile(path));
      expect(rows[0]).toEqual(['Code', 'Title', 'Eval type', 'Evaluation', 'Line', 'Question / evaluator', 'Weight', 'Score', 'Comment']);
      const pre = rows.slice(1).filter((r) => r[2] === 'EVAL_PRE');
      const questions = pre.filter((r) => r[4] === 'Question');
      expect(questions.map((r) => r[6])).toEqual(['40', '30', '15', '15']);
      expect(questions.map((r) => r[7])).toEqual(AVERAGES);
      const evaluator = pre.find((r) => r[4] === 'Evaluator' && r[5] === 'Sena Suggestion');
      expect(evaluator?.[7]).toBe(SCORE);
      expect(evaluator?.[8]).toBe('Pays back fast; the roof needs a survey.');
      expect(pre.find((r) => r[4] === 'Overall')?.[7]).toBe(SCORE);
      expect(pre[0][1]).toBe(SUGGESTION);
    });
  });
});
