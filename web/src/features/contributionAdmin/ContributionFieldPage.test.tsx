import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubCall } from '../../test/fetch';
import { resolveAuthorities } from '../../app/router/routes';
import { ContributionFieldPage } from './ContributionFieldPage';
import { routes } from './routes';
import { callsTo, lastQuery, renderPage } from './testing';

afterEach(() => vi.unstubAllGlobals());

const ENERGY = {
  id: 4,
  contributionType: 'SUGGESTION',
  isActive: true,
  sortOrder: 0,
  definitionList: [
    { language: 'en', title: 'Energy' },
    { language: 'tr', title: 'Enerji' },
  ],
};
const SAFETY = {
  id: 5,
  contributionType: 'SUGGESTION',
  isActive: false,
  sortOrder: 1,
  definitionList: [{ language: 'tr', title: 'Güvenlik' }],
};
const MENTOR = { id: 31, fieldId: 4, userId: 2, userRole: 'MENTOR', isActive: true, login: 'user', fullName: 'Umut User' };

const LIST = '/api/v3/contribution-fields/SUGGESTION';

const SENA = { ...MENTOR, id: 32, userId: 9, login: 'sena', fullName: 'Sena Suggestion', userRole: 'RESPONSIBLE' };

function stub(extra: Record<string, Parameters<typeof stubFetch>[0][string]> = {}) {
  let added = false;
  return stubFetch({
    [`GET ${LIST}`]: { body: [ENERGY, SAFETY], headers: { 'x-total-count': '2' } },
    [`POST ${LIST}`]: { status: 201, body: { ...ENERGY, id: 6 } },
    [`PUT ${LIST}`]: (c: StubCall) => ({ body: c.body }),
    [`DELETE ${LIST}/5`]: { status: 204 },
    // The people of field 4: after the POST the dialog reloads them and gets the new one too.
    'GET /api/v3/contribution-users/fieldId/4': () => ({ body: added ? [MENTOR, SENA] : [MENTOR] }),
    'POST /api/v3/contribution-users/fieldId/4': () => {
      added = true;
      return { status: 201, body: SENA };
    },
    'DELETE /api/v3/contribution-users/31/fieldId/4/userId/2/userRole/MENTOR': { status: 204 },
    'GET /api/v3/search-user': { body: [{ id: 9, login: 'sena', firstName: 'Sena', lastName: 'Suggestion', email: 'sena@inno.example' }] },
    ...extra,
  });
}

const render = (route = '/contribution-field/SUGGESTION', authorities?: string[]) =>
  renderPage(<ContributionFieldPage />, { path: '/contribution-field/:type', route, authorities });

