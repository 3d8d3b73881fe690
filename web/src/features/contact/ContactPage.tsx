import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import api, { isApiError } from '../../app/api';
import { useAppSelector } from '../../app/store';
import { showToasts } from '../../app/notifications/toasts';
import { useStaticContent } from '../../shared/staticContent';
import { useForm } from '../../shared/form/useForm';
import { useFormCaptcha } from '../../shared/form/captcha';
import { CaptchaField } from '../../shared/form/CaptchaField';
import { CheckField, FieldFeedback, TextField } from '../../shared/form/FormField';
import { charCount, errorKeyOf, serverFieldErrors } from '../../shared/form/validation';
import { contactPayload, EMPTY_CONTACT, MESSAGE_MAX, validateContact, type ContactForm } from './validation';
import { SafeHtml } from '../../shared/html/SafeHtml';

/** Redirect delay after a sent message (spec 000 §9). */
export const CONTACT_REDIRECT_MS = 7000;
export const PRIVACY_PATH = '/static-content-view/privacy-platform';

/** /contact: the not-found page unless the contact form is enabled. */
export function ContactPage() {
  const { config, configLoaded } = useAppSelector((s) => s.applicationConfig);
  if (configLoaded && !config.contactFormEnabled) return <Navigate to="/not-found" replace />;
  return <ContactView />;
}

function SidePanel() {
  const { i18n } = useTranslation();
  const block = useStaticContent(i18n.language, 'contact');
  if (!block || (!block.title && !block.content)) return null;
  return (
    <aside className="col-lg-4 mt-4 mt-lg-0" data-testid="contact-side">
      <div className="card">
        <div className="card-body">
          {block.title && <h2 className="h5 card-title">{block.title}</h2>}
          {block.content && <SafeHtml className="inno-static-content" html={block.content} />}
        </div>
      </div>
    </aside>
  );
}

export function ContactView() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<ContactForm>(EMPTY_CONTACT, validateContact);
  const captcha = useFormCaptcha();
  const [saving, setSaving] = useState(false);
  const [sent, setSent] = useState(false);
  const { values: v, errors, set } = form;
  const label = (field: string) => t(`contact.${field}`);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => void navigate('/'), CONTACT_REDIRECT_MS);
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
      await api.post('/api/public/contact', contactPayload(v, i18n.language, captcha.token), {
        successMessage: 'contact.messages.success',
      });
      setSent(true);
    } catch (err) {
      // a captcha is used once: a new one, and the answer field empties
      set('captchaAnswer', '');
      // the API client showed the translated errorKey / field errors
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

  const text = (
    field: 'name' | 'email' | 'phone' | 'company' | 'subject',
    opts: { required?: boolean; type?: 'email' | 'tel'; autoComplete?: string; maxLength?: number },
  ) => (
    <TextField
      id={`contact-${field}`}
      label={label(field)}
      value={v[field]}
      onChange={(value) => set(field, value)}
      error={errors[field]}
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
          <form onSubmit={(e) => void submit(e)} noValidate>
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
              <label htmlFor="contact-message" className="form-label">
                {label('message')}
                <span className="text-danger ms-1" aria-hidden="true">
                  *
                </span>
              </label>
              <textarea
                id="contact-message"
                name="message"
                rows={6}
                className={`form-control${errors.message ? ' is-invalid' : ''}`}
                value={v.message}
                onChange={(e) => set('message', e.target.value)}
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
              <FieldFeedback id="contact-message" message={errors.message} label={label('message')} />
            </div>
            <CaptchaField
              id="contact-captchaAnswer"
              captcha={captcha}
              label={label('captchaAnswer')}
              value={v.captchaAnswer}
              onChange={(value) => set('captchaAnswer', value)}
              error={errors.captchaAnswer}
            />
            <CheckField
              id="contact-terms"
              label={label('terms')}
              checked={v.terms}
              onChange={(c) => set('terms', c)}
              error={errors.terms}
              required
            >
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
      <SidePanel />
    </div>
  );
}

export default ContactPage;
