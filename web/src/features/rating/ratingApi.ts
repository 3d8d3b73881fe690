/** A contribution's ratings through the app's RTK Query API (docs/api-collaboration.md). */
import { api } from '../../app/api/baseApi';
import type { Schemas } from '../../app/api/types';

export type RatingSummary = Schemas['Ratings'];

/** What a rating's change makes stale: the summary, the detail's average and the lists' column. */
const afterRating = (contributionId: number) => [
  { type: 'Rating' as const, id: contributionId },
  { type: 'Contribution' as const, id: contributionId },
  'ContributionList' as const,
];

export const ratingApi = api.enhanceEndpoints({ addTagTypes: ['Rating', 'Contribution', 'ContributionList'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Quiet: a summary the caller may not read leaves the card out. */
    ratingSummary: build.query<RatingSummary, number>({
      query: (contributionId) => ({ url: `/api/v3/contribution-ratings/${contributionId}`, notify: false }),
      providesTags: (_r, _e, id) => [{ type: 'Rating', id }],
    }),
    /** The caller's first rating (POST) or a change of it (PUT). */
    rate: build.mutation<RatingSummary, { contributionId: number; rating: number; change: boolean }>({
      query: ({ contributionId, rating, change }) => ({
        url: '/api/v3/contribution-ratings',
        method: change ? 'PUT' : 'POST',
        body: { contributionId, rating },
      }),
      invalidatesTags: (_r, e, a) => (e ? [] : afterRating(a.contributionId)),
    }),
    removeRating: build.mutation<null, number>({
      query: (contributionId) => ({ url: `/api/v3/contribution-ratings/${contributionId}`, method: 'DELETE' }),
      invalidatesTags: (_r, e, id) => (e ? [] : afterRating(id)),
    }),
  }),
});

export const { useRatingSummaryQuery, useRateMutation, useRemoveRatingMutation } = ratingApi;
