import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { LoginDialog } from './LoginDialog';
import { resolveRedirect } from './redirect';
import { validateLoginForm } from './validation';
import { emptyLoginState, initialSessionState } from '../../app/auth/sessionSlice';

describe('sign-in validation', () => {
  const base = { username: 'a', password: 'b', captchaAnswer: '', twoFactorCode: '' };
  it('requires username and password', () => {
    expect(validateLoginForm({ ...base, username: ' ', password: '' }, { captchaRequired: false, twoFactorRequired: false })).toEqual({
      username: 'login.messages.validate.username.required',
      password: 'login.messages.validate.password.required',
    });
  });
  it('two-factor code: digits only, exactly 6', () => {
    const opts = { captchaRequired: false, twoFactorRequired: true };
    expect(validateLoginForm({ ...base, twoFactorCode: '12345' }, opts).twoFactorCode).toBeDefined();
    expect(validateLoginForm({ ...base, twoFactorCode: '12345a' }, opts).twoFactorCode).toBeDefined();
    expect(validateLoginForm({ ...base, twoFactorCode: '1234567' }, opts).twoFactorCode).toBeDefined();
    expect(validateLoginForm({ ...base, twoFactorCode: '123456' }, opts)).toEqual({});
  });
  it('requires the captcha answer when a captcha is shown', () => {
    expect(validateLoginForm(base, { captchaRequired: true, twoFactorRequired: false }).captchaAnswer).toBe('entity.validation.required');
  });
});

describe('redirect after sign-in', () => {
  it('prefers the from location, then ?redirect=, then /', () => {
    expect(resolveRedirect({ from: { pathname: '/admin/logs', search: '?a=1', hash: '' } }, '/x')).toBe('/admin/logs?a=1');
    expect(resolveRedirect(null, '/campaign/3')).toBe('/campaign/3');
    expect(resolveRedirect(null, null)).toBe('/');
  });
  it('refuses external and login/logout targets', () => {
    expect(resolveRedirect(null, 'https://evil.example')).toBe('/');
    expect(resolveRedirect(null, '//evil.example')).toBe('/');
    expect(resolveRedirect({ from: { pathname: '/logout' } }, null)).toBe('/');
  });
});

describe('LoginDialog', () => {
  it('puts the focus on the username once shown, but leaves it where the user went during the fade-in', async () => {
    const first = renderWithProviders(<LoginDialog show onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('login-username')).toHaveFocus());
    first.unmount();

    renderWithProviders(<LoginDialog show onClose={() => undefined} />);
    const password = screen.getByTestId('login-password');
    password.focus();
    fireEvent.change(password, { target: { value: 'secret' } });
    // the fade-in ends (about 300 ms): the focus stays in the password field the user is typing in
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(password).toHaveFocus();
    expect(password).toHaveValue('secret');
    expect(screen.getByTestId('login-username')).toHaveValue('');
  });

  it('shows the field errors and does not submit an empty form', async () => {
    renderWithProviders(<LoginDialog show onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Your username is required.')).toBeInTheDocument();
    expect(screen.getByText('Your password is required.')).toBeInTheDocument();
  });

  it('shows the error, the captcha and the two-factor field from the login state', () => {
    renderWithProviders(<LoginDialog show onClose={() => undefined} />, {
      preloadedState: {
        authentication: {
          ...initialSessionState,
          sessionHasBeenFetched: true,
          loginState: {
            ...emptyLoginState,
            error: 'login.error.authentication',
            captchaToken: 't',
            captchaImage: 'data:image/png;base64,AAA',
            twoFactorToken: 'tf',
            info: 'login.info.twoFactor',
          },
        },
      },
    });
    expect(screen.getByTestId('login-error')).toHaveTextContent('Failed to sign in! Please check your credentials and try again.');
    expect(screen.getByTestId('login-captcha-image')).toHaveAttribute('src', 'data:image/png;base64,AAA');
    expect(screen.getByTestId('login-info')).toHaveTextContent('Enter two factor authentication code!');
    const code = screen.getByTestId('login-two-factor');
    fireEvent.change(code, { target: { value: '12a34' } });
    expect(code).toHaveValue('1234');
  });
});
