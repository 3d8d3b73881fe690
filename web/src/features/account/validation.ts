/**
 * The account forms' rules (spec 000 §5) as zod schemas for useZodForm, with the spec's message
 * keys, and their payloads (§3, docs/api-foundation.md "Accounts"). Each `validateX` answers the
 * schema's first message per field (for tests and checks outside a form).
 */
import { z } from 'zod';
import type { Schemas } from '../../app/api/types';
import { isStrongPassword } from '../../shared/passwordStrength';
import { formErrors, mustBeTrue, rule, sameAs, text } from '../../shared/form/schema';
import { MESSAGES, type FieldMessage, type FormErrors } from '../../shared/form/validation';

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

function checkEducationLevel(level: string): FieldMessage | undefined {
  if (level === '') return { key: MESSAGES.required };
  return (EDUCATION_LEVELS as readonly string[]).includes(level) ? undefined : { key: MESSAGES.pattern };
}

/** A password: required, 4 to 50 characters, not trimmed. */
const password = () => z.string().superRefine(rule(checkPassword));

export const registrationSchema = z
  .object({
    firstName: text({ required: true, min: 2, max: 50 }),
    lastName: text({ required: true, min: 2, max: 50 }),
    email: text({ required: true, min: 5, max: 254, email: true }),
    phone: text({ required: true, length: PHONE_LENGTH, pattern: /^\d+$/ }),
    educationLevel: z.string().superRefine(rule(checkEducationLevel)),
    company: text({ required: true, min: 1, max: 50 }),
    department: text({ required: true, min: 1, max: 50 }),
    position: text({ min: 2, max: 50 }),
    password: password(),
    secondPassword: z.string(),
    captchaAnswer: text({ required: true }),
    termsAccepted: mustBeTrue(),
    privacyAccepted: mustBeTrue(),
  })
  .superRefine(sameAs('password', 'secondPassword'));

export function validateRegistration(f: RegistrationForm): FormErrors<RegistrationForm> {
  return formErrors(registrationSchema, f);
}

/** What the server reads (every member filled in by the form). */
export type RegistrationPayload = Required<Schemas['RegisterRequest']>;

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

export const resetRequestSchema = z.object({
  emailOrUsername: text({ required: true, max: 254, pattern: EMAIL_OR_USERNAME_PATTERN, patternMessage: EMAIL_OR_USERNAME_MESSAGE }),
  captchaAnswer: text({ required: true }),
});

export function validateResetRequest(f: ResetRequestForm): FormErrors<ResetRequestForm> {
  return formErrors(resetRequestSchema, f);
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

export const resetFinishSchema = z
  .object({ newPassword: z.string().superRefine(rule(checkResetPassword)), confirmPassword: z.string() })
  .superRefine(sameAs('newPassword', 'confirmPassword'));

export function validateResetFinish(f: ResetFinishForm): FormErrors<ResetFinishForm> {
  return formErrors(resetFinishSchema, f);
}

// ---------------------------------------------------------------- settings

export interface SettingsForm {
  firstName: string;
  lastName: string;
  email: string;
  langKey: string;
}

/** The settings rules; the language must be one of the configured ones (`locales`, when known). */
export function settingsSchema(locales: readonly string[]) {
  const language = (langKey: string): FieldMessage | undefined => {
    if (langKey === '') return { key: MESSAGES.required };
    return locales.length > 0 && !locales.includes(langKey) ? { key: MESSAGES.pattern } : undefined;
  };
  return z.object({
    firstName: text({ required: true, min: 1, max: 50 }),
    lastName: text({ required: true, min: 1, max: 50 }),
    email: text({ required: true, min: 5, max: 254, email: true }),
    langKey: z.string().superRefine(rule(language)),
  });
}

export function validateSettings(f: SettingsForm, locales: readonly string[]): FormErrors<SettingsForm> {
  return formErrors(settingsSchema(locales), f);
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

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().superRefine(rule((v: string) => (v === '' ? { key: MESSAGES.required } : undefined))),
    newPassword: password(),
    confirmPassword: z.string(),
  })
  .superRefine(sameAs('newPassword', 'confirmPassword'));

export function validatePasswordChange(f: PasswordChangeForm): FormErrors<PasswordChangeForm> {
  return formErrors(passwordChangeSchema, f);
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

/** The code form of two-factor sign-in (enable or disable). */
export const twoFactorCodeSchema = z.object({ code: z.string().superRefine(rule(checkTwoFactorCode)) });
export type TwoFactorCodeForm = z.infer<typeof twoFactorCodeSchema>;
