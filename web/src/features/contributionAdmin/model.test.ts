import { describe, expect, it } from 'vitest';
import { parseType } from '../contribution/paths';
import {
  addOption,
  emptyExtraInputForm,
  extraInputPayload,
  extraInputToForm,
  formErrorsOf,
  inputTypesFor,
  optionLanguages,
  validateExtraInput,
  type OptionForm,
} from './extraInputForm';
import {
  AFTER_DELETE_QUERY,
  applyOrder,
  byListOrder,
  deleteNeedsConfirmation,
  mergePageOrder,
  moveItem,
  orderBody,
} from './extraInputOrder';
import { fieldPayload, fieldTitle, fieldToForm, validateField } from './fieldForm';
import { toggleSort } from '../../shared/pager';
import { formLanguages, isTypeAdmin, pickLanguage, tagPayload, tagToForm, validateTag } from './model';
import { EMPTY_TASK_FILTERS, mergeStates, statusVariant, taskParams } from './tasks';
import type { Task } from './types';
import type { ExtraInput } from '../contribution/types';

describe('types and roles', () => {
  it('parses a type in any case and refuses others', () => {
    expect(parseType('suggestion')).toBe('SUGGESTION');
    expect(parseType('IDEA', ['SUGGESTION', 'IMPROVEMENT'])).toBeNull();
    expect(parseType('CAMPAIGN')).toBeNull();
    expect(parseType(undefined)).toBeNull();
  });

  it('each type has its admin; ADMIN alone is not one', () => {
    expect(isTypeAdmin(['ROLE_SUGGESTION_ADMIN'], 'SUGGESTION')).toBe(true);
    expect(isTypeAdmin(['ROLE_SUGGESTION_ADMIN'], 'IMPROVEMENT')).toBe(false);
    expect(isTypeAdmin(['ROLE_COMPETITION_ADMIN'], 'IDEA')).toBe(true);
    expect(isTypeAdmin(['ROLE_ADMIN'], 'IMPROVEMENT')).toBe(false);
  });
});

describe('languages', () => {
  const defs = [
    { language: 'tr', label: 'Maliyet' },
    { language: 'en', label: 'Cost' },
  ];
  it('picks the current language, then English, then the first', () => {
    expect(pickLanguage(defs, 'tr')?.label).toBe('Maliyet');
    expect(pickLanguage(defs, 'de')?.label).toBe('Cost');
    expect(pickLanguage([{ language: 'fr', label: 'Coût' }], 'de')?.label).toBe('Coût');
    expect(pickLanguage([], 'en')).toBeNull();
  });
  it('offers the configured languages, en and tr, and the record’s own', () => {
    expect(formLanguages(['en'])).toEqual(['en', 'tr']);
    expect(formLanguages(['tr', 'de'], [{ language: 'fr' }])).toEqual(['tr', 'de', 'en', 'fr']);
  });
});

