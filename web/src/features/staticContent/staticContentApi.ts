/**
 * Static content administration through the app's RTK Query API. A save refreshes the editor's list
 * and the public block of that key and language (read by shared/staticContent.ts, whose tags these
 * are), so every page that shows it has the new text without a reload.
 */
import { api, LIST, type ListResult } from '../../app/api/baseApi';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import type { StaticContentBody, StaticContentEntry } from './types';

export interface StaticContentsArgs {
  /** 1-based */
  page: number;
  /** '' for every language */
  locale: string;
  /** '' for every key */
  contentKey: string;
}

const blockId = (locale: string, key: string) => `${locale}/${key}`;

const staticContentApi = api.enhanceEndpoints({ addTagTypes: ['StaticContent'] }).injectEndpoints({
  endpoints: (build) => ({
    staticContents: build.query<ListResult<StaticContentEntry>, StaticContentsArgs>({
      query: ({ page, locale, contentKey }) => ({
        url: '/api/v3/static-contents',
        list: true,
        params: {
          page: page - 1,
          size: DEFAULT_PAGE_SIZE,
          sort: ['contentKey,asc', 'locale,asc'],
          ...(locale ? { locale } : {}),
          ...(contentKey.trim() ? { contentKey: contentKey.trim() } : {}),
        },
      }),
      providesTags: [{ type: 'StaticContent', id: LIST }],
    }),
    saveStaticContent: build.mutation<StaticContentEntry, StaticContentBody>({
      query: (body) => ({ url: '/api/v3/static-contents', method: 'PUT', body }),
      invalidatesTags: (_r, _e, body) => [
        { type: 'StaticContent', id: LIST },
        { type: 'StaticContent', id: blockId(body.locale, body.contentKey) },
      ],
    }),
  }),
});

export const { useStaticContentsQuery, useSaveStaticContentMutation } = staticContentApi;
