import { useTranslation } from 'react-i18next';
import { FieldFeedback } from '../../shared/form/FormField';
import { useZodForm } from '../../shared/form/useZodForm';
import { testEmailSchema } from './appConfig';
import { useSendTestEmailMutation } from './appConfigApi';

/**
 * Sends a test e-mail. It sits inside the configuration form (forms do not nest), so its button runs
 * its own small form's submit; an invalid address shows under the field, without a toast.
 */
export function TestEmailFieldset() {
  const { t } = useTranslation();
  const form = useZodForm(testEmailSchema, { email: '' }, { invalidToast: null });
  const email = form.text('email');
  const [sendTestEmail] = useSendTestEmailMutation();
  const send = form.submit(async ({ email: address }) => {
    await sendTestEmail(address.trim()).unwrap();
  });
  return (
    <fieldset className="card card-body mb-3">
      <legend className="h6">{t('appConfig.testEmail.title')}</legend>
      <div className="input-group">
        <input
          type="email"
          className={`form-control${email.error ? ' is-invalid' : ''}`}
          value={email.value}
          onChange={(e) => email.onChange(e.target.value)}
          aria-label={t('emailTest.email')}
          placeholder="name@example.com"
          data-testid="config-test-email"
        />
        <button type="button" className="btn btn-outline-primary" onClick={() => void send()} data-testid="config-test-email-send">
          {t('appConfig.testEmail.send')}
        </button>
      </div>
      <FieldFeedback id="config-test-email" message={email.error} label={t('emailTest.email')} />
    </fieldset>
  );
}
