import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { stubFetch, type StubCall } from '../../test/fetch';
import { formatLocalDateTime } from '../../shared/format';
import { content, CONTENT_MANAGER, DAY, renderAt, state, TREE, USER } from '../campaign/testing';
import { ContentDeletePage } from './ContentDeletePage';
import { ContentDetailPage } from './ContentDetailPage';
import { ContentListPage } from './ContentListPage';
import { ContentManagePage, contentManageActions } from './ContentManagePage';
import { ContentUpdatePage } from './ContentUpdatePage';

afterEach(() => vi.unstubAllGlobals());

const CATEGORIES = [
  { id: 1, name: 'contentCategory.announcement', icon: 'bullhorn' },
  { id: 2, name: 'contentCategory.news', icon: 'newspaper' },
  { id: 3, name: 'contentCategory.document', icon: 'file-alt' },
];
const items = (n: number) => Array.from({ length: n }, (_, i) => content({ id: i + 1, title: `Item ${i + 1}` }));

describe('ContentListPage', () => {
  it('a grid when more than two items, newest first by default, in the current language', async () => {
    const calls = stubFetch({ 'GET /api/v3/contents': { body: items(3), headers: { 'x-total-count': '13' } } });
    renderAt('/content', '/content', <ContentListPage />, state(null));
    const grid = await screen.findByTestId('content-grid');
    expect(
      within(grid)
        .getAllByTestId('content-card-link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/content/1', '/content/2', '/content/3']);
    expect(screen.queryByTestId('content-cards')).toBeNull();
    expect(screen.getByTestId('item-count')).toHaveTextContent('Showing 1 - 10 of 13 items.');
    const url = new URL(calls[0].url, 'http://x');
    expect([
      url.searchParams.get('page'),
      url.searchParams.get('size'),
      url.searchParams.get('sort'),
      url.searchParams.get('language'),
    ]).toEqual(['0', '10', 'publishDate,desc', 'en']);
  });

  it('cards for one or two items, with category, summary and author', async () => {
    stubFetch({ 'GET /api/v3/contents': { body: items(2) } });
    renderAt('/content', '/content', <ContentListPage />, state(null));
    const cards = await screen.findByTestId('content-cards');
    expect(within(cards).getAllByTestId(/^content-card-\d+$/)).toHaveLength(2);
    const first = within(screen.getByTestId('content-card-1'));
    expect(first.getByTestId('content-category')).toHaveTextContent('News');
    expect(first.getByTestId('category-icon')).toHaveAttribute('data-icon', 'newspaper');
    expect(first.getByText(/Ceren Content/)).toBeInTheDocument();
  });

  it('not found when empty; sorting asks the server again from the first page', async () => {
    const calls = stubFetch({ 'GET /api/v3/contents': { body: [] } });
    renderAt('/content?page=3', '/content', <ContentListPage />, state(null));
    expect(await screen.findByTestId('record-not-found')).toHaveTextContent('Record not found');
    fireEvent.change(screen.getByTestId('content-sort'), { target: { value: 'title' } });
    await waitFor(() => expect(calls.at(-1)?.url).toContain('sort=title%2Cdesc'));
    expect(calls.at(-1)?.url).toContain('page=0');
    fireEvent.click(screen.getByTestId('content-sort-dir'));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('sort=title%2Casc'));
  });
});

