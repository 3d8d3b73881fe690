/**
 * Sessions across the tabs of one browser. Without remember-me the token lives in sessionStorage, which a
 * new tab does not inherit (Ctrl-click on a link opens a fresh session storage). So a tab that starts
 * without a token asks the other tabs of the origin, and an open signed-in tab answers with its token;
 * the new tab keeps it in its own sessionStorage (remember-me stays off). Signing out in one tab signs
 * out every tab.
 *
 * The messages go through a BroadcastChannel; where there is none, through storage events (a message is
 * written to localStorage and removed at once: the other tabs receive the write). Both reach only tabs of
 * the same origin.
 */

/** The messages the tabs exchange. */
export type TabMessage =
  /** a new tab without a token asks for one (`from`: the asking tab) */
  | { type: 'ask'; from: string }
  /** a signed-in tab answers the asking tab */
  | { type: 'token'; to: string; token: string }
  /** a tab signed out: every tab signs out */
  | { type: 'logout' };

export interface TabTransport {
  post: (message: TabMessage) => void;
  /** answers the unsubscribe function */
  subscribe: (listener: (message: TabMessage) => void) => () => void;
  close: () => void;
}

export const TAB_CHANNEL = 'inno-session';
/** The localStorage key of the storage-event fallback (written and removed at once). */
export const TAB_STORAGE_KEY = 'inno-session-message';
/** How long a new tab waits for an answer before it starts signed out. Tabs of one browser answer in a few ms. */
export const ASK_TIMEOUT_MS = 300;

function isMessage(v: unknown): v is TabMessage {
  if (!v || typeof v !== 'object') return false;
  const m = v as Record<string, unknown>;
  return (
    (m.type === 'ask' && typeof m.from === 'string') ||
    (m.type === 'token' && typeof m.to === 'string' && typeof m.token === 'string') ||
    m.type === 'logout'
  );
}

type ChannelConstructor = new (
  name: string,
) => Pick<BroadcastChannel, 'postMessage' | 'close' | 'addEventListener' | 'removeEventListener'>;

/** The BroadcastChannel transport; null where the browser has none. */
export function broadcastTransport(
  Channel: ChannelConstructor | undefined = typeof BroadcastChannel === 'undefined' ? undefined : BroadcastChannel,
  name: string = TAB_CHANNEL,
): TabTransport | null {
  if (!Channel) return null;
  const channel = new Channel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const handler = (e: Event) => {
        const data = (e as MessageEvent).data as unknown;
        if (isMessage(data)) listener(data);
      };
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
    close: () => channel.close(),
  };
}

/** The storage-event transport: a message written to localStorage reaches the other tabs' `storage` event. */
export function storageTransport(storage: Storage = localStorage, target: Window = window): TabTransport {
  return {
    post(message) {
      try {
        // a nonce: the same message twice is still a change the other tabs see
        storage.setItem(TAB_STORAGE_KEY, JSON.stringify({ ...message, nonce: Math.random() }));
        storage.removeItem(TAB_STORAGE_KEY);
      } catch {
        // storage refused (private mode, quota): the tabs stay on their own
      }
    },
    subscribe(listener) {
      const handler = (e: StorageEvent) => {
        if (e.key !== TAB_STORAGE_KEY || !e.newValue) return;
        try {
          const data = JSON.parse(e.newValue) as unknown;
          if (isMessage(data)) listener(data);
        } catch {
          // not one of ours
        }
      };
      target.addEventListener('storage', handler);
      return () => target.removeEventListener('storage', handler);
    },
    close: () => undefined,
  };
}

/** BroadcastChannel where there is one, else storage events; null outside a browser. */
export function defaultTransport(): TabTransport | null {
  const channel = broadcastTransport();
  if (channel) return channel;
  try {
    return typeof window === 'undefined' ? null : storageTransport();
  } catch {
    return null;
  }
}

export interface TabSyncOptions {
  transport: TabTransport | null;
  /** the token this tab can share (null: signed out, nothing to answer) */
  currentToken: () => string | null;
  /** another tab signed out */
  onLogout: () => void;
  timeoutMs?: number;
}

export interface TabSync {
  /** Asks the other tabs for their token: the first answer, or null when none came in time. */
  requestToken: () => Promise<string | null>;
  /** Tells the other tabs that this one signed out. */
  announceLogout: () => void;
  close: () => void;
}

const randomId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function createTabSync({ transport, currentToken, onLogout, timeoutMs = ASK_TIMEOUT_MS }: TabSyncOptions): TabSync {
  const id = randomId();
  const pending = new Set<(token: string) => void>();
  const unsubscribe =
    transport?.subscribe((m) => {
      if (m.type === 'ask' && m.from !== id) {
        const token = currentToken();
        if (token) transport.post({ type: 'token', to: m.from, token });
      } else if (m.type === 'token' && m.to === id) {
        for (const resolve of [...pending]) resolve(m.token);
      } else if (m.type === 'logout') {
        onLogout();
      }
    }) ?? (() => undefined);

  return {
    requestToken() {
      if (!transport) return Promise.resolve(null);
      return new Promise((resolve) => {
        const done = (token: string | null) => {
          clearTimeout(timer);
          pending.delete(answer);
          resolve(token);
        };
        const answer = (token: string) => done(token);
        const timer = setTimeout(() => done(null), timeoutMs);
        pending.add(answer);
        transport.post({ type: 'ask', from: id });
      });
    },
    announceLogout() {
      transport?.post({ type: 'logout' });
    },
    close() {
      unsubscribe();
      transport?.close();
    },
  };
}

/** The app's one TabSync (installed at start-up; a no-op until then, e.g. in unit tests). */
let current: TabSync | null = null;

export function setTabSync(sync: TabSync | null): void {
  current?.close();
  current = sync;
}

export function announceLogout(): void {
  current?.announceLogout();
}

export function requestTokenFromTabs(): Promise<string | null> {
  return current ? current.requestToken() : Promise.resolve(null);
}
