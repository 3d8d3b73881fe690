import { vi } from 'vitest';

export interface StubCall {
  method: string;
  path: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status?: number; body?: unknown; text?: string; headers?: Record<string, string> };
type Handler = Answer | ((call: StubCall) => Answer | Promise<Answer>);

/**
 * Stubs fetch by "METHOD /path" (query string ignored). Unknown calls answer 404.
 * Returns the list of calls for assertions.
 */
export function stubFetch(handlers: Record<string, Handler>): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = url.split('?')[0];
      let body: unknown = undefined;
      if (typeof init?.body === 'string') {
        try {
          body = JSON.parse(init.body);
        } catch {
          body = init.body;
        }
      }
      const call: StubCall = { method, path, url, body, headers: (init?.headers ?? {}) as Record<string, string> };
      calls.push(call);
      const h = handlers[`${method} ${path}`];
      const a: Answer = h === undefined ? { status: 404, body: { status: 404 } } : typeof h === 'function' ? await h(call) : h;
      if (a.text !== undefined) {
        return new Response(a.text, { status: a.status ?? 200, headers: { 'content-type': 'text/plain; charset=utf-8', ...a.headers } });
      }
      return new Response(a.body === undefined ? null : JSON.stringify(a.body), {
        status: a.status ?? 200,
        headers: { 'content-type': 'application/json', ...a.headers },
      });
    }),
  );
  return calls;
}

export const CAPTCHA = { captchaToken: 'cap-1', captchaImage: 'data:image/png;base64,AAA' };
