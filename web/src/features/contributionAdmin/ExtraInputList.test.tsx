import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubCall } from '../../test/fetch';
import { resolveAuthorities } from '../../app/router/routes';
import { ExtraInputListPage } from './ExtraInputListPage';
import { ExtraInputList } from './ExtraInputList';
import { routes } from './routes';
import { callsTo, extraInput, lastQuery, renderPage } from './testing';
import type { ExtraInput } from '../contribution/types';
import { fakeDataTransfer } from '../../test/drag';

afterEach(() => vi.unstubAllGlobals());

const input = extraInput;

const LIST = '/api/v3/extra-inputs/SUGGESTION';
// the server sends them out of order: the cards follow the list order
const THREE = [input(3, 3, { inputType: 'NUMERIC', isRequired: true }), input(1, 1), input(2, 2, { inputType: 'SINGLE_SELECTION' })];

function stub(items: ExtraInput[] = THREE, path = LIST) {
  return stubFetch({
    [`GET ${path}`]: { body: items, headers: { 'x-total-count': String(items.length) } },
    [`POST ${path}/update-order`]: (c: StubCall) => ({
      body: (c.body as { id: number; listOrder: number }[]).map((e) => ({ ...items.find((i) => i.id === e.id), listOrder: e.listOrder })),
    }),
    [`DELETE ${path}/1`]: { status: 204 },
  });
}

const render = (route = '/extra-input/SUGGESTION', authorities?: string[]) =>
  renderPage(<ExtraInputListPage />, { path: '/extra-input/:type', route, authorities });

const cardIds = () =>
  screen.getAllByTestId(/^extra-input-card-/).map((el) => el.getAttribute('data-testid')?.replace('extra-input-card-', ''));

