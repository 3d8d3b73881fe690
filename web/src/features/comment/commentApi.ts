/** A contribution's comments and their likes through the app's RTK Query API (docs/api-collaboration.md). */
import { api, type ListResult } from '../../app/api/baseApi';
import type { Comment, CommentLike } from './types';

/**
 * What a comment's change makes stale: the thread, the contribution's detail (its comment count, the
 * tab's title) and the lists (their count column); a hide or restore also writes the history.
 */
const afterComment = (contributionId: number, history = false) => [
  { type: 'Comment' as const, id: contributionId },
  { type: 'Contribution' as const, id: contributionId },
  'ContributionList' as const,
  ...(history ? [{ type: 'History' as const, id: contributionId }] : []),
];

export const commentApi = api
  .enhanceEndpoints({ addTagTypes: ['Comment', 'Contribution', 'ContributionList', 'History'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** One page (0-based) of the thread, oldest first. Quiet: the tab explains a refusal itself. */
      comments: build.query<ListResult<Comment>, { contributionId: number; page: number; size: number }>({
        query: ({ contributionId, page, size }) => ({
          url: `/api/v3/comments/list/${contributionId}`,
          params: { page, size },
          list: true,
          notify: false,
        }),
        providesTags: (_r, _e, a) => [{ type: 'Comment', id: a.contributionId }],
      }),
      addComment: build.mutation<Comment, { contributionId: number; comment: string }>({
        query: ({ contributionId, comment }) => ({
          url: `/api/v3/comments/add-comment/${contributionId}`,
          method: 'POST',
          body: { comment },
        }),
        invalidatesTags: (_r, e, a) => (e ? [] : afterComment(a.contributionId)),
      }),
      updateComment: build.mutation<Comment, { contributionId: number; id: number; comment: string }>({
        query: ({ id, comment }) => ({ url: `/api/v3/comments/update-comment/${id}`, method: 'POST', body: { comment } }),
        invalidatesTags: (_r, e, a) => (e ? [] : [{ type: 'Comment', id: a.contributionId }]),
      }),
      deleteComment: build.mutation<null, { contributionId: number; id: number }>({
        query: ({ id }) => ({ url: `/api/v3/comments/${id}`, method: 'DELETE' }),
        invalidatesTags: (_r, e, a) => (e ? [] : afterComment(a.contributionId)),
      }),
      hideComment: build.mutation<Comment, { contributionId: number; id: number; reason: string }>({
        query: ({ id, reason }) => ({ url: `/api/v3/comments/hide-comment/${id}`, method: 'POST', body: { reason } }),
        invalidatesTags: (_r, e, a) => (e ? [] : afterComment(a.contributionId, true)),
      }),
      restoreComment: build.mutation<Comment, { contributionId: number; id: number }>({
        query: ({ id }) => ({ url: `/api/v3/comments/restore-comment/${id}`, method: 'POST' }),
        invalidatesTags: (_r, e, a) => (e ? [] : afterComment(a.contributionId, true)),
      }),
      toggleLike: build.mutation<CommentLike, { contributionId: number; id: number }>({
        query: ({ id }) => ({ url: `/api/v3/comments/toggle-like/${id}`, method: 'POST' }),
        invalidatesTags: (_r, e, a) => (e ? [] : [{ type: 'Comment', id: a.contributionId }]),
      }),
    }),
  });

export const {
  useCommentsQuery,
  useAddCommentMutation,
  useUpdateCommentMutation,
  useDeleteCommentMutation,
  useHideCommentMutation,
  useRestoreCommentMutation,
  useToggleLikeMutation,
} = commentApi;
