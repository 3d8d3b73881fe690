import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import api, { isApiError } from '../../app/api';
import { notifyError, showToasts } from '../../app/notifications/toasts';
import { PasswordInput } from '../../shared/PasswordInput';
import { useForm } from '../../shared/form/useForm';
import { useFieldMessage } from '../../shared/form/FormField';
import { errorKeyOf, serverFieldErrors } from '../../shared/form/validation';
import { validatePasswordChange, type PasswordChangeForm as Form } from './validation';

const EMPTY: Form = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new password and its confirmation → POST /api/account/change-password. */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const form = useForm(EMPTY, validatePasswordChange);
  const [saving, setSaving] = useState(false);
  const { values: v, errors, set } = form;
  const label = (field: keyof Form) => t(`passwordChange.${field}`);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) {
      showToasts([{ type: 'error', key: 'error.contributionValidateError' }]);
      return;
    }
    setSaving(true);
    try {
      await api.post('/api/account/change-password', { currentPassword: v.currentPassword, newPassword: v.newPassword }, { notify: false });
      showToasts([{ type: 'success', key: 'password.messages.success' }]);
      form.reset();
    } catch (err) {
      if (isApiError(err) && err.status === 400) {
        showToasts([{ type: 'error', key: 'password.messages.error' }]);
        const fields = serverFieldErrors(err);
        if (errorKeyOf(err) === 'invalidPassword') fields.currentPassword = { key: 'error.invalidPassword' };
        form.setServerErrors(fields);
      } else {
        notifyError(err);
      }
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof Form, opts: { strength?: boolean; autoComplete: string }) => (
    <PasswordInput
      id={`password-${name}`}
      name={name}
      label={`${label(name)} *`}
      value={v[name]}
      onChange={(value) => set(name, value)}
      invalid={!!errors[name]}
      feedback={fieldMessage(errors[name], label(name))}
      showStrength={opts.strength ?? false}
      autoComplete={opts.autoComplete}
      data-testid={`password-${name}`}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="password-form">
      {field('currentPassword', { autoComplete: 'current-password' })}
      {field('newPassword', { strength: true, autoComplete: 'new-password' })}
      {field('confirmPassword', { autoComplete: 'new-password' })}
      <button type="submit" className="btn btn-primary" disabled={saving} data-testid="password-submit">
        {t('passwordChange.button')}
      </button>
    </form>
  );
}
