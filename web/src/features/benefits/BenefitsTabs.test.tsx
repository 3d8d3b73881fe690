import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '../../test/fetch';
import { ContributionDetailPage } from '../contribution/ContributionDetailPage';
import { DETAIL, renderAt } from '../contribution/testing';
import type { ContributionDetail } from '../contribution/types';
import type { ActionItem, Benefit, BenefitOverview, ImplementationSchedule } from './types';

afterEach(() => vi.unstubAllGlobals());

const ACCEPTED: ContributionDetail = {
  ...DETAIL,
  stateId: 5,
  stateCode: 'ACCEPTED',
  stateType: 'ACCEPTANCE',
  stateName: 'Accepted',
  callerRoles: ['OWNER'],
  actions: [],
  commands: ['BENEFIT_ANALYSIS_FORECAST', 'BENEFIT_ANALYSIS_VIEW', 'VIEW_ACTION_ITEM'],
};

const ANALYSIS: Benefit = {
  id: 11,
  contributionId: 7,
  benefitType: 'FORECAST',
  isActionItemAnalysis: false,
  explanation: 'Less scrap',
  items: [{ id: 1, category: 'COST_SAVING', amount: '12500.50', currency: 'EUR', period: 'YEARLY', explanation: 'Line 2' }],
  totals: [
    { category: 'COST_SAVING', currency: 'EUR', amount: '12500.50' },
    { category: '', currency: 'EUR', amount: '12500.50' },
  ],
  file: { fileName: 'calc.pdf', contentType: 'application/pdf', size: 10 },
  createdBy: 2,
  createdByName: 'Umut User',
  createdDate: '2026-01-02T10:00:00Z',
  updatedByName: 'Umut User',
  updatedDate: '2026-01-02T10:00:00Z',
  editable: true,
};

const OVERVIEW: BenefitOverview = {
  contributionId: 7,
  analyses: [ANALYSIS],
  forecastTotals: ANALYSIS.totals,
  actualTotals: [],
  canForecast: true,
  canActual: false,
};

const SCHEDULE: ImplementationSchedule = {
  contributionId: 7,
  editable: false,
  updatedByName: 'Umut User',
  updatedDate: '2026-01-02T10:00:00Z',
  steps: [
    {
      id: 1,
      title: 'Order the shredder',
      responsibleUserId: 2,
      responsibleName: 'Umut User',
      plannedStart: '2026-01-01',
      plannedEnd: '2026-01-10',
      actualStart: '2026-01-02',
      actualEnd: null,
      status: 'IN_PROGRESS',
      late: true,
    },
    {
      id: 2,
      title: 'Measure',
      responsibleUserId: null,
      responsibleName: '',
      plannedStart: '2027-01-01',
      plannedEnd: '2027-01-10',
      actualStart: null,
      actualEnd: null,
      status: 'PLANNED',
      late: false,
    },
  ],
};

const ITEM: ActionItem = {
  id: 21,
  contributionId: 7,
  title: 'Get a quote',
  description: '',
  assigneeId: 2,
  assigneeName: 'Umut User',
  dueDate: '2026-02-01',
  status: 'OPEN',
  overdue: true,
  createdBy: 1,
  createdByName: 'Ada Admin',
  createdDate: '2026-01-02T10:00:00Z',
  closedByName: '',
  closedDate: null,
  closable: true,
};

function stub() {
  return stubFetch({
    'GET /api/v3/contributions/7': { body: ACCEPTED },
    'GET /api/v3/contribution-benefits/contribution/7/command/viewBenefits': { body: OVERVIEW },
    'POST /api/v3/contribution-benefits': { body: ANALYSIS },
    'GET /api/v3/contribution-implementation-schedule': { body: SCHEDULE },
    'GET /api/v3/contribution-action-items/contribution/7': { body: [ITEM] },
    'POST /api/v3/contribution-action-items/21/close': { body: { ...ITEM, status: 'DONE', closable: false } },
  });
}

const view = () => renderAt('/contribution/view/7', '/contribution/view/:id', <ContributionDetailPage />);

describe('benefit, schedule and action item tabs', () => {
  it('shows the totals and analyses, and saves a new forecast after the client rules', async () => {
    const calls = stub();
    view();
    fireEvent.click(await screen.findByTestId('contribution-tab-benefits'));
    expect(await screen.findByTestId('benefit-totals-FORECAST-COST_SAVING-EUR')).toHaveTextContent('12,500.50 EUR');
    expect(screen.getByTestId('benefit-11')).toHaveTextContent('Cost saving');
    expect(screen.getByTestId('benefit-file-11')).toHaveTextContent('calc.pdf');
    expect(screen.queryByTestId('benefit-new-ACTUAL')).toBeNull();

    fireEvent.click(screen.getByTestId('benefit-new-FORECAST'));
    const dialog = await screen.findByTestId('benefit-dialog');
    fireEvent.change(within(dialog).getByTestId('benefit-item-0-amount'), { target: { value: '1,250' } });
    fireEvent.click(within(dialog).getByTestId('benefit-save'));
    expect(await within(dialog).findByTestId('benefit-item-0-amount-error')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByTestId('benefit-item-0-category'), { target: { value: 'REVENUE' } });
    fireEvent.change(within(dialog).getByTestId('benefit-item-0-amount'), { target: { value: '1250.5' } });
    fireEvent.change(within(dialog).getByTestId('benefit-item-0-period'), { target: { value: 'MONTHLY' } });
    fireEvent.click(within(dialog).getByTestId('benefit-save'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      contributionId: 7,
      benefitType: 'FORECAST',
      items: [{ category: 'REVENUE', amount: '1250.5', currency: 'TRY', period: 'MONTHLY' }],
    });
  });

  it('shows the schedule as a timeline with the late step marked, and closes an action item', async () => {
    const calls = stub();
    view();
    fireEvent.click(await screen.findByTestId('contribution-tab-schedule'));
    expect(await screen.findByTestId('schedule-step-0-late')).toBeInTheDocument();
    expect(screen.queryByTestId('schedule-step-1-late')).toBeNull();
    expect(screen.getByTestId('schedule-late-count')).toHaveTextContent('1 step late');
    expect(screen.queryByTestId('schedule-edit')).toBeNull();

    fireEvent.click(screen.getByTestId('contribution-tab-action-items'));
    expect(await screen.findByTestId('action-item-21')).toHaveTextContent('Overdue');
    expect(screen.queryByTestId('action-item-new')).toBeNull();
    expect(screen.queryByTestId('action-item-cancel-21')).toBeNull(); // the assignee marks done, never cancels
    fireEvent.click(screen.getByTestId('action-item-done-21'));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/21/close'))?.body).toEqual({ status: 'DONE' }));
  });
});
