/** Tag administration through the app's RTK Query API: a write refreshes every tag list shown. */
import { api, LIST, type ListResult } from '../../app/api/baseApi';
import type { Tag } from '../contribution/types';
import type { TagBody } from './model';

export interface AdminTagsArgs {
  page: number;
  size: number;
  /** 'field,asc|desc' */
  sort: string;
  /** folded "contains" on the name; '' for all */
  name: string;
}

export const tagApi = api.enhanceEndpoints({ addTagTypes: ['Tag'] }).injectEndpoints({
  endpoints: (build) => ({
    adminTags: build.query<ListResult<Tag>, AdminTagsArgs>({
      query: ({ page, size, sort, name }) => ({
        url: '/api/v3/admin/contribution-tags',
        list: true,
        params: { page, size, sort: [sort], ...(name === '' ? {} : { name }) },
      }),
      providesTags: (result) => [{ type: 'Tag', id: LIST }, ...(result?.items ?? []).map((t) => ({ type: 'Tag' as const, id: t.id }))],
    }),
    createTag: build.mutation<Tag, TagBody>({
      query: (body) => ({ url: '/api/v3/contribution-tags', method: 'POST', body }),
      invalidatesTags: [{ type: 'Tag', id: LIST }],
    }),
    updateTag: build.mutation<Tag, TagBody>({
      query: (body) => ({ url: '/api/v3/contribution-tags', method: 'PUT', body }),
      invalidatesTags: (_r, _e, body) => [
        { type: 'Tag', id: LIST },
        { type: 'Tag', id: body.id },
      ],
    }),
    deleteTag: build.mutation<null, number>({
      query: (id) => ({ url: `/api/v3/contribution-tags/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Tag', id: LIST }],
    }),
  }),
});

export const { useAdminTagsQuery, useCreateTagMutation, useUpdateTagMutation, useDeleteTagMutation } = tagApi;
