/**
 * Chat sessions and items through the app's RTK Query API. The session list of a contribution keeps a live
 * stream open while a page shows it (onCacheEntryAdded): new items go into the items and the counts without a
 * reload, a session opened or closed refreshes the list (docs/api-collaboration.md "Chat").
 */
import { api } from '../../app/api/baseApi';
import { openEventStream } from '../../app/api/eventStream';
import type { RootState } from '../../app/store';
import { addItem, countItem } from './model';
import { CHAT_PAGE_SIZE, type ChatItem, type ChatSession, type ChatSessionStatus } from './types';

export interface ItemsArgs {
  sessionId: number;
  /** an item id: the page before it (absent: the newest page, which the stream extends) */
  before?: number;
}

export const chatApi = api.enhanceEndpoints({ addTagTypes: ['ChatSession', 'ChatItems', 'Contribution'] }).injectEndpoints({
  endpoints: (build) => ({
    chatSessions: build.query<ChatSession[], number>({
      query: (contributionId) => ({ url: `/api/v3/chat-sessions/list/${contributionId}`, notify: false }),
      providesTags: (_r, _e, id) => [{ type: 'ChatSession', id }],
      async onCacheEntryAdded(contributionId, { cacheDataLoaded, cacheEntryRemoved, dispatch, getState }) {
        try {
          const { data } = await cacheDataLoaded;
          if (data.length === 0) return; // no session to follow
        } catch {
          return; // the entry went before it loaded
        }
        const stop = new AbortController();
        void openEventStream(`/api/v3/chat-sessions/stream/${contributionId}`, {
          signal: stop.signal,
          onEvent: (e) => {
            if (e.event === 'chat-item') {
              const item = JSON.parse(e.data) as ChatItem;
              const me = (getState() as unknown as RootState).authentication.account?.id;
              dispatch(chatApi.util.updateQueryData('chatSessions', contributionId, (d) => countItem(d, item, me)));
              dispatch(chatApi.util.updateQueryData('chatItems', { sessionId: item.sessionId }, (d) => addItem(d, item)));
            } else if (e.event === 'chat-session') {
              dispatch(chatApi.util.invalidateTags([{ type: 'ChatSession', id: contributionId }]));
            }
          },
        });
        await cacheEntryRemoved;
        stop.abort();
      },
    }),
    chatItems: build.query<ChatItem[], ItemsArgs>({
      query: ({ sessionId, before }) => ({
        url: `/api/v3/chat-sessions/chat-items/${sessionId}`,
        params: { before, size: CHAT_PAGE_SIZE },
        notify: false,
      }),
      providesTags: (_r, _e, a) => [{ type: 'ChatItems', id: a.sessionId }],
    }),
    postChatItem: build.mutation<ChatItem, { sessionId: number; contributionId: number; body: string }>({
      query: ({ sessionId, body }) => ({ url: `/api/v3/chat-sessions/post-chat-item/${sessionId}`, method: 'POST', body: { body } }),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(chatApi.util.updateQueryData('chatItems', { sessionId: arg.sessionId }, (d) => addItem(d, data)));
          dispatch(chatApi.util.updateQueryData('chatSessions', arg.contributionId, (d) => countItem(d, data, data.authorId)));
        } catch {
          // the client's toast tells the failure; the form keeps the text
        }
      },
    }),
    markChatRead: build.mutation<ChatSession, { sessionId: number; contributionId: number; lastItemId: number }>({
      query: ({ sessionId, lastItemId }) => ({
        url: `/api/v3/chat-sessions/read/${sessionId}`,
        method: 'POST',
        body: { lastItemId },
        notify: false,
      }),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            chatApi.util.updateQueryData('chatSessions', arg.contributionId, (d) => {
              const s = d.find((x) => x.id === data.id);
              if (s) s.unreadCount = data.unreadCount;
            }),
          );
        } catch {
          // a read marker that did not move shows the badge a little longer
        }
      },
    }),
    changeChatStatus: build.mutation<ChatSession[], { contributionId: number; status: ChatSessionStatus; sessionIds: number[] }>({
      query: ({ contributionId, status, sessionIds }) => ({
        url: `/api/v3/contributions/${contributionId}/command/change-chat-session-status/parameter/${status}`,
        method: 'POST',
        body: { sessionList: sessionIds },
        successMessage: status === 'OPEN' ? 'chat.opened' : 'chat.closed',
      }),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(chatApi.util.upsertQueryData('chatSessions', arg.contributionId, data));
        } catch {
          // toast shown by the client
        }
      },
      invalidatesTags: ['Contribution'],
    }),
  }),
});

export const { useChatSessionsQuery, useChatItemsQuery, usePostChatItemMutation, useMarkChatReadMutation, useChangeChatStatusMutation } =
  chatApi;
