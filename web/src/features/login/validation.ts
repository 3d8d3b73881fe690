export interface LoginForm {
  username: string;
  password: string;
  captchaAnswer: string;
  twoFactorCode: string;
}

export type LoginFormErrors = Partial<Record<keyof LoginForm, string>>;

export const TWO_FACTOR_PATTERN = /^\d{6}$/;

/** Sign-in rules (spec 000 §5): username and password required; two-factor code digits only, exactly 6. */
export function validateLoginForm(form: LoginForm, opts: { captchaRequired: boolean; twoFactorRequired: boolean }): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (!form.username.trim()) errors.username = 'login.messages.validate.username.required';
  if (!form.password) errors.password = 'login.messages.validate.password.required';
  if (opts.captchaRequired && !form.captchaAnswer.trim()) errors.captchaAnswer = 'entity.validation.required';
  if (opts.twoFactorRequired && !TWO_FACTOR_PATTERN.test(form.twoFactorCode)) {
    errors.twoFactorCode = 'login.messages.validate.twoFactor.pattern';
  }
  return errors;
}
