import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, type StubCall } from '../../test/fetch';
import { resolveAuthorities } from '../../app/router/routes';
import { ContributionTagPage } from './ContributionTagPage';
import { routes } from './routes';
import { callsTo, lastQuery, renderPage } from './testing';

afterEach(() => vi.unstubAllGlobals());

const ENERGY = { id: 1, name: 'Energy', description: 'Saving energy', isActive: true, usageCount: 3 };
const NEW = { id: 2, name: 'Unused', description: '', isActive: true, usageCount: 0 };
const ADMIN_LIST = '/api/v3/admin/contribution-tags';
const TAGS = '/api/v3/contribution-tags';

function stub(extra: Record<string, Parameters<typeof stubFetch>[0][string]> = {}) {
  return stubFetch({
    [`GET ${ADMIN_LIST}`]: { body: [ENERGY, NEW], headers: { 'x-total-count': '2' } },
    [`POST ${TAGS}`]: (c: StubCall) => ({ status: 201, body: { ...(c.body as object), id: 3, usageCount: 0 } }),
    [`PUT ${TAGS}`]: (c: StubCall) => ({ body: c.body }),
    [`DELETE ${TAGS}/2`]: { status: 204 },
    [`DELETE ${TAGS}/1`]: {
      status: 400,
      body: { status: 400, message: 'error.tagInUse', errorKey: 'tagInUse', params: { contributions: 3 } },
    },
    ...extra,
  });
}

const render = () => renderPage(<ContributionTagPage />, { path: '/contribution-tag', route: '/contribution-tag' });

describe('contribution tags', () => {
  it('is for ADMIN and APP_ADMIN', () => {
    expect(resolveAuthorities(routes.find((r) => r.path === '/contribution-tag')!)).toEqual(['ROLE_ADMIN', 'ROLE_APP_ADMIN']);
  });

  it('lists the tags with their usage, filters by name and sorts', async () => {
    const calls = stub();
    render();
    expect(await screen.findByTestId('tag-usage-Energy')).toHaveTextContent('3');
    let q = lastQuery(calls, ADMIN_LIST);
    expect([q.get('page'), q.get('size'), q.get('sort'), q.get('name')]).toEqual(['0', '10', 'name,asc', null]);
    fireEvent.change(screen.getByTestId('tag-filter-name'), { target: { value: ' ener ' } });
    fireEvent.click(screen.getByTestId('tag-filter-submit'));
    await waitFor(() => expect(lastQuery(calls, ADMIN_LIST).get('name')).toBe('ener'));
    fireEvent.click(screen.getByTestId('tag-sort-name'));
    await waitFor(() => expect(lastQuery(calls, ADMIN_LIST).get('sort')).toBe('name,desc'));
    fireEvent.click(screen.getByTestId('tag-sort-isActive'));
    await waitFor(() => expect(lastQuery(calls, ADMIN_LIST).get('sort')).toBe('isActive,asc'));
    q = lastQuery(calls, ADMIN_LIST);
    expect(q.get('name')).toBe('ener');
  });

  it('creates a tag: name 2–50 is checked first', async () => {
    const calls = stub();
    render();
    await screen.findByTestId('tag-row-Energy');
    fireEvent.click(screen.getByTestId('tag-create'));
    fireEvent.change(screen.getByTestId('tag-name'), { target: { value: 'S' } });
    fireEvent.click(screen.getByTestId('tag-save'));
    expect(await screen.findByTestId('tag-name-error')).toHaveTextContent('at least 2 characters');
    expect(callsTo(calls, 'POST', TAGS)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('tag-name'), { target: { value: 'Safety' } });
    fireEvent.change(screen.getByTestId('tag-description'), { target: { value: 'Safe work' } });
    expect(screen.getByText('9/255')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('tag-save'));
    await waitFor(() => expect(callsTo(calls, 'POST', TAGS)).toHaveLength(1));
    expect(callsTo(calls, 'POST', TAGS)[0].body).toEqual({ name: 'Safety', description: 'Safe work', isActive: true });
    await waitFor(() => expect(screen.queryByTestId('tag-dialog')).toBeNull());
    await waitFor(() => expect(callsTo(calls, 'GET', ADMIN_LIST)).toHaveLength(2));
  });

  it('a taken name is marked on the field', async () => {
    stub({
      [`POST ${TAGS}`]: {
        status: 400,
        body: { status: 400, message: 'error.tagNameExists', errorKey: 'tagNameExists', params: { name: 'energy' } },
      },
    });
    render();
    await screen.findByTestId('tag-row-Energy');
    fireEvent.click(screen.getByTestId('tag-create'));
    fireEvent.change(screen.getByTestId('tag-name'), { target: { value: 'energy' } });
    fireEvent.click(screen.getByTestId('tag-save'));
    expect(await screen.findByTestId('tag-name-error')).toHaveTextContent('A tag with this name already exists.');
    expect(screen.getByTestId('tag-dialog')).toBeInTheDocument();
  });

  it('edits a tag with PUT', async () => {
    const calls = stub();
    render();
    await screen.findByTestId('tag-row-Energy');
    fireEvent.click(screen.getByTestId('tag-edit-Energy'));
    expect(screen.getByTestId('tag-description')).toHaveValue('Saving energy');
    fireEvent.click(screen.getByTestId('tag-isActive'));
    fireEvent.click(screen.getByTestId('tag-save'));
    await waitFor(() => expect(callsTo(calls, 'PUT', TAGS)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', TAGS)[0].body).toEqual({ id: 1, name: 'Energy', description: 'Saving energy', isActive: false });
  });

  it('deletes an unused tag after a confirmation', async () => {
    const calls = stub();
    render();
    await screen.findByTestId('tag-row-Unused');
    fireEvent.click(screen.getByTestId('tag-delete-Unused'));
    expect(screen.getByTestId('tag-delete-dialog-message')).toHaveTextContent('Delete the tag "Unused"?');
    expect(callsTo(calls, 'DELETE', `${TAGS}/2`)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('tag-delete-dialog-confirm'));
    await waitFor(() => expect(callsTo(calls, 'DELETE', `${TAGS}/2`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('tag-delete-dialog')).toBeNull());
  });

  it('a tag in use is refused (tagInUse) and deactivating is offered', async () => {
    const calls = stub();
    render();
    await screen.findByTestId('tag-row-Energy');
    fireEvent.click(screen.getByTestId('tag-delete-Energy'));
    fireEvent.click(screen.getByTestId('tag-delete-dialog-confirm'));
    expect(await screen.findByTestId('tag-in-use')).toHaveTextContent(
      '3 contributions carry this tag, so it cannot be deleted. Deactivate it instead',
    );
    fireEvent.click(screen.getByTestId('tag-deactivate'));
    await waitFor(() => expect(callsTo(calls, 'PUT', TAGS)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', TAGS)[0].body).toEqual({ id: 1, name: 'Energy', description: 'Saving energy', isActive: false });
    await waitFor(() => expect(screen.queryByTestId('tag-delete-dialog')).toBeNull());
  });
});
