import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../shared/format';
import {
  checkResetPassword,
  checkTwoFactorCode,
  EMPTY_REGISTRATION,
  phoneDigits,
  registrationPayload,
  settingsPayload,
  twoFactorDigits,
  validatePasswordChange,
  validateRegistration,
  validateResetFinish,
  validateResetRequest,
  validateSettings,
  type RegistrationForm,
} from './validation';

const REQUIRED = { key: 'entity.validation.required' };

const valid: RegistrationForm = {
  firstName: 'Eda',
  lastName: 'Yılmaz',
  email: 'eda@example.com',
  phone: '5321234567',
  educationLevel: 'MASTER',
  company: 'ACME',
  department: 'R',
  position: '',
  password: 'pass',
  secondPassword: 'pass',
  captchaAnswer: '12345',
  termsAccepted: true,
  privacyAccepted: true,
};

describe('registration rules (spec 000 §5)', () => {
  it('a complete form passes', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('an empty form: every required field and both consents', () => {
    expect(validateRegistration(EMPTY_REGISTRATION)).toEqual({
      firstName: REQUIRED,
      lastName: REQUIRED,
      email: REQUIRED,
      phone: REQUIRED,
      educationLevel: REQUIRED,
      company: REQUIRED,
      department: REQUIRED,
      password: REQUIRED,
      secondPassword: REQUIRED,
      captchaAnswer: REQUIRED,
      termsAccepted: REQUIRED,
      privacyAccepted: REQUIRED,
    });
  });

  it('names 2 to 50, e-mail valid 5 to 254, phone exactly 10 digits', () => {
    const e = validateRegistration({
      ...valid,
      firstName: 'E',
      lastName: 'x'.repeat(51),
      email: 'eda@example',
      phone: '532123456',
    });
    expect(e.firstName).toEqual({ key: 'entity.validation.minlength', params: { min: 2 } });
    expect(e.lastName).toEqual({ key: 'entity.validation.maxlength', params: { max: 50 } });
    expect(e.email).toEqual({ key: 'global.messages.validate.email.invalid' });
    expect(e.phone).toEqual({ key: 'entity.validation.exactlength', params: { length: 10 } });
    expect(validateRegistration({ ...valid, email: 'a@b.' }).email).toEqual({ key: 'entity.validation.minlength', params: { min: 5 } });
    expect(validateRegistration({ ...valid, email: `${'a'.repeat(250)}@b.co` }).email).toEqual({
      key: 'entity.validation.maxlength',
      params: { max: 254 },
    });
  });

  it('education level is one of the six values', () => {
    for (const level of ['PRIMARY', 'SECONDARY', 'ASSOCIATE', 'BACHELOR', 'MASTER', 'DOCTORAL']) {
      expect(validateRegistration({ ...valid, educationLevel: level }).educationLevel).toBeUndefined();
    }
    expect(validateRegistration({ ...valid, educationLevel: 'KINDERGARTEN' }).educationLevel).toEqual({ key: 'entity.validation.pattern' });
  });

  it('company and department 1 to 50; position optional but 2 to 50 when given', () => {
    expect(validateRegistration({ ...valid, company: 'x'.repeat(51) }).company).toEqual({
      key: 'entity.validation.maxlength',
      params: { max: 50 },
    });
    expect(validateRegistration({ ...valid, department: ' ' }).department).toEqual(REQUIRED);
    expect(validateRegistration({ ...valid, position: 'P' }).position).toEqual({ key: 'entity.validation.minlength', params: { min: 2 } });
    expect(validateRegistration({ ...valid, position: 'PM' }).position).toBeUndefined();
  });

  it('password 4 to 50 and the confirmation must match', () => {
    expect(validateRegistration({ ...valid, password: 'abc', secondPassword: 'abc' }).password).toEqual({
      key: 'entity.validation.minlength',
      params: { min: 4 },
    });
    expect(validateRegistration({ ...valid, password: 'x'.repeat(51), secondPassword: 'x'.repeat(51) }).password).toEqual({
      key: 'entity.validation.maxlength',
      params: { max: 50 },
    });
    expect(validateRegistration({ ...valid, secondPassword: 'pasS' }).secondPassword).toEqual({ key: 'global.messages.error.dontMatch' });
  });
});

describe('phone input', () => {
  it('keeps 10 digits and shows them grouped 3-3-2-2', () => {
    expect(phoneDigits('532-123 45 67')).toBe('5321234567');
    expect(phoneDigits('(532) 123-45-67 89')).toBe('5321234567');
    expect(phoneDigits('abc')).toBe('');
    expect(formatPhone(phoneDigits('5321234567'))).toBe('532-123-45-67');
    expect(formatPhone('53212')).toBe('532-12');
    expect(formatPhone('53212345')).toBe('532-123-45');
    // typing after the formatted value keeps working
    expect(phoneDigits(`${formatPhone('532123')}4`)).toBe('5321234');
  });
});

describe('registration payload', () => {
  it('trims texts, sends the phone as 10 digits with the language, captcha and consents', () => {
    expect(
      registrationPayload(
        { ...valid, firstName: ' Eda ', email: ' eda@example.com ', phone: '532-123-45-67', captchaAnswer: ' 12345 ' },
        'tr',
        'tok',
      ),
    ).toEqual({
      firstName: 'Eda',
      lastName: 'Yılmaz',
      email: 'eda@example.com',
      phone: '5321234567',
      educationLevel: 'MASTER',
      company: 'ACME',
      department: 'R',
      position: '',
      password: 'pass',
      secondPassword: 'pass',
      langKey: 'tr',
      captchaToken: 'tok',
      captchaAnswer: '12345',
      termsAccepted: true,
      privacyAccepted: true,
    });
    expect(registrationPayload(valid, 'en', null).captchaToken).toBe('');
  });
});

describe('reset request rules', () => {
  it('letters (any script), space, digits and + . @ _ - only; captcha required', () => {
    for (const ok of ['user', 'eda.yilmaz+x@example.com', 'Şükrü Öztürk', 'a_b-c']) {
      expect(validateResetRequest({ emailOrUsername: ok, captchaAnswer: '1' }), ok).toEqual({});
    }
    for (const bad of ['user!', 'a/b', 'x<y>', "o'neil"]) {
      expect(validateResetRequest({ emailOrUsername: bad, captchaAnswer: '1' }).emailOrUsername, bad).toEqual({
        key: 'resetRequest.messages.validate.pattern',
      });
    }
    expect(validateResetRequest({ emailOrUsername: '', captchaAnswer: '' })).toEqual({
      emailOrUsername: REQUIRED,
      captchaAnswer: REQUIRED,
    });
  });
});

describe('reset finish: the strong password rule', () => {
  const RULE = { key: 'global.messages.validate.newPassword.rulePassword' };
  it('needs 8+ characters with lower, upper, digit and symbol', () => {
    expect(checkResetPassword('Passw0rd!')).toBeUndefined();
    expect(checkResetPassword('Şifre-12')).toBeUndefined();
    expect(checkResetPassword('Pa0!')).toEqual(RULE);
    expect(checkResetPassword('password')).toEqual(RULE);
    expect(checkResetPassword('Password1')).toEqual(RULE);
    expect(checkResetPassword('password1!')).toEqual(RULE);
    expect(checkResetPassword('PASSWORD1!')).toEqual(RULE);
    expect(checkResetPassword('Password!!')).toEqual(RULE);
  });
  it('length 4 to 50 comes first, then the confirmation', () => {
    expect(checkResetPassword('')).toEqual(REQUIRED);
    expect(checkResetPassword('aB1')).toEqual({ key: 'entity.validation.minlength', params: { min: 4 } });
    expect(checkResetPassword(`aB1!${'x'.repeat(47)}`)).toEqual({ key: 'entity.validation.maxlength', params: { max: 50 } });
    expect(validateResetFinish({ newPassword: 'Passw0rd!', confirmPassword: 'Passw0rd?' })).toEqual({
      confirmPassword: { key: 'global.messages.error.dontMatch' },
    });
    expect(validateResetFinish({ newPassword: 'Passw0rd!', confirmPassword: 'Passw0rd!' })).toEqual({});
  });
});

describe('settings and password change', () => {
  it('settings: names and e-mail required, language one of the configured ones', () => {
    expect(validateSettings({ firstName: 'A', lastName: 'B', email: 'a@b.co', langKey: 'tr' }, ['en', 'tr'])).toEqual({});
    expect(validateSettings({ firstName: '', lastName: ' ', email: 'nope@x', langKey: 'de' }, ['en', 'tr'])).toEqual({
      firstName: REQUIRED,
      lastName: REQUIRED,
      email: { key: 'global.messages.validate.email.invalid' },
      langKey: { key: 'entity.validation.pattern' },
    });
    expect(settingsPayload({ firstName: ' A ', lastName: ' B', email: ' a@b.co ', langKey: 'en' })).toEqual({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      langKey: 'en',
    });
  });

  it('password change: current required, new 4 to 50, confirmation matches', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      currentPassword: REQUIRED,
      newPassword: { key: 'entity.validation.minlength', params: { min: 4 } },
      confirmPassword: { key: 'global.messages.error.dontMatch' },
    });
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'user', confirmPassword: 'user' })).toEqual({});
  });

  it('two-factor code: 6 digits', () => {
    expect(checkTwoFactorCode('')).toEqual(REQUIRED);
    expect(checkTwoFactorCode('12345')).toEqual({ key: 'login.messages.validate.twoFactor.pattern' });
    expect(checkTwoFactorCode('123456')).toBeUndefined();
    expect(twoFactorDigits('12 34-56 7')).toBe('123456');
  });
});
