/** Campaigns through the app's RTK Query API (docs/api-content-campaigns.md "Campaigns"). */
import { api, type ListResult } from '../../app/api/baseApi';
import { publishableEndpoints } from '../publishing/publishingApi';
import { archivePayload } from './form';
import type { Campaign, CampaignPayload } from './types';

const BASE = '/api/v3/campaigns';

export interface CampaignsArgs {
  page: number;
  size: number;
  /** 'field,asc|desc' */
  sort: string;
  /** every published, terminated or completed one (…/all), or those `params` ask for (open=true, closed=true) */
  all: boolean;
  params?: Record<string, boolean>;
}

const campaignApi = api.enhanceEndpoints({ addTagTypes: ['Campaign', 'CampaignList'] }).injectEndpoints({
  endpoints: (build) => {
    const shared = publishableEndpoints<Campaign, CampaignPayload, 'Campaign' | 'CampaignList'>(build, {
      entity: 'campaign',
      base: BASE,
      tag: 'Campaign',
      listTag: 'CampaignList',
    });
    return {
      /** Published campaigns visible to the caller: all of them, the open ones (?open=true) or the closed ones (?closed=true). */
      campaigns: build.query<ListResult<Campaign>, CampaignsArgs>({
        query: ({ page, size, sort, all, params }) => ({
          url: all ? `${BASE}/all` : BASE,
          list: true,
          params: { page, size, sort: [sort], ...params },
        }),
        providesTags: ['CampaignList'],
      }),
      managedCampaigns: shared.manage,
      campaign: shared.detail,
      campaignForUpdate: shared.forUpdate,
      createCampaign: shared.create,
      /** Saves and moves: `publishState` is the wanted state (the server runs the state machine). */
      updateCampaign: shared.update,
      deleteCampaign: shared.remove,
      /** Archives a terminated or completed campaign as the server has it now (the manage list's Archive). */
      archiveCampaign: build.mutation<Campaign, number>({
        queryFn: async (id, _api, _extra, baseQuery) => {
          const current = await baseQuery({ url: `${BASE}/${id}/update` });
          if (current.error) return { error: current.error };
          const saved = await baseQuery({
            url: BASE,
            method: 'PUT',
            body: archivePayload(current.data as Campaign),
            successMessage: 'campaign.messages.archived',
          });
          return saved.error ? { error: saved.error } : { data: saved.data as Campaign };
        },
        invalidatesTags: (_r, error, id) => (error ? [] : ['CampaignList', { type: 'Campaign', id }]),
      }),
    };
  },
});

export const {
  useCampaignsQuery,
  useManagedCampaignsQuery,
  useCampaignQuery,
  useCampaignForUpdateQuery,
  useCreateCampaignMutation,
  useUpdateCampaignMutation,
  useDeleteCampaignMutation,
  useArchiveCampaignMutation,
} = campaignApi;
