import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubCall } from '../../test/fetch';
import { LogsPage } from './LogsPage';
import { MetricsPage } from './MetricsPage';

afterEach(() => vi.unstubAllGlobals());

describe('system administration', () => {
  it('a log level change refreshes the loggers without a reload', async () => {
    let level = 'INFO';
    const calls = stubFetch({
      'GET /management/loggers': () => ({ body: { levels: ['DEBUG', 'INFO'], loggers: { ROOT: { configuredLevel: level } } } }),
      'POST /management/loggers/ROOT': (c: StubCall) => {
        level = (c.body as { configuredLevel: string }).configuredLevel;
        return { status: 204 };
      },
      'GET /api/v3/log/files': { body: [{ name: 'inno.log', size: 1536, modified: '2024-01-02T10:00:00Z' }] },
      'GET /management/audits': { body: [], headers: { 'x-total-count': '0' } },
    });
    renderWithProviders(<LogsPage />);
    await waitFor(() => expect(screen.getByTestId('logger-ROOT-INFO')).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByTestId('log-files')).toHaveTextContent('1.5 KB');
    fireEvent.click(screen.getByTestId('logger-ROOT-DEBUG'));
    await waitFor(() => expect(screen.getByTestId('logger-ROOT-DEBUG')).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ configuredLevel: 'DEBUG' });
    const audits = new URL(calls.find((c) => c.path === '/management/audits')!.url, 'http://x').searchParams;
    expect([audits.get('page'), audits.get('sort')]).toEqual(['0', 'timestamp,desc']);
    expect(audits.get('fromDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('the metrics page shows the health even when the server answers 503', async () => {
    stubFetch({
      'GET /management/jhimetrics': {
        body: { uptimeSeconds: 93784, runtime: {}, database: {}, http: { requests: 5, byStatus: {}, routes: [] } },
      },
      'GET /management/health': { status: 503, body: { status: 'DOWN', components: { db: { status: 'DOWN' } } } },
    });
    renderWithProviders(<MetricsPage />);
    expect(await screen.findByTestId('metrics-uptime')).toHaveTextContent('1d 2h 3m 4s');
    expect(await screen.findByTestId('health-db')).toHaveTextContent('db: DOWN');
  });
});
