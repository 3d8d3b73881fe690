import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { Navbar } from './Navbar';
import { initialSessionState } from '../auth/sessionSlice';
import { defaultAppConfig, type AppConfig } from '../config/configSlice';

const config: AppConfig = {
  ...defaultAppConfig,
  languages: { en: 'English', tr: 'Türkçe' },
  locales: ['en', 'tr'],
  availableModules: ['CONTENT', 'CAMPAIGN', 'COMPETITION', 'SUGGESTION', 'IMPROVEMENT'],
  moduleSubmitListSettings: {
    SUGGESTION: { listingEnabled: 'BOTH', submitEnabled: 'BOTH' },
    IMPROVEMENT: { listingEnabled: 'BOTH', submitEnabled: 'NONE' },
    COMPETITION: { listingEnabled: 'BOTH', submitEnabled: 'BOTH' },
  },
  externalRegistrationAllowed: true,
};

function renderNavbar(authorities: string[] | null, environment = 'development') {
  return renderWithProviders(<Navbar />, {
    preloadedState: {
      authentication: authorities
        ? {
            ...initialSessionState,
            sessionHasBeenFetched: true,
            isAuthenticated: true,
            account: { id: 1, login: 'x', firstName: 'Xa', lastName: 'Vier', email: '', activated: true, langKey: 'en', authorities },
          }
        : { ...initialSessionState, sessionHasBeenFetched: true },
      applicationConfig: { config, configLoaded: true, configError: false, info: { version: '1', build: 'b', environment } },
    },
  });
}

describe('Navbar', () => {
  it('signed out: login, register, contact, language; ribbon outside production', () => {
    renderNavbar(null);
    for (const id of ['nav-login', 'nav-register', 'nav-contact', 'nav-language', 'dev-ribbon']) {
      expect(screen.getByTestId(id)).toBeInTheDocument();
    }
    expect(screen.getByTestId('nav-login')).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('nav-account-menu')).toBeNull();
    expect(screen.queryByTestId('nav-contribute')).toBeNull();
  });

  it('no ribbon in production', () => {
    renderNavbar(null, 'production');
    expect(screen.queryByTestId('dev-ribbon')).toBeNull();
  });

  it('admin: management with platform and system submenus, single contribute button', () => {
    renderNavbar(['ROLE_ADMIN', 'ROLE_APP_ADMIN', 'ROLE_USER', 'ROLE_INTERNAL']);
    expect(screen.getByTestId('nav-contribute')).toHaveAttribute('href', '/contribution/SUGGESTION/null');
    fireEvent.click(screen.getByTestId('nav-admin-menu'));
    expect(screen.getByTestId('nav-platform-menu')).toBeInTheDocument();
    expect(screen.getByTestId('nav-system-menu')).toBeInTheDocument();
    // the users report is not built yet, and this admin administers no contribution type: no reporting menu
    expect(screen.queryByTestId('nav-reporting-menu')).toBeNull();
    expect(screen.getByTestId('nav-account-menu')).toHaveTextContent('Xa Vier');
    expect(screen.queryByTestId('nav-login')).toBeNull();
  });

  it('plain user: account menu only', () => {
    renderNavbar(['ROLE_USER', 'ROLE_INTERNAL']);
    expect(screen.queryByTestId('nav-admin-menu')).toBeNull();
    expect(screen.queryByTestId('nav-reporting-menu')).toBeNull();
    fireEvent.click(screen.getByTestId('nav-account-menu'));
    expect(screen.getByTestId('nav-logout')).toHaveAttribute('href', '/logout');
    expect(screen.getByTestId('nav-item-settings')).toHaveAttribute('href', '/account/settings');
  });

  it('the burger opens the collapsed menu and a navigation closes it (static menus, no Offcanvas)', () => {
    renderNavbar(['ROLE_USER', 'ROLE_INTERNAL']);
    const burger = screen.getByRole('button', { name: /toggle navigation/i });
    const collapse = document.getElementById('inno-navbar-collapse')!;
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(collapse.closest('nav')).toHaveClass('navbar', 'navbar-expand-lg');
    fireEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByTestId('nav-account-menu'));
    // a menu inside the bar is static (Bootstrap positions it), as react-bootstrap's Navbar makes it
    expect(screen.getByTestId('nav-item-settings').closest('.dropdown-menu')).toHaveAttribute('data-bs-popper', 'static');
    fireEvent.click(screen.getByTestId('nav-item-settings'));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
});
