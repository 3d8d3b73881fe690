import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '../../test/fetch';
import { resolveAuthorities } from '../../app/router/routes';
import { MyTasksPage } from './MyTasksPage';
import { AdminTasksPage } from './AdminTasksPage';
import { routes } from './routes';
import { lastQuery, renderPage } from './testing';
import type { Task } from './types';

afterEach(() => vi.unstubAllGlobals());

const task = (id: number, over: Partial<Task> = {}): Task => ({
  id,
  contributionId: 100 + id,
  eiId: `SUG-${id}`,
  module: 'SUGGESTION',
  contributionTitle: `Save energy ${id}`,
  stateId: 3,
  stateName: 'Pre-evaluation',
  userId: null,
  actionItemId: null,
  taskName: 'preEvaluate',
  role: 'MENTOR',
  fieldId: 4,
  createdDate: '2026-01-02T10:00:00Z',
  deadline: '2026-01-09T10:00:00Z',
  closedDate: null,
  status: 'WAITING',
  assignees: [{ userId: 7, login: 'ada', fullName: 'Ada Admin', userRole: 'MENTOR' }],
  ...over,
});

const TASKS = [
  task(1),
  task(2, { status: 'OVERDUE', stateId: 5, stateName: 'Expert evaluation' }),
  task(3, { status: 'ON_TIME_DONE', closedDate: '2026-01-05T10:00:00Z' }),
];

function stub() {
  return stubFetch({
    'GET /api/v3/contribution-tasks/user/7': { body: TASKS, headers: { 'x-total-count': '23' } },
    'GET /api/v3/contribution-tasks/SUGGESTION': { body: TASKS, headers: { 'x-total-count': '3' } },
    'GET /api/v3/contribution-fields/options/SUGGESTION': { body: [{ value: 4, label: 'Energy' }] },
    'GET /api/v3/contribution-fields/options/IMPROVEMENT': { body: [{ value: 6, label: 'Quality' }] },
    'GET /api/v3/contribution-fields/options/IDEA': { status: 403, body: {} },
  });
}

const MY = '/api/v3/contribution-tasks/user/7';

/** Opens a searchable select's menu (focus and click, as a user) and answers its option texts. */
async function optionTexts(testId: string): Promise<string[]> {
  const input = screen.getByTestId(testId);
  fireEvent.focus(input);
  fireEvent.click(input);
  // the menu of this select (SearchSelect names it after the field)
  const menu = await waitFor(() => {
    const el = document.getElementById(`${input.id}-menu`);
    if (!el) throw new Error(`no menu for ${testId}`);
    return el;
  });
  return within(menu)
    .queryAllByRole('option')
    .map((o) => o.textContent ?? '');
}

/** Chooses an option of a searchable select by its value. */
async function choose(testId: string, value: string) {
  await optionTexts(testId);
  fireEvent.click(await screen.findByTestId(`${testId}-option-${value}`));
}

