import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { stubFetch, type StubCall } from '../../test/fetch';
import { formatLocalDateTime } from '../../shared/format';
import { CampaignUpdatePage } from './CampaignUpdatePage';
import { campaign, CAMPAIGN_MANAGER, DAY, renderAt, state, TREE } from './testing';
import type { Campaign } from './types';

afterEach(() => vi.unstubAllGlobals());

function stub(current: Campaign | null, extra: Record<string, Parameters<typeof stubFetch>[0][string]> = {}): StubCall[] {
  return stubFetch({
    'GET /api/public/config/text-editor': { status: 500, body: { message: 'editor off in tests' } },
    'GET /api/v3/organizations/treeSelect': { body: TREE },
    ...(current ? { [`GET /api/v3/campaigns/${current.id}/update`]: { body: current } } : {}),
    'POST /api/v3/campaigns': ({ body }) => ({
      status: 201,
      body: { ...campaign({ publishState: 'DRAFT' }), ...(body as object), id: 42 },
    }),
    'PUT /api/v3/campaigns': ({ body }) => ({ body }),
    ...extra,
  });
}

const edit = (route: string, config = {}) =>
  renderAt(
    route,
    route.startsWith('/campaign/new') ? '/campaign/new' : '/campaign/:id/edit',
    <CampaignUpdatePage />,
    state(CAMPAIGN_MANAGER, config),
  );
const change = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const put = (calls: StubCall[]) => calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown> | undefined;

