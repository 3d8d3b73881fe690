/**
 * Contribution administration as the administrators do it (issue 5): extra inputs reordered by
 * drag and drop, tags, a contribution field with a mentor, and the mentor's task list. The tests
 * share one server and run in order; the field of the third test is used by the fourth.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn } from './browser';

let browser: Browser;
const RUN = Date.now().toString(36).slice(-5);

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

async function signInAs(page: Page, login: string) {
  await page.goto('/');
  await page.getByTestId('nav-login').waitFor();
  await signIn(page, login, login);
}

/** A call with the page's session. */
async function call<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('inno-token') ?? sessionStorage.getItem('inno-token');
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.text();
      return { status: res.status, data: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}

/** The labels of the extra-input cards, top to bottom. */
async function cardLabels(page: Page): Promise<string[]> {
  return page.locator('[data-testid^="extra-input-label-"]').allTextContents();
}

async function createExtraInput(page: Page, label: string, fill: (page: Page) => Promise<void>) {
  await page.getByTestId('extra-input-create').click();
  await page.getByTestId('extra-input-form').waitFor();
  await fill(page);
  await page.getByTestId('extra-input-label-en').fill(label);
  await page.getByTestId('extra-input-save').click();
  await page.getByTestId('extra-input-page').waitFor();
  await page.locator('[data-testid^="extra-input-card-"]', { hasText: label }).waitFor();
}

const FIELD_EN = `E2E field ${RUN}`;
let fieldId = 0;

