import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../store';
import { clearAuthentication, getSession, login, logout, refreshLoginCaptcha } from './sessionSlice';
import { TOKEN_KEY } from './tokenStorage';

const ACCOUNT = {
  id: 1,
  login: 'admin',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'a@x',
  activated: true,
  langKey: 'en',
  authorities: ['ROLE_ADMIN'],
};

type Route = (url: string, init?: RequestInit) => [number, unknown];

function serve(route: Route) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const [status, body] = route(String(input), init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('session', () => {
  it('getSession: 200 signs in, 401 leaves signed out but fetched', async () => {
    serve(() => [200, ACCOUNT]);
    const store = createStore();
    await store.dispatch(getSession());
    expect(store.getState().authentication).toMatchObject({ isAuthenticated: true, sessionHasBeenFetched: true });
    serve(() => [401, { status: 401 }]);
    sessionStorage.setItem(TOKEN_KEY, 'stale');
    await store.dispatch(getSession());
    expect(store.getState().authentication).toMatchObject({ isAuthenticated: false, sessionHasBeenFetched: true, account: null });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('login with rememberMe keeps the token in localStorage and fetches the account', async () => {
    const fetchMock = serve((url) => (url === '/api/authenticate' ? [200, { id_token: 'jwt-1' }] : [200, ACCOUNT]));
    sessionStorage.setItem(TOKEN_KEY, 'old');
    const store = createStore();
    await store.dispatch(login({ username: 'admin', password: 'admin', rememberMe: true }));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt-1');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.getState().authentication.isAuthenticated).toBe(true);
    const body = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    expect(body).toEqual({
      username: 'admin',
      password: 'admin',
      token: null,
      answer: null,
      twoFactorToken: null,
      twoFactorAnswer: null,
      rememberMe: true,
    });
    const accountCall = fetchMock.mock.calls[1];
    expect((accountCall[1]?.headers as Record<string, string>).Authorization).toBe('Bearer jwt-1');
  });

  it('login without rememberMe keeps the token in sessionStorage', async () => {
    serve((url) => (url === '/api/authenticate' ? [200, { id_token: 'jwt-2' }] : [200, ACCOUNT]));
    localStorage.setItem(TOKEN_KEY, 'old');
    const store = createStore();
    await store.dispatch(login({ username: 'admin', password: 'admin', rememberMe: false }));
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('jwt-2');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('a two-factor answer keeps the token and shows the info', async () => {
    serve(() => [200, { twoFactorToken: 'tf', info: 'login.info.twoFactor' }]);
    const store = createStore();
    await store.dispatch(login({ username: 'a', password: 'b', rememberMe: false }));
    expect(store.getState().authentication.loginState).toMatchObject({ twoFactorToken: 'tf', info: 'login.info.twoFactor' });
    expect(store.getState().authentication.isAuthenticated).toBe(false);
  });

  it('a 401 keeps the error and the captcha; refresh replaces the captcha', async () => {
    serve((url) =>
      url === '/api/authenticate'
        ? [401, { error: 'login.error.captcha', captchaToken: 'c1', captchaImage: 'data:image/png;base64,AAA' }]
        : [200, { captchaToken: 'c2', captchaImage: 'data:image/png;base64,BBB' }],
    );
    const store = createStore();
    await store.dispatch(login({ username: 'a', password: 'b', rememberMe: false }));
    expect(store.getState().authentication).toMatchObject({
      loginError: true,
      loginState: { error: 'login.error.captcha', captchaToken: 'c1', captchaImage: 'data:image/png;base64,AAA' },
    });
    await store.dispatch(refreshLoginCaptcha('c1'));
    expect(store.getState().authentication.loginState).toMatchObject({ captchaToken: 'c2', captchaImage: 'data:image/png;base64,BBB' });
  });

  it('a 401 without an error key uses the default text key', async () => {
    serve(() => [401, {}]);
    const store = createStore();
    await store.dispatch(login({ username: 'a', password: 'b', rememberMe: false }));
    expect(store.getState().authentication.loginState.error).toBe('login.messages.error.authentication');
  });

  it('logout ends the session on the server with the token it had', () => {
    const fetch = serve(() => [204, undefined]);
    localStorage.setItem(TOKEN_KEY, 'signed-in');
    const store = createStore();
    store.dispatch(logout());
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toBe('/api/account/logout');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer signed-in');
  });

  it('logout and clearAuthentication drop the tokens and the session', async () => {
    serve(() => [200, ACCOUNT]);
    const store = createStore();
    await store.dispatch(getSession());
    localStorage.setItem(TOKEN_KEY, 't');
    store.dispatch(logout());
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.getState().authentication).toMatchObject({ isAuthenticated: false, account: null, sessionHasBeenFetched: true });
    sessionStorage.setItem(TOKEN_KEY, 't');
    store.dispatch(clearAuthentication('login.error.unauthorized'));
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.getState().authentication.redirectMessage).toBe('login.error.unauthorized');
  });
});