describe('ContentDetailPage', () => {
  it('shows category with its icon, title, banner, body, author, publish and update dates', async () => {
    stubFetch({
      'GET /api/v3/contents/11': {
        body: content({
          categoryIcon: 'bullhorn',
          category: 'contentCategory.announcement',
          body: '<p>Menu <em>inside</em></p><img src="x" onerror="alert(1)">',
        }),
      },
    });
    renderAt('/content/11', '/content/:id', <ContentDetailPage />, state(null));
    expect(await screen.findByTestId('content-detail-title')).toHaveTextContent('New canteen opens');
    expect(screen.getByTestId('content-category')).toHaveTextContent('Announcement');
    expect(screen.getByTestId('category-icon')).toHaveAttribute('data-icon', 'bullhorn');
    expect(screen.getByTestId('content-detail-banner')).toHaveAttribute('src', '/api/v3/content-images/content-11/x.png');
    expect(screen.getByTestId('content-detail-body').innerHTML).toBe('<p>Menu <em>inside</em></p><img src="x">');
    expect(screen.getByTestId('content-detail-author')).toHaveTextContent('By Ceren Content');
    expect(screen.getByTestId('content-detail-published')).toHaveTextContent(/^Published \d\d\/03\/25 \d\d:\d\d$/);
    expect(screen.getByTestId('content-detail-updated')).toHaveTextContent(/^Updated 0[23]\/03\/25 \d\d:\d\d$/);
    expect(screen.queryByTestId('content-detail-edit')).toBeNull();
  });

  it('an item the caller may not see is not found', async () => {
    stubFetch({ 'GET /api/v3/contents/12': { status: 404, body: { status: 404 } } });
    renderAt('/content/12', '/content/:id', <ContentDetailPage />, state(USER));
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
  });
});

describe('ContentManagePage', () => {
  it('authors and editors edit; only editors delete; archived items are not edited', () => {
    expect(contentManageActions({ publishState: 'DRAFT' }, ['ROLE_CONTENT_AUTHOR'])).toEqual({ edit: true, delete: false });
    expect(contentManageActions({ publishState: 'PUBLISHED' }, ['ROLE_CONTENT_EDITOR'])).toEqual({ edit: true, delete: true });
    expect(contentManageActions({ publishState: 'ARCHIVED' }, CONTENT_MANAGER)).toEqual({ edit: false, delete: true });
  });

  it('lists drafts too, with a create link, state and actions; the title filter goes to the server', async () => {
    const calls = stubFetch({
      'GET /api/v3/contents/manage': { body: [content({ id: 1, publishState: 'DRAFT', publishDate: null }), content({ id: 2 })] },
    });
    renderAt('/content/manage', '/content/manage', <ContentManagePage />, state(CONTENT_MANAGER));
    const draft = within(await screen.findByTestId('content-row-1'));
    expect(draft.getByTestId('content-row-state')).toHaveTextContent('Draft');
    expect(draft.queryByTestId('content-view-1')).toBeNull();
    expect(draft.getByTestId('content-edit-1')).toHaveAttribute('href', '/content/1/edit');
    expect(draft.getByTestId('content-delete-1')).toHaveAttribute('href', '/content/1/delete');
    expect(within(screen.getByTestId('content-row-2')).getByTestId('content-view-2')).toHaveAttribute('href', '/content/2');
    expect(screen.getByTestId('content-create')).toHaveAttribute('href', '/content/new');
    fireEvent.change(screen.getByTestId('content-filter-title'), { target: { value: 'canteen' } });
    await waitFor(() => expect(calls.at(-1)?.url).toContain('title=canteen'));
  });
});

