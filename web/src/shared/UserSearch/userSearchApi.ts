/** The user search of the type-ahead (spec 002 §2): GET /api/v3/search-user, through the app's RTK Query API. */
import { api, LIST } from '../../app/api/baseApi';
import type { Schemas } from '../../app/api/types';
import { searchParams, type SearchMode } from './rules';

export interface UserSearchArgs {
  text: string;
  mode: SearchMode;
  context?: string;
}

const userSearchApi = api.enhanceEndpoints({ addTagTypes: ['User'] }).injectEndpoints({
  endpoints: (build) => ({
    searchUsers: build.query<Schemas['SearchResult'][], UserSearchArgs>({
      query: ({ text, mode, context }) => ({ url: '/api/v3/search-user', params: searchParams(text, mode, context) }),
      // a change to the users (their administration) invalidates the user lists
      providesTags: [{ type: 'User', id: LIST }],
    }),
  }),
});

export const { useSearchUsersQuery } = userSearchApi;
