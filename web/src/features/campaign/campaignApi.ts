/** Calls of the campaign pages (docs/api-content-campaigns.md "Campaigns"). */
import api, { type PageQuery, type QueryParams, type RequestOptions } from '../../app/api';
import type { Campaign, CampaignPayload } from './types';

const BASE = '/api/v3/campaigns';

/** Published campaigns visible to the caller; `open=true` (window open now) or `closed=true` (terminated or completed) narrow it. */
export function fetchCampaigns(query: PageQuery & { params?: QueryParams }, signal?: AbortSignal) {
  return api.list<Campaign>(BASE, query, { signal });
}

/** Every published, terminated or completed campaign visible to the caller. */
export function fetchAllCampaigns(query: PageQuery & { params?: QueryParams }, signal?: AbortSignal) {
  return api.list<Campaign>(`${BASE}/all`, query, { signal });
}

/** Every campaign for authors and editors; filters `title`, `publishState`. */
export function fetchManagedCampaigns(query: PageQuery & { params?: QueryParams }, signal?: AbortSignal) {
  return api.list<Campaign>(`${BASE}/manage`, query, { signal });
}

export async function fetchCampaign(id: number, signal?: AbortSignal): Promise<Campaign> {
  return (await api.get<Campaign>(`${BASE}/${id}`, { signal })).data;
}

export async function fetchCampaignForUpdate(id: number, signal?: AbortSignal): Promise<Campaign> {
  return (await api.get<Campaign>(`${BASE}/${id}/update`, { signal })).data;
}

export async function createCampaign(body: CampaignPayload, options?: RequestOptions): Promise<Campaign> {
  return (await api.post<Campaign>(BASE, body, options)).data;
}

/** Saves and moves: `publishState` is the wanted state (the server runs the state machine). */
export async function updateCampaign(body: CampaignPayload, options?: RequestOptions): Promise<Campaign> {
  return (await api.put<Campaign>(BASE, body, options)).data;
}

export async function deleteCampaign(id: number, options?: RequestOptions): Promise<void> {
  await api.del(`${BASE}/${id}`, options);
}
