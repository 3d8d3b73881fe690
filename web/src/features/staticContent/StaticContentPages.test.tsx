import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createStore } from '../../app/store';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubCall } from '../../test/fetch';
import { StaticContentEditPage } from './StaticContentEditPage';
import { StaticContentViewPage } from './StaticContentViewPage';
import type { StaticContentEntry } from './types';

vi.mock('../../shared/RichTextEditor/RichTextEditor', () => ({
  RichTextEditor: ({ id, value, onChange }: { id: string; value: string; onChange: (html: string) => void }) => (
    <textarea aria-label="content" data-testid={`${id}-content`} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

afterEach(() => vi.unstubAllGlobals());

const PRIVACY: StaticContentEntry = {
  id: 4,
  contentKey: 'privacy-platform',
  locale: 'en',
  title: 'Privacy',
  content: '<p>Old</p>',
  lastModifiedBy: 'admin',
  lastModifiedDate: '2024-01-02T10:00:00Z',
};
const PUBLIC = '/api/v3/public/static-contents/en/privacy-platform';

describe('static content', () => {
  it('a saved entry refreshes the list and the public page without a reload', async () => {
    let entry = PRIVACY;
    const calls = stubFetch({
      'GET /api/v3/static-contents': () => ({ body: [entry], headers: { 'x-total-count': '1' } }),
      'PUT /api/v3/static-contents': (c: StubCall) => {
        entry = { ...entry, ...(c.body as StaticContentEntry) };
        return { body: entry };
      },
      [`GET ${PUBLIC}`]: () => ({ body: { title: entry.title, content: entry.content } }),
    });
    const store = createStore();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/static-content-view/privacy-platform']}>
          <Routes>
            <Route path="/static-content-view/:contentKey" element={<StaticContentViewPage />} />
          </Routes>
          <StaticContentEditPage />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByTestId('static-content-view-title')).toHaveTextContent('Privacy');
    fireEvent.click(await screen.findByTestId('static-content-edit-privacy-platform-en'));
    expect(screen.getByTestId('static-content-key')).toBeDisabled();
    fireEvent.change(screen.getByTestId('static-content-title'), { target: { value: ' Privacy (new) ' } });
    fireEvent.change(screen.getByTestId('static-content-editor-content'), { target: { value: '<p>New</p>' } });
    fireEvent.click(screen.getByTestId('static-content-save'));
    await waitFor(() => expect(screen.queryByTestId('static-content-form')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      id: 4,
      contentKey: 'privacy-platform',
      locale: 'en',
      title: 'Privacy (new)',
      content: '<p>New</p>',
    });
    await waitFor(() => expect(screen.getByTestId('static-content-view-title')).toHaveTextContent('Privacy (new)'));
    expect(screen.getByTestId('static-content-view-body')).toHaveTextContent('New');
    await waitFor(() => expect(screen.getByTestId('static-content-row-privacy-platform-en')).toHaveTextContent('Privacy (new)'));
  });

  it('a new key is checked first', async () => {
    const calls = stubFetch({ 'GET /api/v3/static-contents': { body: [], headers: { 'x-total-count': '0' } } });
    renderWithProviders(<StaticContentEditPage />);
    fireEvent.click(screen.getByTestId('static-content-create'));
    fireEvent.change(screen.getByTestId('static-content-key'), { target: { value: 'a b' } });
    fireEvent.click(screen.getByTestId('static-content-save'));
    expect(await screen.findByTestId('static-content-key-error')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('a key without a block in the language is not found', async () => {
    stubFetch({});
    renderWithProviders(
      <Routes>
        <Route path="/static-content-view/:contentKey" element={<StaticContentViewPage />} />
      </Routes>,
      { route: '/static-content-view/missing' },
    );
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });
});
