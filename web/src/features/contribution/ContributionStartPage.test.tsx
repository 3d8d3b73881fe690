import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../test/fetch';
import { ContributionStartPage } from './ContributionStartPage';
import { renderAt } from './testing';

afterEach(() => vi.unstubAllGlobals());

const start = (route: string) => renderAt(route, '/contribution/:type/null', <ContributionStartPage />);

describe('ContributionStartPage', () => {
  it('creates one draft and replaces itself with the edit route', async () => {
    const calls = stubFetch({ 'POST /api/v3/contributions/SUGGESTION': { status: 201, body: 42 } });
    start('/contribution/SUGGESTION/null');
    expect(await screen.findByTestId('path-probe')).toHaveTextContent('/contribution/SUGGESTION/42/edit');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('started from a campaign, goes to the campaign edit route', async () => {
    stubFetch({ 'POST /api/v3/contributions/SUGGESTION': { status: 201, body: 42 } });
    start('/contribution/suggestion/null?campaignId=5');
    expect(await screen.findByTestId('path-probe')).toHaveTextContent('/contribution/SUGGESTION/5/42/edit');
  });

  it("shows the translated message of the response's errorKey", async () => {
    stubFetch({
      'POST /api/v3/contributions/SUGGESTION': {
        status: 400,
        body: { status: 400, message: 'error.noLifeCycle', errorKey: 'noLifeCycle', params: {} },
      },
    });
    start('/contribution/SUGGESTION/null');
    expect(await screen.findByTestId('contribution-start-error')).toHaveTextContent('No life cycle is defined for this contribution type.');
  });

  it('a refused create (403) is explained without signing the user out', async () => {
    stubFetch({ 'POST /api/v3/contributions/IMPROVEMENT': { status: 403, body: { status: 403, message: 'error.http.403' } } });
    const { store } = start('/contribution/IMPROVEMENT/null');
    expect(await screen.findByTestId('contribution-start-error')).toHaveTextContent('not authorized');
    expect(store.getState().authentication.isAuthenticated).toBe(true);
  });

  it('an unknown type is not found and calls nothing', async () => {
    const calls = stubFetch({});
    start('/contribution/CAMPAIGN/null');
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
