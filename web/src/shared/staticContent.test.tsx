import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { stubFetch } from '../test/fetch';
import { LIST } from '../app/api/baseApi';
import { staticContentApi, useStaticContent } from './staticContent';

afterEach(() => vi.unstubAllGlobals());

function Block({ name }: { name: string | null }) {
  const block = useStaticContent('en', name);
  if (block === undefined) return <div data-testid="block-loading" />;
  return <div data-testid="block">{block?.title ?? 'none'}</div>;
}

describe('useStaticContent', () => {
  it('reads a block once for every place that shows it, and again when a save invalidates it', async () => {
    let title = 'Old';
    const calls = stubFetch({ 'GET /api/v3/public/static-contents/en/footer': () => ({ body: { title, content: '<p>x</p>' } }) });
    const { store } = renderWithProviders(
      <>
        <Block name="footer" />
        <Block name="footer" />
      </>,
    );
    expect(await screen.findAllByText('Old')).toHaveLength(2);
    expect(calls).toHaveLength(1);
    title = 'New';
    act(() => {
      store.dispatch(staticContentApi.util.invalidateTags([{ type: 'StaticContent', id: LIST }]));
    });
    expect(await screen.findAllByText('New')).toHaveLength(2);
    expect(calls).toHaveLength(2);
  });

  it('an absent block (404) is nothing, without a call for no key', async () => {
    const calls = stubFetch({});
    renderWithProviders(
      <>
        <Block name="missing" />
        <Block name={null} />
      </>,
    );
    await vi.waitFor(() => expect(screen.getAllByTestId('block').map((b) => b.textContent)).toEqual(['none', 'none']));
    expect(calls.map((c) => c.path)).toEqual(['/api/v3/public/static-contents/en/missing']);
  });
});
