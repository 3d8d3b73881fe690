import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyPage } from '../app/lazy';
import { NotFoundPage } from './NotFoundPage';
import { MemoryRouter } from 'react-router';

describe('ErrorBoundary', () => {
  it('shows the ChunkLoadError message when a lazy part fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <ErrorBoundary>
        <Suspense fallback="loading">
          <Broken />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByTestId('chunk-load-error')).toHaveTextContent('ChunkLoadError');
  });

  it('shows the unexpected-error message for other errors', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Thrower = () => {
      throw new Error('boom');
    };
    render(
      <ErrorBoundary>
        <Thrower />
      </ErrorBoundary>,
    );
    expect(screen.getByTestId('render-error')).toHaveTextContent('An unexpected error occurred.');
  });
});

describe('NotFoundPage', () => {
  it('says the page does not exist and links home', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('The page does not exist.')).toBeInTheDocument();
    expect(screen.getByTestId('back-home')).toHaveAttribute('href', '/');
  });
});