describe('contribution administration', () => {
  it('creates two suggestion extra inputs and reorders them by drag and drop', async () => {
    const first = `E2E budget ${RUN}`;
    const second = `E2E colour ${RUN}`;
    await withPage(async (page) => {
      await signInAs(page, 'admin');
      // through the menu: Management → Suggestion management → Extra inputs
      await page.getByTestId('nav-admin-menu').click();
      await page.getByTestId('nav-suggestion-menu').click();
      await page.getByTestId('nav-item-suggestion-extra-input').click();
      await page.waitForURL('**/extra-input/SUGGESTION');

      await createExtraInput(page, first, async (p) => {
        await p.getByTestId('extra-input-inputType').selectOption('NUMERIC');
        await expect(p.getByTestId('extra-input-maxLenOrValue').getAttribute('placeholder')).resolves.toBe('1000000');
        await p.getByTestId('extra-input-maxLenOrValue').fill('5000');
        await p.getByTestId('extra-input-explanation-en').fill('In euro');
      });
      await createExtraInput(page, second, async (p) => {
        await p.getByTestId('extra-input-inputType').selectOption('SINGLE_SELECTION');
        // each value has a label per language
        await p.getByTestId('extra-input-value-0-en').fill('Red');
        await p.getByTestId('extra-input-value-0-tr').fill('Kırmızı');
        await p.getByTestId('extra-input-value-add').click();
        await p.getByTestId('extra-input-value-1-en').fill('Blue');
        await p.getByTestId('extra-input-label-tr').fill(`E2E renk ${RUN}`);
      });
      let labels = await cardLabels(page);
      expect(labels.indexOf(first)).toBeGreaterThanOrEqual(0);
      expect(labels.indexOf(second)).toBe(labels.indexOf(first) + 1);

      const firstCard = page.locator('[data-testid^="extra-input-card-"]', { hasText: first });
      const secondCard = page.locator('[data-testid^="extra-input-card-"]', { hasText: second });
      const reordered = page.waitForResponse(
        (r) => r.url().includes('/api/v3/extra-inputs/SUGGESTION/update-order') && r.request().method() === 'POST',
      );
      await secondCard.dragTo(firstCard);
      expect((await reordered).status()).toBe(200);
      labels = await cardLabels(page);
      expect(labels.indexOf(second)).toBe(labels.indexOf(first) - 1);

      // the new order is the server's
      await page.reload();
      await firstCard.waitFor();
      labels = await cardLabels(page);
      expect(labels.indexOf(second)).toBeLessThan(labels.indexOf(first));
      const secondId = Number((await secondCard.getAttribute('data-testid'))?.replace('extra-input-card-', ''));
      const firstId = Number((await firstCard.getAttribute('data-testid'))?.replace('extra-input-card-', ''));
      const list = await call<{ id: number; listOrder: number }[]>(page, 'GET', '/api/v3/extra-inputs/SUGGESTION?size=100');
      const order = (id: number) => list.data.find((e) => e.id === id)!.listOrder;
      expect(order(secondId)).toBeLessThan(order(firstId));

      // the up button puts it back
      await page.getByTestId(`extra-input-up-${firstId}`).click();
      await page.waitForFunction(
        ([a, b]) => {
          const ids = [...document.querySelectorAll('[data-testid^="extra-input-card-"]')].map((el) => el.getAttribute('data-testid'));
          return ids.indexOf(`extra-input-card-${a}`) < ids.indexOf(`extra-input-card-${b}`);
        },
        [firstId, secondId],
      );

      // the edit form shows what was saved
      await page.getByTestId(`extra-input-edit-${secondId}`).click();
      await expect(page.getByTestId('extra-input-value-1-en').inputValue()).resolves.toBe('Blue');
      await expect(page.getByTestId('extra-input-value-0-tr').inputValue()).resolves.toBe('Kırmızı');
      await expect(page.getByTestId('extra-input-label-tr').inputValue()).resolves.toBe(`E2E renk ${RUN}`);
      await page.getByTestId('extra-input-cancel').click();

      // delete both, each after the confirmation
      for (const id of [firstId, secondId]) {
        await page.getByTestId(`extra-input-delete-${id}`).click();
        await page.getByTestId('extra-input-delete-dialog-confirm').click();
        await page.getByTestId(`extra-input-card-${id}`).waitFor({ state: 'detached' });
      }
    });
  });

  it('creates a tag and deletes it', async () => {
    const name = `E2E tag ${RUN}`;
    await withPage(async (page) => {
      await signInAs(page, 'admin');
      await page.getByTestId('nav-admin-menu').click();
      await page.getByTestId('nav-platform-menu').click();
      await page.getByTestId('nav-item-contribution-tag').click();
      await page.getByTestId('tag-page').waitFor();
      await page.getByTestId('tag-create').click();
      await page.getByTestId('tag-name').fill(name);
      await page.getByTestId('tag-description').fill('Made by the browser test');
      await page.getByTestId('tag-save').click();
      await page.getByTestId('tag-dialog').waitFor({ state: 'detached' });
      await page.getByTestId('tag-filter-name').fill(name);
      await page.getByTestId('tag-filter-submit').click();
      await expect(page.getByTestId(`tag-usage-${name}`).textContent()).resolves.toBe('0');
      const active = await call<{ name: string }[]>(page, 'GET', '/api/v3/contribution-tags?size=1000');
      expect(active.data.map((t) => t.name)).toContain(name);

      await page.getByTestId(`tag-delete-${name}`).click();
      await page.getByTestId('tag-delete-dialog-confirm').click();
      await page.getByTestId(`tag-row-${name}`).waitFor({ state: 'detached' });
      await page.getByTestId('record-not-found').waitFor();
    });
  });

  it('creates a contribution field with a mentor', async () => {
    await withPage(async (page) => {
      await signInAs(page, 'admin');
      await page.goto('/contribution-field/SUGGESTION');
      await page.getByTestId('field-page').waitFor();
      await page.getByTestId('field-create').click();
      await page.getByTestId('field-title-en').fill(FIELD_EN);
      await page.getByTestId('field-title-tr').fill(`E2E alan ${RUN}`);
      await page.getByTestId('field-save').click();
      await page.getByTestId('field-dialog').waitFor({ state: 'detached' });
      const row = page.locator('[data-testid^="field-row-"]', { hasText: FIELD_EN });
      await row.waitFor();
      fieldId = Number((await row.getAttribute('data-testid'))?.replace('field-row-', ''));
      expect(fieldId).toBeGreaterThan(0);

      await page.getByTestId(`field-users-${fieldId}`).click();
      await page.getByTestId('field-users-dialog').getByTestId('record-not-found').waitFor();
      await page.getByTestId('field-user-search-input').fill('Umut');
      await page.getByTestId('field-user-search-option-user').click();
      await page.getByTestId('field-user-role').selectOption('MENTOR');
      await page.getByTestId('field-user-add').click();
      await page.getByTestId('field-user-user-MENTOR').waitFor();
      await page.getByTestId('field-users-close').click();

      const people = await call<{ login: string; userRole: string }[]>(page, 'GET', `/api/v3/contribution-users/fieldId/${fieldId}`);
      expect(people.data.map((p) => `${p.login}/${p.userRole}`)).toEqual(['user/MENTOR']);
    });
  });

  it('the field’s mentor finds the new task in My tasks; the admin sees it in the type’s tasks', async () => {
    expect(fieldId).toBeGreaterThan(0);
    const title = `E2E pump ${RUN}`;
    let contributionId = 0;
    await withPage(async (page) => {
      await signInAs(page, 'admin');
      const created = await call<number>(page, 'POST', '/api/v3/contributions/SUGGESTION');
      expect(created.status).toBe(201);
      contributionId = created.data;
      const edit = await call<Record<string, unknown>>(page, 'GET', `/api/v3/contributions/edit/${contributionId}/SUGGESTION`);
      const saved = await call(page, 'PUT', '/api/v3/contributions/SUGGESTION', {
        ...edit.data,
        title,
        summary: 'A pump that saves energy',
        body: '<p>Details</p>',
        fieldId,
      });
      expect(saved.status).toBe(200);
      const submitted = await call(page, 'POST', `/api/v3/contributions/contributionId/${contributionId}/execute-action/submit`, '');
      expect(submitted.status).toBe(200);

      await page.goto('/contribution-task/admin/SUGGESTION');
      await page.getByTestId('task-filter-search').fill(title);
      await page.getByTestId('task-filter-submit').click();
      const adminRow = page.locator('[data-testid^="task-row-"]', { hasText: title });
      await adminRow.waitFor();
      await expect(adminRow.locator('[data-testid^="task-assignee-"]').textContent()).resolves.toContain('Umut User');
    });
    await withPage(async (page) => {
      await signInAs(page, 'user');
      await page.getByTestId('nav-account-menu').click();
      await page.getByTestId('nav-item-tasks').click();
      await page.getByTestId('task-page').waitFor();
      const row = page.locator('[data-testid^="task-row-"]', { hasText: title });
      await row.waitFor();
      await expect(row.getByTestId('task-status-WAITING').isVisible()).resolves.toBe(true);
      await expect(row.locator('a').getAttribute('href')).resolves.toBe(`/contribution/view/${contributionId}`);
      // the field's name comes from its own query (the task field options), which may answer after the row shows
      await row.filter({ hasText: FIELD_EN }).waitFor();

      // My tasks opens on the open ones (waiting and overdue); keep only the overdue: nothing yet
      await expect(page.getByTestId('task-filter-status-WAITING').isChecked()).resolves.toBe(true);
      await expect(page.getByTestId('task-filter-status-OVERDUE').isChecked()).resolves.toBe(true);
      await page.getByTestId('task-filter-status-WAITING').uncheck();
      await page.getByTestId('task-filter-submit').click();
      await page.getByTestId('record-not-found').waitFor();
    });
  });
});
