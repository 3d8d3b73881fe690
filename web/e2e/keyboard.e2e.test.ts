/**
 * Keyboard only (issue 15): the sign-in dialog, the navbar's menus (and a submenu), the app's
 * ConfirmDialog, the contribution action dialog and the rich-text editor, driven with Tab, Shift+Tab, Enter, Space, Escape and
 * the arrows. A dialog takes the focus, keeps it (Tab and Shift+Tab go round inside it) and gives it back to
 * the control that opened it; every focused control draws a visible focus indicator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

interface Focused {
  testId: string | null;
  text: string;
  inDialog: boolean;
}

/** What has the focus. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      testId: el?.getAttribute('data-testid') ?? null,
      text: (el?.textContent ?? '').trim().slice(0, 40),
      inDialog: !!el?.closest('.modal.show[role="dialog"]'),
    };
  });
}

/**
 * Waits until the focused element draws a focus indicator: an outline, or a box-shadow ring that is not
 * transparent (Bootstrap's rings fade in over 0.15 s).
 */
async function expectFocusVisible(page: Page) {
  const visible = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return false;
      const s = getComputedStyle(el);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      // e.g. "rgba(67, 56, 202, 0.35) 0px 0px 0px 4px": a colour that is not fully transparent and a spread
      const ring = /rgba?\(([^)]*)\)[^,]*?(\d+(\.\d+)?)px\s*$/.exec(s.boxShadow);
      const alpha = ring ? Number(ring[1].split(',')[3] ?? 1) : 0;
      return outline || (!!ring && alpha >= 0.2 && Number(ring[2]) >= 2);
    });
  for (let i = 0; i < 20 && !(await visible()); i++) await page.waitForTimeout(50);
  const f = await focused(page);
  expect(await visible(), `focus indicator on ${f.testId ?? f.text}`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until the element with testId has the focus: it is reachable by keyboard. */
async function tabTo(page: Page, testId: string, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if ((await focused(page)).testId === testId) return;
  }
  throw new Error(`Tab never reached ${testId}`);
}

/** Tab and Shift+Tab go round inside the open dialog: the focus never reaches the page behind it. */
async function expectTrapped(page: Page, rounds = 12) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < rounds; i++) {
      await page.keyboard.press(key);
      const f = await focused(page);
      expect(f.inDialog, `${key} #${i + 1} left the dialog for ${f.testId ?? f.text}`).toBe(true);
    }
  }
}

/** A page whose session (this tab's storage) is already signed in as the demo account login. */
async function signedIn(login: string): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  const res = await page.request.post('/api/authenticate', { data: { username: login, password: login } });
  const token = ((await res.json()) as { id_token: string }).id_token;
  await context.addInitScript((t) => sessionStorage.setItem('inno-token', t), token);
  return { page, token, close: () => context.close() };
}

