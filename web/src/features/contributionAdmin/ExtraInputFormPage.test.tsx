import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../test/fetch';
import { ExtraInputFormPage, listPathOf } from './ExtraInputFormPage';
import { callsTo, renderPage } from './testing';

afterEach(() => vi.unstubAllGlobals());

const FIELDS = [
  { id: 4, contributionType: 'SUGGESTION', isActive: true, sortOrder: 0, definitionList: [{ language: 'en', title: 'Energy' }] },
  { id: 5, contributionType: 'SUGGESTION', isActive: false, sortOrder: 1, definitionList: [{ language: 'en', title: 'Safety' }] },
];

const EXISTING = {
  id: 9,
  source: 'SUGGESTION',
  competitionId: null,
  fieldId: 4,
  inputType: 'MULTIPLE_SELECTION',
  isRequired: true,
  listOrder: 3,
  minLenOrValue: null,
  maxLenOrValue: null,
  selectionValues: [
    { language: 'en', label: 'Red', rank: 1 },
    { language: 'tr', label: 'Kırmızı', rank: 1 },
    { language: 'en', label: 'Blue', rank: 3 },
  ],
  definitionList: [{ id: 21, language: 'en', label: 'Colours', explanation: 'Pick some', extraInputId: 9 }],
};

function stub() {
  return stubFetch({
    'GET /api/v3/contribution-fields/SUGGESTION': { body: FIELDS, headers: { 'x-total-count': '2' } },
    'GET /api/v3/contribution-fields/IDEA': { body: [], headers: { 'x-total-count': '0' } },
    'GET /api/v3/extra-inputs/SUGGESTION/9': { body: EXISTING },
    'POST /api/v3/extra-inputs/SUGGESTION': { status: 201, body: { ...EXISTING, id: 10 } },
    'PUT /api/v3/extra-inputs/SUGGESTION': { body: EXISTING },
  });
}

const renderNew = (source = 'SUGGESTION') =>
  renderPage(<ExtraInputFormPage />, { path: '/extra-input/:source/new', route: `/extra-input/${source}/new` });
const renderEdit = (id = '9') =>
  renderPage(<ExtraInputFormPage />, { path: '/extra-input/:source/:id/edit', route: `/extra-input/SUGGESTION/${id}/edit` });
const change = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const options = (id: string) => Array.from((screen.getByTestId(id) as HTMLSelectElement).options, (o) => o.value);