describe('ContentUpdatePage', () => {
  function stub(current: ReturnType<typeof content> | null): StubCall[] {
    return stubFetch({
      'GET /api/public/config/text-editor': { status: 500, body: { message: 'editor off in tests' } },
      'GET /api/public/content-categories': { body: CATEGORIES },
      'GET /api/v3/organizations/treeSelect': { body: TREE },
      ...(current ? { [`GET /api/v3/contents/${current.id}/update`]: { body: current } } : {}),
      'POST /api/v3/contents': ({ body }) => ({
        status: 201,
        body: { ...content({ publishState: 'DRAFT' }), ...(body as object), id: 31 },
      }),
      'PUT /api/v3/contents': ({ body }) => ({ body }),
    });
  }
  const change = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

  it('a new item ends with Next: saved as a draft, then its edit page', async () => {
    const calls = stub(null);
    renderAt('/content/new', '/content/new', <ContentUpdatePage />, state(CONTENT_MANAGER));
    await screen.findByTestId('content-next');
    expect(screen.getByTestId('content-category')).toHaveValue('1');
    expect(screen.queryByTestId('content-publish')).toBeNull();
    change('content-title', 'New canteen opens');
    change('content-summary', 'The canteen opens on Monday with a new menu.');
    change('content-category', '2');
    fireEvent.click(screen.getByTestId('content-next'));
    expect(await screen.findByTestId('path-probe')).toHaveTextContent('/content/31/edit');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'New canteen opens',
      categoryId: 2,
      publishState: 'DRAFT',
      language: '',
      accessLevel: 'REGISTERED',
    });
  });

  it('refuses a last date less than a day after the publish date', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = stub(null);
    renderAt('/content/new', '/content/new', <ContentUpdatePage />, state(CONTENT_MANAGER));
    await screen.findByTestId('content-next');
    change('content-title', 'New canteen opens');
    change('content-summary', 'The canteen opens on Monday with a new menu.');
    change('content-last-date', formatLocalDateTime(Date.now() + DAY / 2));
    fireEvent.click(screen.getByTestId('content-next'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('The end date must be at least one day after the start (publish) date.', expect.anything()),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a draft is published through the dialog with the send-e-mail check box, once it has a target', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = stub(
      content({ publishState: 'DRAFT', publishDate: null, targetUnits: [], lastDate: new Date(Date.now() + 9 * DAY).toISOString() }),
    );
    renderAt('/content/11/edit', '/content/:id/edit', <ContentUpdatePage />, state(CONTENT_MANAGER));
    fireEvent.click(await screen.findByTestId('content-publish'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Choose at least one target unit or organization.', expect.anything()));
    expect(screen.queryByTestId('content-publish-dialog')).toBeNull();
    expect(screen.getByTestId('banner-uploader')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('content-targets-node').length).toBe(4));
    fireEvent.click(screen.getAllByTestId('content-targets-node').find((n) => n.dataset.title === 'Inno Holding')!);
    fireEvent.click(screen.getByTestId('content-publish'));
    expect(await screen.findByTestId('content-publish-dialog-question')).toHaveTextContent('Publish "New canteen opens"?');
    fireEvent.click(screen.getByTestId('content-publish-dialog-send-email'));
    fireEvent.click(screen.getByTestId('content-publish-dialog-confirm'));
    expect(await screen.findByTestId('path-probe')).toHaveTextContent('/content/manage');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      id: 11,
      publishState: 'PUBLISHED',
      sendEmailToUser: true,
      targetOrganizations: [1],
      targetUnits: [],
    });
  });

  it('a published item is only saved, without the dialog', async () => {
    const calls = stub(
      content({ lastDate: new Date(Date.now() + 9 * DAY).toISOString(), publishDate: new Date(Date.now() - DAY).toISOString() }),
    );
    renderAt('/content/11/edit', '/content/:id/edit', <ContentUpdatePage />, state(CONTENT_MANAGER));
    fireEvent.click(await screen.findByTestId('content-save'));
    expect(await screen.findByTestId('path-probe')).toHaveTextContent('/content/manage');
    const body = calls.find((c) => c.method === 'PUT')?.body;
    expect(body).toMatchObject({ publishState: 'PUBLISHED' });
    expect(body).not.toHaveProperty('sendEmailToUser');
  });
});

describe('ContentDeletePage', () => {
  it('asks, deletes and returns to /content', async () => {
    const calls = stubFetch({ 'GET /api/v3/contents/11/update': { body: content() }, 'DELETE /api/v3/contents/11': { status: 204 } });
    renderAt('/content/11/delete', '/content/:id/delete', <ContentDeletePage />, state(CONTENT_MANAGER));
    expect(await screen.findByTestId('content-delete-question')).toHaveTextContent('Delete "New canteen opens"?');
    fireEvent.click(screen.getByTestId('content-delete-confirm'));
    await waitFor(() => expect(screen.getByTestId('path-probe')).toHaveTextContent(/^\/content$/));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