describe('tasks', () => {
  it('colours overdue red, waiting blue and done green', () => {
    expect(statusVariant('OVERDUE')).toBe('danger');
    expect(statusVariant('WAITING')).toBe('primary');
    expect(statusVariant('ON_TIME_DONE')).toBe('success');
    expect(statusVariant('LATE_DONE')).toBe('success');
    expect(statusVariant('CANCELED')).toBe('secondary');
    expect(statusVariant('UNDONE')).toBe('warning');
  });

  it('sends only the filters that are set, lists under .in', () => {
    expect(taskParams(EMPTY_TASK_FILTERS)).toEqual({});
    expect(
      taskParams({
        ...EMPTY_TASK_FILTERS,
        search: ' pump ',
        taskName: 'preEvaluate, implement ,',
        roles: ['MENTOR'],
        fieldIds: ['4'],
        stateIds: ['7', '8'],
        eiId: 'SUG-1',
        module: 'SUGGESTION',
        statuses: ['WAITING', 'OVERDUE'],
        start: '2025-01-01',
        end: '2025-02-01',
      }),
    ).toEqual({
      search: 'pump',
      'taskName.in': ['preEvaluate', 'implement'],
      'role.in': ['MENTOR'],
      'contributionFieldId.in': ['4'],
      'stateId.in': ['7', '8'],
      'eiId.in': ['SUG-1'],
      module: 'SUGGESTION',
      'status.in': ['WAITING', 'OVERDUE'],
      start: '2025-01-01',
      end: '2025-02-01',
    });
  });

  it('learns the states of the tasks it saw', () => {
    const task = (stateId: number, stateName: string) => ({ stateId, stateName }) as Task;
    expect(mergeStates([{ id: 1, name: 'Draft' }], [task(1, 'Draft'), task(2, 'Evaluation'), task(2, 'Evaluation')])).toEqual([
      { id: 1, name: 'Draft' },
      { id: 2, name: 'Evaluation' },
    ]);
  });

  it('sorting flips on the same column', () => {
    const s = toggleSort({ field: 'deadline', order: 'asc' }, 'deadline');
    expect(s).toEqual({ field: 'deadline', order: 'desc' });
    expect(toggleSort(s, 'taskName')).toEqual({ field: 'taskName', order: 'asc' });
  });
});

describe('fields', () => {
  it('validates titles and sort order', () => {
    expect(validateField({ id: null, isActive: true, sortOrder: '0', titles: { en: ' ' } }).titles?.key).toBe('entity.validation.required');
    const long = validateField({ id: null, isActive: true, sortOrder: 'x', titles: { en: 'a'.repeat(201) } });
    expect(long['title-en']?.key).toBe('entity.validation.maxlength');
    expect(long.sortOrder?.key).toBe('entity.validation.pattern');
    expect(validateField({ id: null, isActive: true, sortOrder: '3', titles: { en: 'Energy', tr: '' } })).toEqual({});
  });

  it('builds the body with the filled titles only', () => {
    const form = { ...fieldToForm(null), titles: { en: ' Energy ', tr: '' }, sortOrder: '2' };
    expect(fieldPayload(form)).toEqual({ isActive: true, sortOrder: 2, definitionList: [{ language: 'en', title: 'Energy' }] });
    const existing = { id: 5, isActive: false, sortOrder: 1, definitionList: [{ language: 'tr', title: 'Enerji' }] };
    expect(fieldToForm(existing)).toEqual({ id: 5, isActive: false, sortOrder: '1', titles: { tr: 'Enerji' } });
    expect(fieldPayload(fieldToForm(existing))).toEqual(existing);
    expect(fieldTitle(existing, 'en')).toBe('Enerji');
    expect(fieldTitle({ definitionList: [] }, 'en', 'Tanımsız')).toBe('Tanımsız');
  });
});

const input = (over: Partial<ExtraInput> = {}): ExtraInput => ({
  id: 1,
  source: 'SUGGESTION',
  competitionId: null,
  fieldId: null,
  inputType: 'TEXT',
  isRequired: false,
  listOrder: 1,
  minLenOrValue: null,
  maxLenOrValue: null,
  selectionValues: [],
  definitionList: [{ id: 1, extraInputId: 1, language: 'en', label: 'Cost', explanation: '' }],
  ...over,
});

