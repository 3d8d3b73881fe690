import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubCall } from '../../test/fetch';
import { LanguageAdmin } from './LanguageAdmin';

afterEach(() => vi.unstubAllGlobals());

describe('LanguageAdmin', () => {
  it('saves the backend messages and reads them again', async () => {
    let messages: Record<string, string> = { 'mail.subject': 'Hello' };
    const calls = stubFetch({
      'GET /api/v3/language-admin/messages': () => ({ body: messages }),
      'PUT /api/v3/language-admin/messages': (c: StubCall) => {
        messages = c.body as Record<string, string>;
        return { body: null };
      },
    });
    renderWithProviders(<LanguageAdmin scope="backend" />);
    const field = await screen.findByTestId('language-value-mail.subject');
    expect(field).toHaveValue('Hello');
    fireEvent.change(field, { target: { value: 'Hi' } });
    fireEvent.click(screen.getByTestId('language-save'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/v3/language-admin/messages' && c.method === 'GET')).toHaveLength(2));
    expect(calls.find((c) => c.method === 'PUT')?.url).toBe('/api/v3/language-admin/messages?lang=en');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ 'mail.subject': 'Hi' });
    expect(screen.getByTestId('language-value-mail.subject')).toHaveValue('Hi');
  });

  it('lists every English web text with the overrides, and sends only the non-empty ones', async () => {
    const calls = stubFetch({
      'GET /api/v3/language-admin': { body: { 'footer.privacy': 'Privacy (site)' } },
      'PUT /api/v3/language-admin': { body: null },
      'GET /api/public/config/locale/en': { body: {} },
    });
    renderWithProviders(<LanguageAdmin scope="web" />);
    fireEvent.change(screen.getByTestId('language-search'), { target: { value: 'footer.privacy' } });
    expect(await screen.findByTestId('language-value-footer.privacy')).toHaveValue('Privacy (site)');
    fireEvent.change(screen.getByTestId('language-value-footer.privacy'), { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('language-save'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({}));
    // the app's own English texts are read again with the new overrides
    await waitFor(() => expect(calls.some((c) => c.path === '/api/public/config/locale/en')).toBe(true));
  });
});
