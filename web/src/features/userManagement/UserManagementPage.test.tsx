import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubCall } from '../../test/fetch';
import { resolveAuthorities } from '../../app/router/routes';
import { UserManagementPage } from './UserManagementPage';
import { routes } from './routes';

afterEach(() => vi.unstubAllGlobals());

const USER = {
  id: 2,
  login: 'user',
  firstName: 'Umut',
  lastName: 'User',
  email: 'user@inno.example',
  activated: true,
  langKey: 'en',
  authorities: ['ROLE_USER'],
  registrationStatus: 'APPROVED',
  organizationUnitId: 3,
  organizationUnitName: 'Production',
};
const TREE = [{ key: 1, value: 1, title: 'Inno Holding', children: [{ key: 3, value: 3, title: 'Production' }] }];

function stub() {
  return stubFetch({
    'GET /api/v3/users': { body: [USER], headers: { 'x-total-count': '1' } },
    'GET /api/users/authorities': { body: ['ROLE_ADMIN', 'ROLE_USER'] },
    'GET /api/v3/organizations/treeSelect': { body: TREE },
  });
}

const lastUsersCall = (calls: ReturnType<typeof stubFetch>) =>
  new URL(calls.filter((c) => c.path === '/api/v3/users').at(-1)!.url, 'http://x');

describe('UserManagementPage', () => {
  it('is for ADMIN and APP_ADMIN', () => {
    expect(resolveAuthorities(routes[0])).toEqual(['ROLE_ADMIN', 'ROLE_APP_ADMIN']);
  });

  it('lists users with paging and sorts by a clicked column', async () => {
    const calls = stub();
    renderWithProviders(<UserManagementPage />);
    await screen.findByTestId('user-row-user');
    let q = lastUsersCall(calls).searchParams;
    expect(q.get('page')).toBe('0');
    expect(q.get('size')).toBe('10');
    expect(q.get('sort')).toBe('id,asc');
    fireEvent.click(screen.getByTestId('sort-login'));
    await waitFor(() => expect(lastUsersCall(calls).searchParams.get('sort')).toBe('login,asc'));
    fireEvent.click(screen.getByTestId('sort-login'));
    await waitFor(() => expect(lastUsersCall(calls).searchParams.get('sort')).toBe('login,desc'));
    q = lastUsersCall(calls).searchParams;
    expect(q.get('page')).toBe('0');
  });

  it('sends the filters on search', async () => {
    const calls = stub();
    renderWithProviders(<UserManagementPage />);
    await screen.findByTestId('user-row-user');
    fireEvent.change(screen.getByTestId('filter-searchStr'), { target: { value: 'umu' } });
    fireEvent.change(screen.getByTestId('filter-unitId'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('filter-activated'), { target: { value: 'true' } });
    // the profiles are a searchable select: typing narrows the roles, a click chooses one
    fireEvent.change(screen.getByTestId('filter-roleList'), { target: { value: 'adm' } });
    fireEvent.click(await screen.findByTestId('filter-roleList-option-ROLE_ADMIN'));
    expect(screen.getByTestId('filter-roleList-token-ROLE_ADMIN')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(lastUsersCall(calls).searchParams.get('searchStr')).toBe('umu'));
    const q = lastUsersCall(calls).searchParams;
    expect(q.get('unitId')).toBe('3');
    expect(q.get('activated')).toBe('true');
    expect(q.getAll('roleList')).toEqual(['ROLE_ADMIN']);
    expect(q.get('login')).toBeNull();
  });

  it('a saved user appears in the list without a reload', async () => {
    let users = [USER];
    const calls = stubFetch({
      'GET /api/v3/users': () => ({ body: users, headers: { 'x-total-count': String(users.length) } }),
      'GET /api/users/authorities': { body: ['ROLE_ADMIN', 'ROLE_USER'] },
      'GET /api/v3/organizations/treeSelect': { body: TREE },
      'POST /api/users': (c: StubCall) => {
        const created = { ...(c.body as typeof USER), id: 9, organizationUnitName: 'Production' };
        users = [...users, created];
        return { status: 201, body: created };
      },
    });
    renderWithProviders(<UserManagementPage />);
    await screen.findByTestId('user-row-user');
    fireEvent.click(screen.getByTestId('user-create'));
    // the client rules first: nothing is sent
    fireEvent.click(screen.getByTestId('user-save'));
    expect(await screen.findByTestId('user-login-error')).toHaveTextContent('This field is required.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('user-login'), { target: { value: 'newbie' } });
    fireEvent.change(screen.getByTestId('user-email'), { target: { value: 'newbie@inno.example' } });
    fireEvent.change(screen.getByTestId('user-password'), { target: { value: 'secret' } });
    await waitFor(() => expect(screen.getByTestId('user-organizationUnitId')).toHaveTextContent('Production'));
    fireEvent.change(screen.getByTestId('user-organizationUnitId'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(screen.queryByTestId('user-dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      login: 'newbie',
      email: 'newbie@inno.example',
      password: 'secret',
      organizationUnitId: 3,
      authorities: ['ROLE_USER', 'ROLE_INTERNAL'],
    });
    expect(await screen.findByTestId('user-row-newbie')).toBeInTheDocument();
  });

  it('edits the user as the server has it and puts a taken login on its field', async () => {
    const calls = stubFetch({
      'GET /api/v3/users': { body: [USER], headers: { 'x-total-count': '1' } },
      'GET /api/users/authorities': { body: ['ROLE_ADMIN', 'ROLE_USER'] },
      'GET /api/v3/organizations/treeSelect': { body: TREE },
      'GET /api/v3/users/2': { body: { ...USER, phone: '555' } },
      'PUT /api/users': { status: 400, body: { status: 400, message: 'error.userexists', errorKey: 'userexists' } },
    });
    renderWithProviders(<UserManagementPage />);
    fireEvent.click(await screen.findByTestId('user-edit-user'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v3/users/2')).toBe(true));
    await waitFor(() => expect(screen.getByTestId('user-organizationUnitId')).toHaveValue('3'));
    fireEvent.change(screen.getByTestId('user-login'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByTestId('user-save'));
    expect(await screen.findByTestId('user-login-error')).toHaveTextContent('This login is already in use.');
    expect(screen.getByTestId('user-dialog')).toBeInTheDocument();
    // the other fields of the loaded user are kept
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ id: 2, login: 'admin', phone: '555' });
  });

  it('shows the registration history', async () => {
    stubFetch({
      'GET /api/v3/users': { body: [USER], headers: { 'x-total-count': '1' } },
      'GET /api/v3/users/user-registration-history/2': {
        body: [{ id: 1, userId: 2, status: 'APPROVED', changedBy: 'admin', changedDate: '2024-01-02T10:00:00Z', note: 'ok' }],
      },
    });
    renderWithProviders(<UserManagementPage />);
    fireEvent.click(await screen.findByTestId('user-history-user'));
    // the dialog opens at once; its entries arrive with the history read
    await waitFor(() => expect(screen.getByTestId('history-dialog')).toHaveTextContent('admin'));
  });
});
