import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch';
import { RichTextEditor } from './RichTextEditor';

afterEach(() => vi.unstubAllGlobals());

// the options are cached per page load, i.e. per store: each render has its own
async function renderEditor() {
  renderWithProviders(<RichTextEditor id="ed" label="Body" value="<p>x</p>" onChange={() => undefined} />);
  await Promise.resolve();
}

describe('RichTextEditor', () => {
  it('a non-object answer shows Wrong endpoint', async () => {
    stubFetch({ 'GET /api/public/config/text-editor': { text: '<html>' } });
    await renderEditor();
    expect(await screen.findByTestId('ed-error')).toHaveTextContent('Wrong endpoint');
  });

  it('an unknown option is an error', async () => {
    stubFetch({ 'GET /api/public/config/text-editor': { body: { options: ['bold', 'table'] } } });
    await renderEditor();
    expect(await screen.findByTestId('ed-error')).toHaveTextContent('table');
  });

  it('a failed call shows its message', async () => {
    stubFetch({ 'GET /api/public/config/text-editor': { status: 500, body: { message: 'Broken config' } } });
    await renderEditor();
    expect(await screen.findByTestId('ed-error')).toHaveTextContent('Broken config');
  });
});
