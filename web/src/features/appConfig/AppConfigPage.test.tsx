import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createStore } from '../../app/store';
import { stubFetch, type StubCall } from '../../test/fetch';
import { AppConfigPage } from './AppConfigPage';

afterEach(() => vi.unstubAllGlobals());

function renderPage(store = createStore()) {
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <AppConfigPage />
      </MemoryRouter>
    </Provider>,
  );
}

const CONFIG = {
  locales: ['en', 'tr'],
  availableModules: ['CONTENT', 'SUGGESTION', 'IMPROVEMENT'],
  moduleSubmitListSettings: {},
  leaderboardDisplayMonthCount: 6,
};

describe('AppConfigPage', () => {
  it('a saved configuration shows when the page is opened again', async () => {
    let saved: object = CONFIG;
    const calls = stubFetch({
      'GET /api/v3/config/get-edit-config': () => ({ body: saved }),
      'PUT /api/v3/config/update-config': (c: StubCall) => {
        saved = c.body as object;
        return { body: saved };
      },
      'GET /api/public/config/app': () => ({ body: saved }),
    });
    const store = createStore();
    const first = renderPage(store);
    const box = await screen.findByTestId('config-module-IMPROVEMENT');
    expect(box).toBeChecked();
    fireEvent.click(box);
    fireEvent.click(screen.getByTestId('config-save'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect((calls.find((c) => c.method === 'PUT')?.body as typeof CONFIG).availableModules).toEqual(['CONTENT', 'SUGGESTION']);
    // the navigation bar's configuration is read again
    await waitFor(() => expect(store.getState().applicationConfig.config.availableModules).toEqual(['CONTENT', 'SUGGESTION']));
    first.unmount();

    renderPage(store);
    await waitFor(() => expect(screen.getByTestId('config-module-IMPROVEMENT')).not.toBeChecked());
    expect(screen.getByTestId('config-module-SUGGESTION')).toBeChecked();
  });

  it('checks the month count before saving', async () => {
    const calls = stubFetch({ 'GET /api/v3/config/get-edit-config': { body: CONFIG } });
    renderPage();
    const months = await screen.findByTestId('config-leaderboardDisplayMonthCount');
    fireEvent.change(months, { target: { value: '121' } });
    fireEvent.click(screen.getByTestId('config-save'));
    expect(await screen.findByTestId('config-leaderboardDisplayMonthCount-error')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('sends a test e-mail only to a valid address', async () => {
    const calls = stubFetch({ 'GET /api/v3/config/get-edit-config': { body: CONFIG }, 'GET /api/v3/email/test/a%40b.io': { body: null } });
    renderPage();
    fireEvent.change(await screen.findByTestId('config-test-email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByTestId('config-test-email-send'));
    expect(await screen.findByTestId('config-test-email-error')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('config-test-email'), { target: { value: ' a@b.io ' } });
    expect(calls.filter((c) => c.path.startsWith('/api/v3/email/test/'))).toHaveLength(0);
    fireEvent.click(screen.getByTestId('config-test-email-send'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path.startsWith('/api/v3/email/test/')).map((c) => c.path)).toEqual(['/api/v3/email/test/a%40b.io']),
    );
  });
});
