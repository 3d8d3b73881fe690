import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch';
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
    fireEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(lastUsersCall(calls).searchParams.get('searchStr')).toBe('umu'));
    const q = lastUsersCall(calls).searchParams;
    expect(q.get('unitId')).toBe('3');
    expect(q.get('activated')).toBe('true');
    expect(q.get('login')).toBeNull();
  });
});
