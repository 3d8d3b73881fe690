import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '../../test/render';
import { CAPTCHA, stubFetch } from '../../test/fetch';
import { defaultAppConfig } from '../../app/config/configSlice';
import { resolveAuthorities } from '../../app/router/routes';
import { ContactPage } from './ContactPage';
import { routes } from './routes';

afterEach(() => vi.unstubAllGlobals());

function PathProbe() {
  return <div data-testid="path-probe">{useLocation().pathname}</div>;
}

const renderContact = (enabled: boolean) =>
  renderWithProviders(
    <Routes>
      <Route path="/contact" element={<ContactPage />} />
      <Route path="*" element={<PathProbe />} />
    </Routes>,
    {
      route: '/contact',
      preloadedState: {
        applicationConfig: {
          config: { ...defaultAppConfig, contactFormEnabled: enabled },
          configLoaded: true,
          configError: false,
          info: null,
        },
      },
    },
  );

const change = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

describe('ContactPage', () => {
  it('is public', () => {
    expect(resolveAuthorities(routes[0])).toBeNull();
  });

  it('shows the not-found page when the contact form is disabled', () => {
    stubFetch({});
    renderContact(false);
    expect(screen.getByTestId('path-probe')).toHaveTextContent('/not-found');
  });

  it('counts the message characters, requires the terms and hides the side panel on 404', async () => {
    const calls = stubFetch({ 'POST /api/captcha/refresh': { body: CAPTCHA } });
    renderContact(true);
    await screen.findByTestId('contact-captchaAnswer-image');
    expect(screen.getByTestId('contact-info')).toBeInTheDocument();
    expect(screen.getByTestId('contact-message-counter')).toHaveTextContent('0/1000');
    change('contact-message', 'Hello');
    expect(screen.getByTestId('contact-message-counter')).toHaveTextContent('5/1000');
    expect(screen.getByTestId('contact-privacy-link')).toHaveAttribute('href', '/static-content-view/privacy-platform');
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByTestId('contact-terms-error')).toHaveTextContent('This field is required.');
    expect(screen.getByTestId('contact-name-error')).toHaveTextContent('This field is required.');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v3/public/static-contents/en/contact')).toBe(true));
    expect(screen.queryByTestId('contact-side')).toBeNull();
  });

  it('shows the static content block and sends trimmed values', async () => {
    const calls = stubFetch({
      'POST /api/captcha/refresh': { body: CAPTCHA },
      'GET /api/v3/public/static-contents/en/contact': { body: { title: 'Reach us', content: '<p>Call 123</p>' } },
      'POST /api/public/contact': { status: 201 },
    });
    renderContact(true);
    expect(await screen.findByText('Call 123')).toBeInTheDocument();
    await screen.findByTestId('contact-captchaAnswer-image');
    change('contact-name', '  Eda  ');
    change('contact-email', ' eda@example.com ');
    change('contact-subject', ' Hi ');
    change('contact-message', '  Some message  ');
    change('contact-captchaAnswer', ' 42 ');
    fireEvent.click(screen.getByTestId('contact-terms'));
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByTestId('contact-sent')).toHaveTextContent('Your message has been sent. Thank you!');
    expect(calls.find((c) => c.path === '/api/public/contact')?.body).toEqual({
      langKey: 'en',
      name: 'Eda',
      email: 'eda@example.com',
      phone: '',
      company: '',
      subject: 'Hi',
      message: 'Some message',
      captchaToken: 'cap-1',
      captchaAnswer: '42',
    });
  });

  it('goes to / 7 seconds after a sent message', async () => {
    stubFetch({ 'POST /api/captcha/refresh': { body: CAPTCHA }, 'POST /api/public/contact': { status: 201 } });
    renderContact(true);
    await screen.findByTestId('contact-captchaAnswer-image');
    change('contact-name', 'Eda');
    change('contact-email', 'eda@example.com');
    change('contact-message', 'Some message');
    change('contact-captchaAnswer', '42');
    fireEvent.click(screen.getByTestId('contact-terms'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByTestId('contact-submit'));
      await screen.findByTestId('contact-sent');
      await act(() => vi.advanceTimersByTimeAsync(6900));
      expect(screen.queryByTestId('path-probe')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.getByTestId('path-probe')).toHaveTextContent(/^\/$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused message refreshes the captcha', async () => {
    let n = 0;
    const calls = stubFetch({
      'POST /api/captcha/refresh': () => ({ body: { ...CAPTCHA, captchaToken: `cap-${++n}` } }),
      'POST /api/public/contact': { status: 400, body: { status: 400, message: 'error.captchaInvalid', errorKey: 'captchaInvalid' } },
    });
    renderContact(true);
    await screen.findByTestId('contact-captchaAnswer-image');
    change('contact-name', 'Eda');
    change('contact-email', 'eda@example.com');
    change('contact-message', 'Some message');
    change('contact-captchaAnswer', '42');
    fireEvent.click(screen.getByTestId('contact-terms'));
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByTestId('contact-captchaAnswer-error')).toHaveTextContent('The security code is wrong or has expired.');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/captcha/refresh').length).toBeGreaterThanOrEqual(2));
  });
});
