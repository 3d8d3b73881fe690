import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '../../test/fetch';
import { ContributionDetailPage } from '../contribution/ContributionDetailPage';
import { DETAIL, renderAt } from '../contribution/testing';
import type { ContributionDetail } from '../contribution/types';
import { formatAverage, ratingsVisible, share } from './model';
import type { RatingSummary } from './ratingApi';

afterEach(() => vi.unstubAllGlobals());

const OPEN: ContributionDetail = {
  ...DETAIL,
  stateType: 'EVALUATION',
  ratingStatus: 'OPEN',
  commentStatus: 'HIDDEN',
  callerRoles: ['VIEWER'],
};

const SUMMARY: RatingSummary = {
  contributionId: 7,
  type: 'STAR5',
  status: 'OPEN',
  count: 3,
  average: 4,
  distribution: [
    { value: 1, count: 0 },
    { value: 2, count: 1 },
    { value: 3, count: 0 },
    { value: 4, count: 0 },
    { value: 5, count: 2 },
  ],
  myRating: null,
  canRate: true,
};

const view = () => renderAt('/contribution/view/7', '/contribution/view/:id', <ContributionDetailPage />);

describe('rating rules', () => {
  it('who reads, the average and the shares', () => {
    expect(ratingsVisible({ ratingStatus: 'HIDDEN', callerRoles: ['VIEWER'] })).toBe(false);
    expect(ratingsVisible({ ratingStatus: 'HIDDEN', callerRoles: ['MANAGER'] })).toBe(true);
    expect(ratingsVisible({ ratingStatus: 'CLOSED', callerRoles: ['OWNER'] })).toBe(true);
    expect(formatAverage(3.456, 'en')).toBe('3.5');
    expect(formatAverage(3.456, 'tr')).toBe('3,5');
    expect(formatAverage(null, 'en')).toBe('–');
    expect([share(1, 3), share(0, 0)]).toEqual([33, 0]);
  });
});

describe('the rating card of the contribution detail', () => {
  it('shows the average, count and distribution and rates with the stars (POST)', async () => {
    const all = stubFetch({
      'GET /api/v3/contributions/7': { body: OPEN },
      'GET /api/v3/contribution-ratings/7': { body: SUMMARY },
      'POST /api/v3/contribution-ratings': { status: 201, body: { ...SUMMARY, count: 4, myRating: 4 } },
    });
    view();
    expect(await screen.findByTestId('rating-average')).toHaveTextContent('4.0');
    expect(screen.getByTestId('rating-count')).toHaveTextContent('3 ratings');
    expect(screen.getByTestId('rating-bucket-5')).toHaveTextContent('2');
    fireEvent.click(within(screen.getByTestId('rating-mine')).getByRole('radio', { name: /4 stars of 5/ }));
    await waitFor(() => expect(all.filter((c) => c.method === 'POST' && c.path === '/api/v3/contribution-ratings')).toHaveLength(1));
    expect(all.find((c) => c.method === 'POST')!.body).toEqual({ contributionId: 7, rating: 4 });
  });

  it('offers no stars to whom may not rate, and a like for LIKE', async () => {
    stubFetch({
      'GET /api/v3/contributions/7': { body: OPEN },
      'GET /api/v3/contribution-ratings/7': {
        body: { ...SUMMARY, type: 'LIKE', count: 2, average: 1, distribution: [{ value: 1, count: 2 }], canRate: false, status: 'CLOSED' },
      },
    });
    view();
    expect(await screen.findByTestId('rating-likes')).toHaveTextContent('2 likes');
    expect(screen.getByTestId('rating-status')).toHaveTextContent('Rating is closed.');
    expect(screen.queryByTestId('rating-like')).toBeNull();
    expect(screen.queryByTestId('rating-mine')).toBeNull();
    expect(screen.queryByTestId('rating-mine-kept')).toBeNull();
  });

  it('still shows the rating the caller gave once rating has closed, read-only', async () => {
    stubFetch({
      'GET /api/v3/contributions/7': { body: OPEN },
      'GET /api/v3/contribution-ratings/7': { body: { ...SUMMARY, myRating: 4, canRate: false, status: 'CLOSED' } },
    });
    view();
    expect(await screen.findByTestId('rating-mine-kept')).toHaveTextContent('Your rating: 4 stars');
    expect(screen.queryByTestId('rating-mine')).toBeNull();
    expect(screen.queryByTestId('rating-remove')).toBeNull();
  });
});
