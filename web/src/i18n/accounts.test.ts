import { describe, expect, it } from 'vitest';
import en from './en.json';
import tr from './tr.json';
import type { Messages } from './index';

function lookup(obj: Messages, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined), obj);
}

/** The fieldErrors the account endpoints answer (docs/api-foundation.md "Accounts"): objectName → fields. */
const FIELDS: Record<string, string[]> = {
  registration: [
    'firstName',
    'lastName',
    'email',
    'phone',
    'educationLevel',
    'company',
    'department',
    'position',
    'password',
    'secondPassword',
    'langKey',
    'captchaToken',
    'captchaAnswer',
    'termsAccepted',
    'privacyAccepted',
  ],
  resetRequest: ['emailOrUsername', 'captchaToken', 'captchaAnswer'],
  resetFinish: ['key', 'newPassword'],
  settings: ['firstName', 'lastName', 'email', 'langKey'],
  passwordChange: ['currentPassword', 'newPassword'],
  contact: ['langKey', 'name', 'email', 'phone', 'company', 'subject', 'message', 'captchaToken', 'captchaAnswer'],
  twoFactor: ['code'],
};

const CODES = ['NotNull', 'NotBlank', 'Size', 'Email', 'Pattern', 'dontMatch', 'AssertTrue', 'rulePassword'];
const ERROR_KEYS = [
  'captchaInvalid',
  'emailexists',
  'registrationClosed',
  'activationKeyInvalid',
  'resetKeyInvalid',
  'invalidPassword',
  'contactFormDisabled',
  'twoFactorCodeInvalid',
  'twoFactorNotSetUp',
  'twoFactorAlreadyEnabled',
];
const SUCCESS_KEYS = [
  'register.messages.success',
  'reset.finish.messages.success',
  'contact.messages.success',
  'settings.messages.success',
  'password.messages.success',
  'password.messages.error',
  'error.contributionValidateError',
  'login.error.twoFactor',
];

describe('account translations (en and tr)', () => {
  for (const [name, messages] of [
    ['en', en],
    ['tr', tr],
  ] as const) {
    it(`${name}: every field name the error mapping asks for ({objectName}.{field})`, () => {
      const missing = Object.entries(FIELDS)
        .flatMap(([object, fields]) => fields.map((f) => `${object}.${f}`))
        .filter((k) => typeof lookup(messages as Messages, k) !== 'string');
      expect(missing).toEqual([]);
    });

    it(`${name}: every field code, errorKey and message key`, () => {
      const keys = [...CODES.map((c) => `error.${c}`), ...ERROR_KEYS.map((k) => `error.${k}`), ...SUCCESS_KEYS];
      expect(keys.filter((k) => typeof lookup(messages as Messages, k) !== 'string')).toEqual([]);
    });
  }

  it('the activation texts are the spec texts', () => {
    expect(lookup(en as Messages, 'activate.messages.success')).toBe('Your user account has been activated.');
    expect(lookup(en as Messages, 'activate.messages.error')).toBe(
      'Your user could not be activated. Please use the registration form to sign up.',
    );
    expect(lookup(en as Messages, 'entity.validation.required')).toBe('This field is required.');
  });
});
