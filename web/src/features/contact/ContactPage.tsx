import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { useZodForm } from '../../shared/form/useZodForm';
import { useFormCaptcha } from '../../shared/form/captcha';
import { CaptchaField } from '../../shared/form/CaptchaField';
import { CheckField, FieldFeedback, FieldLabel, TextField } from '../../shared/form/FormField';
import { charCount } from '../../shared/form/validation';
import { useSendContactMutation } from './contactApi';
import { ContactSidePanel } from './ContactSidePanel';
import { contactPayload, contactSchema, EMPTY_CONTACT, MESSAGE_MAX } from './validation';

/** Redirect delay after a sent message (spec 000 §9). */
export const CONTACT_REDIRECT_MS = 7000;
export const PRIVACY_PATH = '/static-content-view/privacy-platform';

/** /contact: the not-found page unless the contact form is enabled. */
export function ContactPage() {
  const { config, configLoaded } = useAppSelector((s) => s.applicationConfig);
  if (configLoaded && !config.contactFormEnabled) return <Navigate to="/not-found" replace />;
  return <ContactView />;
}

export function ContactView() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(contactSchema, EMPTY_CONTACT, { invalidToast: 'contact.messages.invalid' });
  const captcha = useFormCaptcha();
  const [sendContact, { isLoading: saving }] = useSendContactMutation();
  const [sent, setSent] = useState(false);
  const v = form.values;
  const label = (field: string) => t(`contact.${field}`);

  // the redirect of spec 000 §2, a timer (no server call)
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => void navigate('/'), CONTACT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const onSubmit = form.submit(
    async (values) => {
      await sendContact(contactPayload(values, i18n.language, captcha.token)).unwrap();
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

  const text = (
    field: 'name' | 'email' | 'phone' | 'company' | 'subject',
    opts: { required?: boolean; type?: 'email' | 'tel'; autoComplete?: string; maxLength?: number },
  ) => (
    <TextField
      {...form.text(field)}
      id={`contact-${field}`}
      label={label(field)}
      required={opts.required}
      type={opts.type}
      autoComplete={opts.autoComplete}
      maxLength={opts.maxLength}
    />
  );

  const count = charCount(v.message);

  return (
    <div className="row justify-content-center my-4" data-testid="contact-page">
      <div className="col-lg-8">
        <h1 className="h3 mb-3">{t('contact.title')}</h1>
        <div className="alert alert-info" data-testid="contact-info">
          {t('contact.info')}
        </div>
        {sent ? (
          <div className="alert alert-success" role="status" data-testid="contact-sent">
            {t('contact.messages.success')}
          </div>
        ) : (
          <form onSubmit={(e) => void onSubmit(e)} noValidate>
            <div className="row">
              <div className="col-md-6">{text('name', { required: true, autoComplete: 'name', maxLength: 50 })}</div>
              <div className="col-md-6">{text('email', { required: true, type: 'email', autoComplete: 'email', maxLength: 254 })}</div>
            </div>
            <div className="row">
              <div className="col-md-6">{text('phone', { type: 'tel', autoComplete: 'tel', maxLength: 50 })}</div>
              <div className="col-md-6">{text('company', { autoComplete: 'organization', maxLength: 100 })}</div>
            </div>
            {text('subject', { maxLength: 200 })}
            <div className="mb-3">
              <FieldLabel htmlFor="contact-message" label={label('message')} required />
              <textarea
                id="contact-message"
                name="message"
                rows={6}
                className={`form-control${form.errorOf('message') ? ' is-invalid' : ''}`}
                value={v.message}
                onChange={(e) => form.set('message', e.target.value)}
                aria-describedby="contact-message-counter"
                data-testid="contact-message"
              />
              <div
                id="contact-message-counter"
                className={`form-text text-end${count > MESSAGE_MAX ? ' text-danger' : ''}`}
                data-testid="contact-message-counter"
                aria-live="polite"
              >
                {count}/{MESSAGE_MAX}
              </div>
              <FieldFeedback id="contact-message" message={form.errorOf('message')} label={label('message')} />
            </div>
            <CaptchaField {...form.text('captchaAnswer')} id="contact-captchaAnswer" captcha={captcha} label={label('captchaAnswer')} />
            <CheckField {...form.check('terms')} id="contact-terms" label={label('terms')} required>
              <Trans
                i18nKey="contact.consent"
                components={{ privacy: <Link to={PRIVACY_PATH} target="_blank" data-testid="contact-privacy-link" /> }}
              />
            </CheckField>
            <button type="submit" className="btn btn-primary mt-3" disabled={saving} data-testid="contact-submit">
              {t('contact.form.button')}
            </button>
          </form>
        )}
      </div>
      <ContactSidePanel />
    </div>
  );
}

export default ContactPage;