describe('my tasks', () => {
  it('is for anyone signed in; the admin view for the type admins', () => {
    expect(resolveAuthorities(routes.find((r) => r.path === '/contribution-task')!)).toEqual([]);
    expect(resolveAuthorities(routes.find((r) => r.path === '/contribution-task/admin/:type')!)).toEqual([
      'ROLE_SUGGESTION_ADMIN',
      'ROLE_IMPROVEMENT_ADMIN',
    ]);
  });

  it('closes an action item from the list: its link opens the action items tab', async () => {
    const item = task(4, { taskName: 'actionItem', role: 'VIEWER', userId: 7, actionItemId: 21 });
    const calls = stubFetch({
      'GET /api/v3/contribution-tasks/user/7': { body: [item, task(1)], headers: { 'x-total-count': '2' } },
      'GET /api/v3/contribution-fields/options/SUGGESTION': { body: [] },
      'GET /api/v3/contribution-fields/options/IMPROVEMENT': { body: [] },
      'GET /api/v3/contribution-fields/options/IDEA': { body: [] },
      'POST /api/v3/contribution-action-items/21/close': { body: {} },
    });
    renderPage(<MyTasksPage />, { path: '/contribution-task', route: '/contribution-task' });
    const row = await screen.findByTestId('task-row-4');
    expect(within(row).getByTestId('task-link-4')).toHaveAttribute('href', '/contribution/view/104?tab=action-items');
    expect(within(row).getByText('Action item')).toBeInTheDocument();
    expect(screen.queryByTestId('task-close-1')).toBeNull(); // a task of the workflow closes by its action
    fireEvent.click(within(row).getByTestId('task-close-4'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'DONE' }));
    // the list is read again (tag MyTasks)
    await waitFor(() => expect(calls.filter((c) => c.path === MY).length).toBeGreaterThan(1));
  });

  it('lists the caller’s tasks with coloured statuses and links to the contributions', async () => {
    const calls = stub();
    renderPage(<MyTasksPage />, { path: '/contribution-task', route: '/contribution-task' });
    const row = await screen.findByTestId('task-row-1');
    const q = lastQuery(calls, MY);
    expect([q.get('page'), q.get('size'), q.get('sort'), q.get('langkey')]).toEqual(['0', '10', 'deadline,asc', 'en']);
    // it opens on the open tasks, soonest deadline first
    expect(q.getAll('status.in')).toEqual(['WAITING', 'OVERDUE']);
    expect(screen.getByTestId('task-filter-status-WAITING')).toBeChecked();
    expect(screen.getByTestId('task-filter-status-OVERDUE')).toBeChecked();
    expect(screen.getByTestId('task-filter-status-ON_TIME_DONE')).not.toBeChecked();
    expect(within(row).getByTestId('task-link-1')).toHaveAttribute('href', '/contribution/view/101');
    expect(within(row).getByText('Pre-evaluate')).toBeInTheDocument();
    expect(within(row).getByText('Mentor')).toBeInTheDocument();
    expect(within(row).getByTestId('task-status-WAITING')).toHaveClass('text-bg-primary');
    expect(within(screen.getByTestId('task-row-2')).getByTestId('task-status-OVERDUE')).toHaveClass('text-bg-danger');
    expect(within(screen.getByTestId('task-row-3')).getByTestId('task-status-ON_TIME_DONE')).toHaveClass('text-bg-success');
    // field titles from the options of every type
    await waitFor(() => expect(within(row).getByText('Suggestion: Energy')).toBeInTheDocument());
    // no assignee column for one's own tasks
    expect(screen.queryByTestId('task-assignee-1')).toBeNull();
    expect(screen.getByTestId('item-count')).toHaveTextContent('Showing 1 - 10 of 23 items.');
  });

  it('pages and sorts', async () => {
    const calls = stub();
    renderPage(<MyTasksPage />, { path: '/contribution-task', route: '/contribution-task' });
    await screen.findByTestId('task-row-1');
    fireEvent.click(screen.getByTestId('pager-page-2'));
    await waitFor(() => expect(lastQuery(calls, MY).get('page')).toBe('1'));
    fireEvent.click(screen.getByTestId('task-sort-deadline'));
    await waitFor(() => expect(lastQuery(calls, MY).get('sort')).toBe('deadline,desc'));
    fireEvent.click(screen.getByTestId('task-sort-taskName'));
    await waitFor(() => expect(lastQuery(calls, MY).get('sort')).toBe('taskName,asc'));
  });

  it('sends the filters on search and goes back to the open tasks on reset', async () => {
    const calls = stub();
    renderPage(<MyTasksPage />, { path: '/contribution-task', route: '/contribution-task' });
    await screen.findByTestId('task-row-1');
    fireEvent.change(screen.getByTestId('task-filter-search'), { target: { value: 'energy' } });
    fireEvent.change(screen.getByTestId('task-filter-eiId'), { target: { value: 'SUG-1, SUG-2' } });
    fireEvent.change(screen.getByTestId('task-filter-taskName'), { target: { value: 'preEvaluate' } });
    fireEvent.change(screen.getByTestId('task-filter-module'), { target: { value: 'SUGGESTION' } });
    // the multi-selects are searchable selects: the menu of a focused one lists its options
    await choose('task-filter-role', 'MENTOR');
    await choose('task-filter-role', 'EXPERT');
    // the state filter offers the states seen
    expect(await optionTexts('task-filter-state')).toEqual(['Pre-evaluation', 'Expert evaluation']);
    await choose('task-filter-state', '5');
    await waitFor(async () => expect(await optionTexts('task-filter-field')).toHaveLength(2));
    await choose('task-filter-field', '6');
    // waiting and overdue are ticked from the start: untick waiting, tick done on time
    fireEvent.click(screen.getByTestId('task-filter-status-WAITING'));
    fireEvent.click(screen.getByTestId('task-filter-status-ON_TIME_DONE'));
    fireEvent.change(screen.getByTestId('task-filter-start'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('task-filter-end'), { target: { value: '2026-01-31' } });
    fireEvent.click(screen.getByTestId('task-filter-submit'));
    await waitFor(() => expect(lastQuery(calls, MY).get('search')).toBe('energy'));
    const q = lastQuery(calls, MY);
    expect(q.getAll('eiId.in')).toEqual(['SUG-1', 'SUG-2']);
    expect(q.getAll('taskName.in')).toEqual(['preEvaluate']);
    expect(q.get('module')).toBe('SUGGESTION');
    expect(q.getAll('role.in')).toEqual(['MENTOR', 'EXPERT']);
    expect(q.getAll('stateId.in')).toEqual(['5']);
    expect(q.getAll('contributionFieldId.in')).toEqual(['6']);
    expect(q.getAll('status.in')).toEqual(['OVERDUE', 'ON_TIME_DONE']);
    expect([q.get('start'), q.get('end'), q.get('page')]).toEqual(['2026-01-01', '2026-01-31', '0']);

    fireEvent.click(screen.getByTestId('task-filter-reset'));
    await waitFor(() => expect(lastQuery(calls, MY).get('search')).toBeNull());
    expect(lastQuery(calls, MY).getAll('status.in')).toEqual(['WAITING', 'OVERDUE']);
    expect(screen.getByTestId('task-filter-search')).toHaveValue('');
    expect(screen.getByTestId('task-filter-status-WAITING')).toBeChecked();
  });

  it('no tasks: record not found', async () => {
    stubFetch({ [`GET ${MY}`]: { body: [], headers: { 'x-total-count': '0' } } });
    renderPage(<MyTasksPage />, { path: '/contribution-task', route: '/contribution-task' });
    expect(await screen.findByTestId('record-not-found')).toBeInTheDocument();
  });
});

