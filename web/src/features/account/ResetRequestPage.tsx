import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import api, { isApiError } from '../../app/api';
import { showToasts } from '../../app/notifications/toasts';
import { useForm } from '../../shared/form/useForm';
import { useFormCaptcha } from '../../shared/form/captcha';
import { CaptchaField } from '../../shared/form/CaptchaField';
import { TextField } from '../../shared/form/FormField';
import { errorKeyOf, serverFieldErrors } from '../../shared/form/validation';
import { RESET_REQUEST_REDIRECT_MS } from './constants';
import { validateResetRequest, type ResetRequestForm } from './validation';

const EMPTY: ResetRequestForm = { emailOrUsername: '', captchaAnswer: '' };

/** /account/reset/request: e-mail or username plus captcha; on success a toast and '/' after 6 s. */
export function ResetRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm(EMPTY, validateResetRequest);
  const captcha = useFormCaptcha();
  const [saving, setSaving] = useState(false);
  const [sent, setSent] = useState(false);
  const { values: v, errors, set } = form;

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => void navigate('/'), RESET_REQUEST_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) {
      showToasts([{ type: 'error', key: 'error.contributionValidateError' }]);
      return;
    }
    setSaving(true);
    try {
      await api.post(
        '/api/account/reset-password/init',
        { emailOrUsername: v.emailOrUsername.trim(), captchaToken: captcha.token ?? '', captchaAnswer: v.captchaAnswer.trim() },
        { successMessage: 'reset.request.messages.success' },
      );
      setSent(true);
    } catch (err) {
      // a captcha is used once: a new one, and the answer field empties
      set('captchaAnswer', '');
      if (isApiError(err)) {
        const fields = serverFieldErrors(err);
        if (errorKeyOf(err) === 'captchaInvalid') fields.captchaAnswer = { key: 'error.captchaInvalid' };
        form.setServerErrors(fields);
      }
      void captcha.refresh();
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="row justify-content-center my-4" data-testid="reset-request-page">
      <div className="col-lg-6">
        <h1 className="h3 mb-3">{t('reset.request.title')}</h1>
        {sent ? (
          <div className="alert alert-success" role="status" data-testid="reset-request-success">
            {t('reset.request.messages.success')}
          </div>
        ) : (
          <>
            <div className="alert alert-warning">{t('reset.request.intro')}</div>
            <form onSubmit={(e) => void submit(e)} noValidate>
              <TextField
                id="emailOrUsername"
                label={t('resetRequest.emailOrUsername')}
                value={v.emailOrUsername}
                onChange={(value) => set('emailOrUsername', value)}
                error={errors.emailOrUsername}
                autoComplete="username"
                maxLength={254}
                required
              />
              <CaptchaField
                id="captchaAnswer"
                captcha={captcha}
                label={t('resetRequest.captchaAnswer')}
                value={v.captchaAnswer}
                onChange={(value) => set('captchaAnswer', value)}
                error={errors.captchaAnswer}
              />
              <button type="submit" className="btn btn-primary" disabled={saving} data-testid="reset-request-submit">
                {t('reset.request.form.button')}
              </button>
            </form>
          </>
        )}
      </div>
    </div>
  );
}

export default ResetRequestPage;
