import { describe, expect, it } from 'vitest';
import { coOwnersOf, splitServerErrors, submitAction, toMainForm, toPayload, validateForSubmit, validateMain } from './form';
import { DETAIL, ENTITY, input, options } from './testing';

describe('contribution form', () => {
  it('takes the campaign from the entity, else from the route, else the free option', () => {
    expect(toMainForm({ ...ENTITY, campaignId: 4 }, 5).campaignId).toBe('4');
    expect(toMainForm(ENTITY, 5).campaignId).toBe('5');
    expect(toMainForm(ENTITY, null).campaignId).toBe('0');
    expect(toMainForm({ ...ENTITY, fieldId: 3 }, null).fieldId).toBe('3');
  });

  it('checks title 3–200 and summary ≤ 1000 on every save', () => {
    const ok = toMainForm({ ...ENTITY, title: 'Less paper' }, null);
    expect(validateMain(ok)).toEqual({});
    expect(validateMain({ ...ok, title: 'ab' }).title?.key).toBe('entity.validation.minlength');
    expect(validateMain({ ...ok, title: 'x'.repeat(201) }).title?.key).toBe('entity.validation.maxlength');
    expect(validateMain({ ...ok, summary: 'x'.repeat(1001) }).summary?.key).toBe('entity.validation.maxlength');
  });

  it('before submitting, wants a title (a new draft has none) and a summary', () => {
    const errors = validateForSubmit(toMainForm(ENTITY, null));
    expect(errors.title?.key).toBe('entity.validation.required');
    expect(errors.summary?.key).toBe('entity.validation.required');
    expect(validateForSubmit({ ...toMainForm(ENTITY, null), title: 'Less paper', summary: 'Print less' })).toEqual({});
  });

  it('builds the PUT body over the loaded entity', () => {
    const inputs = [
      input({ id: 12, inputType: 'TEXT' }),
      input({ id: 13, inputType: 'MULTIPLE_SELECTION', selectionValues: options('a', 'b') }),
    ];
    const body = toPayload(
      ENTITY,
      { title: ' Less paper ', summary: 'Print less', body: '<p>x</p>', fieldId: '3', campaignId: '0' },
      {
        tagIds: [1],
        coOwners: [{ id: 9, login: 'co' }],
        inputs,
        answers: { 12: { value: 'hi', values: [] }, 13: { value: '', values: ['2'] } },
        savedAsDraft: true,
      },
    );
    expect(body).toMatchObject({
      id: 7,
      code: 'SUG-7',
      title: 'Less paper',
      fieldId: 3,
      campaignId: 0,
      coOwnerIds: [9],
      tagIds: [1],
      savedAsDraft: true,
      extraInputAnswers: [
        { extraInputId: 12, value: 'hi', values: [] },
        { extraInputId: 13, value: '', values: ['2'] },
      ],
    });
    expect(
      toPayload(
        ENTITY,
        { title: 't', summary: '', body: '', fieldId: '', campaignId: '' },
        { tagIds: [], coOwners: [], inputs: [], answers: {}, savedAsDraft: false },
      ).fieldId,
    ).toBeNull();
  });

  it('names co-owners from the people it knows', () => {
    expect(coOwnersOf([9, 44], DETAIL.people)).toEqual([
      { id: 9, login: 'co', fullName: 'Co Owner' },
      { id: 44, login: '#44' },
    ]);
  });

  it('Submit runs the action named submit, else the first', () => {
    expect(submitAction(DETAIL.actions)?.name).toBe('submit');
    expect(submitAction([DETAIL.actions[0]])?.name).toBe('cancel');
    expect(submitAction([])).toBeNull();
  });

  it('sorts server field errors into the form and the extra inputs', () => {
    const { main, extra } = splitServerErrors({ title: { key: 'error.Size' }, 'extraInput[12]': { key: 'error.required' } });
    expect(main).toEqual({ title: { key: 'error.Size' } });
    expect(extra).toEqual({ 'extraInput[12]': { key: 'error.required' } });
  });
});
