import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubCall } from '../../test/fetch';
import { OrganizationTreePage } from './OrganizationTreePage';
import { orgNode } from './testing';
import type { OrgNode } from './types';

afterEach(() => vi.unstubAllGlobals());

const node = (id: number, parentId: number | null, name: string, children: OrgNode[] = []) => orgNode(id, parentId, name, children);

describe('OrganizationTreePage', () => {
  it('a node added shows in the tree without a reload', async () => {
    let forest = [node(1, null, 'Inno', [node(3, 1, 'Production')])];
    const calls = stubFetch({
      'GET /api/v3/organizations/tree': () => ({ body: forest }),
      'POST /api/v3/organizations': (c: StubCall) => {
        const body = c.body as OrgNode;
        forest = [node(1, null, 'Inno', [node(3, 1, 'Production', [node(7, 3, body.name)])])];
        return { status: 201, body: { ...body, id: 7 } };
      },
    });
    renderWithProviders(<OrganizationTreePage />);
    fireEvent.click(await screen.findByTestId('org-add-Production'));
    // the client rules first
    fireEvent.click(screen.getByTestId('org-save'));
    expect(await screen.findByTestId('org-name-error')).toHaveTextContent('This field is required.');
    fireEvent.change(screen.getByTestId('org-name'), { target: { value: ' Lab ' } });
    fireEvent.click(screen.getByTestId('org-save'));
    expect(await screen.findByTestId('org-select-Lab')).toBeInTheDocument();
    expect(screen.queryByTestId('org-dialog')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Lab',
      code: '',
      kind: 'UNIT',
      parentId: 3,
      isActive: true,
      sortOrder: 0,
    });
  });

  it('a move into its own subtree is refused on the parent field', async () => {
    stubFetch({
      'GET /api/v3/organizations/tree': { body: [node(1, null, 'Inno', [node(3, 1, 'Production')])] },
      'PUT /api/v3/organizations': {
        status: 400,
        body: { status: 400, message: 'error.organizationCycle', errorKey: 'organizationCycle' },
      },
    });
    renderWithProviders(<OrganizationTreePage />);
    fireEvent.click(await screen.findByTestId('org-move-Production'));
    fireEvent.change(screen.getByTestId('org-parent'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('org-save'));
    expect(await screen.findByTestId('org-parent-error')).toBeInTheDocument();
    expect(screen.getByTestId('org-dialog')).toBeInTheDocument();
  });

  it('shows the users of the selected node', async () => {
    stubFetch({
      'GET /api/v3/organizations/tree': { body: [node(1, null, 'Inno')] },
      'GET /api/users/organizationId/1': { body: [{ id: 2, login: 'user', firstName: 'Umut', lastName: 'User', email: 'u@x.io' }] },
    });
    renderWithProviders(<OrganizationTreePage />);
    fireEvent.click(await screen.findByTestId('org-select-Inno'));
    await waitFor(() => expect(screen.getByTestId('org-user-user')).toHaveTextContent('Umut User'));
  });
});
