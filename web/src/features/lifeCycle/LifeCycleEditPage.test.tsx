import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubCall } from '../../test/fetch';
import { resolveAuthorities } from '../../app/router/routes';
import { LifeCycleEditPage } from './LifeCycleEditPage';
import { LifeCycleListPage } from './LifeCycleListPage';
import { routes } from './routes';
import type { LifeCycle, LifeCycleState } from './types';
import { answerConfirm } from '../../test/confirm';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const state = (
  id: number,
  code: string,
  rank: number,
  names: Record<string, string>,
  extra: Partial<LifeCycleState> = {},
): LifeCycleState => ({
  id,
  lifeCycleId: 1,
  code,
  stateType: 'EVALUATION',
  rank,
  isHappyPath: true,
  isInitial: rank === 1,
  stateDefinitionList: Object.entries(names).map(([language, name]) => ({ language, name })),
  actions: [],
  tasks: [],
  commands: [],
  notifications: [],
  ...extra,
});

const GRAPH: LifeCycle = {
  id: 1,
  name: 'Suggestion workflow',
  contributionType: 'SUGGESTION',
  isDefault: true,
  isActive: true,
  isOwnersChatEnabled: true,
  isOwnersMentorChatEnabled: false,
  isOwnersAdvisorsChatEnabled: false,
  isMentorExpertChatEnabled: false,
  isBannerEnabled: true,
  ratingType: 'STAR5',
  states: [
    state(
      12,
      'EXPERT_EVALUATION',
      2,
      { en: 'Expert evaluation', tr: 'Uzman değerlendirmesi' },
      {
        actions: [
          {
            id: 30,
            stateId: 12,
            name: 'accept',
            targetStateId: 13,
            roles: ['EXPERT', 'MANAGER'],
            explanation: 'OPTIONAL',
            requiredEvaluation: '',
            rank: 1,
            points: [{ id: 40, actionId: 30, role: 'OWNER', points: 50, share: false }],
            postHandlers: [{ id: 80, actionId: 30, handler: 'CHANGE_COMMENT_STATUS', parameter: 'CLOSED', rank: 1 }],
          },
        ],
        tasks: [{ id: 50, stateId: 12, name: 'expertEvaluate', role: 'EXPERT', deadlineDays: 10, sendEmail: true }],
        commands: [
          {
            id: 60,
            stateId: 12,
            command: 'VIEW_HISTORY',
            roles: ['OWNER'],
            taskDefinitions: [{ id: 90, commandId: 60, name: 'briefExpert', role: 'EXPERT', deadlineDays: 2, sendEmail: false }],
            pointDefinitions: [{ id: 95, commandId: 60, role: 'MANAGER', points: 3, share: true }],
          },
        ],
        notifications: [{ id: 70, stateId: 12, role: 'OWNER', sendEmail: true }],
      },
    ),
    state(11, 'DRAFT', 1, { en: 'Draft', tr: 'Taslak' }),
    state(13, 'ACCEPTED', 3, { en: 'Accepted' }),
  ],
};

const TYPES = {
  stateTypes: ['DRAFT', 'EVALUATION', 'ACCEPTANCE'],
  contributionRoles: ['OWNER', 'MANAGER', 'EXPERT'],
  commands: ['EDIT', 'VIEW_HISTORY'],
  explanationModes: ['NONE', 'OPTIONAL', 'REQUIRED'],
  evalTypes: ['EVAL_PRE', 'EVAL_BOARD1'],
  contributionTypes: ['SUGGESTION', 'IMPROVEMENT', 'IDEA'],
  postHandlers: {
    ASSIGN_FIELD_MENTORS: [],
    CHANGE_COMMENT_STATUS: ['OPEN', 'CLOSED', 'HIDDEN'],
    CHANGE_VISIBILITY: ['true', 'false'],
    NOTIFY_ROLE: ['OWNER', 'MANAGER', 'EXPERT'],
  },
};

const CONFIG = { ...GRAPH, states: undefined, usage: [{ stateId: 12, code: 'EXPERT_EVALUATION', contributionCount: 3, targetedBy: 1 }] };

function stub(extra: Record<string, Parameters<typeof stubFetch>[0][string]> = {}) {
  return stubFetch({
    'GET /api/v3/life-cycles/get-for-update/1': { body: GRAPH },
    'GET /api/v3/life-cycles/get-config/1': { body: CONFIG },
    'GET /api/v3/life-cycles/get-defined-types': { body: TYPES },
    ...extra,
  });
}

