import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoundText } from '../../shared/form/useZodForm';
import type { LoginForm } from './validation';

export interface LoginFieldProps extends BoundText {
  name: keyof LoginForm;
  label: string;
  testId: string;
  type?: 'password';
  placeholder?: string;
  autoComplete: string;
  inputMode?: 'numeric';
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  /** shown between the label and the input (the captcha image) */
  between?: ReactNode;
}

/** One labelled input of the dialog with its message (the dialog's own look, not FormField's). */
export function LoginField({ name, label, testId, value, onChange, error, inputRef, between, ...input }: LoginFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={name} className="form-label">
        {label}
      </label>
      {between}
      <input
        id={name}
        name={name}
        className={`form-control${error ? ' is-invalid' : ''}`}
        ref={inputRef}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
        {...input}
      />
      {error && <div className="invalid-feedback">{t(error.key)}</div>}
    </>
  );
}
