import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubCall } from '../../test/fetch';
import { ContributionDetailPage } from './ContributionDetailPage';
import { DETAIL, input, options, renderAt } from './testing';
import type { ContributionDetail, HistoryEntry } from './types';
import { answerConfirm } from '../../test/confirm';

afterEach(() => vi.unstubAllGlobals());

const SUBMITTED: ContributionDetail = {
  ...DETAIL,
  stateId: 2,
  stateCode: 'SUBMITTED',
  stateType: 'SUBMITTED',
  stateName: 'Submitted',
  publishState: 'ANNOUNCED',
  submittedDate: '2025-01-03T10:00:00Z',
  fieldId: 3,
  fieldTitle: 'Energy',
  callerRoles: ['MANAGER', 'VIEWER'],
  actions: [
    { name: 'start-pre-evaluation', targetStateId: 3, targetStateName: 'Pre-evaluation', explanation: 'OPTIONAL' },
    { name: 'return-to-owner', targetStateId: 1, targetStateName: 'Draft', explanation: 'REQUIRED' },
  ],
  commands: [
    'ASSIGN_MENTOR',
    'CHANGE_FIELD',
    'CHANGE_VISIBILITY',
    'CHANGE_COMMENT_STATUS',
    'CHANGE_RATING_STATUS',
    'CHANGE_EDITABILITY',
    'VIEW_HISTORY',
  ],
  people: [...DETAIL.people, { userId: 5, login: 'suggestion', fullName: 'Sena Suggestion', userRole: 'MENTOR' }],
  tags: [{ id: 1, name: 'green' }],
  extraInputs: [
    input({ id: 12, inputType: 'TEXT', label: 'Cost estimate', value: '100 EUR' }),
    input({ id: 15, inputType: 'BOOL', label: 'Tried already', value: 'true' }),
    input({ id: 16, inputType: 'TEXT', label: 'Left empty' }),
    input({
      id: 17,
      inputType: 'MULTIPLE_SELECTION',
      label: 'Sites',
      values: ['1', '3'],
      valueLabels: ['Ankara', 'Head office'],
      selectionValues: options('Ankara', 'Izmir', 'Head office'),
    }),
  ],
  files: [
    {
      id: 50,
      fileName: 'plan.pdf',
      contentType: 'application/pdf',
      size: 2048,
      createdDate: '2025-01-02T10:00:00Z',
      createdBy: 2,
      kind: 'FILE',
    },
  ],
  bannerPath: 'contribution-images/7/x.jpg',
};

const HISTORY: HistoryEntry[] = [
  {
    id: 1,
    category: 'CREATED',
    action: '',
    fromStateId: null,
    fromStateName: '',
    toStateId: 1,
    toStateName: 'Draft',
    explanation: '',
    userId: 2,
    userName: 'Umut User',
    createdDate: '2025-01-02T10:00:00Z',
  },
  {
    id: 2,
    category: 'STATE',
    action: 'submit',
    fromStateId: 1,
    fromStateName: 'Draft',
    toStateId: 2,
    toStateName: 'Submitted',
    explanation: '',
    userId: 2,
    userName: 'Umut User',
    createdDate: '2025-01-03T10:00:00Z',
  },
];

const COMMAND_LINE: HistoryEntry = {
  ...HISTORY[0],
  id: 3,
  category: 'COMMAND',
  action: 'visibility-false',
  toStateId: null,
  toStateName: '',
  userName: 'Sena Suggestion',
  createdDate: '2025-01-04T10:00:00Z',
};

function stub(detail: ContributionDetail, over: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/v3/contributions/7': { body: detail },
    'GET /api/v3/contribution-fields/options/SUGGESTION': {
      body: [
        { value: 3, label: 'Energy' },
        { value: 4, label: 'Safety' },
      ],
    },
    'GET /api/v3/contribution-histories/7/category/PRIMARY': { body: HISTORY },
    'GET /api/v3/contribution-histories/7/category/AUDIT': { body: [...HISTORY, COMMAND_LINE] },
    'GET /api/v3/contribution-histories/7/category/STATE': { body: [HISTORY[1]] },
    ...over,
  });
}

const view = () => renderAt('/contribution/view/7', '/contribution/view/:id', <ContributionDetailPage />);
const posts = (calls: StubCall[]) => calls.filter((c) => c.method === 'POST');

