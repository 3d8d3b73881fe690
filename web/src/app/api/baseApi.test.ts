import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { createStore } from '../store';
import { logoutSession } from '../auth/sessionSlice';
import { api, LIST, type ListResult } from './baseApi';

type Item = { id: number; name: string };

const itemApi = api.enhanceEndpoints({ addTagTypes: ['Item'] }).injectEndpoints({
  endpoints: (build) => ({
    items: build.query<ListResult<Item>, number>({
      query: (page) => ({ url: '/api/test/items', list: true, params: { page } }),
      providesTags: [{ type: 'Item', id: LIST }],
    }),
    addItem: build.mutation<Item, string>({
      query: (name) => ({ url: '/api/test/items', method: 'POST', body: { name } }),
      invalidatesTags: [{ type: 'Item', id: LIST }],
    }),
    exportItems: build.mutation<null, void>({
      query: () => ({ url: '/api/test/items/excel', saveAs: 'items.xls' }),
    }),
  }),
});

describe('the RTK Query API', () => {
  it('reads a page with x-total-count, refreshes it after a write and forgets it at sign-out', async () => {
    let names = ['a'];
    const calls = stubFetch({
      'GET /api/test/items': () => ({ body: names.map((name, i) => ({ id: i + 1, name })), headers: { 'x-total-count': '41' } }),
      'POST /api/test/items': (call) => {
        names = [...names, (call.body as { name: string }).name];
        return { status: 201, body: { id: names.length, name: names.at(-1) } };
      },
    });
    const store = createStore();
    const first = await store.dispatch(itemApi.endpoints.items.initiate(2));
    expect(first.data).toEqual({ items: [{ id: 1, name: 'a' }], totalCount: 41 });
    expect(calls[0].url).toBe('/api/test/items?page=2');

    await store.dispatch(itemApi.endpoints.addItem.initiate('b')).unwrap();
    // the write invalidated the list: the subscribed page is read again, without a reload
    await vi.waitFor(() =>
      expect(
        itemApi.endpoints.items
          .select(2)(store.getState() as never)
          .data?.items.map((i) => i.name),
      ).toEqual(['a', 'b']),
    );
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);

    store.dispatch(logoutSession());
    expect(itemApi.endpoints.items.select(2)(store.getState() as never).data).toBeUndefined();
  });

  it('ends a failed call with the status and the server body (plain data)', async () => {
    stubFetch({ 'POST /api/test/items': { status: 400, body: { errorKey: 'nameTaken', fieldErrors: [{ field: 'name' }] } } });
    const store = createStore();
    const res = await store.dispatch(itemApi.endpoints.addItem.initiate('x'));
    expect('error' in res && res.error).toEqual({ status: 400, body: { errorKey: 'nameTaken', fieldErrors: [{ field: 'name' }] } });
  });

  it('saves a download under its name and keeps no Blob in the store', async () => {
    stubFetch({ 'GET /api/test/items/excel': { text: 'xls bytes' } });
    // jsdom has no object URLs: lend them for this test
    const created = vi.fn((_blob: Blob) => 'blob:items');
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = created;
    URL.revokeObjectURL = () => undefined;
    let savedAs = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedAs = this.download;
    });
    try {
      const store = createStore();
      const res = await store.dispatch(itemApi.endpoints.exportItems.initiate()).unwrap();
      expect(res).toBeNull();
      expect(await created.mock.calls[0][0].text()).toBe('xls bytes');
      expect(savedAs).toBe('items.xls');
    } finally {
      click.mockRestore();
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    }
  });
});
