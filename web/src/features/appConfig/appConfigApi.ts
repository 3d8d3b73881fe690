/**
 * The application configuration through the app's RTK Query API: a save refreshes the edited document,
 * so the page shows what was saved when it is opened again. (The navigation bar reads the public
 * configuration of the config slice, which the page reloads after a save.)
 */
import { api } from '../../app/api/baseApi';
import type { EditConfig } from './types';

const appConfigApi = api.enhanceEndpoints({ addTagTypes: ['AppConfig'] }).injectEndpoints({
  endpoints: (build) => ({
    editConfig: build.query<Partial<EditConfig>, void>({
      query: () => ({ url: '/api/v3/config/get-edit-config' }),
      providesTags: ['AppConfig'],
    }),
    updateConfig: build.mutation<Partial<EditConfig>, EditConfig>({
      query: (body) => ({ url: '/api/v3/config/update-config', method: 'PUT', body }),
      invalidatesTags: ['AppConfig'],
    }),
    /** Queues a test e-mail to the address (a GET on the server, a command here). */
    sendTestEmail: build.mutation<unknown, string>({
      query: (address) => ({ url: `/api/v3/email/test/${encodeURIComponent(address)}` }),
    }),
  }),
});

export const { useEditConfigQuery, useUpdateConfigMutation, useSendTestEmailMutation } = appConfigApi;
