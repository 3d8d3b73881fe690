import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { charCount, type FieldMessage } from './validation';

/** Translates a field message; the field's label is the `fieldName` parameter. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (message: FieldMessage | undefined, label: string): string =>
    message ? t(message.key, { ...message.params, fieldName: label, defaultValue: message.key }) : '';
}

export function FieldFeedback({ id, message, label }: { id: string; message?: FieldMessage; label: string }) {
  const text = useFieldMessage()(message, label);
  if (!text) return null;
  return (
    <div className="invalid-feedback d-block" id={`${id}-error`} data-testid={`${id}-error`}>
      {text}
    </div>
  );
}

/** A field's label, with the red mark of a required field. */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="form-label">
      {label}
      {required && (
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldMessage;
  required?: boolean;
  /** the first option, of value '' ("choose…", "none") */
  placeholder?: string;
  /** the options after the placeholder and the children */
  options?: readonly { value: string; label: string }[];
  /** <option>s of its own (before `options`) */
  children?: ReactNode;
  /** a sentence under the field, read with it */
  help?: string;
}

/** A labelled Bootstrap select with its validation message; data-testid is the id. */
export function SelectField({ id, label, value, onChange, error, required, placeholder, options = [], children, help }: SelectFieldProps) {
  return (
    <div className="mb-3">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={help ? `${id}-help` : undefined}
        data-testid={id}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {children}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
      <FieldFeedback id={id} message={error} label={label} />
    </div>
  );
}

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldMessage;
  type?: 'text' | 'email' | 'tel' | 'password';
  required?: boolean;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  placeholder?: string;
  help?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** A labelled Bootstrap input with its validation message; data-testid is the id. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  required,
  autoComplete,
  maxLength,
  inputMode,
  placeholder,
  help,
  disabled,
  className = 'mb-3',
}: TextFieldProps) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={id}
        type={type}
        className={`form-control${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={id}
      />
      {help && <div className="form-text">{help}</div>}
      <FieldFeedback id={id} message={error} label={label} />
    </div>
  );
}

export interface TextAreaFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldMessage;
  required?: boolean;
  /** the most characters; shown as a counter under the field */
  maxLength: number;
  rows?: number;
  placeholder?: string;
  /** the label read by screen readers only (a comment box whose heading says what it is) */
  hideLabel?: boolean;
  className?: string;
}

/** A labelled Bootstrap textarea with a character counter and its validation message; data-testid is the id. */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  error,
  required,
  maxLength,
  rows = 3,
  placeholder,
  hideLabel,
  className = 'mb-3',
}: TextAreaFieldProps) {
  return (
    <div className={className}>
      {hideLabel ? (
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
      ) : (
        <FieldLabel htmlFor={id} label={label} required={required} />
      )}
      <textarea
        id={id}
        name={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        data-testid={id}
      />
      <div className="form-text text-end" id={`${id}-count`}>
        {charCount(value)}/{maxLength}
      </div>
      <FieldFeedback id={id} message={error} label={label} />
    </div>
  );
}

export interface CheckFieldProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** what the box says (may hold links) */
  children: ReactNode;
  /** the field's name in messages */
  label: string;
  error?: FieldMessage;
  required?: boolean;
  disabled?: boolean;
}

export function CheckField({ id, checked, onChange, children, label, error, required, disabled }: CheckFieldProps) {
  return (
    <div className="form-check mb-2">
      <input
        id={id}
        name={id}
        type="checkbox"
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        data-testid={id}
      />
      <label htmlFor={id} className="form-check-label">
        {children}
        {required && (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <FieldFeedback id={id} message={error} label={label} />
    </div>
  );
}
