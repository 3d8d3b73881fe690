import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch';
import { resolveAuthorities } from '../../app/router/routes';
import { UnsubscribePage } from './UnsubscribePage';
import { routes } from './routes';

afterEach(() => vi.unstubAllGlobals());

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/unsubscribe-email/:token" element={<UnsubscribePage />} />
    </Routes>,
    { route },
  );

describe('UnsubscribePage', () => {
  it('is public and exact', () => {
    expect(routes.map((r) => r.path)).toEqual(['/unsubscribe-email/:token']);
    expect(resolveAuthorities(routes[0])).toBeNull();
  });

  it('shows the plain-text answer, asking in the page language', async () => {
    const calls = stubFetch({
      'GET /api/public/unsubscribe-email/tok-1': { text: 'You will no longer receive notification e-mails at a@b.co.' },
    });
    renderAt('/unsubscribe-email/tok-1');
    expect(await screen.findByTestId('unsubscribe-message')).toHaveTextContent(
      'You will no longer receive notification e-mails at a@b.co.',
    );
    expect(calls[0].headers['Accept-Language']).toBe('en');
  });

  it('on failure shows error.http.{status} as the title and the answer in red', async () => {
    stubFetch({ 'GET /api/public/unsubscribe-email/bad': { status: 404, text: 'This unsubscribe link is not valid.' } });
    renderAt('/unsubscribe-email/bad');
    expect(await screen.findByTestId('unsubscribe-error-title')).toHaveTextContent('The page does not exist.');
    const text = screen.getByTestId('unsubscribe-error');
    expect(text).toHaveTextContent('This unsubscribe link is not valid.');
    expect(text).toHaveClass('text-danger');
  });

  it('a status without its own text falls back to the generic title', async () => {
    stubFetch({ 'GET /api/public/unsubscribe-email/x': { status: 502, text: 'Bad gateway' } });
    renderAt('/unsubscribe-email/x');
    expect(await screen.findByTestId('unsubscribe-error-title')).toHaveTextContent('Error');
    expect(screen.getByTestId('unsubscribe-error')).toHaveTextContent('Bad gateway');
  });
});
