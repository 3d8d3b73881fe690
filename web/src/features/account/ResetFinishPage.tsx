import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import api from '../../app/api';
import { showToasts } from '../../app/notifications/toasts';
import { PasswordInput } from '../../shared/PasswordInput';
import { PageSpinner } from '../../shared/PageSpinner';
import { useForm } from '../../shared/form/useForm';
import { useFieldMessage } from '../../shared/form/FormField';
import { RESET_FINISH_FAILURE_RELOAD_MS } from './constants';
import { validateResetFinish, type ResetFinishForm } from './validation';

const EMPTY: ResetFinishForm = { newPassword: '', confirmPassword: '' };

/** POST /api/account/reset-password/valid {key} → {valid}; a missing key or a failing call is invalid. */
export async function resetKeyValid(key: string): Promise<boolean> {
  if (key.trim() === '') return false;
  try {
    const res = await api.post<{ valid?: boolean }>('/api/account/reset-password/valid', { key }, { notify: false });
    return res.data?.valid === true;
  } catch {
    return false;
  }
}

/** Leaves a seam for tests. */
export const pageReload = { reload: () => window.location.reload() };

/**
 * /account/reset/finish/{key?} (key also as ?key=): the key is checked on load; the new password
 * follows the strong rule. Success → /login; failure reloads the page (spec 000 §2).
 */
export function ResetFinishPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const key = params.key || search.get('key') || '';
  const [valid, setValid] = useState<{ key: string; ok: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    void resetKeyValid(key).then((ok) => {
      if (live) setValid({ key, ok });
    });
    return () => {
      live = false;
    };
  }, [key]);

  return (
    <div className="row justify-content-center my-4" data-testid="reset-finish-page">
      <div className="col-lg-6">
        <h1 className="h3 mb-3">{t('reset.finish.title')}</h1>
        {!valid || valid.key !== key ? (
          <PageSpinner />
        ) : valid.ok ? (
          <ResetFinishForm resetKey={key} />
        ) : (
          <div className="alert alert-danger" role="alert" data-testid="reset-finish-invalid">
            <p className="mb-2">{t('error.resetKeyInvalid')}</p>
            <Link to="/account/reset/request" className="alert-link" data-testid="reset-finish-request-new">
              {t('reset.finish.requestNew')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}

function ResetFinishForm({ resetKey }: { resetKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldMessage = useFieldMessage();
  const form = useForm(EMPTY, validateResetFinish);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const { values: v, errors, set } = form;

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => pageReload.reload(), RESET_FINISH_FAILURE_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) {
      showToasts([{ type: 'error', key: 'error.contributionValidateError' }]);
      return;
    }
    setSaving(true);
    try {
      await api.post(
        '/api/account/reset-password/finish',
        { key: resetKey, newPassword: v.newPassword },
        { successMessage: 'reset.finish.messages.success' },
      );
      void navigate('/login');
    } catch {
      // the API client showed the error; the page reloads (spec 000 §2)
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="reset-finish-form">
      <p>{t('reset.finish.intro')}</p>
      <PasswordInput
        id="newPassword"
        name="newPassword"
        label={`${t('resetFinish.newPassword')} *`}
        value={v.newPassword}
        onChange={(value) => set('newPassword', value)}
        invalid={!!errors.newPassword}
        feedback={fieldMessage(errors.newPassword, t('resetFinish.newPassword'))}
        data-testid="newPassword"
      />
      <PasswordInput
        id="confirmPassword"
        name="confirmPassword"
        label={`${t('resetFinish.confirmPassword')} *`}
        value={v.confirmPassword}
        onChange={(value) => set('confirmPassword', value)}
        invalid={!!errors.confirmPassword}
        feedback={fieldMessage(errors.confirmPassword, t('resetFinish.confirmPassword'))}
        showStrength={false}
        data-testid="confirmPassword"
      />
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

export default ResetFinishPage;
