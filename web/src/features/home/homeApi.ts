/**
 * The home page's lists (spec 000 §2 "Home page"), through the app's RTK Query API. They are the
 * campaign and content lists the other pages show, so a campaign or content write (invalidating
 * 'CampaignList' / 'ContentList', features/publishing) refreshes the home page too; a new session starts with an
 * empty cache, so what a visitor may see is read again after sign-in.
 */
import { api, type ListResult } from '../../app/api/baseApi';
import { pageParams } from '../../app/api';
import type { Campaign } from '../campaign/types';
import type { Competition } from '../competition/types';
import type { Content } from '../content/types';
import { CLOSED_SLIDER_MAX, LATEST_CONTENT_QUERY } from './slider';

export const homeApi = api.enhanceEndpoints({ addTagTypes: ['CampaignList', 'ContentList', 'CompetitionList'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Open campaigns for the banner slider, the nearest end first. */
    openCampaigns: build.query<Campaign[], void>({
      query: () => ({
        url: '/api/v3/campaigns',
        list: true,
        params: { ...pageParams({ page: 0, size: 20, sort: 'dateSubmissionEnd,asc' }), open: true },
      }),
      transformResponse: (page: ListResult<Campaign>) => page.items,
      providesTags: ['CampaignList'],
    }),
    /** Closed (terminated or completed) campaigns, the latest first, at most 5. */
    closedCampaigns: build.query<Campaign[], void>({
      query: () => ({
        url: '/api/v3/campaigns',
        list: true,
        params: { ...pageParams({ page: 0, size: CLOSED_SLIDER_MAX, sort: 'dateSubmissionEnd,desc' }), closed: true },
      }),
      transformResponse: (page: ListResult<Campaign>) => page.items.slice(0, CLOSED_SLIDER_MAX),
      providesTags: ['CampaignList'],
    }),
    /** Open competitions (ANNOUNCED, taking ideas) for the banner slider, the newest first; names in `language`. */
    openCompetitions: build.query<Competition[], string>({
      query: (language) => ({
        url: `/api/v3/competitions/langKey/${language}`,
        list: true,
        params: { ...pageParams({ page: 0, size: 20, sort: 'dateCreated,desc' }), open: true },
      }),
      transformResponse: (page: ListResult<Competition>) => page.items,
      providesTags: ['CompetitionList'],
    }),
    /** Closed competitions (no longer taking ideas), the newest first, at most 5. */
    closedCompetitions: build.query<Competition[], string>({
      query: (language) => ({
        url: `/api/v3/competitions/langKey/${language}`,
        list: true,
        params: { ...pageParams({ page: 0, size: CLOSED_SLIDER_MAX, sort: 'dateCreated,desc' }), closed: true },
      }),
      transformResponse: (page: ListResult<Competition>) => page.items.slice(0, CLOSED_SLIDER_MAX),
      providesTags: ['CompetitionList'],
    }),
    /** The latest content in `language`: page 0, size 10, publishDate descending. */
    latestContent: build.query<Content[], string>({
      query: (language) => ({ url: '/api/v3/contents', list: true, params: { ...pageParams(LATEST_CONTENT_QUERY), language } }),
      transformResponse: (page: ListResult<Content>) => page.items.slice(0, LATEST_CONTENT_QUERY.size),
      providesTags: ['ContentList'],
    }),
  }),
});

export const {
  useOpenCampaignsQuery,
  useClosedCampaignsQuery,
  useOpenCompetitionsQuery,
  useClosedCompetitionsQuery,
  useLatestContentQuery,
} = homeApi;
