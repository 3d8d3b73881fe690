import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../store';
import { login, logout, restoreSession } from './sessionSlice';
import { TOKEN_KEY } from './tokenStorage';
import { installTabSync } from '../bootstrap';
import {
  ASK_TIMEOUT_MS,
  TAB_STORAGE_KEY,
  broadcastTransport,
  createTabSync,
  setTabSync,
  storageTransport,
  type TabMessage,
  type TabSync,
} from './tabSync';

/** An in-memory BroadcastChannel: a message reaches the other channels of the same name, asynchronously, as in a browser. */
class FakeChannel extends EventTarget {
  static open = new Set<FakeChannel>();
  closed = false;
  constructor(readonly name: string) {
    super();
    FakeChannel.open.add(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeChannel.open) {
      if (other !== this && other.name === this.name)
        setTimeout(() => other.dispatchEvent(new MessageEvent('message', { data: structuredClone(data) })), 0);
    }
  }
  close() {
    this.closed = true;
    FakeChannel.open.delete(this);
  }
}

const ACCOUNT = {
  id: 1,
  login: 'user',
  firstName: 'U',
  lastName: 'Ser',
  email: 'u@x',
  activated: true,
  langKey: 'en',
  authorities: ['ROLE_USER'],
};

const syncs: TabSync[] = [];
function tab(token: string | null, onLogout = vi.fn()) {
  const sync = createTabSync({ transport: broadcastTransport(FakeChannel), currentToken: () => token, onLogout });
  syncs.push(sync);
  return { sync, onLogout };
}

afterEach(() => {
  for (const s of syncs.splice(0)) s.close();
  setTabSync(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('tab handshake', () => {
  it('a new tab gets the token of an open signed-in tab', async () => {
    tab('jwt-of-tab-1');
    tab(null); // a signed-out tab does not answer
    const fresh = tab(null);
    await expect(fresh.sync.requestToken()).resolves.toBe('jwt-of-tab-1');
  });

  it('answers null when no tab answers in time', async () => {
    vi.useFakeTimers();
    tab(null);
    const fresh = tab(null);
    const answer = fresh.sync.requestToken();
    await vi.advanceTimersByTimeAsync(ASK_TIMEOUT_MS + 1);
    await expect(answer).resolves.toBeNull();
  });

  it('answers null at once without a transport', async () => {
    const sync = createTabSync({ transport: null, currentToken: () => 'x', onLogout: vi.fn() });
    await expect(sync.requestToken()).resolves.toBeNull();
  });

  it('a sign-out reaches every other tab, not the one that signed out', async () => {
    const a = tab('t');
    const b = tab('t');
    const c = tab(null);
    a.sync.announceLogout();
    await vi.waitFor(() => expect(b.onLogout).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(c.onLogout).toHaveBeenCalledTimes(1));
    expect(a.onLogout).not.toHaveBeenCalled();
  });

  it('ignores messages that are not its own kind, and a closed tab neither answers nor listens', async () => {
    const a = tab('t');
    a.sync.close();
    const foreign = new FakeChannel('inno-session');
    foreign.postMessage({ type: 'token', token: 42 });
    const fresh = tab(null);
    vi.useFakeTimers();
    const answer = fresh.sync.requestToken();
    await vi.advanceTimersByTimeAsync(ASK_TIMEOUT_MS + 1);
    await expect(answer).resolves.toBeNull();
    expect(a.onLogout).not.toHaveBeenCalled();
    foreign.close();
  });
});

describe('storage-event fallback', () => {
  it('writes the message and removes it at once; a storage event of another tab delivers it', () => {
    const transport = storageTransport(localStorage, window);
    const received: TabMessage[] = [];
    const stop = transport.subscribe((m) => received.push(m));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    transport.post({ type: 'logout' });
    expect(setItem).toHaveBeenCalledWith(TAB_STORAGE_KEY, expect.stringContaining('"logout"'));
    expect(localStorage.getItem(TAB_STORAGE_KEY)).toBeNull();
    // the browser fires storage events only in the other tabs: simulated here
    window.dispatchEvent(
      new StorageEvent('storage', { key: TAB_STORAGE_KEY, newValue: JSON.stringify({ type: 'ask', from: 'x', nonce: 1 }) }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: TAB_STORAGE_KEY, newValue: null })); // the removal
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '{"type":"logout"}' }));
    window.dispatchEvent(new StorageEvent('storage', { key: TAB_STORAGE_KEY, newValue: 'not json' }));
    expect(received).toEqual([{ type: 'ask', from: 'x', nonce: 1 }]);
    stop();
  });
});

describe('the session across tabs', () => {
  function serve() {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const auth = new Headers(init?.headers).get('authorization');
        if (url.endsWith('/api/authenticate')) return Response.json({ id_token: 'jwt-1' });
        if (url.endsWith('/api/account'))
          return auth === 'Bearer jwt-1' ? Response.json(ACCOUNT) : Response.json({ status: 401 }, { status: 401 });
        return new Response(null, { status: 200 });
      }),
    );
  }

  it('restoreSession keeps a token from another tab in sessionStorage and signs in; none: signed out', async () => {
    serve();
    const store = createStore();
    await store.dispatch(restoreSession(() => Promise.resolve('jwt-1')));
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('jwt-1');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.getState().authentication.isAuthenticated).toBe(true);

    sessionStorage.clear();
    const visitor = createStore();
    const ask = vi.fn(() => Promise.resolve(null));
    await visitor.dispatch(restoreSession(ask));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(visitor.getState().authentication).toMatchObject({ isAuthenticated: false, sessionHasBeenFetched: true });
  });

  it('restoreSession does not ask when this tab has its own token', async () => {
    serve();
    localStorage.setItem(TOKEN_KEY, 'jwt-1');
    const ask = vi.fn(() => Promise.resolve('other'));
    const store = createStore();
    await store.dispatch(restoreSession(ask));
    expect(ask).not.toHaveBeenCalled();
    expect(store.getState().authentication.isAuthenticated).toBe(true);
  });

  it('signing out in one tab signs out the other (remember-me or not)', async () => {
    serve();
    const first = createStore();
    installTabSync(first, broadcastTransport(FakeChannel));
    await first.dispatch(login({ username: 'user', password: 'user', rememberMe: true }));
    expect(first.getState().authentication.isAuthenticated).toBe(true);

    // the second tab: its own store, following the first through the channel
    const second = createStore();
    await second.dispatch(restoreSession(() => Promise.resolve(null)));
    expect(second.getState().authentication.isAuthenticated).toBe(true); // remember-me: the token is in localStorage
    const { signedOutElsewhere } = await import('./sessionSlice');
    tab(
      null,
      vi.fn(() => second.dispatch(signedOutElsewhere())),
    );

    first.dispatch(logout());
    await vi.waitFor(() => expect(second.getState().authentication.isAuthenticated).toBe(false));
    expect(second.getState().authentication.sessionHasBeenFetched).toBe(true);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
