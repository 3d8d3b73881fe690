import { describe, expect, it } from 'vitest';
import { addItem, countItem, firstSession, totalUnread } from './model';
import type { ChatItem, ChatSession } from './types';

const item = (id: number, authorId = 5, sessionId = 12): ChatItem => ({
  id,
  sessionId,
  body: `item ${id}`,
  authorId,
  authorName: 'A',
  authorRole: 'MENTOR',
  createdDate: '2025-03-01T09:00:00Z',
});

const session = (id: number, unreadCount: number, lastItemId = 0): ChatSession => ({
  id,
  contributionId: 7,
  sessionType: 'OWNERS_MENTOR',
  status: 'OPEN',
  memberRoles: [],
  members: [],
  canWrite: true,
  itemCount: lastItemId > 0 ? 1 : 0,
  unreadCount,
  lastItemId,
});

describe('chat model', () => {
  it('keeps items in id order without doubles (a stream event and the post answer for one item)', () => {
    const items = [item(1), item(3)];
    addItem(items, item(2));
    addItem(items, item(3));
    addItem(items, item(4));
    expect(items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });

  it('counts a new item once, as unread unless the caller wrote it', () => {
    const sessions = [session(12, 0, 10)];
    countItem(sessions, item(11), 2);
    countItem(sessions, item(11), 2); // the same item again (resumed stream)
    countItem(sessions, item(12, 2), 2); // the caller's own
    countItem(sessions, item(13, 5, 99), 2); // another session: not in the list
    expect(sessions[0]).toMatchObject({ itemCount: 3, unreadCount: 1, lastItemId: 12 });
  });

  it('sums the unread items and shows the first unread session first', () => {
    const list = [session(1, 0), session(2, 3), session(3, 1)];
    expect(totalUnread(list)).toBe(4);
    expect(firstSession(list)?.id).toBe(2);
    expect(firstSession([session(1, 0)])?.id).toBe(1);
    expect(firstSession([])).toBeUndefined();
  });
});
