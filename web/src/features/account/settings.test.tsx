import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { toast } from 'react-toastify';
import { renderWithProviders } from '../../test/render';
import { CAPTCHA, stubFetch } from '../../test/fetch';
import { defaultAppConfig } from '../../app/config/configSlice';
import { initialSessionState, type Account } from '../../app/auth/sessionSlice';
import { TOKEN_KEY } from '../../app/auth/tokenStorage';
import { SettingsPage } from './SettingsPage';
import { ResetRequestPage } from './ResetRequestPage';
import { RESET_REQUEST_REDIRECT_MS } from './constants';

afterEach(() => vi.unstubAllGlobals());

const account: Account = {
  id: 7,
  login: 'eda',
  firstName: 'Eda',
  lastName: 'Tester',
  email: 'eda@example.com',
  activated: true,
  langKey: 'en',
  authorities: ['ROLE_USER'],
};

const preloadedState = {
  authentication: { ...initialSessionState, sessionHasBeenFetched: true, isAuthenticated: true, account },
  applicationConfig: {
    config: { ...defaultAppConfig, languages: { en: 'English', tr: 'Türkçe' }, locales: ['en', 'tr'] },
    configLoaded: true,
    configError: false,
    info: null,
  },
};

const change = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

describe('SettingsPage', () => {
  it('saves the settings and updates the session account', async () => {
    const calls = stubFetch({
      'GET /api/account/two-factor': { body: { enabled: false } },
      'POST /api/account': ({ body }) => ({ body: { ...account, ...(body as object) } }),
    });
    const { store } = renderWithProviders(<SettingsPage />, { route: '/account/settings', preloadedState });
    expect(screen.getByText('User settings for Eda Tester')).toBeInTheDocument();
    expect(screen.getByTestId('settings-firstName')).toHaveValue('Eda');
    expect(screen.getByTestId('settings-langKey')).toHaveValue('en');
    change('settings-firstName', '  Ece ');
    change('settings-email', 'bad');
    fireEvent.click(screen.getByTestId('settings-submit'));
    expect(await screen.findByTestId('settings-email-error')).toHaveTextContent('This field is required to be at least 5 characters.');
    change('settings-email', 'ece@example.com');
    fireEvent.click(screen.getByTestId('settings-submit'));
    await waitFor(() => expect(store.getState().authentication.account?.firstName).toBe('Ece'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/account')?.body).toEqual({
      firstName: 'Ece',
      lastName: 'Tester',
      email: 'ece@example.com',
      langKey: 'en',
    });
    expect(store.getState().authentication.account?.authorities).toEqual(['ROLE_USER']);
  });

  it('a wrong current password shows password.messages.error and marks the field', async () => {
    stubFetch({
      'GET /api/account/two-factor': { body: { enabled: true } },
      'POST /api/account/change-password': {
        status: 400,
        body: { status: 400, message: 'error.invalidPassword', errorKey: 'invalidPassword' },
      },
    });
    const spy = vi.spyOn(toast, 'error');
    renderWithProviders(<SettingsPage />, { route: '/account/settings', preloadedState });
    change('password-currentPassword', 'wrong');
    change('password-newPassword', 'abcd');
    change('password-confirmPassword', 'abce');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('The password and its confirmation do not match!')).toBeInTheDocument();
    change('password-confirmPassword', 'abcd');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('An error has occurred! The password could not be changed.', expect.anything());
    // two-factor is on: the section offers to switch it off
    expect(await screen.findByTestId('two-factor-disable')).toBeInTheDocument();
  });

  it('a changed password shows password.messages.success and empties the form', async () => {
    stubFetch({ 'GET /api/account/two-factor': { body: { enabled: false } }, 'POST /api/account/change-password': { status: 200 } });
    const spy = vi.spyOn(toast, 'success');
    renderWithProviders(<SettingsPage />, { route: '/account/settings', preloadedState });
    change('password-currentPassword', 'old');
    change('password-newPassword', 'abcd');
    change('password-confirmPassword', 'abcd');
    fireEvent.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(spy).toHaveBeenCalledWith('Password changed!', expect.anything()));
    expect(screen.getByTestId('password-currentPassword')).toHaveValue('');
  });

  it('signs out of all devices: the server ends every session, then this one is cleared', async () => {
    const calls = stubFetch({
      'GET /api/account/two-factor': { body: { enabled: false } },
      'POST /api/account/logout-everywhere': { status: 204 },
      'POST /api/account/logout': { status: 401, body: { status: 401 } },
    });
    localStorage.setItem(TOKEN_KEY, 'signed-in');
    const { store } = renderWithProviders(<SettingsPage />, { route: '/account/settings', preloadedState });
    expect(screen.getByText('Signed-in devices')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('sign-out-everywhere'));
    await waitFor(() => expect(store.getState().authentication.isAuthenticated).toBe(false));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    const everywhere = calls.find((c) => c.path === '/api/account/logout-everywhere');
    expect(everywhere?.method).toBe('POST');
    expect(everywhere?.headers.Authorization).toBe('Bearer signed-in');
  });
});

describe('reset request redirect', () => {
  it('goes to / 6 seconds after the request', async () => {
    stubFetch({ 'POST /api/captcha/refresh': { body: CAPTCHA }, 'POST /api/account/reset-password/init': { status: 200 } });
    function Probe() {
      return <div data-testid="path-probe">{useLocation().pathname}</div>;
    }
    renderWithProviders(
      <Routes>
        <Route path="/account/reset/request" element={<ResetRequestPage />} />
        <Route path="*" element={<Probe />} />
      </Routes>,
      { route: '/account/reset/request' },
    );
    await screen.findByTestId('captchaAnswer-image');
    change('emailOrUsername', 'user');
    change('captchaAnswer', '1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByTestId('reset-request-submit'));
      await screen.findByTestId('reset-request-success');
      await act(() => vi.advanceTimersByTimeAsync(RESET_REQUEST_REDIRECT_MS - 100));
      expect(screen.queryByTestId('path-probe')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.getByTestId('path-probe')).toHaveTextContent(/^\/$/);
    } finally {
      vi.useRealTimers();
    }
    expect(RESET_REQUEST_REDIRECT_MS).toBe(6000);
  });
});