describe('extra-input list', () => {
  it('is for the suggestion and improvement admins', () => {
    expect(resolveAuthorities(routes.find((r) => r.path === '/extra-input/:type')!)).toEqual([
      'ROLE_IMPROVEMENT_ADMIN',
      'ROLE_SUGGESTION_ADMIN',
    ]);
    expect(resolveAuthorities(routes.find((r) => r.path === '/extra-input/:source/:id/edit')!)).toEqual([
      'ROLE_IMPROVEMENT_ADMIN',
      'ROLE_SUGGESTION_ADMIN',
    ]);
  });

  it('shows the cards in list order with label, explanation, type and required', async () => {
    const calls = stub();
    render();
    await screen.findByTestId('extra-input-card-1');
    expect(cardIds()).toEqual(['1', '2', '3']);
    const q = lastQuery(calls, LIST);
    expect([q.get('page'), q.get('size'), q.get('sort')]).toEqual(['0', '20', 'listOrder,asc']);
    const first = screen.getByTestId('extra-input-card-1');
    expect(within(first).getByTestId('extra-input-order-1')).toHaveTextContent('1');
    expect(within(first).getByTestId('extra-input-label-1')).toHaveTextContent('Label 1');
    expect(within(first).getByTestId('extra-input-explanation-1')).toHaveTextContent('Explains 1');
    expect(within(first).getByTestId('extra-input-type-1')).toHaveTextContent('Text');
    expect(within(first).getByTestId('extra-input-required-1')).toHaveTextContent('Optional');
    expect(screen.getByTestId('extra-input-required-3')).toHaveTextContent('Required');
    expect(screen.getByTestId('extra-input-type-3')).toHaveTextContent('Number');
    expect(screen.getByTestId('extra-input-edit-2')).toHaveAttribute('href', '/extra-input/SUGGESTION/2/edit');
    expect(screen.getByTestId('extra-input-create')).toHaveAttribute('href', '/extra-input/SUGGESTION/new');
  });

  it('hides up on the first card and down on the last', async () => {
    stub();
    render();
    await screen.findByTestId('extra-input-card-1');
    expect(screen.queryByTestId('extra-input-up-1')).toBeNull();
    expect(screen.getByTestId('extra-input-down-1')).toBeInTheDocument();
    expect(screen.getByTestId('extra-input-up-2')).toBeInTheDocument();
    expect(screen.getByTestId('extra-input-down-2')).toBeInTheDocument();
    expect(screen.getByTestId('extra-input-up-3')).toBeInTheDocument();
    expect(screen.queryByTestId('extra-input-down-3')).toBeNull();
  });

  it('up and down send the new order', async () => {
    const calls = stub();
    render();
    await screen.findByTestId('extra-input-card-1');
    fireEvent.click(screen.getByTestId('extra-input-down-1'));
    await waitFor(() => expect(callsTo(calls, 'POST', `${LIST}/update-order`)).toHaveLength(1));
    expect(callsTo(calls, 'POST', `${LIST}/update-order`)[0].body).toEqual([
      { id: 2, listOrder: 1 },
      { id: 1, listOrder: 2 },
      { id: 3, listOrder: 3 },
    ]);
    await waitFor(() => expect(cardIds()).toEqual(['2', '1', '3']));
    // the ends moved with the items
    expect(screen.queryByTestId('extra-input-up-2')).toBeNull();
    expect(screen.getByTestId('extra-input-up-1')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('extra-input-up-3'));
    await waitFor(() => expect(callsTo(calls, 'POST', `${LIST}/update-order`)).toHaveLength(2));
    expect(callsTo(calls, 'POST', `${LIST}/update-order`)[1].body).toEqual([
      { id: 2, listOrder: 1 },
      { id: 3, listOrder: 2 },
      { id: 1, listOrder: 3 },
    ]);
    await waitFor(() => expect(cardIds()).toEqual(['2', '3', '1']));
  });

  it('drag and drop moves a card and calls update-order', async () => {
    const calls = stub();
    render();
    await screen.findByTestId('extra-input-card-1');
    const { data, dataTransfer } = fakeDataTransfer();
    fireEvent.dragStart(screen.getByTestId('extra-input-card-3'), { dataTransfer });
    fireEvent.dragOver(screen.getByTestId('extra-input-card-1'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('extra-input-card-1'), { dataTransfer });
    await waitFor(() => expect(callsTo(calls, 'POST', `${LIST}/update-order`)).toHaveLength(1));
    expect(data.get('text/plain')).toBe('3');
    expect(callsTo(calls, 'POST', `${LIST}/update-order`)[0].body).toEqual([
      { id: 3, listOrder: 1 },
      { id: 1, listOrder: 2 },
      { id: 2, listOrder: 3 },
    ]);
    await waitFor(() => expect(cardIds()).toEqual(['3', '1', '2']));
    expect(screen.getByTestId('extra-input-order-3')).toHaveTextContent('1');
  });

  it('with more inputs than one page, the order names them all', async () => {
    const all = [input(1, 1), input(2, 2), input(3, 3), input(4, 4)];
    const calls = stubFetch({
      [`GET ${LIST}`]: (c: StubCall) =>
        new URL(c.url, 'http://x').searchParams.get('size') === '1000'
          ? { body: all, headers: { 'x-total-count': '4' } }
          : { body: [all[2], all[3]], headers: { 'x-total-count': '4' } },
      [`POST ${LIST}/update-order`]: { body: [] },
    });
    render();
    await screen.findByTestId('extra-input-card-3');
    fireEvent.click(screen.getByTestId('extra-input-down-3'));
    await waitFor(() => expect(callsTo(calls, 'POST', `${LIST}/update-order`)).toHaveLength(1));
    expect(callsTo(calls, 'POST', `${LIST}/update-order`)[0].body).toEqual([
      { id: 1, listOrder: 1 },
      { id: 2, listOrder: 2 },
      { id: 4, listOrder: 3 },
      { id: 3, listOrder: 4 },
    ]);
    expect(lastQuery(calls, LIST).get('sort')).toBe('listOrder,asc');
    await waitFor(() => expect(cardIds()).toEqual(['4', '3']));
    expect(screen.getByTestId('extra-input-order-4')).toHaveTextContent('3');
  });

  it('a drop without a drag started here does nothing', async () => {
    const calls = stub();
    render();
    await screen.findByTestId('extra-input-card-1');
    fireEvent.drop(screen.getByTestId('extra-input-card-2'));
    await new Promise((r) => setTimeout(r, 20));
    expect(callsTo(calls, 'POST', `${LIST}/update-order`)).toHaveLength(0);
  });

  it('a failed reorder reads the list again', async () => {
    const calls = stubFetch({
      [`GET ${LIST}`]: { body: THREE, headers: { 'x-total-count': '3' } },
      [`POST ${LIST}/update-order`]: { status: 400, body: { message: 'error.validation' } },
    });
    render();
    await screen.findByTestId('extra-input-card-1');
    fireEvent.click(screen.getByTestId('extra-input-down-1'));
    await waitFor(() => expect(callsTo(calls, 'GET', LIST)).toHaveLength(2));
    await waitFor(() => expect(cardIds()).toEqual(['1', '2', '3']));
  });

  it('delete asks first, then refetches page 0, size 20, sort id', async () => {
    const calls = stub();
    render();
    await screen.findByTestId('extra-input-card-1');
    fireEvent.click(screen.getByTestId('extra-input-delete-1'));
    const dialog = await screen.findByTestId('extra-input-delete-dialog');
    expect(within(dialog).getByTestId('extra-input-delete-dialog-message')).toHaveTextContent('Label 1');
    expect(callsTo(calls, 'DELETE', `${LIST}/1`)).toHaveLength(0);
    // cancelling keeps it
    fireEvent.click(screen.getByTestId('extra-input-delete-dialog-cancel'));
    await waitFor(() => expect(screen.queryByTestId('extra-input-delete-dialog')).toBeNull());
    expect(callsTo(calls, 'DELETE', `${LIST}/1`)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('extra-input-delete-1'));
    fireEvent.click(await screen.findByTestId('extra-input-delete-dialog-confirm'));
    await waitFor(() => expect(callsTo(calls, 'DELETE', `${LIST}/1`)).toHaveLength(1));
    await waitFor(() => expect(callsTo(calls, 'GET', LIST)).toHaveLength(2));
    const q = lastQuery(calls, LIST);
    expect([q.get('page'), q.get('size'), q.get('sort')]).toEqual(['0', '20', 'id']);
  });

  it('IDEA inputs are deleted at once', async () => {
    const path = '/api/v3/extra-inputs/IDEA';
    const calls = stub([input(1, 1, { source: 'IDEA' }), input(2, 2, { source: 'IDEA' })], path);
    renderPage(<ExtraInputList source="IDEA" basePath="/competition/manage/4/extra-input" />, {
      path: '*',
      route: '/competition/manage/4/extra-input',
    });
    await screen.findByTestId('extra-input-card-1');
    expect(screen.getByTestId('extra-input-edit-1')).toHaveAttribute('href', '/competition/manage/4/extra-input/1/edit');
    fireEvent.click(screen.getByTestId('extra-input-delete-1'));
    await waitFor(() => expect(callsTo(calls, 'DELETE', `${path}/1`)).toHaveLength(1));
    expect(screen.queryByTestId('extra-input-delete-dialog')).toBeNull();
    await waitFor(() => expect(callsTo(calls, 'GET', path)).toHaveLength(2));
    const q = lastQuery(calls, path);
    expect([q.get('page'), q.get('size'), q.get('sort')]).toEqual(['0', '20', 'id']);
  });

  it('an empty list shows the not-found message', async () => {
    stub([]);
    render();
    expect(await screen.findByTestId('record-not-found')).toHaveTextContent('Record not found');
    expect(screen.queryByTestId('extra-input-list')).toBeNull();
  });

  it('shows labels in the current language', async () => {
    stub();
    const { default: i18n } = await import('i18next');
    await i18n.changeLanguage('tr');
    try {
      render();
      expect(await screen.findByTestId('extra-input-label-1')).toHaveTextContent('Etiket 1');
      // no Turkish explanation: none shown
      expect(screen.queryByTestId('extra-input-explanation-1')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('refuses a type the user does not administer, and an unknown type', async () => {
    const calls = stub();
    render('/extra-input/IMPROVEMENT', ['ROLE_USER', 'ROLE_SUGGESTION_ADMIN']);
    expect(screen.getByTestId('insufficient-authority')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('an unknown type is not found', () => {
    stub();
    render('/extra-input/CAMPAIGN');
    expect(screen.getByTestId('not-found-page')).toBeInTheDocument();
  });
});
