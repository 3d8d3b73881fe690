import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch';
import { BrandPage, reloader } from './BrandPage';
import { resolveAuthorities } from '../../app/router/routes';
import { routes } from './routes';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const render = () =>
  renderWithProviders(
    <>
      <BrandPage />
      <ToastContainer />
    </>,
  );

describe('BrandPage', () => {
  it('is ADMIN only', () => {
    expect(resolveAuthorities(routes[0])).toEqual(['ROLE_ADMIN']);
  });

  it('shows the nine slots with no file selected', () => {
    stubFetch({});
    render();
    expect(screen.getAllByText('no file selected')).toHaveLength(9);
    expect(screen.getByTestId('brand-current-logo').getAttribute('src')).toContain('/api/public/asset/brand/image/logo.png');
  });

  it('saving with nothing selected shows unexpected error', async () => {
    stubFetch({});
    render();
    fireEvent.click(screen.getByTestId('brand-save'));
    expect(await screen.findByText('unexpected error')).toBeInTheDocument();
  });

  it('refuses a wrong extension', async () => {
    stubFetch({});
    render();
    fireEvent.change(screen.getByTestId('brand-file-news'), { target: { files: [new File(['x'], 'news.gif')] } });
    expect(await screen.findByText('wrong extension')).toBeInTheDocument();
    expect(screen.getByTestId('brand-name-news')).toHaveTextContent('no file selected');
  });

  it('uploads only the first selected slot, then resets and reloads after 5.5 s', async () => {
    const calls = stubFetch({ 'POST /api/public/asset/brand/image/upload/banner.jpg': { status: 200, body: {} } });
    const reload = vi.spyOn(reloader, 'reload').mockImplementation(() => undefined);
    render();
    fireEvent.change(screen.getByTestId('brand-file-news'), { target: { files: [new File(['x'], 'n.png')] } });
    fireEvent.change(screen.getByTestId('brand-file-banner'), { target: { files: [new File(['x'], 'b.jpg')] } });
    expect(screen.getByTestId('brand-name-banner')).toHaveTextContent('b.jpg');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByTestId('brand-save'));
    expect(await screen.findByText('banner upload done')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/public/asset/brand/image/upload/banner.jpg']);
    expect(screen.getByTestId('brand-name-news')).toHaveTextContent('no file selected');
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(5500);
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
