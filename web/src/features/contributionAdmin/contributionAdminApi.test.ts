import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubCall } from '../../test/fetch';
import { createStore } from '../../app/store';
import { contributionApi } from '../contribution/contributionApi';
import { contributionAdminApi } from './contributionAdminApi';
import { tagApi } from './tagApi';

afterEach(() => vi.unstubAllGlobals());

const gets = (calls: StubCall[], path: string) => calls.filter((c) => c.method === 'GET' && c.path === path).length;
const none = { body: [], headers: { 'x-total-count': '0' } };

describe('what an administration write refreshes, without a reload', () => {
  it('a new or edited tag appears in the tag lists (administration and the contribution form’s)', async () => {
    const calls = stubFetch({
      'GET /api/v3/admin/contribution-tags': none,
      'GET /api/v3/contribution-tags': { body: [] },
      'POST /api/v3/contribution-tags': { status: 201, body: { id: 3, name: 'Energy', description: '', isActive: true, usageCount: 0 } },
      'PUT /api/v3/contribution-tags': { body: { id: 3, name: 'Power', description: '', isActive: true, usageCount: 0 } },
    });
    const store = createStore();
    await store.dispatch(tagApi.endpoints.adminTags.initiate({ page: 0, size: 10, sort: 'name,asc', name: '' }));
    await store.dispatch(contributionApi.endpoints.activeTags.initiate());
    await store.dispatch(tagApi.endpoints.createTag.initiate({ name: 'Energy', description: '', isActive: true })).unwrap();
    await vi.waitFor(() => {
      expect(gets(calls, '/api/v3/admin/contribution-tags')).toBe(2);
      expect(gets(calls, '/api/v3/contribution-tags')).toBe(2);
    });
    await store.dispatch(tagApi.endpoints.updateTag.initiate({ id: 3, name: 'Power', description: '', isActive: true })).unwrap();
    await vi.waitFor(() => {
      expect(gets(calls, '/api/v3/admin/contribution-tags')).toBe(3);
      expect(gets(calls, '/api/v3/contribution-tags')).toBe(3);
    });
  });

  it('a field change refreshes the field list and every list of field options', async () => {
    const calls = stubFetch({
      'GET /api/v3/contribution-fields/SUGGESTION': none,
      'GET /api/v3/contribution-fields/options/SUGGESTION': { body: [] },
      'POST /api/v3/contribution-fields/SUGGESTION': { status: 201, body: { id: 6 } },
      'DELETE /api/v3/contribution-fields/SUGGESTION/6': { status: 204 },
    });
    const store = createStore();
    await store.dispatch(contributionAdminApi.endpoints.fields.initiate({ type: 'SUGGESTION', page: 0, size: 10, sort: 'id' }));
    await store.dispatch(contributionApi.endpoints.fieldOptions.initiate({ type: 'SUGGESTION', langkey: 'en' }));
    await store.dispatch(contributionAdminApi.endpoints.taskFieldOptions.initiate({ types: ['SUGGESTION'], langkey: 'en' }));
    const body = { isActive: true, sortOrder: 0, definitionList: [{ language: 'en', title: 'Energy' }] };
    await store.dispatch(contributionAdminApi.endpoints.saveField.initiate({ type: 'SUGGESTION', body })).unwrap();
    await vi.waitFor(() => {
      expect(gets(calls, '/api/v3/contribution-fields/SUGGESTION')).toBe(2);
      expect(gets(calls, '/api/v3/contribution-fields/options/SUGGESTION')).toBe(4);
    });
    await store.dispatch(contributionAdminApi.endpoints.deleteField.initiate({ type: 'SUGGESTION', id: 6 })).unwrap();
    await vi.waitFor(() => expect(gets(calls, '/api/v3/contribution-fields/SUGGESTION')).toBe(3));
  });

  it('adding or removing a field’s person reads the field’s people again', async () => {
    const calls = stubFetch({
      'GET /api/v3/contribution-users/fieldId/4': { body: [] },
      'POST /api/v3/contribution-users/fieldId/4': { status: 201, body: { id: 31 } },
      'DELETE /api/v3/contribution-users/31/fieldId/4/userId/2/userRole/MENTOR': { status: 204 },
    });
    const store = createStore();
    await store.dispatch(contributionAdminApi.endpoints.fieldUsers.initiate(4));
    await store.dispatch(contributionAdminApi.endpoints.addFieldUser.initiate({ fieldId: 4, userId: 2, userRole: 'MENTOR' })).unwrap();
    await vi.waitFor(() => expect(gets(calls, '/api/v3/contribution-users/fieldId/4')).toBe(2));
    await store
      .dispatch(contributionAdminApi.endpoints.removeFieldUser.initiate({ id: 31, fieldId: 4, userId: 2, userRole: 'MENTOR' }))
      .unwrap();
    await vi.waitFor(() => expect(gets(calls, '/api/v3/contribution-users/fieldId/4')).toBe(3));
  });

  it('an extra input saved refreshes the extra-input list and the inputs a contribution form asks', async () => {
    const calls = stubFetch({
      'GET /api/v3/extra-inputs/SUGGESTION': none,
      'GET /api/v3/extra-inputs-with-selection/7': { body: [] },
      'POST /api/v3/extra-inputs/SUGGESTION': { status: 201, body: { id: 9 } },
    });
    const store = createStore();
    await store.dispatch(contributionAdminApi.endpoints.extraInputs.initiate({ source: 'SUGGESTION', page: 0, size: 20, sort: 'id' }));
    await store.dispatch(contributionApi.endpoints.extraInputsWithAnswers.initiate({ id: 7, langkey: 'en' }));
    const body = {
      source: 'SUGGESTION' as const,
      competitionId: null,
      fieldId: null,
      inputType: 'TEXT' as const,
      isRequired: false,
      listOrder: 0,
      minLenOrValue: null,
      maxLenOrValue: null,
      selectionValues: [],
      definitionList: [{ language: 'en', label: 'Cost', explanation: '' }],
    };
    await store.dispatch(contributionAdminApi.endpoints.saveExtraInput.initiate({ source: 'SUGGESTION', body })).unwrap();
    await vi.waitFor(() => {
      expect(gets(calls, '/api/v3/extra-inputs/SUGGESTION')).toBe(2);
      expect(gets(calls, '/api/v3/extra-inputs-with-selection/7')).toBe(2);
    });
  });
});
