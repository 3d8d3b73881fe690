import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch';
import { campaign, content, state, USER } from '../campaign/testing';
import { homeApi } from './homeApi';
import { HomePage, introKey } from './HomePage';
import { COOKIE_CONSENT_KEY } from './CookieNotice';
import { HOME_POINTS_BLOCK, PointsSlot, pointsBlockProps, type PointsBlockProps } from './PointsSlot';

afterEach(() => vi.unstubAllGlobals());

function stubIntro(status: number, body?: unknown) {
  const fn = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(body ? JSON.stringify(body) : null, { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('HomePage', () => {
  it('picks the intro text by ROLE_EXTERNAL', () => {
    expect(introKey(['ROLE_USER', 'ROLE_EXTERNAL'])).toBe('home-intro-external');
    expect(introKey(['ROLE_USER', 'ROLE_INTERNAL'])).toBe('home-intro-internal');
    expect(introKey(undefined)).toBe('home-intro-internal');
  });

  it('shows the banner, the intro from static content and the cookie notice until dismissed', async () => {
    const fetchMock = stubIntro(200, { title: 'Hello', content: '<p>Intro text</p>' });
    renderWithProviders(<HomePage />);
    expect(screen.getByText('Welcome to Inno')).toBeInTheDocument();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/api/public/asset/brand/image/banner.jpg');
    expect(await screen.findByText('Intro text')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v3/public/static-contents/en/home-intro-internal');
    fireEvent.click(screen.getByTestId('cookie-accept'));
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
  });

  it('hides the intro on 404 and the cookie notice once consented', async () => {
    const fetchMock = stubIntro(404, { status: 404 });
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    renderWithProviders(<HomePage />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('home-intro')).toBeNull();
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
  });
});

describe('HomePage blocks (spec 000 §2)', () => {
  const ORIGINAL_WIDTH = window.innerWidth;
  afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: ORIGINAL_WIDTH }));

  function stubHome(over: Record<string, Parameters<typeof stubFetch>[0][string]> = {}) {
    return stubFetch({
      'GET /api/v3/public/static-contents/en/home-intro-internal': { body: { title: 'Hello', content: '<p>Internal intro</p>' } },
      'GET /api/v3/public/static-contents/en/home-intro-external': { body: { title: 'Hello', content: '<p>External intro</p>' } },
      'GET /api/v3/campaigns': ({ url }) =>
        url.includes('open=true')
          ? { body: [campaign({ id: 1, title: 'Open drive', summary: 's'.repeat(260) })] }
          : {
              body: Array.from({ length: 7 }, (_, i) =>
                campaign({
                  id: 20 + i,
                  title: `Closed ${i}`,
                  publishState: 'TERMINATED',
                  dateSubmissionTerminated: new Date().toISOString(),
                }),
              ),
            },
      'GET /api/v3/contents': { body: Array.from({ length: 4 }, (_, i) => content({ id: 40 + i, title: `News ${i}` })) },
      ...over,
    });
  }

  it('shows submit buttons, the open campaigns with countdowns, the latest content and at most 5 closed campaigns', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    const calls = stubHome();
    renderWithProviders(<HomePage />, { preloadedState: state(USER) });
    const open = await screen.findByTestId('home-open-campaigns');
    expect(within(open).getByTestId('home-campaign-1')).toHaveTextContent('Open drive');
    expect(within(open).getByTestId('campaign-card-countdown')).toBeInTheDocument();
    expect(within(open).getByTestId('slide-summary-text').textContent).toHaveLength(201);
    const latest = screen.getByTestId('home-latest-content');
    expect(latest.dataset.step).toBe('3');
    expect(latest.dataset.items).toBe('3');
    expect(
      within(latest)
        .getAllByTestId('home-content-link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/content/40', '/content/41', '/content/42', '/content/43']);
    const closed = screen.getByTestId('home-closed-campaigns');
    expect(within(closed).getAllByTestId('home-closed-campaigns-item')).toHaveLength(5);
    expect(within(closed).queryByTestId('campaign-card-countdown')).toBeNull();
    expect(screen.getByTestId('home-submit-SUGGESTION')).toHaveAttribute('href', '/contribution/SUGGESTION/null');
    expect(screen.getByTestId('home-submit-IMPROVEMENT')).toHaveAttribute('href', '/contribution/IMPROVEMENT/null');
    expect(screen.queryByTestId('home-sign-in-hint')).toBeNull();

    const query = (match: (u: URL) => boolean) => calls.map((c) => new URL(c.url, 'http://x')).find(match)!;
    const contentCall = query((u) => u.pathname === '/api/v3/contents');
    expect(Object.fromEntries(contentCall.searchParams)).toMatchObject({ page: '0', size: '10', sort: 'publishDate,desc', language: 'en' });
    const closedCall = query((u) => u.searchParams.get('closed') === 'true');
    expect(Object.fromEntries(closedCall.searchParams)).toMatchObject({ page: '0', size: '5' });
    expect(query((u) => u.searchParams.get('open') === 'true')).toBeDefined();
  });

  it('a visitor gets no submit buttons and the sign-in hint; empty lists leave no slider', async () => {
    const calls = stubHome({ 'GET /api/v3/campaigns': { body: [] }, 'GET /api/v3/contents': { body: [] } });
    renderWithProviders(<HomePage />, { preloadedState: state(null) });
    expect(await screen.findByText('Internal intro')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/api/v3/c'))).toHaveLength(3));
    expect(screen.queryByTestId('home-submit')).toBeNull();
    expect(screen.getByTestId('home-sign-in-hint')).toBeInTheDocument();
    expect(screen.queryByTestId('home-open-campaigns')).toBeNull();
    expect(screen.queryByTestId('home-latest-content')).toBeNull();
    expect(screen.queryByTestId('home-closed-campaigns')).toBeNull();
  });

  it('an external user reads the external intro', async () => {
    stubHome();
    renderWithProviders(<HomePage />, { preloadedState: state(['ROLE_USER', 'ROLE_EXTERNAL']) });
    expect(await screen.findByText('External intro')).toBeInTheDocument();
  });

  it('a campaign or content write elsewhere refreshes the sliders without a reload', async () => {
    let title = 'Open drive';
    stubHome({
      'GET /api/v3/campaigns': ({ url }) => ({ body: url.includes('open=true') ? [campaign({ id: 1, title })] : [] }),
    });
    const { store } = renderWithProviders(<HomePage />, { preloadedState: state(USER) });
    expect(await screen.findByText('Open drive')).toBeInTheDocument();
    title = 'Renamed drive';
    // what the campaign administration's save invalidates
    act(() => {
      store.dispatch(homeApi.util.invalidateTags(['CampaignList']));
    });
    expect(await screen.findByText('Renamed drive')).toBeInTheDocument();
  });

  it('modules that are off are not asked for', async () => {
    const calls = stubHome();
    renderWithProviders(<HomePage />, { preloadedState: state(USER, { availableModules: ['SUGGESTION'] }) });
    await screen.findByText('Internal intro');
    expect(calls.some((c) => c.path === '/api/v3/campaigns' || c.path === '/api/v3/contents')).toBe(false);
    expect(screen.getByTestId('home-submit-SUGGESTION')).toBeInTheDocument();
    expect(screen.queryByTestId('home-submit-IMPROVEMENT')).toBeNull();
  });
});

describe('points slot', () => {
  it('only for signed-in internal users, and only when the settings show points or leaders', () => {
    const config = state(USER).applicationConfig!.config;
    expect(pointsBlockProps(null, config)).toBeNull();
    expect(pointsBlockProps(['ROLE_USER', 'ROLE_EXTERNAL'], config)).toBeNull();
    expect(pointsBlockProps(USER, { ...config, showLeadersTable: false, showPointSummaryTable: false })).toBeNull();
    expect(
      pointsBlockProps(USER, { ...config, showLeadersTable: true, showPointSummaryTable: false, leaderboardDisplayMonthCount: 3 }),
    ).toEqual({ showPointSummary: false, showLeaders: true, monthCount: 3 });
  });

  it('renders the block it is given when it applies, and nothing otherwise', () => {
    const Block = ({ monthCount }: PointsBlockProps) => <div data-testid="points-block">{monthCount}</div>;
    const { rerender } = render(<PointsSlot block={Block} props={{ showPointSummary: true, showLeaders: true, monthCount: 2 }} />);
    expect(screen.getByTestId('home-points')).toHaveTextContent('2');
    rerender(<PointsSlot block={Block} props={null} />);
    expect(screen.queryByTestId('home-points')).toBeNull();
    rerender(<PointsSlot block={HOME_POINTS_BLOCK} props={{ showPointSummary: true, showLeaders: true, monthCount: 2 }} />);
    expect(screen.queryByTestId('home-points')).toBeNull();
  });
});
