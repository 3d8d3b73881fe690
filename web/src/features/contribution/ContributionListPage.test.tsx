import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, type StubCall } from '../../test/fetch';
import { ContributionListPage } from './ContributionListPage';
import { renderAt, signedInState } from './testing';
import type { ListItem } from './types';

afterEach(() => vi.unstubAllGlobals());

const ROW: ListItem = {
  id: 7,
  code: 'SUG-7',
  title: 'Less paper',
  summary: 'Print less',
  stateId: 2,
  stateCode: 'SUBMITTED',
  stateType: 'SUBMITTED',
  stateName: 'Submitted',
  fieldId: null,
  campaignId: null,
  createdBy: 2,
  dateSubmitted: '2025-01-02T10:00:00Z',
  bannerPreviewPath: null,
  dateUpdated: '2025-01-02T10:00:00Z',
  commentCount: 3,
  ratingCount: 2,
  ratingAverage: 4.5,
};
const PATTERNS = ['/contribution/list/:type/:parentId/:scope', '/contribution/:type/:parentId/:scope'];

function stub(listPath: string, rows: ListItem[], over: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    [`GET ${listPath}`]: { body: rows, headers: { 'x-total-count': String(rows.length === 0 ? 0 : 25) } },
    'GET /api/v3/contribution-tags': { body: [{ id: 1, name: 'green' }] },
    'GET /api/v3/contribution-fields/options/SUGGESTION': { body: [{ value: 3, label: 'Energy' }] },
    'GET /api/v3/life-cycles/list-states-by-source/SUGGESTION/0': { body: [{ id: 2, name: 'Submitted', stateDefinitionList: [] }] },
    ...over,
  });
}

const lastList = (calls: StubCall[], path: string) => new URL(calls.filter((c) => c.path === path).at(-1)!.url, 'http://x').searchParams;

