/**
 * Server-sent events read with fetch, so the stream carries the session's Bearer token in its Authorization
 * header like every other call (an EventSource cannot send headers, and the token must not travel in a URL:
 * docs/security.md). It parses the text/event-stream format, reconnects after the delay the server asks for
 * (`retry:`) with the last event's id in `Last-Event-ID`, so the server sends what was missed, and stops when
 * the signal aborts. A refused stream (4xx: signed out, no longer a member) is not retried.
 * Features open it from an RTK Query `onCacheEntryAdded`, never from a page.
 */
import { API_BASE_URL, sessionToken } from '../api';

export interface StreamEvent {
  id: string;
  event: string;
  data: string;
}

export interface EventStreamOptions {
  onEvent: (e: StreamEvent) => void;
  /** Called each time the stream is (re)opened: a consumer may refresh what it shows. */
  onOpen?: () => void;
  signal: AbortSignal;
  /** The first reconnection delay; the server's `retry:` replaces it. */
  retryMs?: number;
}

/** Parses one block of lines (an event) into its fields; null for a comment-only block. */
export function parseEventBlock(block: string): { id?: string; event: string; data: string; retry?: number } | null {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  let retry: number | undefined;
  let any = false;
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const i = line.indexOf(':');
    const field = i < 0 ? line : line.slice(0, i);
    const value = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
    else continue;
    any = true;
  }
  return any ? { id, event, data: data.join('\n'), retry } : null;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Reads the stream at url until the signal aborts (see the module comment). */
export async function openEventStream(url: string, opts: EventStreamOptions): Promise<void> {
  let lastId = '';
  let retry = opts.retryMs ?? 2000;
  while (!opts.signal.aborted) {
    let refused = false;
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      const token = sessionToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (lastId) headers['Last-Event-ID'] = lastId;
      const res = await fetch(`${API_BASE_URL}${url}`, { headers, signal: opts.signal, cache: 'no-store' });
      if (!res.ok || !res.body) {
        refused = res.status >= 400 && res.status < 500;
      } else {
        opts.onOpen?.();
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buf = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buf += value.replace(/\r\n?/g, '\n');
          let end: number;
          while ((end = buf.indexOf('\n\n')) >= 0) {
            const e = parseEventBlock(buf.slice(0, end));
            buf = buf.slice(end + 2);
            if (!e) continue;
            if (e.retry !== undefined) retry = e.retry;
            if (e.id !== undefined) lastId = e.id;
            if (e.data !== '' || e.id !== undefined) opts.onEvent({ id: e.id ?? '', event: e.event, data: e.data });
          }
        }
      }
    } catch {
      // aborted, or the connection broke: reconnect below unless aborted
    }
    if (refused || opts.signal.aborted) return;
    await sleep(retry, opts.signal);
  }
}
