import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubCall } from '../../test/fetch';
import { ContributionEditPage } from './ContributionEditPage';
import { DETAIL, ENTITY, input, options, renderAt } from './testing';
import type { EditEntity } from './types';

afterEach(() => vi.unstubAllGlobals());

const INPUTS = [
  input({ id: 12, inputType: 'TEXT', isRequired: true, maxLenOrValue: 50, label: 'Cost estimate' }),
  input({ id: 13, inputType: 'NUMERIC', label: 'Hours saved' }),
  input({
    id: 14,
    inputType: 'SINGLE_SELECTION',
    selectionValues: [...options('Low', 'High'), { language: 'tr', label: 'Yüksek', rank: 2 }],
    label: 'Impact',
  }),
  input({ id: 15, inputType: 'BOOL', label: 'Tried already' }),
];

type Handlers = Parameters<typeof stubFetch>[0];

function stub(over: Handlers = {}) {
  return stubFetch({
    'GET /api/v3/contributions/7': { body: DETAIL },
    'GET /api/v3/contributions/edit/7/SUGGESTION': { body: ENTITY },
    'GET /api/v3/contribution-fields/options/SUGGESTION': { body: [{ value: 3, label: 'Energy' }] },
    'GET /api/v3/contribution-tags': { body: [{ id: 1, name: 'green' }] },
    'GET /api/v3/extra-inputs-with-selection/7': { body: INPUTS },
    'GET /api/v3/contribution-files/7': { body: [] },
    'GET /api/public/config/text-editor': { body: { options: ['bold'] } },
    'PUT /api/v3/contributions/SUGGESTION': (c: StubCall) => ({ body: { ...(c.body as EditEntity), title: (c.body as EditEntity).title } }),
    ...over,
  });
}

const edit = (route = '/contribution/SUGGESTION/7/edit') =>
  renderAt(route, ['/contribution/:type/:id/edit', '/contribution/:type/:parentId/:id/edit'], <ContributionEditPage />);

const change = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const puts = (calls: StubCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body as EditEntity);

async function fillForSubmit() {
  await screen.findByTestId('contribution-form');
  change('contribution-title', 'Less paper');
  change('contribution-summary', 'Print less');
  change('extra-input-12', '100 EUR');
}

