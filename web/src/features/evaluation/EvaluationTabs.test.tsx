import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubCall } from '../../test/fetch';
import { ContributionDetailPage } from '../contribution/ContributionDetailPage';
import { DETAIL, renderAt } from '../contribution/testing';
import type { ContributionDetail } from '../contribution/types';
import type { EvalDefinition, EvalReport, Scorecard } from './types';

afterEach(() => vi.unstubAllGlobals());

const PRE: ContributionDetail = {
  ...DETAIL,
  stateId: 3,
  stateCode: 'PRE_EVALUATION',
  stateType: 'EVALUATION',
  stateName: 'Pre-evaluation',
  callerRoles: ['MENTOR'],
  actions: [],
  commands: ['EVALUATION_PRE', 'EVALUATION_REPORT_PRE'],
};

const DEFINITION: EvalDefinition = {
  id: 4,
  title: 'Pre-evaluation',
  explanation: 'Rate the suggestion',
  contributionType: 'SUGGESTION',
  evalFlowType: 'EVAL_PRE',
  competitionId: null,
  evalType: 'STAR5',
  evalOver: 100,
  evalItemDefinitionList: [
    { id: 41, evalDefinitionId: 4, question: 'Benefit', weight: 60 },
    { id: 42, evalDefinitionId: 4, question: 'Feasibility', weight: 40 },
  ],
  inUse: true,
  createdDate: '2025-01-01T10:00:00Z',
  updatedDate: '2025-01-01T10:00:00Z',
};

const EMPTY: Scorecard = {
  contributionId: 7,
  evalFlowType: 'EVAL_PRE',
  evalDefinition: DEFINITION,
  userId: 2,
  fullName: 'Umut User',
  comment: '',
  submitted: false,
  submittedDate: null,
  answers: [],
  score: -1,
  editable: true,
};

const REPORT: EvalReport = {
  contributionId: 7,
  code: 'SUG-7',
  title: 'Less paper',
  rows: [
    {
      code: 'SUG-7',
      title: 'Less paper',
      score: 76,
      juryType: 'EVAL_PRE',
      juryTitle: 'Pre-evaluation',
      evalDefinitionId: 4,
      evalOver: 100,
      questions: [
        { id: 41, question: 'Benefit', weight: 60, average: 48 },
        { id: 42, question: 'Feasibility', weight: 40, average: 28 },
      ],
      juryUserReport: [
        { userId: 2, fullName: 'Umut User', score: 76, comment: 'Good idea', submitted: true },
        { userId: 9, fullName: 'Mert Mentor', score: -1, comment: '', submitted: false },
      ],
      scoresHidden: false,
    },
  ],
};

const SCORECARD = 'GET /api/v3/evals/EVAL_PRE/contribution/7/SUGGESTION/0';

function stub(detail: ContributionDetail, over: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/v3/contributions/7': { body: detail },
    [SCORECARD]: { body: EMPTY },
    'GET /api/v3/evals/contribution/report/SUGGESTION/7/ALL': { body: REPORT },
    ...over,
  });
}

const view = (tab = '') => renderAt(`/contribution/view/7${tab}`, '/contribution/view/:id', <ContributionDetailPage />);
const puts = (calls: StubCall[]) => calls.filter((c) => c.method === 'PUT' && c.path === '/api/v3/evals');

