import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { HomePage, introKey } from './HomePage';
import { COOKIE_CONSENT_KEY } from './CookieNotice';

afterEach(() => vi.unstubAllGlobals());

function stubIntro(status: number, body?: unknown) {
  const fn = vi.fn(async (_input: RequestInfo | URL) => new Response(body ? JSON.stringify(body) : null, { status, headers: { 'content-type': 'application/json' } }));
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
