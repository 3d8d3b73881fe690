import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../shared/PasswordInput';
import { useFieldMessage } from '../../shared/form/FormField';
import { useZodForm } from '../../shared/form/useZodForm';
import { useResetFinishMutation } from './accountApi';
import { RESET_FINISH_FAILURE_RELOAD_MS } from './constants';
import { resetFinishSchema, type ResetFinishForm as Form } from './validation';

const EMPTY: Form = { newPassword: '', confirmPassword: '' };

/** Leaves a seam for tests. */
export const pageReload = { reload: () => window.location.reload() };

/** The new password (the strong rule) and its confirmation. Success → /login; failure reloads the page (spec 000 §2). */
export function ResetFinishForm({ resetKey }: { resetKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldMessage = useFieldMessage();
  const form = useZodForm(resetFinishSchema, EMPTY, { invalidToast: 'reset.finish.messages.invalid' });
  const [resetFinish, { isLoading: saving }] = useResetFinishMutation();
  const [failed, setFailed] = useState(false);

  // the reload of spec 000 §2 after a failure, a timer (no server call)
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => pageReload.reload(), RESET_FINISH_FAILURE_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  const onSubmit = form.submit(
    async (v) => {
      await resetFinish({ key: resetKey, newPassword: v.newPassword }).unwrap();
      void navigate('/login');
    },
    // the API client showed the error; the page reloads
    { onError: () => setFailed(true) },
  );

  const password = (field: keyof Form, label: string) => (
    <PasswordInput
      id={field}
      name={field}
      label={`${label} *`}
      value={form.values[field]}
      onChange={(value) => form.set(field, value)}
      invalid={!!form.errorOf(field)}
      feedback={fieldMessage(form.errorOf(field), label)}
      showStrength={field === 'newPassword'}
      data-testid={field}
    />
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="reset-finish-form">
      <p>{t('reset.finish.intro')}</p>
      {password('newPassword', t('resetFinish.newPassword'))}
      {password('confirmPassword', t('resetFinish.confirmPassword'))}
      {failed && (
        <div className="alert alert-danger" role="alert" data-testid="reset-finish-failed">
          {t('reset.finish.messages.reloading')}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={saving || failed} data-testid="reset-finish-submit">
        {t('reset.finish.form.button')}
      </button>
    </form>
  );
}