describe('ContributionDetailPage', () => {
  it('shows the contribution with the sanitized body, answers, files, people and facts', async () => {
    const calls = stub(SUBMITTED);
    view();
    expect(await screen.findByTestId('contribution-detail-title')).toHaveTextContent('Less paper');
    expect(screen.getByTestId('contribution-detail-code')).toHaveTextContent('SUG-7');
    expect(screen.getByTestId('contribution-detail-state')).toHaveTextContent('Submitted');
    expect(screen.getByTestId('contribution-detail-publish-state')).toHaveTextContent('Published');
    const body = screen.getByTestId('contribution-detail-body');
    expect(body.innerHTML).toContain('<b>screens</b>');
    expect(body.innerHTML).not.toContain('script');
    expect(screen.getByTestId('contribution-detail-answer-12')).toHaveTextContent('100 EUR');
    expect(screen.getByTestId('contribution-detail-answer-15')).toHaveTextContent('Yes');
    expect(screen.queryByTestId('contribution-detail-answer-16')).toBeNull();
    // a selection shows the chosen options' labels, not their ranks
    expect(screen.getByTestId('contribution-detail-answer-17')).toHaveTextContent('Ankara, Head office');
    expect(screen.getByTestId('contribution-detail-field')).toHaveTextContent('Energy');
    expect(screen.getByTestId('contribution-detail-tags')).toHaveTextContent('green');
    expect(screen.getByTestId('contribution-file-50')).toHaveTextContent('plan.pdf');
    expect(screen.getByTestId('contribution-person-MENTOR-suggestion')).toHaveTextContent('Mentor');
    expect(screen.getByTestId('contribution-detail-banner')).toHaveAttribute('src', '/api/v3/contribution-images/7/x.jpg');
    expect(new URL(calls[0].url, 'http://x').searchParams.get('langkey')).toBe('en');
    expect(screen.queryByTestId('contribution-edit')).not.toBeNull(); // MANAGER
  });

  it('downloads a file with the session as a blob', async () => {
    const calls = stub(SUBMITTED, { 'GET /api/v3/contribution-files/download/50': { text: '%PDF-1.4' } });
    // jsdom has no object URLs: lend them for this test
    const created = vi.fn((_blob: Blob) => 'blob:x');
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    let savedAs = '';
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedAs = this.download;
    });
    try {
      view();
      fireEvent.click(await screen.findByTestId('contribution-file-download-50'));
      await waitFor(() => expect(clicked).toHaveBeenCalled());
      expect(savedAs).toBe('plan.pdf');
      expect(await created.mock.calls[0][0].text()).toBe('%PDF-1.4');
      expect(calls.some((c) => c.path === '/api/v3/contribution-files/download/50')).toBe(true);
    } finally {
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    }
  });

  it('runs an action with the explanation and shows the new state', async () => {
    const calls = stub(SUBMITTED, {
      'POST /api/v3/contributions/contributionId/7/execute-action/start-pre-evaluation': {
        body: { ...SUBMITTED, stateName: 'Pre-evaluation', stateType: 'EVALUATION', actions: [] },
      },
    });
    view();
    fireEvent.click(await screen.findByTestId('contribution-action-start-pre-evaluation'));
    expect(screen.getByTestId('action-dialog-target')).toHaveTextContent('Pre-evaluation');
    fireEvent.change(screen.getByTestId('action-explanation'), { target: { value: 'Looks promising' } });
    fireEvent.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(screen.getByTestId('contribution-detail-state')).toHaveTextContent('Pre-evaluation'));
    expect(posts(calls)[0].body).toEqual({ explanation: 'Looks promising' });
    expect(screen.queryByTestId('action-dialog')).toBeNull();
  });

  it('a required explanation is asked for first; a 400 field error shows under it', async () => {
    const calls = stub(SUBMITTED, {
      'POST /api/v3/contributions/contributionId/7/execute-action/return-to-owner': {
        status: 400,
        body: {
          status: 400,
          message: 'error.validation',
          fieldErrors: [{ objectName: 'executeAction', field: 'explanation', message: 'Size' }],
        },
      },
    });
    view();
    fireEvent.click(await screen.findByTestId('contribution-action-return-to-owner'));
    fireEvent.click(screen.getByTestId('action-confirm'));
    expect(await screen.findByTestId('action-explanation-error')).toHaveTextContent('This field is required.');
    expect(posts(calls)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('action-explanation'), { target: { value: 'Please add costs' } });
    fireEvent.click(screen.getByTestId('action-confirm'));
    expect(await screen.findByTestId('action-explanation-error')).toHaveTextContent('does not meet min/max size');
  });

  it('an action with no explanation asks only for confirmation', async () => {
    stub({ ...SUBMITTED, actions: [{ name: 'accept', targetStateId: 4, targetStateName: 'Accepted', explanation: 'NONE' }] });
    view();
    fireEvent.click(await screen.findByTestId('contribution-action-accept'));
    expect(screen.getByTestId('action-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('action-explanation')).toBeNull();
  });

  it('runs the commands the state grants', async () => {
    const calls = stub(SUBMITTED, {
      'POST /api/v3/contributions/7/MENTOR/command/assign/ASSIGN_MENTOR': { body: SUBMITTED },
      'POST /api/v3/contributions/contributionId/7/command/change-field/fieldId/4/userId/0': {
        body: { ...SUBMITTED, fieldId: 4, fieldTitle: 'Safety' },
      },
      'POST /api/v3/contributions/changeVisibility': { body: { ...SUBMITTED, visible: false } },
      'POST /api/v3/contributions/contributionId/7/commentStatus/OPEN': { body: { ...SUBMITTED, commentStatus: 'OPEN' } },
      'POST /api/v3/contributions/contributionId/7/ratingStatus/HIDDEN': { body: { ...SUBMITTED, ratingStatus: 'HIDDEN' } },
      'POST /api/v3/contributions/contributionId/7/editability/false': { body: { ...SUBMITTED, editable: false } },
    });
    view();
    fireEvent.click(await screen.findByTestId('command-assign-MENTOR'));
    expect(screen.getByTestId('assign-users-selected-5')).toHaveTextContent('Sena Suggestion');
    fireEvent.click(screen.getByTestId('assign-save'));
    await waitFor(() => expect(screen.queryByTestId('assign-dialog')).toBeNull());
    expect(posts(calls).at(-1)?.body).toEqual({ userList: [5] });

    fireEvent.change(screen.getByTestId('command-field'), { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('command-field-apply'));
    await waitFor(() => expect(screen.getByTestId('contribution-detail-field')).toHaveTextContent('Safety'));

    fireEvent.click(screen.getByTestId('command-visible'));
    await waitFor(() => expect(screen.getByTestId('command-visible')).not.toBeChecked());
    expect(posts(calls).at(-1)?.body).toEqual({ contributionId: 7, visible: false });

    fireEvent.change(screen.getByTestId('command-commentStatus'), { target: { value: 'OPEN' } });
    await waitFor(() => expect(screen.getByTestId('command-commentStatus')).toHaveValue('OPEN'));
    fireEvent.change(screen.getByTestId('command-ratingStatus'), { target: { value: 'HIDDEN' } });
    await waitFor(() => expect(screen.getByTestId('command-ratingStatus')).toHaveValue('HIDDEN'));
    fireEvent.click(screen.getByTestId('command-editable'));
    await waitFor(() => expect(screen.getByTestId('command-editable')).not.toBeChecked());
  });

  it('assigns an advisor where the state grants ASSIGN_ADVISOR (the owners–advisors chat member)', async () => {
    const MENTOR_VIEW: ContributionDetail = {
      ...SUBMITTED,
      callerRoles: ['MENTOR', 'VIEWER'],
      commands: ['ASSIGN_ADVISOR', 'VIEW_HISTORY'],
    };
    const ASSIGNED = {
      ...MENTOR_VIEW,
      people: [...MENTOR_VIEW.people, { userId: 9, login: 'content', fullName: 'Ceren Content', userRole: 'ADVISOR' }],
    };
    const calls = stub(MENTOR_VIEW, {
      'POST /api/v3/contributions/7/ADVISOR/command/assign/ASSIGN_ADVISOR': { body: ASSIGNED },
      'GET /api/v3/search-user': {
        body: [
          { id: 9, login: 'content', firstName: 'Ceren', lastName: 'Content', email: 'content@inno.example', fullName: 'Ceren Content' },
        ],
      },
    });
    view();
    const assign = await screen.findByTestId('command-assign-ADVISOR');
    expect(assign).toHaveTextContent('Assign Advisor');
    expect(screen.queryByTestId('command-assign-MENTOR')).toBeNull();
    fireEvent.click(assign);
    expect(screen.getByTestId('assign-dialog')).toHaveTextContent('Assign: Advisor');
    fireEvent.change(await screen.findByTestId('assign-users-input'), { target: { value: 'ceren' } });
    fireEvent.mouseDown(await screen.findByTestId('assign-users-option-content'));
    fireEvent.click(screen.getByTestId('assign-save'));
    await waitFor(() => expect(screen.queryByTestId('assign-dialog')).toBeNull());
    expect(posts(calls).at(-1)).toMatchObject({
      path: '/api/v3/contributions/7/ADVISOR/command/assign/ASSIGN_ADVISOR',
      body: { userList: [9] },
    });
    expect(await screen.findByTestId('contribution-person-ADVISOR-content')).toHaveTextContent('Advisor');
  });

  it('shows the life-cycle path and puts a cancel last, in red, confirmed in the app dialog', async () => {
    const STATES = [
      { id: 1, code: 'DRAFT', stateType: 'NEW', rank: 1, isHappyPath: true, isInitial: true, name: 'Draft' },
      { id: 2, code: 'SUBMITTED', stateType: 'SUBMITTED', rank: 2, isHappyPath: true, isInitial: false, name: 'Submitted' },
      { id: 3, code: 'PRE', stateType: 'EVALUATION', rank: 3, isHappyPath: true, isInitial: false, name: 'Pre-evaluation' },
      { id: 9, code: 'CANCELLED', stateType: 'CANCELLATION', rank: 9, isHappyPath: false, isInitial: false, name: 'Cancelled' },
    ];
    const calls = stub(
      {
        ...SUBMITTED,
        lifeCycleId: 1,
        stateId: 2,
        actions: [
          { name: 'cancel', targetStateId: 9, targetStateName: 'Cancelled', explanation: 'NONE' },
          { name: 'start-pre-evaluation', targetStateId: 3, targetStateName: 'Pre-evaluation', explanation: 'OPTIONAL' },
        ],
      },
      {
        'GET /api/v3/life-cycles/1/states-ordered': { body: STATES },
        'POST /api/v3/contributions/contributionId/7/execute-action/cancel': {
          body: { ...SUBMITTED, stateName: 'Cancelled', stateType: 'CANCELLATION', actions: [] },
        },
      },
    );
    view();
    expect(await screen.findByTestId('contribution-path-step-current')).toHaveTextContent('Submitted');
    expect(screen.getByTestId('contribution-path-step-done')).toHaveTextContent('Draft');
    const buttons = within(screen.getByTestId('contribution-actions')).getAllByRole('button');
    expect(buttons.map((b) => b.dataset.testid)).toEqual(['contribution-action-start-pre-evaluation', 'contribution-action-cancel']);
    expect(buttons[0]).toHaveClass('btn-primary');
    expect(buttons[1]).toHaveClass('btn-outline-danger');
    fireEvent.click(buttons[1]);
    expect(await answerConfirm(false, 'action-confirm-dialog')).toContain('Cancelled');
    expect(posts(calls)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('contribution-action-cancel'));
    await answerConfirm(true, 'action-confirm-dialog');
    await waitFor(() => expect(screen.getByTestId('contribution-detail-state')).toHaveTextContent('Cancelled'));
    expect(posts(calls)).toHaveLength(1);
  });

  it('offers no command panel, and no edit, to a plain viewer', async () => {
    stub({ ...SUBMITTED, callerRoles: ['VIEWER'], commands: [], actions: [] });
    view();
    await screen.findByTestId('contribution-detail-title');
    expect(screen.queryByTestId('contribution-commands')).toBeNull();
    expect(screen.queryByTestId('contribution-edit')).toBeNull();
    expect(screen.queryByTestId('contribution-history')).toBeNull();
  });

  it('shows the history in the forms the caller may read', async () => {
    const calls = stub(SUBMITTED); // the type's admin: every form
    view();
    expect(await screen.findByTestId('history-entry-2')).toHaveTextContent('Submit');
    expect(screen.getByTestId('history-states-2')).toHaveTextContent('Draft → Submitted');
    expect(screen.getByTestId('history-entry-1')).toHaveTextContent('Created');
    expect(screen.getByTestId('history-tab-MANAGEMENT')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('history-tab-AUDIT'));
    // the audit form: every command with who ran it
    expect(await screen.findByTestId('history-command-3')).toHaveTextContent('COMMAND:visibility-false');
    expect(screen.getByTestId('history-entry-3')).toHaveTextContent('Sena Suggestion');
    expect(new URL(calls.find((c) => c.path.endsWith('/category/AUDIT'))!.url, 'http://x').searchParams.get('langkey')).toBe('en');
  });

  it('an owner whose state refuses the history keeps the session and sees no history', async () => {
    stub(
      { ...DETAIL, commands: ['EDIT', 'VIEW_HISTORY'] },
      { 'GET /api/v3/contribution-histories/7/category/PRIMARY': { status: 403, body: { status: 403 } } },
    );
    const { store } = view();
    await screen.findByTestId('contribution-detail-title');
    await waitFor(() => expect(screen.queryByTestId('contribution-history')).toBeNull());
    expect(store.getState().authentication.isAuthenticated).toBe(true);
  });

  it('a contribution the caller cannot see is Record not found', async () => {
    stubFetch({});
    view();
    expect(await screen.findByTestId('record-not-found')).toBeInTheDocument();
  });
});
