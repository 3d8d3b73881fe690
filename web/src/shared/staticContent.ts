/**
 * A public static content block (footer, contact side panel, home intro, the view page):
 * GET /api/v3/public/static-contents/{locale}/{key}, read through the app's RTK Query API. A block
 * that does not exist answers 404, which the API client keeps quiet (spec 000 §8); the page then
 * shows nothing. Saving a block (the static content administration, staticContent/staticContentApi.ts)
 * invalidates it, and every page showing it reads it again.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { api, LIST } from '../app/api/baseApi';
import type { Schemas } from '../app/api/types';

/** A block as the public call answers it (its title and HTML are what the pages show). */
export type StaticContent = Schemas['StaticcontentContent'];

export interface StaticContentArgs {
  locale: string;
  key: string;
}

export const staticContentApi = api.enhanceEndpoints({ addTagTypes: ['StaticContent'] }).injectEndpoints({
  endpoints: (build) => ({
    publicStaticContent: build.query<StaticContent, StaticContentArgs>({
      query: ({ locale, key }) => ({
        url: `/api/v3/public/static-contents/${encodeURIComponent(locale)}/${encodeURIComponent(key)}`,
      }),
      // the administration's save invalidates the list tag and the block's `{locale}/{key}`
      providesTags: (_r, _e, { locale, key }) => [
        { type: 'StaticContent', id: LIST },
        { type: 'StaticContent', id: `${locale}/${key}` },
      ],
    }),
  }),
});

export const { usePublicStaticContentQuery } = staticContentApi;

/** The static content block for (locale, key); undefined while loading, null when absent or failed. */
export function useStaticContent(locale: string, key: string | null): StaticContent | null | undefined {
  const block = usePublicStaticContentQuery(key ? { locale, key } : skipToken);
  if (!key) return null;
  // currentData: a switch of language or key shows the loading state, not the previous block
  if (block.currentData !== undefined) return block.currentData;
  return block.isError ? null : undefined;
}