describe('CampaignUpdatePage', () => {
  it('creates a draft after the save question and goes to its edit page', async () => {
    const calls = stub(null);
    edit('/campaign/new');
    expect(await screen.findByTestId('campaign-type-SUGGESTION')).toBeChecked();
    expect(screen.getByTestId('campaign-type-IMPROVEMENT')).not.toBeChecked();
    expect(screen.getByTestId('campaign-banner-later')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Save|Publish|Terminate|Complete/ }).map((b) => b.textContent)).toEqual(['Save']);
    change('campaign-code', 'GREEN-25');
    change('campaign-title', 'Green office');
    change('campaign-summary', 'Ideas that save energy in the office.');
    fireEvent.click(screen.getByTestId('campaign-type-IMPROVEMENT'));
    fireEvent.click(screen.getByTestId('campaign-action-CREATE'));
    expect(await screen.findByTestId('campaign-approve-dialog-question')).toHaveTextContent('Do you want to save the campaign?');
    expect(screen.queryByTestId('campaign-approve-dialog-send-email')).toBeNull();
    fireEvent.click(screen.getByTestId('campaign-approve-dialog-confirm'));
    expect(await screen.findByTestId('path-probe')).toHaveTextContent('/campaign/42/edit');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      code: 'GREEN-25',
      title: 'Green office',
      campaignType: 'IMPROVEMENT',
      publishState: 'DRAFT',
      accessLevel: 'REGISTERED',
    });
    expect(post?.body).not.toHaveProperty('id');
  });

  it('refuses a form that breaks the field rules', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = stub(null);
    edit('/campaign/new');
    await screen.findByTestId('campaign-code');
    change('campaign-code', 'a b');
    fireEvent.click(screen.getByTestId('campaign-action-CREATE'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Please correct the marked fields.', expect.anything()));
    expect(screen.getByTestId('campaign-code-error')).toHaveTextContent('Use 3 to 16 letters, digits, dots or hyphens.');
    expect(screen.getByTestId('campaign-title-error')).toHaveTextContent('This field is required.');
    expect(screen.queryByTestId('campaign-approve-dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a draft ending in less than a day is refused with dateValidateOneDayError', async () => {
    const error = vi.spyOn(toast, 'error');
    stub(null);
    edit('/campaign/new');
    await screen.findByTestId('campaign-code');
    change('campaign-code', 'GREEN-25');
    change('campaign-title', 'Green office');
    change('campaign-summary', 'Ideas that save energy in the office.');
    change('campaign-end', formatLocalDateTime(Date.now() + 2 * 3600_000));
    fireEvent.click(screen.getByTestId('campaign-action-CREATE'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('The end date must be at least one day after the start (publish) date.', expect.anything()),
    );
    expect(screen.queryByTestId('campaign-approve-dialog')).toBeNull();
  });

  it('a draft offers Save draft and Publish; publishing needs a target, then asks with the e-mail check box', async () => {
    const error = vi.spyOn(toast, 'error');
    const draft = campaign({
      publishState: 'DRAFT',
      targetOrganizations: [],
      targetUnits: [],
      dateSubmissionStart: null,
      announceDate: null,
      publishDate: null,
    });
    const calls = stub(draft);
    edit('/campaign/7/edit?page=2&title=green');
    await screen.findByTestId('campaign-action-PUBLISH');
    expect(screen.getByTestId('campaign-action-SAVE_DRAFT')).toHaveTextContent('Save draft');
    expect(screen.queryByTestId('campaign-action-TERMINATE')).toBeNull();
    expect(screen.getByTestId('banner-uploader')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('campaign-action-PUBLISH'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Choose at least one target unit or organization.', expect.anything()));
    expect(screen.queryByTestId('campaign-approve-dialog')).toBeNull();

    await waitFor(() => expect(screen.getAllByTestId('campaign-targets-node')).toHaveLength(4));
    fireEvent.click(screen.getAllByTestId('campaign-targets-node').find((n) => n.dataset.title === 'Production')!);
    fireEvent.click(screen.getByTestId('campaign-action-PUBLISH'));
    expect(await screen.findByTestId('campaign-approve-dialog-question')).toHaveTextContent(
      'Do you want to change the campaign\'s state to "Published"?',
    );
    fireEvent.click(screen.getByTestId('campaign-approve-dialog-send-email'));
    fireEvent.click(screen.getByTestId('campaign-approve-dialog-confirm'));
    expect(await screen.findByTestId('path-probe')).toHaveTextContent('/campaign/manage?page=2&title=green');
    expect(put(calls)).toMatchObject({
      id: 7,
      publishState: 'PUBLISHED',
      sendEmailToUser: true,
      targetUnits: [3],
      targetOrganizations: [],
    });
  });

  it('a published campaign before its end offers Save and Terminate, worded for its type', async () => {
    const calls = stub(campaign({ campaignType: 'IMPROVEMENT' }));
    edit('/campaign/7/edit');
    await screen.findByTestId('campaign-action-TERMINATE');
    expect(screen.queryByTestId('campaign-action-COMPLETE')).toBeNull();
    expect(screen.getByTestId('campaign-type-IMPROVEMENT')).toBeDisabled();
    fireEvent.click(screen.getByTestId('campaign-action-TERMINATE'));
    expect(await screen.findByTestId('campaign-approve-dialog-question')).toHaveTextContent('"Terminated"');
    expect(screen.getByTestId('campaign-approve-dialog-info')).toHaveTextContent('no more improvements can be sent');
    fireEvent.click(screen.getByTestId('campaign-approve-dialog-confirm'));
    await screen.findByTestId('path-probe');
    expect(put(calls)).toMatchObject({ id: 7, publishState: 'TERMINATED' });
    expect(put(calls)).not.toHaveProperty('sendEmailToUser');
  });

  it('Save on a published campaign asks the save question and keeps the state', async () => {
    const calls = stub(campaign());
    edit('/campaign/7/edit');
    fireEvent.click(await screen.findByTestId('campaign-action-SAVE'));
    expect(await screen.findByTestId('campaign-approve-dialog-question')).toHaveTextContent('Do you want to save the campaign?');
    fireEvent.click(screen.getByTestId('campaign-approve-dialog-confirm'));
    await screen.findByTestId('path-probe');
    expect(put(calls)).toMatchObject({ publishState: 'PUBLISHED' });
  });

  it('a published campaign whose end has passed offers Complete', async () => {
    const ended = campaign({
      dateSubmissionStart: new Date(Date.now() - 9 * DAY).toISOString(),
      dateSubmissionEnd: new Date(Date.now() - DAY).toISOString(),
    });
    const calls = stub(ended);
    edit('/campaign/7/edit');
    fireEvent.click(await screen.findByTestId('campaign-action-COMPLETE'));
    expect(screen.queryByTestId('campaign-action-TERMINATE')).toBeNull();
    expect(await screen.findByTestId('campaign-approve-dialog-info')).toHaveTextContent('submission period is over');
    fireEvent.click(screen.getByTestId('campaign-approve-dialog-confirm'));
    await screen.findByTestId('path-probe');
    expect(put(calls)).toMatchObject({ publishState: 'COMPLETED' });
  });

  it('closed campaigns are read only; the type radios follow the listing setting', async () => {
    stub(campaign({ publishState: 'TERMINATED' }));
    edit('/campaign/7/edit', {
      moduleSubmitListSettings: {
        SUGGESTION: { listingEnabled: 'BOTH', submitEnabled: 'BOTH' },
        IMPROVEMENT: { listingEnabled: 'NONE', submitEnabled: 'NONE' },
      },
    });
    expect(await screen.findByText(/can no longer be edited/)).toBeInTheDocument();
    expect(screen.queryByTestId('campaign-action-SAVE')).toBeNull();
    expect(screen.getByTestId('campaign-title')).toBeDisabled();
    expect(screen.queryByTestId('campaign-type-IMPROVEMENT')).toBeNull();
  });

  it('shows the server field errors next to the fields', async () => {
    stub(null, {
      'POST /api/v3/campaigns': {
        status: 400,
        body: {
          status: 400,
          message: 'error.validation',
          fieldErrors: [{ objectName: 'campaign', field: 'code', message: 'patternCampaign' }],
        },
      },
    });
    edit('/campaign/new');
    await screen.findByTestId('campaign-code');
    change('campaign-code', 'GREEN-25');
    change('campaign-title', 'Green office');
    change('campaign-summary', 'Ideas that save energy in the office.');
    fireEvent.click(screen.getByTestId('campaign-action-CREATE'));
    fireEvent.click(await screen.findByTestId('campaign-approve-dialog-confirm'));
    expect(await screen.findByTestId('campaign-code-error')).toHaveTextContent('Field Code: use 3 to 16 letters, digits, dots or hyphens.');
  });
});
