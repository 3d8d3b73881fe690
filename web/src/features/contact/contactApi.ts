/** The contact form's call (spec 000 §7): POST /api/public/contact, through the app's RTK Query API. */
import { api } from '../../app/api/baseApi';
import type { ContactRequest } from './validation';

const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<unknown, ContactRequest>({
      query: (body) => ({ url: '/api/public/contact', method: 'POST', body, successMessage: 'contact.messages.success' }),
    }),
  }),
});

export const { useSendContactMutation } = contactApi;
