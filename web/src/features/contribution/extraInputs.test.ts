import { describe, expect, it } from 'vitest';
import {
  answersPayload,
  answerText,
  checkAnswer,
  checkAnswers,
  inputsForField,
  labelOf,
  limitsOf,
  optionsOf,
  rejectsKey,
  ruleMessages,
} from './extraInputs';
import { input, options } from './testing';

const a = (value: string, values: string[] = []) => ({ value, values });

describe('extra inputs', () => {
  it('uses the default limits when min/max are blank', () => {
    expect(limitsOf(input({ id: 1, inputType: 'TEXT' }))).toEqual({ min: 0, max: 255 });
    expect(limitsOf(input({ id: 1, inputType: 'TEXT_AREA' }))).toEqual({ min: 0, max: 1024 });
    expect(limitsOf(input({ id: 1, inputType: 'RICH_TEXT' }))).toEqual({ min: 0, max: 10000 });
    expect(limitsOf(input({ id: 1, inputType: 'NUMERIC', maxLenOrValue: 99 }))).toEqual({ min: 0, max: 99 });
    expect(limitsOf(input({ id: 1, inputType: 'BOOL' }))).toBeNull();
  });

  it('a required input may stay empty in a draft, not when submitting', () => {
    const i = input({ id: 1, inputType: 'TEXT', isRequired: true });
    expect(checkAnswer(i, a(' '), false)).toBeUndefined();
    expect(checkAnswer(i, a(' '), true)?.key).toBe('entity.validation.required');
    const rich = input({ id: 2, inputType: 'RICH_TEXT', isRequired: true });
    expect(checkAnswer(rich, a('<p></p>'), true)?.key).toBe('entity.validation.required');
    const bool = input({ id: 3, inputType: 'BOOL', isRequired: true });
    expect(checkAnswer(bool, a('false'), true)?.key).toBe('entity.validation.required');
    expect(checkAnswer(bool, a('true'), true)).toBeUndefined();
    const multi = input({ id: 4, inputType: 'MULTIPLE_SELECTION', isRequired: true, selectionValues: options('x') });
    expect(checkAnswer(multi, a('', []), true)?.key).toBe('entity.validation.required');
  });

  it('checks lengths, digits and ranges, dates and selections', () => {
    expect(checkAnswer(input({ id: 1, inputType: 'TEXT', minLenOrValue: 5 }), a('abc'), false)?.key).toBe('entity.validation.minlength');
    expect(checkAnswer(input({ id: 1, inputType: 'TEXT_AREA', maxLenOrValue: 3 }), a('abcd'), false)?.params).toEqual({ max: 3 });
    expect(checkAnswer(input({ id: 1, inputType: 'NUMERIC' }), a('12a'), false)?.key).toBe('contribution.validation.digits');
    expect(checkAnswer(input({ id: 1, inputType: 'NUMERIC', minLenOrValue: 10, maxLenOrValue: 20 }), a('9'), false)?.key).toBe(
      'contribution.validation.range',
    );
    expect(checkAnswer(input({ id: 1, inputType: 'NUMERIC', minLenOrValue: 10, maxLenOrValue: 20 }), a('15'), false)).toBeUndefined();
    expect(checkAnswer(input({ id: 1, inputType: 'DATE' }), a('2025-13'), false)?.key).toBe('contribution.validation.date');
    expect(checkAnswer(input({ id: 1, inputType: 'DATE' }), a('2025-01-31'), false)).toBeUndefined();
    // selections answer ranks: '1' is the option 'x', its label is not an answer
    expect(checkAnswer(input({ id: 1, inputType: 'SINGLE_SELECTION', selectionValues: options('x') }), a('x'), false)?.key).toBe(
      'contribution.validation.selection',
    );
    expect(checkAnswer(input({ id: 1, inputType: 'SINGLE_SELECTION', selectionValues: options('x') }), a('1'), false)).toBeUndefined();
    expect(
      checkAnswer(input({ id: 1, inputType: 'MULTIPLE_SELECTION', selectionValues: options('x') }), a('', ['1', '2']), false)?.key,
    ).toBe('contribution.validation.selection');
    expect(
      checkAnswer(input({ id: 1, inputType: 'MULTIPLE_SELECTION', selectionValues: options('x', 'y') }), a('', ['2', '1']), false),
    ).toBeUndefined();
  });

  it('keys errors like the server: extraInput[{id}]', () => {
    const inputs = [input({ id: 12, inputType: 'TEXT', isRequired: true }), input({ id: 13, inputType: 'TEXT' })];
    expect(Object.keys(checkAnswers(inputs, {}, true))).toEqual(['extraInput[12]']);
  });

  it('the numeric input refuses every printable key but digits', () => {
    expect(rejectsKey('a')).toBe(true);
    expect(rejectsKey('-')).toBe(true);
    expect(rejectsKey('7')).toBe(false);
    expect(rejectsKey('Backspace')).toBe(false);
    expect(rejectsKey('v', true)).toBe(false);
  });

  it('sends answers by type: BOOL as true/false, MULTIPLE in values', () => {
    const inputs = [
      input({ id: 1, inputType: 'BOOL' }),
      input({ id: 2, inputType: 'MULTIPLE_SELECTION' }),
      input({ id: 3, inputType: 'DATE' }),
    ];
    expect(answersPayload(inputs, { 2: a('ignored', ['p']), 3: a('2025-01-01') })).toEqual([
      { extraInputId: 1, value: 'false', values: [] },
      { extraInputId: 2, value: '', values: ['p'] },
      { extraInputId: 3, value: '2025-01-01', values: [] },
    ]);
  });

  it('lists the rules for the info popover', () => {
    expect(
      ruleMessages(input({ id: 1, inputType: 'TEXT', isRequired: true, minLenOrValue: 3, maxLenOrValue: 50 })).map((m) => m.key),
    ).toEqual([
      'contribution.extraInput.rules.required',
      'contribution.extraInput.rules.minlength',
      'contribution.extraInput.rules.maxlength',
    ]);
    expect(ruleMessages(input({ id: 1, inputType: 'NUMERIC' }))[1]).toEqual({
      key: 'contribution.extraInput.rules.range',
      params: { min: 0, max: 1000000 },
    });
    expect(ruleMessages(input({ id: 1, inputType: 'BOOL' }))).toEqual([]);
  });

  it('keeps the inputs of no field and of the chosen field, in list order', () => {
    const inputs = [
      input({ id: 3, inputType: 'TEXT', listOrder: 2 }),
      input({ id: 1, inputType: 'TEXT', fieldId: 5, listOrder: 1 }),
      input({ id: 2, inputType: 'TEXT', fieldId: 6, listOrder: 0 }),
    ];
    expect(inputsForField(inputs, 5).map((i) => i.id)).toEqual([1, 3]);
    expect(inputsForField(inputs, null).map((i) => i.id)).toEqual([3]);
  });

  it('labels from the definition list in the language when the answer has none', () => {
    const i = input({
      id: 1,
      inputType: 'TEXT',
      label: '',
      definitionList: [
        { id: 1, extraInputId: 1, language: 'en', label: 'Cost', explanation: 'In euros' },
        { id: 2, extraInputId: 1, language: 'tr', label: 'Maliyet', explanation: 'Avro' },
      ],
    });
    expect(labelOf(i, 'tr')).toEqual({ label: 'Maliyet', explanation: 'Avro' });
    expect(labelOf(i, 'fr').label).toBe('Cost');
  });

  it('offers the options in rank order, labelled in the language, else English, else any', () => {
    const i = input({
      id: 1,
      inputType: 'SINGLE_SELECTION',
      selectionValues: [
        { language: 'tr', label: 'Yüksek', rank: 5 },
        { language: 'en', label: 'High', rank: 5 },
        { language: 'de', label: 'Niedrig', rank: 2 },
        { language: 'en', label: 'Low', rank: 2 },
        { language: 'de', label: 'Mittel', rank: 3 },
      ],
    });
    expect(optionsOf(i, 'tr')).toEqual([
      { value: '2', label: 'Low' },
      { value: '3', label: 'Mittel' },
      { value: '5', label: 'Yüksek' },
    ]);
    expect(optionsOf(i, 'de').map((o) => o.label)).toEqual(['Niedrig', 'Mittel', 'High']);
  });

  it('reads stored answers for the detail page', () => {
    const sel = options('Low', 'High');
    // the server's labels in the caller's language come first
    expect(
      answerText(
        input({ id: 1, inputType: 'MULTIPLE_SELECTION', values: ['1', '2'], valueLabels: ['Düşük', 'Yüksek'], selectionValues: sel }),
        'Yes',
        'No',
        'tr',
      ),
    ).toBe('Düşük, Yüksek');
    // else the ranks are looked up; a rank no longer offered shows nothing
    expect(answerText(input({ id: 1, inputType: 'MULTIPLE_SELECTION', values: ['2', '9'], selectionValues: sel }), 'Yes', 'No', 'en')).toBe(
      'High',
    );
    expect(answerText(input({ id: 1, inputType: 'SINGLE_SELECTION', value: '1', selectionValues: sel }), 'Yes', 'No', 'en')).toBe('Low');
    expect(answerText(input({ id: 1, inputType: 'BOOL', value: 'true' }), 'Yes', 'No', 'en')).toBe('Yes');
    expect(answerText(input({ id: 1, inputType: 'BOOL', value: '' }), 'Yes', 'No', 'en')).toBe('');
    expect(answerText(input({ id: 1, inputType: 'TEXT', value: 'Free' }), 'Yes', 'No', 'en')).toBe('Free');
  });
});
