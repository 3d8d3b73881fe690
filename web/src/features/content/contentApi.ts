/** Content through the app's RTK Query API (docs/api-content-campaigns.md "Content"). */
import { api, type ListResult } from '../../app/api/baseApi';
import { publishableEndpoints } from '../publishing/publishingApi';
import type { Content, ContentCategory, ContentPayload } from './types';

export interface ContentsArgs {
  page: number;
  size: number;
  /** 'field,asc|desc' */
  sort: string;
  /** the items in this language or for every language */
  language: string;
}

const contentApi = api.enhanceEndpoints({ addTagTypes: ['Content', 'ContentList'] }).injectEndpoints({
  endpoints: (build) => {
    const shared = publishableEndpoints<Content, ContentPayload, 'Content' | 'ContentList'>(build, {
      entity: 'content',
      base: '/api/v3/contents',
      tag: 'Content',
      listTag: 'ContentList',
    });
    return {
      /** The public list: published, current, visible to the caller. */
      contents: build.query<ListResult<Content>, ContentsArgs>({
        query: ({ page, size, sort, language }) => ({
          url: '/api/v3/contents',
          list: true,
          params: { page, size, sort: [sort], language },
        }),
        providesTags: ['ContentList'],
      }),
      managedContents: shared.manage,
      content: shared.detail,
      contentForUpdate: shared.forUpdate,
      createContent: shared.create,
      updateContent: shared.update,
      deleteContent: shared.remove,
      /** GET api/public/content-categories. */
      contentCategories: build.query<ContentCategory[], void>({
        query: () => ({ url: '/api/public/content-categories' }),
      }),
    };
  },
});

export const {
  useContentsQuery,
  useManagedContentsQuery,
  useContentQuery,
  useContentForUpdateQuery,
  useCreateContentMutation,
  useUpdateContentMutation,
  useDeleteContentMutation,
  useContentCategoriesQuery,
} = contentApi;
