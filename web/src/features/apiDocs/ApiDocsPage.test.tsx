import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { AppRoutes } from '../../app/router/AppRoutes';
import { requiredAuthorities } from '../../app/router/access';
import { initialSessionState, type Account } from '../../app/auth/sessionSlice';

// Swagger UI itself (a 1.7 MB bundle) is not loaded here: the page hands it its container.
const mountViewer = vi.hoisted(() => vi.fn());
vi.mock('./swaggerUi', () => ({ mountViewer, OPENAPI_URL: '/api/openapi.json' }));

const account = (authorities: string[]): Account => ({
  id: 1,
  login: 'admin',
  firstName: 'Ad',
  lastName: 'Min',
  email: 'admin@example.com',
  activated: true,
  langKey: 'en',
  authorities,
});

function renderAt(authorities: string[]) {
  return renderWithProviders(<AppRoutes />, {
    route: '/api-docs',
    preloadedState: {
      authentication: { ...initialSessionState, sessionHasBeenFetched: true, isAuthenticated: true, account: account(authorities) },
    },
  });
}

describe('/api-docs', () => {
  it('is for ADMIN, as JHipster’s API page', () => {
    expect(requiredAuthorities('/api-docs')).toEqual(['ROLE_ADMIN']);
  });

  it('renders the viewer container and mounts Swagger UI into it', async () => {
    renderAt(['ROLE_ADMIN', 'ROLE_USER']);
    const container = await screen.findByTestId('api-docs-viewer');
    expect(screen.getByRole('heading', { name: 'API' })).toBeInTheDocument();
    await waitFor(() => expect(mountViewer).toHaveBeenCalledWith(container));
  });

  it('refuses a user without ADMIN', async () => {
    renderAt(['ROLE_APP_ADMIN', 'ROLE_USER']);
    expect(await screen.findByTestId('insufficient-authority')).toBeInTheDocument();
    expect(screen.queryByTestId('api-docs-viewer')).toBeNull();
  });
});
