/**
 * The account calls (spec 000 §7, docs/api-foundation.md "Accounts") through the app's RTK Query
 * API: registration, activation, password reset, settings, password change and two-factor sign-in.
 * The signed-in account itself stays in the session slice; a saved setting updates it there.
 */
import { api } from '../../app/api/baseApi';
import type { Schemas } from '../../app/api/types';
import type { Account } from '../../app/auth/sessionSlice';

export type TwoFactorStatus = Schemas['TwoFactorStatus'];
/** `qrCode` is a data:image/png;base64 URL */
export type TwoFactorSetup = Schemas['TwoFactorSetup'];

/** A key is used once: its answer is kept for the page's life and never asked for again. */
const ONCE = Infinity;

const TWO_FACTOR = { type: 'Account', id: 'TWO_FACTOR' } as const;

/** A POST of the body to `url`, with a success toast when given. */
const post =
  (url: string, successMessage?: string) =>
  <B>(body: B) => ({ url, method: 'POST' as const, body, successMessage });

/** Two-factor enable and disable answer the new status. */
const statusOf = (body: Partial<TwoFactorStatus> | null): TwoFactorStatus => ({ enabled: body?.enabled === true });

export const accountApi = api.enhanceEndpoints({ addTagTypes: ['Account'] }).injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<unknown, Schemas['RegisterRequest']>({
      query: post('/api/register', 'register.messages.success'),
    }),
    /** GET /api/activate?key=…; the page shows the outcome itself (spec 000 §2 Activation), so the call is quiet. */
    activate: build.query<unknown, string>({
      query: (key) => ({ url: '/api/activate', params: { key }, notify: false }),
      keepUnusedDataFor: ONCE,
    }),
    resetInit: build.mutation<unknown, Schemas['ResetInitRequest']>({
      query: post('/api/account/reset-password/init', 'reset.request.messages.success'),
    }),
    /** Whether a reset key is still good; the page says so itself, so the call is quiet. */
    resetKeyValid: build.query<boolean, string>({
      query: (key) => ({ url: '/api/account/reset-password/valid', method: 'POST', body: { key }, notify: false }),
      transformResponse: (body: Schemas['ResetKeyValidity']) => body.valid,
      keepUnusedDataFor: 0,
    }),
    resetFinish: build.mutation<unknown, Schemas['ResetFinishRequest']>({
      query: post('/api/account/reset-password/finish', 'reset.finish.messages.success'),
    }),
    saveAccount: build.mutation<Account, Schemas['AccountSettingsRequest']>({
      query: post('/api/account', 'settings.messages.success'),
    }),
    /** Quiet: a refusal is answered with the form's own message (password.messages.error). */
    changePassword: build.mutation<unknown, Schemas['PasswordChangeRequest']>({
      query: (body) => ({ url: '/api/account/change-password', method: 'POST', body, notify: false }),
    }),
    twoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => ({ url: '/api/account/two-factor' }),
      transformResponse: statusOf,
      providesTags: [TWO_FACTOR],
    }),
    twoFactorSetup: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '/api/account/two-factor/setup', method: 'POST' }),
    }),
    twoFactorEnable: build.mutation<TwoFactorStatus, string>({
      query: (code) => post('/api/account/two-factor/enable', 'twoFactor.messages.enabled')({ code }),
      // an answer without a status means it worked
      transformResponse: (body: Partial<TwoFactorStatus> | null) => ({ enabled: body?.enabled !== false }),
    }),
    twoFactorDisable: build.mutation<TwoFactorStatus, string>({
      query: (code) => post('/api/account/two-factor/disable', 'twoFactor.messages.disabled')({ code }),
      transformResponse: statusOf,
    }),
    /** Ends every session of the user on the server, this one too (issue 13). */
    logoutEverywhere: build.mutation<null, void>({
      query: () => ({ url: '/api/account/logout-everywhere', method: 'POST' }),
    }),
  }),
});

export const {
  useRegisterMutation,
  useActivateQuery,
  useResetInitMutation,
  useResetKeyValidQuery,
  useResetFinishMutation,
  useSaveAccountMutation,
  useChangePasswordMutation,
  useTwoFactorStatusQuery,
  useTwoFactorSetupMutation,
  useTwoFactorEnableMutation,
  useTwoFactorDisableMutation,
  useLogoutEverywhereMutation,
} = accountApi;
