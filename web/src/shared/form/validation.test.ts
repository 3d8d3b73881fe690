import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api';
import { charCount, checkMatch, checkText, checkTrue, compact, errorKeyOf, hasErrors, isEmail, serverFieldErrors } from './validation';

describe('generic form rules', () => {
  it('required, then length, then e-mail, then pattern; values are trimmed', () => {
    expect(checkText('  ', { required: true })).toEqual({ key: 'entity.validation.required' });
    expect(checkText('', { min: 2 })).toBeUndefined();
    expect(checkText(' a ', { required: true, min: 2 })).toEqual({ key: 'entity.validation.minlength', params: { min: 2 } });
    expect(checkText('abc', { max: 2 })).toEqual({ key: 'entity.validation.maxlength', params: { max: 2 } });
    expect(checkText('123', { length: 10 })).toEqual({ key: 'entity.validation.exactlength', params: { length: 10 } });
    expect(checkText('a@b', { email: true })).toEqual({ key: 'global.messages.validate.email.invalid' });
    expect(checkText('x!', { pattern: /^\w+$/ })).toEqual({ key: 'entity.validation.pattern' });
    expect(checkText('x!', { pattern: /^\w+$/, patternMessage: { key: 'own' } })).toEqual({ key: 'own' });
    expect(checkText('ok', { required: true, min: 2, max: 2, pattern: /^\w+$/ })).toBeUndefined();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(charCount('ğüş😀')).toBe(4);
    expect(checkText('😀😀', { min: 2, max: 2 })).toBeUndefined();
  });

  it('e-mail addresses', () => {
    expect(isEmail('a.b+c@example.com')).toBe(true);
    for (const bad of ['a@b', 'a b@example.com', '@example.com', 'a@@example.com', 'a@example.']) expect(isEmail(bad), bad).toBe(false);
  });

  it('checkboxes and confirmations', () => {
    expect(checkTrue(false)).toEqual({ key: 'entity.validation.required' });
    expect(checkTrue(true)).toBeUndefined();
    expect(checkMatch('', 'x')).toEqual({ key: 'entity.validation.required' });
    expect(checkMatch('y', 'x')).toEqual({ key: 'global.messages.error.dontMatch' });
    expect(checkMatch('x', 'x')).toBeUndefined();
  });

  it('compact and hasErrors', () => {
    const e = compact<{ a: string; b: string }>({ a: undefined, b: { key: 'k' } });
    expect(e).toEqual({ b: { key: 'k' } });
    expect(hasErrors(e)).toBe(true);
    expect(hasErrors({})).toBe(false);
  });
});

describe('server answers', () => {
  const request = { method: 'POST' as const, url: '/api/register' };
  it('reads the errorKey', () => {
    expect(
      errorKeyOf(new ApiError('x', { status: 400, request, body: { errorKey: 'captchaInvalid', message: 'error.captchaInvalid' } })),
    ).toBe('captchaInvalid');
    expect(errorKeyOf(new ApiError('x', { status: 500, request, body: 'text' }))).toBeNull();
    expect(errorKeyOf(null)).toBeNull();
  });

  it('maps fieldErrors to error.{code}, Min/Max/DecimalMin/DecimalMax to Size, first per field', () => {
    const body = {
      fieldErrors: [
        { objectName: 'registration', field: 'phone', message: 'Pattern' },
        { objectName: 'registration', field: 'phone', message: 'Size' },
        { objectName: 'registration', field: 'age', message: 'Min' },
        { objectName: 'registration', field: 'secondPassword', message: 'dontMatch' },
      ],
    };
    expect(serverFieldErrors(new ApiError('x', { status: 400, request, body }))).toEqual({
      phone: { key: 'error.Pattern' },
      age: { key: 'error.Size' },
      secondPassword: { key: 'error.dontMatch' },
    });
    expect(serverFieldErrors(new ApiError('x', { status: 400, request, body: {} }))).toEqual({});
  });
});