describe('extra input form', () => {
  it('competition inputs offer neither DATE nor RICH_TEXT', () => {
    expect(inputTypesFor('SUGGESTION')).toHaveLength(8);
    expect(inputTypesFor('IDEA')).toEqual(['TEXT', 'TEXT_AREA', 'NUMERIC', 'BOOL', 'SINGLE_SELECTION', 'MULTIPLE_SELECTION']);
  });

  it('needs a label of 3–255 in one language; IDEA in every language', () => {
    const empty = emptyExtraInputForm();
    expect(validateExtraInput(empty, 'SUGGESTION', ['en', 'tr']).labels?.key).toBe('contributionAdmin.extraInput.validation.labelRequired');
    const one = { ...empty, labels: { en: 'Cost' } };
    expect(validateExtraInput(one, 'SUGGESTION', ['en', 'tr'])).toEqual({});
    expect(validateExtraInput(one, 'IDEA', ['en', 'tr'])['label-tr']?.key).toBe('entity.validation.required');
    expect(validateExtraInput({ ...empty, labels: { en: 'ab' } }, 'SUGGESTION', ['en'])['label-en']?.key).toBe(
      'entity.validation.minlength',
    );
    expect(validateExtraInput({ ...empty, labels: { en: 'a'.repeat(256) } }, 'SUGGESTION', ['en'])['label-en']?.key).toBe(
      'entity.validation.maxlength',
    );
    // an explanation without a label in that language
    const noLabel = validateExtraInput({ ...one, explanations: { tr: 'Açıklama' } }, 'SUGGESTION', ['en', 'tr']);
    expect(noLabel['label-tr']?.key).toBe('entity.validation.required');
    expect(validateExtraInput({ ...one, explanations: { en: 'x'.repeat(1001) } }, 'SUGGESTION', ['en'])['explanation-en']?.key).toBe(
      'entity.validation.maxlength',
    );
  });

  it('checks min and max for the types with a range only', () => {
    const base = { ...emptyExtraInputForm(), labels: { en: 'Cost' } };
    expect(
      validateExtraInput({ ...base, inputType: 'NUMERIC', minLenOrValue: '10', maxLenOrValue: '5' }, 'SUGGESTION', ['en']).maxLenOrValue
        ?.key,
    ).toBe('contributionAdmin.extraInput.validation.minMax');
    // a blank max is the type's default: a min above it is refused as the server does
    expect(validateExtraInput({ ...base, inputType: 'TEXT', minLenOrValue: '300' }, 'SUGGESTION', ['en']).maxLenOrValue?.key).toBe(
      'contributionAdmin.extraInput.validation.minMax',
    );
    expect(validateExtraInput({ ...base, inputType: 'TEXT', minLenOrValue: '-1' }, 'SUGGESTION', ['en']).minLenOrValue?.key).toBe(
      'contributionAdmin.extraInput.validation.whole',
    );
    expect(validateExtraInput({ ...base, inputType: 'BOOL', minLenOrValue: 'x' }, 'SUGGESTION', ['en'])).toEqual({});
    // lengths stay within the type's own limit; numbers may go beyond the default
    expect(validateExtraInput({ ...base, inputType: 'TEXT', maxLenOrValue: '256' }, 'SUGGESTION', ['en']).maxLenOrValue).toEqual({
      key: 'contributionAdmin.extraInput.validation.maxLength',
      params: { max: 255 },
    });
    expect(validateExtraInput({ ...base, inputType: 'TEXT_AREA', maxLenOrValue: '1024' }, 'SUGGESTION', ['en'])).toEqual({});
    expect(validateExtraInput({ ...base, inputType: 'NUMERIC', maxLenOrValue: '5000000' }, 'SUGGESTION', ['en'])).toEqual({});
  });

  it('selections need 1..50 options, each labelled in a language at least, 1–255, no repeats in a language', () => {
    const base = { ...emptyExtraInputForm(), labels: { en: 'Colour' }, inputType: 'SINGLE_SELECTION' as const };
    expect(validateExtraInput(base, 'SUGGESTION', ['en']).selectionValues?.key).toBe(
      'contributionAdmin.extraInput.validation.selectionRequired',
    );
    const opts: OptionForm[] = [
      { rank: 1, labels: { en: 'Red', tr: 'Kırmızı' } },
      { rank: 2, labels: { en: ' ', tr: '' } },
      { rank: 3, labels: { en: 'x'.repeat(256) } },
      { rank: 4, labels: { en: 'Red', tr: 'Mavi' } },
      { rank: 5, labels: { tr: 'Red' } },
    ];
    const errs = validateExtraInput({ ...base, options: opts }, 'SUGGESTION', ['en', 'tr']);
    expect(errs['selectionValue-0']).toBeUndefined();
    expect(errs['selectionValue-0-en']).toBeUndefined();
    expect(errs['selectionValue-1']?.key).toBe('contributionAdmin.extraInput.validation.optionLabelRequired');
    expect(errs['selectionValue-2-en']?.key).toBe('entity.validation.maxlength');
    expect(errs['selectionValue-3-en']?.key).toBe('contributionAdmin.extraInput.validation.selectionDuplicate');
    expect(errs['selectionValue-3-tr']).toBeUndefined();
    // the same text in another language is another label
    expect(errs['selectionValue-4-tr']).toBeUndefined();
    const many = validateExtraInput(
      { ...base, options: Array.from({ length: 51 }, (_, i) => ({ rank: i + 1, labels: { en: `v${i}` } })) },
      'SUGGESTION',
      ['en'],
    );
    expect(many.selectionValues?.key).toBe('contributionAdmin.extraInput.validation.selectionTooMany');
  });

  it('groups the options by rank and never gives a new option a rank an old one had', () => {
    const loaded = extraInputToForm(
      input({
        inputType: 'SINGLE_SELECTION',
        selectionValues: [
          { language: 'tr', label: 'Mavi', rank: 3 },
          { language: 'en', label: 'Red', rank: 1 },
          { language: 'en', label: 'Blue', rank: 3 },
        ],
      }),
    );
    expect(loaded.options).toEqual([
      { rank: 1, labels: { en: 'Red' } },
      { rank: 3, labels: { en: 'Blue', tr: 'Mavi' } },
    ]);
    // option 3 removed, then one added: it takes 4, so answers that chose 3 do not move to it
    const next = addOption({ ...loaded, options: loaded.options.slice(0, 1) });
    expect(next.map((o) => o.rank)).toEqual([1, 4]);
    expect(addOption(emptyExtraInputForm()).map((o) => o.rank)).toEqual([1]);
    expect(optionLanguages(['en'], loaded.options)).toEqual(['en', 'tr']);
  });

  it('builds the body: range and values only where they apply, labelled languages only', () => {
    const form = {
      ...emptyExtraInputForm(),
      inputType: 'TEXT_AREA' as const,
      isRequired: true,
      fieldId: '4',
      minLenOrValue: '',
      maxLenOrValue: '500',
      options: [{ rank: 1, labels: { en: 'left over' } }],
      labels: { en: ' Cost ', tr: '' },
      explanations: { en: ' In euro ', tr: 'Avro' },
    };
    expect(extraInputPayload(form, 'IMPROVEMENT')).toEqual({
      source: 'IMPROVEMENT',
      competitionId: null,
      fieldId: 4,
      inputType: 'TEXT_AREA',
      isRequired: true,
      listOrder: 0,
      minLenOrValue: null,
      maxLenOrValue: 500,
      selectionValues: [],
      definitionList: [{ language: 'en', label: 'Cost', explanation: 'In euro' }],
    });
    const edited = extraInputToForm(
      input({
        id: 9,
        inputType: 'MULTIPLE_SELECTION',
        selectionValues: [
          { language: 'en', label: 'A', rank: 1 },
          { language: 'tr', label: ' A-tr ', rank: 1 },
          { language: 'en', label: 'B', rank: 2 },
        ],
        minLenOrValue: 3,
        listOrder: 4,
      }),
    );
    edited.options[1].labels.tr = '';
    const body = extraInputPayload(edited, 'SUGGESTION');
    expect(body).toMatchObject({
      id: 9,
      listOrder: 4,
      selectionValues: [
        { language: 'en', label: 'A', rank: 1 },
        { language: 'tr', label: 'A-tr', rank: 1 },
        { language: 'en', label: 'B', rank: 2 },
      ],
      minLenOrValue: null,
    });
  });

  it("puts the server's field errors under the form's keys", () => {
    const v: { options: OptionForm[] } = {
      options: [
        { rank: 2, labels: { en: 'A' } },
        { rank: 5, labels: { en: 'B', tr: 'B' } },
      ],
    };
    const body = {
      definitionList: [
        { language: 'en', label: 'ab', explanation: '' },
        { language: 'tr', label: 'Etiket', explanation: 'x' },
      ],
      selectionValues: [
        { language: 'en', label: 'A', rank: 2 },
        { language: 'en', label: 'B', rank: 5 },
        { language: 'tr', label: 'B', rank: 5 },
      ],
    };
    const size = { key: 'error.Size' };
    expect(
      formErrorsOf(
        {
          'definitionList[0].label': size,
          'definitionList[1].explanation': size,
          'selectionValues[2].label': size,
          minLenOrValue: size,
          'selectionValues[9].rank': size,
        },
        body,
        v,
      ),
    ).toEqual({ 'label-en': size, 'explanation-tr': size, 'selectionValue-1-tr': size, minLenOrValue: size, selectionValues: size });
  });
});

