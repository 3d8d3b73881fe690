import { afterEach, describe, expect, it, vi } from 'vitest';
import api, { ApiError, buildQuery, normalizePath, pageParams, setApiListener, type ApiOutcome } from './api';
import { storeToken } from './auth/tokenStorage';

function mockFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fn = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiListener(null);
});

describe('query helpers', () => {
  it('builds page/size/sort and repeats arrays', () => {
    expect(buildQuery(pageParams({ page: 0, size: 10, sort: ['publishDate,desc', 'id,asc'] }))).toBe(
      '?page=0&size=10&sort=publishDate%2Cdesc&sort=id%2Casc',
    );
    expect(buildQuery(pageParams({ page: 2, cacheBuster: true }, () => 42))).toBe('?page=2&cacheBuster=42');
    expect(buildQuery({ a: undefined, b: null })).toBe('');
  });
  it('normalizes paths', () => {
    expect(normalizePath('api/account')).toBe('/api/account');
    expect(normalizePath('/api/account')).toBe('/api/account');
  });
});

describe('api client', () => {
  it('sends the Bearer token from storage', async () => {
    const fetchMock = mockFetch(200, { ok: true });
    storeToken('abc', false);
    await api.get('api/account');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/account');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = mockFetch(200, {});
    await api.get('/api/public/config/app');
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('posts JSON', async () => {
    const fetchMock = mockFetch(201, { id: 1 });
    const res = await api.post<{ id: number }>('/api/things', { name: 'x' });
    expect(res.data).toEqual({ id: 1 });
    expect(res.status).toBe(201);
    const init = fetchMock.mock.calls[0][1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"x"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('lists with x-total-count', async () => {
    const fetchMock = mockFetch(200, [{ id: 1 }, { id: 2 }], { 'x-total-count': '57' });
    const res = await api.list<{ id: number }>('/api/v3/contents', { page: 1, size: 2, sort: 'id,asc' });
    expect(res.items).toHaveLength(2);
    expect(res.totalCount).toBe(57);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v3/contents?page=1&size=2&sort=id%2Casc');
  });

  it('throws ApiError with status, body and headers, and reports it', async () => {
    mockFetch(400, { message: 'error.validation' }, { 'app-error': 'error.x' });
    const outcomes: ApiOutcome[] = [];
    setApiListener((o) => outcomes.push(o));
    const e = await api.put('/api/x', {}).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    const err = e as ApiError;
    expect(err.status).toBe(400);
    expect(err.body).toEqual({ message: 'error.validation' });
    expect(err.headers.get('app-error')).toBe('error.x');
    expect(err.request).toEqual({ method: 'PUT', url: '/api/x' });
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0].ok).toBe(false);
  });

  it('turns a network failure into status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const e = (await api.get('/api/x').catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(0);
  });

  it('times out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_u: unknown, init?: RequestInit) =>
          new Promise((_ok, fail) => init?.signal?.addEventListener('abort', () => fail(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const e = (await api.get('/api/slow', { timeoutMs: 10 }).catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(0);
    expect(e.timedOut).toBe(true);
  });

  it('does not report when notify is false', async () => {
    mockFetch(500, { message: 'error.http.500' });
    const listener = vi.fn();
    setApiListener(listener);
    await api.get('/api/x', { notify: false }).catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
  });

  it('reads an empty body as null', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const res = await api.del('/api/x/1');
    expect(res.data).toBeNull();
  });
});
