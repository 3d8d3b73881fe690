import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubCall } from '../../test/fetch';
import { ContributionDetailPage } from '../contribution/ContributionDetailPage';
import { DETAIL, renderAt } from '../contribution/testing';
import type { ContributionDetail } from '../contribution/types';
import type { ChatItem, ChatSession } from './types';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const OWNED: ContributionDetail = { ...DETAIL, stateId: 2, stateCode: 'SUBMITTED', stateType: 'SUBMITTED', callerRoles: ['OWNER'] };

const session = (over: Partial<ChatSession>): ChatSession => ({
  id: 11,
  contributionId: 7,
  sessionType: 'OWNERS',
  status: 'OPEN',
  memberRoles: ['OWNER'],
  members: [{ userId: 2, fullName: 'Umut User', userRole: 'OWNER' }],
  canWrite: true,
  itemCount: 0,
  unreadCount: 0,
  lastItemId: 0,
  ...over,
});

const MENTOR_ITEM: ChatItem = {
  id: 30,
  sessionId: 12,
  body: 'Which aisle first?\nI would say 3.',
  authorId: 5,
  authorName: 'Meltem Mentor',
  authorRole: 'MENTOR',
  createdDate: '2025-03-01T09:00:00Z',
};

const SESSIONS = [
  session({ status: 'CLOSED', canWrite: false }),
  session({
    id: 12,
    sessionType: 'OWNERS_MENTOR',
    memberRoles: ['OWNER', 'MENTOR'],
    itemCount: 1,
    unreadCount: 1,
    lastItemId: 30,
    members: [
      { userId: 2, fullName: 'Umut User', userRole: 'OWNER' },
      { userId: 5, fullName: 'Meltem Mentor', userRole: 'MENTOR' },
    ],
  }),
];

const view = () => renderAt('/contribution/view/7', '/contribution/view/:id', <ContributionDetailPage />);

async function until(calls: StubCall[], path: string) {
  for (let i = 0; i < 200 && !calls.some((c) => c.path === path); i++) await new Promise((r) => setTimeout(r, 10));
}

function stub(sessions: ChatSession[]) {
  // The items the server holds: a read after the live item or a post answers them too, as a real server
  // would (the stream's client reconnects when the server ends it, and may read the items again).
  const held: ChatItem[] = [MENTOR_ITEM];
  const calls: StubCall[] = stubFetch({
    'GET /api/v3/contributions/7': { body: OWNED },
    'GET /api/v3/chat-sessions/list/7': { body: sessions },
    'GET /api/v3/chat-sessions/chat-items/12': () => ({ body: [...held] }),
    'GET /api/v3/chat-sessions/chat-items/11': { body: [] },
    'POST /api/v3/chat-sessions/read/12': { body: { ...sessions[1], unreadCount: 0 } },
    'POST /api/v3/chat-sessions/post-chat-item/12': (c) => {
      const item: ChatItem = {
        ...MENTOR_ITEM,
        id: 32,
        authorId: 2,
        authorName: 'Umut User',
        authorRole: 'OWNER',
        body: (c.body as { body: string }).body,
      };
      held.push(item);
      return { status: 201, body: item };
    },
    // the live stream: one item from the mentor once the page read the items, then the server ends it
    'GET /api/v3/chat-sessions/stream/7': async () => {
      await until(calls, '/api/v3/chat-sessions/read/12');
      const live = { ...MENTOR_ITEM, id: 31, body: 'Live hello' };
      if (!held.some((i) => i.id === live.id)) held.splice(1, 0, live);
      return { text: `retry: 600000\n: open\n\nid: 99\nevent: chat-item\ndata: ${JSON.stringify(live)}\n\n` };
    },
  });
  return calls;
}

describe('the chat tab of the contribution detail', () => {
  it('shows the unread total, opens the unread session, marks it read, receives a live item and sends one', async () => {
    sessionStorage.setItem('inno-token', 'test-token');
    const calls = stub(SESSIONS);
    view();
    const tab = await screen.findByTestId('contribution-tab-chat');
    expect(tab).toHaveTextContent('Chat (1 unread)');
    fireEvent.click(tab);
    const panel = await screen.findByTestId('chat-panel-OWNERS_MENTOR');
    expect(await within(panel).findByText(/Which aisle first\?/)).toBeInTheDocument();
    expect(within(panel).getByText(/Meltem Mentor, Umut User|Umut User, Meltem Mentor/)).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.path === '/api/v3/chat-sessions/read/12')?.body).toEqual({ lastItemId: 30 }));

    // the mentor's new item arrives through the stream, without a reload
    expect(await within(panel).findByText('Live hello')).toBeInTheDocument();
    const stream = calls.find((c) => c.path === '/api/v3/chat-sessions/stream/7');
    expect(stream?.headers).toMatchObject({ Authorization: 'Bearer test-token' });

    fireEvent.change(within(panel).getByTestId('chat-body'), { target: { value: 'Aisle 3 it is' } });
    fireEvent.click(within(panel).getByTestId('chat-send'));
    // the posted item joins the list (the textarea holds the same text until the form resets, so the
    // list's items are asked, not the text anywhere in the panel)
    const bodies = () =>
      within(panel)
        .getAllByTestId('chat-item')
        .map((li) => li.querySelector('.chat-item-body')?.textContent);
    await waitFor(() => expect(bodies()).toEqual(['Which aisle first?\nI would say 3.', 'Live hello', 'Aisle 3 it is']));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/v3/chat-sessions/post-chat-item/12')?.body).toEqual({
      body: 'Aisle 3 it is',
    });
    await waitFor(() => expect(within(panel).getByTestId('chat-body')).toHaveValue(''));
  });

  it('refuses an empty message on the client and shows a closed session read-only', async () => {
    const calls = stub(SESSIONS);
    view();
    fireEvent.click(await screen.findByTestId('contribution-tab-chat'));
    const panel = await screen.findByTestId('chat-panel-OWNERS_MENTOR');
    fireEvent.click(within(panel).getByTestId('chat-send'));
    await waitFor(() => expect(within(panel).getByTestId('chat-body')).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.some((c) => c.method === 'POST' && c.path.includes('post-chat-item'))).toBe(false);

    fireEvent.click(screen.getByTestId('chat-session-OWNERS'));
    const closed = await screen.findByTestId('chat-panel-OWNERS');
    expect(within(closed).getByTestId('chat-closed')).toBeInTheDocument();
    expect(within(closed).queryByTestId('chat-composer')).toBeNull();
    expect(within(closed).queryByTestId('chat-toggle-status')).toBeNull(); // the state grants the owner no status command
  });

  it('shows no chat tab to someone who reads no session', async () => {
    stub([]);
    view();
    await screen.findByTestId('contribution-tab-details');
    expect(screen.queryByTestId('contribution-tab-chat')).toBeNull();
  });
});