describe('evaluation tabs of the contribution detail', () => {
  it('lets the evaluator give stars (one radio group per question), save a draft and submit, opened on the tab as the task link does', async () => {
    const calls = stub(PRE, { 'PUT /api/v3/evals': (c) => ({ body: { ...EMPTY, ...(c.body as object), submitted: true } }) });
    view('?tab=evaluation');
    const card = await screen.findByTestId('scorecard-EVAL_PRE');
    expect(within(card).getByText(/Benefit/)).toBeInTheDocument();
    // a radio group per question: each star is a named radio
    const q1 = screen.getByTestId('scorecard-EVAL_PRE-q1');
    expect(within(q1).getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(within(q1).getByRole('radio', { name: /4 stars of 5/ }));
    expect(screen.getByTestId('scorecard-EVAL_PRE-q1-value')).toHaveTextContent('4 stars of 5');
    // the score as the server computes it: 60 × 4 / 5 = 48
    expect(screen.getByTestId('scorecard-EVAL_PRE-score')).toHaveTextContent('48');

    // submitting needs every question: nothing is sent
    fireEvent.click(screen.getByTestId('scorecard-EVAL_PRE-submit'));
    await new Promise((r) => setTimeout(r, 50));
    expect(puts(calls)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('scorecard-EVAL_PRE-save'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({
      contributionId: 7,
      evalFlowType: 'EVAL_PRE',
      comment: '',
      submit: false,
      answers: [{ evalItemDefinitionId: 41, stars: 4 }],
    });

    fireEvent.click(within(screen.getByTestId('scorecard-EVAL_PRE-q2')).getByRole('radio', { name: /3 stars of 5/ }));
    fireEvent.change(screen.getByTestId('scorecard-EVAL_PRE-comment'), { target: { value: ' Worth it ' } });
    fireEvent.click(screen.getByTestId('scorecard-EVAL_PRE-submit'));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1].body).toEqual({
      contributionId: 7,
      evalFlowType: 'EVAL_PRE',
      comment: 'Worth it',
      submit: true,
      answers: [
        { evalItemDefinitionId: 41, stars: 4 },
        { evalItemDefinitionId: 42, stars: 3 },
      ],
    });
  });

  it('shows an earlier scorecard read-only once the contribution left the state', async () => {
    const done: Scorecard = {
      ...EMPTY,
      submitted: true,
      submittedDate: '2025-01-05T10:00:00Z',
      score: 76,
      editable: false,
      answers: [
        { evalItemDefinitionId: 41, stars: 4 },
        { evalItemDefinitionId: 42, stars: 3 },
      ],
      comment: 'Good idea',
    };
    stub({ ...PRE, stateCode: 'EXPERT_EVALUATION', commands: [] }, { [SCORECARD]: { body: done } });
    view();
    fireEvent.click(await screen.findByTestId('contribution-tab-evaluation'));
    expect(await screen.findByTestId('scorecard-EVAL_PRE-read-only')).toBeInTheDocument();
    for (const radio of within(screen.getByTestId('scorecard-EVAL_PRE-q1')).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByTestId('scorecard-EVAL_PRE-status')).toHaveTextContent('Submitted');
    expect(screen.queryByTestId('scorecard-EVAL_PRE-save')).toBeNull();
    expect(screen.queryByTestId('contribution-tab-eval-report')).toBeNull();
  });

  it('shows no evaluation tab to someone the state grants nothing (and who never answered)', async () => {
    const calls = stub({ ...PRE, callerRoles: ['OWNER'], commands: [] });
    view();
    await screen.findByTestId('contribution-tab-details');
    expect(screen.queryByTestId('contribution-tab-evaluation')).toBeNull();
    expect(screen.queryByTestId('contribution-tab-eval-report')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/v3/evals'))).toBe(false);
  });

  it('shows the report with dashes for no score and downloads it as .xls', async () => {
    const calls = stub(PRE, {
      'GET /api/v3/evals/contribution/report/SUGGESTION/7/ALL/excel': {
        text: 'xlsx',
        headers: { 'content-type': 'application/octet-stream' },
      },
    });
    const created = vi.fn((_b: Blob) => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    view('?tab=eval-report');
    const row = await screen.findByTestId('eval-report-EVAL_PRE');
    expect(within(row).getByTestId('eval-report-EVAL_PRE-score')).toHaveTextContent('76 of 100');
    expect(within(row).getByTestId('eval-report-EVAL_PRE-question-1-average')).toHaveTextContent('48');
    expect(within(row).getByTestId('eval-report-EVAL_PRE-evaluator-9-score')).toHaveTextContent('–');
    expect(within(row).getByTestId('eval-report-EVAL_PRE-evaluator-2')).toHaveTextContent('Good idea');
    fireEvent.click(screen.getByTestId('eval-report-excel'));
    await waitFor(() => expect(clicks).toEqual(['evaluation-report-SUG-7.xls']));
    expect(calls.find((c) => c.path.endsWith('/ALL/excel'))?.url).toContain('langKey=en');
    expect(within(row).queryByTestId('eval-report-EVAL_PRE-hidden')).toBeNull();
    click.mockRestore();
  });

  it('tells an evaluator who has not submitted why the scores are dashes', async () => {
    const [row] = REPORT.rows;
    const hidden: EvalReport = {
      ...REPORT,
      rows: [
        {
          ...row,
          score: -1,
          scoresHidden: true,
          questions: row.questions.map((q) => ({ ...q, average: -1 })),
          juryUserReport: row.juryUserReport.map((u) => ({ ...u, score: -1, comment: '' })),
        },
      ],
    };
    stub(PRE, { 'GET /api/v3/evals/contribution/report/SUGGESTION/7/ALL': { body: hidden } });
    view('?tab=eval-report');
    const shown = await screen.findByTestId('eval-report-EVAL_PRE');
    expect(within(shown).getByTestId('eval-report-EVAL_PRE-hidden')).toHaveTextContent('until you submit your own scorecard');
    expect(within(shown).getByTestId('eval-report-EVAL_PRE-evaluator-2-score')).toHaveTextContent('–');
    expect(within(shown).getByTestId('eval-report-EVAL_PRE-evaluator-2')).not.toHaveTextContent('Good idea');
  });
});