describe('ContributionListPage', () => {
  it('lists the scope with paging, the total and links to the detail', async () => {
    const calls = stub('/api/v3/contributions/SUGGESTION/0/all', [ROW]);
    renderAt('/contribution/list/SUGGESTION/0/all', PATTERNS, <ContributionListPage />);
    expect(await screen.findByTestId('contribution-link-7')).toHaveAttribute('href', '/contribution/view/7');
    expect(screen.getByTestId('contribution-row-7')).toHaveTextContent('Submitted');
    expect(screen.getByTestId('item-count')).toHaveTextContent('of 25');
    const q = lastList(calls, '/api/v3/contributions/SUGGESTION/0/all');
    expect([q.get('page'), q.get('size'), q.get('sort'), q.get('langkey')]).toEqual(['0', '10', 'dateUpdated,desc', 'en']);
    expect(Number(q.get('cacheBuster'))).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('pager-page-2'));
    await waitFor(() => expect(lastList(calls, '/api/v3/contributions/SUGGESTION/0/all').get('page')).toBe('1'));
  });

  it("answers the menu's short path and its scope pills change the URL", async () => {
    stub('/api/v3/contributions/SUGGESTION/0/mine', [ROW]);
    renderAt('/contribution/SUGGESTION/0/mine', PATTERNS, <ContributionListPage />);
    await screen.findByTestId('contribution-row-7');
    expect(screen.getByTestId('contribution-scope-mine')).toHaveClass('active');
    expect(screen.getByTestId('contribution-scope-assigned')).toHaveAttribute('href', '/contribution/list/SUGGESTION/0/assigned');
  });

  it('sends the filters and the sort, from page 1', async () => {
    const calls = stub('/api/v3/contributions/SUGGESTION/0/all', [ROW]);
    renderAt('/contribution/list/SUGGESTION/0/all', PATTERNS, <ContributionListPage />);
    await screen.findByTestId('contribution-row-7');
    await screen.findByRole('option', { name: 'Submitted' });
    // The tag list is paged on the server: the filter asks for one large page by name.
    const tq = lastList(calls, '/api/v3/contribution-tags');
    expect([tq.get('page'), tq.get('size'), tq.get('sort')]).toEqual(['0', '1000', 'name,asc']);
    fireEvent.change(screen.getByTestId('filter-title'), { target: { value: 'paper' } });
    fireEvent.change(screen.getByTestId('filter-selectedTagId'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('filter-contributionFieldId'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('filter-stateId'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('filter-eiId'), { target: { value: 'SUG-7' } });
    fireEvent.change(screen.getByTestId('filter-role'), { target: { value: 'OWNER' } });
    fireEvent.change(screen.getByTestId('filter-dateSubmittedFrom-picker'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByTestId('filter-dateSubmittedTo-picker'), { target: { value: '2025-02-01' } });
    fireEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(lastList(calls, '/api/v3/contributions/SUGGESTION/0/all').get('title')).toBe('paper'));
    const q = lastList(calls, '/api/v3/contributions/SUGGESTION/0/all');
    expect(
      Object.fromEntries(
        ['selectedTagId', 'contributionFieldId', 'stateId', 'eiId', 'role', 'dateSubmittedFrom', 'dateSubmittedTo'].map((k) => [
          k,
          q.get(k),
        ]),
      ),
    ).toEqual({
      selectedTagId: '1',
      contributionFieldId: '3',
      stateId: '2',
      eiId: 'SUG-7',
      role: 'OWNER',
      dateSubmittedFrom: '2025-01-01',
      dateSubmittedTo: '2025-02-01',
    });
    fireEvent.change(screen.getByTestId('contribution-sort'), { target: { value: 'title,asc' } });
    await waitFor(() => expect(lastList(calls, '/api/v3/contributions/SUGGESTION/0/all').get('sort')).toBe('title,asc'));
  });

  it('narrows a list across campaigns to one campaign, closed ones included', async () => {
    const calls = stub('/api/v3/contributions/SUGGESTION/0/all', [ROW], {
      'GET /api/v3/campaigns/all': {
        body: [
          { id: 5, code: 'PAPER-1', title: 'Less paper' },
          { id: 6, code: 'WINTER', title: 'Winter ideas' },
        ],
        headers: { 'x-total-count': '2' },
      },
    });
    renderAt('/contribution/list/SUGGESTION/0/all', PATTERNS, <ContributionListPage />);
    expect(await screen.findByRole('option', { name: 'WINTER – Winter ideas' })).toBeInTheDocument();
    const cq = lastList(calls, '/api/v3/campaigns/all');
    expect([cq.get('campaignType'), cq.get('size'), cq.get('sort')]).toEqual(['SUGGESTION', '100', 'code,asc']);
    fireEvent.change(screen.getByTestId('filter-campaignId'), { target: { value: '6' } });
    fireEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(lastList(calls, '/api/v3/contributions/SUGGESTION/0/all').get('campaignId')).toBe('6'));
  });

  it("offers no campaign filter on a campaign's own list", async () => {
    const calls = stub('/api/v3/contributions/SUGGESTION/5/all', [ROW], {
      'GET /api/v3/campaigns/all': { body: [{ id: 5, code: 'PAPER-1', title: 'Less paper' }], headers: { 'x-total-count': '1' } },
    });
    renderAt('/contribution/list/SUGGESTION/5/all', PATTERNS, <ContributionListPage />);
    await screen.findByTestId('contribution-row-7');
    expect(screen.queryByTestId('filter-campaignId')).toBeNull();
    expect(calls.some((c) => c.path === '/api/v3/campaigns/all')).toBe(false);
  });

  it('hides the state filter when the states cannot be read', async () => {
    stub('/api/v3/contributions/SUGGESTION/0/all', [ROW], {
      'GET /api/v3/life-cycles/list-states-by-source/SUGGESTION/0': { status: 500, body: {} },
    });
    renderAt('/contribution/list/SUGGESTION/0/all', PATTERNS, <ContributionListPage />);
    await screen.findByTestId('contribution-row-7');
    expect(screen.queryByTestId('filter-stateId')).toBeNull();
    expect(screen.getByTestId('filter-role')).toBeInTheDocument();
  });

  it('an empty list shows Record not found; the new button shows only when submitting is allowed', async () => {
    stub('/api/v3/contributions/SUGGESTION/0/assigned', []);
    renderAt('/contribution/list/SUGGESTION/0/assigned', PATTERNS, <ContributionListPage />);
    expect(await screen.findByTestId('record-not-found')).toHaveTextContent('Record not found');
    expect(screen.getByTestId('contribution-new')).toHaveAttribute('href', '/contribution/SUGGESTION/null');
  });

  it('no new button where the submit setting refuses the user (IMPROVEMENT: NONE)', async () => {
    stubFetch({ 'GET /api/v3/contributions/IMPROVEMENT/0/all': { body: [], headers: { 'x-total-count': '0' } } });
    renderAt('/contribution/list/IMPROVEMENT/0/all', PATTERNS, <ContributionListPage />, signedInState());
    await screen.findByTestId('record-not-found');
    expect(screen.queryByTestId('contribution-new')).toBeNull();
  });

  it('an unknown scope or type is not found', async () => {
    stubFetch({});
    renderAt('/contribution/list/SUGGESTION/0/everything', PATTERNS, <ContributionListPage />);
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
  });
});