describe('ContributionEditPage', () => {
  it('shows the form with counters, the free campaign only while campaigns are missing, tags and named co-owners', async () => {
    const calls = stub();
    edit();
    // a new draft has no title: the field starts empty, with a placeholder in the interface's language
    const title = await screen.findByTestId('contribution-title');
    expect(title).toHaveValue('');
    expect(title).toHaveAttribute('placeholder', 'A short title that says what your idea is');
    expect(screen.getByTestId('contribution-title-counter')).toHaveTextContent('0/200');
    change('contribution-title', 'Less paper');
    expect(screen.getByTestId('contribution-title-counter')).toHaveTextContent('10/200');
    change('contribution-summary', 'abc');
    expect(screen.getByTestId('contribution-summary-counter')).toHaveTextContent('3/1000');
    const campaigns = within(screen.getByTestId('contribution-campaign')).getAllByRole('option');
    expect(campaigns.map((o) => o.textContent)).toEqual(['Free / no campaign']);
    expect(calls.some((c) => c.path === '/api/v3/campaigns-select-input/SUGGESTION')).toBe(true);
    expect(within(screen.getByTestId('contribution-field')).getByText('Energy')).toBeInTheDocument();
    expect(screen.getByTestId('contribution-tag-1')).not.toBeChecked();
    expect(screen.getByTestId('contribution-co-owners-selected-9')).toHaveTextContent('Co Owner');
    expect(screen.getByTestId('extra-input-12-required')).toBeInTheDocument();
    expect(screen.getByTestId('extra-input-12-counter')).toHaveTextContent('0/50');
  });

  it('offers the campaigns once they exist and preselects the one of the route', async () => {
    stub({ 'GET /api/v3/campaigns-select-input/SUGGESTION': { body: [{ id: 5, title: 'Green office' }] } });
    edit('/contribution/SUGGESTION/5/7/edit');
    await screen.findByTestId('contribution-form');
    expect(screen.getByTestId('contribution-campaign')).toHaveValue('5');
  });

  it('saves a draft with the answers, tags and co-owners', async () => {
    const calls = stub();
    edit();
    await screen.findByTestId('contribution-form');
    change('contribution-title', 'Less paper');
    change('extra-input-13', '40');
    expect(screen.getByTestId('extra-input-14')).toHaveTextContent('LowHigh');
    fireEvent.click(screen.getByTestId('extra-input-14-option-1'));
    fireEvent.click(screen.getByTestId('contribution-tag-1'));
    fireEvent.click(screen.getByTestId('contribution-save-draft'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({
      id: 7,
      title: 'Less paper',
      savedAsDraft: true,
      campaignId: 0,
      tagIds: [1],
      coOwnerIds: [9],
      extraInputAnswers: [
        { extraInputId: 12, value: '' },
        { extraInputId: 13, value: '40' },
        { extraInputId: 14, value: '2' }, // the option's rank
        { extraInputId: 15, value: 'false' },
      ],
    });
  });

  it('the numeric input takes digits only', async () => {
    stub();
    edit();
    const numeric = await screen.findByTestId('extra-input-13');
    expect(fireEvent.keyDown(numeric, { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(numeric, { key: '4' })).toBe(true);
    change('extra-input-13', '4a2-');
    expect(numeric).toHaveValue('42');
  });

  it('the info button lists the rules of an input', async () => {
    stub();
    edit();
    fireEvent.click(await screen.findByTestId('extra-input-12-info'));
    const rules = await screen.findByTestId('extra-input-12-rules');
    expect(rules).toHaveTextContent('This field is required.');
    expect(rules).toHaveTextContent('At most 50 characters.');
  });

  it('refuses to submit without the required answers and a title, and calls nothing', async () => {
    const calls = stub();
    edit();
    await screen.findByTestId('contribution-form');
    fireEvent.click(screen.getByTestId('contribution-submit'));
    expect(await screen.findByTestId('extra-input-12-error')).toHaveTextContent('This field is required.');
    expect(screen.getByTestId('contribution-title-error')).toHaveTextContent('This field is required.');
    expect(puts(calls)).toHaveLength(0);
  });

  it('submits: saves as not a draft, runs the submit action and opens the detail', async () => {
    const calls = stub({
      'POST /api/v3/contributions/contributionId/7/execute-action/submit': {
        body: { ...DETAIL, stateType: 'SUBMITTED', stateName: 'Submitted' },
      },
    });
    edit();
    await fillForSubmit();
    fireEvent.click(screen.getByTestId('contribution-submit'));
    expect(await screen.findByTestId('path-probe')).toHaveTextContent('/contribution/view/7');
    expect(puts(calls)[0]).toMatchObject({ savedAsDraft: false, title: 'Less paper', summary: 'Print less' });
    const exec = calls.find((c) => c.path.endsWith('/execute-action/submit'));
    expect(exec?.body).toEqual({ explanation: '' });
    // not the first action (cancel): the one named submit
    expect(calls.some((c) => c.path.endsWith('/execute-action/cancel'))).toBe(false);
  });

  it("shows the server's field errors next to the right input", async () => {
    stub({
      'PUT /api/v3/contributions/SUGGESTION': {
        status: 400,
        body: {
          status: 400,
          message: 'error.validation',
          fieldErrors: [{ objectName: 'contribution', field: 'extraInput[13]', message: 'Size' }],
        },
      },
    });
    edit();
    await fillForSubmit();
    fireEvent.click(screen.getByTestId('contribution-submit'));
    expect(await screen.findByTestId('extra-input-13-error')).toHaveTextContent(
      'Field Hours saved does not meet min/max size requirements!',
    );
    change('extra-input-13', '5');
    expect(screen.queryByTestId('extra-input-13-error')).toBeNull();
  });

  it('hides the banner section when the life cycle has banners off', async () => {
    stub({
      'POST /api/v3/contribution-images/upload-banner/7': {
        status: 400,
        body: { status: 400, message: 'error.bannerDisabled', errorKey: 'bannerDisabled', params: {} },
      },
    });
    edit();
    const file = new File([new Uint8Array([0x89, 0x50])], 'b.png', { type: 'image/png' });
    fireEvent.change(await screen.findByTestId('contribution-banner-file'), { target: { files: [file] } });
    await waitFor(() => expect(screen.queryByTestId('contribution-banner')).toBeNull());
  });

  it('shows an uploaded banner and deletes it', async () => {
    const calls = stub({
      'POST /api/v3/contribution-images/upload-banner/7': {
        body: {
          bannerId: 31,
          bannerPreviewId: 32,
          path: 'contribution-images/7/x.png',
          previewPath: 'contribution-images/7/x-preview.png',
        },
      },
      'DELETE /api/v3/contribution-images/delete-banner/7/31': { status: 204 },
    });
    edit();
    const file = new File([new Uint8Array([0x89, 0x50])], 'b.png', { type: 'image/png' });
    fireEvent.change(await screen.findByTestId('contribution-banner-file'), { target: { files: [file] } });
    expect(await screen.findByTestId('contribution-banner-image')).toHaveAttribute('src', '/api/v3/contribution-images/7/x-preview.png');
    fireEvent.click(screen.getByTestId('contribution-banner-delete'));
    await waitFor(() => expect(screen.queryByTestId('contribution-banner-image')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v3/contribution-images/delete-banner/7/31')).toBe(true);
  });

  it('attaches, lists and removes files', async () => {
    const calls = stub({
      'POST /api/v3/contribution-files/upload-file/7/ATTACHMENT': {
        status: 201,
        body: {
          id: 50,
          fileName: 'plan.pdf',
          contentType: 'application/pdf',
          size: 2048,
          createdDate: '2025-01-02T10:00:00Z',
          createdBy: 2,
        },
      },
      'DELETE /api/v3/contribution-files/delete-file/50': { status: 204 },
    });
    edit();
    const file = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    fireEvent.change(await screen.findByTestId('contribution-file-input'), { target: { files: [file] } });
    expect(await screen.findByTestId('contribution-file-50')).toHaveTextContent('plan.pdf');
    expect(screen.getByTestId('contribution-file-50')).toHaveTextContent('2.0 KB');
    fireEvent.click(screen.getByTestId('contribution-file-delete-50'));
    await waitFor(() => expect(screen.queryByTestId('contribution-file-50')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/delete-file/50'))).toBe(true);
  });

  it('keeps a file uploaded before the first list of files answers', async () => {
    let answerList: (a: { body: unknown }) => void = () => undefined;
    stub({
      'GET /api/v3/contribution-files/7': () => new Promise((resolve) => (answerList = resolve)),
      'POST /api/v3/contribution-files/upload-file/7/ATTACHMENT': {
        status: 201,
        body: { id: 51, fileName: 'late.pdf', contentType: 'application/pdf', size: 10, createdDate: '2025-01-02T10:00:00Z', createdBy: 2 },
      },
    });
    edit();
    const file = new File(['%PDF-1.4'], 'late.pdf', { type: 'application/pdf' });
    fireEvent.change(await screen.findByTestId('contribution-file-input'), { target: { files: [file] } });
    expect(await screen.findByTestId('contribution-file-51')).toHaveTextContent('late.pdf');
    answerList({
      body: [{ id: 40, fileName: 'old.pdf', contentType: 'application/pdf', size: 10, createdDate: '2025-01-01T10:00:00Z', createdBy: 2 }],
    });
    expect(await screen.findByTestId('contribution-file-40')).toHaveTextContent('old.pdf');
    expect(screen.getByTestId('contribution-file-51')).toHaveTextContent('late.pdf');
  });

  it('deletes the draft after confirmation and goes to my list', async () => {
    const calls = stub({ 'DELETE /api/v3/contributions/SUGGESTION/7': { status: 204 } });
    edit();
    fireEvent.click(await screen.findByTestId('contribution-delete'));
    // the app's confirmation dialog asks (no browser confirm())
    expect(await screen.findByTestId('contribution-delete-dialog-message')).toHaveTextContent('SUG-7');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('contribution-delete-dialog-confirm'));
    expect(await screen.findByTestId('path-probe')).toHaveTextContent('/contribution/list/SUGGESTION/0/mine');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('sends a caller who may not edit to the detail page, without asking for the form', async () => {
    const calls = stub({ 'GET /api/v3/contributions/7': { body: { ...DETAIL, commands: ['VIEW_HISTORY'], callerRoles: ['VIEWER'] } } });
    edit();
    expect(await screen.findByTestId('path-probe')).toHaveTextContent('/contribution/view/7');
    expect(calls.some((c) => c.path.startsWith('/api/v3/contributions/edit/'))).toBe(false);
  });

  it('an unknown contribution shows Record not found', async () => {
    stubFetch({});
    edit('/contribution/SUGGESTION/99/edit');
    expect(await screen.findByTestId('record-not-found')).toBeInTheDocument();
  });
});
