import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '../../test/fetch';
import { CampaignManagePage, replaceManageSegment } from './CampaignManagePage';
import { campaign, CAMPAIGN_MANAGER, renderAt, state } from './testing';

afterEach(() => vi.unstubAllGlobals());

const ITEMS = [
  campaign({ id: 1, code: 'DRAFT-1', title: 'A draft', publishState: 'DRAFT' }),
  campaign({ id: 2, code: 'PUB-2', title: 'Running', publishState: 'PUBLISHED' }),
  campaign({ id: 3, code: 'TERM-3', title: 'Stopped early', publishState: 'TERMINATED', campaignType: 'IMPROVEMENT' }),
  campaign({ id: 4, code: 'DONE-4', title: 'Finished', publishState: 'COMPLETED' }),
  campaign({ id: 5, code: 'ARCH-5', title: 'Old one', publishState: 'ARCHIVED', bannerPath: null, bannerPreviewPath: null }),
];

const page = (route = '/campaign/manage', authorities = CAMPAIGN_MANAGER) =>
  renderAt(route, '/campaign/manage', <CampaignManagePage />, state(authorities));

describe('CampaignManagePage', () => {
  it('lists banner, title, summary and author with Edit, Archive and detail by state', async () => {
    stubFetch({ 'GET /api/v3/campaigns/manage': { body: ITEMS, headers: { 'x-total-count': '5' } } });
    page();
    const row = (id: number) => within(screen.getByTestId(`campaign-row-${id}`));
    await screen.findByTestId('campaign-row-1');
    expect(row(2).getByTestId('campaign-row-title')).toHaveTextContent('Running');
    expect(row(2).getByTestId('campaign-row-summary')).toHaveTextContent('Ideas that save energy');
    expect(row(2).getByTestId('campaign-row-author')).toHaveTextContent('Kaan Campaign');
    expect(row(2).getByTestId('campaign-row-banner')).toHaveAttribute('src', '/api/v3/content-images/campaign-7/abc-preview.jpg');
    // Edit: DRAFT and PUBLISHED; Archive: TERMINATED and COMPLETED; neither: ARCHIVED
    for (const id of [1, 2]) {
      expect(row(id).queryByTestId(`campaign-edit-${id}`)).not.toBeNull();
      expect(row(id).queryByTestId(`campaign-archive-${id}`)).toBeNull();
    }
    for (const id of [3, 4]) {
      expect(row(id).queryByTestId(`campaign-edit-${id}`)).toBeNull();
      expect(row(id).queryByTestId(`campaign-archive-${id}`)).not.toBeNull();
    }
    expect(row(5).queryByTestId('campaign-edit-5')).toBeNull();
    expect(row(5).queryByTestId('campaign-archive-5')).toBeNull();
    expect(row(5).getByTestId('campaign-view-5')).toHaveAttribute('href', '/campaign/5');
    expect(screen.getByTestId('campaign-create')).toHaveAttribute('href', '/campaign/new');
    expect(screen.getByTestId('campaign-delete-1')).toHaveAttribute('href', '/campaign/1/delete');
  });

  it('edit and detail links replace the manage segment and keep the query string', async () => {
    const calls = stubFetch({ 'GET /api/v3/campaigns/manage': { body: ITEMS, headers: { 'x-total-count': '25' } } });
    page('/campaign/manage?page=2&title=run');
    expect(await screen.findByTestId('campaign-edit-2')).toHaveAttribute('href', '/campaign/2/edit?page=2&title=run');
    expect(screen.getByTestId('campaign-view-2')).toHaveAttribute('href', '/campaign/2?page=2&title=run');
    expect(calls[0].url).toContain('page=1');
    expect(calls[0].url).toContain('title=run');
    expect(replaceManageSegment('/campaign/manage', '', '9/edit')).toBe('/campaign/9/edit');
  });

  it('Archive asks for confirmation with the archive wording, then saves ARCHIVED and reloads', async () => {
    let listed = 0;
    const calls = stubFetch({
      'GET /api/v3/campaigns/manage': () => ({
        body: listed++ === 0 ? ITEMS : ITEMS.map((c) => (c.id === 3 ? { ...c, publishState: 'ARCHIVED' } : c)),
      }),
      'GET /api/v3/campaigns/3/update': { body: ITEMS[2] },
      'PUT /api/v3/campaigns': ({ body }) => ({ body }),
    });
    page();
    fireEvent.click(await screen.findByTestId('campaign-archive-3'));
    expect(screen.getByTestId('campaign-approve-dialog-question')).toHaveTextContent(
      'Do you want to change the campaign\'s state to "Archived"?',
    );
    expect(screen.getByTestId('campaign-approve-dialog-info')).toHaveTextContent('no longer listed anywhere');
    expect(screen.queryByTestId('campaign-approve-dialog-send-email')).toBeNull();
    fireEvent.click(screen.getByTestId('campaign-approve-dialog-confirm'));
    await waitFor(() => expect(screen.queryByTestId('campaign-archive-3')).toBeNull());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ id: 3, publishState: 'ARCHIVED', code: 'TERM-3' });
    expect(calls.filter((c) => c.path === '/api/v3/campaigns/manage')).toHaveLength(2);
  });

  it('cancelling the archive confirmation changes nothing', async () => {
    const calls = stubFetch({ 'GET /api/v3/campaigns/manage': { body: ITEMS } });
    page();
    fireEvent.click(await screen.findByTestId('campaign-archive-4'));
    fireEvent.click(screen.getByTestId('campaign-approve-dialog-cancel'));
    await waitFor(() => expect(screen.queryByTestId('campaign-approve-dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('an author without the editor role gets no delete links; an empty list says not found', async () => {
    stubFetch({ 'GET /api/v3/campaigns/manage': { body: ITEMS.slice(0, 1) } });
    page('/campaign/manage', ['ROLE_USER', 'ROLE_CAMPAIGN_AUTHOR']);
    await screen.findByTestId('campaign-row-1');
    expect(screen.getByTestId('campaign-create')).toBeInTheDocument();
    expect(screen.queryByTestId('campaign-delete-1')).toBeNull();
  });

  it('an editor without the author role may delete but not create', async () => {
    stubFetch({ 'GET /api/v3/campaigns/manage': { body: ITEMS } });
    page('/campaign/manage', ['ROLE_USER', 'ROLE_CAMPAIGN_EDITOR']);
    await screen.findByTestId('campaign-row-1');
    expect(screen.queryByTestId('campaign-create')).toBeNull();
    expect(screen.getByTestId('campaign-delete-1')).toBeInTheDocument();
  });

  it('an empty list says not found', async () => {
    stubFetch({ 'GET /api/v3/campaigns/manage': { body: [] } });
    page();
    expect(await screen.findByTestId('record-not-found')).toHaveTextContent('Record not found');
  });
});