describe('extra input order', () => {
  const a = input({ id: 1, listOrder: 1 });
  const b = input({ id: 2, listOrder: 2 });
  const c = input({ id: 3, listOrder: 3 });

  it('shows the list in list order whatever the server sent', () => {
    expect(byListOrder([c, a, b]).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(byListOrder([input({ id: 5, listOrder: 0 }), input({ id: 4, listOrder: 0 })]).map((i) => i.id)).toEqual([4, 5]);
  });

  it('moves an item and numbers the sequence from 1', () => {
    const moved = moveItem([a, b, c], 2, 0);
    expect(moved.map((i) => i.id)).toEqual([3, 1, 2]);
    const body = orderBody(moved.map((i) => i.id));
    expect(body).toEqual([
      { id: 3, listOrder: 1 },
      { id: 1, listOrder: 2 },
      { id: 2, listOrder: 3 },
    ]);
    expect(applyOrder(moved, body).map((i) => i.listOrder)).toEqual([1, 2, 3]);
    expect(moveItem([a, b], 0, 5).map((i) => i.id)).toEqual([1, 2]);
  });

  it('a rearranged page keeps its places among all the inputs', () => {
    const all = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));
    // the page held 2, 4 and 5 (e.g. sorted by id after a delete); now 5, 2, 4
    expect(mergePageOrder(all, [{ id: 5 }, { id: 2 }, { id: 4 }])).toEqual([1, 5, 3, 2, 4, 6]);
    // an item the full list no longer holds goes last
    expect(mergePageOrder([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 9 }, { id: 1 }])).toEqual([2, 9, 1]);
  });

  it('IDEA inputs are deleted without a question; the refetch is page 0, size 20, sort id', () => {
    expect(deleteNeedsConfirmation({ source: 'IDEA' })).toBe(false);
    expect(deleteNeedsConfirmation({ source: 'SUGGESTION' })).toBe(true);
    expect(AFTER_DELETE_QUERY).toEqual({ page: 0, size: 20, sort: 'id' });
  });
});

describe('tags', () => {
  it('name 2–50, description ≤ 255', () => {
    expect(validateTag(tagToForm(null)).name?.key).toBe('entity.validation.required');
    expect(validateTag({ ...tagToForm(null), name: 'a' }).name?.key).toBe('entity.validation.minlength');
    expect(validateTag({ ...tagToForm(null), name: 'a'.repeat(51) }).name?.key).toBe('entity.validation.maxlength');
    expect(validateTag({ ...tagToForm(null), name: 'ok', description: 'd'.repeat(256) }).description?.key).toBe(
      'entity.validation.maxlength',
    );
    expect(validateTag({ ...tagToForm(null), name: 'Energy' })).toEqual({});
  });
  it('builds the body', () => {
    expect(tagPayload({ id: null, name: ' Energy ', description: ' Saving ', isActive: true })).toEqual({
      name: 'Energy',
      description: 'Saving',
      isActive: true,
    });
    expect(tagPayload(tagToForm({ id: 3, name: 'Safety', description: '', isActive: false, usageCount: 2 }))).toEqual({
      id: 3,
      name: 'Safety',
      description: '',
      isActive: false,
    });
  });
});
