/**
 * User administration through the app's RTK Query API. A save refreshes the user lists (this page's
 * and the organization tree's users panel), the saved user, and the tree whose user counts it changes.
 */
import { api as rtk, LIST, type ListResult } from '../../app/api/baseApi';
import type { QueryParams } from '../../app/api';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import type { ManagedUser, ManagedUserBody, RegistrationHistory } from './types';

export interface UsersArgs {
  /** 1-based */
  page: number;
  /** 'field,asc|desc' */
  sort: string;
  /** the set filters in the server's parameter names (filterParams) */
  filters: QueryParams;
}

const USER_LIST = { type: 'UserList', id: LIST } as const;
const ORGANIZATION_TREE = { type: 'OrganizationTree', id: LIST } as const;

const userManagementApi = rtk.enhanceEndpoints({ addTagTypes: ['User', 'UserList', 'OrganizationTree'] }).injectEndpoints({
  endpoints: (build) => ({
    users: build.query<ListResult<ManagedUser>, UsersArgs>({
      query: ({ page, sort, filters }) => ({
        url: '/api/v3/users',
        list: true,
        params: { page: page - 1, size: DEFAULT_PAGE_SIZE, sort: [sort], ...filters },
      }),
      providesTags: (result) => [USER_LIST, ...(result?.items ?? []).map((u) => ({ type: 'User' as const, id: u.id }))],
    }),
    user: build.query<ManagedUser, number>({
      query: (id) => ({ url: `/api/v3/users/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    /** Every role a user can hold. */
    authorities: build.query<string[], void>({
      query: () => ({ url: '/api/users/authorities' }),
    }),
    registrationHistory: build.query<RegistrationHistory[], number>({
      query: (id) => ({ url: `/api/v3/users/user-registration-history/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    createUser: build.mutation<ManagedUser, ManagedUserBody>({
      query: (body) => ({ url: '/api/users', method: 'POST', body }),
      invalidatesTags: [USER_LIST, ORGANIZATION_TREE],
    }),
    updateUser: build.mutation<ManagedUser, ManagedUserBody>({
      query: (body) => ({ url: '/api/users', method: 'PUT', body }),
      invalidatesTags: (_r, _e, body) => [USER_LIST, ORGANIZATION_TREE, { type: 'User', id: body.id ?? undefined }],
    }),
    /** The filtered, sorted list as an Excel file, saved as users.xls. */
    exportUsers: build.mutation<null, { sort: string; filters: QueryParams }>({
      query: ({ sort, filters }) => ({ url: '/api/v3/users/excel', params: { ...filters, sort }, saveAs: 'users.xls' }),
    }),
  }),
});

export const {
  useUsersQuery,
  useUserQuery,
  useAuthoritiesQuery,
  useRegistrationHistoryQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useExportUsersMutation,
} = userManagementApi;
