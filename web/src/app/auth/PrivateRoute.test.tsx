import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '../../test/render';
import { PrivateRoute } from './PrivateRoute';
import { hasAnyAuthority } from './authorities';
import { initialSessionState, type Account } from './sessionSlice';

describe('hasAnyAuthority', () => {
  it('any one of the required authorities is enough', () => {
    expect(hasAnyAuthority(['ROLE_USER', 'ROLE_ADMIN'], ['ROLE_ADMIN', 'ROLE_APP_ADMIN'])).toBe(true);
    expect(hasAnyAuthority(['ROLE_USER'], ['ROLE_ADMIN', 'ROLE_APP_ADMIN'])).toBe(false);
  });
  it('an empty required list means any signed-in user', () => {
    expect(hasAnyAuthority(['ROLE_USER'], [])).toBe(true);
    expect(hasAnyAuthority([], [])).toBe(true);
    expect(hasAnyAuthority(['ROLE_USER'], undefined)).toBe(true);
  });
  it('no authorities never satisfy a non-empty list', () => {
    expect(hasAnyAuthority([], ['ROLE_USER'])).toBe(false);
    expect(hasAnyAuthority(undefined, ['ROLE_USER'])).toBe(false);
  });
});

const account = (authorities: string[]): Account => ({
  id: 1,
  login: 'u',
  firstName: 'U',
  lastName: 'Ser',
  email: 'u@example.com',
  activated: true,
  langKey: 'en',
  authorities,
});

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <div data-testid="login-probe">login from {from}</div>;
}

function renderGuarded(session: Partial<typeof initialSessionState>, required: string[] = ['ROLE_ADMIN']) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginProbe />} />
      <Route
        path="/admin/*"
        element={
          <PrivateRoute authorities={required}>
            <div data-testid="secret">secret</div>
          </PrivateRoute>
        }
      />
    </Routes>,
    { route: '/admin/user-management', preloadedState: { authentication: { ...initialSessionState, ...session } } },
  );
}

describe('PrivateRoute', () => {
  it('waits for the session with a spinner', () => {
    renderGuarded({ sessionHasBeenFetched: false });
    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
    expect(screen.queryByTestId('secret')).toBeNull();
  });

  it('redirects a signed-out visitor to /login carrying the location', () => {
    renderGuarded({ sessionHasBeenFetched: true, isAuthenticated: false });
    expect(screen.getByTestId('login-probe')).toHaveTextContent('login from /admin/user-management');
  });

  it('shows the insufficient-authority message without a required authority', () => {
    renderGuarded({ sessionHasBeenFetched: true, isAuthenticated: true, account: account(['ROLE_USER', 'ROLE_INTERNAL']) });
    expect(screen.getByTestId('insufficient-authority')).toHaveTextContent('You are not authorized to access this page.');
    expect(screen.queryByTestId('secret')).toBeNull();
  });

  it('renders the page with a required authority', () => {
    renderGuarded({ sessionHasBeenFetched: true, isAuthenticated: true, account: account(['ROLE_APP_ADMIN']) }, [
      'ROLE_ADMIN',
      'ROLE_APP_ADMIN',
    ]);
    expect(screen.getByTestId('secret')).toBeInTheDocument();
  });

  it('an empty list lets any signed-in user in', () => {
    renderGuarded({ sessionHasBeenFetched: true, isAuthenticated: true, account: account([]) }, []);
    expect(screen.getByTestId('secret')).toBeInTheDocument();
  });
});