describe('extra-input form', () => {
  it('goes back to the list it came from', () => {
    expect(listPathOf('/extra-input/SUGGESTION/new')).toBe('/extra-input/SUGGESTION');
    expect(listPathOf('/extra-input/SUGGESTION/9/edit')).toBe('/extra-input/SUGGESTION');
    expect(listPathOf('/competition/manage/4/extra-input/12/edit/')).toBe('/competition/manage/4/extra-input');
  });

  it('offers all 8 types, and no DATE or RICH_TEXT for IDEA', async () => {
    stub();
    renderNew();
    expect(options('extra-input-inputType')).toEqual([
      'TEXT',
      'TEXT_AREA',
      'RICH_TEXT',
      'NUMERIC',
      'BOOL',
      'SINGLE_SELECTION',
      'MULTIPLE_SELECTION',
      'DATE',
    ]);
    await screen.findByText('Energy');
  });

  it('IDEA: six types and a label in every language', async () => {
    const calls = stub();
    renderNew('IDEA');
    expect(options('extra-input-inputType')).toEqual(['TEXT', 'TEXT_AREA', 'NUMERIC', 'BOOL', 'SINGLE_SELECTION', 'MULTIPLE_SELECTION']);
    change('extra-input-label-en', 'Budget');
    fireEvent.click(screen.getByTestId('extra-input-save'));
    expect(await screen.findByTestId('extra-input-label-tr-error')).toHaveTextContent('This field is required.');
    expect(callsTo(calls, 'POST', '/api/v3/extra-inputs/IDEA')).toHaveLength(0);
  });

  it('shows the default range as placeholders, per type', async () => {
    stub();
    renderNew();
    const placeholders = () => [
      screen.getByTestId('extra-input-minLenOrValue').getAttribute('placeholder'),
      screen.getByTestId('extra-input-maxLenOrValue').getAttribute('placeholder'),
    ];
    expect(placeholders()).toEqual(['0', '255']);
    change('extra-input-inputType', 'TEXT_AREA');
    expect(placeholders()).toEqual(['0', '1024']);
    change('extra-input-inputType', 'RICH_TEXT');
    expect(placeholders()).toEqual(['0', '10000']);
    change('extra-input-inputType', 'NUMERIC');
    expect(placeholders()).toEqual(['0', '1000000']);
    expect(screen.getByText('Minimum value')).toBeInTheDocument();
    change('extra-input-inputType', 'BOOL');
    expect(screen.queryByTestId('extra-input-minLenOrValue')).toBeNull();
    expect(screen.queryByTestId('extra-input-values')).toBeNull();
    await screen.findByText('Energy');
  });

  it('a text cannot be longer than its type allows', async () => {
    const calls = stub();
    renderNew();
    change('extra-input-label-en', 'Machine code');
    change('extra-input-maxLenOrValue', '300');
    fireEvent.click(screen.getByTestId('extra-input-save'));
    expect(await screen.findByTestId('extra-input-maxLenOrValue-error')).toHaveTextContent('A 255-character limit applies to this type.');
    expect(callsTo(calls, 'POST', '/api/v3/extra-inputs/SUGGESTION')).toHaveLength(0);
    await screen.findByText('Energy');
  });

  it('edits selection values per language', async () => {
    const calls = stub();
    renderNew();
    change('extra-input-inputType', 'SINGLE_SELECTION');
    // one option to start with, a label per language
    expect(screen.getByTestId('extra-input-value-0-en')).toHaveValue('');
    expect(screen.getByTestId('extra-input-value-0-tr')).toHaveValue('');
    change('extra-input-value-0-en', 'Red');
    change('extra-input-value-0-tr', 'Kırmızı');
    fireEvent.click(screen.getByTestId('extra-input-value-add'));
    change('extra-input-value-1-en', 'Red');
    fireEvent.click(screen.getByTestId('extra-input-value-add'));
    change('extra-input-label-en', 'Colour');
    fireEvent.click(screen.getByTestId('extra-input-save'));
    expect(await screen.findByTestId('extra-input-value-1-en-error')).toHaveTextContent('This value is already in the list.');
    expect(screen.getByTestId('extra-input-value-2-error')).toHaveTextContent('Enter a label in one language at least.');
    fireEvent.click(screen.getByTestId('extra-input-value-remove-2'));
    change('extra-input-value-1-en', 'Blue');
    fireEvent.click(screen.getByTestId('extra-input-save'));
    await screen.findByTestId('elsewhere');
    expect(callsTo(calls, 'POST', '/api/v3/extra-inputs/SUGGESTION')[0].body).toMatchObject({
      inputType: 'SINGLE_SELECTION',
      minLenOrValue: null,
      maxLenOrValue: null,
      selectionValues: [
        { language: 'en', label: 'Red', rank: 1 },
        { language: 'tr', label: 'Kırmızı', rank: 1 },
        { language: 'en', label: 'Blue', rank: 2 },
      ],
    });
  });

  it('will not save without a label', async () => {
    const calls = stub();
    renderNew();
    fireEvent.click(screen.getByTestId('extra-input-save'));
    expect(await screen.findByTestId('extra-input-labels-error')).toHaveTextContent(
      'Enter a label (3–255 characters) in one language at least.',
    );
    change('extra-input-label-en', 'ab');
    expect(screen.getByTestId('extra-input-label-en-error')).toHaveTextContent('at least 3 characters');
    expect(callsTo(calls, 'POST', '/api/v3/extra-inputs/SUGGESTION')).toHaveLength(0);
  });

  it('creates an input and returns to the list', async () => {
    const calls = stub();
    renderNew();
    await screen.findByText('Energy');
    // inactive fields are marked
    expect(screen.getByText('Safety (Inactive)')).toBeInTheDocument();
    change('extra-input-inputType', 'NUMERIC');
    change('extra-input-maxLenOrValue', '5000');
    fireEvent.click(screen.getByTestId('extra-input-isRequired'));
    change('extra-input-fieldId', '4');
    change('extra-input-label-en', 'Saving per year');
    change('extra-input-explanation-en', 'In euro');
    change('extra-input-label-tr', 'Yıllık tasarruf');
    fireEvent.click(screen.getByTestId('extra-input-save'));
    await screen.findByTestId('elsewhere');
    expect(callsTo(calls, 'POST', '/api/v3/extra-inputs/SUGGESTION')[0].body).toEqual({
      source: 'SUGGESTION',
      competitionId: null,
      fieldId: 4,
      inputType: 'NUMERIC',
      isRequired: true,
      listOrder: 0,
      minLenOrValue: null,
      maxLenOrValue: 5000,
      selectionValues: [],
      definitionList: [
        { language: 'en', label: 'Saving per year', explanation: 'In euro' },
        { language: 'tr', label: 'Yıllık tasarruf', explanation: '' },
      ],
    });
  });

  it('loads an input, and saves it with PUT', async () => {
    const calls = stub();
    renderEdit();
    expect(await screen.findByTestId('extra-input-label-en')).toHaveValue('Colours');
    expect(screen.getByTestId('extra-input-inputType')).toHaveValue('MULTIPLE_SELECTION');
    expect(screen.getByTestId('extra-input-value-0-tr')).toHaveValue('Kırmızı');
    expect(screen.getByTestId('extra-input-value-1-en')).toHaveValue('Blue');
    expect(screen.getByTestId('extra-input-value-1-tr')).toHaveValue('');
    expect(screen.getByTestId('extra-input-isRequired')).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('extra-input-fieldId')).toHaveValue('4'));
    change('extra-input-value-1-en', 'Green');
    change('extra-input-value-1-tr', 'Yeşil');
    // the first option goes; a new one never takes a rank an old option had
    fireEvent.click(screen.getByTestId('extra-input-value-remove-0'));
    fireEvent.click(screen.getByTestId('extra-input-value-add'));
    change('extra-input-value-1-en', 'Black');
    fireEvent.click(screen.getByTestId('extra-input-save'));
    await screen.findByTestId('elsewhere');
    expect(callsTo(calls, 'PUT', '/api/v3/extra-inputs/SUGGESTION')[0].body).toMatchObject({
      id: 9,
      listOrder: 3,
      selectionValues: [
        { language: 'en', label: 'Green', rank: 3 },
        { language: 'tr', label: 'Yeşil', rank: 3 },
        { language: 'en', label: 'Black', rank: 4 },
      ],
      definitionList: [{ language: 'en', label: 'Colours', explanation: 'Pick some' }],
    });
  });

  it('shows the server’s field errors', async () => {
    const calls = stubFetch({
      'GET /api/v3/contribution-fields/SUGGESTION': { body: [], headers: { 'x-total-count': '0' } },
      'POST /api/v3/extra-inputs/SUGGESTION': {
        status: 400,
        body: {
          message: 'error.validation',
          fieldErrors: [
            { objectName: 'extraInput', field: 'minLenOrValue', message: 'Min' },
            { objectName: 'extraInput', field: 'definitionList[0].label', message: 'Size' },
          ],
        },
      },
    });
    renderNew();
    change('extra-input-label-en', 'Length');
    change('extra-input-minLenOrValue', '5');
    fireEvent.click(screen.getByTestId('extra-input-save'));
    expect(await screen.findByTestId('extra-input-minLenOrValue-error')).toHaveTextContent('does not meet min/max size requirements');
    // an indexed server field lands on the field of its language
    expect(screen.getByTestId('extra-input-label-en-error')).toHaveTextContent('does not meet min/max size requirements');
    expect(callsTo(calls, 'POST', '/api/v3/extra-inputs/SUGGESTION')).toHaveLength(1);
  });

  it('an unknown id shows record not found', async () => {
    stub();
    renderEdit('404');
    expect(await screen.findByTestId('record-not-found')).toBeInTheDocument();
  });
});