describe('keyboard only', () => {
  it('signs in through the dialog: focus in, trapped, back to the opener on Escape', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      await page.getByTestId('nav-login').waitFor();
      await tabTo(page, 'nav-login');
      await expectFocusVisible(page);

      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'login-username');
      await expectFocusVisible(page);
      await expectTrapped(page);

      // Escape closes it and the focus is back on "Sign in"
      await page.keyboard.press('Escape');
      await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'nav-login');

      // again, this time signing in with the keyboard alone
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'login-username');
      await page.keyboard.type('user');
      await page.keyboard.press('Tab');
      expect((await focused(page)).testId).toBe('login-password');
      await expectFocusVisible(page);
      await page.keyboard.type('user');
      await tabTo(page, 'login-remember-me');
      await expectFocusVisible(page);
      await page.keyboard.press('Space');
      await expect(page.getByTestId('login-remember-me').isChecked()).resolves.toBe(true);
      await tabTo(page, 'login-submit');
      await expectFocusVisible(page);
      await page.keyboard.press('Enter');
      await page.getByTestId('nav-account-menu').waitFor();
      await expect(page.evaluate(() => localStorage.getItem('inno-token'))).resolves.toBeTruthy();
    } finally {
      await context.close();
    }
  });

  it('opens the account, contribute and language menus with Enter, Space and the arrows; Escape closes them', async () => {
    const { page, close } = await signedIn('user');
    try {
      await page.goto('/');
      await page.getByTestId('nav-account-menu').waitFor();

      // the account menu: Enter opens, ↓ walks the items (each with its focus ring), Escape closes onto the toggle
      await tabTo(page, 'nav-account-menu');
      await expectFocusVisible(page);
      await page.keyboard.press('Enter');
      await page.locator('.dropdown-menu.show').waitFor();
      await page.keyboard.press('ArrowDown');
      expect((await focused(page)).testId).toBe('nav-item-settings');
      await expectFocusVisible(page);
      await page.keyboard.press('ArrowDown');
      expect((await focused(page)).testId).toBe('nav-item-tasks');
      await page.keyboard.press('ArrowUp');
      expect((await focused(page)).testId).toBe('nav-item-settings');
      await page.keyboard.press('Escape');
      await page.locator('.dropdown-menu.show').waitFor({ state: 'detached' });
      expect((await focused(page)).testId).toBe('nav-account-menu');

      // the contribute menu: Space opens it, Enter on an item follows it
      await tabTo(page, 'nav-contribute', { back: true });
      await page.keyboard.press('Space');
      await page.locator('.dropdown-menu.show').waitFor();
      await page.keyboard.press('ArrowDown');
      expect((await focused(page)).testId).toBe('nav-contribute-SUGGESTION');
      await page.keyboard.press('Escape');
      expect((await focused(page)).testId).toBe('nav-contribute');

      // the language menu: Enter on Türkçe switches the interface
      await tabTo(page, 'nav-language');
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect((await focused(page)).testId).toBe('nav-language-tr');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.documentElement.lang === 'tr');
    } finally {
      await close();
    }
  });

  it('walks the management menu and into a submenu; Escape closes the submenu only', async () => {
    const { page, close } = await signedIn('admin');
    try {
      await page.goto('/');
      await page.getByTestId('nav-admin-menu').waitFor();
      await tabTo(page, 'nav-admin-menu');
      await page.keyboard.press('Enter');
      for (let i = 0; i < 12 && (await focused(page)).testId !== 'nav-platform-menu'; i++) await page.keyboard.press('ArrowDown');
      expect((await focused(page)).testId).toBe('nav-platform-menu');
      await expectFocusVisible(page);
      // → opens the submenu on its first item
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'nav-item-user-management');
      await expectFocusVisible(page);
      await page.keyboard.press('ArrowDown');
      expect((await focused(page)).testId).toBe('nav-item-organization-tree');
      // Escape: the submenu closes, the management menu stays open with the focus on the submenu's toggle
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'nav-platform-menu');
      await expect(page.locator('.dropdown-menu.show').count()).resolves.toBe(1);
      // Enter opens it again; Enter on an item goes there
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      expect((await focused(page)).testId).toBe('nav-item-user-management');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/user-management/);
    } finally {
      await close();
    }
  });

  it("deletes a draft through the app's ConfirmDialog: Cancel first, trapped, Escape back to the button", async () => {
    const { page, close } = await signedIn('user');
    try {
      await page.goto('/contribution/IMPROVEMENT/null');
      await page.waitForURL(/\/contribution\/IMPROVEMENT\/\d+\/edit$/);
      await page.getByTestId('contribution-title').waitFor();
      await tabTo(page, 'contribution-title');
      await page.keyboard.type('Keyboard-only draft');
      await tabTo(page, 'contribution-delete');
      await expectFocusVisible(page);

      await page.keyboard.press('Enter');
      // the safe answer has the focus first
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'contribution-delete-dialog-cancel');
      await expectFocusVisible(page);
      await expectTrapped(page, 6);
      await page.keyboard.press('Escape');
      await page.getByTestId('contribution-delete-dialog-message').waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'contribution-delete');

      // again, and confirm
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'contribution-delete-dialog-cancel');
      await tabTo(page, 'contribution-delete-dialog-confirm', { max: 5 });
      await expectFocusVisible(page);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/contribution\/list\/IMPROVEMENT\/0\/mine$/);
      await page.getByTestId('contribution-table').or(page.getByTestId('record-not-found')).first().waitFor();
      await expect(page.getByText('Keyboard-only draft').count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  it('opens the action dialog of a contribution, keeps the focus in it and gives it back on Escape', async () => {
    const { page, token, close } = await signedIn('user');
    try {
      // the owner's submitted demo suggestion: its one action is "Cancel contribution" (explanation optional)
      const res = await page.request.get('/api/v3/contributions/SUGGESTION/0/mine?size=50', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const rows = (await res.json()) as { id: number; stateType: string }[];
      const submitted = rows.find((r) => r.stateType === 'SUBMITTED');
      expect(submitted).toBeDefined();
      await page.goto(`/contribution/view/${submitted!.id}`);
      await page.getByTestId('contribution-action-cancel').waitFor();
      await tabTo(page, 'contribution-action-cancel');
      await expectFocusVisible(page);

      await page.keyboard.press('Enter');
      await page.getByTestId('action-dialog').waitFor();
      // the dialog itself takes the focus (it starts with its explanation, read first)
      await page.waitForFunction(() => !!document.activeElement?.closest('.modal.show[role="dialog"]'));
      await expectTrapped(page, 8);
      // the explanation takes text; Escape leaves without cancelling anything
      await tabTo(page, 'action-explanation', { max: 8 });
      await expectFocusVisible(page);
      await page.keyboard.type('Not yet');
      await page.keyboard.press('Escape');
      await page.getByTestId('action-dialog').waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'contribution-action-cancel');
      await expect(page.getByTestId('contribution-detail-state').textContent()).resolves.toBe('Submitted');
    } finally {
      await close();
    }
  });

  it('writes and formats rich text: into the editor with Tab, bold with Ctrl+B and from the toolbar, out again with Tab', async () => {
    const { page, close } = await signedIn('user');
    try {
      await page.goto('/contribution/IMPROVEMENT/null');
      await page.waitForURL(/\/contribution\/IMPROVEMENT\/\d+\/edit$/);
      const content = page.getByTestId('contribution-body-content');
      await content.waitFor();
      await tabTo(page, 'contribution-body-content');
      await expectFocusVisible(page);
      await page.keyboard.type('Plain then ');
      await page.keyboard.press('ControlOrMeta+b');
      await page.keyboard.type('bold');
      await page.keyboard.press('ControlOrMeta+b');
      await expect(content.innerHTML()).resolves.toContain('<strong>bold</strong>');

      // the toolbar is reached with Shift+Tab; its Bold button works with Enter and shows its state
      const bold = page.getByTestId('contribution-body').getByRole('button', { name: 'Bold' });
      await page.keyboard.press('Shift+Tab');
      let onToolbar = false;
      for (let i = 0; i < 20 && !onToolbar; i++) {
        onToolbar = await bold.evaluate((el) => el === document.activeElement);
        if (!onToolbar) await page.keyboard.press('Shift+Tab');
      }
      expect(onToolbar, 'Shift+Tab reaches the Bold button').toBe(true);
      await expectFocusVisible(page);

      // back into the text (Tab through the toolbar), select all of it, make it all bold from the toolbar
      await tabTo(page, 'contribution-body-content', { max: 20 });
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Shift+Tab');
      for (let i = 0; i < 20 && !(await bold.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Shift+Tab');
      }
      await page.keyboard.press('Enter');
      await expect(content.innerHTML()).resolves.toBe('<p><strong>Plain then bold</strong></p>');

      // the toolbar gives the focus back to the text (the editor takes it in its next update, so it is
      // waited for); no keyboard trap: Tab leaves the editor
      await expect.poll(async () => (await focused(page)).testId, { timeout: 5_000 }).toBe('contribution-body-content');
      await page.keyboard.press('Tab');
      const after = await focused(page);
      expect(after.testId).not.toBe('contribution-body-content');
      expect(await content.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    } finally {
      await close();
    }
  });
});