function renderEditor() {
  return renderWithProviders(
    <Routes>
      <Route path="/life-cycle/:id/edit" element={<LifeCycleEditPage />} />
    </Routes>,
    { route: '/life-cycle/1/edit' },
  );
}

const graphLoads = (calls: StubCall[]) => calls.filter((c) => c.path === '/api/v3/life-cycles/get-for-update/1').length;
const lastCall = (calls: StubCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).at(-1);

describe('life-cycle routes', () => {
  it('are for ADMIN only', () => {
    expect(routes.map((r) => r.path)).toEqual(['/life-cycle', '/life-cycle/:id/edit']);
    for (const r of routes) expect(resolveAuthorities(r)).toEqual(['ROLE_ADMIN']);
  });
});

describe('LifeCycleEditPage', () => {
  it('shows the flags and the states in order, and a state opened with its pieces', async () => {
    stub();
    renderEditor();
    await screen.findByTestId('life-cycle-title');
    expect(screen.getByTestId('life-cycle-name')).toHaveValue('Suggestion workflow');
    expect(screen.getByTestId('life-cycle-isOwnersChatEnabled')).toBeChecked();
    expect(screen.getByTestId('life-cycle-isMentorExpertChatEnabled')).not.toBeChecked();
    const cards = within(screen.getByTestId('state-list'))
      .getAllByRole('listitem')
      .filter((li) => li.dataset.testid?.startsWith('state-'));
    expect(cards.map((c) => c.dataset.testid)).toEqual(['state-DRAFT', 'state-EXPERT_EVALUATION', 'state-ACCEPTED']);
    expect(screen.getByTestId('state-DRAFT-up')).toBeDisabled();
    expect(screen.getByTestId('state-ACCEPTED-down')).toBeDisabled();
    expect(screen.getByTestId('state-DRAFT-delete')).toBeDisabled();
    expect(screen.getByTestId('state-EXPERT_EVALUATION-contributions')).toHaveTextContent('3');
    expect(screen.queryByTestId('state-EXPERT_EVALUATION-body')).toBeNull();

    fireEvent.click(screen.getByTestId('state-EXPERT_EVALUATION-toggle'));
    expect(screen.getByTestId('action-EXPERT_EVALUATION-accept-target')).toHaveTextContent('Accepted');
    expect(screen.getByTestId('point-EXPERT_EVALUATION-accept-OWNER')).toHaveTextContent('+50');
    expect(screen.getByTestId('task-EXPERT_EVALUATION-expertEvaluate')).toHaveTextContent('10');
    expect(screen.getByTestId('command-EXPERT_EVALUATION-VIEW_HISTORY')).toBeInTheDocument();
    expect(screen.getByTestId('notification-EXPERT_EVALUATION-OWNER')).toBeInTheDocument();
    // the pieces below an action and below a command
    expect(screen.getByTestId('post-handler-EXPERT_EVALUATION-accept-80')).toHaveTextContent('Change comment status: Closed');
    expect(screen.getByTestId('command-task-EXPERT_EVALUATION-VIEW_HISTORY-briefExpert')).toHaveTextContent(
      'briefExpertExpertDue in 2 days',
    );
    expect(screen.getByTestId('command-point-EXPERT_EVALUATION-VIEW_HISTORY-MANAGER')).toHaveTextContent('Manager+3shared');
  });

  it('saves the flags with PUT', async () => {
    const calls = stub({ 'PUT /api/v3/life-cycles': { body: GRAPH } });
    renderEditor();
    await screen.findByTestId('life-cycle-title');
    fireEvent.click(screen.getByTestId('life-cycle-isBannerEnabled'));
    fireEvent.change(screen.getByTestId('life-cycle-ratingType'), { target: { value: 'LIKE' } });
    fireEvent.click(screen.getByTestId('life-cycle-save'));
    await waitFor(() => expect(lastCall(calls, 'PUT', '/api/v3/life-cycles')).toBeDefined());
    expect(lastCall(calls, 'PUT', '/api/v3/life-cycles')!.body).toMatchObject({
      id: 1,
      name: 'Suggestion workflow',
      isBannerEnabled: false,
      ratingType: 'LIKE',
      isOwnersChatEnabled: true,
      isDefault: true,
    });
  });

  it('adds a state named in English and Turkish, then reloads', async () => {
    const calls = stub({ 'POST /api/v3/life-cycle-states': { status: 201, body: { id: 14 } } });
    renderEditor();
    await screen.findByTestId('life-cycle-title');
    fireEvent.click(screen.getByTestId('state-add'));
    fireEvent.click(await screen.findByTestId('state-dialog-save'));
    expect(await screen.findByTestId('state-code-error')).toBeInTheDocument();
    expect(screen.getByTestId('state-name-en-error')).toBeInTheDocument();
    expect(lastCall(calls, 'POST', '/api/v3/life-cycle-states')).toBeUndefined();

    fireEvent.change(screen.getByTestId('state-code'), { target: { value: 'board review' } });
    expect(screen.getByTestId('state-code')).toHaveValue('BOARD_REVIEW');
    fireEvent.change(screen.getByTestId('state-type'), { target: { value: 'EVALUATION' } });
    fireEvent.change(screen.getByTestId('state-name-en'), { target: { value: 'Board review' } });
    fireEvent.change(screen.getByTestId('state-name-tr'), { target: { value: 'Kurul incelemesi' } });
    fireEvent.click(screen.getByTestId('state-dialog-save'));
    await waitFor(() => expect(lastCall(calls, 'POST', '/api/v3/life-cycle-states')).toBeDefined());
    expect(lastCall(calls, 'POST', '/api/v3/life-cycle-states')!.body).toEqual({
      lifeCycleId: 1,
      code: 'BOARD_REVIEW',
      stateType: 'EVALUATION',
      rank: 0,
      isHappyPath: true,
      isInitial: false,
      stateDefinitionList: [
        { language: 'en', name: 'Board review' },
        { language: 'tr', name: 'Kurul incelemesi' },
      ],
    });
    await waitFor(() => expect(graphLoads(calls)).toBe(2));
    await waitFor(() => expect(screen.queryByTestId('state-dialog')).toBeNull());
  });

  it("puts the server's field errors on the fields", async () => {
    stub({
      'POST /api/v3/life-cycle-states': {
        status: 400,
        body: {
          status: 400,
          message: 'error.validation',
          fieldErrors: [{ objectName: 'lifeCycleState', field: 'code', message: 'Unique' }],
        },
      },
    });
    renderEditor();
    await screen.findByTestId('life-cycle-title');
    fireEvent.click(screen.getByTestId('state-add'));
    fireEvent.change(await screen.findByTestId('state-code'), { target: { value: 'LATE' } });
    fireEvent.change(screen.getByTestId('state-name-en'), { target: { value: 'Late' } });
    fireEvent.click(screen.getByTestId('state-dialog-save'));
    expect(await screen.findByTestId('state-code-error')).toHaveTextContent('must be unique');
    expect(screen.getByTestId('state-dialog')).toBeInTheDocument();
  });

  it('moves a state down with a PUT of its next position', async () => {
    const calls = stub({ 'PUT /api/v3/life-cycle-states': { body: {} } });
    renderEditor();
    await screen.findByTestId('life-cycle-title');
    fireEvent.click(screen.getByTestId('state-DRAFT-down'));
    await waitFor(() => expect(lastCall(calls, 'PUT', '/api/v3/life-cycle-states')).toBeDefined());
    expect(lastCall(calls, 'PUT', '/api/v3/life-cycle-states')!.body).toMatchObject({
      id: 11,
      code: 'DRAFT',
      rank: 2,
      isInitial: true,
      stateDefinitionList: [
        { language: 'en', name: 'Draft' },
        { language: 'tr', name: 'Taslak' },
      ],
    });
    await waitFor(() => expect(graphLoads(calls)).toBe(2));
  });

  it('adds an action with a target, roles and an explanation rule', async () => {
    const calls = stub({ 'POST /api/v3/state-actions': { status: 201, body: { id: 31 } } });
    renderEditor();
    await screen.findByTestId('life-cycle-title');
    fireEvent.click(screen.getByTestId('state-EXPERT_EVALUATION-toggle'));
    fireEvent.click(screen.getByTestId('state-EXPERT_EVALUATION-actions-add'));
    fireEvent.click(await screen.findByTestId('action-dialog-save'));
    expect(await screen.findByTestId('action-target-error')).toBeInTheDocument();
    expect(screen.getByTestId('action-roles-error')).toBeInTheDocument();
    // the name is unique in the state
    fireEvent.change(screen.getByTestId('action-name'), { target: { value: 'accept' } });
    // the field is checked again as it changes (asynchronously): it said "required" a moment ago
    await waitFor(() => expect(screen.getByTestId('action-name-error')).toHaveTextContent('must be unique'));

    fireEvent.change(screen.getByTestId('action-name'), { target: { value: 'send-to-board' } });
    fireEvent.change(screen.getByTestId('action-target'), { target: { value: '13' } });
    fireEvent.click(screen.getByTestId('action-roles-MANAGER'));
    fireEvent.click(screen.getByTestId('action-roles-EXPERT'));
    fireEvent.change(screen.getByTestId('action-explanation'), { target: { value: 'REQUIRED' } });
    // the pre-evaluation must be complete before the action (docs/evaluation.md)
    fireEvent.change(screen.getByTestId('action-required-evaluation'), { target: { value: 'EVAL_PRE' } });
    fireEvent.click(screen.getByTestId('action-dialog-save'));
    await waitFor(() => expect(lastCall(calls, 'POST', '/api/v3/state-actions')).toBeDefined());
    expect(lastCall(calls, 'POST', '/api/v3/state-actions')!.body).toEqual({
      stateId: 12,
      name: 'send-to-board',
      targetStateId: 13,
      roles: ['MANAGER', 'EXPERT'],
      explanation: 'REQUIRED',
      requiredEvaluation: 'EVAL_PRE',
    });
  });

  it('adds points to an action and deletes a task definition', async () => {
    const calls = stub({
      'POST /api/v3/action-point-definitions': { status: 201, body: { id: 41 } },
      'DELETE /api/v3/state-task-definitions/50': { status: 204 },
    });
    renderEditor();
    await screen.findByTestId('life-cycle-title');
    fireEvent.click(screen.getByTestId('state-EXPERT_EVALUATION-toggle'));
    fireEvent.click(screen.getByTestId('action-EXPERT_EVALUATION-accept-add-point'));
    fireEvent.change(await screen.findByTestId('point-role'), { target: { value: 'EXPERT' } });
    fireEvent.change(screen.getByTestId('point-points'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('point-share'));
    fireEvent.click(screen.getByTestId('point-dialog-save'));
    await waitFor(() => expect(lastCall(calls, 'POST', '/api/v3/action-point-definitions')).toBeDefined());
    expect(lastCall(calls, 'POST', '/api/v3/action-point-definitions')!.body).toEqual({
      actionId: 30,
      role: 'EXPERT',
      points: 10,
      share: true,
    });

    fireEvent.click(screen.getByTestId('task-EXPERT_EVALUATION-expertEvaluate-delete'));
    await answerConfirm(true);
    await waitFor(() => expect(lastCall(calls, 'DELETE', '/api/v3/state-task-definitions/50')).toBeDefined());
  });

  it('adds, edits and deletes a post handler of an action', async () => {
    const calls = stub({
      'POST /api/v3/action-post-handlers': { status: 201, body: { id: 81 } },
      'PUT /api/v3/action-post-handlers': { body: { id: 80 } },
      'DELETE /api/v3/action-post-handlers/80': { status: 204 },
    });
    renderEditor();
    await screen.findByTestId('life-cycle-title');
    fireEvent.click(screen.getByTestId('state-EXPERT_EVALUATION-toggle'));

    // add: the handler is required; a handler with parameters asks for one of them
    fireEvent.click(screen.getByTestId('action-EXPERT_EVALUATION-accept-add-post-handler'));
    expect(await screen.findByTestId('post-handler-dialog')).toHaveTextContent('Add a post handler to accept');
    fireEvent.click(screen.getByTestId('post-handler-dialog-save'));
    expect(await screen.findByTestId('post-handler-handler-error')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('post-handler-handler'), { target: { value: 'ASSIGN_FIELD_MENTORS' } });
    expect(screen.getByTestId('post-handler-no-parameter')).toBeInTheDocument();
    expect(screen.queryByTestId('post-handler-parameter')).toBeNull();
    fireEvent.change(screen.getByTestId('post-handler-handler'), { target: { value: 'NOTIFY_ROLE' } });
    expect(
      within(screen.getByTestId('post-handler-parameter'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Owner', 'Manager', 'Expert']);
    expect(await screen.findByTestId('post-handler-parameter-error')).toBeInTheDocument();
    expect(lastCall(calls, 'POST', '/api/v3/action-post-handlers')).toBeUndefined();
    fireEvent.change(screen.getByTestId('post-handler-parameter'), { target: { value: 'MANAGER' } });
    fireEvent.click(screen.getByTestId('post-handler-dialog-save'));
    await waitFor(() => expect(lastCall(calls, 'POST', '/api/v3/action-post-handlers')).toBeDefined());
    expect(lastCall(calls, 'POST', '/api/v3/action-post-handlers')!.body).toEqual({
      actionId: 30,
      handler: 'NOTIFY_ROLE',
      parameter: 'MANAGER',
    });
    await waitFor(() => expect(graphLoads(calls)).toBe(2));
    await waitFor(() => expect(screen.queryByTestId('post-handler-dialog')).toBeNull());

    // edit: the dialog starts from the stored handler; changing the handler clears the parameter
    fireEvent.click(screen.getByTestId('post-handler-EXPERT_EVALUATION-accept-80-edit'));
    expect(await screen.findByTestId('post-handler-handler')).toHaveValue('CHANGE_COMMENT_STATUS');
    expect(screen.getByTestId('post-handler-parameter')).toHaveValue('CLOSED');
    fireEvent.change(screen.getByTestId('post-handler-handler'), { target: { value: 'CHANGE_VISIBILITY' } });
    expect(screen.getByTestId('post-handler-parameter')).toHaveValue('');
    fireEvent.change(screen.getByTestId('post-handler-parameter'), { target: { value: 'false' } });
    fireEvent.click(screen.getByTestId('post-handler-dialog-save'));
    await waitFor(() => expect(lastCall(calls, 'PUT', '/api/v3/action-post-handlers')).toBeDefined());
    expect(lastCall(calls, 'PUT', '/api/v3/action-post-handlers')!.body).toEqual({
      id: 80,
      actionId: 30,
      handler: 'CHANGE_VISIBILITY',
      parameter: 'false',
    });
    await waitFor(() => expect(graphLoads(calls)).toBe(3));

    // delete, after a confirmation
    fireEvent.click(screen.getByTestId('post-handler-EXPERT_EVALUATION-accept-80-delete'));
    expect(await answerConfirm(true)).toBe('Delete "accept Change comment status"?');
    await waitFor(() => expect(lastCall(calls, 'DELETE', '/api/v3/action-post-handlers/80')).toBeDefined());
    await waitFor(() => expect(graphLoads(calls)).toBe(4));
  });

  it('adds, edits and deletes a task definition of a command', async () => {
    const calls = stub({
      'POST /api/v3/command-task-definitions': { status: 201, body: { id: 91 } },
      'PUT /api/v3/command-task-definitions': { body: { id: 90 } },
      'DELETE /api/v3/command-task-definitions/90': { status: 204 },
    });
    renderEditor();
    await screen.findByTestId('life-cycle-title');
    fireEvent.click(screen.getByTestId('state-EXPERT_EVALUATION-toggle'));

    fireEvent.click(screen.getByTestId('command-EXPERT_EVALUATION-VIEW_HISTORY-add-task'));
    expect(await screen.findByTestId('command-task-dialog')).toHaveTextContent('Add a task to the command View history');
    expect(screen.getByTestId('command-task-sendEmail')).not.toBeChecked();
    fireEvent.click(screen.getByTestId('command-task-dialog-save'));
    expect(await screen.findByTestId('command-task-name-error')).toBeInTheDocument();
    expect(screen.getByTestId('command-task-role-error')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('command-task-name'), { target: { value: ' readHistory ' } });
    fireEvent.change(screen.getByTestId('command-task-role'), { target: { value: 'MANAGER' } });
    fireEvent.change(screen.getByTestId('command-task-deadlineDays'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('command-task-dialog-save'));
    await waitFor(() => expect(lastCall(calls, 'POST', '/api/v3/command-task-definitions')).toBeDefined());
    expect(lastCall(calls, 'POST', '/api/v3/command-task-definitions')!.body).toEqual({
      commandId: 60,
      name: 'readHistory',
      role: 'MANAGER',
      deadlineDays: 3,
      sendEmail: false,
    });
    await waitFor(() => expect(graphLoads(calls)).toBe(2));
    await waitFor(() => expect(screen.queryByTestId('command-task-dialog')).toBeNull());

    fireEvent.click(screen.getByTestId('command-task-EXPERT_EVALUATION-VIEW_HISTORY-briefExpert-edit'));
    expect(await screen.findByTestId('command-task-name')).toHaveValue('briefExpert');
    expect(screen.getByTestId('command-task-role')).toHaveValue('EXPERT');
    expect(screen.getByTestId('command-task-deadlineDays')).toHaveValue('2');
    fireEvent.change(screen.getByTestId('command-task-deadlineDays'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('command-task-sendEmail'));
    fireEvent.click(screen.getByTestId('command-task-dialog-save'));
    await waitFor(() => expect(lastCall(calls, 'PUT', '/api/v3/command-task-definitions')).toBeDefined());
    expect(lastCall(calls, 'PUT', '/api/v3/command-task-definitions')!.body).toEqual({
      id: 90,
      commandId: 60,
      name: 'briefExpert',
      role: 'EXPERT',
      deadlineDays: 5,
      sendEmail: true,
    });
    await waitFor(() => expect(graphLoads(calls)).toBe(3));

    fireEvent.click(screen.getByTestId('command-task-EXPERT_EVALUATION-VIEW_HISTORY-briefExpert-delete'));
    expect(await answerConfirm(true)).toBe('Delete "briefExpert"?');
    await waitFor(() => expect(lastCall(calls, 'DELETE', '/api/v3/command-task-definitions/90')).toBeDefined());
    await waitFor(() => expect(graphLoads(calls)).toBe(4));
  });

  it('adds, edits and deletes points of a command, and keeps them when the deletion is not confirmed', async () => {
    const calls = stub({
      'POST /api/v3/command-point-definitions': { status: 201, body: { id: 96 } },
      'PUT /api/v3/command-point-definitions': { body: { id: 95 } },
      'DELETE /api/v3/command-point-definitions/95': { status: 204 },
    });
    renderEditor();
    await screen.findByTestId('life-cycle-title');
    fireEvent.click(screen.getByTestId('state-EXPERT_EVALUATION-toggle'));

    fireEvent.click(screen.getByTestId('command-EXPERT_EVALUATION-VIEW_HISTORY-add-point'));
    expect(await screen.findByTestId('command-point-dialog')).toHaveTextContent('Add points to the command View history');
    // one definition per role and command
    fireEvent.change(screen.getByTestId('command-point-role'), { target: { value: 'MANAGER' } });
    fireEvent.change(screen.getByTestId('command-point-points'), { target: { value: '-4' } });
    fireEvent.click(screen.getByTestId('command-point-dialog-save'));
    expect(await screen.findByTestId('command-point-role-error')).toHaveTextContent('must be unique');
    expect(lastCall(calls, 'POST', '/api/v3/command-point-definitions')).toBeUndefined();
    fireEvent.change(screen.getByTestId('command-point-role'), { target: { value: 'OWNER' } });
    fireEvent.click(screen.getByTestId('command-point-dialog-save'));
    await waitFor(() => expect(lastCall(calls, 'POST', '/api/v3/command-point-definitions')).toBeDefined());
    expect(lastCall(calls, 'POST', '/api/v3/command-point-definitions')!.body).toEqual({
      commandId: 60,
      role: 'OWNER',
      points: -4,
      share: false,
    });
    await waitFor(() => expect(graphLoads(calls)).toBe(2));
    await waitFor(() => expect(screen.queryByTestId('command-point-dialog')).toBeNull());

    // its own role is not taken when it is edited
    fireEvent.click(screen.getByTestId('command-point-EXPERT_EVALUATION-VIEW_HISTORY-MANAGER-edit'));
    expect(await screen.findByTestId('command-point-role')).toHaveValue('MANAGER');
    expect(screen.getByTestId('command-point-points')).toHaveValue('3');
    expect(screen.getByTestId('command-point-share')).toBeChecked();
    fireEvent.change(screen.getByTestId('command-point-points'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('command-point-share'));
    fireEvent.click(screen.getByTestId('command-point-dialog-save'));
    await waitFor(() => expect(lastCall(calls, 'PUT', '/api/v3/command-point-definitions')).toBeDefined());
    expect(lastCall(calls, 'PUT', '/api/v3/command-point-definitions')!.body).toEqual({
      id: 95,
      commandId: 60,
      role: 'MANAGER',
      points: 7,
      share: false,
    });
    await waitFor(() => expect(graphLoads(calls)).toBe(3));

    fireEvent.click(screen.getByTestId('command-point-EXPERT_EVALUATION-VIEW_HISTORY-MANAGER-delete'));
    expect(await answerConfirm(false)).toBe('Delete "VIEW_HISTORY MANAGER"?');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('command-point-EXPERT_EVALUATION-VIEW_HISTORY-MANAGER-delete'));
    await answerConfirm(true);
    await waitFor(() => expect(lastCall(calls, 'DELETE', '/api/v3/command-point-definitions/95')).toBeDefined());
    await waitFor(() => expect(graphLoads(calls)).toBe(4));
  });

  it("puts the server's field errors on the fields of post handlers and of a command's tasks and points", async () => {
    const fieldError = (objectName: string, field: string, message: string) => ({
      status: 400,
      body: { status: 400, message: 'error.validation', fieldErrors: [{ objectName, field, message }] },
    });
    const calls = stub({
      'PUT /api/v3/action-post-handlers': fieldError('actionPostHandler', 'parameter', 'Pattern'),
      'PUT /api/v3/command-task-definitions': fieldError('commandTaskDefinition', 'name', 'Size'),
      'PUT /api/v3/command-point-definitions': fieldError('commandPointDefinition', 'role', 'Unique'),
    });
    renderEditor();
    await screen.findByTestId('life-cycle-title');
    fireEvent.click(screen.getByTestId('state-EXPERT_EVALUATION-toggle'));

    fireEvent.click(screen.getByTestId('post-handler-EXPERT_EVALUATION-accept-80-edit'));
    fireEvent.click(await screen.findByTestId('post-handler-dialog-save'));
    expect(await screen.findByTestId('post-handler-parameter-error')).toHaveTextContent(
      'Field Parameter does not follow the required pattern!',
    );
    expect(lastCall(calls, 'PUT', '/api/v3/action-post-handlers')!.body).toEqual({
      id: 80,
      actionId: 30,
      handler: 'CHANGE_COMMENT_STATUS',
      parameter: 'CLOSED',
    });
    // the message goes when the field changes
    fireEvent.change(screen.getByTestId('post-handler-parameter'), { target: { value: 'OPEN' } });
    await waitFor(() => expect(screen.queryByTestId('post-handler-parameter-error')).toBeNull());
    fireEvent.click(screen.getByTestId('post-handler-dialog-cancel'));
    await waitFor(() => expect(screen.queryByTestId('post-handler-dialog')).toBeNull());

    fireEvent.click(screen.getByTestId('command-task-EXPERT_EVALUATION-VIEW_HISTORY-briefExpert-edit'));
    fireEvent.click(await screen.findByTestId('command-task-dialog-save'));
    expect(await screen.findByTestId('command-task-name-error')).toHaveTextContent(
      'Field Task name does not meet min/max size requirements!',
    );
    expect(screen.getByTestId('command-task-dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('command-task-dialog-cancel'));
    await waitFor(() => expect(screen.queryByTestId('command-task-dialog')).toBeNull());

    fireEvent.click(screen.getByTestId('command-point-EXPERT_EVALUATION-VIEW_HISTORY-MANAGER-edit'));
    fireEvent.click(await screen.findByTestId('command-point-dialog-save'));
    expect(await screen.findByTestId('command-point-role-error')).toHaveTextContent('Field Role must be unique!');
    expect(screen.getByTestId('command-point-dialog')).toBeInTheDocument();
    expect(graphLoads(calls)).toBe(1);
  });

  it('asks where the contributions of a state in use go, then deletes with moveTo', async () => {
    const calls = stub({
      'DELETE /api/v3/life-cycle-states/12': (call) =>
        call.url.includes('moveTo=')
          ? { status: 204, headers: { 'x-moved-count': '3' } }
          : {
              status: 400,
              body: { status: 400, errorKey: 'stateInUse', message: 'error.stateInUse', params: { count: 3, actions: 1, tasks: 2 } },
            },
    });
    renderEditor();
    await screen.findByTestId('life-cycle-title');
    fireEvent.click(screen.getByTestId('state-EXPERT_EVALUATION-delete'));
    await answerConfirm(true);
    expect(await screen.findByTestId('move-dialog-usage')).toHaveTextContent('3 contributions');
    const options = within(screen.getByTestId('move-target'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose…', 'Draft (DRAFT)', 'Accepted (ACCEPTED)']);
    fireEvent.click(screen.getByTestId('move-dialog-save'));
    expect(await screen.findByTestId('move-target-error')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('move-target'), { target: { value: '13' } });
    fireEvent.click(screen.getByTestId('move-dialog-save'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2));
    expect(new URL(calls.filter((c) => c.method === 'DELETE')[1].url, 'http://x').searchParams.get('moveTo')).toBe('13');
    await waitFor(() => expect(graphLoads(calls)).toBe(2));
    expect(screen.queryByTestId('move-dialog')).toBeNull();
  });

  it('shows a saved state at once: the editor reads the stored graph again, without a reload', async () => {
    const added = state(14, 'BOARD_REVIEW', 4, { en: 'Board review' });
    let saved = false;
    stub({
      'GET /api/v3/life-cycles/get-for-update/1': () => ({ body: saved ? { ...GRAPH, states: [...GRAPH.states!, added] } : GRAPH }),
      'POST /api/v3/life-cycle-states': () => {
        saved = true;
        return { status: 201, body: added };
      },
    });
    renderEditor();
    await screen.findByTestId('life-cycle-title');
    expect(screen.queryByTestId('state-BOARD_REVIEW')).toBeNull();
    fireEvent.click(screen.getByTestId('state-add'));
    fireEvent.change(await screen.findByTestId('state-code'), { target: { value: 'BOARD_REVIEW' } });
    fireEvent.change(screen.getByTestId('state-name-en'), { target: { value: 'Board review' } });
    fireEvent.click(screen.getByTestId('state-dialog-save'));
    expect(await screen.findByTestId('state-BOARD_REVIEW')).toHaveTextContent('Board review');
    expect(screen.queryByTestId('state-dialog')).toBeNull();
  });

  it('shows record-not-found for a missing life cycle', async () => {
    stubFetch({});
    renderEditor();
    expect(await screen.findByTestId('record-not-found')).toBeInTheDocument();
  });
});

describe('LifeCycleListPage', () => {
  it('a deleted life cycle leaves the list at once', async () => {
    const other = { ...GRAPH, id: 2, name: 'Idea workflow', contributionType: 'IDEA' as const, isDefault: false, states: undefined };
    let deleted = false;
    const calls = stubFetch({
      'GET /api/v3/life-cycles': () => ({ body: deleted ? [{ ...GRAPH, states: undefined }] : [{ ...GRAPH, states: undefined }, other] }),
      'DELETE /api/v3/life-cycles/2': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/life-cycle" element={<LifeCycleListPage />} />
      </Routes>,
      { route: '/life-cycle' },
    );
    fireEvent.click(await screen.findByTestId('life-cycle-delete-2'));
    await answerConfirm(true);
    await waitFor(() => expect(screen.queryByTestId('life-cycle-row-2')).toBeNull());
    expect(screen.getByTestId('life-cycle-row-1')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/v3/life-cycles')).toHaveLength(2);
  });

  it('lists life cycles with their total and creates one', async () => {
    const calls = stubFetch({
      'GET /api/v3/life-cycles': {
        body: [{ ...GRAPH, states: undefined, stateCount: 9, contributionCount: 4 }],
        headers: { 'x-total-count': '1' },
      },
      'POST /api/v3/life-cycles': { status: 201, body: { ...GRAPH, id: 2, name: 'Idea workflow', contributionType: 'IDEA' } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/life-cycle" element={<LifeCycleListPage />} />
        <Route path="/life-cycle/:id/edit" element={<p data-testid="editor-opened" />} />
      </Routes>,
      { route: '/life-cycle' },
    );
    const row = await screen.findByTestId('life-cycle-row-1');
    expect(row).toHaveTextContent('Suggestion workflow');
    expect(row).toHaveTextContent('9');
    expect(screen.getByTestId('life-cycle-default-SUGGESTION')).toBeInTheDocument();
    const q = new URL(lastCall(calls, 'GET', '/api/v3/life-cycles')!.url, 'http://x').searchParams;
    expect(q.get('page')).toBe('0');
    expect(q.getAll('sort')).toEqual(['contributionType,asc', 'id,asc']);

    fireEvent.click(screen.getByTestId('life-cycle-create'));
    fireEvent.change(await screen.findByTestId('life-cycle-name'), { target: { value: 'Idea workflow' } });
    fireEvent.change(screen.getByTestId('life-cycle-type'), { target: { value: 'IDEA' } });
    fireEvent.click(screen.getByTestId('life-cycle-dialog-save'));
    expect(await screen.findByTestId('editor-opened')).toBeInTheDocument();
    expect(lastCall(calls, 'POST', '/api/v3/life-cycles')!.body).toMatchObject({
      name: 'Idea workflow',
      contributionType: 'IDEA',
      isDefault: false,
    });
  });
});
