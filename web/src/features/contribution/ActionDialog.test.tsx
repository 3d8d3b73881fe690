import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubCall } from '../../test/fetch';
import { ActionDialog } from './ActionDialog';
import { requiredRole } from './actions';
import { DETAIL } from './testing';
import type { ContributionDetail } from './types';

afterEach(() => vi.unstubAllGlobals());

const PRE_EVALUATION: ContributionDetail = {
  ...DETAIL,
  stateCode: 'PRE_EVALUATION',
  stateType: 'EVALUATION',
  stateName: 'Pre-evaluation',
  callerRoles: ['MENTOR', 'VIEWER'],
  actions: [{ name: 'send-to-expert', targetStateId: 4, targetStateName: 'Expert evaluation', explanation: 'OPTIONAL' }],
  commands: ['ASSIGN_EXPERT', 'VIEW_HISTORY'],
};
const SEND = { name: 'send-to-expert', targetStateId: 4, targetStateName: 'Expert evaluation', explanation: 'OPTIONAL' as const };
const EXECUTE = 'POST /api/v3/contributions/contributionId/7/execute-action/send-to-expert';
const ASSIGN = 'POST /api/v3/contributions/7/EXPERT/command/assign/ASSIGN_EXPERT';
const EXPERT_NEEDED = {
  status: 400,
  body: {
    status: 400,
    message: 'error.roleHolderRequired',
    errorKey: 'roleHolderRequired',
    params: { role: 'EXPERT', command: 'ASSIGN_EXPERT', action: 'send-to-expert', state: 'EXPERT_EVALUATION' },
  },
};
const CARLA = {
  id: 9,
  login: 'content',
  firstName: 'Carla',
  lastName: 'Content',
  email: 'content@inno.example',
  fullName: 'Carla Content',
};

function open(detail: ContributionDetail, executes: () => { status?: number; body?: unknown }) {
  const calls = stubFetch({
    'GET /api/v3/contributions/7': { body: detail },
    [EXECUTE]: executes,
    [ASSIGN]: {
      body: { ...detail, people: [...detail.people, { userId: 9, login: 'content', fullName: 'Carla Content', userRole: 'EXPERT' }] },
    },
    'GET /api/v3/search-user': { body: [CARLA] },
  });
  const done = vi.fn();
  renderWithProviders(<ActionDialog contributionId={7} action={SEND} lang="en" onDone={done} onClose={() => undefined} />);
  return { calls, done };
}

const posts = (calls: StubCall[], key: string) => calls.filter((c) => `${c.method} ${c.path}` === key);

describe('ActionDialog', () => {
  it('reads the role a refusal names', () => {
    expect(requiredRole(EXPERT_NEEDED)).toBe('EXPERT');
    expect(requiredRole({ status: 400, body: { errorKey: 'actionNotAvailable', params: {} } })).toBeNull();
    expect(requiredRole({ status: 400, body: { errorKey: 'roleHolderRequired' } })).toBeNull();
  });

  it('when the next state needs an expert, says so and assigns one in place; then the action goes through', async () => {
    let answered = 0;
    const { calls, done } = open(PRE_EVALUATION, () =>
      answered++ === 0 ? EXPERT_NEEDED : { body: { ...PRE_EVALUATION, stateName: 'Expert evaluation', actions: [] } },
    );
    fireEvent.click(screen.getByTestId('action-confirm'));
    const alert = await screen.findByTestId('action-role-required');
    expect(alert).toHaveTextContent('This step needs someone in the role Expert, and nobody holds it yet.');
    // the caller may assign an expert in this state: the assignment is offered
    fireEvent.change(await screen.findByTestId('action-assign-users-input'), { target: { value: 'carla' } });
    fireEvent.mouseDown(await screen.findByTestId('action-assign-users-option-content'));
    fireEvent.click(screen.getByTestId('action-assign-save'));
    expect(await screen.findByTestId('action-role-assigned')).toHaveTextContent('Expert assigned. Confirm the step again.');
    expect(screen.queryByTestId('action-role-required')).toBeNull();
    expect(posts(calls, ASSIGN)[0].body).toEqual({ userList: [9] });
    expect(done).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(posts(calls, EXECUTE)).toHaveLength(2);
  });

  it('tells a caller who may not assign the role whom to ask', async () => {
    const { calls, done } = open({ ...PRE_EVALUATION, commands: ['VIEW_HISTORY'] }, () => EXPERT_NEEDED);
    fireEvent.click(screen.getByTestId('action-confirm'));
    expect(await screen.findByTestId('action-role-ask')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v3/contributions/7')).toBe(true));
    expect(screen.queryByTestId('action-assign')).toBeNull();
    expect(done).not.toHaveBeenCalled();
  });
});
