import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BAR_COUNT, passwordStrength } from './passwordStrength';

const BAR_COLORS = ['#dc3545', '#fd7e14', '#ffc107', '#9acd32', '#198754'];

export interface PasswordInputProps {
  value: string;
  onChange: (value: string) => void;
  id?: string;
  name?: string;
  label?: string;
  placeholder?: string;
  autoComplete?: string;
  /** show the strength bars and checklist (default true) */
  showStrength?: boolean;
  invalid?: boolean;
  feedback?: string;
  required?: boolean;
  'data-testid'?: string;
}

export function PasswordStrengthBar({ password }: { password: string }) {
  const { t } = useTranslation();
  const s = passwordStrength(password);
  const items: { ok: boolean; label: string; id: string }[] = [
    { id: 'length', ok: s.checks.minLength, label: t('global.password.rules.length', { defaultValue: 'At least 8 characters' }) },
    { id: 'uppercase', ok: s.checks.uppercase, label: t('global.password.rules.uppercase', { defaultValue: 'An uppercase letter' }) },
    { id: 'lowercase', ok: s.checks.lowercase, label: t('global.password.rules.lowercase', { defaultValue: 'A lowercase letter' }) },
    { id: 'digit', ok: s.checks.digit, label: t('global.password.rules.digit', { defaultValue: 'A digit' }) },
    { id: 'special', ok: s.checks.special, label: t('global.password.rules.special', { defaultValue: 'A special character' }) },
  ];
  return (
    <div className="password-strength mt-2" data-testid="password-strength" data-score={s.score} data-bars={s.bars}>
      <div className="d-flex align-items-center gap-1 mb-1" aria-hidden="true">
        <small className="me-2">{t('global.messages.validate.newpassword.strength', { defaultValue: 'Password strength:' })}</small>
        {Array.from({ length: BAR_COUNT }, (_, i) => (
          <span
            key={i}
            className="d-inline-block rounded"
            data-filled={i < s.bars}
            style={{ width: 24, height: 6, background: i < s.bars ? BAR_COLORS[s.bars - 1] : '#dee2e6' }}
          />
        ))}
      </div>
      <ul className="list-unstyled small mb-0">
        {items.map((item) => (
          <li key={item.id} className={item.ok ? 'text-success' : 'text-muted'} data-testid={`password-rule-${item.id}`} data-ok={item.ok}>
            <span aria-hidden="true">{item.ok ? '✓' : '○'}</span> {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Password field with a show/hide toggle and the strength checklist. */
export function PasswordInput({
  value,
  onChange,
  id,
  name,
  label,
  placeholder,
  autoComplete = 'new-password',
  showStrength = true,
  invalid = false,
  feedback,
  required,
  'data-testid': testId,
}: PasswordInputProps) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <div className="mb-3">
      {label && (
        <label htmlFor={inputId} className="form-label">
          {label}
        </label>
      )}
      <div className={`input-group${invalid ? ' has-validation' : ''}`}>
        <input
          id={inputId}
          name={name}
          type={visible ? 'text' : 'password'}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          required={required}
          aria-invalid={invalid || undefined}
          data-testid={testId}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
          data-testid="password-toggle"
        >
          {visible ? t('global.password.hide', { defaultValue: 'Hide' }) : t('global.password.show', { defaultValue: 'Show' })}
        </button>
        {invalid && feedback && <div className="invalid-feedback">{feedback}</div>}
      </div>
      {showStrength && <PasswordStrengthBar password={value} />}
    </div>
  );
}

export default PasswordInput;
