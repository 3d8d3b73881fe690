import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../shared/form/useZodForm';
import { useFormCaptcha } from '../../shared/form/captcha';
import { CaptchaField } from '../../shared/form/CaptchaField';
import { TextField } from '../../shared/form/FormField';
import { useResetInitMutation } from './accountApi';
import { RESET_REQUEST_REDIRECT_MS } from './constants';
import { resetRequestSchema, type ResetRequestForm } from './validation';

const EMPTY: ResetRequestForm = { emailOrUsername: '', captchaAnswer: '' };

/** /account/reset/request: e-mail or username plus captcha; on success a toast and '/' after 6 s. */
export function ResetRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(resetRequestSchema, EMPTY, { invalidToast: 'reset.request.messages.invalid' });
  const captcha = useFormCaptcha();
  const [resetInit, { isLoading: saving }] = useResetInitMutation();
  const [sent, setSent] = useState(false);

  // the redirect of spec 000 §2, a timer (no server call)
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => void navigate('/'), RESET_REQUEST_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const onSubmit = form.submit(
    async (v) => {
      await resetInit({
        emailOrUsername: v.emailOrUsername.trim(),
        captchaToken: captcha.token ?? '',
        captchaAnswer: v.captchaAnswer.trim(),
      }).unwrap();
      setSent(true);
    },
    {
      errorKeys: { captchaInvalid: 'captchaAnswer' },
      // a captcha is used once: the answer empties (keeping its message) and a new one comes
      onError: () => {
        form.setValue('captchaAnswer', '');
        captcha.refresh();
      },
    },
  );

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
            <form onSubmit={(e) => void onSubmit(e)} noValidate>
              <TextField
                {...form.text('emailOrUsername')}
                id="emailOrUsername"
                label={t('resetRequest.emailOrUsername')}
                autoComplete="username"
                maxLength={254}
                required
              />
              <CaptchaField {...form.text('captchaAnswer')} id="captchaAnswer" captcha={captcha} label={t('resetRequest.captchaAnswer')} />
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
