/**
 * The account calls (spec 000 §7, docs/api-foundation.md "Accounts") through the app's RTK Query
 * API: registration, activation, password reset, settings, password change and two-factor sign-in.
 * The signed-in account itself stays in the session slice; a saved setting updates it there.
 */
import { api } from '../../app/api/baseApi';
import type { Account } from '../../app/auth/sessionSlice';
import type { RegistrationPayload, SettingsForm } from './validation';

export interface TwoFactorStatus {
  enabled: boolean;
}

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** data:image/png;base64,… */
  qrCode: string;
}

export interface ResetInitBody {
  emailOrUsername: string;
  captchaToken: string;
  captchaAnswer: string;
}

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
    register: build.mutation<unknown, RegistrationPayload>({
      query: post('/api/register', 'register.messages.success'),
    }),
    /** GET /api/activate?key=…; the page shows the outcome itself (spec 000 §2 Activation), so the call is quiet. */
    activate: build.query<unknown, string>({
      query: (key) => ({ url: '/api/activate', params: { key }, notify: false }),
      keepUnusedDataFor: ONCE,
    }),
    resetInit: build.mutation<unknown, ResetInitBody>({
      query: post('/api/account/reset-password/init', 'reset.request.messages.success'),
    }),
    /** Whether a reset key is still good; the page says so itself, so the call is quiet. */
    resetKeyValid: build.query<boolean, string>({
      query: (key) => ({ url: '/api/account/reset-password/valid', method: 'POST', body: { key }, notify: false }),
      transformResponse: (body: { valid?: boolean } | null) => body?.valid === true,
      keepUnusedDataFor: 0,
    }),
    resetFinish: build.mutation<unknown, { key: string; newPassword: string }>({
      query: post('/api/account/reset-password/finish', 'reset.finish.messages.success'),
    }),
    saveAccount: build.mutation<Account, SettingsForm>({
      query: post('/api/account', 'settings.messages.success'),
    }),
    /** Quiet: a refusal is answered with the form's own message (password.messages.error). */
    changePassword: build.mutation<unknown, { currentPassword: string; newPassword: string }>({
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
} = accountApi;
