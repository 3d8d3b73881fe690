import { useTranslation } from 'react-i18next';
import { notifyError, showToasts } from '../../app/notifications/toasts';
import { PasswordInput } from '../../shared/PasswordInput';
import { useZodForm } from '../../shared/form/useZodForm';
import { useFieldMessage } from '../../shared/form/FormField';
import { useChangePasswordMutation } from './accountApi';
import { passwordChangeSchema, type PasswordChangeForm as Form } from './validation';

const EMPTY: Form = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The status of a failed call (0 when none came). */
function statusOf(error: unknown): number {
  return error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : 0;
}

/**
 * Current password, new password and its confirmation → POST /api/account/change-password. The call
 * is quiet: a refusal (400) is answered with password.messages.error and the fields, anything else
 * with the usual message (spec 000 §8).
 */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const form = useZodForm(passwordChangeSchema, EMPTY, { invalidToast: 'password.messages.invalid' });
  const [changePassword, { isLoading: saving }] = useChangePasswordMutation();
  const label = (field: keyof Form) => t(`passwordChange.${field}`);

  const onSubmit = form.submit(
    async (v) => {
      await changePassword({ currentPassword: v.currentPassword, newPassword: v.newPassword }).unwrap();
      showToasts([{ type: 'success', key: 'password.messages.success' }]);
      form.reset(EMPTY);
    },
    {
      errorKeys: { invalidPassword: 'currentPassword' },
      onError: (error) => (statusOf(error) === 400 ? showToasts([{ type: 'error', key: 'password.messages.error' }]) : notifyError(error)),
    },
  );

  const field = (name: keyof Form, opts: { strength?: boolean; autoComplete: string }) => (
    <PasswordInput
      id={`password-${name}`}
      name={name}
      label={`${label(name)} *`}
      value={form.values[name]}
      onChange={(value) => form.set(name, value)}
      invalid={!!form.errorOf(name)}
      feedback={fieldMessage(form.errorOf(name), label(name))}
      showStrength={opts.strength ?? false}
      autoComplete={opts.autoComplete}
      data-testid={`password-${name}`}
    />
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="password-form">
      {field('currentPassword', { autoComplete: 'current-password' })}
      {field('newPassword', { strength: true, autoComplete: 'new-password' })}
      {field('confirmPassword', { autoComplete: 'new-password' })}
      <button type="submit" className="btn btn-primary" disabled={saving} data-testid="password-submit">
        {t('passwordChange.button')}
      </button>
    </form>
  );
}
