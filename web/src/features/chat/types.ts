/** Chat shapes, generated from the OpenAPI document (internal/chat). */
import type { Schemas } from '../../app/api/types';

export type ChatSession = Schemas['ChatSession'];
export type ChatItem = Schemas['ChatItem'];
export type ChatSessionType = Schemas['ChatSessionType'];
export type ChatSessionStatus = Schemas['ChatSessionStatus'];

export const CHAT_SESSION_TYPES = [
  'OWNERS',
  'OWNERS_MENTOR',
  'OWNERS_ADVISORS',
  'MENTOR_EXPERT',
] as const satisfies readonly ChatSessionType[];

/** The server's bounds of a chat item's body (internal/chat). */
export const CHAT_BODY_MAX = 2000;
/** Items read per page (the server's default is 50, at most 100). */
export const CHAT_PAGE_SIZE = 50;

/** The command that opens and closes sessions (the detail's commands list it when the state grants it). */
export const CHAT_STATUS_COMMAND = 'CHANGE_CHAT_SESSION_STATUS';
