import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubCall } from '../../test/fetch';
import { createStore } from '../../app/store';
import { contributionAdminApi } from '../contributionAdmin/contributionAdminApi';
import { contributionApi } from './contributionApi';
import { DETAIL, ENTITY } from './testing';

afterEach(() => vi.unstubAllGlobals());

const gets = (calls: StubCall[], path: string) => calls.filter((c) => c.method === 'GET' && c.path === path).length;
const LIST = '/api/v3/contributions/SUGGESTION/0/all';
const MY_TASKS = '/api/v3/contribution-tasks/user/2';
const TYPE_TASKS = '/api/v3/contribution-tasks/SUGGESTION';
const HISTORY = '/api/v3/contribution-histories/7/category/ALL';

function stub(over: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/v3/contributions/7': { body: DETAIL },
    [`GET ${LIST}`]: { body: [], headers: { 'x-total-count': '0' } },
    [`GET ${MY_TASKS}`]: { body: [], headers: { 'x-total-count': '0' } },
    [`GET ${TYPE_TASKS}`]: { body: [], headers: { 'x-total-count': '0' } },
    [`GET ${HISTORY}`]: { body: [] },
    'GET /api/v3/contribution-files/7': { body: [] },
    'GET /api/v3/extra-inputs-with-selection/7': { body: [] },
    ...over,
  });
}

/** A store with the contribution's detail, a list, my tasks, a type's tasks and the history on screen. */
async function watching() {
  const store = createStore();
  const page = { page: 0, size: 10, sort: 'deadline,asc', params: {} };
  await Promise.all([
    store.dispatch(contributionApi.endpoints.contribution.initiate({ id: 7, langkey: 'en' })),
    store.dispatch(
      contributionApi.endpoints.contributionList.initiate({
        type: 'SUGGESTION',
        parentId: 0,
        scope: 'all',
        page: 0,
        size: 10,
        sort: 'dateUpdated,desc',
        params: {},
      }),
    ),
    store.dispatch(contributionAdminApi.endpoints.tasks.initiate({ userId: 2, ...page })),
    store.dispatch(contributionAdminApi.endpoints.tasks.initiate({ type: 'SUGGESTION', ...page })),
    store.dispatch(contributionApi.endpoints.history.initiate({ id: 7, category: 'ALL', langkey: 'en' })),
  ]);
  const detail = () => contributionApi.endpoints.contribution.select({ id: 7, langkey: 'en' })(store.getState() as never).data;
  return { store, detail };
}

describe('what a contribution write refreshes, without a reload', () => {
  it('an action: the answer becomes the detail; the lists, my tasks, the type’s tasks and the history are read again', async () => {
    const calls = stub({
      'POST /api/v3/contributions/contributionId/7/execute-action/submit': { body: { ...DETAIL, stateName: 'Submitted' } },
    });
    const { store, detail } = await watching();
    expect(detail()?.stateName).toBe('Draft');

    await store
      .dispatch(contributionApi.endpoints.executeAction.initiate({ id: 7, action: 'submit', explanation: '', langkey: 'en' }))
      .unwrap();

    expect(detail()?.stateName).toBe('Submitted');
    await vi.waitFor(() => {
      expect(gets(calls, LIST)).toBe(2);
      expect(gets(calls, MY_TASKS)).toBe(2);
      expect(gets(calls, TYPE_TASKS)).toBe(2);
      expect(gets(calls, HISTORY)).toBe(2);
    });
    // the answer was the fresh detail: no second read of it
    expect(gets(calls, '/api/v3/contributions/7')).toBe(1);
  });

  it('a command (assignment) does the same: new people on the detail, the tasks read again', async () => {
    const mentor = { userId: 5, login: 'mentor', fullName: 'Mentor', userRole: 'MENTOR' };
    const calls = stub({
      'POST /api/v3/contributions/7/MENTOR/command/assign/ASSIGN_MENTOR': { body: { ...DETAIL, people: [...DETAIL.people, mentor] } },
    });
    const { store, detail } = await watching();
    await store.dispatch(contributionApi.endpoints.assignUsers.initiate({ id: 7, role: 'MENTOR', userIds: [5], langkey: 'en' })).unwrap();
    expect(detail()?.people).toContainEqual(mentor);
    await vi.waitFor(() => expect(gets(calls, MY_TASKS)).toBe(2));
  });

  it('a refused action changes nothing and reads nothing again', async () => {
    const calls = stub({
      'POST /api/v3/contributions/contributionId/7/execute-action/submit': { status: 400, body: { errorKey: 'x' } },
    });
    const { store, detail } = await watching();
    const result = await store.dispatch(
      contributionApi.endpoints.executeAction.initiate({ id: 7, action: 'submit', explanation: '', langkey: 'en' }),
    );
    expect('error' in result && result.error).toEqual({ status: 400, body: { errorKey: 'x' } });
    expect(detail()?.stateName).toBe('Draft');
    await new Promise((r) => setTimeout(r, 20));
    expect(gets(calls, LIST) + gets(calls, MY_TASKS)).toBe(2);
  });

  it('a save reads the contribution and its extra inputs again (they follow the field)', async () => {
    const calls = stub({ 'PUT /api/v3/contributions/SUGGESTION': { body: ENTITY } });
    const { store } = await watching();
    await store.dispatch(contributionApi.endpoints.extraInputsWithAnswers.initiate({ id: 7, langkey: 'en' }));
    await store.dispatch(contributionApi.endpoints.saveContribution.initiate({ type: 'SUGGESTION', entity: ENTITY })).unwrap();
    await vi.waitFor(() => {
      expect(gets(calls, '/api/v3/contributions/7')).toBe(2);
      expect(gets(calls, '/api/v3/extra-inputs-with-selection/7')).toBe(2);
      expect(gets(calls, LIST)).toBe(2);
    });
  });

  it('an upload and a delete of a file read the files again', async () => {
    const calls = stub({
      'POST /api/v3/contribution-files/upload-file/7/ATTACHMENT': { status: 201, body: { id: 50, fileName: 'a.pdf' } },
      'DELETE /api/v3/contribution-files/delete-file/50': { status: 204 },
    });
    const store = createStore();
    await store.dispatch(contributionApi.endpoints.attachments.initiate(7));
    const file = new File(['x'], 'a.pdf');
    await store.dispatch(contributionApi.endpoints.uploadAttachment.initiate({ contributionId: 7, file })).unwrap();
    await vi.waitFor(() => expect(gets(calls, '/api/v3/contribution-files/7')).toBe(2));
    await store.dispatch(contributionApi.endpoints.deleteAttachment.initiate({ contributionId: 7, fileId: 50 })).unwrap();
    await vi.waitFor(() => expect(gets(calls, '/api/v3/contribution-files/7')).toBe(3));
  });
});
