import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast } from 'react-toastify';
import { renderWithProviders } from '../../test/render';
import { CAPTCHA, stubFetch } from '../../test/fetch';
import { defaultAppConfig, type ConfigState } from '../../app/config/configSlice';
import { initialSessionState } from '../../app/auth/sessionSlice';
import { resolveAuthorities } from '../../app/router/routes';
import { LoginDialog } from '../login/LoginDialog';
import { RegisterPage } from './RegisterPage';
import { ActivatePage } from './ActivatePage';
import { pageReload, ResetFinishPage } from './ResetFinishPage';
import { RESET_FINISH_FAILURE_RELOAD_MS } from './constants';
import { ResetRequestPage } from './ResetRequestPage';
import { TwoFactorSection } from './TwoFactorSection';
import { routes } from './routes';

// each render has its own store, so its own record of the activation keys already sent
afterEach(() => vi.unstubAllGlobals());

function configState(over: Partial<typeof defaultAppConfig> = {}): ConfigState {
  return {
    config: { ...defaultAppConfig, languages: { en: 'English', tr: 'Türkçe' }, locales: ['en', 'tr'], ...over },
    configLoaded: true,
    configError: false,
    info: null,
  };
}

function PathProbe() {
  const loc = useLocation();
  return <div data-testid="path-probe">{loc.pathname}</div>;
}

