/** What the chat tab computes: items kept in order without doubles, counts updated by live items. */
import { z } from 'zod';
import { text } from '../../shared/form/schema';
import { CHAT_BODY_MAX, type ChatItem, type ChatSession } from './types';

/** Adds an item (from the stream or the caller's own post) to a page of items, oldest first; a known id is ignored. */
export function addItem(items: ChatItem[], item: ChatItem): void {
  if (items.some((i) => i.id === item.id)) return;
  const at = items.findIndex((i) => i.id > item.id);
  if (at < 0) items.push(item);
  else items.splice(at, 0, item);
}

/** Counts a new item in its session: one more item, and unread unless the caller wrote it. */
export function countItem(sessions: ChatSession[], item: ChatItem, me: number | undefined): void {
  const s = sessions.find((x) => x.id === item.sessionId);
  if (!s || item.id <= s.lastItemId) return;
  s.itemCount += 1;
  s.lastItemId = item.id;
  if (item.authorId !== me) s.unreadCount += 1;
}

/** The unread items of every session, for the tab's title. */
export const totalUnread = (sessions: readonly ChatSession[]) => sessions.reduce((n, s) => n + s.unreadCount, 0);

/** The session shown first: the first with unread items, else the first. */
export function firstSession(sessions: readonly ChatSession[]): ChatSession | undefined {
  return sessions.find((s) => s.unreadCount > 0) ?? sessions[0];
}

export const composerSchema = z.object({ body: text({ required: true, max: CHAT_BODY_MAX }) });
export type ComposerValues = z.infer<typeof composerSchema>;
