/** The home page's lists (spec 000 §2 "Home page"); a failing block stays hidden, without a toast. */
import api from '../../app/api';
import type { Campaign } from '../campaign/types';
import type { Content } from '../content/types';
import { CLOSED_SLIDER_MAX, LATEST_CONTENT_QUERY } from './slider';

/** Open campaigns for the banner slider, the nearest end first. */
export async function fetchOpenCampaigns(signal?: AbortSignal): Promise<Campaign[]> {
  const r = await api.list<Campaign>(
    '/api/v3/campaigns',
    { page: 0, size: 20, sort: 'dateSubmissionEnd,asc', params: { open: true } },
    { signal, notify: false },
  );
  return r.items;
}

/** Closed (terminated or completed) campaigns, the latest first, at most 5. */
export async function fetchClosedCampaigns(signal?: AbortSignal): Promise<Campaign[]> {
  const r = await api.list<Campaign>(
    '/api/v3/campaigns',
    { page: 0, size: CLOSED_SLIDER_MAX, sort: 'dateSubmissionEnd,desc', params: { closed: true } },
    { signal, notify: false },
  );
  return r.items.slice(0, CLOSED_SLIDER_MAX);
}

/** The latest content in `language` (or for every language): page 0, size 10, publishDate descending. */
export async function fetchLatestContent(language: string, signal?: AbortSignal): Promise<Content[]> {
  const r = await api.list<Content>('/api/v3/contents', { ...LATEST_CONTENT_QUERY, params: { language } }, { signal, notify: false });
  return r.items.slice(0, LATEST_CONTENT_QUERY.size);
}
