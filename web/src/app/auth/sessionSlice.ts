/** Session (spec 000 §3 Account, Login state; §4 session and sign-in states). */
import { createAsyncThunk, createSlice, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import api, { isApiError } from '../api';
import type { Schemas } from '../api/types';
import { clearToken, getToken, storeToken } from './tokenStorage';
import { announceLogout } from './tabSync';

/** GET /api/account: the signed-in user. */
export type Account = Schemas['Account'];

export interface LoginState {
  captchaToken: string | null;
  captchaImage: string | null;
  twoFactorToken: string | null;
  /** translation key (or text) of the failure */
  error: string | null;
  /** translation key of the info alert */
  info: string | null;
}

export interface SessionState {
  loading: boolean;
  isAuthenticated: boolean;
  account: Account | null;
  sessionHasBeenFetched: boolean;
  loginError: boolean;
  loginSuccess: boolean;
  loginState: LoginState;
  /** message key shown on the sign-in dialog after a forced sign-out or a must-login redirect */
  redirectMessage: string | null;
}

export const emptyLoginState: LoginState = {
  captchaToken: null,
  captchaImage: null,
  twoFactorToken: null,
  error: null,
  info: null,
};

export const initialSessionState: SessionState = {
  loading: false,
  isAuthenticated: false,
  account: null,
  sessionHasBeenFetched: false,
  loginError: false,
  loginSuccess: false,
  loginState: emptyLoginState,
  redirectMessage: null,
};

export interface LoginPayload {
  username: string;
  password: string;
  rememberMe: boolean;
  /** captcha token */
  token?: string | null;
  /** captcha answer */
  answer?: string | null;
  twoFactorToken?: string | null;
  twoFactorAnswer?: string | null;
}

/** POST /api/authenticate: the session's token, or the sign-in state to continue from (captcha, second factor). */
type AuthenticateResponse = Partial<Schemas['SignedIn']> & Schemas['LoginState'];

export const DEFAULT_LOGIN_ERROR = 'login.messages.error.authentication';
export const TWO_FACTOR_INFO = 'login.info.twoFactor';

export const getSession = createAsyncThunk('authentication/get_account', async () => {
  try {
    const res = await api.get<Account>('/api/account');
    return res.data;
  } catch (e) {
    // a stored token the server no longer accepts is dropped
    if (isApiError(e) && e.status === 401) clearToken();
    throw e;
  }
});

export type LoginResult = { kind: 'authenticated' } | { kind: 'twoFactor'; twoFactorToken: string; info: string };

export const login = createAsyncThunk<LoginResult, LoginPayload, { rejectValue: Partial<LoginState> }>(
  'authentication/login',
  async (payload, { dispatch, rejectWithValue }) => {
    try {
      const res = await api.post<AuthenticateResponse>('/api/authenticate', {
        username: payload.username,
        password: payload.password,
        token: payload.token ?? null,
        answer: payload.answer ?? null,
        twoFactorToken: payload.twoFactorToken ?? null,
        twoFactorAnswer: payload.twoFactorAnswer ?? null,
        rememberMe: payload.rememberMe,
      });
      const body = res.data ?? {};
      const header = res.headers.get('authorization');
      const token = body.id_token ?? (header && header.startsWith('Bearer ') ? header.slice(7) : null);
      if (token) {
        storeToken(token, payload.rememberMe);
        await dispatch(getSession());
        return { kind: 'authenticated' };
      }
      if (body.twoFactorToken) {
        return { kind: 'twoFactor', twoFactorToken: body.twoFactorToken, info: body.info || TWO_FACTOR_INFO };
      }
      return rejectWithValue({ error: DEFAULT_LOGIN_ERROR });
    } catch (e) {
      if (isApiError(e)) {
        const b = (e.body && typeof e.body === 'object' ? e.body : {}) as Partial<AuthenticateResponse> & {
          error?: string;
        };
        return rejectWithValue({
          error: e.status === 401 ? b.error || DEFAULT_LOGIN_ERROR : null,
          captchaToken: b.captchaToken ?? null,
          captchaImage: b.captchaImage ?? null,
        });
      }
      throw e;
    }
  },
);

export const refreshLoginCaptcha = createAsyncThunk('authentication/refresh_captcha', async (token: string | null) => {
  const res = await api.post<{ captchaToken: string; captchaImage: string }>('/api/captcha/refresh-login', {
    token: token ?? '',
  });
  return res.data;
});

const sessionSlice = createSlice({
  name: 'authentication',
  initialState: initialSessionState,
  reducers: {
    /** Sign out (spec 000 §4): drops the session; the token is removed by the `logout` thunk. */
    logoutSession() {
      return { ...initialSessionState, sessionHasBeenFetched: true };
    },
    /** Forced clearing after a 401/403. */
    authenticationCleared(_state, action: PayloadAction<string | undefined>) {
      return { ...initialSessionState, sessionHasBeenFetched: true, redirectMessage: action.payload ?? null };
    },
    setRedirectMessage(state, action: PayloadAction<string | null>) {
      state.redirectMessage = action.payload;
    },
    /** The settings page saved the account (POST /api/account answers the new Account). */
    accountUpdated(state, action: PayloadAction<Account>) {
      if (state.account)
        state.account = { ...state.account, ...action.payload, authorities: action.payload.authorities ?? state.account.authorities };
    },
    resetLoginState(state) {
      state.loginState = emptyLoginState;
      state.loginError = false;
    },
  },
  extraReducers(builder) {
    builder
      .addCase(getSession.pending, (state) => {
        state.loading = true;
      })
      .addCase(getSession.fulfilled, (state, action) => {
        const account = action.payload;
        const ok = !!account && (account.activated ?? true);
        state.loading = false;
        state.isAuthenticated = ok;
        state.account = ok ? { ...account, authorities: account.authorities ?? [] } : null;
        state.sessionHasBeenFetched = true;
      })
      .addCase(getSession.rejected, (state) => {
        state.loading = false;
        state.isAuthenticated = false;
        state.account = null;
        state.sessionHasBeenFetched = true;
      })
      .addCase(login.pending, (state) => {
        state.loading = true;
        state.loginError = false;
        state.loginState.error = null;
      })
      .addCase(login.fulfilled, (state, action) => {
        state.loading = false;
        if (action.payload.kind === 'twoFactor') {
          state.loginState = {
            ...state.loginState,
            twoFactorToken: action.payload.twoFactorToken,
            info: action.payload.info,
            error: null,
          };
        } else {
          state.loginSuccess = true;
          state.loginError = false;
          state.loginState = emptyLoginState;
          state.redirectMessage = null;
        }
      })
      .addCase(login.rejected, (state, action) => {
        state.loading = false;
        state.loginError = true;
        state.loginSuccess = false;
        const v = action.payload;
        if (v) {
          state.loginState = {
            ...state.loginState,
            error: v.error ?? null,
            // a captcha, once required, stays until the server stops sending one
            captchaToken: v.captchaToken ?? null,
            captchaImage: v.captchaImage ?? null,
            info: null,
          };
        }
      })
      .addCase(refreshLoginCaptcha.fulfilled, (state, action) => {
        state.loginState.captchaToken = action.payload.captchaToken;
        state.loginState.captchaImage = action.payload.captchaImage;
      });
  },
});

export const { logoutSession, authenticationCleared, setRedirectMessage, resetLoginState, accountUpdated } = sessionSlice.actions;

/**
 * /logout: ends the session on the server too (the token stops working), then clears the tokens and the
 * session, and signs out the other tabs of the browser (./tabSync.ts).
 */
export const logout = (): ThunkAction<void, unknown, unknown, UnknownAction> => (dispatch) => {
  // The request takes the token now, before it is cleared; signing out does not wait for the answer.
  if (getToken()) void api.post('/api/account/logout', undefined, { notify: false }).catch(() => undefined);
  clearToken();
  dispatch(logoutSession());
  announceLogout();
};

/** Another tab signed out: this one drops its token and session too (no request: the server session is already over). */
export const signedOutElsewhere = (): ThunkAction<void, unknown, unknown, UnknownAction> => (dispatch) => {
  clearToken();
  dispatch(logoutSession());
};

/**
 * The session at start-up: the stored token, else the token of another open tab of this browser (kept in
 * this tab's sessionStorage, as without remember-me), then the account.
 */
export const restoreSession =
  (requestToken: () => Promise<string | null>): ThunkAction<Promise<void>, unknown, unknown, UnknownAction> =>
  async (dispatch) => {
    if (!getToken()) {
      const token = await requestToken();
      // a sign-in of this tab while it waited wins
      if (token && !getToken()) storeToken(token, false);
    }
    await dispatch(getSession());
  };

/** 401/403 anywhere: clears the token and the session, keeping the message for the sign-in dialog. */
export const clearAuthentication =
  (messageKey?: string): ThunkAction<void, unknown, unknown, UnknownAction> =>
  (dispatch) => {
    clearToken();
    dispatch(authenticationCleared(messageKey));
  };

export default sessionSlice.reducer;