describe('tasks of a type (admin)', () => {
  it('lists every task of the type with the assignees', async () => {
    const calls = stub();
    renderPage(<AdminTasksPage />, { path: '/contribution-task/admin/:type', route: '/contribution-task/admin/SUGGESTION' });
    expect(await screen.findByTestId('task-assignee-1')).toHaveTextContent('Ada Admin');
    expect(screen.getByTestId('task-admin-page')).toHaveTextContent('Tasks of Suggestion contributions');
    expect(lastQuery(calls, '/api/v3/contribution-tasks/SUGGESTION').get('size')).toBe('10');
    // a type's tasks open on every status
    expect(lastQuery(calls, '/api/v3/contribution-tasks/SUGGESTION').getAll('status.in')).toEqual([]);
    // no module filter: the type is fixed
    expect(screen.queryByTestId('task-filter-module')).toBeNull();
    expect(calls.some((c) => c.path === MY)).toBe(false);
    expect(calls.some((c) => c.path.endsWith('/options/IMPROVEMENT'))).toBe(false);
    await waitFor(() => expect(within(screen.getByTestId('task-row-1')).getByText('Energy')).toBeInTheDocument());
  });

  it('shows the contract’s single assignee when the server sends one', async () => {
    stubFetch({
      'GET /api/v3/contribution-tasks/IMPROVEMENT': {
        body: [task(1, { userName: 'Umut User', assignees: [] })],
        headers: { 'x-total-count': '1' },
      },
    });
    renderPage(<AdminTasksPage />, { path: '/contribution-task/admin/:type', route: '/contribution-task/admin/improvement' });
    expect(await screen.findByTestId('task-assignee-1')).toHaveTextContent('Umut User');
  });

  it('refuses another type’s admin and ADMIN alone without calling the server', () => {
    const calls = stub();
    renderPage(<AdminTasksPage />, {
      path: '/contribution-task/admin/:type',
      route: '/contribution-task/admin/SUGGESTION',
      authorities: ['ROLE_USER', 'ROLE_IMPROVEMENT_ADMIN'],
    });
    expect(screen.getByTestId('insufficient-authority')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('IDEA has no admin task view', () => {
    stub();
    renderPage(<AdminTasksPage />, { path: '/contribution-task/admin/:type', route: '/contribution-task/admin/IDEA' });
    expect(screen.getByTestId('not-found-page')).toBeInTheDocument();
  });
});