function change(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('account routes', () => {
  it('registration, activation and reset are public; settings needs ADMIN or USER', () => {
    const byPath = Object.fromEntries(routes.map((r) => [r.path, resolveAuthorities(r)]));
    expect(byPath['/account/register']).toBeNull();
    expect(byPath['/account/activate/:key?']).toBeNull();
    expect(byPath['/account/activateUser/:key?']).toBeNull();
    expect(byPath['/account/reset/request']).toBeNull();
    expect(byPath['/account/reset/finish/:key?']).toBeNull();
    expect(byPath['/account/settings']).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
  });
});

describe('RegisterPage', () => {
  const renderRegister = (allowed: boolean) =>
    renderWithProviders(
      <Routes>
        <Route path="/account/register" element={<RegisterPage />} />
        <Route path="*" element={<PathProbe />} />
      </Routes>,
      { route: '/account/register', preloadedState: { applicationConfig: configState({ externalRegistrationAllowed: allowed }) } },
    );

  it('shows the not-found page when external registration is not allowed', () => {
    const calls = stubFetch({});
    renderRegister(false);
    expect(screen.getByTestId('path-probe')).toHaveTextContent('/not-found');
    expect(calls).toHaveLength(0);
  });

  it('an empty submit shows the field messages and the validation toast', async () => {
    stubFetch({ 'POST /api/captcha/refresh': { body: CAPTCHA } });
    const spy = vi.spyOn(toast, 'error');
    renderRegister(true);
    await screen.findByTestId('captchaAnswer-image');
    expect(screen.getByTestId('terms-link')).toHaveAttribute('href', '/static-content-view/terms-platform');
    expect(screen.getByTestId('privacy-link')).toHaveAttribute('href', '/static-content-view/privacy-platform');
    fireEvent.click(screen.getByTestId('register-submit'));
    // the form checks asynchronously (react-hook-form): wait for its answer
    await waitFor(() => expect(spy).toHaveBeenCalledWith('Please correct the marked fields.', expect.anything()));
    expect(screen.getByTestId('firstName-error')).toHaveTextContent('This field is required.');
    expect(screen.getByTestId('termsAccepted-error')).toHaveTextContent('This field is required.');
    // the message goes away once the field is right
    change('firstName', 'Eda');
    await waitFor(() => expect(screen.queryByTestId('firstName-error')).toBeNull());
  });

  it('shows the phone grouped and sends it as 10 digits; success goes to /', async () => {
    const calls = stubFetch({ 'POST /api/captcha/refresh': { body: CAPTCHA }, 'POST /api/register': { status: 201 } });
    renderRegister(true);
    await screen.findByTestId('captchaAnswer-image');
    change('firstName', ' Eda ');
    change('lastName', 'Tester');
    change('email', 'eda@example.com');
    change('phone', '5321234567');
    expect(screen.getByTestId('phone')).toHaveValue('532-123-45-67');
    change('educationLevel', 'DOCTORAL');
    change('company', 'ACME');
    change('department', 'R&D');
    change('password', 'pass1');
    change('secondPassword', 'pass1');
    change('captchaAnswer', '12345');
    fireEvent.click(screen.getByTestId('termsAccepted'));
    fireEvent.click(screen.getByTestId('privacyAccepted'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('path-probe')).toHaveTextContent(/^\/$/);
    const post = calls.find((c) => c.path === '/api/register');
    expect(post?.body).toMatchObject({
      firstName: 'Eda',
      phone: '5321234567',
      educationLevel: 'DOCTORAL',
      langKey: 'en',
      captchaToken: 'cap-1',
      captchaAnswer: '12345',
      termsAccepted: true,
      privacyAccepted: true,
    });
  });

  it('a refused registration refreshes the captcha and marks the field', async () => {
    let n = 0;
    const calls = stubFetch({
      'POST /api/captcha/refresh': () => ({ body: { ...CAPTCHA, captchaToken: `cap-${++n}` } }),
      'POST /api/register': { status: 400, body: { status: 400, message: 'error.captchaInvalid', errorKey: 'captchaInvalid' } },
    });
    renderRegister(true);
    await screen.findByTestId('captchaAnswer-image');
    for (const [id, v] of Object.entries({
      firstName: 'Eda',
      lastName: 'Tester',
      email: 'eda@example.com',
      phone: '5321234567',
      educationLevel: 'PRIMARY',
      company: 'A',
      department: 'B',
      password: 'pass',
      secondPassword: 'pass',
      captchaAnswer: '1',
    }))
      change(id, v);
    fireEvent.click(screen.getByTestId('termsAccepted'));
    fireEvent.click(screen.getByTestId('privacyAccepted'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('captchaAnswer-error')).toHaveTextContent('The security code is wrong or has expired.');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/captcha/refresh').length).toBeGreaterThanOrEqual(2));
    const refreshes = calls.filter((c) => c.path === '/api/captcha/refresh');
    expect(refreshes[refreshes.length - 1].body).toEqual({ token: 'cap-1' });
    expect(screen.getByTestId('captchaAnswer')).toHaveValue('');
  });
});

describe('form captcha', () => {
  it('each form that opens asks for a new captcha, never one already shown', async () => {
    let n = 0;
    const calls = stubFetch({ 'POST /api/captcha/refresh': () => ({ body: { ...CAPTCHA, captchaToken: `cap-${++n}` } }) });
    const { unmount, store } = renderWithProviders(<ResetRequestPage />, { route: '/account/reset/request' });
    await screen.findByTestId('captchaAnswer-image');
    unmount();
    render(
      <Provider store={store}>
        <MemoryRouter>
          <ResetRequestPage />
        </MemoryRouter>
      </Provider>,
    );
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/captcha/refresh')).toHaveLength(2));
  });
});

describe('ActivatePage', () => {
  const renderAt = (route: string) =>
    renderWithProviders(
      <Routes>
        <Route path="/account/activate/:key?" element={<ActivatePage />} />
        <Route path="/account/activateUser/:key?" element={<ActivatePage />} />
      </Routes>,
      { route, preloadedState: { applicationConfig: configState({ externalRegistrationAllowed: true }) } },
    );

  it('activates with ?key= and links to sign in and reset', async () => {
    const calls = stubFetch({ 'GET /api/activate': { status: 200 } });
    renderAt('/account/activate?key=abc');
    expect(await screen.findByText('Your user account has been activated.')).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/activate?key=abc');
    expect(screen.getByTestId('activate-login')).toHaveAttribute('href', '/login');
    expect(screen.getByTestId('activate-reset')).toHaveAttribute('href', '/account/reset/request');
  });

  it('sends a key once, however often the page mounts', async () => {
    const calls = stubFetch({ 'GET /api/activate': { status: 200 } });
    const { unmount, store } = renderAt('/account/activate/once');
    expect(await screen.findByTestId('activate-success')).toBeInTheDocument();
    unmount();
    // the same page load (the same store) opens the link again
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/account/activate/once']}>
          <Routes>
            <Route path="/account/activate/:key?" element={<ActivatePage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByTestId('activate-success')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/activate')).toHaveLength(1);
  });

  it('takes the key from the path and shows the failure text', async () => {
    const calls = stubFetch({ 'GET /api/activate': { status: 400, body: { errorKey: 'activationKeyInvalid' } } });
    renderAt('/account/activateUser/used-key');
    expect(await screen.findByText('Your user could not be activated. Please use the registration form to sign up.')).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/activate?key=used-key');
  });

  it('fails without a call when there is no key', async () => {
    const calls = stubFetch({});
    renderAt('/account/activate');
    expect(await screen.findByTestId('activate-error')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('ResetRequestPage', () => {
  it('checks the pattern and sends emailOrUsername with the captcha', async () => {
    const calls = stubFetch({ 'POST /api/captcha/refresh': { body: CAPTCHA }, 'POST /api/account/reset-password/init': { status: 200 } });
    renderWithProviders(<ResetRequestPage />, { route: '/account/reset/request' });
    await screen.findByTestId('captchaAnswer-image');
    change('emailOrUsername', 'user!');
    change('captchaAnswer', '1');
    fireEvent.click(screen.getByTestId('reset-request-submit'));
    expect(await screen.findByTestId('emailOrUsername-error')).toHaveTextContent('Only letters, digits, spaces and + . @ _ - are allowed.');
    change('emailOrUsername', ' user ');
    fireEvent.click(screen.getByTestId('reset-request-submit'));
    expect(await screen.findByTestId('reset-request-success')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/account/reset-password/init')?.body).toEqual({
      emailOrUsername: 'user',
      captchaToken: 'cap-1',
      captchaAnswer: '1',
    });
  });
});

describe('ResetFinishPage', () => {
  const renderAt = (route: string) =>
    renderWithProviders(
      <Routes>
        <Route path="/account/reset/finish/:key?" element={<ResetFinishPage />} />
        <Route path="*" element={<PathProbe />} />
      </Routes>,
      { route },
    );

  it('an invalid key shows the failure and a link to ask again', async () => {
    const calls = stubFetch({ 'POST /api/account/reset-password/valid': { body: { valid: false } } });
    renderAt('/account/reset/finish?key=old');
    expect(await screen.findByText('This password reset link is not valid or has expired.')).toBeInTheDocument();
    expect(screen.getByTestId('reset-finish-request-new')).toHaveAttribute('href', '/account/reset/request');
    expect(calls[0].body).toEqual({ key: 'old' });
  });

  it('enforces the strong rule, then sends key and password and goes to /login', async () => {
    const calls = stubFetch({
      'POST /api/account/reset-password/valid': { body: { valid: true } },
      'POST /api/account/reset-password/finish': { status: 200 },
    });
    renderAt('/account/reset/finish/k1');
    await screen.findByTestId('reset-finish-form');
    change('newPassword', 'password');
    change('confirmPassword', 'password');
    fireEvent.click(screen.getByTestId('reset-finish-submit'));
    expect(
      await screen.findByText(
        'The password needs at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character.',
      ),
    ).toBeInTheDocument();
    change('newPassword', 'Passw0rd!');
    change('confirmPassword', 'Passw0rd!');
    fireEvent.click(screen.getByTestId('reset-finish-submit'));
    expect(await screen.findByTestId('path-probe')).toHaveTextContent('/login');
    expect(calls.find((c) => c.path === '/api/account/reset-password/finish')?.body).toEqual({ key: 'k1', newPassword: 'Passw0rd!' });
  });
});

describe('ResetFinishPage failure', () => {
  it('shows the error and reloads the page', async () => {
    stubFetch({
      'POST /api/account/reset-password/valid': { body: { valid: true } },
      'POST /api/account/reset-password/finish': {
        status: 400,
        body: { status: 400, message: 'error.resetKeyInvalid', errorKey: 'resetKeyInvalid' },
      },
    });
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    renderWithProviders(
      <Routes>
        <Route path="/account/reset/finish/:key?" element={<ResetFinishPage />} />
      </Routes>,
      { route: '/account/reset/finish/k2' },
    );
    await screen.findByTestId('reset-finish-form');
    change('newPassword', 'Passw0rd!');
    change('confirmPassword', 'Passw0rd!');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByTestId('reset-finish-submit'));
      await screen.findByTestId('reset-finish-failed');
      expect(reload).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(RESET_FINISH_FAILURE_RELOAD_MS + 50));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('TwoFactorSection', () => {
  it('sets up (QR code and secret), enables with a code, then offers to disable', async () => {
    const calls = stubFetch({
      'GET /api/account/two-factor': { body: { enabled: false } },
      'POST /api/account/two-factor/setup': {
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/png;base64,QR' },
      },
      'POST /api/account/two-factor/enable': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: { enabled: true } }
          : { status: 400, body: { errorKey: 'twoFactorCodeInvalid', message: 'error.twoFactorCodeInvalid' } },
    });
    renderWithProviders(<TwoFactorSection />);
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('Two-factor sign-in is off.');
    fireEvent.click(screen.getByTestId('two-factor-setup'));
    expect(await screen.findByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByTestId('two-factor-qr')).toHaveAttribute('src', 'data:image/png;base64,QR');
    change('two-factor-code', '12a3');
    expect(screen.getByTestId('two-factor-code')).toHaveValue('123');
    fireEvent.click(screen.getByTestId('two-factor-enable'));
    expect(await screen.findByTestId('two-factor-code-error')).toHaveTextContent('The code must be exactly 6 digits.');
    change('two-factor-code', '654321');
    fireEvent.click(screen.getByTestId('two-factor-enable'));
    await waitFor(() => expect(screen.getByTestId('two-factor-code-error')).toHaveTextContent('The code is not valid.'));
    change('two-factor-code', '123456');
    fireEvent.click(screen.getByTestId('two-factor-enable'));
    await waitFor(() => expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Two-factor sign-in is on.'));
    expect(screen.getByTestId('two-factor-disable')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/account/two-factor/enable').map((c) => c.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
  });
});

describe('sign-in dialog links', () => {
  const session = { authentication: { ...initialSessionState, sessionHasBeenFetched: true } };
  it('offers the reset request and, when allowed, the registration', () => {
    renderWithProviders(<LoginDialog show onClose={() => undefined} />, {
      preloadedState: { ...session, applicationConfig: configState({ externalRegistrationAllowed: true }) },
    });
    expect(screen.getByTestId('login-forgot')).toHaveAttribute('href', '/account/reset/request');
    expect(screen.getByTestId('login-forgot')).toHaveTextContent('Did you forget your password?');
    expect(screen.getByTestId('login-register')).toHaveAttribute('href', '/account/register');
    expect(screen.getByTestId('login-register')).toHaveTextContent('Register a new account');
  });
  it('hides the registration link when registration is closed', () => {
    renderWithProviders(<LoginDialog show onClose={() => undefined} />, {
      preloadedState: { ...session, applicationConfig: configState({ externalRegistrationAllowed: false }) },
    });
    expect(screen.queryByTestId('login-register')).toBeNull();
  });
});
