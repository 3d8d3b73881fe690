import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { stubFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { BannerUploader } from './BannerUploader';
import { loadToasts } from '../../app/notifications/toaster';
import { NO_BANNER, type BannerValue } from './types';

afterEach(() => vi.unstubAllGlobals());

function Harness({ initial = NO_BANNER, onChange }: { initial?: BannerValue; onChange: (v: BannerValue) => void }) {
  const [value, setValue] = useState(initial);
  return <BannerUploader kind="campaign" ownerId={7} value={value} onChange={(v) => (setValue(v), onChange(v))} />;
}

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

describe('BannerUploader', () => {
  it('uploads a dropped PNG and shows the generated preview', async () => {
    const calls = stubFetch({
      'POST /api/v3/content-images/upload-banner/campaign/7': {
        body: {
          bannerId: 5,
          bannerPreviewId: 6,
          path: 'content-images/campaign-7/b.png',
          previewPath: 'content-images/campaign-7/b-preview.png',
        },
      },
    });
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    expect(screen.getByTestId('banner-hint')).toHaveTextContent('16:9');
    fireEvent.drop(screen.getByTestId('banner-drop'), { dataTransfer: { files: [file('b.png', 'image/png')] } });
    expect(await screen.findByTestId('banner-preview')).toHaveAttribute('src', '/api/v3/content-images/campaign-7/b-preview.png');
    expect(onChange).toHaveBeenCalledWith({
      bannerId: 5,
      bannerPreviewId: 6,
      bannerPath: 'content-images/campaign-7/b.png',
      bannerPreviewPath: 'content-images/campaign-7/b-preview.png',
    });
    expect(calls).toHaveLength(1);
    expect(screen.getByTestId('banner-delete')).toBeInTheDocument();
  });

  it('refuses other files and several files without calling the server', async () => {
    await loadToasts();
    const error = vi.spyOn(toast, 'error');
    const calls = stubFetch({});
    renderWithProviders(<Harness onChange={vi.fn()} />);
    fireEvent.drop(screen.getByTestId('banner-drop'), { dataTransfer: { files: [file('b.gif', 'image/gif')] } });
    expect(error).toHaveBeenLastCalledWith('Only JPEG or PNG images are accepted.', expect.anything());
    fireEvent.change(screen.getByTestId('banner-file'), { target: { files: [file('a.png', 'image/png'), file('b.png', 'image/png')] } });
    expect(error).toHaveBeenLastCalledWith('Drop a single image.', expect.anything());
    expect(calls).toHaveLength(0);
  });

  it('removes the banner', async () => {
    const calls = stubFetch({ 'DELETE /api/v3/content-images/delete-banner/campaign/7': { status: 204 } });
    const onChange = vi.fn();
    renderWithProviders(
      <Harness
        initial={{ bannerId: 5, bannerPreviewId: 6, bannerPath: 'p.png', bannerPreviewPath: 'p-preview.png' }}
        onChange={onChange}
      />,
    );
    expect(screen.getByTestId('banner-preview')).toHaveAttribute('src', '/api/v3/p-preview.png');
    fireEvent.click(screen.getByTestId('banner-delete'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(NO_BANNER));
    expect(screen.queryByTestId('banner-preview')).toBeNull();
    expect(calls[0].method).toBe('DELETE');
  });
});
