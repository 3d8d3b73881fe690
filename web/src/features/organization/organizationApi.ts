/**
 * Organization reads and writes through the app's RTK Query API. Every write refreshes the tree, the
 * tree-select lists (user management, audiences) and the paged list, so a node added shows at once.
 */
import { api, LIST, type ListResult } from '../../app/api/baseApi';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import type { TreeSelectNode } from '../../shared/organizationTree';
import type { ManagedUser } from '../userManagement/types';
import type { OrgBody, OrgNode } from './types';

const TREE = { type: 'OrganizationTree', id: LIST } as const;
const LIST_TAG = { type: 'Organization', id: LIST } as const;

const organizationApi = api.enhanceEndpoints({ addTagTypes: ['Organization', 'OrganizationTree', 'UserList'] }).injectEndpoints({
  endpoints: (build) => ({
    organizationTree: build.query<OrgNode[], void>({
      query: () => ({ url: '/api/v3/organizations/tree' }),
      providesTags: [TREE],
    }),
    /** The tree as the selects show it (GET /api/v3/organizations/treeSelect). */
    organizationTreeSelect: build.query<TreeSelectNode[], void>({
      query: () => ({ url: '/api/v3/organizations/treeSelect' }),
      providesTags: [TREE],
    }),
    /** A page (1-based) of every node. */
    organizationList: build.query<ListResult<OrgNode>, number>({
      query: (page) => ({
        url: '/api/v3/organizations-list',
        list: true,
        params: { page: page - 1, size: DEFAULT_PAGE_SIZE, sort: ['id,asc'] },
      }),
      providesTags: [LIST_TAG],
    }),
    /** The users of one node; a user's save refreshes it (UserList). */
    organizationUsers: build.query<ManagedUser[], number>({
      query: (id) => ({ url: `/api/users/organizationId/${id}` }),
      providesTags: [{ type: 'UserList', id: LIST }],
    }),
    createOrganization: build.mutation<OrgNode, OrgBody>({
      query: (body) => ({ url: '/api/v3/organizations', method: 'POST', body }),
      invalidatesTags: [TREE, LIST_TAG],
    }),
    updateOrganization: build.mutation<OrgNode, OrgBody>({
      query: (body) => ({ url: '/api/v3/organizations', method: 'PUT', body }),
      invalidatesTags: [TREE, LIST_TAG],
    }),
    deleteOrganization: build.mutation<null, number>({
      query: (id) => ({ url: `/api/v3/organizations/${id}`, method: 'DELETE' }),
      invalidatesTags: [TREE, LIST_TAG],
    }),
  }),
});

export const {
  useOrganizationTreeQuery,
  useOrganizationTreeSelectQuery,
  useOrganizationListQuery,
  useOrganizationUsersQuery,
  useCreateOrganizationMutation,
  useUpdateOrganizationMutation,
  useDeleteOrganizationMutation,
} = organizationApi;
