/** Sign-in rules (spec 000 §5) as a zod schema for useZodForm, with the spec's message keys. */
import { z } from 'zod';
import { formErrors, rule } from '../../shared/form/schema';
import { MESSAGES } from '../../shared/form/validation';

export interface LoginForm {
  username: string;
  password: string;
  captchaAnswer: string;
  twoFactorCode: string;
}

export type LoginFormErrors = Partial<Record<keyof LoginForm, string>>;

export const TWO_FACTOR_PATTERN = /^\d{6}$/;

export interface LoginRules {
  /** a captcha is shown: its answer is required */
  captchaRequired: boolean;
  /** a two-factor token exists: the code is required, digits only, exactly 6 */
  twoFactorRequired: boolean;
}

/** Username and password required; the captcha answer and the two-factor code when they are asked for. */
export function loginSchema({ captchaRequired, twoFactorRequired }: LoginRules) {
  return z.object({
    username: z.string().superRefine(rule((v: string) => (v.trim() ? undefined : { key: 'login.messages.validate.username.required' }))),
    password: z.string().superRefine(rule((v: string) => (v ? undefined : { key: 'login.messages.validate.password.required' }))),
    captchaAnswer: z.string().superRefine(rule((v: string) => (captchaRequired && !v.trim() ? { key: MESSAGES.required } : undefined))),
    twoFactorCode: z
      .string()
      .superRefine(
        rule((v: string) =>
          twoFactorRequired && !TWO_FACTOR_PATTERN.test(v) ? { key: 'login.messages.validate.twoFactor.pattern' } : undefined,
        ),
      ),
  });
}

/** The message key of each field the rules refuse. */
export function validateLoginForm(form: LoginForm, rules: LoginRules): LoginFormErrors {
  const errors: LoginFormErrors = {};
  for (const [field, message] of Object.entries(formErrors(loginSchema(rules), form))) {
    if (message) errors[field as keyof LoginForm] = message.key;
  }
  return errors;
}
