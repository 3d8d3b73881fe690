/** The account forms' rules (spec 000 §5) and payloads (§3, docs/api-foundation.md "Accounts"). */
import { isStrongPassword } from '../../shared/passwordStrength';
import { checkMatch, checkText, checkTrue, compact, MESSAGES, type FieldMessage, type FormErrors } from '../../shared/form/validation';

// ---------------------------------------------------------------- registration

export const EDUCATION_LEVELS = ['PRIMARY', 'SECONDARY', 'ASSOCIATE', 'BACHELOR', 'MASTER', 'DOCTORAL'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const PHONE_LENGTH = 10;
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 50;

export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  /** digits only, at most 10 */
  phone: string;
  educationLevel: string;
  company: string;
  department: string;
  position: string;
  password: string;
  secondPassword: string;
  captchaAnswer: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

export const EMPTY_REGISTRATION: RegistrationForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  educationLevel: '',
  company: '',
  department: '',
  position: '',
  password: '',
  secondPassword: '',
  captchaAnswer: '',
  termsAccepted: false,
  privacyAccepted: false,
};

/** The password rule of registration and password change: required, 4 to 50 characters (not trimmed). */
export function checkPassword(pw: string): FieldMessage | undefined {
  if (pw === '') return { key: MESSAGES.required };
  const n = [...pw].length;
  if (n < PASSWORD_MIN) return { key: MESSAGES.minlength, params: { min: PASSWORD_MIN } };
  if (n > PASSWORD_MAX) return { key: MESSAGES.maxlength, params: { max: PASSWORD_MAX } };
  return undefined;
}

export function validateRegistration(f: RegistrationForm): FormErrors<RegistrationForm> {
  return compact<RegistrationForm>({
    firstName: checkText(f.firstName, { required: true, min: 2, max: 50 }),
    lastName: checkText(f.lastName, { required: true, min: 2, max: 50 }),
    email: checkText(f.email, { required: true, min: 5, max: 254, email: true }),
    phone: checkText(f.phone, { required: true, length: PHONE_LENGTH, pattern: /^\d+$/ }),
    educationLevel:
      f.educationLevel === ''
        ? { key: MESSAGES.required }
        : (EDUCATION_LEVELS as readonly string[]).includes(f.educationLevel)
          ? undefined
          : { key: MESSAGES.pattern },
    company: checkText(f.company, { required: true, min: 1, max: 50 }),
    department: checkText(f.department, { required: true, min: 1, max: 50 }),
    position: checkText(f.position, { min: 2, max: 50 }),
    password: checkPassword(f.password),
    secondPassword: checkMatch(f.secondPassword, f.password),
    captchaAnswer: checkText(f.captchaAnswer, { required: true }),
    termsAccepted: checkTrue(f.termsAccepted),
    privacyAccepted: checkTrue(f.privacyAccepted),
  });
}

export interface RegistrationPayload {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  educationLevel: string;
  company: string;
  department: string;
  position: string;
  password: string;
  secondPassword: string;
  langKey: string;
  captchaToken: string;
  captchaAnswer: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

/** Digits of a phone input, at most 10: '532-123 45 67' → '5321234567'. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

export function registrationPayload(f: RegistrationForm, langKey: string, captchaToken: string | null): RegistrationPayload {
  return {
    firstName: f.firstName.trim(),
    lastName: f.lastName.trim(),
    email: f.email.trim(),
    phone: phoneDigits(f.phone),
    educationLevel: f.educationLevel,
    company: f.company.trim(),
    department: f.department.trim(),
    position: f.position.trim(),
    password: f.password,
    secondPassword: f.secondPassword,
    langKey,
    captchaToken: captchaToken ?? '',
    captchaAnswer: f.captchaAnswer.trim(),
    termsAccepted: f.termsAccepted,
    privacyAccepted: f.privacyAccepted,
  };
}

// ---------------------------------------------------------------- reset request

/** Letters (any script), space, digits and + . @ _ - (spec 000 §5 Reset request). */
export const EMAIL_OR_USERNAME_PATTERN = /^[\p{L}0-9 +.@_-]+$/u;
export const EMAIL_OR_USERNAME_MESSAGE: FieldMessage = { key: 'resetRequest.messages.validate.pattern' };

export interface ResetRequestForm {
  emailOrUsername: string;
  captchaAnswer: string;
}

export function validateResetRequest(f: ResetRequestForm): FormErrors<ResetRequestForm> {
  return compact<ResetRequestForm>({
    emailOrUsername: checkText(f.emailOrUsername, {
      required: true,
      max: 254,
      pattern: EMAIL_OR_USERNAME_PATTERN,
      patternMessage: EMAIL_OR_USERNAME_MESSAGE,
    }),
    captchaAnswer: checkText(f.captchaAnswer, { required: true }),
  });
}

// ---------------------------------------------------------------- reset finish

export interface ResetFinishForm {
  newPassword: string;
  confirmPassword: string;
}

/**
 * Reset finish (spec 000 §5): 4 to 50 characters, and the strong rule (8+ with lower, upper,
 * digit and symbol) → global.messages.validate.newPassword.rulePassword.
 */
export function checkResetPassword(pw: string): FieldMessage | undefined {
  return checkPassword(pw) ?? (isStrongPassword(pw) ? undefined : { key: MESSAGES.rulePassword });
}

export function validateResetFinish(f: ResetFinishForm): FormErrors<ResetFinishForm> {
  return compact<ResetFinishForm>({
    newPassword: checkResetPassword(f.newPassword),
    confirmPassword: checkMatch(f.confirmPassword, f.newPassword),
  });
}

// ---------------------------------------------------------------- settings

export interface SettingsForm {
  firstName: string;
  lastName: string;
  email: string;
  langKey: string;
}

export function validateSettings(f: SettingsForm, locales: readonly string[]): FormErrors<SettingsForm> {
  return compact<SettingsForm>({
    firstName: checkText(f.firstName, { required: true, min: 1, max: 50 }),
    lastName: checkText(f.lastName, { required: true, min: 1, max: 50 }),
    email: checkText(f.email, { required: true, min: 5, max: 254, email: true }),
    langKey:
      f.langKey === ''
        ? { key: MESSAGES.required }
        : locales.length > 0 && !locales.includes(f.langKey)
          ? { key: MESSAGES.pattern }
          : undefined,
  });
}

export function settingsPayload(f: SettingsForm): SettingsForm {
  return { firstName: f.firstName.trim(), lastName: f.lastName.trim(), email: f.email.trim(), langKey: f.langKey };
}

// ---------------------------------------------------------------- password change

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validatePasswordChange(f: PasswordChangeForm): FormErrors<PasswordChangeForm> {
  return compact<PasswordChangeForm>({
    currentPassword: f.currentPassword === '' ? { key: MESSAGES.required } : undefined,
    newPassword: checkPassword(f.newPassword),
    confirmPassword: checkMatch(f.confirmPassword, f.newPassword),
  });
}

// ---------------------------------------------------------------- two-factor

export const TWO_FACTOR_CODE = /^\d{6}$/;

export function checkTwoFactorCode(code: string): FieldMessage | undefined {
  if (code === '') return { key: MESSAGES.required };
  return TWO_FACTOR_CODE.test(code) ? undefined : { key: 'login.messages.validate.twoFactor.pattern' };
}

/** What a code input keeps: digits only, at most 6. */
export function twoFactorDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}
