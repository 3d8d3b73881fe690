import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '../../test/fetch';
import { CampaignListPage, listQuery } from './CampaignListPage';
import { campaign, DAY, renderAt, state } from './testing';

afterEach(() => vi.unstubAllGlobals());

describe('CampaignListPage', () => {
  it('lists every visible campaign with its state; open ones count down', async () => {
    const calls = stubFetch({
      'GET /api/v3/campaigns/all': {
        body: [
          campaign({ id: 1, title: 'Open one' }),
          campaign({
            id: 2,
            title: 'Closed one',
            publishState: 'COMPLETED',
            dateSubmissionEnd: new Date(Date.now() - DAY).toISOString(),
            dateSubmissionTerminated: new Date().toISOString(),
          }),
        ],
        headers: { 'x-total-count': '2' },
      },
    });
    renderAt('/campaign', '/campaign', <CampaignListPage />, state(null));
    const open = within(await screen.findByTestId('campaign-card-1'));
    expect(open.getByTestId('campaign-card-link')).toHaveAttribute('href', '/campaign/1');
    expect(open.getByTestId('campaign-card-state')).toHaveTextContent('Published');
    expect(open.getByTestId('campaign-card-countdown')).toBeInTheDocument();
    const closed = within(screen.getByTestId('campaign-card-2'));
    expect(closed.getByTestId('campaign-card-state')).toHaveTextContent('Completed');
    expect(closed.queryByTestId('campaign-card-countdown')).toBeNull();
    expect(calls[0].url).toContain('sort=dateSubmissionEnd%2Cdesc');
  });

  it('the open and closed filters ask for those campaigns', async () => {
    const calls = stubFetch({ 'GET /api/v3/campaigns/all': { body: [] }, 'GET /api/v3/campaigns': { body: [] } });
    renderAt('/campaign', '/campaign', <CampaignListPage />, state(null));
    expect(await screen.findByTestId('record-not-found')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('campaign-filter-open'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v3/campaigns' && c.url.includes('open=true'))).toBe(true));
    fireEvent.click(screen.getByTestId('campaign-filter-closed'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v3/campaigns' && c.url.includes('closed=true'))).toBe(true));
    expect(screen.getByTestId('campaign-filter-closed')).toHaveAttribute('aria-pressed', 'true');
    expect(listQuery('open')).toEqual({ all: false, params: { open: true }, sort: 'dateSubmissionEnd,asc' });
  });
});