describe('contribution fields', () => {
  it('is for the competition, suggestion and improvement admins', () => {
    expect(resolveAuthorities(routes.find((r) => r.path === '/contribution-field/:type')!)).toEqual([
      'ROLE_COMPETITION_ADMIN',
      'ROLE_SUGGESTION_ADMIN',
      'ROLE_IMPROVEMENT_ADMIN',
    ]);
  });

  it('lists the fields with their title in the current language', async () => {
    const calls = stub();
    render();
    expect(await screen.findByTestId('field-title-4')).toHaveTextContent('Energy');
    // no English title: the first one
    expect(screen.getByTestId('field-title-5')).toHaveTextContent('Güvenlik');
    expect(within(screen.getByTestId('field-row-5')).getByText('Inactive')).toBeInTheDocument();
    const q = lastQuery(calls, LIST);
    expect([q.get('page'), q.get('size')]).toEqual(['0', '10']);
    expect(q.getAll('sort')).toEqual(['sortOrder,asc', 'id,asc']);
  });

  it('creates a field with a title per language', async () => {
    const calls = stub();
    render();
    await screen.findByTestId('field-row-4');
    fireEvent.click(screen.getByTestId('field-create'));
    // en and tr are offered
    expect(screen.getByTestId('field-title-en')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('field-save'));
    expect(await screen.findByTestId('field-titles-error')).toHaveTextContent('Enter a title in one language at least.');
    expect(callsTo(calls, 'POST', LIST)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('field-title-en'), { target: { value: 'Logistics' } });
    fireEvent.change(screen.getByTestId('field-title-tr'), { target: { value: 'Lojistik' } });
    fireEvent.change(screen.getByTestId('field-sortOrder'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('field-save'));
    await waitFor(() => expect(callsTo(calls, 'POST', LIST)).toHaveLength(1));
    expect(callsTo(calls, 'POST', LIST)[0].body).toEqual({
      isActive: true,
      sortOrder: 3,
      definitionList: [
        { language: 'en', title: 'Logistics' },
        { language: 'tr', title: 'Lojistik' },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('field-dialog')).toBeNull());
    await waitFor(() => expect(callsTo(calls, 'GET', LIST)).toHaveLength(2));
  });

  it('edits a field with PUT', async () => {
    const calls = stub();
    render();
    await screen.findByTestId('field-row-4');
    fireEvent.click(screen.getByTestId('field-edit-4'));
    expect(screen.getByTestId('field-title-tr')).toHaveValue('Enerji');
    fireEvent.click(screen.getByTestId('field-isActive'));
    fireEvent.click(screen.getByTestId('field-save'));
    await waitFor(() => expect(callsTo(calls, 'PUT', LIST)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', LIST)[0].body).toEqual({ id: 4, isActive: false, sortOrder: 0, definitionList: ENERGY.definitionList });
  });

  it('deletes after a confirmation', async () => {
    const calls = stub();
    render();
    await screen.findByTestId('field-row-5');
    fireEvent.click(screen.getByTestId('field-delete-5'));
    expect(screen.getByTestId('field-delete-dialog-message')).toHaveTextContent('Delete the field "Güvenlik"?');
    fireEvent.click(screen.getByTestId('field-delete-dialog-confirm'));
    await waitFor(() => expect(callsTo(calls, 'DELETE', `${LIST}/5`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('field-delete-dialog')).toBeNull());
    await waitFor(() => expect(callsTo(calls, 'GET', LIST)).toHaveLength(2));
  });

  it('a field in use is refused: deactivating is offered', async () => {
    const calls = stub({
      [`DELETE ${LIST}/4`]: {
        status: 400,
        body: { status: 400, message: 'error.contributionFieldInUse', errorKey: 'contributionFieldInUse', params: { contributions: 2 } },
      },
    });
    render();
    await screen.findByTestId('field-row-4');
    fireEvent.click(screen.getByTestId('field-delete-4'));
    fireEvent.click(screen.getByTestId('field-delete-dialog-confirm'));
    expect(await screen.findByTestId('field-in-use')).toHaveTextContent('Contributions use this field');
    expect(screen.getByTestId('field-delete-dialog-confirm')).toBeDisabled();
    fireEvent.click(screen.getByTestId('field-deactivate'));
    await waitFor(() => expect(callsTo(calls, 'PUT', LIST)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', LIST)[0].body).toMatchObject({ id: 4, isActive: false });
    await waitFor(() => expect(screen.queryByTestId('field-delete-dialog')).toBeNull());
  });

  it('lists, adds and removes the people of a field', async () => {
    const calls = stub();
    render();
    await screen.findByTestId('field-row-4');
    fireEvent.click(screen.getByTestId('field-users-4'));
    expect(await screen.findByTestId('field-user-user-MENTOR')).toHaveTextContent('Umut User');
    expect(Array.from((screen.getByTestId('field-user-role') as HTMLSelectElement).options, (o) => o.value)).toEqual([
      'MENTOR',
      'RESPONSIBLE',
      'EXPERT',
      'ADVISOR',
      'AUDITOR',
    ]);
    expect(screen.getByTestId('field-user-add')).toBeDisabled();
    fireEvent.change(screen.getByTestId('field-user-search-input'), { target: { value: 'sen' } });
    fireEvent.mouseDown(await screen.findByTestId('field-user-search-option-sena'));
    fireEvent.change(screen.getByTestId('field-user-role'), { target: { value: 'RESPONSIBLE' } });
    fireEvent.click(screen.getByTestId('field-user-add'));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/v3/contribution-users/fieldId/4')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/v3/contribution-users/fieldId/4')[0].body).toEqual({ userId: 9, userRole: 'RESPONSIBLE' });
    expect(await screen.findByTestId('field-user-sena-RESPONSIBLE')).toHaveTextContent('Responsible');
    expect(callsTo(calls, 'GET', '/api/v3/contribution-users/fieldId/4')).toHaveLength(2);

    fireEvent.click(screen.getByTestId('field-user-remove-user-MENTOR'));
    await waitFor(() =>
      expect(callsTo(calls, 'DELETE', '/api/v3/contribution-users/31/fieldId/4/userId/2/userRole/MENTOR')).toHaveLength(1),
    );
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/v3/contribution-users/fieldId/4')).toHaveLength(3));
  });

  it('IDEA fields are for the competition admin only', () => {
    const calls = stub();
    render('/contribution-field/IDEA', ['ROLE_USER', 'ROLE_SUGGESTION_ADMIN']);
    expect(screen.getByTestId('insufficient-authority')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
