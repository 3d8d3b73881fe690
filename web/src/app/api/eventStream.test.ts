import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEventStream, parseEventBlock, type StreamEvent } from './eventStream';

function body(chunks: string[]): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  return new ReadableStream({
    start(c) {
      for (const ch of chunks) c.enqueue(enc.encode(ch));
      c.close();
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('parseEventBlock', () => {
  it('reads id, event, data and retry; skips comments', () => {
    expect(parseEventBlock('id: 7\nevent: chat-item\ndata: {"a":1}')).toEqual({
      id: '7',
      event: 'chat-item',
      data: '{"a":1}',
      retry: undefined,
    });
    expect(parseEventBlock(': ping')).toBeNull();
    expect(parseEventBlock('retry: 1500\n: open')).toEqual({ id: undefined, event: 'message', data: '', retry: 1500 });
    expect(parseEventBlock('data: a\ndata: b')?.data).toBe('a\nb');
  });
});

describe('openEventStream', () => {
  it('sends the token, delivers events split across chunks and resumes after the last id', async () => {
    sessionStorage.setItem('inno-token', 'tok');
    const calls: Headers[] = [];
    const ctrl = new AbortController();
    const got: StreamEvent[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(new Headers(init.headers));
        if (calls.length === 1)
          return new Response(body(['retry: 1\n: open\n\nid: 4\nevent: chat-item\nda', 'ta: {"id":1}\n\n']), { status: 200 });
        ctrl.abort();
        return new Response('', { status: 403 });
      }),
    );
    await openEventStream('/api/x', { onEvent: (e) => got.push(e), signal: ctrl.signal });
    expect(got).toEqual([{ id: '4', event: 'chat-item', data: '{"id":1}' }]);
    expect(calls[0].get('Authorization')).toBe('Bearer tok');
    expect(calls[0].get('Last-Event-ID')).toBeNull();
    expect(calls[1].get('Last-Event-ID')).toBe('4');
    sessionStorage.clear();
  });

  it('stops on a refusal', async () => {
    const fetchMock = vi.fn(async () => new Response('', { status: 403 }));
    vi.stubGlobal('fetch', fetchMock);
    await openEventStream('/api/x', { onEvent: () => undefined, signal: new AbortController().signal });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
