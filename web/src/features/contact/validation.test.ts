import { describe, expect, it } from 'vitest';
import { contactPayload, EMPTY_CONTACT, validateContact, type ContactForm } from './validation';

const REQUIRED = { key: 'entity.validation.required' };
const valid: ContactForm = { ...EMPTY_CONTACT, name: 'Eda', email: 'eda@example.com', message: 'Hi!', captchaAnswer: '1', terms: true };

describe('contact form rules (spec 000 §5)', () => {
  it('a minimal form passes; phone, company and subject have no rules', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, phone: 'x'.repeat(300), company: '?', subject: '' })).toEqual({});
  });

  it('an empty form', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: REQUIRED,
      email: REQUIRED,
      message: REQUIRED,
      captchaAnswer: REQUIRED,
      terms: REQUIRED,
    });
  });

  it('name max 50, e-mail valid 5 to 254, message 3 to 1000 (after trimming)', () => {
    expect(validateContact({ ...valid, name: 'x'.repeat(51) }).name).toEqual({ key: 'entity.validation.maxlength', params: { max: 50 } });
    expect(validateContact({ ...valid, email: 'a@b' }).email).toEqual({ key: 'entity.validation.minlength', params: { min: 5 } });
    expect(validateContact({ ...valid, email: 'eda@example' }).email).toEqual({ key: 'global.messages.validate.email.invalid' });
    expect(validateContact({ ...valid, message: '  Hi  ' }).message).toEqual({ key: 'entity.validation.minlength', params: { min: 3 } });
    expect(validateContact({ ...valid, message: 'x'.repeat(1001) }).message).toEqual({
      key: 'entity.validation.maxlength',
      params: { max: 1000 },
    });
    expect(validateContact({ ...valid, message: ` ${'x'.repeat(1000)} ` }).message).toBeUndefined();
  });
});

describe('contact payload', () => {
  it('trims every value and adds the language and captcha token', () => {
    expect(
      contactPayload(
        {
          name: '  Eda  ',
          email: ' eda@example.com\n',
          phone: ' 0532 ',
          company: '\tACME ',
          subject: ' Hello ',
          message: '\n Line 1\nLine 2 \n',
          captchaAnswer: ' 12345 ',
          terms: true,
        },
        'tr',
        'tok',
      ),
    ).toEqual({
      langKey: 'tr',
      name: 'Eda',
      email: 'eda@example.com',
      phone: '0532',
      company: 'ACME',
      subject: 'Hello',
      message: 'Line 1\nLine 2',
      captchaToken: 'tok',
      captchaAnswer: '12345',
    });
  });
});
