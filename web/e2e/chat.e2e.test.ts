/**
 * Chat on a contribution (issue 17): the owner of a demo suggestion (`user`) and its field mentor
 * (`suggestion`) have the detail page open in two browsers at once; what one writes appears on the
 * other's page without a reload (server-sent events), unread counts follow, and when the mentor closes
 * the chat the owner's page turns read-only by itself. The mentor then assigns an advisor from the detail page,
 * who writes in the owners–advisors chat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './a11y';
import { asUser, launch } from './browser';
import { toast } from './fixtures';

let browser: Browser;
/** a submitted demo suggestion of `user` whose field mentor is `suggestion` (internal/demo/contributions.go) */
const SUGGESTION = 'Water refill stations on every floor';

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** The id of a SUGGESTION by its title, read with the page's own session. */
async function idOf(page: Page, title: string): Promise<number> {
  return page.evaluate(async (t) => {
    const token = sessionStorage.getItem('inno-token') ?? localStorage.getItem('inno-token');
    const res = await fetch('/api/v3/contributions/SUGGESTION/0/all?size=100', { headers: { Authorization: `Bearer ${token}` } });
    const rows = (await res.json()) as { id: number; title: string }[];
    return rows.find((r) => r.title === t)?.id ?? 0;
  }, title);
}

/** Marks the page, so a later check can tell it was never reloaded. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { chatMark: boolean }).chatMark = true));
const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { chatMark?: boolean }).chatMark === true);

describe('chat', () => {
  it('the owner and the mentor chat in two browsers; messages, unread counts and closing arrive without a reload', async () => {
    await asUser(browser, 'user', async (owner) => {
      const id = await idOf(owner, SUGGESTION);
      expect(id).toBeGreaterThan(0);
      await owner.goto(`/contribution/view/${id}?tab=chat`);
      await owner.getByTestId('chat-session-OWNERS_MENTOR').click();
      const ownerPanel = owner.getByTestId('chat-panel-OWNERS_MENTOR');
      await ownerPanel.getByTestId('chat-empty').waitFor();
      await mark(owner);

      await asUser(browser, 'suggestion', async (mentor) => {
        await mentor.goto(`/contribution/view/${id}?tab=chat`);
        const mentorPanel = mentor.getByTestId('chat-panel-OWNERS_MENTOR');
        await mentorPanel.getByTestId('chat-empty').waitFor();
        await mark(mentor);

        // the owner writes; the mentor's open page shows it
        await ownerPanel.getByTestId('chat-body').fill('Could we start with the second floor?\nIt has the most people.');
        await ownerPanel.getByTestId('chat-send').click();
        await ownerPanel.getByTestId('chat-item').filter({ hasText: 'second floor' }).waitFor();
        await expect(ownerPanel.getByTestId('chat-body').inputValue()).resolves.toBe('');
        const received = mentorPanel.getByTestId('chat-item').filter({ hasText: 'Could we start with the second floor?' });
        await received.waitFor();
        await expect(received.textContent()).resolves.toContain('(Owner)');
        await expect(notReloaded(mentor)).resolves.toBe(true);

        // the mentor answers with Ctrl+Enter; the owner reads it on the open page
        await mentorPanel.getByTestId('chat-body').fill('Yes. Facilities can fit two stations there next week.');
        await mentorPanel.getByTestId('chat-body').press('Control+Enter');
        await ownerPanel.getByTestId('chat-item').filter({ hasText: 'Facilities can fit two stations' }).waitFor();
        await expectAccessible(mentor);

        // while the owner looks at another session, a new item shows as unread in the list and the tab
        await owner.getByTestId('chat-session-OWNERS').click();
        await mentorPanel.getByTestId('chat-body').fill('I have asked for the quote.');
        await mentorPanel.getByTestId('chat-send').click();
        await owner.getByTestId('chat-unread-OWNERS_MENTOR').filter({ hasText: '1' }).waitFor();
        await owner.getByTestId('contribution-tab-chat').filter({ hasText: 'Chat (1 unread)' }).waitFor();
        await owner.getByTestId('chat-session-OWNERS_MENTOR').click();
        await ownerPanel.getByTestId('chat-item').filter({ hasText: 'I have asked for the quote.' }).waitFor();
        await owner.getByTestId('chat-unread-OWNERS_MENTOR').waitFor({ state: 'detached' });

        // the mentor closes the chat: the owner's page becomes read-only by itself
        await mentorPanel.getByTestId('chat-toggle-status').click();
        await toast(mentor, 'The chat was closed.');
        await mentorPanel.getByTestId('chat-closed').waitFor();
        await ownerPanel.getByTestId('chat-closed').waitFor();
        await expect(ownerPanel.getByTestId('chat-composer').count()).resolves.toBe(0);
        await expect(ownerPanel.getByTestId('chat-item').count()).resolves.toBe(3);
        await expect(notReloaded(owner)).resolves.toBe(true);
        await expectAccessible(owner);

        // and reopens it
        await mentorPanel.getByTestId('chat-toggle-status').click();
        await ownerPanel.getByTestId('chat-composer').waitFor();
      });
    });
  });

  it('the mentor assigns an advisor on the detail page; the advisor writes in the owners–advisors chat, the owner reads it live', async () => {
    await asUser(browser, 'suggestion', async (mentor) => {
      const id = await idOf(mentor, SUGGESTION);
      expect(id).toBeGreaterThan(0);
      await mentor.goto(`/contribution/view/${id}`);
      const assign = mentor.getByTestId('command-assign-ADVISOR');
      await expect(assign.textContent()).resolves.toBe('Assign Advisor');
      await assign.click();
      const dialog = mentor.getByTestId('assign-dialog');
      await dialog.getByTestId('assign-users-input').fill('content');
      await dialog.getByTestId('assign-users-option-content').click();
      await dialog.getByTestId('assign-save').click();
      await dialog.waitFor({ state: 'detached' });
      await mentor.getByTestId('contribution-person-ADVISOR-content').filter({ hasText: 'Advisor' }).waitFor();
    });

    await asUser(browser, 'user', async (owner) => {
      const id = await idOf(owner, SUGGESTION);
      await owner.goto(`/contribution/view/${id}?tab=chat`);
      await owner.getByTestId('chat-session-OWNERS_ADVISORS').click();
      const ownerPanel = owner.getByTestId('chat-panel-OWNERS_ADVISORS');
      await ownerPanel.getByTestId('chat-empty').waitFor();
      await mark(owner);

      await asUser(browser, 'content', async (advisor) => {
        await advisor.goto(`/contribution/view/${id}?tab=chat`);
        // the advisor is a member of the owners–advisors session only
        const panel = advisor.getByTestId('chat-panel-OWNERS_ADVISORS');
        await panel.getByTestId('chat-empty').waitFor();
        await expect(advisor.getByTestId('chat-session-OWNERS_MENTOR').count()).resolves.toBe(0);
        await panel.getByTestId('chat-body').fill('Ask facilities for the filter costs before choosing a model.');
        await panel.getByTestId('chat-send').click();
        await panel.getByTestId('chat-item').filter({ hasText: 'filter costs' }).waitFor();
      });

      const received = ownerPanel.getByTestId('chat-item').filter({ hasText: 'Ask facilities for the filter costs' });
      await received.waitFor();
      await expect(received.textContent()).resolves.toContain('(Advisor)');
      await expect(notReloaded(owner)).resolves.toBe(true);
    });
  });
});
