/**
 * The organization tree as the forms and filters choose from it: GET /api/v3/organizations/treeSelect,
 * through the app's RTK Query API. A change to the organizations (their administration) invalidates
 * 'Organization', so every select shows the new tree without a reload.
 */
import { api, LIST } from '../app/api/baseApi';
import type { TreeSelectNode } from './organizationTree';

const organizationTreeApi = api.enhanceEndpoints({ addTagTypes: ['Organization'] }).injectEndpoints({
  endpoints: (build) => ({
    treeSelect: build.query<TreeSelectNode[], void>({
      query: () => ({ url: '/api/v3/organizations/treeSelect' }),
      // the whole tree: any organization write invalidates the list tag
      providesTags: [{ type: 'Organization', id: LIST }],
    }),
  }),
});

export const { useTreeSelectQuery } = organizationTreeApi;
