import { describe, expect, it } from 'vitest';
import { formErrors } from '../../shared/form/schema';
import {
  actionItemSchema,
  benefitBody,
  benefitSchema,
  benefitToForm,
  formatAmount,
  newItem,
  newStep,
  scheduleBody,
  scheduleSchema,
  showsActionItems,
  showsBenefits,
  showsSchedule,
} from './model';

describe('benefit model', () => {
  it('formats decimal text with a thousands separator and two decimals, without floats', () => {
    expect(formatAmount('0.5')).toBe('0.50');
    expect(formatAmount('1250')).toBe('1,250.00');
    expect(formatAmount('11999999999999.88')).toBe('11,999,999,999,999.88');
    expect(formatAmount('999999999999.99')).toBe('999,999,999,999.99');
  });

  it('checks the items as the server does', () => {
    const form = benefitToForm(null, 'FORECAST');
    expect(formErrors(benefitSchema, form)).toMatchObject({
      'items.0.category': { key: 'entity.validation.required' },
      'items.0.amount': { key: 'entity.validation.required' },
      'items.0.period': { key: 'entity.validation.required' },
    });
    for (const bad of ['12.345', '-5', '1e5', '1,000.00', '1000000000000']) {
      const v = { ...form, items: [{ ...newItem(), category: 'OTHER' as const, period: 'YEARLY' as const, amount: bad }] };
      expect(formErrors(benefitSchema, v)).toEqual({ 'items.0.amount': { key: 'benefit.validation.amount' } });
    }
    const ok = { ...form, items: [{ ...newItem('eur'), category: 'OTHER' as const, period: 'YEARLY' as const, amount: ' 12.5 ' }] };
    expect(formErrors(benefitSchema, { ...ok, items: [{ ...ok.items[0], currency: 'EUR' }] })).toEqual({});
    expect(benefitBody({ ...ok, items: [{ ...ok.items[0], currency: 'eur' }] }, 7)).toEqual({
      contributionId: 7,
      benefitType: 'FORECAST',
      isActionItemAnalysis: false,
      explanation: '',
      removeFile: false,
      items: [{ category: 'OTHER', amount: '12.5', currency: 'EUR', period: 'YEARLY', explanation: '' }],
    });
  });

  it('checks schedule steps: dates in order, a done step has ended', () => {
    const step = { ...newStep(), title: 'Order', plannedStart: '2026-03-02', plannedEnd: '2026-03-01' };
    expect(formErrors(scheduleSchema, { steps: [step] })).toEqual({ 'steps.0.plannedEnd': { key: 'schedule.validation.endBeforeStart' } });
    const done = { ...step, plannedEnd: '2026-03-05', status: 'DONE' as const, actualEnd: '2026-03-04' };
    expect(formErrors(scheduleSchema, { steps: [done] })).toEqual({ 'steps.0.actualStart': { key: 'entity.validation.required' } });
    const fine = { ...done, actualStart: '2026-03-02' };
    expect(formErrors(scheduleSchema, { steps: [fine] })).toEqual({});
    expect(scheduleBody({ steps: [{ ...fine, actualStart: '', actualEnd: '' }] }, 7).steps?.[0]).toMatchObject({
      actualStart: null,
      actualEnd: null,
    });
  });

  it('needs an assignee and a due date for an action item', () => {
    expect(formErrors(actionItemSchema, { title: 'As', description: '', assigneeId: null, dueDate: '' })).toEqual({
      title: { key: 'entity.validation.minlength', params: { min: 3 } },
      assigneeId: { key: 'entity.validation.required' },
      dueDate: { key: 'entity.validation.required' },
    });
  });

  it('shows the tabs the state lets the caller see, as the server decides', () => {
    const d = { commands: [] as string[], callerRoles: ['OWNER'], stateType: 'SUBMITTED' as const };
    expect([showsBenefits(d), showsSchedule(d), showsActionItems(d)]).toEqual([false, false, false]);
    const accepted = { commands: ['BENEFIT_ANALYSIS_VIEW', 'VIEW_ACTION_ITEM'], callerRoles: ['OWNER'], stateType: 'ACCEPTANCE' as const };
    expect([showsBenefits(accepted), showsSchedule(accepted), showsActionItems(accepted)]).toEqual([true, true, true]);
    expect(showsBenefits({ ...d, callerRoles: ['MANAGER'] })).toBe(true);
  });
});
